/// A small, seeded, deterministic random number generator (Steele, Lea and Flood's SplitMix64).
///
/// Benchmarks need the same data on every run and every machine, so they never use the system generator,
/// and they draw through ``next(below:)`` and the helpers in `SplitMix64+Edits.swift` rather than the
/// standard library's `random(in:using:)` and `shuffle(using:)`, whose algorithms may change between releases.
struct SplitMix64: RandomNumberGenerator {
    private var state: UInt64

    init(seed: UInt64) {
        state = seed
    }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    /// A number in `0..<bound`.
    ///
    /// Takes the high word of `bound × next()`; the bias (at most `bound / 2⁶⁴`) does not matter here.
    mutating func next(below bound: Int) -> Int {
        precondition(bound > 0, "next(below:) needs a positive bound, got \(bound)")
        return Int(UInt64(bound).multipliedFullWidth(by: next()).high)
    }

    /// Any `Int`, for item values.
    mutating func nextInt() -> Int {
        Int(truncatingIfNeeded: next())
    }
}
