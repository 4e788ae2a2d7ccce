// fuzz-binder's graph mode: one tree chain over one to three sections (`onSections`), whose children are looked up
// from a graph by id, as a server's data is: cycles, a node under two parents or twice under one, and a node in two
// sections, through expanded and collapsed parts alike. The graph changes (nodes and edges added and removed, roots
// moved between sections, values changed); expand, collapse and toggle name its nodes and ids it does not hold;
// expandAll, collapseAll, the table's disclosure, a user's deletes that the app echoes, refuses or answers with
// another change; refreshes and the scheduler's work in any interleaving. Every batch is checked by UIKit's rules (a
// violation stops the program), a data problem reported as an error stops it (after #47 none is one), and no step may
// ask `children` more than 8 × the graph's size + 64 times in one section's read — so a walk without end stops the
// program at once rather than hanging. Whenever all work is done, the table shows what an independent walk of the
// graph gives (each id shown expanded at most once a section, where it first shows expanded; a repeat shows
// collapsed), and isExpanded answers what the app set.
import Braid
import BraidFuzzSupport
import BraidTesting
import Foundation
import Testing  // the headless views take a SourceLocation (#_sourceLocation) for their error reports

/// The graph mode's sections: the first one to three of them are bound, by one chain.
enum GraphSection: Int, TableViewSection, CaseIterable { case first, second, third }

/// A node of the graph: its id, its value, and the read of the graph its children are looked up in.
struct GraphNode: Identifiable, Equatable, OffMainActorDiffable {
    let id: Int
    let value: Int
    let graph: GraphRead

    /// Equal by what a cell shows: the id and the value (where a node sits is the `TreeNode`'s part).
    static func == (lhs: GraphNode, rhs: GraphNode) -> Bool { lhs.id == rhs.id && lhs.value == rhs.value }
}

/// One section's read of the graph (a copy, so walks on another thread see one graph): each node's children by id,
/// and how often they were asked since the last `reset()` — at most `limit` times, or the program stops.
final class GraphRead: @unchecked Sendable {
    let edges: [Int: [Int]]
    let values: [Int: Int]
    private let limit: Int
    private let leavesAnswerNil: Bool
    private let lock = NSLock()
    private var lookups = 0  // guarded by `lock`: walks ask from two threads

    init(_ graph: FuzzGraph, leavesAnswerNil: Bool) {
        edges = graph.edges
        values = graph.values
        limit = 8 * graph.size + 64
        self.leavesAnswerNil = leavesAnswerNil
    }

    func children(of node: GraphNode) -> [GraphNode]? {
        let count = lock.withLock {
            lookups += 1
            return lookups
        }
        if count > limit {
            fatalError("children were asked \(count) times in one step, for a graph of size \(limit / 8 - 8): a walk without end")
        }
        let ids = edges[node.id] ?? []
        if ids.isEmpty { return leavesAnswerNil ? nil : [] }
        return ids.map { GraphNode(id: $0, value: values[$0] ?? 0, graph: self) }
    }

    func reset() { lock.withLock { lookups = 0 } }
}

/// The app's graph: each live node's children (ids, repeats allowed) and value, and each section's roots. Every node
/// is reachable from some section's roots; one that is no longer is retired and its id never comes back, so an
/// expansion the binder forgot for it never matters.
struct FuzzGraph {
    static let maximumNodes = 20, maximumChildren = 4, maximumRoots = 4

    var edges: [Int: [Int]] = [:]
    var values: [Int: Int] = [:]
    var roots: [[Int]]
    var retired: [Int] = []
    private var lastID = 0

    init(sections: Int) { roots = Array(repeating: [], count: sections) }

    var live: [Int] { values.keys.sorted() }
    /// Nodes, edges and roots: what a walk's cost is proportional to.
    var size: Int { values.count + edges.values.reduce(0) { $0 + $1.count } + roots.reduce(0) { $0 + $1.count } }

    mutating func newNode() -> Int {
        lastID += 1
        values[lastID] = 0
        return lastID
    }

    /// Retires the nodes no section reaches any more.
    mutating func collect() {
        var reached = Set<Int>()
        var stack = roots.flatMap { $0 }
        while let id = stack.popLast() {
            if reached.insert(id).inserted { stack += edges[id] ?? [] }
        }
        for id in live where !reached.contains(id) {
            retired.append(id)
            values[id] = nil
            edges[id] = nil
        }
    }
}

/// One row of the expected flattening of a section.
struct GraphRow {
    var id: Int
    var value: Int
    var depth: Int
    var parent: Int?
    var hasChildren: Bool
    var expanded: Bool
    var label: String { "\(depth) \(id).\(value)\(hasChildren ? (expanded ? "+" : "-") : "")" }
}

/// The rows `roots` show in `graph` with `expansion`: a walk of its own (with a stack), not Braid's. A node expands
/// where it first wants to in pre-order; where it repeats (a cycle, a second parent) it shows collapsed.
func expectedRows(_ roots: [Int], in graph: FuzzGraph, _ expansion: ExpectedExpansion) -> [GraphRow] {
    var rows: [GraphRow] = []
    var expandedIDs = Set<Int>()
    var stack: [(id: Int, depth: Int, parent: Int?)] = roots.reversed().map { ($0, 0, nil) }
    while let (id, depth, parent) = stack.popLast() {
        let kids = graph.edges[id] ?? []
        var expanded = !kids.isEmpty && expansion.isExpanded(id, depth: depth)
        if expanded && !expandedIDs.insert(id).inserted { expanded = false }
        rows.append(GraphRow(id: id, value: graph.values[id] ?? 0, depth: depth, parent: parent, hasChildren: !kids.isEmpty,
                             expanded: expanded))
        if expanded { stack += kids.reversed().map { ($0, depth + 1, id) } }
    }
    return rows
}

@MainActor
func runGraphMode(_ input: inout FuzzInput, offMainActor: Bool) {
    // One thread per walk: a node under two parents that both halves of a split walk show expanded shows expanded in
    // each (the split is at 32,768 rows by default); this mode's graphs are far smaller.
    _treeWalkSplitThreshold = 1 << 15
    let table = HeadlessTableView(viewportSize: Size(width: 20, height: 1000))
    let scheduler = ManualUpdateScheduler()
    let binder = SectionedTableViewBinder(tableView: table, sectionedBy: GraphSection.self, scheduler: scheduler)
    binder.offMainActorDiffThreshold = offMainActor ? 0 : .max
    var warnings: [String] = []
    binder.diagnosticHandler = { diagnostic in
        // The data's problems (a cycle, a node under two parents, a refused edit) are warnings; an error would stop an
        // app that installs no handler.
        if diagnostic.severity == .error { fatalError("a data problem reported as an error: \(diagnostic.message)") }
        if warnings.count < 100 { warnings.append(diagnostic.message) }
    }
    let sections = Array(GraphSection.allCases.prefix(1 + Int(input.byte() % 3)))
    var graph = FuzzGraph(sections: sections.count)
    var expected = ExpectedExpansion()
    switch input.byte() % 4 {
    case 0: expected.initialLevels = nil
    case 1: expected.initialLevels = .max
    default: expected.initialLevels = input.int(below: 3)
    }
    let policy: TreeExpansion<GraphNode> = switch expected.initialLevels {
    case nil: .none
    case .max?: .all
    case let levels?: .levels(levels)
    }
    let leavesAnswerNil = input.byte() % 2 == 0
    // Every read of the graph, the latest last: each step's lookups are counted from zero.
    var reads: [GraphRead] = []
    var reply = EditReply.echo

    binder.onSections(sections)
        .bind(cellType: LabelCell.self, tree: {
            if reads.count > 64 { reads.removeFirst(32) }
            var result: [GraphSection: [GraphNode]] = [:]
            for (index, section) in sections.enumerated() {
                let read = GraphRead(graph, leavesAnswerNil: leavesAnswerNil)
                reads.append(read)
                result[section] = graph.roots[index].map { GraphNode(id: $0, value: graph.values[$0] ?? 0, graph: read) }
            }
            return result
        }, children: { $0.graph.children(of: $0) }, expanded: policy)
        .onDequeue { _, _, cell, node in
            cell.text = "\(node.depth) \(node.model.id).\(node.model.value)\(node.hasChildren ? (node.isExpanded ? "+" : "-") : "")"
        }
        .onDelete { section, row, node in
            // The row's place in the data: the screen shows the data when a user edits (see below).
            let index = section.rawValue
            let rows = expectedRows(graph.roots[index], in: graph, expected)
            let shown = rows[row]
            precondition(shown.id == node.model.id && shown.parent == node.parent?.id, "the deleted row's node")
            switch reply {
            case .echo:
                let position = rows[..<row].filter { $0.parent == shown.parent && $0.depth == shown.depth }.count
                if let parent = shown.parent { graph.edges[parent]?.remove(at: position) } else { graph.roots[index].remove(at: position) }
            case .refuse: break
            case .other:
                // Something else: the last root of the last section that has one goes.
                if let other = graph.roots.lastIndex(where: { !$0.isEmpty }) { graph.roots[other].removeLast() }
            }
            graph.collect()
        }
    binder.displayedSections = sections
    binder.finish()
    binder.setEditing(true, animated: false)

    func allRows() -> [[GraphRow]] { graph.roots.map { expectedRows($0, in: graph, expected) } }
    /// Section by section: a root moved to another section leaves the screen's flat list of labels as it was.
    func showsTheGraph() -> Bool {
        let rows = allRows()
        return !scheduler.hasPendingWork && rows.indices.allSatisfy { table.numberOfRows(inSection: $0) == rows[$0].count }
            && table.screen == rows.flatMap { $0.map(\.label) }
    }
    /// A live node most often; else an id the graph does not hold (never did, or retired).
    func anyID() -> Int? {
        let choice = Int(input.byte())
        let live = graph.live
        if choice % 4 == 0 || live.isEmpty {
            let absent = [1000, 1001] + graph.retired
            return absent[(choice / 4) % absent.count]
        }
        return live[input.int(below: live.count)]
    }
    func model(_ id: Int) -> GraphNode { GraphNode(id: id, value: 0, graph: GraphRead(FuzzGraph(sections: 0), leavesAnswerNil: true)) }
    /// Checks isExpanded(`id`) where the answer is known: a node the table shows, or (`settled`: an update found it
    /// gone since it was last expanded) an id the graph does not hold. `shown`: the rows, when the table is known to
    /// show them.
    func checkIsExpanded(_ id: Int, settled: Bool, shown: [[GraphRow]]? = nil) -> Bool {
        for read in reads { read.reset() }  // each answer is a search at most
        let now = binder.isExpanded(model(id))
        guard let rows = shown ?? (showsTheGraph() ? allRows() : nil) else { return now }
        if graph.values[id] == nil {
            precondition(!settled || !now, "isExpanded(\(id)), an id the graph does not hold, after an update")
            return now
        }
        guard rows.contains(where: { $0.contains { $0.id == id } }) else { return now }
        let want: Bool
        if let override = expected.overrides[id] {
            want = override
        } else if expected.policy != .initial || expected.initialLevels == nil || expected.initialLevels == .max {
            want = expected.isExpanded(id, depth: 0)
        } else if let first = rows.firstIndex(where: { section in section.contains { $0.id == id } }),
            let holder = graph.roots.firstIndex(where: { reaches($0, id) }), holder == first,
            let row = rows[first].first(where: { $0.id == id }) {
            // A depth-dependent policy: the depth where the first section that holds it shows it.
            want = expected.isExpanded(id, depth: row.depth)
        } else {
            return now
        }
        precondition(now == want, "isExpanded(\(id)) is \(now), the app set \(want)")
        return now
    }
    func reaches(_ roots: [Int], _ id: Int) -> Bool {
        var reached = Set<Int>()
        var stack = roots
        while let next = stack.popLast() {
            if next == id { return true }
            if reached.insert(next).inserted { stack += graph.edges[next] ?? [] }
        }
        return false
    }

    func check() {
        let rows = allRows()
        for (index, section) in rows.enumerated() {
            precondition(table.numberOfRows(inSection: index) == section.count,
                         "section \(index) has \(table.numberOfRows(inSection: index)) rows, the graph gives \(section.count)")
        }
        let labels = rows.flatMap { $0.map(\.label) }
        precondition(table.screen == labels, "the table shows \(table.screen), the graph gives \(labels) (\(graph))")
        // Each id's expansion is what the app set; an id the graph does not hold is not expanded.
        for id in graph.live + [1000, 1001] + graph.retired.suffix(3) { _ = checkIsExpanded(id, settled: true, shown: rows) }
    }

    // Steps past a few hundred find little more (the graph is small) and cost the fuzzer its speed.
    var steps = 0
    while !input.isAtEnd && steps < 400 {
        steps += 1
        // Each step's lookups are counted on their own: a walk, a search, a user's edit.
        for read in reads { read.reset() }
        let live = graph.live
        switch input.byte() % 16 {
        case 0 where live.count < FuzzGraph.maximumNodes:
            // A new node, under a node or among a section's roots.
            let place = input.int(below: live.count + sections.count), position = input.int(below: 5)
            if place < live.count {
                let parent = live[place]
                guard (graph.edges[parent]?.count ?? 0) < FuzzGraph.maximumChildren else { break }
                let node = graph.newNode()
                graph.edges[parent, default: []].insert(node, at: min(position, graph.edges[parent]?.count ?? 0))
            } else {
                let section = place - live.count
                guard graph.roots[section].count < FuzzGraph.maximumRoots else { break }
                let node = graph.newNode()
                graph.roots[section].insert(node, at: min(position, graph.roots[section].count))
            }
        case 1 where !live.isEmpty:
            // An edge between two nodes: a cycle (to an ancestor, or itself), a second parent, or a repeat.
            let (parent, child) = (live[input.int(below: live.count)], live[input.int(below: live.count)])
            let count = graph.edges[parent]?.count ?? 0
            if count < FuzzGraph.maximumChildren { graph.edges[parent, default: []].insert(child, at: input.int(below: count + 1)) }
        case 2 where !live.isEmpty:
            // A node as a root of a section too (or again).
            let (node, section) = (live[input.int(below: live.count)], input.int(below: sections.count))
            if graph.roots[section].count < FuzzGraph.maximumRoots {
                graph.roots[section].insert(node, at: input.int(below: graph.roots[section].count + 1))
            }
        case 3:
            // An edge or a root goes; what no section reaches any more is retired.
            let entries = graph.roots.indices.flatMap { section in graph.roots[section].indices.map { (parent: Int?.none, section, $0) } }
                + live.flatMap { parent in (graph.edges[parent] ?? []).indices.map { (parent: Int?.some(parent), 0, $0) } }
            guard !entries.isEmpty else { break }
            let (parent, section, position) = entries[input.int(below: entries.count)]
            if let parent { graph.edges[parent]?.remove(at: position) } else { graph.roots[section].remove(at: position) }
            graph.collect()
        case 4 where sections.count > 1:
            // A root moves to another section: its expansion stays, since a section still holds it.
            let from = input.int(below: sections.count), to = input.int(below: sections.count)
            if !graph.roots[from].isEmpty, graph.roots[to].count < FuzzGraph.maximumRoots || from == to {
                let node = graph.roots[from].remove(at: input.int(below: graph.roots[from].count))
                graph.roots[to].insert(node, at: input.int(below: graph.roots[to].count + 1))
            }
        case 5 where !live.isEmpty:
            graph.values[live[input.int(below: live.count)], default: 0] += 1
        case 6:
            if let id = anyID() {
                let expand = input.byte() % 2 == 0
                if expand { binder.expand(model(id)) } else { binder.collapse(model(id)) }
                expected.overrides[id] = expand
            }
        case 7:
            if let id = anyID() {
                let now = checkIsExpanded(id, settled: false)
                binder.toggle(model(id))
                expected.overrides[id] = !now
            }
        case 8:
            let all = input.byte() % 2 == 0
            if all { binder.expandAll() } else { binder.collapseAll() }
            expected.policy = all ? .all : .none
            expected.overrides = [:]
        case 9: binder.refresh()
        case 10: scheduler.runMainActorWork()
        case 11: scheduler.runOffMainActorWork(1)
        case 12:
            // The table's disclosure, on a row with children, when the table shows the graph.
            if showsTheGraph() {
                let rows = allRows()
                let candidates = rows.indices.flatMap { section in rows[section].indices.filter { rows[section][$0].hasChildren }.map { (section, $0) } }
                if !candidates.isEmpty {
                    let (section, row) = candidates[input.int(below: candidates.count)]
                    table.touchDisclosure(row: row, section: section)
                    expected.overrides[rows[section][row].id] = !rows[section][row].expanded
                }
            }
        case 13:
            // A user's delete, when the table shows the graph: the app echoes it, refuses it, or changes something else.
            reply = EditReply(input.byte())
            if showsTheGraph() {
                let section = input.int(below: sections.count)
                let count = table.numberOfRows(inSection: section)
                if count > 0 { table.delete(row: input.int(below: count), section: section) }
            }
        case 14:
            if let id = anyID() { _ = checkIsExpanded(id, settled: false) }
        default:
            // All work settles: the table shows the graph.
            binder.refresh()
            scheduler.flush()
            check()
        }
    }
    for read in reads { read.reset() }
    binder.refresh()
    scheduler.flush()
    check()
}
