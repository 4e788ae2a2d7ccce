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
        #expect(fixture.log.warnings.count == 1 && fixture.log.warnings[0].contains("has no title"),
                "and warned: \(fixture.log.entries)")
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
        #expect(fixture.log.warnings.count == 1 && fixture.log.warnings[0].contains("does not let its rows into section second") && fixture.log.errors.isEmpty,
                "the binder names the refused destination, a warning since the row goes back: \(fixture.log.entries)")
        fixture.flush()
        #expect(fixture.batches.suffix(2) == [BatchUpdate(itemMoves: [Move(from: path(0, 1), to: path(0, 0))]),
                                              BatchUpdate(itemReconfigures: [path(0, 0)])],
                "the row goes back where the data has it, configured for that section again: \(fixture.batches)")
        #expect(store.people[.first]?.first?.name == "A")
        withExtendedLifetime(binder) {}
    }

    @Test func onMoveOnCountedCellsIsWarnedOnceWhenEditingStartsAndTheRowsCannotMove() {
        let fixture = Fixture()
        let binder = fixture.plain()
        binder.onTable().bind(cellProvider: { dequeuer, _ in dequeuer.dequeue(TextCell.self) }, numberOfCells: 3)
            .onMove { _, _ in Issue.record("a counted row moved") }
        binder.finish()
        binder.setEditing(true, animated: false)
        #expect(fixture.log.warnings.count == 1 && fixture.log.warnings[0].contains("only counted"),
                "reported when editing starts, before anyone tries to move: \(fixture.log.entries)")
        let error = fixture.table.expectError { fixture.table.move(from: path(0, 0), to: path(1, 0)) }
        #expect(error?.message.contains("cannot move") == true, "\(String(describing: error))")
        #expect(fixture.log.entries.count == 1 && fixture.batches.isEmpty, "once, and nothing moved: \(fixture.log.entries)")
    }

    // MARK: What UIKit needs

    /// In editing mode UIKit shows a row's reorder control only if the row is editable: a row that can only move
    /// is editable, with the editing style `.none` — no delete control, no swipe actions.
    @Test(arguments: [false, true])
    func aRowThatCanOnlyMoveIsEditableWithoutADeleteControl(modelAware: Bool) {
        let fixture = Fixture()
        let binder = fixture.plain()
        var people = ["A", "B", "C"].map { Person(name: $0) }
        let chain = binder.onTable().bind(cellType: TextCell.self, models: { people })
            .onDequeue { _, cell, person in cell.text = person.name }
            .onMove { from, to, _ in people.insert(people.remove(at: from), at: to) }
        if modelAware { chain.canMove { _, person in person.name != "C" } } else { chain.canMove { $0 != 2 } }
        binder.finish()
        let source = fixture.table.dataSource
        #expect(source?.tableHost(fixture.table, canEditRowAt: path(0, 0)) == true, "a movable row is editable")
        #expect(source?.tableHost(fixture.table, editingStyleForRowAt: path(0, 0)) == RowEditingStyle.none, "without a delete control")
        #expect(source?.tableHost(fixture.table, canEditRowAt: path(2, 0)) == false, "a row that can neither move nor be deleted is not")
        #expect(fixture.table.swipe(row: 0, section: 0).isEmpty, "nothing to swipe")
        let delete = fixture.table.expectError { fixture.table.delete(row: 0, section: 0) }
        #expect(delete?.message.contains("cannot be deleted") == true, "\(String(describing: delete))")
        binder.setEditing(true, animated: false)
        #expect(fixture.table.move(from: path(0, 0), to: path(1, 0)) == path(1, 0), "the reorder control is there")
        fixture.flush()
        #expect(fixture.table.screen == ["B", "A", "C"] && fixture.batches.count == 1, "\(fixture.table.screen) \(fixture.batches)")
        let cannot = fixture.table.expectError { fixture.table.move(from: path(2, 0), to: path(0, 0)) }
        #expect(cannot?.message.contains("cannot move") == true, "\(String(describing: cannot))")
    }

    /// The headless table refuses a move of a row the data source says is not editable, as UIKit shows it no
    /// reorder control — even when `canMoveRowAt` says yes.
    @Test func theHeadlessTableRefusesToMoveARowThatIsNotEditable() {
        @MainActor final class MoveOnlySource: TableViewHostDataSource {
            func numberOfSections(in host: any TableViewHost) -> Int { 1 }
            func tableHost(_ host: any TableViewHost, numberOfRowsInSection section: Int) -> Int { 2 }
            func tableHost(_ host: any TableViewHost, cellForRowAt path: ItemPath) -> AnyObject {
                host.dequeueReusableCell(withReuseIdentifier: "cell", for: path)
            }
            func tableHost(_ host: any TableViewHost, canMoveRowAt path: ItemPath) -> Bool { true }
            func tableHost(_ host: any TableViewHost, moveRowAt source: ItemPath, to destination: ItemPath) {
                Issue.record("a row without a reorder control moved")
            }
        }
        let table = HeadlessTableView(viewportSize: Size(width: 10, height: 5))
        table.register(cellType: TextCell.self, forReuseIdentifier: "cell")
        let source = MoveOnlySource()
        table.dataSource = source
        table.reloadData()
        table.setEditing(true, animated: false)
        let error = table.expectError { table.move(from: path(0, 0), to: path(1, 0)) }
        #expect(error?.message.contains("not editable") == true, "\(String(describing: error))")
        #expect(table.appliedBatches.isEmpty)
    }

    // MARK: Diagnostics: warnings, since the screen ends on the data

    @Test func aHookRedirectingWhereTheRowCannotGoIsWarnedAndTheRowStays() {
        let fixture = Fixture()
        let store = Store()
        let binder = bind(fixture, store, .multi) { chain in
            guard case .multi(let multi) = chain else { return }
            multi.onMove { _, _, _ in Issue.record("a refused move reached the handler") }
                .moveTarget { _, proposed in proposed.row == 1 ? RowPosition(section: .third, row: 0) : RowPosition(section: .first, row: 9) }
        }
        binder.setEditing(true, animated: false)
        #expect(fixture.table.move(from: path(0, 0), to: path(1, 0)) == path(0, 0), "a section not displayed: the row stays")
        #expect(fixture.table.move(from: path(0, 0), to: path(2, 0)) == path(0, 0), "a row out of range: the row stays")
        #expect(fixture.log.warnings.count == 2 && fixture.log.warnings.allSatisfy { $0.contains("moveTarget hook of section first redirected") },
                "\(fixture.log.entries)")
        #expect(fixture.log.errors.isEmpty && fixture.batches.isEmpty)
    }

    @Test func aHostReportingADeleteOrMoveNoChainBindsIsWarnedAndTheScreenStaysOnTheData() {
        let fixture = Fixture()
        let store = Store()
        let binder = bind(fixture, store, .single) { _ in }
        let source = fixture.table.dataSource
        source?.tableHost(fixture.table, commit: .delete, forRowAt: path(0, 0))
        #expect(fixture.log.warnings.count == 1 && fixture.log.warnings[0].contains("no chain binds onDelete"), "\(fixture.log.entries)")
        #expect(fixture.batches.isEmpty && fixture.table.numberOfRows(inSection: 0) == 3, "nothing is deleted")
        // A host that moves a row without asking.
        fixture.table.performBatchUpdates(BatchUpdate(itemMoves: [Move(from: path(0, 0), to: path(2, 0))]), animations: .all(.none), updateData: {
            source?.tableHost(fixture.table, moveRowAt: path(0, 0), to: path(2, 0))
        }, completion: nil)
        #expect(fixture.log.warnings.count == 2 && fixture.log.warnings[1].contains("no chain binds onMove"), "\(fixture.log.entries)")
        fixture.flush()
        #expect(fixture.batches.last?.itemMoves.count == 1 && fixture.table.screen.filter { $0.count == 1 } == ["A", "B", "C", "D"],
                "the row is put back: \(fixture.batches) \(fixture.table.screen)")
        #expect(fixture.log.errors.isEmpty)
        withExtendedLifetime(binder) {}
    }

    @Test func aRowDroppedIntoASectionOfAnotherModelTypeIsWarnedAndTheTableReloads() {
        let fixture = Fixture()
        let binder = fixture.sectioned(Section.self)
        binder.onSection(.first).bind(cellType: TextCell.self, models: { [Person(name: "A"), Person(name: "B")] })
            .onDequeue { _, cell, person in cell.text = person.name }
            .onMove { _, _, _ in Issue.record("a refused move reached the handler") }
        binder.onSection(.second).bind(cellType: TextCell.self, models: { [Note(text: "n")] })
            .onDequeue { _, cell, note in cell.text = note.text }
        binder.displayedSections = [.first, .second]
        binder.finish()
        // A host that skips asking where the row may land, and reports the drop outside a batch as UIKit does.
        fixture.table.dataSource?.tableHost(fixture.table, moveRowAt: path(0, 0), to: path(0, 1))
        #expect(fixture.log.warnings.contains { $0.contains("cannot join section second") }, "\(fixture.log.entries)")
        fixture.flush()
        #expect(fixture.table.screen.filter { $0.count == 1 } == ["A", "B", "n"], "the table shows the data again: \(fixture.table.screen)")
        #expect(fixture.log.errors.isEmpty, "\(fixture.log.entries)")
    }

    @Test func movesLeaveSectionWithNoOtherSectionOfTheSameBindingIsWarned() {
        let fixture = Fixture()
        let binder = fixture.sectioned(Section.self)
        binder.onSections(.first).bind(cellType: TextCell.self, models: [Section.first: ["A", "B"]])
            .onMove { _, _, _ in }
            .movesLeaveSection(true)
        binder.onSections(.second, .third).bind(cellType: TextCell.self, models: [Section.second: ["C"], .third: ["D"]])
            .onMove { _, _, _ in }
            .movesLeaveSection(true)
        binder.displayedSections = [.first, .second, .third]
        binder.finish()
        binder.setEditing(true, animated: false)
        binder.setEditing(false, animated: false)
        binder.setEditing(true, animated: false)
        #expect(fixture.log.warnings.count == 1 && fixture.log.warnings[0].contains("movesLeaveSection(true) applies to section first"),
                "only the section whose binding provides no other, once: \(fixture.log.entries)")
        #expect(fixture.table.move(from: path(0, 0), to: path(0, 1)) == path(1, 0), "it moves within its section")
    }

    // MARK: What the headless table refuses, like UIKit

    @Test func theHeadlessVerbsRefuseWhatAUserCannotDoAndApplyNothing() {
        let fixture = Fixture()
        let binder = fixture.plain()
        binder.onTable().bind(cellType: TextCell.self, models: ["A", "B"].map { Person(name: $0) })
            .onDequeue { _, cell, person in cell.text = person.name }
            .trailingSwipeActions { _, _ in [SwipeAction(title: "Pin") { _ in Issue.record("the wrong action ran") }] }
            .onDelete { _, _ in Issue.record("a refused verb deleted") }
            .onMove { _, _, _ in Issue.record("a refused verb moved") }
        binder.finish()
        let unknown = fixture.table.expectError { fixture.table.performSwipeAction(titled: "Archive", row: 0, section: 0) }
        #expect(unknown?.message.contains("no trailing swipe action titled \"Archive\"") == true && unknown?.message.contains("\"Pin\"") == true,
                "\(String(describing: unknown))")
        binder.setEditing(true, animated: false)
        let swipe = fixture.table.expectError { _ = fixture.table.swipe(row: 0, section: 0) }
        #expect(swipe?.message.contains("editing mode") == true, "\(String(describing: swipe))")
        let outOfRange = fixture.table.expectError { fixture.table.move(from: path(0, 0), to: path(5, 0)) }
        #expect(outOfRange?.kind == .indexPathOutOfRange && outOfRange?.message.contains("is not a place") == true,
                "\(String(describing: outOfRange))")
        #expect(fixture.batches.isEmpty && fixture.table.screen == ["A", "B"], "nothing applied")
    }

    // MARK: Constant data

    /// Data given once is the binder's own copy: a user's edit changes it, and stays — there is no other data for
    /// the screen to go back to. A handler refuses ahead of time, with `canEdit`, `canMove` or `moveTarget`.
    @Test func anEditOfConstantDataStandsAndIsRefusedAheadOfTime() {
        let fixture = Fixture()
        let binder = fixture.plain()
        binder.onTable().bind(cellType: TextCell.self, models: ["A", "B", "C"].map { Person(name: $0) })
            .onDequeue { _, cell, person in cell.text = person.name }
            .canEdit { _, person in person.name != "C" }
            .onDelete { row, person in fixture.calls.record("delete \(row) \(person.name)") }
        binder.finish()
        fixture.table.delete(row: 0, section: 0)
        fixture.flush()
        binder.refresh()
        fixture.flush()
        #expect(fixture.calls.take() == ["delete 0 A"] && fixture.table.screen == ["B", "C"],
                "the delete stands through updates: \(fixture.table.screen)")
        #expect(fixture.batches == [BatchUpdate(itemDeletes: [path(0, 0)])], "applied once: \(fixture.batches)")
        _ = fixture.table.expectError { fixture.table.delete(row: 1, section: 0) }
        #expect(fixture.table.screen == ["B", "C"], "canEdit refused C before the user could delete it")
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

    @Test func aCollectionWarnsOfOnMoveOnCountedItemsAtFinishAndRefusesADeleteWithoutADestructiveAction() {
        let collection = HeadlessCollectionView(viewportSize: Size(width: 20, height: 6))
        let log = DiagnosticLog()
        let binder = CollectionViewBinder(collectionView: collection, scheduler: ManualUpdateScheduler())
        binder.diagnosticHandler = log.record
        binder.onCollection().bind(cellProvider: { dequeuer, _ in dequeuer.dequeue(TileCell.self) }, numberOfCells: 2)
            .onMove { _, _ in Issue.record("a counted item moved") }
            .trailingSwipeActions { _ in [SwipeAction(title: "Pin") { _ in Issue.record("delete ran a plain action") }] }
        binder.finish()
        #expect(log.warnings.count == 1 && log.warnings[0].contains("only counted"), "reported by finish(): \(log.entries)")
        let move = collection.expectError { collection.move(from: ItemPath(item: 0, section: 0), to: ItemPath(item: 1, section: 0)) }
        #expect(move?.message.contains("cannot move") == true, "\(String(describing: move))")
        #expect(log.warnings.count == 1 && log.warnings[0].contains("only counted"), "\(log.entries)")
        let delete = collection.expectError { collection.delete(item: 0, section: 0) }
        #expect(delete?.message.contains("no destructive trailing swipe action") == true, "\(String(describing: delete))")
        #expect(collection.appliedBatches.isEmpty, "nothing applied")
    }
}
