import Braid
import BraidTesting
import Foundation

/// `braid-bench tree`: trees (`bind(cellType:tree:children:expanded:)`) at scale — issue #38's rows.
///
/// - `tree-first-display/finish`: the first `finish()` of a headless table bound to a fully expanded tree of `n`
///   nodes (folders of 999 files), against `tree-first-display/headless-load`: the same table loading `n` rows with
///   no binder (goal: within 1.3×). Measured in turns.
/// - `tree-first-display/flat-finish`: the first `finish()` of the same table bound to as many nodes as a flat list —
///   what a flat binding's first display of `n` rows costs beside the tree's, its ratio too against the view's load.
/// - `tree-first-display/flat-and-loop`: the flat finish after a plain Swift loop that visits every node once
///   (``readEveryNode(_:)``, which the compiler sees whole) — what an app that walks its tree itself, to bind it flat,
///   pays at the least (it makes no rows): a tree's first display must read every node to count the rows.
/// - `tree-first-display/handing`: the same `finish()` on a host that takes what it is handed — the walk and the
///   binder's share, without the view's load; `handing-empty-leaves`, the same with each leaf's children an empty
///   array rather than nil (the tree's files have nil children, as SwiftUI's outlines take a leaf).
/// - `expand-100k/main-actor`: expanding one folder of 100,000 files in a tree showing `n` rows — the main actor's
///   share (a reload: larger than `maximumAnimatedChanges`), on a host that takes what it is handed, the walk and the
///   diff on another thread (goal: ≤ 1 ms).
/// - `collapse-all/main-actor`: `collapseAll()` on a fully expanded tree of `n` nodes (goal: ≤ 1 ms at 1M).
/// - `changed-100/main-actor`: a refresh of a fully expanded tree of `n` nodes with 100 files' values changed; its
///   ratio is against the same at the smallest size. The goal, O(changes), is held in instructions
///   (`Scripts/check-main-actor-work.sh`: the same at 10k and 1M); the time's ratio also counts the caches, which the
///   walk and the diff on another thread flushed at 1M (~3–4×, as for flat updates).
@MainActor
struct TreeSuite {
    static let sizes = [10_000, 100_000, 1_000_000]
    static let filesPerFolder = 999
    static let viewportRows = 50

    var options: Options

    func run() {
        let report = Report(suite: "tree", json: options.json)
        report.begin(legend: [
            "times: ms (median and min of the timed runs); n: the tree's nodes (rows when all are shown)",
            "tree-first-display: finish() of a fully expanded tree on a headless table; ratio ÷ headless-load of n rows",
            "expand-100k, collapse-all, changed-100: the main actor's share of the update (walk and diff off the main actor)",
            "changed-100 ratio: ÷ the same at the smallest size (the main actor's share grows with the changes)",
        ])
        var smallestChanged: Row.Reference?
        for size in options.sizes ?? Self.sizes {
            let runs = options.runs ?? (size >= 1_000_000 ? 5 : 9)
            let roots = Self.tree(nodes: size)
            let nodes = roots.count + roots.reduce(0) { $0 + ($1.children?.count ?? 0) }
            if ["finish", "headless-load", "flat-finish", "flat-and-loop"].contains(where: { options.selects("tree-first-display/\($0)") }) {
                let headless = Probe(setup: { HeadlessLoadFixture.table(counts: [nodes], viewportRows: Self.viewportRows) }) { $0.load() }
                let finish = Probe(setup: { TreeFixture(roots: roots) }) { fixture in
                    fixture.binder.finish()
                    return BinderCounts(sections: 1, rows: fixture.table.numberOfRows(inSection: 0), batches: 0, changed: 0,
                                        dequeued: fixture.table.counters.totalCellDequeues)
                }
                let flatNodes = roots.flatMap { [$0] + ($0.children ?? []) }
                let flat = Probe(setup: { TreeFixture(flat: flatNodes) }) { fixture in
                    fixture.binder.finish()
                    return BinderCounts(sections: 1, rows: fixture.table.numberOfRows(inSection: 0), batches: 0, changed: 0,
                                        dequeued: fixture.table.counters.totalCellDequeues)
                }
                let flatAndLoop = Probe(setup: { TreeFixture(flat: flatNodes) }) { fixture in
                    Sink.consume(Self.readEveryNode(roots))
                    fixture.binder.finish()
                    return BinderCounts(sections: 1, rows: fixture.table.numberOfRows(inSection: 0), batches: 0, changed: 0,
                                        dequeued: fixture.table.counters.totalCellDequeues)
                }
                let timings = Harness.measure(runs: runs, interleaving: [headless, finish, flat, flatAndLoop])
                let baseline = Row.Reference(name: "headless-load", measuredInTurns: timings[0])
                report.add([
                    Row(workload: "tree-first-display", implementation: "headless-load", n: nodes, timing: timings[0]),
                    Row(workload: "tree-first-display", implementation: "finish", n: nodes, timing: timings[1],
                        counts: [("rows", finish.output?.rows ?? 0)], baseline: baseline),
                    Row(workload: "tree-first-display", implementation: "flat-finish", n: nodes, timing: timings[2],
                        counts: [("rows", flat.output?.rows ?? 0)], baseline: baseline),
                    Row(workload: "tree-first-display", implementation: "flat-and-loop", n: nodes, timing: timings[3],
                        counts: [("rows", flatAndLoop.output?.rows ?? 0)], baseline: baseline),
                ])
            }
            // The same finish() on a host that takes what it is handed: the walk and the binder, without the view —
            // with the files' children nil, and (`handing-empty-leaves`) an empty array: what a leaf's array costs.
            let emptyLeaves = { roots.map { folder in
                BenchNode(id: folder.id, value: folder.value,
                          children: folder.children?.map { BenchNode(id: $0.id, value: $0.value, children: []) })
            } }
            for (name, tree) in [("handing", { roots }), ("handing-empty-leaves", emptyLeaves)]
            where options.selects("tree-first-display/\(name)") {
                let shown = tree()
                let timing = Harness.measure(runs: runs, setup: {
                    TreeFixture.handing(roots: { shown }, expanded: .all, scheduler: ManualUpdateScheduler())
                }) { binder in
                    binder.finish()
                    return BinderCounts(sections: 1, rows: TreeFixture.shownRows(binder), batches: 0, changed: 0, dequeued: 0)
                }.timing
                report.add([Row(workload: "tree-first-display", implementation: name, n: nodes, timing: timing)])
            }
            if options.selects("expand-100k/main-actor") {
                // The tree, and one more folder of 100,000 files, collapsed.
                let big = BenchNode(id: -1, value: 0, children: (0..<100_000).map { BenchNode(id: -2 - $0, value: $0, children: nil) })
                let timing = mainActor(runs: runs, roots: roots + [big], expanded: .matching { $0.id != -1 }) { binder in
                    binder.expand(big)
                }
                report.add([Row(workload: "expand-100k", implementation: "main-actor", n: nodes, timing: timing)])
            }
            if options.selects("collapse-all/main-actor") {
                let timing = mainActor(runs: runs, roots: roots, expanded: .all) { $0.collapseAll() }
                report.add([Row(workload: "collapse-all", implementation: "main-actor", n: nodes, timing: timing)])
            }
            if options.selects("changed-100/main-actor") {
                let changed = Self.changing(100, in: roots)
                var current = roots
                let timing = mainActor(runs: runs, roots: { current }, expanded: .all, prepare: { current = roots }) { binder in
                    current = changed
                    binder.refresh()
                }
                report.add([Row(workload: "changed-100", implementation: "main-actor", n: nodes, timing: timing, baseline: smallestChanged)])
                smallestChanged = smallestChanged ?? Row.Reference(name: "changed-100 at \(nodes)", median: timing.median)
            }
        }
    }

    /// The main actor's time for the update `change` starts on a tree binder of `roots` on a handing host.
    private func mainActor(
        runs: Int, roots: [BenchNode], expanded: TreeExpansion<BenchNode>, _ change: (TableViewBinder) -> Void
    ) -> Timing {
        mainActor(runs: runs, roots: { roots }, expanded: expanded, prepare: {}, change)
    }

    private func mainActor(
        runs: Int, roots: @escaping () -> [BenchNode], expanded: TreeExpansion<BenchNode>, prepare: () -> Void,
        _ change: (TableViewBinder) -> Void
    ) -> Timing {
        var samples: [Duration] = []
        for run in 0...runs {
            prepare()
            let scheduler = MainActorTimingScheduler()
            let binder = TreeFixture.handing(roots: roots, expanded: expanded, scheduler: scheduler)
            binder.finish()
            scheduler.settle()
            let (total, _, _) = scheduler.timing { change(binder) }
            if run > 0 { samples.append(total) }  // the first run warms up
        }
        let sorted = samples.sorted()
        return Timing(runs: sorted.count, iterations: 1, median: Harness.median(ofSorted: sorted), minimum: sorted[0], samples: samples)
    }

    /// How many of `roots`' nodes have children, found by reading every node's children once: a plain loop over the
    /// tree's arrays, specialized and inlined — what the cheapest walk of every node costs.
    static func readEveryNode(_ roots: [BenchNode]) -> Int {
        var parents = 0
        var levels = [roots]
        while let nodes = levels.popLast() {
            for node in nodes {
                if let children = node.children, !children.isEmpty {
                    parents += 1
                    levels.append(children)
                }
            }
        }
        return parents
    }

    /// Folders of ``filesPerFolder`` files: about `nodes` nodes in all.
    static func tree(nodes: Int) -> [BenchNode] {
        let folders = max(1, nodes / (filesPerFolder + 1))
        var random = SplitMix64(seed: 0x7472_6565 ^ UInt64(nodes))  // "tree"
        return (0..<folders).map { folder in
            BenchNode(id: folder, value: 0, children: (0..<filesPerFolder).map { file in
                BenchNode(id: 1_000_000_000 + folder * (filesPerFolder + 1) + file, value: Int(random.next() % 1_000), children: nil)
            })
        }
    }

    /// `roots` with `count` files' values changed, spread over the folders.
    static func changing(_ count: Int, in roots: [BenchNode]) -> [BenchNode] {
        var result = roots
        let stride = max(1, roots.count / count)
        var changed = 0
        var folder = 0
        while changed < count && folder < result.count {
            result[folder].children![changed % filesPerFolder].value &+= 1
            changed += 1
            folder += stride
            if folder >= result.count { folder = changed % stride }
        }
        return result
    }
}

/// A node of the benchmark trees.
struct BenchNode: Identifiable, Equatable, OffMainActorDiffable {
    var id: Int
    var value: Int
    /// nil for a file (a leaf), as SwiftUI's outlines take it: a leaf then costs the walk no array.
    var children: [BenchNode]?
}
