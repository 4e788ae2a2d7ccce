import Braid
import BraidTesting
import Foundation
import Testing

#if canImport(Combine)
import Combine
#else
import OpenCombine
#endif

/// A node of a graph whose children are looked up by id (as a server's data is): cycles run anywhere, through
/// collapsed parts too. Counts the lookups, so that a test can hold a walk to O(nodes).
struct GraphNode: Identifiable, Equatable, OffMainActorDiffable, CustomStringConvertible {
    var id: String
    var description: String { id }
    init(_ id: String) { self.id = id }
}

/// A graph of `GraphNode`s by id, and how often its children were asked.
final class Graph: @unchecked Sendable {
    let edges: [String: [String]]
    private(set) var lookups = 0
    init(_ edges: [String: [String]]) { self.edges = edges }

    func children(_ node: GraphNode) -> [GraphNode] {
        lookups += 1
        return (edges[node.id] ?? []).map(GraphNode.init)
    }

    /// The lookups since the last call.
    func takeLookups() -> Int {
        defer { lookups = 0 }
        return lookups
    }
}

/// Data never breaks the app (issue #47): no shape of data traps, hangs, or leaves the screen disagreeing with the
/// data — on headless tables and collection views alike, every batch through UIKit's rules.
@MainActor
@Suite("Data problems")
struct DataProblemTests {
    /// A single-section binder of the tree `roots` of `graph` on `fixture`'s view, finished; each cell shows its
    /// node's id. The first display's lookups are taken.
    private func boundGraph<K: HeadlessKind>(
        _ fixture: KindFixture<K>, _ graph: Graph, _ roots: [String], expanded: TreeExpansion<GraphNode> = .none
    ) -> SectionlessBinder<K> {
        let binder = fixture.plain()
        K.onOnlySection(binder)
            .bind(cellType: K.Text.self, tree: { roots.map(GraphNode.init) }, children: graph.children, expanded: expanded)
            .onDequeue { _, cell, node in cell.text = node.model.id }
        binder.finish()
        fixture.flush()
        return binder
    }

    // MARK: No walk of a tree is unbounded

    @Test(arguments: ViewKind.allCases)
    func expandingAnAbsentIdOfACyclicTreeCostsAWalk(kind: ViewKind) { expandingAnAbsentIdOfACyclicTreeCostsAWalk(kind.type) }
    private func expandingAnAbsentIdOfACyclicTreeCostsAWalk<K: HeadlessKind>(_: K.Type) {
        // a → b → a, collapsed: nothing on screen repeats, but a search through the collapsed part would never end.
        let graph = Graph(["a": ["b"], "b": ["a"]])
        let fixture = KindFixture<K>()
        let binder = boundGraph(fixture, graph, ["a"])
        _ = graph.takeLookups()
        binder.expand(GraphNode("z"))
        fixture.flush()
        for _ in 0..<3 {
            binder.refresh()
            fixture.flush()
        }
        // 2 nodes, 4 walks (and each checks a few nodes' children twice): a few dozen lookups, not millions.
        #expect(graph.takeLookups() <= 40, "a walk asks each node's children about once, cycles included")
        #expect(fixture.view.screen == ["a"])
        #expect(!binder.isExpanded(GraphNode("z")), "an id not in the tree is not expanded")
    }

    @Test(arguments: ViewKind.allCases)
    func expandingANodeUnderACollapsedParentBesideACycleCostsAWalk(kind: ViewKind) {
        expandingANodeUnderACollapsedParentBesideACycleCostsAWalk(kind.type)
    }
    private func expandingANodeUnderACollapsedParentBesideACycleCostsAWalk<K: HeadlessKind>(_: K.Type) {
        let graph = Graph(["docs": ["notes"], "a": ["b"], "b": ["a"]])
        let fixture = KindFixture<K>()
        let binder = boundGraph(fixture, graph, ["docs", "a"])
        _ = graph.takeLookups()
        binder.expand(GraphNode("notes"))
        fixture.flush()
        binder.refresh()
        fixture.flush()
        #expect(graph.takeLookups() <= 30, "the search for notes through the collapsed parts visits each node once")
        #expect(binder.isExpanded(GraphNode("notes")), "notes is in the tree, under collapsed docs: it stays expanded")
        binder.expand(GraphNode("docs"))
        fixture.flush()
        #expect(fixture.view.screen == ["docs", "notes", "a"])
    }

    @Test(arguments: ViewKind.allCases)
    func aTreeOfNNodesCostsOrderNLookupsAWalkWhateverItsShape(kind: ViewKind) {
        aTreeOfNNodesCostsOrderNLookupsAWalkWhateverItsShape(kind.type)
    }
    private func aTreeOfNNodesCostsOrderNLookupsAWalkWhateverItsShape<K: HeadlessKind>(_: K.Type) {
        // A ladder of 30 levels where each level's two nodes both lead to both of the next: 60 nodes, 2^30 paths.
        var edges: [String: [String]] = [:]
        for level in 0..<30 {
            let next = ["l\(level + 1)a", "l\(level + 1)b"]
            edges["l\(level)a"] = next
            edges["l\(level)b"] = next
        }
        edges["l29b"] = ["l0a"]  // and a cycle back to the top
        let graph = Graph(edges)
        let fixture = KindFixture<K>()
        let binder = boundGraph(fixture, graph, ["l0a"], expanded: .all)
        #expect(fixture.numberOfItems(inSection: 0) <= 121, "each node shows expanded once; where it repeats it shows collapsed")
        #expect(graph.takeLookups() <= 4 * 61, "the first display's walk asks each node's children about once")
        binder.expand(GraphNode("nowhere"))
        fixture.flush()
        #expect(graph.takeLookups() <= 8 * 61, "so does an update's, with the search for an absent id")
        #expect(fixture.log.warnings.contains { $0.contains("under two parents") || $0.contains("more than once") },
                "the repeated nodes are reported: \(fixture.log.entries)")
    }

    @Test(arguments: ViewKind.allCases)
    func afterExpandAllAnIdNotInTheTreeIsNotExpanded(kind: ViewKind) { afterExpandAllAnIdNotInTheTreeIsNotExpanded(kind.type) }
    private func afterExpandAllAnIdNotInTheTreeIsNotExpanded<K: HeadlessKind>(_: K.Type) {
        let graph = Graph(["a": ["b"], "b": ["a"]])
        let fixture = KindFixture<K>()
        let binder = boundGraph(fixture, graph, ["a"])
        binder.expandAll()
        fixture.flush()
        #expect(binder.isExpanded(GraphNode("a")))
        #expect(!binder.isExpanded(GraphNode("elsewhere")), "expandAll expands the tree's nodes, not every id")
        #expect(fixture.view.screen == ["a", "b", "a"])
    }

    // MARK: Expansion belongs to the chain

    @Test(arguments: ViewKind.allCases, [false, true])
    func aMultiSectionTreeChainKeepsExpansionAcrossItsSections(kind: ViewKind, firstIsEmpty: Bool) {
        aMultiSectionTreeChainKeepsExpansionAcrossItsSections(kind.type, firstIsEmpty)
    }
    private func aMultiSectionTreeChainKeepsExpansionAcrossItsSections<K: HeadlessKind>(_: K.Type, _ firstIsEmpty: Bool) {
        let fixture = KindFixture<K>()
        let binder = fixture.sectioned(Section.self)
        let first = firstIsEmpty ? [] : [Folder("a")]
        binder.onSections(.first, .second)
            .bind(cellType: K.Text.self, tree: { [.first: first, .second: [Folder("x", [Folder("y")])]] }, children: \.children)
            .onDequeue { _, _, cell, node in cell.text = node.model.name }
        binder.displayedSections = [.first, .second]
        binder.finish()
        binder.expand(Folder("x"))
        fixture.flush()
        #expect(binder.isExpanded(Folder("x")), "the first section's walk does not forget x, which the second shows")
        binder.refresh()
        fixture.flush()
        #expect(Array(fixture.view.screen.suffix(2)) == ["x", "y"], "x stays expanded through a refresh")
        #expect(binder.isExpanded(Folder("x")))
    }

    // MARK: The screen always comes back to the data

    @Test(arguments: ViewKind.allCases)
    func aDeleteTheRecordingListDoesNotEchoIsUndone(kind: ViewKind) { aDeleteTheRecordingListDoesNotEchoIsUndone(kind.type) }
    private func aDeleteTheRecordingListDoesNotEchoIsUndone<K: HeadlessKind>(_: K.Type) {
        let fixture = KindFixture<K>()
        let binder = fixture.plain()
        let list = RecordingList(["a", "b"])
        K.onOnlySection(binder)
            .bind(cellType: K.Text.self, models: list)
            .onDequeue { _, cell, text in cell.text = text }
            .onDelete { _, _ in }  // refuses: the list keeps the row
        binder.finish()
        fixture.view.delete(path(0, 0))
        binder.refresh()
        fixture.flush()
        #expect(fixture.view.screen == ["a", "b"], "the row comes back: the list still holds it")
        #expect(fixture.view.errors.isEmpty)
    }

    @Test(arguments: ViewKind.allCases)
    func aDragRacingReplaceAllEndsOnTheList(kind: ViewKind) { aDragRacingReplaceAllEndsOnTheList(kind.type) }
    private func aDragRacingReplaceAllEndsOnTheList<K: HeadlessKind>(_: K.Type) {
        let fixture = KindFixture<K>()
        let binder = fixture.plain()
        binder.offMainActorDiffThreshold = 0
        let list = RecordingList([Person(name: "a"), Person(name: "b")])
        K.onOnlySection(binder)
            .bind(cellType: K.Text.self, models: list)
            .onDequeue { _, cell, person in cell.text = person.name }
            .onMove { _, _, person in
                // The app finds the model to move; a model the list no longer holds is not moved.
                guard let from = list.elements.firstIndex(of: person) else { return }
                list.move(from: from, to: list.count - 1)
            }
        binder.finish()
        if let table = fixture.view as? HeadlessTableView { table.setEditing(true, animated: false) }
        list.replaceAll(with: [Person(name: "b"), Person(name: "c")])
        fixture.scheduler.runMainActorWork()  // the update reads the list; its diff waits for another thread
        fixture.view.move(from: path(0, 0), to: path(1, 0))  // the user drags a, which the list no longer holds
        fixture.flush()
        #expect(fixture.view.screen == ["b", "c"], "the screen ends on the list, not on the drag")
        #expect(fixture.view.errors.isEmpty)
    }

    @Test(arguments: ViewKind.allCases)
    func aDeleteDoesNotLoseAValueAPublisherAlreadyDelivered(kind: ViewKind) { aDeleteDoesNotLoseAValueAPublisherAlreadyDelivered(kind.type) }
    private func aDeleteDoesNotLoseAValueAPublisherAlreadyDelivered<K: HeadlessKind>(_: K.Type) {
        let fixture = KindFixture<K>()
        let binder = fixture.plain()
        binder.offMainActorDiffThreshold = 0
        let people = CurrentValueSubject<[Person], Never>([Person(name: "a"), Person(name: "b")])
        K.onOnlySection(binder)
            .bind(cellType: K.Text.self, models: people)
            .onDequeue { _, cell, person in cell.text = person.name }
            .onDelete { _, _ in }  // the app's server decides; nothing is sent back
        binder.finish()
        fixture.flush()
        people.send([Person(name: "a"), Person(name: "b"), Person(name: "c")])
        fixture.scheduler.runMainActorWork()  // the delivered value is read; its diff waits
        fixture.view.delete(path(0, 0))
        fixture.flush()
        #expect(fixture.view.screen == ["a", "b", "c"], "the delivered value is what shows")
        #expect(fixture.view.errors.isEmpty)
    }

    @Test(arguments: ViewKind.allCases)
    func aDeleteDoesNotLoseAValueAStreamAlreadyDelivered(kind: ViewKind) async {
        await aDeleteDoesNotLoseAValueAStreamAlreadyDelivered(kind.type)
    }
    private func aDeleteDoesNotLoseAValueAStreamAlreadyDelivered<K: HeadlessKind>(_: K.Type) async {
        let fixture = KindFixture<K>()
        let binder = fixture.plain()
        binder.offMainActorDiffThreshold = 0
        let (stream, continuation) = AsyncStream.makeStream(of: [Person].self)
        K.onOnlySection(binder)
            .bind(cellType: K.Text.self, models: stream)
            .onDequeue { _, cell, person in cell.text = person.name }
            .onDelete { _, _ in }
        binder.finish()
        continuation.yield([Person(name: "a"), Person(name: "b")])
        await settle(until: { fixture.scheduler.hasPendingWork })
        fixture.flush()
        continuation.yield([Person(name: "a"), Person(name: "b"), Person(name: "c")])
        await settle(until: { fixture.scheduler.hasPendingWork })
        fixture.scheduler.runMainActorWork()  // the delivered value is read; its diff waits
        fixture.view.delete(path(0, 0))
        fixture.flush()
        #expect(fixture.view.screen == ["a", "b", "c"], "the delivered value is what shows")
        #expect(fixture.view.errors.isEmpty)
        continuation.finish()
    }

    // MARK: Bad trees on the first display

    @Test(arguments: ViewKind.allCases)
    func oneIdUnderTwoParentsIsReportedOnTheFirstDisplay(kind: ViewKind) { oneIdUnderTwoParentsIsReportedOnTheFirstDisplay(kind.type) }
    private func oneIdUnderTwoParentsIsReportedOnTheFirstDisplay<K: HeadlessKind>(_: K.Type) {
        let fixture = KindFixture<K>()
        let binder = fixture.plain()
        let tree = [Folder("a", [Folder("shared", [Folder("leaf")])]), Folder("b", [Folder("shared", [Folder("leaf")])])]
        K.onOnlySection(binder)
            .bind(cellType: K.Text.self, tree: tree, children: \.children, expanded: .all)
            .onDequeue { _, cell, node in cell.text = node.model.name }
        binder.finish()
        #expect(fixture.log.warnings.contains { $0.contains("shared") && $0.contains("two parents") }, "\(fixture.log.entries)")
        // A repeated leaf: the first display's rows are read for it once it shows (off the main actor: these models
        // allow it), before any update.
        let leaves = KindFixture<K>()
        let other = leaves.plain()
        K.onOnlySection(other)
            .bind(cellType: K.Text.self, tree: [Folder("a", [Folder("leaf")]), Folder("b", [Folder("leaf")])], children: \.children,
                  expanded: .all)
            .onDequeue { _, cell, node in cell.text = node.model.name }
        other.finish()
        leaves.flush()
        #expect(leaves.log.warnings.contains { $0.contains("(leaf)") && $0.contains("occurs more than once") }, "\(leaves.log.entries)")
        #expect(leaves.batches.isEmpty, "no update was needed to find it")
        #expect(fixture.log.errors.isEmpty, "a bad tree is the data's problem, not the code's: \(fixture.log.errors)")
    }

    // MARK: Data problems are never fatal

    @Test
    func dataProblemsAreWarningsNotErrors() async {
        for problem in DataProblem.allCases {
            let fixture = Fixture()
            let binder = fixture.plain()
            problem.cause(binder, fixture.scheduler)
            fixture.flush()
            // A publisher's failure reaches the binder on the main queue's next turn.
            await withCheckedContinuation { done in DispatchQueue.main.async { done.resume() } }
            #expect(fixture.log.errors.isEmpty, "\(problem): \(fixture.log.errors)")
            #expect(!fixture.log.warnings.isEmpty, "\(problem) is reported")
            #expect(fixture.table.errors.isEmpty, "\(problem): \(fixture.table.errors)")
        }
    }

    @Test
    func aBinderWithTheDefaultHandlerSurvivesEveryDataProblem() async {
        // No handler installed: each problem's warning goes to standard error, and the program goes on.
        var binders: [TableViewBinder] = []
        for problem in DataProblem.allCases {
            let table = HeadlessTableView(viewportSize: Size(width: 40, height: 12))
            let scheduler = ManualUpdateScheduler()
            let binder = TableViewBinder(tableView: table, scheduler: scheduler)
            problem.cause(binder, scheduler)
            #expect(table.numberOfSections == 1 && !table.screen.isEmpty, "\(problem): the table still shows its data")
            binders.append(binder)
        }
        // The publisher's failure, which arrives on the main queue's next turn, is survived too.
        await withCheckedContinuation { done in DispatchQueue.main.async { done.resume() } }
        #expect(binders.count == DataProblem.allCases.count)
    }
}

/// Every data problem `BinderDiagnostic`'s documentation names, caused through the public API on a finished binder.
enum DataProblem: CaseIterable {
    case cycle, tooDeep, unstableChildren, recordingListIndexOutOfRange, misfitDifference, duplicateIdentities
    case oneIdUnderTwoParents, failingSource

    @MainActor
    func cause(_ binder: TableViewBinder, _ scheduler: ManualUpdateScheduler) {
        switch self {
        case .cycle:
            binder.onTable().bind(cellType: TextCell.self, tree: [GraphNode("a")], children: Graph(["a": ["b"], "b": ["a"]]).children,
                                  expanded: .all)
            binder.finish()
        case .tooDeep:
            binder.onTable().bind(cellType: TextCell.self, tree: [Level(id: 0)], children: { [Level(id: $0.id + 1)] }, expanded: .all)
            binder.finish()
        case .unstableChildren:
            let calls = Graph([:])
            binder.onTable().bind(cellType: TextCell.self, tree: [Level(id: 0)], children: { node in
                _ = calls.children(GraphNode(""))
                return node.id == 0 ? [Level(id: calls.lookups)] : []
            }, expanded: .all)
            binder.finish()
        case .recordingListIndexOutOfRange:
            let list = RecordingList(["a"])
            binder.onTable().bind(cellType: TextCell.self, models: list)
            binder.finish()
            list.remove(at: 5)
            scheduler.flush()
        case .misfitDifference:
            let list = RecordingList(["a"])
            binder.onTable().bind(cellType: TextCell.self, models: list)
            binder.finish()
            list.apply(["x", "y", "z"].difference(from: ["p", "q", "r", "s"]))
            scheduler.flush()
        case .duplicateIdentities:
            var people = [Person(name: "a")]
            binder.onTable().bind(cellType: TextCell.self, models: { people })
            binder.finish()
            people = [Person(name: "a"), Person(name: "a")]
            binder.refresh()
            scheduler.flush()
        case .oneIdUnderTwoParents:
            binder.onTable().bind(cellType: TextCell.self, tree: [Folder("a", [Folder("s")]), Folder("b", [Folder("s")])],
                                  children: \.children, expanded: .all)
            binder.finish()
        case .failingSource:
            let people = PassthroughSubject<[Person], FailingSourceError>()
            binder.onTable().bind(cellType: TextCell.self, models: people)
            binder.finish()
            people.send([Person(name: "a")])
            people.send(completion: .failure(FailingSourceError()))
            scheduler.flush()
        }
    }
}

struct FailingSourceError: Error, CustomStringConvertible {
    var description: String { "the server is down" }
}
