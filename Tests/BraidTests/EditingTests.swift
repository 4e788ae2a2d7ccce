import Braid
import BraidTesting
import Testing

#if canImport(Combine)
import Combine
#else
import OpenCombine
#endif

/// Editing declared on chains: swipe actions, delete and reorder — and after a user's edit the screen and the
/// data already agree, so the next update applies nothing twice; where the handler refuses, the screen goes
/// back to the data, animated.
@MainActor
@Suite("Editing")
struct EditingTests {
    /// `.first` A B C and `.second` D, bound in `scope`, people read from `store` on every update.
    final class Store {
        var people: [Section: [Person]] = [.first: ["A", "B", "C"].map { Person(name: $0) }, .second: [Person(name: "D")]]
    }

    private func bind(_ fixture: Fixture, _ store: Store, _ scope: Scope, edit: (EditingChain) -> Void) -> SectionedTableViewBinder<Section> {
        let binder = fixture.sectioned(Section.self)
        switch scope {
        case .single:
            for section in [Section.first, .second] {
                let chain = binder.onSection(section).bind(cellType: TextCell.self, models: { store.people[section] ?? [] })
                    .onDequeue { _, cell, person in cell.text = person.label }
                edit(.single(section, chain))
            }
        case .multi, .all:
            let start = scope == .multi ? binder.onSections(.first, .second) : binder.onAllSections()
            let chain = start.bind(cellType: TextCell.self, models: { store.people })
                .onDequeue { _, _, cell, person in cell.text = person.label }
            edit(.multi(chain))
        }
        binder.displayedSections = [.first, .second]
        binder.finish()
        return binder
    }

    enum EditingChain {
        case single(Section, TableViewModelSingleSectionBinder<TextCell, Section, Person>)
        case multi(TableViewModelMultiSectionBinder<TextCell, Section, Person>)

        /// Binds `onDelete` with the section, row and model.
        @MainActor func onDelete(_ handler: @escaping (Section, Int, Person) -> Void) {
            switch self {
            case .single(let section, let chain): chain.onDelete { row, person in handler(section, row, person) }
            case .multi(let chain): chain.onDelete(handler)
            }
        }

        /// Binds `onMove` with both positions and the model.
        @MainActor func onMove(_ handler: @escaping (RowPosition<Section>, RowPosition<Section>, Person) -> Void) {
            switch self {
            case .single(let section, let chain):
                chain.onMove { from, to, person in
                    handler(RowPosition(section: section, row: from), RowPosition(section: section, row: to), person)
                }
            case .multi(let chain): chain.onMove(handler)
            }
        }
    }

    // MARK: Delete

    @Test(arguments: Scope.allCases)
    func aDeleteTheHandlerAppliesAnimatesOnceAndTheNextUpdateAppliesNothing(scope: Scope) {
        let fixture = Fixture()
        let store = Store()
        var deleted: [String] = []
        let binder = bind(fixture, store, scope) { chain in
            chain.onDelete { section, row, person in
                deleted.append("\(section) \(row) \(person.name)")
                store.people[section]?.remove(at: row)
            }
        }
        fixture.table.delete(row: 1, section: 0)
        #expect(deleted == ["first 1 B"], "the handler gets the section, row and model (\(scope))")
        #expect(fixture.batches == [BatchUpdate(itemDeletes: [path(1, 0)])], "the row animates out at once")
        #expect(fixture.table.screen == ["# first", "A", "C", "# second", "D"] || fixture.table.screen == ["A", "C", "D"],
                "\(fixture.table.screen)")
        fixture.flush()
        #expect(fixture.batches.count == 1, "the update after the handler finds screen and data agreeing: \(fixture.batches)")
        withExtendedLifetime(binder) {}
    }

    @Test(arguments: Scope.allCases)
    func aDeleteTheHandlerRefusesComesBackAnimated(scope: Scope) {
        let fixture = Fixture()
        let store = Store()
        let binder = bind(fixture, store, scope) { chain in chain.onDelete { _, _, _ in } }
        fixture.table.delete(row: 0, section: 1)
        #expect(fixture.table.numberOfRows(inSection: 1) == 0, "the row went at once")
        fixture.flush()
        #expect(fixture.batches == [BatchUpdate(itemDeletes: [path(0, 1)]), BatchUpdate(itemInserts: [path(0, 1)])],
                "the data still has D: it comes back with an insert (\(scope))")
        #expect(fixture.table.numberOfRows(inSection: 1) == 1)
        withExtendedLifetime(binder) {}
    }

    @Test func aDeleteFromAPublishedSectionAppliesNothingTwiceWhenThePublisherCatchesUp() {
        let fixture = Fixture()
        let binder = fixture.plain()
        let subject = CurrentValueSubject<[Person], Never>(["A", "B", "C"].map { Person(name: $0) })
        var pendingRequest: [Person]?
        binder.onTable().bind(cellType: TextCell.self, models: subject)
            .onDequeue { _, cell, person in cell.text = person.label }
            .onDelete { row, _ in
                var people = subject.value
                people.remove(at: row)
                pendingRequest = people           // a service answers later
            }
        binder.finish()
        fixture.flush()
        fixture.table.delete(row: 0, section: 0)
        fixture.flush()
        #expect(fixture.table.screen == ["B", "C"], "the row stays gone while the service works")
        #expect(fixture.batches == [BatchUpdate(itemDeletes: [path(0, 0)])])
        subject.send(pendingRequest!)
        fixture.flush()
        #expect(fixture.batches.count == 1, "the publisher sends what the screen already shows: nothing applied twice")
        subject.send(["A", "B", "C"].map { Person(name: $0) })
        fixture.flush()
        #expect(fixture.batches.last == BatchUpdate(itemInserts: [path(0, 0)]), "the service changed its mind: A comes back")
    }

    @Test func aRowThatCannotBeEditedCannotBeSwipedOrDeleted() {
        let fixture = Fixture()
        let binder = fixture.plain()
        binder.onTable().bind(cellType: TextCell.self, models: ["A", "B"].map { Person(name: $0) })
            .onDelete { _, _ in Issue.record("a row that cannot be edited was deleted") }
            .canEdit { row, _ in row == 1 }
        binder.finish()
        #expect(fixture.table.swipe(row: 0, section: 0).isEmpty, "no actions on a row that cannot be edited")
        #expect(fixture.table.swipe(row: 1, section: 0).map(\.title) == ["Delete"], "UIKit's own Delete where onDelete is bound")
        let error = fixture.table.expectError { fixture.table.delete(row: 0, section: 0) }
        #expect(error?.message.contains("cannot be deleted by a user") == true, "\(String(describing: error))")
    }

    // MARK: Swipe actions

    @Test func swipeActionsGetTheirRowAndModelAndUntitledOnesAreReported() {
        let fixture = Fixture()
        let binder = fixture.plain()
        var favourites: [String] = []
        binder.onTable().bind(cellType: TextCell.self, models: ["A", "B"].map { Person(name: $0) })
            .onDequeue { _, cell, person in cell.text = person.label }
            .leadingSwipeActions { _, person in [SwipeAction(title: "Pin") { done in done(false) }, SwipeAction(title: " ") { _ in }] }
            .trailingSwipeActions { row, person in
                [SwipeAction(title: "Favourite", hint: "yellow") { done in favourites.append("\(row) \(person.name)"); done(true) }]
            }
        binder.finish()
        #expect(fixture.table.swipe(row: 1, section: 0).map(\.title) == ["Favourite"], "the trailing actions replace Delete")
        #expect(fixture.table.performSwipeAction(titled: "Favourite", row: 1, section: 0) == true)
        #expect(favourites == ["1 B"], "the action knows its row and model")
        #expect(fixture.table.swipe(row: 0, section: 0, edge: .leading).map(\.title) == ["Pin"], "the untitled action is dropped")
        #expect(fixture.log.errors.count == 1 && fixture.log.errors[0].contains("has no title"),
                "and reported: \(fixture.log.errors)")
    }

    /// Swipe actions and `canEdit` in every scope — `onAnySection()` as the fallback — for the sections it covers.
    @Test(arguments: HandlerScope.allCases)
    func swipeActionsAndCanEditApplyToTheChainsSections(scope: HandlerScope) {
        let fixture = Fixture()
        let binder = fixture.sectioned(Section.self)
        binder.onAllSections().bind(cellType: TextCell.self, models: [Section.first: ["A", "B"], .second: ["C"]])
            .onDequeue { _, _, cell, text in cell.text = text }
        let actions: (Section, Int) -> [SwipeAction] = { section, row in [SwipeAction(title: "\(section) \(row)") { $0(true) }] }
        let editable: (Section, Int) -> Bool = { _, row in row == 0 }
        switch scope {
        case .single:
            binder.onSection(.first).trailingSwipeActions { row in actions(.first, row) }.canEdit { editable(.first, $0) }
        case .multi:
            binder.onSections(.first).trailingSwipeActions(actions).canEdit(editable)
        case .all:
            binder.onAllSections().trailingSwipeActions(actions).canEdit(editable)
        case .any:
            binder.onAnySection().trailingSwipeActions(actions).canEdit(editable)
        }
        binder.displayedSections = [.first, .second]
        binder.finish()
        #expect(fixture.table.swipe(row: 0, section: 0).map(\.title) == ["first 0"], "\(scope): the chain's actions, with the row")
        #expect(fixture.table.swipe(row: 1, section: 0).isEmpty, "\(scope): canEdit refuses row 1")
        let second = fixture.table.swipe(row: 0, section: 1).map(\.title)
        #expect(second == (scope == .single || scope == .multi ? [] : ["second 0"]),
                "\(scope): the second section has actions only from a chain covering it: \(second)")
    }

    // MARK: Move

    @Test(arguments: Scope.allCases)
    func aMoveTheHandlerAppliesLeavesNothingForTheNextUpdate(scope: Scope) {
        let fixture = Fixture()
        let store = Store()
        var moves: [String] = []
        let binder = bind(fixture, store, scope) { chain in
            chain.onMove { from, to, person in
                moves.append("\(from.section) \(from.row) → \(to.section) \(to.row) \(person.name)")
                let moved = store.people[from.section]!.remove(at: from.row)
                store.people[to.section]!.insert(moved, at: to.row)
            }
        }
        binder.setEditing(true, animated: true)
        #expect(fixture.table.isEditing, "the binder puts the table in editing mode")
        let landed = fixture.table.move(from: path(0, 0), to: path(2, 0))
        #expect(landed == path(2, 0))
        #expect(moves == ["first 0 → first 2 A"], "\(scope)")
        let afterMove = fixture.batches.count
        fixture.flush()
        #expect(fixture.batches.count == afterMove, "the next update finds the data moved the same way: no batch")
        #expect(fixture.table.screen.filter { $0.count == 1 } == ["B", "C", "A", "D"], "\(fixture.table.screen)")
    }

    @Test func aMoveTheHandlerRefusesGoesBackAnimated() {
        let fixture = Fixture()
        let store = Store()
        let binder = bind(fixture, store, .single) { chain in chain.onMove { _, _, _ in } }
        binder.setEditing(true, animated: false)
        fixture.table.move(from: path(0, 0), to: path(2, 0))
        fixture.flush()
        #expect(fixture.batches.last == BatchUpdate(itemMoves: [Move(from: path(2, 0), to: path(0, 0))]),
                "A goes back where the data has it: \(fixture.batches)")
        #expect(fixture.table.screen.filter { $0.count == 1 } == ["A", "B", "C", "D"])
    }

    @Test func rowsStayInTheirSectionUnlessTheChainLetsThemLeave() {
        let fixture = Fixture()
        let store = Store()
        var leave = false
        let binder = bind(fixture, store, .all) { chain in
            guard case .multi(let multi) = chain else { return }
            multi.onMove { from, to, _ in
                let moved = store.people[from.section]!.remove(at: from.row)
                store.people[to.section]!.insert(moved, at: to.row)
            }
            .movesLeaveSection(true)
            .moveTarget { _, proposed in leave ? proposed : RowPosition(section: .first, row: 0) }
        }
        binder.setEditing(true, animated: false)
        #expect(fixture.table.move(from: path(2, 0), to: path(0, 1)) == path(0, 0), "the hook redirects to the top of first")
        fixture.flush()
        leave = true
        #expect(fixture.table.move(from: path(0, 0), to: path(1, 1)) == path(1, 1), "the hook lets it into second")
        fixture.flush()
        #expect(store.people[.second]?.map(\.name) == ["D", "C"], "\(store.people)")
        #expect(fixture.table.screen == ["# first", "A", "B", "# second", "D", "C"] || fixture.table.screen.filter { $0.count == 1 } == ["A", "B", "D", "C"],
                "\(fixture.table.screen)")
    }

    @Test func aRowDroppedOverAnotherSectionLandsAtTheEndOfItsOwnByDefault() {
        let fixture = Fixture()
        let store = Store()
        let binder = bind(fixture, store, .multi) { chain in chain.onMove { _, _, _ in } }
        binder.setEditing(true, animated: false)
        #expect(fixture.table.move(from: path(0, 0), to: path(0, 1)) == path(2, 0), "UIKit's convention: the nearest end")
    }

    @Test func aRefusedMoveStaysAndMovingNeedsEditingMode() {
        let fixture = Fixture()
        let store = Store()
        let binder = bind(fixture, store, .single) { chain in
            guard case .single(_, let single) = chain else { return }
            single.onMove { _, _, _ in Issue.record("a refused move reached the handler") }.moveTarget { _, _ in nil }
        }
        let notEditing = fixture.table.expectError { fixture.table.move(from: path(0, 0), to: path(1, 0)) }
        #expect(notEditing?.message.contains("editing mode") == true, "\(String(describing: notEditing))")
        binder.setEditing(true, animated: false)
        #expect(fixture.table.move(from: path(0, 0), to: path(1, 0)) == path(0, 0), "the hook refuses: the row stays")
        #expect(fixture.batches.isEmpty)
    }

    @Test func aHostThatDropsARowWhereTheChainRefusesIsReportedAndTheRowGoesBack() {
        let fixture = Fixture()
        let store = Store()
        let binder = bind(fixture, store, .multi) { chain in chain.onMove { _, _, _ in Issue.record("a refused move reached the handler") } }
        // A host that skips the target question and drops the row into another section.
        fixture.table.performBatchUpdates(BatchUpdate(itemMoves: [Move(from: path(0, 0), to: path(0, 1))]), animations: .all(.none), updateData: {
            fixture.table.dataSource?.tableHost(fixture.table, moveRowAt: path(0, 0), to: path(0, 1))
        }, completion: nil)
        #expect(fixture.log.errors.count == 1 && fixture.log.errors[0].contains("refuses"),
                "the binder names the refused destination: \(fixture.log.errors)")
        fixture.flush()
        #expect(fixture.batches.last == BatchUpdate(itemMoves: [Move(from: path(0, 1), to: path(0, 0))]),
                "the row goes back where the data has it: \(fixture.batches)")
        #expect(store.people[.first]?.first?.name == "A")
        withExtendedLifetime(binder) {}
    }

    @Test func onMoveOnCountedCellsIsReported() {
        let fixture = Fixture()
        let binder = fixture.plain()
        binder.onTable().bind(cellProvider: { dequeuer, _ in dequeuer.dequeue(TextCell.self) }, numberOfCells: 3)
            .onMove { _, _ in }
        binder.finish()
        binder.setEditing(true, animated: false)
        _ = fixture.table.expectError { fixture.table.move(from: path(0, 0), to: path(1, 0)) }
        #expect(fixture.log.errors.count == 1 && fixture.log.errors[0].contains("only counted"), "\(fixture.log.errors)")
    }

    // MARK: Collection views

    @Test func aCollectionDeletesThroughItsDeleteSwipeActionAndMovesWithoutEditingMode() {
        let collection = HeadlessCollectionView(viewportSize: Size(width: 20, height: 6))
        let scheduler = ManualUpdateScheduler()
        let binder = CollectionViewBinder(collectionView: collection, scheduler: scheduler)
        var items = ["a", "b", "c"]
        binder.onCollection().bind(cellType: TileCell.self, models: { items })
            .onDequeue { _, cell, item in cell.text = item }
            .onDelete { row, _ in items.remove(at: row) }
            .onMove { from, to, _ in items.insert(items.remove(at: from), at: to) }
        binder.finish()
        #expect(collection.swipe(item: 0, section: 0).map(\.title) == ["Delete"], "onDelete gives a collection a Delete action")
        collection.delete(item: 0, section: 0)
        scheduler.flush()
        #expect(collection.screen == ["b | c"])
        #expect(collection.move(from: ItemPath(item: 0, section: 0), to: ItemPath(item: 1, section: 0)) == ItemPath(item: 1, section: 0))
        scheduler.flush()
        #expect(items == ["c", "b"] && collection.screen == ["c | b"], "\(items) \(collection.screen)")
        #expect(collection.appliedBatches.count == 2, "one delete, one move, nothing after: \(collection.appliedBatches.map(\.batch))")
    }
}
