import Braid
import CAllocationCounter

#if canImport(Glibc)
import Glibc
#endif

/// `braid-bench memory`: the bytes per row that a binder itself keeps — after `finish()`, and at rest after an
/// update — and the most it holds during that update, counted by the allocator (``CAllocationCounter``), not RSS.
///
/// A 10-section table of 100k and 1M rows on ``HandingTableHost``, which keeps nothing per row, bound with models
/// that the workload already holds: so what is counted is the binder's own memory, apart from the models and the
/// host. The update is the sectioned `mix`, its diff run off the main actor as an app's would be
/// (``MainActorTimingScheduler``); the old state's rows are freed off the main actor after it, so each reading
/// waits until the process's allocations stop changing.
///
/// `log/*` (``runLog(size:report:)``): what the headless table's log of applied batches keeps as a big table is
/// refreshed, with the test host's default settings.
@MainActor
struct MemorySuite {
    static let sectionCount = 10
    static let sizes = [100_000, 1_000_000]

    var options: Options

    func run() -> Int32 {
        guard braid_allocations_are_counted() != 0 else {
            Console.writeError("braid-bench memory: allocations are counted only on Linux with glibc\n")
            return 1
        }
        // glibc's mmap threshold pinned for every row, so that no row runs under allocator settings an earlier row
        // moved (its threshold rises as big blocks are freed; `log/rss-growth` needs it fixed: see `runLog`).
        braid_map_large_blocks_alone()
        var report = Report(suite: "memory", json: options.json)
        report.countColumn = "B/row"
        report.begin(legend: [
            "B/row: bytes the binder holds per row (allocator-counted, models and host excluded; median of the runs)",
            "finish/at-rest: after finish(); update/at-rest: after the sectioned mix update, once its old rows are freed",
            "update/peak: the most the binder held during that update; times: finish() and the update's main-actor share",
            "*-2-chains: the same, the sections bound by two chains (each chain's rows matched on their own)",
            "log/*-growth: a HeadlessTableView with default settings, RSS and allocated bytes from its 1st refresh to its 10th",
            "  (2 changes each), per row; times: the refreshes",
        ])
        for size in options.sizes ?? Self.sizes {
            let count = SectionedWorkload.itemCount(near: size, sections: Self.sectionCount)
            let mix = SectionedWorkload.mix(itemCount: count, sections: Self.sectionCount)
            let runs = options.runs ?? 3
            for chains in [1, 2] {
                let names = chains == 1 ? ["finish", "update"] : ["finish-2-chains", "update-2-chains"]
                guard ["\(names[0])/at-rest", "\(names[1])/at-rest", "\(names[1])/peak"].contains(where: options.selects)
                else { continue }
                report.add(measure(mix, count: count, runs: runs, chains: chains, names: names).filter { options.selects($0.name) })
            }
            runLog(size: size, report: &report)
        }
        return 0
    }

    /// The bytes per row a binder of `mix.old` on a ``HandingTableHost``, bound by `chains` chains, holds after
    /// `finish()` and after the update to `mix.new`, and the most it holds during that update: rows named
    /// `names[0]/at-rest`, `names[1]/at-rest` and `names[1]/peak`.
    private func measure(_ mix: SectionedWorkload, count: Int, runs: Int, chains: Int, names: [String]) -> [Row] {
        var finished: [(Duration, Int64)] = [], updated: [(Duration, Int64)] = [], peaks: [Int64] = []
        for _ in 0..<runs {
            Self.settle()
            let base = braid_allocated_bytes()
            let scheduler = MainActorTimingScheduler()
            var fixture: HandingFixture<TableViewKind>? = .table(sections: mix.old, scheduler: scheduler, chains: chains)
            let finishTime = scheduler.timing { fixture!.binder.finish() }.total
            Self.settle()
            finished.append((finishTime, braid_allocated_bytes() - base))
            braid_reset_peak_allocated_bytes()
            let updateTime = scheduler.timing { fixture!.refresh(to: mix.new) }.total
            peaks.append(braid_peak_allocated_bytes() - base)
            Self.settle()
            updated.append((updateTime, braid_allocated_bytes() - base))
            fixture = nil
        }
        func row(_ workload: String, _ implementation: String, _ samples: [(Duration, Int64)]) -> Row {
            let times = samples.map(\.0).sorted()
            let timing = Timing(runs: times.count, iterations: 1, median: Harness.median(ofSorted: times),
                                minimum: times[0], samples: samples.map(\.0))
            return Row(workload: workload, implementation: implementation, n: count, timing: timing,
                       counts: [("B/row", Self.perRow(samples.map(\.1), count))])
        }
        var rows = [row(names[0], "at-rest", finished), row(names[1], "at-rest", updated)]
        rows.append(Row(workload: names[1], implementation: "peak", n: count, timing: rows[1].timing,
                        counts: [("B/row", Self.perRow(peaks, count))]))
        return rows
    }

    /// The median of `bytes`, per row.
    private static func perRow(_ bytes: [Int64], _ rows: Int) -> Int {
        let sorted = bytes.sorted()
        return Int((Double(sorted[sorted.count / 2]) / Double(rows)).rounded())
    }

    /// Waits until the process's allocated bytes stop changing (work freed on other threads), at most 2 s.
    static func settle() {
        var last = braid_allocated_bytes()
        for _ in 0..<100 {
            usleep(20_000)
            let now = braid_allocated_bytes()
            if now == last { return }
            last = now
        }
    }
}
