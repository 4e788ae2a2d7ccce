/// `braid-bench binder`: the binder end to end on the headless table and collection view, against the raw diff
/// of the same data.
///
/// - `mix/refresh`: `refresh()` of a table of 10 sections after the sectioned `mix` change — the models
///   closure re-read, the diff, the staged batches validated and applied by the headless table, the visible
///   reloaded rows dequeued again. Its baseline, `mix/raw-diff`, is ``SectionedDiff`` and `batchStages()` on
///   the same item ids and values: what the binder adds on top of the diff is the ratio. `mix/reload` is the same
///   update shown as a reload (`maximumAnimatedChanges` 0): against `mix/refresh`, what animating its changes costs.
/// - `initial/finish`: the first `finish()` of a large table; `dequeued` shows that only the viewport's cells
///   are made, whatever the row count. Its baseline `initial/headless-load` is the headless table loading the same
///   counts from a data source that answers only counts and cells: the ratio is what the binder adds.
/// - `two-chains-mix/refresh`: `mix/refresh` on a table whose sections two chains bind (even and odd section ids):
///   rows never match across chains, so a row that moves between them is deleted and inserted, and each identity
///   is hashed with its chain. Its baseline is the same raw diff, which moves those rows.
/// - `grid-mix/refresh` and `grid-initial/finish`: the same on a collection view (one binder implementation, the
///   collection's host and rules).
/// - `split/*` and `grid-split/*` (``runSplit(count:workload:report:handing:headless:load:)``): a refresh split into
///   the binder's part, the diff's and the host's apply, on a host that takes what it is handed.
/// - `recording/insert-1` against `snapshot/insert-1`: one row inserted into a million, from a `RecordingList` and
///   from an array by closure (`BinderSuite+Recording.swift`).
///
/// Each fixture is built and finished outside the timed region, fresh for every run.
@MainActor
struct BinderSuite {
    enum Implementation: String {
        /// The diff and its batch stages alone, on the ids and values of the rows.
        case rawDiff = "raw-diff"
        /// `refresh()` end to end.
        case refresh
        /// `refresh()` end to end, shown as a reload (`maximumAnimatedChanges` 0) rather than as batches.
        case reload
        /// The first `finish()`.
        case finish
        /// The view's own first load of the same counts, from a data source that answers only counts and cells.
        case headlessLoad = "headless-load"
    }

    static let sectionCount = 10
    /// Rows the headless table's viewport shows.
    static let viewportRows = 40
    static let refreshSizes = [100_000]
    static let finishSizes = [1_000_000]

    var options: Options

    func run() {
        let report = Report(suite: "binder", json: options.json)
        report.begin(legend: [
            "times: ms per operation, median and min of the timed runs after a warm-up; seeded data",
            "mix: \(Self.sectionCount) sections, the sectioned mix change; viewport of \(Self.viewportRows) rows",
            "ratio: refresh median ÷ raw-diff median (SectionedDiff + batchStages on the same ids and values);",
            "  paired ratio: the median of each round's refresh ÷ raw-diff (the two run in turns)",
            "initial/finish: the first finish(); dequeued = cells made (the viewport's, not the rows')",
            "initial/headless-load: the same view loading the same counts with no binder; finish ratio ÷ it",
            "split: refresh on a host that takes what it is handed ÷ (raw-diff + host-apply); binder = refresh − both,",
            "  round by round; headless-apply: the headless view applying the same stages; headless-refresh ÷ their sum",
        ])
        for count in options.sizes ?? Self.refreshSizes {
            let count = SectionedWorkload.itemCount(near: count, sections: Self.sectionCount)
            runRefresh(count: count, workload: "mix", report: report) { BinderFixture.table(sections: $0, viewportRows: Self.viewportRows) }
            // The same on a table whose sections two chains bind (even and odd ids): a row that moves between them
            // is deleted and inserted, and the diff hashes identities that carry their chain.
            runRefresh(count: count, workload: "two-chains-mix", report: report) {
                BinderFixture.table(sections: $0, viewportRows: Self.viewportRows, chains: 2)
            }
            runRefresh(count: count, workload: "grid-mix", report: report) {
                BinderFixture.collection(sections: $0, viewportRows: Self.viewportRows)
            }
        }
        for count in options.sizes ?? Self.splitSizes {
            let count = SectionedWorkload.itemCount(near: count, sections: Self.sectionCount)
            runSplit(count: count, workload: "split", report: report,
                     handing: { HandingFixture.table(sections: $0, scheduler: $1) },
                     headless: { BinderFixture.table(sections: $0, viewportRows: Self.viewportRows) },
                     load: { HeadlessLoadFixture.table(counts: $0, viewportRows: Self.viewportRows) })
            runSplit(count: count, workload: "grid-split", report: report,
                     handing: { HandingFixture.collection(sections: $0, scheduler: $1) },
                     headless: { BinderFixture.collection(sections: $0, viewportRows: Self.viewportRows) },
                     load: { HeadlessLoadFixture.collection(counts: $0, viewportRows: Self.viewportRows) })
        }
        for count in options.sizes ?? Self.finishSizes {
            runRecordingInsert(count: count, report: report)
            let count = SectionedWorkload.itemCount(near: count, sections: Self.sectionCount)
            runFinish(count: count, workload: "initial", report: report,
                      load: { HeadlessLoadFixture.table(counts: $0, viewportRows: Self.viewportRows) },
                      make: { BinderFixture.table(sections: $0, viewportRows: Self.viewportRows) })
            runFinish(count: count, workload: "grid-initial", report: report,
                      load: { HeadlessLoadFixture.collection(counts: $0, viewportRows: Self.viewportRows) },
                      make: { BinderFixture.collection(sections: $0, viewportRows: Self.viewportRows) })
        }
    }

    // MARK: Workloads

    private func runRefresh<Kind>(
        count: Int, workload: String, report: Report, make: @escaping ([SectionedWorkload.Section]) -> BinderFixture<Kind>
    ) {
        let names = [Implementation.rawDiff, .refresh, .reload].map { "\(workload)/\($0.rawValue)" }
        guard names.contains(where: options.selects) else { return }
        let data = SectionedWorkload.mix(itemCount: count, sections: Self.sectionCount)
        let input = SectionedEngineInput(data)
        let runs = runs(for: count)

        let rawDiff = Probe { input.diffOurs(withBatches: true) }
        let refresh = Self.refreshProbe(data, make: make)
        let reload = Self.refreshProbe(data) { sections in
            let fixture = make(sections)
            fixture.binder.maximumAnimatedChanges = 0
            return fixture
        }
        // In turns, so that the ratio holds while the machine's speed drifts.
        let probes: [any Sampling] = [rawDiff] + (options.selects(names[1]) ? [refresh] : []) + (options.selects(names[2]) ? [reload] : [])
        let timings = Harness.measure(runs: runs, interleaving: probes)
        let baseline = Row.Reference(name: Implementation.rawDiff.rawValue, measuredInTurns: timings[0])
        var rows = [Row(
            workload: workload, implementation: Implementation.rawDiff.rawValue, n: count, timing: timings[0],
            counts: [("sections", Self.sectionCount)] + rawDiff.output!.known)]
        var rest = timings.dropFirst()
        for (implementation, probe) in [(Implementation.refresh, refresh), (.reload, reload)]
        where options.selects("\(workload)/\(implementation.rawValue)") {
            guard let timing = rest.popFirst(), let counts = probe.output else { continue }
            rows.append(Row(
                workload: workload, implementation: implementation.rawValue, n: count, timing: timing,
                counts: [("sections", counts.sections), ("stages", counts.batches), ("changed", counts.changed),
                         ("dequeued", counts.dequeued)],
                baseline: baseline))
        }
        report.add(rows)
    }

    /// `refresh()` from `data.old` to `data.new` on a fixture that `make` binds and that is finished before the clock
    /// starts, fresh for every run.
    static func refreshProbe<Kind>(
        _ data: SectionedWorkload, make: @escaping ([SectionedWorkload.Section]) -> BinderFixture<Kind>
    ) -> Probe<BinderCounts> {
        Probe(setup: { () -> BinderFixture<Kind> in
            let fixture = make(data.old)
            fixture.binder.finish()
            fixture.view.resetCounters()
            return fixture
        }, { fixture in
            fixture.refresh(to: data.new)
            return fixture.counts
        })
    }

    /// The first `finish()`, against its baseline `headless-load`: the same view loading the same counts from a data
    /// source that answers only counts and cells (the view's own share); the two are measured in turns.
    private func runFinish<Kind>(
        count: Int, workload: String, report: Report, load: @escaping ([Int]) -> HeadlessLoadFixture,
        make: @escaping ([SectionedWorkload.Section]) -> BinderFixture<Kind>
    ) {
        let names = [Implementation.headlessLoad, .finish].map { "\(workload)/\($0.rawValue)" }
        guard names.contains(where: options.selects) else { return }
        let sections = Self.sections(itemCount: count)
        let counts = sections.map(\.items.count)
        let headless = Probe(setup: { load(counts) }, { fixture in fixture.load() })
        let finish = Probe(setup: { make(sections) }, { fixture in
            fixture.binder.finish()
            return fixture.counts
        })
        let timings = Harness.measure(runs: runs(for: count), interleaving: [headless, finish])
        let baseline = Row.Reference(name: Implementation.headlessLoad.rawValue, measuredInTurns: timings[0])
        func row(_ implementation: Implementation, _ timing: Timing, _ counts: BinderCounts?, baseline: Row.Reference?) -> Row {
            Row(workload: workload, implementation: implementation.rawValue, n: count, timing: timing,
                counts: [("sections", counts?.sections ?? 0), ("dequeued", counts?.dequeued ?? 0)], baseline: baseline)
        }
        report.add([
            row(.headlessLoad, timings[0], headless.output, baseline: nil),
            row(.finish, timings[1], finish.output, baseline: baseline),
        ])
    }

    /// `sectionCount` sections of `itemCount / sectionCount` items with random values.
    private static func sections(itemCount: Int) -> [SectionedWorkload.Section] {
        var random = SplitMix64(seed: 0x6669_6E69_7368_0000 ^ UInt64(itemCount))  // "finish"
        let perSection = itemCount / sectionCount
        return (0..<sectionCount).map { section in
            SectionedWorkload.Section(
                id: section, items: Item.random(ids: (section * perSection)..<((section + 1) * perSection), using: &random))
        }
    }

    /// Timed runs per row: `--runs`, or 7 (3 from 1M rows up).
    func runs(for n: Int) -> Int {
        options.runs ?? (n >= 1_000_000 ? 3 : 7)
    }
}
