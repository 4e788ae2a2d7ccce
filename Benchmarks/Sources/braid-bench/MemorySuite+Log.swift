import Braid
import BraidTesting
import CAllocationCounter
import Testing  // HeadlessTableView's initializer takes a SourceLocation (#_sourceLocation) for its error reports.

#if canImport(Glibc)
import Glibc
#endif

/// `braid-bench memory --filter log`: what the headless table's log of applied batches keeps as a big table is
/// refreshed, with the test host's default settings (``HeadlessScrollView/appliedBatchesCapacity`` 1,000).
///
/// One section of 1,000,000 rows on a `HeadlessTableView` bound by a `TableViewBinder`; each refresh updates one row in
/// the middle and appends one (two changes: the rows after neither move nor reload). The growth from the first refresh
/// to the tenth, per row, is read twice: as resident memory (RSS, after `malloc_trim`, as a test process sees it) and
/// as the bytes the allocator counts. A log that keeps every row's origin grows by about a row's origin (~24 B) a
/// refresh; one that keeps what changed, by almost nothing.
///
/// The resident set is read with glibc's mmap threshold pinned (`braid_map_large_blocks_alone`, for the whole suite:
/// see ``MemorySuite/run()``). The app here
/// copies its 1,000,000 models on each change (the binder holds the old array) and doubles the copy to append, 16 and
/// 32 MB that it frees a refresh later. With glibc's moving threshold those blocks come from its heap once one was
/// freed, and a freed one may stay resident after `malloc_trim`: over 40 refreshes the reading swung between ~0.1
/// and ~15.7 MB, whatever the host kept. Pinned, each is returned when freed, so the reading is what stays.
extension MemorySuite {
    static let logRefreshes = 10

    func runLog(size: Int, report: inout Report) {
        let names = ["log/rss-growth", "log/allocated-growth"]
        guard names.contains(where: options.selects) else { return }
        Self.settle()
        var items = (0..<size).map { Item(id: $0, value: 0) }
        var nextID = size
        let table = HeadlessTableView()
        let scheduler = ManualUpdateScheduler()
        let binder = TableViewBinder(tableView: table, scheduler: scheduler)
        binder.onTable().bind(cellType: HeadlessBenchCell.self, models: { items })
            .onDequeue { _, cell, item in cell.text = "\(item.id) \(item.value)" }
        binder.finish()
        scheduler.flush()
        let clock = ContinuousClock()
        var times: [Duration] = []
        var first: (rss: Int64, allocated: Int64) = (0, 0)
        for refresh in 0..<Self.logRefreshes {
            items[items.count / 2].value &+= 1
            items.append(Item(id: nextID, value: 0))
            nextID += 1
            times.append(clock.measure {
                binder.refresh()
                scheduler.flush()
            })
            if refresh == 0 { first = Self.settledMemory() }
        }
        let last = Self.settledMemory()
        let errors = table.errors.count
        withExtendedLifetime(binder) {}
        let sorted = times.sorted()
        let timing = Timing(runs: times.count, iterations: 1, median: Harness.median(ofSorted: sorted),
                            minimum: sorted[0], samples: times)
        func row(_ implementation: String, _ growth: Int64) -> Row {
            Row(workload: "log", implementation: implementation, n: size, timing: timing,
                counts: [("B/row", Int((Double(growth) / Double(size)).rounded())), ("KiB", Int(growth / 1024)),
                         ("batches", table.appliedBatches.count), ("errors", errors)])
        }
        report.add([row("rss-growth", last.rss - first.rss), row("allocated-growth", last.allocated - first.allocated)]
            .filter { options.selects($0.name) })
    }

    /// The process's resident and allocated bytes once freeing has stopped and glibc has given back what it can.
    private static func settledMemory() -> (rss: Int64, allocated: Int64) {
        settle()
        braid_return_free_memory()
        return (residentBytes(), braid_allocated_bytes())
    }

    /// The process's resident set, from `/proc/self/statm` (its second field, in pages).
    private static func residentBytes() -> Int64 {
        guard let file = fopen("/proc/self/statm", "r") else { return 0 }
        defer { fclose(file) }
        var size = 0, resident = 0
        guard withUnsafeMutablePointer(to: &size, { s in
            withUnsafeMutablePointer(to: &resident) { r in
                withVaList([s, r]) { vfscanf(file, "%ld %ld", $0) }
            }
        }) == 2 else { return 0 }
        return Int64(resident) * Int64(sysconf(Int32(_SC_PAGESIZE)))
    }
}
