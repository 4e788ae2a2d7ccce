/// One result: what was measured, on how much, how long it took, and how that compares.
struct Row {
    /// Another row this one is compared with: its implementation's name and its median.
    struct Reference {
        var name: String
        var median: Duration
    }

    /// The data, e.g. `mix`.
    var workload: String
    /// What ran on it, e.g. `ours`.
    var implementation: String
    /// How many elements the old data holds.
    var n: Int
    var timing: Timing
    /// Integer facts about the data or the result (`sections`, `moves`, …), in report order.
    var counts: [(name: String, count: Int)] = []
    /// The floor this row's ``ratio`` divides by.
    var baseline: Reference?
    /// A competitor this row is meant to beat; reported as ``speedup``.
    var rival: Reference?

    /// `workload/implementation`, e.g. `mix/ours`.
    var name: String { "\(workload)/\(implementation)" }

    /// This median ÷ the baseline's median: how many times the floor this row costs.
    var ratio: Double? {
        baseline.flatMap { Self.divide(timing.median, by: $0.median) }
    }

    /// The rival's median ÷ this median: above 1, this row is faster.
    var speedup: Double? {
        rival.flatMap { Self.divide($0.median, by: timing.median) }
    }

    func count(named name: String) -> Int? {
        counts.first { $0.name == name }?.count
    }

    private static func divide(_ numerator: Duration, by denominator: Duration) -> Double? {
        denominator > .zero ? numerator / denominator : nil
    }
}
