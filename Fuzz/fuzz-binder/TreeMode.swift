// fuzz-binder's tree mode: a tree binding on the headless table under random changes to the tree (nodes added,
// removed, moved to another parent, changed), expansion by the binder (expand, collapse, toggle, expand all, collapse
// all) and by the table's disclosure, refreshes, the scheduler's work in any interleaving, and a user's deletes and
// moves among siblings. Every batch is checked by UIKit's rules; whenever no work is pending, the table shows the
// tree as an independent walk flattens it with the same expansion. Braid's walks are split between two threads after
// a few rows in most inputs.
import Braid
import BraidFuzzSupport
import BraidTesting
import Testing  // the headless views take a SourceLocation (#_sourceLocation) for their error reports

struct Leafy: Identifiable, Equatable, OffMainActorDiffable {
    var id: Int
    var value: Int
    var children: [Leafy] = []
}

/// The expansion the binder should have: what the fuzzer expanded and collapsed, over a policy.
struct ExpectedExpansion {
    enum Policy { case initial, all, none }
    var initialLevels: Int?  // nil: TreeExpansion.none; Int.max: .all
    var policy = Policy.initial
    var overrides: [Int: Bool] = [:]

    func isExpanded(_ id: Int, depth: Int) -> Bool {
        if let override = overrides[id] { return override }
        switch policy {
        case .all: return true
        case .none: return false
        case .initial: return initialLevels.map { depth < $0 } ?? false
        }
    }
}

/// One shown row of the expected flattening.
struct ExpectedRow {
    var node: Leafy
    var depth: Int
    var parent: Int?
    var label: String { "\(depth) \(node.id).\(node.value)\(node.children.isEmpty ? "" : expandedMark)" }
    var expandedMark = ""
}

/// The rows `roots` show with `expansion`: a walk of its own (with a stack), not Braid's.
func expectedRows(_ roots: [Leafy], _ expansion: ExpectedExpansion) -> [ExpectedRow] {
    var rows: [ExpectedRow] = []
    var stack: [(Leafy, Int, Int?)] = roots.reversed().map { ($0, 0, nil) }
    while let (node, depth, parent) = stack.popLast() {
        let expanded = !node.children.isEmpty && expansion.isExpanded(node.id, depth: depth)
        var row = ExpectedRow(node: node, depth: depth, parent: parent)
        row.expandedMark = expanded ? "+" : "-"
        rows.append(row)
        if expanded { stack.append(contentsOf: node.children.reversed().map { ($0, depth + 1, node.id) }) }
    }
    return rows
}

/// The tree's nodes' ids, and each one's parent (nil: a root).
func parents(_ roots: [Leafy]) -> [Int: Int?] {
    var result: [Int: Int?] = [:]
    var stack: [(Leafy, Int?)] = roots.map { ($0, nil) }
    while let (node, parent) = stack.popLast() {
        result[node.id] = parent
        stack.append(contentsOf: node.children.map { ($0, node.id) })
    }
    return result
}

/// `roots` with the children of `parent` (nil: the roots) changed by `change`.
func changingChildren(of parent: Int?, in roots: [Leafy], _ change: (inout [Leafy]) -> Void) -> [Leafy] {
    guard let parent else {
        var roots = roots
        change(&roots)
        return roots
    }
    return roots.map { node in
        var node = node
        if node.id == parent { change(&node.children) } else { node.children = changingChildren(of: parent, in: node.children, change) }
        return node
    }
}

/// `roots` without the node `id` (and its subtree), and that node.
func removing(_ id: Int, from roots: [Leafy]) -> ([Leafy], Leafy?) {
    var removed: Leafy?
    func walk(_ nodes: [Leafy]) -> [Leafy] {
        nodes.compactMap { node in
            if node.id == id {
                removed = node
                return nil
            }
            var node = node
            node.children = walk(node.children)
            return node
        }
    }
    return (walk(roots), removed)
}

@MainActor
func runTreeMode(_ input: inout FuzzInput, offMainActor: Bool) {
    let table = HeadlessTableView(viewportSize: Size(width: 20, height: 200))
    let scheduler = ManualUpdateScheduler()
    let binder = TableViewBinder(tableView: table, scheduler: scheduler)
    binder.offMainActorDiffThreshold = offMainActor ? 0 : .max
    binder.diagnosticHandler = { diagnostic in
        // A data problem is a warning, never an error (#47): an error would stop an app that installs no handler.
        precondition(diagnostic.severity == .warning, "the data's problem reported as an error: \(diagnostic.message)")
        // A well-formed tree (unique ids, no cycles, stable children) is never reported as bad. A user's drag out from
        // among a row's siblings is (the target drags rows anywhere): the row lands among them, as `onMove` expects.
        let draggedOut = diagnostic.message.contains("was dragged where it cannot land: rows of a tree move among their siblings")
        precondition(!diagnostic.message.contains("tree") || draggedOut, "unexpected: \(diagnostic.message)")
    }
    var nextID = 0
    func newNode() -> Leafy {
        nextID += 1
        return Leafy(id: nextID, value: 0)
    }
    var roots = (0..<input.int(below: 5)).map { _ in newNode() }
    // Walks split between two threads after a few rows — the split anywhere, as at a large tree's 32,768th row — or
    // walked in one piece; picked without reading the input.
    _treeWalkSplitThreshold = roots.count % 4 == 0 ? 1 << 15 : roots.count
    var expected = ExpectedExpansion()
    switch input.byte() % 4 {
    case 0: expected.initialLevels = nil
    case 1: expected.initialLevels = .max
    default: expected.initialLevels = input.int(below: 3)
    }
    let policy: TreeExpansion<Leafy> = switch expected.initialLevels {
    case nil: .none
    case .max?: .all
    case let levels?: .levels(levels)
    }
    // Children by a closure — leaves answering nil or an empty array (both are leaves) — or by a key path, read in
    // place by the walk; picked without reading the input, so that seeds keep their meaning.
    let children: @Sendable (Leafy) -> [Leafy]?
    if roots.count % 2 == 0 {
        children = { node in node.children.isEmpty ? nil : node.children }
    } else {
        children = { node in node.children }
    }
    let chain = binder.onTable()
    let bound: ModelSingleSectionBinder<TableViewKind, LabelCell, SingleSection, TreeNode<Leafy>>
    if roots.count % 3 == 1 {
        bound = chain.bind(cellType: LabelCell.self, tree: { roots }, children: \.children, expanded: policy)
    } else {
        bound = chain.bind(cellType: LabelCell.self, tree: { roots }, children: children, expanded: policy)
    }
    bound
        .onDequeue { _, cell, node in
            cell.text = "\(node.depth) \(node.model.id).\(node.model.value)\(node.hasChildren ? (node.isExpanded ? "+" : "-") : "")"
        }
        .onDelete { _, node in roots = removing(node.model.id, from: roots).0 }
        .onMove { from, to, node in
            // The rows as shown before the move, the moved row put where the user dropped it: its siblings' new order.
            var rows = expectedRows(roots, expected)
            let moved = rows.remove(at: from)
            rows.insert(moved, at: to)
            let order = rows.filter { $0.parent == moved.parent }.map(\.node.id)
            roots = changingChildren(of: moved.parent, in: roots) { children in
                children.sort { order.firstIndex(of: $0.id)! < order.firstIndex(of: $1.id)! }
            }
            precondition(moved.node.id == node.model.id, "the moved row's node")
        }
    binder.finish()
    binder.setEditing(true, animated: false)
    @MainActor func showsTheTree() -> Bool {
        !scheduler.hasPendingWork && table.screen == expectedRows(roots, expected).map(\.label)
    }
    func anyNode() -> Int? {
        let ids = parents(roots).keys.sorted()
        return ids.isEmpty ? nil : ids[input.int(below: ids.count)]
    }

    while !input.isAtEnd {
        switch input.byte() % 12 {
        case 0 where parents(roots).count < 60:
            let ids = [nil] + parents(roots).keys.sorted().map(Optional.some)
            let parent = ids[input.int(below: ids.count)]
            let node = newNode()
            let position = input.int(below: 4)
            roots = changingChildren(of: parent, in: roots) { $0.insert(node, at: min(position, $0.count)) }
        case 1:
            if let id = anyNode() { roots = removing(id, from: roots).0 }
        case 2:
            // A node moves to another parent (not into its own subtree): its expansion goes with it.
            if let id = anyNode() {
                let (without, node) = removing(id, from: roots)
                let targets = [nil] + parents(without).keys.sorted().map(Optional.some)
                let parent = targets[input.int(below: targets.count)]
                if let node { roots = changingChildren(of: parent, in: without) { $0.append(node) } }
            }
        case 3:
            if let id = anyNode() {
                let parent = parents(roots)[id] ?? nil
                roots = changingChildren(of: parent, in: roots) { children in
                    if let index = children.firstIndex(where: { $0.id == id }) { children[index].value += 1 }
                }
            }
        case 4:
            if let id = anyNode() {
                let expand = input.byte() % 2 == 0
                if expand { binder.expand(Leafy(id: id, value: 0)) } else { binder.collapse(Leafy(id: id, value: 0)) }
                expected.overrides[id] = expand
            }
        case 5:
            if let id = anyNode() {
                let now = binder.isExpanded(Leafy(id: id, value: 0))
                // When the table shows the tree, the binder's answer is the expected one (for a shown node).
                if showsTheTree(), let row = expectedRows(roots, expected).first(where: { $0.node.id == id }) {
                    precondition(now == expected.isExpanded(id, depth: row.depth), "isExpanded(\(id))")
                }
                binder.toggle(Leafy(id: id, value: 0))
                expected.overrides[id] = !now
            }
        case 6:
            let all = input.byte() % 2 == 0
            if all { binder.expandAll() } else { binder.collapseAll() }
            expected.policy = all ? .all : .none
            expected.overrides = [:]
        case 7: binder.refresh()
        case 8: scheduler.runMainActorWork()
        case 9: scheduler.runOffMainActorWork(1)
        case 10:
            // The table's disclosure, on a row with children, when the table shows the tree.
            if showsTheTree() {
                let rows = expectedRows(roots, expected)
                let candidates = rows.indices.filter { !rows[$0].node.children.isEmpty }
                if !candidates.isEmpty {
                    let row = candidates[input.int(below: candidates.count)]
                    table.touchDisclosure(row: row, section: 0)
                    expected.overrides[rows[row].node.id] = rows[row].expandedMark != "+"
                }
            }
        default:
            // A user's delete, or a drag (among siblings, where the table lets it land), when the table shows the tree.
            let count = table.numberOfRows(inSection: 0)
            if showsTheTree(), count > 0 {
                let rows = expectedRows(roots, expected)
                let row = input.int(below: count)
                if input.byte() % 2 == 0 {
                    table.delete(row: row, section: 0)
                } else if rows[row].expandedMark != "+" {
                    table.move(from: ItemPath(row: row, section: 0), to: ItemPath(row: input.int(below: count), section: 0))
                }
            }
        }
    }
    binder.refresh()
    scheduler.flush()
    let rows = expectedRows(roots, expected).map(\.label)
    precondition(table.screen == rows, "the table shows \(table.screen), the tree flattens to \(rows)")
}
