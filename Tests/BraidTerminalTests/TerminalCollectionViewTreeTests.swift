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
        let host = view.validated()
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
    }
}
