import CBraidFuzzDriver

/// A fuzz input read as a stream of choices: each read takes the next bytes, and an exhausted input reads as zeros,
/// so every byte string is a valid program for a target.
public struct FuzzInput {
    private let bytes: [UInt8]
    private var position = 0

    /// Reads `data` from its start.
    public init(_ data: UnsafePointer<UInt8>?, count: Int) {
        bytes = data.map { Array(UnsafeBufferPointer(start: $0, count: count)) } ?? []
    }

    /// Whether every byte was read.
    public var isAtEnd: Bool { position >= bytes.count }

    /// The next byte (0 past the end).
    public mutating func byte() -> UInt8 {
        defer { position += 1 }
        return position < bytes.count ? bytes[position] : 0
    }

    /// A number in `0..<bound` (0 for a bound of 0 or less).
    public mutating func int(below bound: Int) -> Int {
        guard bound > 1 else { return 0 }
        let value = Int(byte()) << 8 | Int(byte())
        return value % bound
    }

    /// A number in `range`.
    public mutating func int(in range: ClosedRange<Int>) -> Int {
        range.lowerBound + int(below: range.upperBound - range.lowerBound + 1)
    }

    /// Any `Int`, the extremes and small values most often: geometry that tests clipping and overflow.
    public mutating func geometry() -> Int {
        switch byte() % 8 {
        case 0: return .max - Int(byte())
        case 1: return .min + Int(byte())
        case 2: return -Int(byte())
        default: return Int(byte()) % 40
        }
    }

    /// A string of up to `limit` characters drawn from text that tests display widths: ASCII, wide characters,
    /// combining and invisible marks, emoji sequences, control characters.
    public mutating func text(limit: Int = 24) -> String {
        let pieces = ["a", "b", " ", "  ", "日", "本", "削", "除", "\u{301}", "\u{200B}", "\u{200C}", "\u{200D}",
                      "\u{FE0F}", "☺", "👍", "🏽", "\t", "\n", "\r\n", "\u{1B}", "é", "x", "…", "\u{0}", "🇫🇷", "\u{7F}"]
        var result = ""
        for _ in 0..<int(below: limit + 1) { result += pieces[int(below: pieces.count)] }
        return result
    }
}

/// Runs `body` on every fuzz input — under libFuzzer when the program is linked with it, else on each file the command
/// line names — and exits with the driver's status. `body` runs on the main thread, as the main actor.
@MainActor
public func runFuzzTarget(_ body: @escaping @MainActor (inout FuzzInput) -> Void) -> Never {
    FuzzTarget.body = body
    let status = braid_fuzz_main(CommandLine.argc, CommandLine.unsafeArgv) { data, size in
        MainActor.assumeIsolated {
            var input = FuzzInput(data, count: size)
            FuzzTarget.body?(&input)
        }
        return 0
    }
    exit(status)
}

/// The target's body, for the C callback (which cannot capture it).
@MainActor
private enum FuzzTarget {
    static var body: (@MainActor (inout FuzzInput) -> Void)?
}

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
