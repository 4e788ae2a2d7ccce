import Braid

/// `braid-bench binder --filter split`: a refresh split into the binder's part, the diff's and the host's apply.
///
/// On the sectioned `mix` (10 sections), measured in turns:
/// - `split/raw-diff`: ``SectionedDiff`` and `batchStages()` on the rows' ids and values;
/// - `split/refresh`: `refresh()` of a binder on a host that takes what it is handed (``HandingTableHost``: no cells,
///   no validation, no layout), from `refresh()` until the last stage is handed; its baseline is raw diff + host apply;
/// - `split/host-apply`: that host's own time in `performBatchUpdates` in the same runs (all but the binder's
///   `updateData`);
/// - `split/binder`: refresh − raw diff − host apply, round by round: what the binder itself adds (reading the models,
///   identities, the sectioned core, building and handing the stages);
/// - `split/headless-apply`: the headless view validating and applying the same stages, from a data source that
///   answers only counts and cells — the test host's share of `mix/refresh`;
/// - `split/headless-refresh`: `refresh()` on the headless view (`mix/refresh`), against raw diff + headless apply.
///
/// `grid-split/*` is the same on a collection view (``HandingCollectionHost``, `HeadlessCollectionView`).
extension BinderSuite {
    static let splitSizes = [100_000, 1_000_000]

    func runSplit<Kind>(
        count: Int, workload: String, report: Report,
        handing: @escaping ([SectionedWorkload.Section], ManualUpdateScheduler) -> HandingFixture<Kind>,
        headless: @escaping ([SectionedWorkload.Section]) -> BinderFixture<Kind>,
        load: @escaping ([Int]) -> HeadlessLoadFixture
    ) {
        let parts = ["raw-diff", "refresh", "host-apply", "binder", "headless-apply", "headless-refresh"]
        guard parts.contains(where: { options.selects("\(workload)/\($0)") }) else { return }
        let data = SectionedWorkload.mix(itemCount: count, sections: Self.sectionCount)
        let input = SectionedEngineInput(data)
        func finished(_ sections: [SectionedWorkload.Section]) -> (HandingFixture<Kind>, ManualUpdateScheduler) {
            let scheduler = ManualUpdateScheduler()
            let fixture = handing(sections, scheduler)
            fixture.binder.finish()
            scheduler.flush()
            return (fixture, scheduler)
        }
        // The stages the binder hands over, recorded once, for the headless view to apply.
        let (recorder, recorderScheduler) = finished(data.old)
        recorder.log.records = true
        recorder.refresh(to: data.new)
        recorderScheduler.flush()
        let stages = recorder.log.handed
        let oldCounts = data.old.map { $0.items.count }

        let hostApply = SampleLog()
        let rawDiff = Probe { input.diffOurs(withBatches: true) }
        let refresh = Probe(setup: { finished(data.old) }, { (fixture: HandingFixture<Kind>, scheduler: ManualUpdateScheduler) in
            fixture.refresh(to: data.new)
            scheduler.flush()
            hostApply.samples.append(fixture.log.applyTime)
            return fixture.counts
        })
        let headlessApply = Probe(setup: { () -> HeadlessLoadFixture in
            let fixture = load(oldCounts)
            _ = fixture.load()
            fixture.view.resetCounters()
            return fixture
        }, { $0.apply(stages) })
        let headlessRefresh = Self.refreshProbe(data, make: headless)
        let timings = Harness.measure(runs: runs(for: count), interleaving: [rawDiff, refresh, headlessApply, headlessRefresh])
        let rounds = timings.map(\.samples.count).min() ?? 0
        // The first sample is the warm-up's.
        let hostApplied = Self.timing(Array(hostApply.samples.dropFirst().prefix(rounds)))
        let diffSamples = timings[0].samples.prefix(rounds)
        let sumWithHost = Self.timing(zip(diffSamples, hostApplied.samples).map { $0 + $1 })
        let sumWithHeadless = Self.timing(zip(diffSamples, timings[2].samples.prefix(rounds)).map { $0 + $1 })
        let binder = Self.timing(zip(timings[1].samples.prefix(rounds), sumWithHost.samples).map { $0 - $1 })
        let stageCount = [("stages", stages.count)]
        let rows = [
            Row(workload: workload, implementation: "raw-diff", n: count, timing: timings[0], counts: rawDiff.output!.known),
            Row(workload: workload, implementation: "host-apply", n: count, timing: hostApplied, counts: stageCount),
            Row(workload: workload, implementation: "refresh", n: count, timing: timings[1],
                counts: [("stages", refresh.output?.batches ?? 0)],
                baseline: Row.Reference(name: "raw-diff+host-apply", measuredInTurns: sumWithHost)),
            Row(workload: workload, implementation: "binder", n: count, timing: binder, counts: stageCount,
                baseline: Row.Reference(name: "raw-diff", measuredInTurns: timings[0])),
            Row(workload: workload, implementation: "headless-apply", n: count, timing: timings[2],
                counts: stageCount + [("dequeued", headlessApply.output?.dequeued ?? 0)]),
            Row(workload: workload, implementation: "headless-refresh", n: count, timing: timings[3],
                counts: stageCount + [("dequeued", headlessRefresh.output?.dequeued ?? 0)],
                baseline: Row.Reference(name: "raw-diff+headless-apply", measuredInTurns: sumWithHeadless)),
        ]
        report.add(rows.filter { options.selects($0.name) })
    }

    /// The timing of `samples`, one per round.
    private static func timing(_ samples: [Duration]) -> Timing {
        let sorted = samples.sorted()
        return Timing(runs: samples.count, iterations: 1, median: sorted.isEmpty ? .zero : Harness.median(ofSorted: sorted),
                      minimum: sorted.first ?? .zero, samples: samples)
    }
}

/// Durations a probe's operation reports from inside its run, one per run (the warm-up's first).
@MainActor
final class SampleLog {
    var samples: [Duration] = []
}
