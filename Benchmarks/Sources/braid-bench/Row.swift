/// One result: what was measured, on how much, how long it took, and how that compares.
struct Row {
    /// Another row this one is compared with: its implementation's name and its median.
    struct Reference {
        var name: String
        var median: Duration
        /// Its samples round by round, when it was measured in turns with the rows that refer to it (see
        /// ``Row/pairedRatio``).
        var rounds: [Duration]?

        init(name: String, median: Duration) {
            self.name = name
            self.median = median
        }

        /// A reference measured in the same ``Harness/measure(runs:interleaving:)`` call as the rows that
        /// refer to it, so that their samples pair up round by round.
        init(name: String, measuredInTurns timing: Timing) {
            self.init(name: name, median: timing.median)
            rounds = timing.samples
        }
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

    /// The median over rounds of this sample ÷ the baseline's sample of the same round, when both were measured
    /// in turns. Each round's two samples ran moments apart, so this ratio moves less with the machine's speed
    /// than ``ratio`` does; the two differ little on a quiet machine.
    var pairedRatio: Double? {
        guard let rounds = baseline?.rounds, rounds.count == timing.samples.count, !rounds.isEmpty else { return nil }
        let ratios = zip(timing.samples, rounds).compactMap { Self.divide($0, by: $1) }.sorted()
        return ratios.isEmpty ? nil : Harness.median(ofSorted: ratios)
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
