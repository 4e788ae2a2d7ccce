import Braid
import BraidTesting
import Testing

/// Trees of rows described by content (`bind(content:tree:children:expanded:)`): the tree's outline as cell rows have it
/// (depth, disclosures, expanding and collapsing through the validated batches), each row in the host's content cell,
/// its content made when needed, and rows reconfigured only when what they show changed — on a headless table and
/// collection view.
@MainActor
@Suite("Trees of content rows")
struct ContentTreeBindingTests {
    /// Each row as "depth text+" (+: shows children, -: hides them, nothing: a leaf), read from the host.
    private func outline<K: HeadlessKind>(_ fixture: KindFixture<K>) -> [String] {
        zip(K.outlineRows(fixture.view, inSection: 0), fixture.view.screen).map { row, text in
            guard let row else { return "? \(text)" }
            return "\(row.depth) \(text)\(row.hasChildren ? (row.isExpanded ? "+" : "-") : "")"
        }
    }

    @Test(arguments: ViewKind.allCases)
    func contentRowsExpandAndCollapseAsATreesCellRowsDo(kind: ViewKind) { expandAndCollapse(kind.type) }
    private func expandAndCollapse<K: HeadlessKind>(_: K.Type) {
        let fixture = KindFixture<K>()
        let binder = fixture.plain()
        var heard: [String] = []
        K.onOnlySection(binder)
            .bind(content: { node in RowContent(text: node.model.name) }, tree: { TreeTests.tree }, children: \.children)
            .onTapped { row, _, node in heard.append("\(row) \(node.model.name) at \(node.depth)") }
        binder.finish()
        #expect(outline(fixture) == ["0 a-", "0 e"], "\(fixture.kind): \(outline(fixture))")
        #expect(fixture.cell(0, 0) is any RowContentShowing, "the row is the host's content cell")

        binder.expand(Folder("a"))
        fixture.flush()
        #expect(outline(fixture) == ["0 a+", "1 b-", "1 d", "0 e"], "\(fixture.kind): \(outline(fixture))")
        // As a tree's cell rows: the children inserted, then the expanded row reconfigured, its disclosure turned.
        #expect(fixture.batches == [BatchUpdate(itemInserts: [path(1, 0), path(2, 0)]), BatchUpdate(itemReconfigures: [path(0, 0)])],
                "\(fixture.kind): \(fixture.batches)")

        K.touchDisclosure(fixture.view, path(1, 0))   // the host's disclosure: b opens
        fixture.flush()
        #expect(outline(fixture) == ["0 a+", "1 b+", "2 c", "1 d", "0 e"], "\(fixture.kind): \(outline(fixture))")
        fixture.tap(2, 0)
        #expect(heard == ["2 c at 2"], "handlers later in the chain receive the node: \(heard)")

        binder.collapse(Folder("a"))
        fixture.flush()
        #expect(outline(fixture) == ["0 a-", "0 e"], "\(fixture.kind): \(outline(fixture))")
        #expect(fixture.view.errors.isEmpty && fixture.log.entries.isEmpty, "\(fixture.kind): \(fixture.log.entries)")
    }

    @Test(arguments: ViewKind.allCases)
    func aNodeIsReconfiguredOnlyWhenItsContentOrItsPlaceInTheOutlineChanged(kind: ViewKind) { reconfigures(kind.type) }
    private func reconfigures<K: HeadlessKind>(_: K.Type) {
        let fixture = KindFixture<K>()
        let binder = fixture.plain()
        var roots = TreeTests.tree
        var made: [String] = []
        K.onOnlySection(binder).bind(content: { (node: TreeNode<Folder>) in
            made.append(node.model.name)
            return RowContent(text: node.model.name)
        }, tree: { roots }, children: \.children, expanded: .all)
        binder.finish()
        #expect(outline(fixture) == ["0 a+", "1 b+", "2 c", "1 d", "0 e"], "\(fixture.kind): \(outline(fixture))")

        made = []
        roots[0].children[0].children[0].name = "c2"          // c's content changed
        roots[0].children[1].children = [Folder("d1")]         // d gains a child: its disclosure shows
        binder.refresh()
        fixture.flush()
        #expect(outline(fixture) == ["0 a+", "1 b+", "2 c2", "1 d+", "2 d1", "0 e"], "\(fixture.kind): \(outline(fixture))")
        // a and b changed as models (their subtrees did), not in what their rows show: they are not touched.
        #expect(fixture.batches.flatMap(\.itemReconfigures).sorted() == [path(3, 0)]
                    && fixture.batches.flatMap(\.itemReloads).isEmpty
                    && Set(fixture.batches.flatMap(\.itemDeletes)) == [path(2, 0)]
                    && Set(fixture.batches.flatMap(\.itemInserts)) == [path(2, 0), path(4, 0)],
                "\(fixture.kind): c (a new identity) replaced, d reconfigured, d1 inserted, a and b untouched: \(fixture.batches)")
        #expect(!made.contains("e"), "an unchanged node's content is not made: \(made)")
    }

    @Test(arguments: ViewKind.allCases)
    func theFirstDisplayOfALargeTreeMakesTheContentOfTheRowsShownOnly(kind: ViewKind) { lazyTree(kind.type) }
    private func lazyTree<K: HeadlessKind>(_: K.Type) {
        let fixture = KindFixture<K>()
        let binder = fixture.plain()
        let roots = (0..<100).map { root in Folder("\(root)", (0..<100).map { Folder("\(root).\($0)") }) }
        var made = 0
        K.onOnlySection(binder).bind(content: { (node: TreeNode<Folder>) in
            made += 1
            return RowContent(text: node.model.name)
        }, tree: roots, children: \.children, expanded: .all)
        binder.finish()
        #expect(fixture.numberOfItems(inSection: 0) == 10_100)
        #expect(made == fixture.visiblePaths.count, "\(fixture.kind): \(made) contents made for \(fixture.visiblePaths.count) rows shown")
    }

    @Test func aMultiSectionChainShowsATreeOfContentRowsPerSection() {
        let fixture = Fixture()
        let binder = fixture.sectioned(Section.self)
        binder.onSections(.first, .second)
            .bind(content: { node in RowContent(text: node.model.name) },
                  tree: [.first: [Folder("a", [Folder("b")])], .second: [Folder("e")]], children: \.children, expanded: .all)
        binder.displayedSections = [.first, .second]
        binder.finish()
        #expect(fixture.table.screen == ["a", "b", "e"], "\(fixture.table.screen)")
        #expect(fixture.table.outlineRows(inSection: 0).map { $0?.depth } == [0, 1])
    }
}
