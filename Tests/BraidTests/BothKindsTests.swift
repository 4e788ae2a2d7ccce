import Braid
import BraidTesting
import Testing

/// Scenarios across the binder's parts — taps after rows moved, sections that come, go and hide, duplicates,
/// `animateChanges` and an update delegate, lifetime — on a headless table *and* a headless collection view, through
/// one generic binding code: the chains are one implementation for both kinds, so one test body serves both. Every
/// batch is validated with its view's rules. (The suites per part — cell binding, handlers, updating… — run on both
/// kinds too.)
@MainActor
@Suite("Both kinds: the same bindings on a table and a collection view")
struct BothKindsTests {
    @Test(arguments: ViewKind.allCases)
    func tapsReachTheChainsHandlersWithTheModelWhereTheCellIsNow(kind: ViewKind) {
        tapsReachTheChainsHandlersWithTheModelWhereTheCellIsNow(kind.type)
    }
    private func tapsReachTheChainsHandlersWithTheModelWhereTheCellIsNow<K: HeadlessKind>(_: K.Type) {
        let fixture = KindFixture<K>()
        let binder = fixture.sectioned(Section.self)
        let calls = fixture.calls
        var people = [Person(name: "A"), Person(name: "B")]
        binder.onSection(.first).bind(cellType: K.Text.self, models: { people })
            .onDequeue { _, cell, person in cell.text = person.name }
            .onTapped { row, _, person in calls.record("tapped \(row) \(person.name)") }
        binder.onAnySection().onTapped { section, row, _ in calls.record("any \(section) \(row)") }
        binder.displayedSections = [.first]
        binder.finish()
        fixture.tap(1, 0)
        people.reverse()
        binder.refresh()
        fixture.flush()
        #expect(fixture.batches == [BatchUpdate(itemMoves: [Move(from: path(1, 0), to: path(0, 0))])], "\(fixture.kind): \(fixture.batches)")
        fixture.tap(0, 0)
        #expect(calls.take() == ["tapped 1 B", "any first 1", "tapped 0 B", "any first 0"],
                "\(fixture.kind): the named handler and the any-section one, with the row and model now")
    }

    /// A row that goes from a section of one chain to a section of another is deleted and inserted: the second
    /// chain makes and configures its cell (of its own type) and gets its taps. Moved, it would keep the first
    /// chain's cell — found by `fuzz-sections`. Between the sections of one chain, a row still moves, and is configured
    /// again for its new section.
    @Test(arguments: ViewKind.allCases)
    func aRowThatChangesChainIsDeletedAndInsertedAndWithinAChainMoves(kind: ViewKind) {
        aRowThatChangesChainIsDeletedAndInsertedAndWithinAChainMoves(kind.type)
    }
    private func aRowThatChangesChainIsDeletedAndInsertedAndWithinAChainMoves<K: HeadlessKind>(_: K.Type) {
        let fixture = KindFixture<K>()
        let binder = fixture.sectioned(Section.self)
        let calls = fixture.calls
        var first = [Person(name: "A"), Person(name: "B")]
        var others: [Section: [Person]] = [.second: [Person(name: "C")], .third: []]
        binder.onSection(.first).bind(cellType: K.Text.self, models: { first })
            .onDequeue { _, cell, person in cell.text = "1 " + person.name }
            .onTapped { _, cell, person in calls.record("first \(type(of: cell)) \(person.name)") }
        binder.onSections(.second, .third).bind(cellType: K.Other.self, models: { others })
            .onDequeue { section, _, cell, person in cell.text = (section == .third ? "3 " : "2 ") + person.name }
            .onTapped { _, _, cell, person in calls.record("others \(type(of: cell)) \(person.name)") }
        binder.displayedSections = [.first, .second, .third]
        binder.finish()
        // A (an equal model, the same id) goes from the first chain's section to the other chain's.
        first = [Person(name: "B")]
        others[.second] = [Person(name: "A"), Person(name: "C")]
        binder.refresh()
        fixture.flush()
        #expect(fixture.view.screen == ["1 B", "2 A", "2 C"], "\(fixture.kind): \(fixture.view.screen)")
        #expect(fixture.batches == [BatchUpdate(itemDeletes: [path(0, 0)], itemInserts: [path(0, 1)])],
                "\(fixture.kind): a delete and an insert, not a move: \(fixture.batches)")
        fixture.tap(0, 1)
        #expect(calls.take() == ["others \(K.Other.self) A"], "\(fixture.kind): the second chain's cell and handler")
        // Within the second chain's sections, A moves, keeps its cell, and is configured again for its new section
        // (its chain's configuration takes the section): reconfigured after the move.
        fixture.view.removeAllAppliedBatches()
        others = [.second: [Person(name: "C")], .third: [Person(name: "A")]]
        binder.refresh()
        fixture.flush()
        #expect(fixture.view.screen == ["1 B", "2 C", "3 A"], "\(fixture.kind): \(fixture.view.screen)")
        #expect(fixture.batches == [BatchUpdate(itemMoves: [Move(from: path(0, 1), to: path(0, 2))]),
                                    BatchUpdate(itemReconfigures: [path(0, 2)])],
                "\(fixture.kind): \(fixture.batches)")
        // A shown by both chains is two rows, not a duplicate identity: no warning, and each keeps its cell.
        fixture.view.removeAllAppliedBatches()
        first = [Person(name: "B"), Person(name: "A")]
        binder.refresh()
        fixture.flush()
        #expect(fixture.view.screen == ["1 B", "1 A", "2 C", "3 A"], "\(fixture.kind): \(fixture.view.screen)")
        #expect(fixture.batches == [BatchUpdate(itemInserts: [path(1, 0)])], "\(fixture.kind): \(fixture.batches)")
        #expect(fixture.log.entries.isEmpty, "\(fixture.kind): \(fixture.log.entries)")
    }

    /// Chains whose models have identities of different types (`String` and `Int`) are diffed together, each row
    /// matched only within its chain: moves and inserts in each, and equal ids of two model types never match.
    @Test(arguments: ViewKind.allCases)
    func chainsOfDifferentIdentityTypesAreDiffedTogether(kind: ViewKind) {
        chainsOfDifferentIdentityTypesAreDiffedTogether(kind.type)
    }
    private func chainsOfDifferentIdentityTypesAreDiffedTogether<K: HeadlessKind>(_: K.Type) {
        let fixture = KindFixture<K>()
        let binder = fixture.sectioned(Section.self)
        var people = [Person(name: "1"), Person(name: "2")]
        var numbers = [Numbered(id: 1)]
        var tags = [Label(id: "2")]
        binder.onSection(.first).bind(cellType: K.Text.self, models: { people })
            .onDequeue { _, cell, person in cell.text = "p" + person.name }
        binder.onSection(.second).bind(cellType: K.Text.self, models: { numbers })
            .onDequeue { _, cell, number in cell.text = "n\(number.id)" }
        binder.onSection(.third).bind(cellType: K.Text.self, models: { tags })
            .onDequeue { _, cell, tag in cell.text = "t" + tag.id }
        binder.displayedSections = [.first, .second, .third]
        binder.finish()
        people = [Person(name: "2")]
        numbers = [Numbered(id: 2), Numbered(id: 1)]
        tags = [Label(id: "1"), Label(id: "2")]
        binder.refresh()
        fixture.flush()
        #expect(fixture.view.screen == ["p2", "n2", "n1", "t1", "t2"], "\(fixture.kind): \(fixture.view.screen)")
        #expect(fixture.batches == [BatchUpdate(itemDeletes: [path(0, 0)], itemInserts: [path(0, 1), path(0, 2)])],
                "\(fixture.kind): person 1 goes; number 2 and tag 1 come, matching nothing of another chain: \(fixture.batches)")
    }

    @Test(arguments: ViewKind.allCases)
    func sectionsComeGoAndMoveAsOneValidBatchAndHideWhenEmpty(kind: ViewKind) {
        sectionsComeGoAndMoveAsOneValidBatchAndHideWhenEmpty(kind.type)
    }
    private func sectionsComeGoAndMoveAsOneValidBatchAndHideWhenEmpty<K: HeadlessKind>(_: K.Type) {
        let fixture = KindFixture<K>()
        let binder = fixture.sectioned(Section.self)
        var data: [Section: [Person]] = [.first: [Person(name: "A")], .second: [Person(name: "B")], .third: []]
        binder.sectionDisplayBehavior = .hidesSectionsWithNoCellData(orderingWith: { $0.sorted() })
        binder.onAllSections().bind(cellType: K.Text.self, models: { data })
            .onDequeue { _, _, cell, person in cell.text = person.name }
        binder.finish()
        #expect(fixture.view.screen == ["A", "B"], "\(fixture.kind): the empty third section is hidden")
        // B moves from a section that goes into one that comes: a delete and an insert, never a move (R13).
        data = [.first: [Person(name: "A")], .second: [], .third: [Person(name: "B")]]
        binder.refresh()
        fixture.flush()
        #expect(fixture.view.screen == ["A", "B"], "\(fixture.kind): \(fixture.view.screen)")
        #expect(fixture.batches == [BatchUpdate(sectionDeletes: [1], sectionInserts: [1])],
                "\(fixture.kind): the second section goes, the third comes, B with it: \(fixture.batches)")
        // Back: the second comes again, the third goes, and B moves out of the deleted section into the first — a
        // collection view rejects that as a move, so it is a delete and an insert on both kinds.
        data = [.first: [Person(name: "B"), Person(name: "A")], .second: [Person(name: "C")], .third: []]
        binder.refresh()
        fixture.flush()
        #expect(fixture.view.screen == ["B", "A", "C"], "\(fixture.kind): \(fixture.view.screen)")
        #expect(fixture.batches.dropFirst() == [BatchUpdate(sectionDeletes: [1], sectionInserts: [1], itemInserts: [path(0, 0)])],
                "\(fixture.kind): B comes into the first section by an insert, out of the deleted third: \(fixture.batches)")
        #expect(fixture.log.entries.isEmpty, "\(fixture.kind): \(fixture.log.entries)")
    }

    @Test(arguments: ViewKind.allCases)
    func duplicateIdentitiesAreWarnedOnceAndAnimateValidly(kind: ViewKind) {
        duplicateIdentitiesAreWarnedOnceAndAnimateValidly(kind.type)
    }
    private func duplicateIdentitiesAreWarnedOnceAndAnimateValidly<K: HeadlessKind>(_: K.Type) {
        let fixture = KindFixture<K>()
        let binder = fixture.sectioned(Section.self)
        var people = [Person(name: "A"), Person(name: "A")]
        binder.onSection(.first).bind(cellType: K.Text.self, models: { people })
            .onDequeue { _, cell, person in cell.text = person.label }
        binder.displayedSections = [.first]
        binder.finish()
        people = [Person(name: "A", age: 2), Person(name: "A"), Person(name: "A")]
        binder.refresh()
        fixture.flush()
        #expect(fixture.view.screen == ["A2", "A", "A"], "\(fixture.kind): \(fixture.view.screen)")
        #expect(fixture.batches == [BatchUpdate(itemInserts: [path(2, 0)]), BatchUpdate(itemReconfigures: [path(0, 0)])],
                "\(fixture.kind): one insert (never the same path twice, which a collection view would count twice), then the changed first A: \(fixture.batches)")
        #expect(fixture.log.warnings.count == 1 && fixture.log.warnings[0].contains("(A)"), "\(fixture.kind): \(fixture.log.warnings)")
    }

    /// Where two chains' rows are matched each among their own, a repeat is its chain's: the warning names the
    /// section whose chain repeats an identity, not the other chain's section that shows the same id once.
    @Test(arguments: ViewKind.allCases)
    func aDuplicateIdentityIsWarnedInItsOwnChainOnly(kind: ViewKind) {
        aDuplicateIdentityIsWarnedInItsOwnChainOnly(kind.type)
    }
    private func aDuplicateIdentityIsWarnedInItsOwnChainOnly<K: HeadlessKind>(_: K.Type) {
        let fixture = KindFixture<K>()
        let binder = fixture.sectioned(Section.self)
        var first = [Person(name: "A"), Person(name: "B")]
        var second = [Person(name: "A"), Person(name: "C")]
        binder.onSection(.first).bind(cellType: K.Text.self, models: { first })
            .onDequeue { _, cell, person in cell.text = "1 " + person.label }
        binder.onSection(.second).bind(cellType: K.Text.self, models: { second })
            .onDequeue { _, cell, person in cell.text = "2 " + person.label }
        binder.displayedSections = [.first, .second]
        binder.finish()
        second = [Person(name: "A"), Person(name: "C"), Person(name: "A", age: 2)]
        first = [Person(name: "B"), Person(name: "A")]
        binder.refresh()
        fixture.flush()
        #expect(fixture.view.screen == ["1 B", "1 A", "2 A", "2 C", "2 A2"], "\(fixture.kind): \(fixture.view.screen)")
        #expect(fixture.log.warnings.count == 1 && fixture.log.warnings[0].contains("section second")
                && fixture.log.warnings[0].contains("(A)"), "\(fixture.kind): \(fixture.log.warnings)")
        #expect(fixture.log.errors.isEmpty, "\(fixture.kind): \(fixture.log.errors)")
    }

    /// Applies every stage itself and records what it was given, for either kind.
    @MainActor final class RecordingDelegate: TableViewUpdateDelegate, CollectionViewUpdateDelegate {
        var stages: [BatchUpdate] = []
        func apply(_ update: TableViewUpdate, to host: any TableViewHost) {
            for stage in update.stages {
                stages.append(stage.batch)
                host.performBatchUpdates(stage.batch, animations: stage.animations, updateData: stage.apply, completion: nil)
            }
        }
        func apply(_ update: CollectionViewUpdate, to host: any CollectionViewHost) {
            for stage in update.stages {
                stages.append(stage.batch)
                host.performBatchUpdates(stage.batch, updateData: stage.apply, completion: nil)
            }
        }
    }

    @Test(arguments: ViewKind.allCases)
    func withoutAnimatedChangesTheViewReloadsAndAnUpdateDelegateCanTakeOver(kind: ViewKind) {
        withoutAnimatedChangesTheViewReloadsAndAnUpdateDelegateCanTakeOver(kind.type)
    }
    private func withoutAnimatedChangesTheViewReloadsAndAnUpdateDelegateCanTakeOver<K: HeadlessKind>(_: K.Type) {
        let fixture = KindFixture<K>()
        let binder = fixture.sectioned(Section.self)
        let recorder = RecordingDelegate()
        (binder as? SectionedTableViewBinder<Section>)?.updateDelegate = recorder
        (binder as? SectionedCollectionViewBinder<Section>)?.updateDelegate = recorder
        var people = [Person(name: "A")]
        binder.onSection(.first).bind(cellType: K.Text.self, models: { people })
            .onDequeue { _, cell, person in cell.text = person.name }
        binder.displayedSections = [.first]
        binder.finish()
        people.append(Person(name: "B"))
        binder.animateChanges = false
        binder.refresh()
        fixture.flush()
        binder.animateChanges = true
        people.append(Person(name: "C"))
        binder.refresh()
        #expect(fixture.batches.isEmpty && fixture.view.screen == ["A", "B"], "\(fixture.kind): without animation, a reload")
        fixture.flush()
        #expect(recorder.stages == [BatchUpdate(itemInserts: [path(2, 0)])], "\(fixture.kind): the delegate got the stage")
        #expect(fixture.view.screen == ["A", "B", "C"], "\(fixture.kind): and applied it")
    }

    /// Keeps each update to apply later, or never: not what a delegate may do (it must apply every stage before
    /// returning), which the binder reports.
    @MainActor final class KeepingDelegate: TableViewUpdateDelegate, CollectionViewUpdateDelegate {
        var kept: [StagedUpdate] = []
        func apply(_ update: TableViewUpdate, to host: any TableViewHost) { kept.append(update) }
        func apply(_ update: CollectionViewUpdate, to host: any CollectionViewHost) { kept.append(update) }
    }

    /// An update delegate that returns without applying every stage would leave the binder answering the view for
    /// data the view does not show, and the next batch would not fit (found by `fuzz-sections`): the binder reports
    /// it, reloads on the new data, and ignores the stage's `apply` if it comes later. A user's delete, handed to the
    /// delegate the same way, is treated the same.
    @Test(arguments: ViewKind.allCases)
    func anUpdateDelegateThatDoesNotApplyEveryStageIsReportedAndTheViewReloads(kind: ViewKind) {
        anUpdateDelegateThatDoesNotApplyEveryStageIsReportedAndTheViewReloads(kind.type)
    }
    private func anUpdateDelegateThatDoesNotApplyEveryStageIsReportedAndTheViewReloads<K: HeadlessKind>(_: K.Type) {
        let fixture = KindFixture<K>()
        let binder = fixture.sectioned(Section.self)
        let keeper = KeepingDelegate()
        (binder as? SectionedTableViewBinder<Section>)?.updateDelegate = keeper
        (binder as? SectionedCollectionViewBinder<Section>)?.updateDelegate = keeper
        var people = [Person(name: "A")]
        binder.onSection(.first).bind(cellType: K.Text.self, models: { people })
            .onDequeue { _, cell, person in cell.text = person.name }
            .onDelete { row, _ in people.remove(at: row) }
        binder.displayedSections = [.first]
        binder.finish()
        people.append(Person(name: "B"))
        binder.refresh()
        fixture.flush()
        #expect(keeper.kept.count == 1 && fixture.batches.isEmpty, "\(fixture.kind): the delegate kept the update")
        #expect(fixture.log.errors == ["""
            The update delegate returned from apply(_:to:) having applied 0 of the update's 1 stages. Apply every stage, \
            in order, before returning — each stage's `apply` inside the \(fixture.kind == .table ? "table" : "collection view")'s \
            batch update, or `applyData()` and then `reloadData()`: the binder answers the \(fixture.kind == .table ? "table" : "collection view") \
            for the data the applied stages lead to. The binder reloads the \(fixture.kind == .table ? "table" : "collection view") on the new data.
            """], "\(fixture.kind): \(fixture.log.errors)")
        #expect(fixture.view.screen == ["A", "B"], "\(fixture.kind): the binder reloaded on the new data: \(fixture.view.screen)")
        keeper.kept[0].applyData()
        fixture.view.reloadData()
        #expect(fixture.view.screen == ["A", "B"], "\(fixture.kind): a stage applied too late changes nothing")
        // The next update fits the view, and a delegate that applies it is not reported.
        let recorder = RecordingDelegate()
        (binder as? SectionedTableViewBinder<Section>)?.updateDelegate = recorder
        (binder as? SectionedCollectionViewBinder<Section>)?.updateDelegate = recorder
        people.append(Person(name: "C"))
        binder.refresh()
        fixture.flush()
        #expect(recorder.stages == [BatchUpdate(itemInserts: [path(2, 0)])] && fixture.view.screen == ["A", "B", "C"],
                "\(fixture.kind): \(recorder.stages) \(fixture.view.screen)")
        #expect(fixture.log.errors.count == 1)
        // A user's delete goes to the delegate too; kept, it is reported, and the view reloads on what remains.
        (binder as? SectionedTableViewBinder<Section>)?.updateDelegate = keeper
        (binder as? SectionedCollectionViewBinder<Section>)?.updateDelegate = keeper
        fixture.view.delete(path(0, 0))
        #expect(fixture.log.errors.count == 2 && fixture.view.screen == ["B", "C"], "\(fixture.kind): \(fixture.view.screen)")
        fixture.flush()
        #expect(fixture.view.screen == ["B", "C"] && people.map(\.name) == ["B", "C"])
    }

    @Test(arguments: ViewKind.allCases)
    func theBinderItsHandlersAndTheViewGoWhenTheOwnerLetsGo(kind: ViewKind) {
        theBinderItsHandlersAndTheViewGoWhenTheOwnerLetsGo(kind.type)
    }
    private func theBinderItsHandlersAndTheViewGoWhenTheOwnerLetsGo<K: HeadlessKind>(_: K.Type) {
        weak var weakView: K.HeadlessView?
        weak var weakBinder: SectionedBinder<K, Section>?
        weak var weakCell: K.Toggle?
        do {
            let fixture = KindFixture<K>()
            let binder = fixture.sectioned(Section.self)
            binder.onSection(.first).bind(cellType: K.Toggle.self, models: [Person(name: "A")])
                .onTapped { [unowned binder] _, _, _ in binder.refresh() }
                .onEvent(from: K.Toggle.self) { [unowned binder] _, _, _, _ in binder.refresh() }
                .bind(headerType: K.Header.self, viewModel: .init(title: "H"))
            binder.displayedSections = [.first]
            binder.finish()
            fixture.tap(0, 0)
            fixture.view.emitEvent(fromCellAt: path(0, 0), as: K.Toggle.self) { $0.toggle() }
            weakCell = fixture.cell(0, 0) as? K.Toggle
            weakBinder = binder
            weakView = fixture.view
            #expect(weakBinder != nil && weakView != nil && weakCell != nil)
        }
        #expect(weakBinder == nil, "\(K.kind): the binder is gone")
        #expect(weakView == nil, "\(K.kind): and its view")
        #expect(weakCell == nil, "\(K.kind): and its cells, event-emitting ones included")
    }
}

/// A model identified by an `Int`, and one by a `String` (beside `Person`'s).
private struct Numbered: Identifiable, Equatable { var id: Int }
private struct Label: Identifiable, Equatable { var id: String }
