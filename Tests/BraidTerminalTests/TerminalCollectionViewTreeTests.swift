import Braid
import BraidTerminal
import BraidTesting
import Testing

/// A tree on the terminal grid: a grid has no rows to indent (see `TerminalCollectionView`), so a tree's shown nodes
/// are its items, in the walk's order — expanding inserts a node's children after it, collapsing removes them,
/// through batches UIKit accepts.
@MainActor
@Suite("Trees on the terminal grid")
struct TerminalCollectionViewTreeTests {
    struct Node: Identifiable, Equatable {
        var name: String
        var children: [Node] = []
        var id: String { name }
    }

    @Test func aTreesShownNodesAreTheGridsItemsAndExpandingInsertsTheChildren() {
        let view = TerminalCollectionView(clock: ManualTerminalClock())
        view.frame = TerminalRect(x: 0, y: 0, width: 24, height: 4)
        let host = ValidatingCollectionHost(view)
        let scheduler = ManualUpdateScheduler()
        let binder = CollectionViewBinder(collectionView: host, scheduler: scheduler)
        let roots = [Node(name: "A", children: [Node(name: "a1"), Node(name: "a2")]), Node(name: "B")]
        binder.onCollection()
            .bind(cellType: ProduceTile.self, tree: roots, children: \.children)
            .onDequeue { _, tile, node in tile.lines = [TerminalLine(StyledText(node.model.name))] }
            .itemSize { _, _ in Size(width: 6, height: 1) }
        binder.finish()
        #expect(view.dataSource?.collectionHost(view, outlineRowAt: ItemPath(item: 0, section: 0)) == OutlineRow(depth: 0, hasChildren: true, isExpanded: false))
        binder.expand(roots[0])
        scheduler.flush()
        #expect(host.batches.first == BatchUpdate(itemInserts: [ItemPath(item: 1, section: 0), ItemPath(item: 2, section: 0)]), "\(host.batches)")
        #expect(view.dataSource.map { $0.collectionHost(view, numberOfItemsInSection: 0) } == 4)
        binder.collapse(roots[0])
        scheduler.flush()
        #expect(view.dataSource.map { $0.collectionHost(view, numberOfItemsInSection: 0) } == 2)
        #expect(host.violations.isEmpty, "\(host.violations)")
    }
}

/// A collection host that hands everything to a terminal grid, and checks every batch update with UIKit's rules (the
/// headless host's validator) against the data source's counts before and after it.
@MainActor
final class ValidatingCollectionHost: CollectionViewHost {
    let grid: TerminalCollectionView
    private let validator = BatchUpdateValidator(kind: .collection)
    /// Every batch handed over, in order, and what the validator refused.
    private(set) var batches: [BatchUpdate] = []
    private(set) var violations: [String] = []

    init(_ grid: TerminalCollectionView) { self.grid = grid }

    var dataSource: (any CollectionViewHostDataSource)? {
        get { grid.dataSource }
        set { grid.dataSource = newValue }
    }

    private var counts: [Int] {
        guard let dataSource else { return [] }
        return (0..<dataSource.numberOfSections(in: grid)).map { dataSource.collectionHost(grid, numberOfItemsInSection: $0) }
    }

    func performBatchUpdates(_ batch: BatchUpdate, updateData: () -> Void, completion: ((Bool) -> Void)?) {
        let before = counts
        batches.append(batch)
        grid.performBatchUpdates(batch, updateData: {
            updateData()
            if case .failure(let violation) = validator.validate(before: before, batch: batch, after: counts) {
                violations.append(violation.message)
            }
        }, completion: completion)
    }

    func register(supplementaryViewType: AnyObject.Type, ofKind kind: SupplementaryViewKind, forReuseIdentifier reuseIdentifier: String) {
        grid.register(supplementaryViewType: supplementaryViewType, ofKind: kind, forReuseIdentifier: reuseIdentifier)
    }
    func dequeueReusableSupplementaryView(ofKind kind: SupplementaryViewKind, withReuseIdentifier reuseIdentifier: String, section: Int) -> AnyObject {
        grid.dequeueReusableSupplementaryView(ofKind: kind, withReuseIdentifier: reuseIdentifier, section: section)
    }
    var indexPathsForVisibleItems: [ItemPath] { grid.indexPathsForVisibleItems }
    func register(cellType: AnyObject.Type, forReuseIdentifier reuseIdentifier: String) {
        grid.register(cellType: cellType, forReuseIdentifier: reuseIdentifier)
    }
    func dequeueReusableCell(withReuseIdentifier reuseIdentifier: String, for path: ItemPath) -> AnyObject {
        grid.dequeueReusableCell(withReuseIdentifier: reuseIdentifier, for: path)
    }
    func reloadData() { grid.reloadData() }
    func cell(at path: ItemPath) -> AnyObject? { grid.cell(at: path) }
    func indexPath(for cell: AnyObject) -> ItemPath? { grid.indexPath(for: cell) }
    var isEditing: Bool { grid.isEditing }
    func setEditing(_ editing: Bool, animated: Bool) { grid.setEditing(editing, animated: animated) }
}
