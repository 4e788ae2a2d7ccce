import Braid
import BraidTesting
import Testing

/// The five cell binding methods, each on a single-section chain per section, a multi-section chain and an
/// all-sections chain, with data given once or as a closure read again on `refresh()`.
///
/// Every case shows sections `.first` (A, B) and `.second` (C); the closure cases then change the data to
/// `.first` (B, D) and `.second` (C aged 31), which is one batch: A deleted, D inserted, C reloaded.
///
/// Each case runs on a headless table and on a headless collection view: the same binding code, the same
/// batches, each validated with its view's rules.
@MainActor
@Suite("Cell binding methods")
struct CellBindingTests {
    static let before: [Section: [Person]] = [.first: [Person(name: "A"), Person(name: "B")], .second: [Person(name: "C")]]
    static let after: [Section: [Person]] = [.first: [Person(name: "B"), Person(name: "D")], .second: [Person(name: "C", age: 31)]]
    /// The batch that turns `before` into `after`.
    /// The structure first; the changed row keeps its cell, reconfigured in a batch of its own.
    static let change = [
        BatchUpdate(itemDeletes: [path(0, 0)], itemInserts: [path(1, 0)]), BatchUpdate(itemReconfigures: [path(0, 1)]),
    ]
    /// A cell provider may choose another cell type for a changed row, so it is reloaded — in the same batch.
    static let providerChange = [BatchUpdate(itemDeletes: [path(0, 0)], itemInserts: [path(1, 0)], itemReloads: [path(0, 1)])]

    // MARK: bind(cellType:models:)

    @Test(arguments: eachKind(Scope.allCases), Source.allCases)
    func cellTypeAndModelsShowOneConfiguredCellPerModel(kind: (ViewKind, Scope), source: Source) { cellTypeAndModelsShowOneConfiguredCellPerModel(kind.0.type, kind.1, source) }
    private func cellTypeAndModelsShowOneConfiguredCellPerModel<K: HeadlessKind>(_: K.Type, _ scope: Scope, _ source: Source) {
        let fixture = KindFixture<K>()
        let binder = fixture.sectioned(Section.self)
        var data = Self.before
        let calls = fixture.calls
        switch scope {
        case .single:
            for section in [Section.first, .second] {
                let chain = binder.onSection(section)
                let bound = source == .array
                    ? chain.bind(cellType: K.Text.self, models: data[section] ?? [])
                    : chain.bind(cellType: K.Text.self, models: { data[section] ?? [] })
                bound.onDequeue { row, cell, person in
                    cell.text = person.label
                    calls.record("dequeue \(section) \(row) \(person.label)")
                }
            }
        case .multi, .all:
            let chain = scope == .multi ? binder.onSections(.first, .second) : binder.onAllSections()
            let bound = source == .array
                ? chain.bind(cellType: K.Text.self, models: data)
                : chain.bind(cellType: K.Text.self, models: { data })
            bound.onDequeue { section, row, cell, person in
                cell.text = person.label
                calls.record("dequeue \(section) \(row) \(person.label)")
            }
        }
        binder.displayedSections = [.first, .second]
        binder.finish()
        expectInitialState(fixture)

        data = Self.after
        binder.refresh()
        fixture.flush()
        expectRefreshed(fixture, source: source, dequeues: ["dequeue first 1 D", "dequeue second 0 C31"])
    }

    // MARK: bind(cellType:viewModels:)

    @Test(arguments: eachKind(Scope.allCases), Source.allCases)
    func cellTypeAndViewModelsSetEachCellsViewModel(kind: (ViewKind, Scope), source: Source) { cellTypeAndViewModelsSetEachCellsViewModel(kind.0.type, kind.1, source) }
    private func cellTypeAndViewModelsSetEachCellsViewModel<K: HeadlessKind>(_: K.Type, _ scope: Scope, _ source: Source) {
        let fixture = KindFixture<K>()
        let binder = fixture.sectioned(Section.self)
        func cards(_ people: [Section: [Person]]) -> [Section: [CardCell.ViewModel]] {
            people.mapValues { $0.map { CardCell.ViewModel(id: $0.name, title: $0.label) } }
        }
        var data = cards(Self.before)
        let calls = fixture.calls
        switch scope {
        case .single:
            for section in [Section.first, .second] {
                let chain = binder.onSection(section)
                let bound = source == .array
                    ? chain.bind(cellType: K.Card.self, viewModels: data[section] ?? [])
                    : chain.bind(cellType: K.Card.self, viewModels: { data[section] ?? [] })
                bound.onDequeue { row, cell in calls.record("dequeue \(section) \(row) \(cell.text)") }
            }
        case .multi, .all:
            let chain = scope == .multi ? binder.onSections(.first, .second) : binder.onAllSections()
            let bound = source == .array
                ? chain.bind(cellType: K.Card.self, viewModels: data)
                : chain.bind(cellType: K.Card.self, viewModels: { data })
            bound.onDequeue { section, row, cell in calls.record("dequeue \(section) \(row) \(cell.text)") }
        }
        binder.displayedSections = [.first, .second]
        binder.finish()
        expectInitialState(fixture)

        data = cards(Self.after)
        binder.refresh()
        fixture.flush()
        expectRefreshed(fixture, source: source, dequeues: ["dequeue first 1 D", "dequeue second 0 C31"])
    }

    // MARK: bind(cellType:models:mapToViewModels:)

    @Test(arguments: eachKind(Scope.allCases), Source.allCases)
    func cellTypeAndModelsMappedToViewModelsGiveHandlersTheModels(kind: (ViewKind, Scope), source: Source) { cellTypeAndModelsMappedToViewModelsGiveHandlersTheModels(kind.0.type, kind.1, source) }
    private func cellTypeAndModelsMappedToViewModelsGiveHandlersTheModels<K: HeadlessKind>(_: K.Type, _ scope: Scope, _ source: Source) {
        let fixture = KindFixture<K>()
        let binder = fixture.sectioned(Section.self)
        var data = Self.before
        let calls = fixture.calls
        let map = { (person: Person) in LabelCell.ViewModel(title: person.label) }
        switch scope {
        case .single:
            for section in [Section.first, .second] {
                let chain = binder.onSection(section)
                let bound = source == .array
                    ? chain.bind(cellType: K.Label.self, models: data[section] ?? [], mapToViewModels: map)
                    : chain.bind(cellType: K.Label.self, models: { data[section] ?? [] }, mapToViewModels: map)
                bound.onDequeue { row, cell, person in
                    calls.record("dequeue \(section) \(row) \(person.label) as \(cell.viewModel?.title ?? "nil")")
                }
            }
        case .multi, .all:
            let chain = scope == .multi ? binder.onSections(.first, .second) : binder.onAllSections()
            let bound = source == .array
                ? chain.bind(cellType: K.Label.self, models: data, mapToViewModels: map)
                : chain.bind(cellType: K.Label.self, models: { data }, mapToViewModels: map)
            bound.onDequeue { section, row, cell, person in
                calls.record("dequeue \(section) \(row) \(person.label) as \(cell.viewModel?.title ?? "nil")")
            }
        }
        binder.displayedSections = [.first, .second]
        binder.finish()
        expectInitialState(fixture, dequeues: ["dequeue first 0 A as A", "dequeue first 1 B as B", "dequeue second 0 C as C"])

        data = Self.after
        binder.refresh()
        fixture.flush()
        expectRefreshed(fixture, source: source, dequeues: ["dequeue first 1 D as D", "dequeue second 0 C31 as C31"])
    }

    // MARK: bind(cellProvider:models:)

    @Test(arguments: eachKind(Scope.allCases), Source.allCases)
    func cellProviderAndModelsMakeEachCellFromItsModel(kind: (ViewKind, Scope), source: Source) { cellProviderAndModelsMakeEachCellFromItsModel(kind.0.type, kind.1, source) }
    private func cellProviderAndModelsMakeEachCellFromItsModel<K: HeadlessKind>(_: K.Type, _ scope: Scope, _ source: Source) {
        let fixture = KindFixture<K>()
        let binder = fixture.sectioned(Section.self)
        var data = Self.before
        let calls = fixture.calls
        /// Older people get the other cell type: one section, two cell types.
        func make(_ dequeuer: CellDequeuer, _ section: Section, _ row: Int, _ person: Person) -> AnyObject {
            calls.record("provide \(section) \(row) \(person.label)")
            if person.age > 30 {
                let cell = dequeuer.dequeue(K.Other.self)
                cell.text = person.label
                return cell
            }
            let cell = dequeuer.dequeue(K.Text.self)
            cell.text = person.label
            return cell
        }
        switch scope {
        case .single:
            for section in [Section.first, .second] {
                let chain = binder.onSection(section)
                let provider = { (dequeuer: CellDequeuer, row: Int, person: Person) in make(dequeuer, section, row, person) }
                if source == .array {
                    chain.bind(cellProvider: provider, models: data[section] ?? [])
                } else {
                    chain.bind(cellProvider: provider, models: { data[section] ?? [] })
                }
            }
        case .multi, .all:
            let chain = scope == .multi ? binder.onSections(.first, .second) : binder.onAllSections()
            if source == .array {
                chain.bind(cellProvider: make, models: data)
            } else {
                chain.bind(cellProvider: make, models: { data })
            }
        }
        binder.displayedSections = [.first, .second]
        binder.finish()
        expectInitialState(fixture, dequeues: ["provide first 0 A", "provide first 1 B", "provide second 0 C"])

        data = Self.after
        binder.refresh()
        fixture.flush()
        expectRefreshed(fixture, source: source, dequeues: ["provide first 1 D", "provide second 0 C31"], change: Self.providerChange)
        if source == .closure {
            let cell = fixture.cell(0, 1) as? K.Other
            #expect(cell?.text == "C31", "\(fixture.kind): the provider chose the other cell type for the reloaded row")
        }
    }

    // MARK: bind(cellProvider:numberOfCells:)

    @Test(arguments: eachKind(Scope.allCases), Source.allCases)
    func cellProviderAndNumberOfCellsAreDiffedByCount(kind: (ViewKind, Scope), source: Source) { cellProviderAndNumberOfCellsAreDiffedByCount(kind.0.type, kind.1, source) }
    private func cellProviderAndNumberOfCellsAreDiffedByCount<K: HeadlessKind>(_: K.Type, _ scope: Scope, _ source: Source) {
        let fixture = KindFixture<K>()
        let binder = fixture.sectioned(Section.self)
        var counts: [Section: Int] = [.first: 2, .second: 1]
        let calls = fixture.calls
        func make(_ dequeuer: CellDequeuer, _ section: Section, _ row: Int) -> AnyObject {
            calls.record("provide \(section) \(row)")
            let cell = dequeuer.dequeue(K.Text.self)
            cell.text = "\(section)\(row)"
            return cell
        }
        switch scope {
        case .single:
            for section in [Section.first, .second] {
                let chain = binder.onSection(section)
                let provider = { (dequeuer: CellDequeuer, row: Int) in make(dequeuer, section, row) }
                if source == .array {
                    chain.bind(cellProvider: provider, numberOfCells: counts[section] ?? 0)
                } else {
                    chain.bind(cellProvider: provider, numberOfCells: { counts[section] ?? 0 })
                }
            }
        case .multi, .all:
            let chain = scope == .multi ? binder.onSections(.first, .second) : binder.onAllSections()
            if source == .array {
                chain.bind(cellProvider: make, numberOfCells: counts)
            } else {
                chain.bind(cellProvider: make, numberOfCells: { counts })
            }
        }
        binder.displayedSections = [.first, .second]
        binder.finish()
        #expect(fixture.view.screen == ["first0", "first1", "second0"], "one provided cell per counted row")
        #expect(fixture.calls.take() == ["provide first 0", "provide first 1", "provide second 0"])

        counts = [.first: 3, .second: 1]
        binder.refresh()
        fixture.flush()
        // Counted rows have no identity and no equality: rows are added or removed at the end of the section
        // and every remaining row is reloaded, with the undiffable animation. Constant counts never change,
        // so they are left alone.
        let grows = source == .closure
        if grows {
            let expected = BatchUpdate(itemInserts: [path(2, 0)], itemReloads: [path(0, 0), path(1, 0), path(0, 1)])
            #expect(fixture.batches == [expected], "counted sections reload their rows and grow at the end")
            if K.kind == .table {
                #expect(fixture.view.appliedBatches.first?.animations?.rowReloadInSection == [0: .fade, 1: .fade],
                        "reloads of counted sections use undiffableSectionUpdateAnimation")
            }
        } else {
            #expect(fixture.batches.isEmpty, "constant counts cannot change: nothing to reload: \(fixture.batches)")
        }
        #expect(fixture.view.screen == (grows ? ["first0", "first1", "first2", "second0"] : ["first0", "first1", "second0"]))
        #expect(fixture.log.entries.isEmpty, "no diagnostics: \(fixture.log.entries)")
    }

    // MARK: Reuse identifiers and registration

    @Test(arguments: ViewKind.allCases)
    func aReuseIdentifiableCellIsRegisteredAndDequeuedUnderItsOwnIdentifier(kind: ViewKind) {
        aReuseIdentifiableCellIsRegisteredAndDequeuedUnderItsOwnIdentifier(kind.type)
    }
    private func aReuseIdentifiableCellIsRegisteredAndDequeuedUnderItsOwnIdentifier<K: HeadlessKind>(_: K.Type) {
        let fixture = KindFixture<K>()
        let binder = fixture.plain()
        K.onOnlySection(binder)
            .bind(cellType: K.CustomIdentifier.self, models: [Person(name: "A")])
            .onDequeue { _, cell, person in cell.text = person.name }
        binder.finish()
        #expect(fixture.view.screen == ["A"])
        #expect(fixture.view.counters.cellDequeues == ["custom-id": 1], "\(fixture.kind): dequeued under its reuseIdentifier")
    }

    @Test(arguments: ViewKind.allCases)
    func aViewWithoutSectionsBindsLikeOneSection(kind: ViewKind) { aViewWithoutSectionsBindsLikeOneSection(kind.type) }
    private func aViewWithoutSectionsBindsLikeOneSection<K: HeadlessKind>(_: K.Type) {
        let fixture = KindFixture<K>()
        let binder = fixture.plain()
        var people = [Person(name: "A"), Person(name: "B")]
        K.onOnlySection(binder)
            .bind(cellType: K.Text.self, models: { people })
            .onDequeue { _, cell, person in cell.text = person.label }
        binder.finish()
        people.insert(Person(name: "Z"), at: 1)
        binder.refresh()
        fixture.flush()
        #expect(fixture.view.screen == ["A", "Z", "B"], "\(fixture.kind)")
        #expect(fixture.batches == [BatchUpdate(itemInserts: [path(1, 0)])], "\(fixture.kind): \(fixture.batches)")
    }

    // MARK: Helpers

    private func expectInitialState<K: HeadlessKind>(
        _ fixture: KindFixture<K>, dequeues: [String] = ["dequeue first 0 A", "dequeue first 1 B", "dequeue second 0 C"],
        sourceLocation: SourceLocation = #_sourceLocation
    ) {
        #expect(fixture.view.screen == ["A", "B", "C"], "\(fixture.kind): one cell per model, in section order",
                sourceLocation: sourceLocation)
        #expect(fixture.calls.take() == dequeues, "each visible row is dequeued once, with its model",
                sourceLocation: sourceLocation)
    }

    private func expectRefreshed<K: HeadlessKind>(
        _ fixture: KindFixture<K>, source: Source, dequeues: [String], change: [BatchUpdate] = Self.change,
        sourceLocation: SourceLocation = #_sourceLocation
    ) {
        switch source {
        case .array:
            #expect(fixture.batches.isEmpty, "data given once never changes, so refresh() applies nothing",
                    sourceLocation: sourceLocation)
            #expect(fixture.view.screen == ["A", "B", "C"], sourceLocation: sourceLocation)
            #expect(fixture.calls.take().isEmpty, "nothing is dequeued again", sourceLocation: sourceLocation)
        case .closure:
            #expect(fixture.batches == change, "\(fixture.kind): A deleted, D inserted, C updated: \(fixture.batches)",
                    sourceLocation: sourceLocation)
            #expect(fixture.view.screen == ["B", "D", "C31"], sourceLocation: sourceLocation)
            #expect(fixture.calls.take() == dequeues, "only the inserted and the changed rows are dequeued",
                    sourceLocation: sourceLocation)
        }
        #expect(fixture.log.entries.isEmpty, "no diagnostics: \(fixture.log.entries)", sourceLocation: sourceLocation)
    }
}
