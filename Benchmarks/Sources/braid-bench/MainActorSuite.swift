import Braid
import Dispatch
import Foundation

/// `braid-bench main-actor`: the main actor's share of one update — what a big list's user feels as a stall.
///
/// A 10-section table of 10k, 100k and 1M rows on a host that only takes the batches it is handed
/// (``HandingTableHost``): the time counted is the binder's work on the main actor from `refresh()` until the
/// last stage is handed to the host — reading the bindings, gathering the diff's input, applying the stages —
/// summed over the main actor's turns, while the diff runs on another thread (``MainActorTimingScheduler``).
/// Two changes: the sectioned `mix` (10% of rows deleted, inserted, moved and updated; 5% of sections deleted
/// and inserted, one moved) and `changed-100` (100 rows' values changed, spread over the sections).
///
/// Ratios: `changed-100` at 1M against 10k (target: within 2×; the main actor's share grows with the changes,
/// not the rows), in wall time (`main-actor`) and in the main thread's CPU time (`main-actor-cpu`: what the main
/// actor did, without the time the system gave other threads — on a loaded machine wall time swings with that);
/// `mix` against the raw diff of the same data (`SectionedDiff` + `batchStages`, target: under half);
/// `mix/longest-stall` is the longest single main-actor turn of the 1M `mix` update.
///
/// `changed-100-flushed/main-actor` is the same update with the diff thread made to write ``flushBytes`` after every
/// diff, at every size: the main actor's turns then start with the caches as a 1M diff leaves them, at 10k too — the
/// same conditions at every size, so its ratio shows what the main actor's work itself does with the rows.
@MainActor
struct MainActorSuite {
    static let sectionCount = 10
    static let sizes = [10_000, 100_000, 1_000_000]
    /// What the diff thread writes after each diff in the `flushed` row: more than the last-level cache holds.
    static let flushBytes = 128 << 20

    var options: Options

    func run() {
        let report = Report(suite: "main-actor", json: options.json)
        report.begin(legend: [
            "times: ms of main-actor work per update (median and min of the timed runs); the diff runs on another thread",
            "\(Self.sectionCount) sections; mix: the sectioned mix change; changed-100: 100 rows' values changed",
            "ratio: changed-100 ÷ changed-100 at the smallest size; mix ÷ mix/raw-diff (SectionedDiff + batchStages)",
            "main-actor-cpu: the main thread's CPU time in those turns (wall time also counts other threads' turns on its core)",
            "changed-100-flushed: changed-100, the diff thread writing \(Self.flushBytes >> 20) MiB after each diff (caches as a 1M diff leaves them)",
            "longest-stall: the longest single main-actor turn of one update",
            "all-on-main-actor: the same update with the diff on the main actor too (offMainActorDiffThreshold = .max)",
            "first-display/finish: the first finish() of the whole table; section-reload: every row of one section replaced",
            "page-100: the update a 100-row page asks for, appended to one paged section of n rows (bind(cellType:pages:))",
            "state-change: an error row coming or going in a section of the table (setState(_:of:)), its rows unchanged",
            "mixed-100: changed-100 on a collection view whose sections have their own layouts (layout(_:)), each asked after the batch",
        ])
        var smallestChanged: Row.Reference?
        var smallestChangedCPU: Row.Reference?
        var smallestFlushed: Row.Reference?
        var smallestPage: Row.Reference?
        var smallestState: Row.Reference?
        var smallestMixed: Row.Reference?
        for size in options.sizes ?? Self.sizes {
            let count = SectionedWorkload.itemCount(near: size, sections: Self.sectionCount)
            let mix = SectionedWorkload.mix(itemCount: count, sections: Self.sectionCount)
            let runs = options.runs ?? (count >= 1_000_000 ? 5 : 9)
            if options.selects("changed-100/main-actor") {
                let changed = SectionedWorkload(old: mix.old, new: Self.changing(100, in: mix.old))
                let (timing, _, cpu) = measure(changed, runs: runs)
                let row = Row(workload: "changed-100", implementation: "main-actor", n: count, timing: timing,
                              counts: [("sections", Self.sectionCount)], baseline: smallestChanged)
                let cpuRow = Row(workload: "changed-100", implementation: "main-actor-cpu", n: count, timing: cpu,
                                 counts: [("sections", Self.sectionCount)], baseline: smallestChangedCPU)
                smallestChanged = smallestChanged ?? Row.Reference(name: "changed-100 at \(count)", median: timing.median)
                smallestChangedCPU = smallestChangedCPU ?? Row.Reference(name: "changed-100 cpu at \(count)", median: cpu.median)
                report.add([row, cpuRow])
            }
            if options.selects("changed-100-flushed/main-actor") {
                let changed = SectionedWorkload(old: mix.old, new: Self.changing(100, in: mix.old))
                let timing = measure(changed, runs: runs, flushing: Self.flushBytes).total
                report.add([Row(workload: "changed-100-flushed", implementation: "main-actor", n: count, timing: timing,
                                counts: [("sections", Self.sectionCount)], baseline: smallestFlushed)])
                smallestFlushed = smallestFlushed ?? Row.Reference(name: "changed-100 flushed at \(count)", median: timing.median)
            }
            var rows: [Row] = []
            var rawDiff: Row.Reference?
            if options.selects("mix/raw-diff") || options.selects("mix/main-actor") {
                let input = SectionedEngineInput(mix)
                let timing = Harness.measure(runs: runs) { input.diffOurs(withBatches: true) }.timing
                rawDiff = Row.Reference(name: "raw-diff", median: timing.median)
                rows.append(Row(workload: "mix", implementation: "raw-diff", n: count, timing: timing))
            }
            if options.selects("mix/main-actor") || options.selects("mix/longest-stall") {
                let (timing, stall, _) = measure(mix, runs: runs)
                rows.append(Row(workload: "mix", implementation: "main-actor", n: count, timing: timing,
                                counts: [("sections", Self.sectionCount)], baseline: rawDiff))
                rows.append(Row(workload: "mix", implementation: "longest-stall", n: count, timing: stall))
            }
            if options.selects("page-100/main-actor") {
                // A 100-row page appended to a paged section of `count` rows (its loading row going): the main
                // actor's share of the update the page asks for, to the last stage handed — the page's edits, not a
                // diff. (The loader's taking the page, in its task, is not timed: see `PageFixture`.)
                let timing = Self.timing((0...runs).map { _ in
                    let scheduler = MainActorTimingScheduler()
                    let fixture = PageFixture(rows: count, scheduler: scheduler)
                    fixture.answerPage()
                    let total = scheduler.timing {}.total
                    precondition(fixture.rowCount == count + PageFixture.pageSize, "the page did not land: \(fixture.rowCount) rows")
                    return total
                }.dropFirst().map { $0 })
                report.add([Row(workload: "page-100", implementation: "main-actor", n: count, timing: timing,
                                counts: [("page", PageFixture.pageSize)], baseline: smallestPage)])
                smallestPage = smallestPage ?? Row.Reference(name: "page-100 at \(count)", median: timing.median)
            }
            if options.selects("state-change/main-actor") {
                let timing = stateChange(mix, runs: runs)
                report.add([Row(workload: "state-change", implementation: "main-actor", n: count, timing: timing,
                                counts: [("sections", Self.sectionCount)], baseline: smallestState)])
                smallestState = smallestState ?? Row.Reference(name: "state-change at \(count)", median: timing.median)
            }
            if options.selects("mixed-100/main-actor") {
                let timing = mixedLayouts(SectionedWorkload(old: mix.old, new: Self.changing(100, in: mix.old)), runs: runs)
                report.add([Row(workload: "mixed-100", implementation: "main-actor", n: count, timing: timing,
                                counts: [("sections", Self.sectionCount)], baseline: smallestMixed)])
                smallestMixed = smallestMixed ?? Row.Reference(name: "mixed-100 at \(count)", median: timing.median)
            }
            if options.selects("first-display/finish") {
                // The first display: `finish()` of the whole table, on a host that takes what it is handed.
                let sections = mix.old
                let timing = Self.timing((0...runs).map { _ in
                    let fixture = HandingFixture.table(sections: sections, scheduler: MainActorTimingScheduler())
                    return ContinuousClock().measure { fixture.binder.finish() }
                }.dropFirst().map { $0 })
                report.add([Row(workload: "first-display", implementation: "finish", n: count, timing: timing,
                                counts: [("sections", Self.sectionCount)])])
            }
            if options.selects("section-reload/main-actor") {
                // A section whose rows all change identity (a reload of everything in it): the main actor's share.
                var replaced = mix.old
                replaced[0].items = replaced[0].items.map { Item(id: $0.id + 10 * count, value: $0.value) }
                let (timing, _, _) = measure(SectionedWorkload(old: mix.old, new: replaced), runs: runs)
                report.add([Row(workload: "section-reload", implementation: "main-actor", n: count, timing: timing,
                                counts: [("sections", Self.sectionCount)])])
            }
            if options.selects("mix/all-on-main-actor") {
                // The whole update on the main actor (threshold out of reach): where this beats `main-actor`, a
                // small update should stay on the main actor — how `defaultOffMainActorDiffThreshold` was chosen.
                let timing = measure(mix, runs: runs, threshold: .max).total
                rows.append(Row(workload: "mix", implementation: "all-on-main-actor", n: count, timing: timing,
                                counts: [("sections", Self.sectionCount)], baseline: rawDiff))
            }
            report.add(rows)
        }
    }

    /// The main actor's time for updates from `workload.old` to `workload.new`, and its longest turn; the diff runs
    /// off the main actor from `threshold` rows (0: always, as measured by the rows above).
    /// `flushing`: bytes the diff thread writes after each diff (see `changed-100-flushed/main-actor`).
    private func measure(_ workload: SectionedWorkload, runs: Int, threshold: Int = 0, flushing: Int = 0)
        -> (total: Timing, longest: Timing, cpu: Timing)
    {
        var totals: [Duration] = []
        var longest: [Duration] = []
        var cpu: [Duration] = []
        for run in 0...runs {
            let scheduler = MainActorTimingScheduler(flushing: flushing)
            let fixture = HandingFixture.table(sections: workload.old, scheduler: scheduler)
            fixture.binder.offMainActorDiffThreshold = threshold
            fixture.binder.finish()
            let (total, turn, cpuTotal) = scheduler.timing { fixture.refresh(to: workload.new) }
            precondition(fixture.handedStages > 0, "the update handed no stage to the host")
            if run > 0 {  // the first run warms up
                totals.append(total)
                longest.append(turn)
                cpu.append(cpuTotal)
            }
        }
        return (Self.timing(totals), Self.timing(longest), Self.timing(cpu))
    }

    static func timing(_ samples: [Duration]) -> Timing {
        let sorted = samples.sorted()
        return Timing(runs: sorted.count, iterations: 1, median: Harness.median(ofSorted: sorted), minimum: sorted[0], samples: samples)
    }

    /// `sections` with the values of `count` rows changed, spread evenly over all rows.
    private static func changing(_ count: Int, in sections: [SectionedWorkload.Section]) -> [SectionedWorkload.Section] {
        let total = sections.reduce(0) { $0 + $1.items.count }
        let stride = max(1, total / count)
        var result = sections
        var index = 0
        for section in result.indices {
            for item in result[section].items.indices {
                if index % stride == 0 { result[section].items[item].value &+= 1 }
                index += 1
            }
        }
        return result
    }
}

/// Runs a binder's main-actor work on the calling thread, timing each turn, and its off-main work on a real
/// background thread (untimed): the main actor's share of an update, apart from the work it hands away.
@MainActor
final class MainActorTimingScheduler: UpdateScheduler {
    private var pending: [@MainActor () -> Void] = []
    private let finished = FinishedWork()
    /// Bytes the background thread writes after each piece of off-main work, 0 for none.
    private let flushing: Int

    init(flushing: Int = 0) {
        self.flushing = flushing
    }

    func schedule(_ work: @escaping @MainActor () -> Void) {
        pending.append(work)
    }

    func schedule<Result: Sendable>(
        offMainActor work: @escaping @Sendable () -> Result, then completion: @escaping @MainActor (Result) -> Void
    ) {
        finished.begin()
        let completion = UncheckedBox(completion)
        let finished = self.finished
        let flushing = self.flushing
        DispatchQueue.global(qos: .userInitiated).async {
            let result = work()
            if flushing > 0 { Self.write(flushing) }
            finished.end { MainActor.assumeIsolated { completion.value(result) } }
        }
    }

    /// Whether main-actor work is waiting to run.
    var hasPendingWork: Bool { !pending.isEmpty }

    /// Runs the main actor's work until none is left and no off-main work is outstanding, untimed: what a setup
    /// started (a first display's check of a tree's identities) is done before the work to time starts.
    func settle() {
        while true {
            if !pending.isEmpty {
                pending.removeFirst()()
            } else if let completion = finished.next() {
                completion()
            } else {
                return
            }
        }
    }

    /// Runs `start` and then the main actor's work until none is left and no off-main work is outstanding.
    /// - Returns: the main actor's time in all, its longest turn, and the main thread's CPU time in those turns.
    func timing(_ start: () -> Void) -> (total: Duration, longest: Duration, cpu: Duration) {
        let clock = ContinuousClock()
        var total = Duration.zero, longest = Duration.zero, cpu = Duration.zero
        func timed(_ work: () -> Void) {
            let before = Self.threadCPUTime()
            let elapsed = clock.measure(work)
            cpu += Self.threadCPUTime() - before
            total += elapsed
            longest = max(longest, elapsed)
        }
        timed(start)
        while true {
            if !pending.isEmpty {
                let work = pending.removeFirst()
                timed(work)
            } else if let completion = finished.next() {
                timed(completion)
            } else {
                return (total, longest, cpu)
            }
        }
    }

    /// Writes `bytes` of fresh memory and reads a word of each cache line back, evicting what the caches held.
    private nonisolated static func write(_ bytes: Int) {
        let words = bytes / MemoryLayout<Int>.stride
        let memory = UnsafeMutablePointer<Int>.allocate(capacity: words)
        defer { memory.deallocate() }
        memory.initialize(repeating: 1, count: words)
        let step = 64 / MemoryLayout<Int>.stride
        var sum = 0
        for index in stride(from: 0, to: words, by: step) { sum &+= memory[index] }
        precondition(sum == (words + step - 1) / step, "the memory written was not read back")
    }

    /// The CPU time the calling thread has used.
    private static func threadCPUTime() -> Duration {
        var time = timespec()
        clock_gettime(CLOCK_THREAD_CPUTIME_ID, &time)
        return .seconds(time.tv_sec) + .nanoseconds(time.tv_nsec)
    }
}

/// Off-main work in flight and the completions it left, shared with the threads it runs on.
private final class FinishedWork: @unchecked Sendable {
    private let condition = NSCondition()
    private var outstanding = 0
    private var completions: [() -> Void] = []

    func begin() {
        condition.lock(); outstanding += 1; condition.unlock()
    }

    func end(_ completion: @escaping () -> Void) {
        condition.lock()
        completions.append(completion)
        outstanding -= 1
        condition.signal()
        condition.unlock()
    }

    /// The next completion, waiting for outstanding work; nil when none is outstanding or waiting.
    func next() -> (() -> Void)? {
        condition.lock()
        defer { condition.unlock() }
        while completions.isEmpty && outstanding > 0 { condition.wait() }
        return completions.isEmpty ? nil : completions.removeFirst()
    }
}

private struct UncheckedBox<Value>: @unchecked Sendable {
    let value: Value
    init(_ value: Value) { self.value = value }
}
