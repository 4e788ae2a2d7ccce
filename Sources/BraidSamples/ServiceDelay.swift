/// How long the mock services pretend the network takes.
///
/// The samples run with real delays so loading rows and animations are visible; `--snapshot` and the tests
/// set ``scale`` to zero so the first loaded screen comes at once.
@MainActor
public enum ServiceDelay {
    /// Multiplies every delay; 0 answers immediately. `BRAID_DEMO_DELAY_SCALE` sets it (end-to-end tests
    /// run the samples faster).
    public static var scale: Double = Double(_environment("BRAID_DEMO_DELAY_SCALE") ?? "") ?? 1

    /// Waits `seconds` (scaled), without blocking the main actor.
    ///
    /// `Task.sleep(nanoseconds:)` rather than `Task.sleep(for:)`: the samples also build into iOS apps at
    /// BraidUIKit's deployment target (iOS 13), where `Duration` does not exist.
    public static func wait(_ seconds: Double) async {
        let scaled = seconds * scale
        guard scaled > 0 else { return }
        try? await Task.sleep(nanoseconds: UInt64(scaled * 1_000_000_000))
    }
}

/// A small deterministic random generator, so the "random" samples can be reproduced in tests.
public struct SampleRandom: RandomNumberGenerator {
    private var state: UInt64

    public init(seed: UInt64) { state = seed }

    public mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}

/// Where the mock services note their requests when `BRAID_DEMO_LOG` names a file — for the end-to-end
/// tests, which check that no second page is requested while one is in flight.
@MainActor
public enum ServiceLog {
    private static let path = _environment("BRAID_DEMO_LOG")

    public static func note(_ line: String) {
        guard let path, let file = fopen(path, "a") else { return }
        fputs(line + "\n", file)
        fclose(file)
    }
}

public func _environment(_ name: String) -> String? {
    getenv(name).map { String(cString: $0) }
}

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
