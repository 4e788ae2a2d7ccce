/// `braid-bench diff`: the diff engine on flat and sectioned workloads, against the hash floor and Swift's
/// `difference(from:)`.
///
/// Each workload at each size is generated once from a fixed seed (outside any timing); then every selected
/// implementation runs on that same data, the hash floor first, the implementations taking their timed runs in
/// turns.
struct DiffSuite {
    /// What runs on a workload; the raw value ends the row's name (`mix/ours`).
    enum Implementation: String {
        /// The least an identity diff must do; every other row's `ratio` divides by it.
        case hashFloor = "hash-floor"
        /// Our diff alone.
        case ours
        /// Our diff and its batch updates.
        case oursWithBatches = "ours+batches"
        /// `new.difference(from: old, by: { $0.id == $1.id }).inferringMoves()`; the rival of our rows.
        case swiftDifference = "swift-difference"
    }

    static let flatSizes = [1_000, 10_000, 100_000, 1_000_000]
    /// 100 sections × 1,000 items.
    static let sectionedSizes = [100_000]
    /// Unchanged and nearly unchanged lists (flat and sectioned): where the diff should cost what reading them costs.
    static let nearlyUnchangedSizes = [10_000, 1_000_000]
    /// Swift's diff takes O(n · changes): seconds at 100k, minutes above, so it is skipped there.
    static let swiftDifferenceLimit = 100_000

    var options: Options

    func run() {
        let report = Report(suite: "diff", json: options.json)
        report.begin(legend: [
            "times: ms per diff, median and min of the timed runs after a warm-up; seeded data",
            "ratio: median ÷ hash-floor median (a Dictionary from the old ids, one lookup per new id)",
            "  paired ratio: the median of each round's time ÷ the hash floor's (all run in turns)",
            "speedup: swift-difference median ÷ median (difference(from:by:).inferringMoves(); flat, ≤ 100k)",
            "ours+batches: the diff and its batch updates; sectioned: 100 sections, n items in all",
            "unchanged: new = a copy of old; 3-changes: one insert at the top, one update in the middle, one append",
            "  (sectioned-*: items compared by one comparer per pair of sections, as the binder compares them)",
        ])
        for count in options.sizes ?? Self.flatSizes {
            runFlat(workload: "mix", count: count, report: report, make: FlatWorkload.mix(count:))
        }
        for count in options.sizes ?? Self.flatSizes {
            runFlat(workload: "readme", count: count, report: report, make: FlatWorkload.readme(count:))
        }
        for count in options.sizes ?? Self.sectionedSizes {
            runSectioned(workload: "sectioned", count: SectionedWorkload.itemCount(near: count), report: report,
                         make: { SectionedWorkload.mix(itemCount: $0) })
        }
        for count in options.sizes ?? Self.nearlyUnchangedSizes {
            runFlat(workload: "unchanged", count: count, report: report, make: FlatWorkload.unchanged(count:))
            runFlat(workload: "3-changes", count: count, report: report, make: FlatWorkload.threeChanges(count:))
        }
        for count in options.sizes ?? Self.nearlyUnchangedSizes {
            let count = SectionedWorkload.itemCount(near: count)
            runSectioned(workload: "sectioned-unchanged", count: count, report: report, byPair: true,
                         make: { SectionedWorkload.unchanged(itemCount: $0) })
            runSectioned(workload: "sectioned-3-changes", count: count, report: report, byPair: true,
                         make: { SectionedWorkload.threeChanges(itemCount: $0) })
        }
    }

    // MARK: Workloads

    private func runFlat(workload: String, count: Int, report: Report, make: (Int) -> FlatWorkload) {
        var implementations: [(Implementation, (FlatWorkload) -> DiffCounts)] = [
            (.hashFloor, { $0.hashFloor() }),
            (.ours, { $0.diffOurs(withBatches: false) }),
            (.oursWithBatches, { $0.diffOurs(withBatches: true) }),
        ]
        if count <= Self.swiftDifferenceLimit {
            implementations.append((.swiftDifference, { $0.swiftDifference() }))
        }
        run(workload: workload, n: count, report: report, prepare: { make(count) }, implementations)
    }

    private func runSectioned(
        workload name: String, count: Int, report: Report, byPair: Bool = false, make: (Int) -> SectionedWorkload
    ) {
        run(
            workload: name, n: count, facts: [("sections", SectionedWorkload.sectionCount)], report: report,
            prepare: {
                let workload = make(count)
                return (workload: workload, input: SectionedEngineInput(workload))
            },
            [
                (.hashFloor, { $0.workload.hashFloor() }),
                (.ours, { $0.input.diffOurs(withBatches: false, byPair: byPair) }),
                (.oursWithBatches, { $0.input.diffOurs(withBatches: true, byPair: byPair) }),
            ])
    }

    // MARK: Measuring

    /// Measures the selected `implementations` on one workload at one size and reports them as a group.
    ///
    /// Nothing is generated unless the filter selects some row; the hash floor then always runs, first, since
    /// the other rows' ratios divide by it.
    /// - Parameters:
    ///   - facts: counts describing the data, reported on every row (e.g. `sections`).
    ///   - prepare: makes the data, untimed.
    private func run<Data>(
        workload: String, n: Int, facts: [(name: String, count: Int)] = [], report: Report,
        prepare: () -> Data, _ implementations: [(implementation: Implementation, operation: (Data) -> DiffCounts)]
    ) {
        let selected = implementations.map(\.implementation).filter { options.selects("\(workload)/\($0.rawValue)") }
        guard !selected.isEmpty else { return }
        let chosen = implementations.filter { $0.implementation == .hashFloor || selected.contains($0.implementation) }
        let data = prepare()

        // In turns, so that the ratios to the hash floor hold while the machine's speed drifts.
        let probes = chosen.map { _, operation in Probe { operation(data) } }
        let timings = Harness.measure(runs: runs(for: n), interleaving: probes)
        var rows: [Row] = []
        var baseline: Row.Reference?
        for ((implementation, _), (probe, timing)) in zip(chosen, zip(probes, timings)) {
            rows.append(Row(
                workload: workload, implementation: implementation.rawValue, n: n, timing: timing,
                counts: facts + probe.output!.known, baseline: baseline))
            if implementation == .hashFloor {
                baseline = Row.Reference(name: implementation.rawValue, measuredInTurns: timing)
            }
        }
        let rivalName = Implementation.swiftDifference.rawValue
        if let rival = rows.first(where: { $0.implementation == rivalName }) {
            let reference = Row.Reference(name: rivalName, median: rival.timing.median)
            let ours = [Implementation.ours, .oursWithBatches].map(\.rawValue)
            for index in rows.indices where ours.contains(rows[index].implementation) {
                rows[index].rival = reference
            }
        }
        report.add(rows)
    }

    /// Timed runs per row: `--runs`, or 7 (3 from 1M elements up, where one run is long enough to be stable).
    private func runs(for n: Int) -> Int {
        options.runs ?? (n >= 1_000_000 ? 3 : 7)
    }
}
