// fuzz-terminal-input: what the terminal reads — any kind and code ncurses could report, keys, mouse events at any
// position, resizes — decoded by the input decoder and handed to a table and a grid that binders drive with editing
// (delete with confirmation, swipe actions, moves in editing mode), between changes of their data, refreshes,
// updates applied or shown as reloads, frames and animations; and a table of a tree, whose nodes move, come and go, with
// ← → (expand, collapse, to a child or the parent) among the keys. Checks: nothing traps; once every update is applied,
// each view shows only rows and items the data has, and the tree's table shows a flattened tree (every row's depth at
// most one more than the row above it's).
import Braid
import BraidFuzzSupport
@testable import BraidTerminal

struct Name: Identifiable, Equatable, OffMainActorDiffable {
    var id: Int
    var text: String
}

struct Shelf: TableViewSection {
    var id: Int
}

final class NameCell: TerminalTableViewCell {}

/// A node of the tree table: ids come from a small range, so that a refresh finds nodes again (and keeps their
/// expansion) and moves them between parents.
struct Node: Identifiable, Equatable, OffMainActorDiffable {
    var id: Int
    var children: [Node] = []
}

/// The tree's changes: a node added under another (or as a root), one removed with its subtree, one moved under another.
@MainActor
final class Forest {
    var roots: [Node] = []

    func add(_ id: Int, under parent: Int?) {
        guard !contains(id, in: roots) else { return }
        guard let parent else { return roots.append(Node(id: id)) }
        roots = Self.edit(roots) { node in if node.id == parent { node.children.append(Node(id: id)) } }
    }

    func remove(_ id: Int) -> Node? {
        var removed: Node?
        func without(_ nodes: [Node]) -> [Node] {
            nodes.compactMap { node in
                if node.id == id { removed = node; return nil }
                var node = node
                node.children = without(node.children)
                return node
            }
        }
        roots = without(roots)
        return removed
    }

    func move(_ id: Int, under parent: Int) {
        guard id != parent, let node = remove(id) else { return }
        if contains(parent, in: node.children) || !contains(parent, in: roots) {
            roots.append(node)  // not into itself, nor into a node that is gone: a root again
        } else {
            roots = Self.edit(roots) { if $0.id == parent { $0.children.append(node) } }
        }
    }

    var count: Int { Self.count(roots) }

    private func contains(_ id: Int, in nodes: [Node]) -> Bool {
        nodes.contains { $0.id == id || contains(id, in: $0.children) }
    }

    private static func count(_ nodes: [Node]) -> Int { nodes.reduce(nodes.count) { $0 + count($1.children) } }

    private static func edit(_ nodes: [Node], _ change: (inout Node) -> Void) -> [Node] {
        nodes.map { node in
            var node = node
            change(&node)
            node.children = edit(node.children, change)
            return node
        }
    }
}

/// The data both views show, which the editing handlers change.
@MainActor
final class Store {
    var shelves: [Shelf: [Name]] = [Shelf(id: 0): [], Shelf(id: 1): []]
    var nextID = 0

    func add(_ count: Int, to shelf: Int, text: String) {
        for _ in 0..<count {
            shelves[Shelf(id: shelf), default: []].append(Name(id: nextID % 12, text: text))  // ids repeat: duplicates
            nextID += 1
        }
    }
}

/// A context menu for `name`, titled with its fuzzed text: an action, a disabled one, a submenu (with another
/// submenu) and a destructive Delete that removes the name.
@MainActor
func menu(_ store: Store, _ shelf: Shelf, _ row: Int, _ name: Name) -> ContextMenu? {
    guard name.id % 5 != 0 else { return nil }
    return ContextMenu(title: name.text, children: [
        .action(ContextMenuAction(title: name.text, state: name.id % 2 == 0 ? .on : .off) {}),
        .action(ContextMenuAction(title: "Off", isDisabled: true) {}),
        .menu(ContextMenu(title: "More " + name.text, children: [
            .action(ContextMenuAction(title: "日本語", isDisabled: name.id % 3 == 0) {}),
            .menu(ContextMenu(title: "Deeper", children: [.action(ContextMenuAction(title: "x") {})])),
        ])),
        .action(ContextMenuAction(title: "Delete", isDestructive: true) { store.shelves.remove(name, near: row, from: shelf) }),
    ])
}

/// A table binder and a grid binder over `store`, with editing: delete, move (across sections), swipe actions,
/// context menus.
@MainActor
func bind(_ store: Store, _ scheduler: ManualUpdateScheduler, table: TerminalTableView, grid: TerminalCollectionView)
    -> (SectionedTableViewBinder<Shelf>, SectionedCollectionViewBinder<Shelf>)
{
    let tableBinder = SectionedTableViewBinder(tableView: table, sectionedBy: Shelf.self, scheduler: scheduler)
    tableBinder.onAllSections().bind(cellType: NameCell.self, models: { store.shelves })
        .onDequeue { _, _, cell, name in cell.lines = [TerminalLine(StyledText(name.text))] }
        .onDelete { shelf, row, name in store.shelves.remove(name, near: row, from: shelf) }
        .onMove { from, to, name in
            store.shelves.move(name, near: from.row, from: from.section, to: to.row, in: to.section)
        }
        .trailingSwipeActions { _, _, _ in [SwipeAction(title: "Keep") { done in done(true) }] }
        .contextMenu { shelf, row, _, name in menu(store, shelf, row, name) }
        .movesLeaveSection(true)
    let gridBinder = SectionedCollectionViewBinder(collectionView: grid, sectionedBy: Shelf.self, scheduler: scheduler)
    gridBinder.onAllSections().bind(cellType: NameCell.self, models: { store.shelves })
        .onDequeue { _, _, cell, name in cell.lines = [TerminalLine(StyledText(name.text))] }
        .onDelete { shelf, item, name in store.shelves.remove(name, near: item, from: shelf) }
        .itemSize { _, _, name in Size(width: Double(max(1, name.text.count % 9)), height: Double(1 + name.id % 2)) }
        .contextMenu { shelf, item, _, name in menu(store, shelf, item, name) }
    tableBinder.displayedSections = [Shelf(id: 0), Shelf(id: 1)]
    gridBinder.displayedSections = [Shelf(id: 0), Shelf(id: 1)]
    return (tableBinder, gridBinder)
}

runFuzzTarget { input in
    let store = Store()
    store.add(input.int(below: 30), to: 0, text: input.text(limit: 3))
    store.add(input.int(below: 30), to: 1, text: input.text(limit: 3))
    let clock = ManualTerminalClock()
    let table = TerminalTableView(clock: clock)
    let grid = TerminalCollectionView(clock: clock)
    let scheduler = ManualUpdateScheduler()
    let (tableBinder, gridBinder) = bind(store, scheduler, table: table, grid: grid)
    tableBinder.finish()
    gridBinder.finish()
    let forest = Forest()
    for id in 0..<input.int(below: 12) {
        let parent = input.int(below: id + 1) - 1  // -1: a root
        forest.add(id, under: parent < 0 ? nil : parent)
    }
    let treeTable = TerminalTableView(clock: clock)
    let treeBinder = TableViewBinder(tableView: treeTable, scheduler: scheduler)
    treeBinder.onTable()
        .bind(cellType: NameCell.self, tree: { forest.roots }, children: \.children, expanded: .levels(input.int(below: 3)))
        .onDequeue { _, cell, node in cell.lines = [TerminalLine(StyledText("\(node.model.id)"))] }
    treeBinder.finish()
    var frame = TerminalRect(x: 0, y: 0, width: 20, height: 6)

    @MainActor func render() {
        table.frame = frame
        grid.frame = frame
        treeTable.frame = frame
        for view in [table as any TerminalContent, grid, treeTable] {
            var buffer = ScreenBuffer(width: frame.maxX, height: frame.maxY)
            view.render(into: &buffer)
        }
    }

    while !input.isAtEnd {
        switch input.byte() % 12 {
        case 0, 1, 2, 3:
            let raw = InputDecoder.Raw(kind: Int32(input.byte() % 6), code: UInt32(input.byte()) | UInt32(input.byte()) << 8,
                                       x: Int32(truncatingIfNeeded: input.geometry()), y: Int32(truncatingIfNeeded: input.geometry()))
            if let event = InputDecoder.decode(raw) {
                _ = input.byte() % 2 == 0 ? table.handle(event) : grid.handle(event)
            }
        case 4:
            let shelf = Shelf(id: input.int(below: 2))
            var names = store.shelves[shelf] ?? []
            switch input.byte() % 4 {
            case 0: store.add(input.int(below: 6), to: shelf.id, text: input.text(limit: 3)); names = store.shelves[shelf] ?? []
            case 1: if !names.isEmpty { names.remove(at: input.int(below: names.count)) }
            case 2: names.reverse()
            default: names.removeAll()
            }
            store.shelves[shelf] = names
        case 5:
            tableBinder.refresh()
            gridBinder.refresh()
        case 6:
            scheduler.flush()
        case 7:
            render()
            clock.advance(by: .milliseconds(Int64(input.byte()) * 4))
        case 8:
            frame = TerminalRect(x: 0, y: 0, width: input.int(in: 0...40), height: input.int(in: 0...12))
        case 10:
            // The tree's keys, and a click anywhere (on a disclosure or not).
            switch input.byte() % 6 {
            case 0: treeTable.handle(.key(.left))
            case 1: treeTable.handle(.key(.right))
            case 2: treeTable.handle(.key(.up))
            case 3: treeTable.handle(.key(.down))
            case 4: treeTable.handle(.key(.enter))
            default: treeTable.handle(.mouse(MouseEvent(kind: .press, x: input.int(below: 24), y: input.int(below: 14))))
            }
        case 11:
            let id = input.int(below: 16)
            switch input.byte() % 3 {
            case 0: forest.add(id, under: input.byte() % 4 == 0 ? nil : input.int(below: 16))
            case 1: _ = forest.remove(id)
            default: forest.move(id, under: input.int(below: 16))
            }
            treeBinder.refresh()
        default:
            let editing = input.byte() % 2 == 0
            tableBinder.setEditing(editing, animated: true)
            tableBinder.maximumAnimatedChanges = input.byte() % 4 == 0 ? 1 : nil
            gridBinder.maximumAnimatedChanges = tableBinder.maximumAnimatedChanges
        }
    }
    tableBinder.refresh()
    gridBinder.refresh()
    treeBinder.refresh()
    scheduler.flush()
    clock.advance(by: .seconds(5))
    render()
    let shown = treeTable.sectionCounts.reduce(0, +)
    precondition(shown <= forest.count, "the tree's table shows \(shown) rows, the tree has \(forest.count) nodes")
    var depthAbove = -1
    for row in 0..<shown {
        let depth = treeTable.outline(ofRow: ItemPath(row: row, section: 0))?.depth ?? -1
        precondition(depth >= 0 && depth <= depthAbove + 1, "row \(row) of the tree's table is at depth \(depth), below depth \(depthAbove)")
        depthAbove = depth
    }
    let counts = [0, 1].map { store.shelves[Shelf(id: $0)]?.count ?? 0 }
    for path in table.indexPathsForVisibleRows {
        precondition(path.section < 2 && path.row < counts[path.section], "the table shows \(path), the data has \(counts)")
    }
    for path in grid.indexPathsForVisibleItems {
        precondition(path.section < 2 && path.item < counts[path.section], "the grid shows \(path), the data has \(counts)")
    }
}
