import Braid
import BraidTesting
import Testing

#if canImport(Combine)
import Combine
#else
import OpenCombine
#endif

/// A node of the trees these tests bind: a name (its id) and its children.
struct Folder: Identifiable, Equatable, OffMainActorDiffable, CustomStringConvertible {
    var name: String
    var children: [Folder] = []
    var id: String { name }
    var description: String { name }

    init(_ name: String, _ children: [Folder] = []) {
        self.name = name
        self.children = children
    }
}

/// A level of a tree made on demand.
struct Level: Identifiable, Equatable, OffMainActorDiffable {
    var id: Int
}

/// A tree with no identity: its expansion cannot be kept.
struct Anonymous: Equatable {
    var children: [Anonymous] = []
}

/// Tree bindings on headless tables and collection views: what shows (depth, disclosures), expansion by the
/// binder and by a host's disclosure, kept by identity through refreshes, moves and removals; animated as inserts
/// and deletes through the validated batches; bad trees reported; editing within a tree.
@MainActor
@Suite("Trees")
struct TreeTests {
    /// a ▸ (b ▸ (c), d), e
    static let tree = [Folder("a", [Folder("b", [Folder("c")]), Folder("d")]), Folder("e")]

    /// A single-section binder of `roots` on `fixture`'s view; each cell shows "  " per level, then the name.
    private func bound<K: HeadlessKind>(
        _ fixture: KindFixture<K>, _ roots: @escaping () -> [Folder], expanded: TreeExpansion<Folder> = .none
    ) -> SectionlessBinder<K> {
        let binder = fixture.plain()
        K.onOnlySection(binder)
            .bind(cellType: K.Text.self, tree: roots, children: \.children, expanded: expanded)
            .onDequeue { _, cell, node in cell.text = String(repeating: "  ", count: node.depth) + node.model.name }
        return binder
    }

    /// Each row as "depth name+" (+: shows children, -: hides them, nothing: a leaf), read from the host.
    private func outline<K: HeadlessKind>(_ fixture: KindFixture<K>) -> [String] {
        let rows = K.outlineRows(fixture.view, inSection: 0)
        return zip(rows, fixture.view.screen).map { row, text in
            guard let row else { return "? \(text)" }
            return "\(row.depth) \(text.trimmingCharacters(in: .whitespaces))\(row.hasChildren ? (row.isExpanded ? "+" : "-") : "")"
        }
    }

    @Test func aLeafIsANodeWhoseChildrenAreNilOrEmptyAlike() {
        // SwiftUI's outlines' convention (nil for a leaf) and an empty array, mixed in one tree, against the same
        // tree with arrays only.
        func shown(_ children: @escaping @Sendable (Folder) -> [Folder]?) -> [String] {
            let fixture = KindFixture<TableViewKind>()
            let binder = fixture.plain()
            TableViewKind.onOnlySection(binder)
                .bind(cellType: TableViewKind.Text.self, tree: { Self.tree }, children: children, expanded: .all)
                .onDequeue { _, cell, node in cell.text = node.model.name }
            binder.finish()
            return outline(fixture)
        }
        let arrays = shown(\.children)
        #expect(arrays == ["0 a+", "1 b+", "2 c", "1 d", "0 e"])
        #expect(shown { $0.children.isEmpty ? ($0.name == "d" ? [] : nil) : $0.children } == arrays)
        #expect(shown { _ in nil } == ["0 a", "0 e"], "nil everywhere: roots only, each a leaf")
    }

    @Test(arguments: ViewKind.allCases)
    func rootsShowFirstAndExpandingInsertsTheChildrenAnimated(kind: ViewKind) {
        switch kind {
        case .table: expandAndCollapse(KindFixture<TableViewKind>())
        case .collection: expandAndCollapse(KindFixture<CollectionViewKind>())
        }
    }

    private func expandAndCollapse<K: HeadlessKind>(_ fixture: KindFixture<K>) {
        let binder = bound(fixture, { Self.tree })
        binder.finish()
        #expect(outline(fixture) == ["0 a-", "0 e"], "\(fixture.kind)")
        #expect(binder.isExpanded(Folder("a")) == false)
        binder.expand(Folder("a"))
        fixture.flush()
        #expect(outline(fixture) == ["0 a+", "1 b-", "1 d", "0 e"], "\(fixture.kind)")
        #expect(binder.isExpanded(Folder("a")))
        // The children are inserted, then the expanded row itself is reconfigured: its disclosure turns.
        #expect(fixture.batches == [BatchUpdate(itemInserts: [path(1, 0), path(2, 0)]), BatchUpdate(itemReconfigures: [path(0, 0)])],
                "\(fixture.kind): \(fixture.batches)")
        // The host's disclosure: b opens.
        K.touchDisclosure(fixture.view, path(1, 0))
        fixture.flush()
        #expect(outline(fixture) == ["0 a+", "1 b+", "2 c", "1 d", "0 e"], "\(fixture.kind)")
        // Collapsing a hides b and c too; b keeps its expansion for when a opens again.
        binder.collapse(Folder("a"))
        fixture.flush()
        #expect(outline(fixture) == ["0 a-", "0 e"], "\(fixture.kind)")
        #expect(fixture.batches.contains { Set($0.itemDeletes) == [path(1, 0), path(2, 0), path(3, 0)] }, "\(fixture.kind): \(fixture.batches)")
        binder.toggle(Folder("a"))
        fixture.flush()
        #expect(outline(fixture) == ["0 a+", "1 b+", "2 c", "1 d", "0 e"], "\(fixture.kind)")
        #expect(fixture.view.errors.isEmpty, "\(fixture.kind): every batch valid: \(fixture.view.errors)")
        #expect(fixture.log.entries.isEmpty, "\(fixture.kind): \(fixture.log.entries)")
    }

    @Test(arguments: ViewKind.allCases)
    func expansionSurvivesRefreshesAndMovesAndGoesWithItsNode(kind: ViewKind) {
        switch kind {
        case .table: survives(KindFixture<TableViewKind>())
        case .collection: survives(KindFixture<CollectionViewKind>())
        }
    }

    private func survives<K: HeadlessKind>(_ fixture: KindFixture<K>) {
        var roots = Self.tree
        let binder = bound(fixture, { roots })
        binder.finish()
        binder.expand(Folder("a"))
        binder.expand(Folder("b"))
        fixture.flush()
        // A refresh with a new leaf under b keeps a and b open.
        roots[0].children[0].children.append(Folder("c2"))
        binder.refresh()
        fixture.flush()
        #expect(outline(fixture) == ["0 a+", "1 b+", "2 c", "2 c2", "1 d", "0 e"], "\(fixture.kind)")
        // b moves to e: it stays open there (and e shows it only once e is expanded).
        let b = roots[0].children.remove(at: 0)
        roots[1].children.append(b)
        binder.refresh()
        fixture.flush()
        #expect(outline(fixture) == ["0 a+", "1 d", "0 e-"], "\(fixture.kind)")
        binder.expand(Folder("e"))
        fixture.flush()
        #expect(outline(fixture) == ["0 a+", "1 d", "0 e+", "1 b+", "2 c", "2 c2"], "\(fixture.kind)")
        // a leaves the tree: its expansion goes with it, so a returning a shows collapsed.
        let a = roots.remove(at: 0)
        binder.refresh()
        fixture.flush()
        #expect(outline(fixture) == ["0 e+", "1 b+", "2 c", "2 c2"], "\(fixture.kind)")
        roots.insert(a, at: 0)
        binder.refresh()
        fixture.flush()
        #expect(outline(fixture) == ["0 a-", "0 e+", "1 b+", "2 c", "2 c2"], "\(fixture.kind)")
        #expect(fixture.view.errors.isEmpty, "\(fixture.kind): \(fixture.view.errors)")
    }

    /// A leaf the app expanded is still in the tree: it keeps its state, and shows its children once it has some
    /// (found by fuzz-binder's tree mode: the walk once forgot the state of every leaf).
    @Test
    func aLeafTheAppExpandedShowsItsChildrenOnceItHasSome() {
        let fixture = Fixture()
        var roots = Self.tree
        let binder = bound(fixture, { roots })
        binder.finish()
        binder.expand(Folder("e"))
        fixture.flush()
        binder.refresh()
        fixture.flush()
        roots[1].children = [Folder("e1")]
        binder.refresh()
        fixture.flush()
        #expect(outline(fixture) == ["0 a-", "0 e+", "1 e1"])
        #expect(fixture.table.errors.isEmpty)
    }

    @Test(arguments: ViewKind.allCases)
    func policiesAndExpandAllAndCollapseAll(kind: ViewKind) {
        switch kind {
        case .table: policies(KindFixture<TableViewKind>())
        case .collection: policies(KindFixture<CollectionViewKind>())
        }
    }

    private func policies<K: HeadlessKind>(_ fixture: KindFixture<K>) {
        let levels = KindFixture<K>()
        let levelsBinder = bound(levels, { Self.tree }, expanded: .levels(1))
        levelsBinder.finish()
        #expect(outline(levels) == ["0 a+", "1 b-", "1 d", "0 e"], "\(fixture.kind)")
        let matching = KindFixture<K>()
        let matchingBinder = bound(matching, { Self.tree }, expanded: .matching { $0.name == "b" })
        matchingBinder.finish()
        #expect(outline(matching) == ["0 a-", "0 e"], "\(fixture.kind): b opens only once a shows it")
        matchingBinder.expand(Folder("a"))
        matching.flush()
        #expect(outline(matching) == ["0 a+", "1 b+", "2 c", "1 d", "0 e"], "\(fixture.kind)")
        #expect(levelsBinder.isExpanded(Folder("a")) && !levelsBinder.isExpanded(Folder("b")), "by the policy's levels")
        let all = KindFixture<K>()
        let binder = bound(all, { Self.tree }, expanded: .all)
        binder.finish()
        #expect(outline(all) == ["0 a+", "1 b+", "2 c", "1 d", "0 e"], "\(fixture.kind)")
        binder.collapse(Folder("b"))
        binder.collapseAll()
        all.flush()
        #expect(outline(all) == ["0 a-", "0 e"], "\(fixture.kind)")
        binder.expandAll()
        all.flush()
        #expect(outline(all) == ["0 a+", "1 b+", "2 c", "1 d", "0 e"], "\(fixture.kind): collapse(b) was forgotten")
        #expect(binder.isExpanded(Folder("c")), "after expandAll every node counts as expanded, leaves too")
        #expect(all.view.errors.isEmpty, "\(fixture.kind): \(all.view.errors)")
    }

    @Test
    func handlersReadTheNodesDepthParentAndExpansion() {
        let fixture = Fixture()
        let binder = fixture.plain()
        let calls = fixture.calls
        binder.onTable()
            .bind(cellType: TextCell.self, tree: Self.tree, children: \.children, expanded: .all)
            .onDequeue { _, cell, node in cell.text = node.model.name }
            .onTapped { row, _, node in
                calls.record("\(row) \(node.model) depth \(node.depth) parent \(node.parent?.name ?? "-") \(node.hasChildren) \(node.isExpanded)")
            }
        binder.finish()
        fixture.tap(2, 0)
        fixture.tap(1, 0)
        #expect(calls.take() == ["2 c depth 2 parent b false false", "1 b depth 1 parent a true true"])
    }

    @Test
    func aSubtreeLargerThanTheAnimationLimitReloads() {
        let fixture = Fixture()
        let big = [Folder("root", (0..<50).map { Folder("leaf \($0)") })]
        let binder = bound(fixture, { big })
        binder.maximumAnimatedChanges = 10
        binder.finish()
        let reloads = fixture.view.counters.reloads
        binder.expand(Folder("root"))
        fixture.flush()
        #expect(fixture.view.counters.reloads == reloads + 1)
        #expect(fixture.table.numberOfRows(inSection: 0) == 51)
    }

    @Test
    func severalSectionsEachATreeAndAPublisherOfRoots() async {
        let fixture = Fixture()
        let binder = fixture.sectioned(Section.self)
        let subject = PassthroughSubject<[Section: [Folder]], Never>()
        binder.onSections(.first, .second)
            .bind(cellType: TextCell.self, tree: subject, children: \.children, expanded: .levels(1))
            .onDequeue { _, _, cell, node in cell.text = node.model.name }
        binder.displayedSections = [.first, .second]
        binder.finish()
        subject.send([.first: [Folder("x", [Folder("y")])], .second: Self.tree])
        fixture.flush()
        #expect(fixture.table.screen == ["x", "y", "a", "b", "d", "e"])
        binder.collapse(Folder("x"))
        fixture.flush()
        #expect(fixture.table.screen == ["x", "a", "b", "d", "e"])
        #expect(fixture.table.outlineRows(inSection: 1).map { $0?.depth } == [0, 1, 1, 0])
        #expect(fixture.table.errors.isEmpty)
    }

    // MARK: Bad trees

    @Test
    func aCycleShowsCollapsedWhereItRepeatsAndIsReported() {
        let fixture = Fixture()
        // "loop" is its own child: expanded all the way, it would never end.
        let binder = fixture.plain()
        binder.onTable()
            .bind(cellType: TextCell.self, tree: [Folder("loop")], children: { $0.name == "loop" ? [Folder("loop"), Folder("x")] : [] },
                  expanded: .all)
            .onDequeue { _, cell, node in cell.text = node.model.name }
        binder.finish()
        #expect(fixture.table.screen == ["loop", "loop", "x"])
        #expect(fixture.log.warnings.contains { $0.contains("node loop is its own ancestor") }, "\(fixture.log.entries)")
    }

    @Test
    func aTreeThousandsOfLevelsDeepShowsWithoutRecursion() {
        let fixture = Fixture()
        let binder = fixture.plain()
        // Each level's child is made on demand: 20,000 levels, no stored tree.
        binder.onTable()
            .bind(cellType: TextCell.self, tree: [Level(id: 0)], children: { $0.id < 20_000 ? [Level(id: $0.id + 1)] : [] }, expanded: .all)
        binder.finish()
        #expect(fixture.table.numberOfRows(inSection: 0) == 20_001)
        #expect(fixture.table.outlineRow(row: 20_000, section: 0)?.depth == 20_000)
        #expect(fixture.log.entries.isEmpty, "\(fixture.log.entries)")
    }

    @Test
    func childrenWithoutEndStopAtTheDepthLimitWithAMessage() {
        let fixture = Fixture()
        let binder = fixture.plain()
        binder.onTable().bind(cellType: TextCell.self, tree: [Level(id: 0)], children: { [Level(id: $0.id + 1)] }, expanded: .all)
        binder.finish()
        #expect(fixture.table.numberOfRows(inSection: 0) == 100_000)
        #expect(fixture.log.warnings.contains { $0.contains("more than 100000 levels deep") }, "\(fixture.log.entries)")
    }

    @Test
    func unstableChildrenAreReported() {
        let fixture = Fixture()
        let binder = fixture.plain()
        let counter = Counter()
        binder.onTable().bind(cellType: TextCell.self, tree: [Folder("a")], children: { _ in
            // New ids on every call: a UUID-in-the-getter mistake.
            [Folder("child \(counter.next())")]
        }, expanded: .levels(1))
        binder.finish()
        #expect(fixture.log.warnings.contains { $0.contains("children(of: node a) returned different children") }, "\(fixture.log.entries)")
    }

    @Test
    func theSameIdentityUnderTwoParentsIsReportedOnUpdate() {
        let fixture = Fixture()
        var roots = [Folder("p", [Folder("same")]), Folder("q")]
        let binder = bound(fixture, { roots }, expanded: .all)
        binder.finish()
        roots[1].children = [Folder("same")]
        binder.refresh()
        fixture.flush()
        #expect(fixture.table.screen.map { $0.trimmingCharacters(in: .whitespaces) } == ["p", "same", "q", "same"])
        #expect(fixture.log.warnings.contains { $0.contains("has models whose identity occurs more than once") && $0.contains("(same)") },
                "\(fixture.log.entries)")
        #expect(fixture.table.errors.isEmpty)
    }

    @Test
    func aTreeOfModelsWithoutIdentityIsReportedAndExpandsByPolicyOnly() {
        let fixture = Fixture()
        let binder = fixture.plain()
        binder.onTable().bind(cellType: TextCell.self, tree: [Anonymous(children: [Anonymous()])], children: \.children, expanded: .all)
        binder.finish()
        #expect(fixture.log.errors.contains { $0.contains("has no identity") }, "\(fixture.log.entries)")
        #expect(fixture.table.numberOfRows(inSection: 0) == 2)
        fixture.table.touchDisclosure(row: 0, section: 0)
        #expect(fixture.log.errors.contains { $0.contains("cannot collapse") }, "\(fixture.log.entries)")
    }

    @Test
    func expandingAModelOfATypeNoTreeBindsIsReported() {
        let fixture = Fixture()
        let binder = bound(fixture, { Self.tree })
        binder.finish()
        binder.expand("a")
        #expect(fixture.log.warnings.contains { $0.contains("binds no tree of String models") }, "\(fixture.log.entries)")
    }

    // MARK: Off the main actor

    @Test
    func aLargeTreeIsWalkedAndDiffedOffTheMainActor() {
        let fixture = Fixture()
        // 150 rows shown, then 300 more: the update's size is known from the rows shown before the walk.
        let binder = bound(fixture, { [Folder("root", (0..<300).map { Folder("n\($0)") })] + (0..<149).map { Folder("leaf \($0)") } })
        binder.offMainActorDiffThreshold = 100
        binder.finish()
        #expect(fixture.scheduler.pendingOffMainActorWork == 1, "the first display's rows are read for repeated identities off the main actor")
        fixture.flush()
        binder.expand(Folder("root"))
        fixture.scheduler.runMainActorWork()
        #expect(fixture.scheduler.pendingOffMainActorWork == 1, "the walk and the diff wait to run off the main actor")
        fixture.flush()
        #expect(fixture.table.numberOfRows(inSection: 0) == 450)
        #expect(fixture.log.entries.isEmpty, "\(fixture.log.entries)")
    }

    /// Every source form of a tree of `OffMainActorDiffable` models walks and diffs off the main actor; a tree of
    /// models that are not stays on it.
    @Test func everySourceFormOfATreeIsWalkedOffTheMainActor() async {
        let fixture = Fixture()
        let subject = PassthroughSubject<[Folder], Never>()
        let (stream, continuation) = AsyncStream.makeStream(of: [Folder].self)
        var update: () -> Void = {}
        let binder = fixture.sectioned(Section.self)
        binder.offMainActorDiffThreshold = 0
        let label = { (cell: TextCell, node: TreeNode<Folder>) in cell.text = node.model.name }
        binder.onSection(.first).bind(cellType: TextCell.self, tree: [Folder("array", [Folder("1")])], children: \.children)
            .onDequeue { _, cell, node in label(cell, node) }
        binder.onSection(.second).bind(cellType: TextCell.self, tree: subject, children: \.children)
            .onDequeue { _, cell, node in label(cell, node) }
        binder.onSection(.third).bind(cellType: TextCell.self, tree: stream, children: \.children)
            .onDequeue { _, cell, node in label(cell, node) }
        binder.displayedSections = [.first, .second, .third]
        let closureFixture = Fixture()
        let closureBinder = closureFixture.plain()
        closureBinder.offMainActorDiffThreshold = 0
        var closureRoots = [Folder("closure")]
        closureBinder.onTable().bind(cellType: TextCell.self, tree: { closureRoots }, children: \.children, updatedBy: &update)
            .onDequeue { _, cell, node in label(cell, node) }
        closureBinder.finish()
        closureFixture.flush()  // the first display's check of repeated identities
        closureRoots = [Folder("closure", [Folder("4")])]
        closureBinder.expand(Folder("closure"))
        closureFixture.scheduler.runMainActorWork()
        #expect(closureFixture.scheduler.pendingOffMainActorWork == 1, "updatedBy: walked and diffed off the main actor")
        closureFixture.flush()
        #expect(closureFixture.table.screen == ["closure", "4"])
        binder.finish()
        fixture.flush()
        func expectOffMainActor(_ what: String, _ change: () -> Void) {
            change()
            fixture.scheduler.runMainActorWork()
            #expect(fixture.scheduler.pendingOffMainActorWork == 1, "\(what): walked and diffed off the main actor")
            fixture.flush()
        }
        expectOffMainActor("an array's expansion") { binder.expand(Folder("array")) }
        expectOffMainActor("a publisher's roots") { subject.send([Folder("published", [Folder("2")])]) }
        continuation.yield([Folder("streamed", [Folder("3")])])
        while !fixture.scheduler.hasPendingWork { await Task.yield() }
        fixture.scheduler.runMainActorWork()
        #expect(fixture.scheduler.pendingOffMainActorWork == 1, "an async sequence's roots: walked and diffed off the main actor")
        fixture.flush()
        expectOffMainActor("expand all") { binder.expandAll() }
        #expect(fixture.table.screen == ["array", "1", "published", "2", "streamed", "3"])
        #expect(fixture.table.errors.isEmpty)
        continuation.finish()

        let plain = Fixture()
        let plainBinder = plain.plain()
        plainBinder.offMainActorDiffThreshold = 0
        plainBinder.onTable().bind(cellType: TextCell.self, tree: [Anonymous(children: [Anonymous()])], children: \.children, expanded: .all)
        plainBinder.finish()
        plainBinder.collapseAll()
        plain.scheduler.runMainActorWork()
        #expect(plain.scheduler.pendingOffMainActorWork == 0, "models that are not OffMainActorDiffable stay on the main actor")
        #expect(plain.table.numberOfRows(inSection: 0) == 1)
    }

    // MARK: Editing

    @Test
    func deletingANodeTakesItsShownChildrenInOneBatch() {
        let fixture = Fixture()
        var roots = Self.tree
        let calls = fixture.calls
        let binder = fixture.plain()
        binder.onTable()
            .bind(cellType: TextCell.self, tree: { roots }, children: \.children, expanded: .all)
            .onDequeue { _, cell, node in cell.text = node.model.name }
            .onDelete { row, node in
                calls.record("delete \(row) \(node.model)")
                roots[0].children.remove(at: 0)
            }
        binder.finish()
        fixture.table.delete(row: 1, section: 0)
        #expect(calls.take() == ["delete 1 b"])
        #expect(fixture.batches.last == BatchUpdate(itemDeletes: [path(1, 0), path(2, 0)]), "\(fixture.batches)")
        fixture.flush()
        #expect(fixture.table.screen == ["a", "d", "e"])
        #expect(fixture.table.errors.isEmpty, "\(fixture.table.errors)")
    }

    @Test
    func rowsMoveAmongTheirSiblingsOnlyAndExpandedNodesDoNotMove() {
        let fixture = Fixture()
        var roots = [Folder("a", [Folder("a1"), Folder("a2"), Folder("a3")]), Folder("b", [Folder("b1")])]
        let calls = fixture.calls
        let binder = fixture.plain()
        binder.onTable()
            .bind(cellType: TextCell.self, tree: { roots }, children: \.children, expanded: .all)
            .onDequeue { _, cell, node in cell.text = node.model.name }
            .onMove { from, to, node in
                calls.record("move \(node.model) \(from) → \(to)")
                let moved = roots[0].children.remove(at: from - 1)
                roots[0].children.insert(moved, at: to - 1)
            }
        binder.finish()
        binder.setEditing(true, animated: false)
        // a1 (row 1) over a3 (row 3): among its siblings.
        #expect(fixture.table.move(from: path(1, 0), to: path(3, 0)) == path(3, 0))
        #expect(calls.take() == ["move a1 1 → 3"])
        fixture.flush()
        #expect(fixture.table.screen == ["a", "a2", "a3", "a1", "b", "b1"])
        // a2 dragged into b's children lands at the nearest place among a's children (after a1) — with the reason.
        #expect(fixture.table.move(from: path(1, 0), to: path(5, 0)) == path(3, 0))
        #expect(fixture.log.warnings.contains { $0.contains("move among their siblings only") }, "\(fixture.log.entries)")
        fixture.flush()
        // An expanded node with shown children has no reorder control: the headless table reports the drag.
        withKnownIssue("a has no reorder control while it shows its children") {
            fixture.table.move(from: path(0, 0), to: path(4, 0))
        }
        #expect(fixture.table.screen.first == "a")
    }

    /// A tree's row dragged over another section lands at the nearest end of its siblings (it once computed the
    /// distance to `Int.min`, which overflows).
    @Test
    func aTreesRowDraggedOverAnotherSectionLandsAtTheNearestEndOfItsSiblings() {
        let fixture = Fixture()
        let binder = fixture.sectioned(Section.self)
        binder.onSections(.first, .second)
            .bind(cellType: TextCell.self, tree: [.first: [Folder("x")], .second: [Folder("a"), Folder("b")]], children: \.children)
            .onDequeue { _, _, cell, node in cell.text = node.model.name }
            .onMove { _, _, _ in }
        binder.displayedSections = [.first, .second]
        binder.finish()
        binder.setEditing(true, animated: false)
        #expect(fixture.table.move(from: path(1, 1), to: path(0, 0)) == path(0, 1), "b lands first among its siblings")
        fixture.flush()
        #expect(fixture.table.screen == ["x", "b", "a"])
        #expect(fixture.table.errors.isEmpty)
    }
}

/// Counts up on every call (for a `children` closure that answers differently each time).
final class Counter: @unchecked Sendable {
    private var value = 0
    func next() -> Int {
        value += 1
        return value
    }
}
