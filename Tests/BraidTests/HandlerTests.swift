import Braid
import BraidTesting
import Testing

/// `onDequeue`, `onTapped`, `onEvent(from:)` (with and without the model), `prefetch(when:with:)` and
/// `assuming(modelType:)`, bound on each kind of chain; and the resolution rules between them.
///
/// Every case shows `.first` (A, B) and `.second` (C), bound by the chain under test, and `.third` (E), bound
/// by name elsewhere: handlers of a single, multi or all-sections chain must not run for `.third`, while
/// `onAnySection()` handlers run for every section. Each case runs on a headless table and a headless collection view.
@MainActor
@Suite("Handlers")
struct HandlerTests {
    // MARK: onDequeue

    @Test(arguments: ViewKind.allCases, HandlerScope.allCases)
    func onDequeueWithoutAModelRunsForEachDequeuedCellOfItsSections(kind: ViewKind, scope: HandlerScope) { onDequeueWithoutAModelRunsForEachDequeuedCellOfItsSections(kind.type, scope) }
    private func onDequeueWithoutAModelRunsForEachDequeuedCellOfItsSections<K: HeadlessKind>(_: K.Type, _ scope: HandlerScope) {
        let fixture = KindFixture<K>()
        let calls = fixture.calls
        let chains = bindPeople(fixture, scope)
        for (section, chain) in chains.single {
            chain.onDequeue { row, cell in calls.record("dequeue \(section) \(row) \(type(of: cell))") }
        }
        chains.multi?.onDequeue { section, row, cell in calls.record("dequeue \(section) \(row) \(type(of: cell))") }
        chains.any?.onDequeue { section, row, cell in calls.record("dequeue \(section) \(row) \(type(of: cell))") }
        chains.binder.finish()
        var expected = ["dequeue first 0 \(K.Toggle.self)", "dequeue first 1 \(K.Toggle.self)", "dequeue second 0 \(K.Toggle.self)"]
        if scope == .any { expected.append("dequeue third 0 \(K.Toggle.self)") }
        #expect(calls.take() == expected, "the handler runs once per dequeued cell of the chain's sections")
        #expect(fixture.view.screen == ["A", "B", "C", "E"])
        #expect(fixture.log.entries.isEmpty, "no diagnostics: \(fixture.log.entries)")
    }

    @Test(arguments: ViewKind.allCases, Scope.allCases)
    func onDequeueWithAModelGetsTheModelOfTheDequeuedRow(kind: ViewKind, scope: Scope) { onDequeueWithAModelGetsTheModelOfTheDequeuedRow(kind.type, scope) }
    private func onDequeueWithAModelGetsTheModelOfTheDequeuedRow<K: HeadlessKind>(_: K.Type, _ scope: Scope) {
        let fixture = KindFixture<K>()
        let calls = fixture.calls
        let chains = bindPeople(fixture, HandlerScope(scope))
        for (section, chain) in chains.single {
            chain.onDequeue { row, _, person in calls.record("dequeue \(section) \(row) \(person)") }
        }
        chains.multi?.onDequeue { section, row, _, person in calls.record("dequeue \(section) \(row) \(person)") }
        chains.binder.finish()
        #expect(calls.take() == ["dequeue first 0 A", "dequeue first 1 B", "dequeue second 0 C"])
    }

    // MARK: onTapped

    @Test(arguments: ViewKind.allCases, HandlerScope.allCases)
    func onTappedWithoutAModelRunsForTapsInItsSections(kind: ViewKind, scope: HandlerScope) { onTappedWithoutAModelRunsForTapsInItsSections(kind.type, scope) }
    private func onTappedWithoutAModelRunsForTapsInItsSections<K: HeadlessKind>(_: K.Type, _ scope: HandlerScope) {
        let fixture = KindFixture<K>()
        let calls = fixture.calls
        let chains = bindPeople(fixture, scope)
        for (section, chain) in chains.single {
            chain.onTapped { row, cell in calls.record("tapped \(section) \(row) \(cell.text)") }
        }
        chains.multi?.onTapped { section, row, cell in calls.record("tapped \(section) \(row) \(cell.text)") }
        chains.any?.onTapped { section, row, cell in calls.record("tapped \(section) \(row) \((cell as? HeadlessReusableView)?.text ?? "?")") }
        chains.binder.finish()
        tapEveryRow(fixture)
        var expected = ["tapped first 0 A", "tapped first 1 B", "tapped second 0 C"]
        if scope == .any { expected.append("tapped third 0 E") }
        #expect(calls.take() == expected, "a tap runs the handlers of the tapped row's section only")
    }

    @Test(arguments: ViewKind.allCases, Scope.allCases)
    func onTappedWithAModelGetsTheModelOfTheTappedRow(kind: ViewKind, scope: Scope) { onTappedWithAModelGetsTheModelOfTheTappedRow(kind.type, scope) }
    private func onTappedWithAModelGetsTheModelOfTheTappedRow<K: HeadlessKind>(_: K.Type, _ scope: Scope) {
        let fixture = KindFixture<K>()
        let calls = fixture.calls
        let chains = bindPeople(fixture, HandlerScope(scope))
        for (section, chain) in chains.single {
            chain.onTapped { row, _, person in calls.record("tapped \(section) \(row) \(person)") }
        }
        chains.multi?.onTapped { section, row, _, person in calls.record("tapped \(section) \(row) \(person)") }
        chains.binder.finish()
        tapEveryRow(fixture)
        #expect(calls.take() == ["tapped first 0 A", "tapped first 1 B", "tapped second 0 C"])
    }

    // MARK: onEvent(from:)

    @Test(arguments: ViewKind.allCases, HandlerScope.allCases)
    func onEventWithoutAModelHearsEventsFromCellsOfItsSections(kind: ViewKind, scope: HandlerScope) { onEventWithoutAModelHearsEventsFromCellsOfItsSections(kind.type, scope) }
    private func onEventWithoutAModelHearsEventsFromCellsOfItsSections<K: HeadlessKind>(_: K.Type, _ scope: HandlerScope) {
        let fixture = KindFixture<K>()
        let calls = fixture.calls
        let chains = bindPeople(fixture, scope)
        for (section, chain) in chains.single {
            chain.onEvent(from: K.Toggle.self) { row, cell, event in calls.record("event \(section) \(row) \(cell.text) \(event)") }
        }
        chains.multi?.onEvent(from: K.Toggle.self) { section, row, cell, event in
            calls.record("event \(section) \(row) \(cell.text) \(event)")
        }
        chains.any?.onEvent(from: K.Toggle.self) { section, row, cell, event in
            calls.record("event \(section) \(row) \(cell.text) \(event)")
        }
        chains.binder.finish()
        toggleEveryRow(fixture)
        var expected = ["event first 0 A toggled(true)", "event first 1 B toggled(true)", "event second 0 C toggled(true)"]
        if scope == .any { expected.append("event third 0 E toggled(true)") }
        #expect(calls.take() == expected, "each cell's event reaches the handlers of its own section")
    }

    @Test(arguments: ViewKind.allCases, Scope.allCases)
    func onEventWithAModelGetsTheModelOfTheEmittingRow(kind: ViewKind, scope: Scope) { onEventWithAModelGetsTheModelOfTheEmittingRow(kind.type, scope) }
    private func onEventWithAModelGetsTheModelOfTheEmittingRow<K: HeadlessKind>(_: K.Type, _ scope: Scope) {
        let fixture = KindFixture<K>()
        let calls = fixture.calls
        let chains = bindPeople(fixture, HandlerScope(scope))
        for (section, chain) in chains.single {
            chain.onEvent(from: K.Toggle.self) { row, _, event, person in calls.record("event \(section) \(row) \(person) \(event)") }
        }
        chains.multi?.onEvent(from: K.Toggle.self) { section, row, _, event, person in
            calls.record("event \(section) \(row) \(person) \(event)")
        }
        chains.binder.finish()
        toggleEveryRow(fixture)
        #expect(calls.take() == ["event first 0 A toggled(true)", "event first 1 B toggled(true)", "event second 0 C toggled(true)"])
    }

    @Test(arguments: ViewKind.allCases)
    func onEventOnlyHearsTheCellTypeItNames(kind: ViewKind) { onEventOnlyHearsTheCellTypeItNames(kind.type) }
    private func onEventOnlyHearsTheCellTypeItNames<K: HeadlessKind>(_: K.Type) {
        let fixture = KindFixture<K>()
        let binder = fixture.plain()
        let calls = fixture.calls
        K.onOnlySection(binder)
            .bind(cellProvider: { dequeuer, _, item in
                switch item {
                case .toggle: return dequeuer.dequeue(K.Toggle.self)
                case .field: return dequeuer.dequeue(K.Field.self)
                }
            }, models: [EventItem.toggle, .field])
            .onEvent(from: K.Field.self) { row, _, event, item in calls.record("field \(row) \(item) \(event)") }
            .onEvent(from: K.Toggle.self) { row, _, event in calls.record("toggle \(row) \(event)") }
        binder.finish()
        fixture.view.emitEvent(fromCellAt: path(1, 0), as: K.Field.self) { $0.enter("hi") }
        fixture.view.emitEvent(fromCellAt: path(0, 0), as: K.Toggle.self) { $0.toggle() }
        #expect(calls.take() == ["field 1 field entered(\"hi\")", "toggle 0 toggled(true)"],
                "each handler hears only the cell type it was bound for")
    }

    // MARK: prefetch(when:with:)

    @Test(arguments: ViewKind.allCases, Scope.allCases)
    func prefetchAsksOnceForMoreWhenTheEndOfASectionComesNear(kind: ViewKind, scope: Scope) { prefetchAsksOnceForMoreWhenTheEndOfASectionComesNear(kind.type, scope) }
    private func prefetchAsksOnceForMoreWhenTheEndOfASectionComesNear<K: HeadlessKind>(_: K.Type, _ scope: Scope) {
        let fixture = KindFixture<K>(rows: 4)
        let binder = fixture.sectioned(Section.self)
        let calls = fixture.calls
        var data: [Section: [Person]] = [.first: (0..<10).map { Person(name: "P\($0)") }]
        switch scope {
        case .single:
            binder.onSection(.first)
                .bind(cellType: K.Text.self, models: { data[.first] ?? [] })
                .onDequeue { _, cell, person in cell.text = person.label }
                .prefetch(when: .cellsFromEnd(2)) { start in calls.record("prefetch first from \(start)") }
        case .multi, .all:
            let chain = scope == .multi ? binder.onSections(.first) : binder.onAllSections()
            chain.bind(cellType: K.Text.self, models: { data })
                .onDequeue { _, _, cell, person in cell.text = person.label }
                .prefetch(when: .cellsFromEnd(2)) { section, start in calls.record("prefetch \(section) from \(start)") }
        }
        binder.displayedSections = [.first]
        binder.finish()
        #expect(calls.take().isEmpty, "the first rows are far from the end")
        fixture.view.scroll(by: 4)
        #expect(calls.take().isEmpty, "rows 4–7 are still more than 2 from the end")
        fixture.view.scroll(by: 1)
        #expect(calls.take() == ["prefetch first from 10"], "row 8 is 2 from the end: ask for items from 10 on")
        fixture.view.scroll(by: 1)
        #expect(calls.take().isEmpty, "one request per section length")

        data[.first]! += (10..<15).map { Person(name: "P\($0)") }
        binder.refresh()
        fixture.flush()
        fixture.view.scroll(toOffset: .infinity)
        #expect(calls.take() == ["prefetch first from 15"], "after the new items arrive, the new end asks again")
    }

    // MARK: assuming(modelType:)

    @Test(arguments: ViewKind.allCases, Scope.allCases)
    func assumingAModelTypeGivesAHandlerOnlyChainTheModels(kind: ViewKind, scope: Scope) { assumingAModelTypeGivesAHandlerOnlyChainTheModels(kind.type, scope) }
    private func assumingAModelTypeGivesAHandlerOnlyChainTheModels<K: HeadlessKind>(_: K.Type, _ scope: Scope) {
        let fixture = KindFixture<K>()
        let binder = fixture.sectioned(Section.self)
        let calls = fixture.calls
        let people: [Section: [Person]] = [.first: [Person(name: "A")], .second: [Person(name: "C")]]
        switch scope {
        case .single, .multi:
            binder.onSection(.first).bind(cellType: K.Text.self, models: people[.first]!)
            binder.onSection(.second).bind(cellType: K.Other.self, models: people[.second]!)
        case .all:
            binder.onAllSections().bind(cellType: K.Text.self, models: people)
        }
        switch scope {
        case .single:
            for section in [Section.first, .second] {
                binder.onSection(section).assuming(modelType: Person.self)
                    .onTapped { row, cell, person in calls.record("tapped \(section) \(row) \(type(of: cell)) \(person)") }
            }
        case .multi, .all:
            let chain = scope == .multi ? binder.onSections(.first, .second) : binder.onAllSections()
            chain.assuming(modelType: Person.self)
                .onTapped { section, row, cell, person in calls.record("tapped \(section) \(row) \(type(of: cell)) \(person)") }
        }
        binder.displayedSections = [.first, .second]
        binder.finish()
        fixture.tap(0, 0)
        fixture.tap(0, 1)
        let secondCell = scope == .all ? "\(K.Text.self)" : "\(K.Other.self)"
        #expect(calls.take() == ["tapped first 0 \(K.Text.self) A", "tapped second 0 \(secondCell) C"],
                "the assumed model type reaches the handler, with the cell as it was dequeued")
        #expect(fixture.log.entries.isEmpty, "a correct assumption is not reported: \(fixture.log.entries)")
    }

    // MARK: Typed by construction

    /// A section's cells bound twice: the second binding wins, with a warning, and the first chain's handlers — which
    /// take its cells and models — go with its binding, silently after that warning (they used to be skipped by a
    /// failing cast, unreported).
    @Test(arguments: ViewKind.allCases)
    func cellsBoundTwiceAreWarnedAndTheEarlierChainsHandlersGoWithItsBinding(kind: ViewKind) { cellsBoundTwiceAreWarnedAndTheEarlierChainsHandlersGoWithItsBinding(kind.type) }
    private func cellsBoundTwiceAreWarnedAndTheEarlierChainsHandlersGoWithItsBinding<K: HeadlessKind>(_: K.Type) {
        let fixture = KindFixture<K>()
        let binder = fixture.sectioned(Section.self)
        let calls = fixture.calls
        binder.onSection(.first).bind(cellType: K.Text.self, models: [Person(name: "A")])
            .onDequeue { _, _, person in calls.record("first chain dequeued \(person)") }
            .onTapped { _, _, person in calls.record("first chain tapped \(person)") }
        binder.onSection(.first).bind(cellType: K.Text.self, models: [Plain(text: "x")])
            .onDequeue { _, cell, plain in cell.text = plain.text; calls.record("second chain dequeued \(plain.text)") }
            .onTapped { _, _, plain in calls.record("second chain tapped \(plain.text)") }
        binder.displayedSections = [.first]
        binder.finish()
        fixture.tap(0, 0)
        #expect(calls.take() == ["second chain dequeued x", "second chain tapped x"], "only the binding's own chain's handlers run")
        #expect(fixture.view.screen == ["x"])
        #expect(fixture.log.warnings.count == 1 && fixture.log.warnings.first?.contains("binds the cells of section first again") == true,
                "the second binding is warned about once, by section: \(fixture.log.entries)")
        #expect(fixture.log.errors.isEmpty, "\(fixture.log.errors)")
    }

    /// Model handlers read each kind of rows typed — an array's, a recording list's, a tree's, and the array a user's
    /// delete makes of a tree's — and after an update, the new rows' models, not the ones read before.
    @Test(arguments: ViewKind.allCases)
    func modelHandlersReadEveryKindOfRowsAndFollowUpdates(kind: ViewKind) { modelHandlersReadEveryKindOfRowsAndFollowUpdates(kind.type) }
    private func modelHandlersReadEveryKindOfRowsAndFollowUpdates<K: HeadlessKind>(_: K.Type) {
        let fixture = KindFixture<K>()
        let binder = fixture.sectioned(Section.self)
        let calls = fixture.calls
        var people = [Person(name: "A"), Person(name: "B")]
        let list = RecordingList([Person(name: "C")])
        binder.onSection(.first).bind(cellType: K.Text.self, models: { people })
            .onTapped { row, _, person in calls.record("array \(row) \(person.name)") }
        binder.onSection(.second).bind(cellType: K.Text.self, models: list)
            .onTapped { row, _, person in calls.record("list \(row) \(person.name)") }
        binder.onSection(.third).bind(cellType: K.Text.self, tree: [Folder("r", [Folder("k")])], children: \.children)
            .onTapped { row, _, node in calls.record("tree \(row) \(node.model.id) depth \(node.depth)") }
            .onDelete { row, node in calls.record("deleted \(row) \(node.model.id)") }
        binder.displayedSections = [.first, .second, .third]
        binder.finish()
        binder.expandAll()
        fixture.flush()
        for (row, section) in [(1, 0), (0, 1), (1, 2)] { fixture.tap(row, section) }
        #expect(calls.take() == ["array 1 B", "list 0 C", "tree 1 k depth 1"])
        people = [Person(name: "Z"), Person(name: "Y")]
        list.append(Person(name: "D"))
        binder.refresh()
        fixture.flush()
        for (row, section) in [(1, 0), (1, 1)] { fixture.tap(row, section) }
        #expect(calls.take() == ["array 1 Y", "list 1 D"], "an update's new rows, not the rows read before")
        fixture.view.delete(ItemPath(row: 1, section: 2))
        #expect(calls.take() == ["deleted 1 k"])
        fixture.tap(0, 2)
        #expect(calls.take() == ["tree 0 r depth 0"], "the rows a user's edit made are read typed too")
        #expect(fixture.log.errors.isEmpty, "\(fixture.log.errors)")
    }

    // MARK: Resolution rules

    @Test(arguments: ViewKind.allCases)
    func aHandlerBoundByNameWinsOverTheAllSectionsOneForThatSection(kind: ViewKind) { aHandlerBoundByNameWinsOverTheAllSectionsOneForThatSection(kind.type) }
    private func aHandlerBoundByNameWinsOverTheAllSectionsOneForThatSection<K: HeadlessKind>(_: K.Type) {
        let fixture = KindFixture<K>()
        let binder = fixture.sectioned(Section.self)
        let calls = fixture.calls
        binder.onAllSections()
            .bind(cellType: K.Text.self, models: [Section.first: [Person(name: "A")], .second: [Person(name: "C")]])
            .onTapped { section, row, _, person in calls.record("all \(section) \(row) \(person)") }
        binder.onSection(.first)
            .onTapped { row, _ in calls.record("named first \(row)") }
        binder.displayedSections = [.first, .second]
        binder.finish()
        fixture.tap(0, 0)
        fixture.tap(0, 1)
        #expect(calls.take() == ["named first 0", "all second 0 C"],
                "the named handler replaces the all-sections one in its section only")
    }

    @Test(arguments: ViewKind.allCases)
    func allSectionsHandlersDoNotRunForSectionsWhoseCellsAreBoundByName(kind: ViewKind) { allSectionsHandlersDoNotRunForSectionsWhoseCellsAreBoundByName(kind.type) }
    private func allSectionsHandlersDoNotRunForSectionsWhoseCellsAreBoundByName<K: HeadlessKind>(_: K.Type) {
        let fixture = KindFixture<K>()
        let binder = fixture.sectioned(Section.self)
        let calls = fixture.calls
        binder.onSection(.first).bind(cellType: K.Text.self, models: [Person(name: "A")])
        binder.onAllOtherSections()
            .bind(cellType: K.Other.self, models: [Section.second: [Person(name: "C")]])
            .onTapped { section, row, _, person in calls.record("all \(section) \(row) \(person)") }
        binder.displayedSections = [.first, .second]
        binder.finish()
        fixture.tap(0, 0)
        fixture.tap(0, 1)
        #expect(calls.take() == ["all second 0 C"], "the all-sections chain is the default case, not an addition")
    }

    @Test(arguments: ViewKind.allCases)
    func anySectionHandlersRunAfterTheSpecificOnes(kind: ViewKind) { anySectionHandlersRunAfterTheSpecificOnes(kind.type) }
    private func anySectionHandlersRunAfterTheSpecificOnes<K: HeadlessKind>(_: K.Type) {
        let fixture = KindFixture<K>()
        let binder = fixture.sectioned(Section.self)
        let calls = fixture.calls
        binder.onSection(.first)
            .bind(cellType: K.Text.self, models: [Person(name: "A")])
            .onTapped { row, _, person in calls.record("specific \(row) \(person)") }
            .onDequeue { row, _, person in calls.record("specific dequeue \(row) \(person)") }
        binder.onAnySection()
            .onTapped { section, row, _ in calls.record("any \(section) \(row)") }
            .onDequeue { section, row, _ in calls.record("any dequeue \(section) \(row)") }
        binder.displayedSections = [.first]
        binder.finish()
        fixture.tap(0, 0)
        #expect(calls.take() == ["specific dequeue 0 A", "any dequeue first 0", "specific 0 A", "any first 0"],
                "any-section handlers run in addition to, and after, the specific ones")
    }

    @Test(arguments: ViewKind.allCases)
    func handlersOfOneChainRunInTheOrderTheyWereBound(kind: ViewKind) { handlersOfOneChainRunInTheOrderTheyWereBound(kind.type) }
    private func handlersOfOneChainRunInTheOrderTheyWereBound<K: HeadlessKind>(_: K.Type) {
        let fixture = KindFixture<K>()
        let binder = fixture.plain()
        let calls = fixture.calls
        K.onOnlySection(binder)
            .bind(cellType: K.Text.self, models: [Person(name: "A")])
            .onTapped { _, _, _ in calls.record("first") }
            .onTapped { _, _ in calls.record("second") }
        binder.finish()
        fixture.tap(0, 0)
        #expect(calls.take() == ["first", "second"], "both handlers run, in binding order")
    }

    // MARK: Helpers

    /// The chains the handler under test is added to, for the scope under test.
    struct Chains<K: HeadlessKind> {
        var binder: SectionedBinder<K, Section>
        var single: [(Section, ModelSingleSectionBinder<K, K.Toggle, Section, Person>)] = []
        var multi: ModelMultiSectionBinder<K, K.Toggle, Section, Person>?
        var any: AnySectionBinder<K, Section>?
    }

    /// Binds A, B in `.first` and C in `.second` on a chain of `scope` (for `.any`, a multi-section chain,
    /// and the any-section chain to test), and E in `.third` on a named chain; the cells show the names.
    private func bindPeople<K: HeadlessKind>(_ fixture: KindFixture<K>, _ scope: HandlerScope) -> Chains<K> {
        let binder = fixture.sectioned(Section.self)
        let people: [Section: [Person]] = [.first: [Person(name: "A"), Person(name: "B")], .second: [Person(name: "C")]]
        var chains = Chains(binder: binder)
        switch scope {
        case .single:
            for section in [Section.first, .second] {
                let chain = binder.onSection(section)
                    .bind(cellType: K.Toggle.self, models: people[section]!)
                    .onDequeue { _, cell, person in cell.text = person.label }
                chains.single.append((section, chain))
            }
        case .multi, .all, .any:
            let start = scope == .all ? binder.onAllSections() : binder.onSections(.first, .second)
            let chain = start.bind(cellType: K.Toggle.self, models: people)
                .onDequeue { _, _, cell, person in cell.text = person.label }
            if scope == .any { chains.any = binder.onAnySection() } else { chains.multi = chain }
        }
        binder.onSection(.third)
            .bind(cellType: K.Toggle.self, models: [Person(name: "E")])
            .onDequeue { _, cell, person in cell.text = person.label }
        binder.displayedSections = [.first, .second, .third]
        return chains
    }

    private func tapEveryRow<K: HeadlessKind>(_ fixture: KindFixture<K>) {
        for target in [path(0, 0), path(1, 0), path(0, 1), path(0, 2)] { fixture.view.tap(target) }
    }

    private func toggleEveryRow<K: HeadlessKind>(_ fixture: KindFixture<K>) {
        for target in [path(0, 0), path(1, 0), path(0, 1), path(0, 2)] {
            fixture.view.emitEvent(fromCellAt: target, as: K.Toggle.self) { $0.toggle() }
        }
    }
}

extension HandlerScope {
    init(_ scope: Scope) {
        switch scope {
        case .single: self = .single
        case .multi: self = .multi
        case .all: self = .all
        }
    }
}

/// The rows of a section with two event-emitting cell types.
private enum EventItem { case toggle, field }
