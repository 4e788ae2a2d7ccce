import Braid
import BraidTesting
import Testing

#if canImport(Combine)
import Combine
#else
import OpenCombine
#endif

/// The binder's scenarios run on a headless table *and* a headless collection view through one generic binding
/// code — the chains are one implementation for both kinds, so one test body serves both. Collection tiles span
/// the width (no size bound), so both views show the same screen; every batch is validated with its view's rules.
@MainActor
@Suite("Both kinds: the same bindings on a table and a collection view")
struct BothKindsTests {
    enum ViewKind: String, CaseIterable, CustomTestStringConvertible, Sendable {
        case table, collection
        var testDescription: String { rawValue }
    }

    enum Method: String, CaseIterable, CustomTestStringConvertible, Sendable {
        case models, viewModels, mappedModels, cellProvider
        var testDescription: String { rawValue }
    }

    /// A full-width collection cell that shows text (a tile of the whole line).
    final class TextTile: HeadlessCollectionViewCell {}
    /// A collection cell configured through a view model.
    final class CardTile: HeadlessCollectionViewCell, ViewModelBindable {
        var viewModel: CardCell.ViewModel? { didSet { text = viewModel?.title ?? "" } }
    }

    /// One view of `kind` with its binder, scheduler and diagnostics, seen through what both kinds share.
    @MainActor final class KindFixture {
        let kind: ViewKind
        let view: HeadlessScrollView
        let scheduler = ManualUpdateScheduler()
        let log = DiagnosticLog()
        let calls = CallLog()
        private(set) var table: SectionedTableViewBinder<Section>?
        private(set) var collection: SectionedCollectionViewBinder<Section>?

        init(_ kind: ViewKind, rows: Double = 12) {
            self.kind = kind
            let size = Size(width: 40, height: rows)
            switch kind {
            case .table:
                let view = HeadlessTableView(viewportSize: size)
                table = SectionedTableViewBinder(tableView: view, sectionedBy: Section.self, scheduler: scheduler)
                table?.diagnosticHandler = log.record
                self.view = view
            case .collection:
                let view = HeadlessCollectionView(viewportSize: size)
                collection = SectionedCollectionViewBinder(collectionView: view, sectionedBy: Section.self, scheduler: scheduler)
                collection?.diagnosticHandler = log.record
                self.view = view
            }
        }

        var batches: [BatchUpdate] { view.appliedBatches.map(\.batch) }
        func flush() { scheduler.flush() }
        func tap(_ row: Int, _ section: Int) { view.tap(ItemPath(row: row, section: section)) }
    }

    static let before: [Section: [Person]] = [.first: [Person(name: "A"), Person(name: "B")], .second: [Person(name: "C")]]
    static let after: [Section: [Person]] = [.first: [Person(name: "B"), Person(name: "D")], .second: [Person(name: "C", age: 31)]]

    // MARK: Cell binding methods × scopes × kinds

    @Test(arguments: ViewKind.allCases, Method.allCases)
    func eachMethodShowsItsModelsAndAnimatesTheSameBatches(kind: ViewKind, method: Method) {
        for scope in Scope.allCases {
            let fixture = KindFixture(kind)
            var data = Self.before
            switch kind {
            case .table: Self.bind(fixture.table!, scope, method, TextCell.self, CardCell.self, fixture, { data })
            case .collection: Self.bind(fixture.collection!, scope, method, TextTile.self, CardTile.self, fixture, { data })
            }
            #expect(fixture.view.screen == ["A", "B", "C"], "\(kind) \(method) \(scope): one cell per model")
            data = Self.after
            switch kind {
            case .table: fixture.table!.refresh()
            case .collection: fixture.collection!.refresh()
            }
            fixture.flush()
            let structure = BatchUpdate(itemDeletes: [path(0, 0)], itemInserts: [path(1, 0)])
            let expected = method == .cellProvider
                ? [BatchUpdate(itemDeletes: [path(0, 0)], itemInserts: [path(1, 0)], itemReloads: [path(0, 1)])]
                : [structure, BatchUpdate(itemReconfigures: [path(0, 1)])]
            #expect(fixture.batches == expected, "\(kind) \(method) \(scope): \(fixture.batches)")
            #expect(fixture.view.screen == ["B", "D", "C31"], "\(kind) \(method) \(scope): \(fixture.view.screen)")
            #expect(fixture.log.entries.isEmpty, "\(kind) \(method) \(scope): \(fixture.log.entries)")
        }
    }

    /// Binds `data` to `.first` and `.second` with `method` in `scope`, on either kind.
    private static func bind<Kind, Cell: HeadlessReusableView, Card: HeadlessReusableView & ViewModelBindable>(
        _ binder: SectionedBinder<Kind, Section>, _ scope: Scope, _ method: Method, _ cell: Cell.Type, _ card: Card.Type,
        _ fixture: KindFixture, _ data: @escaping () -> [Section: [Person]]
    ) where Card.ViewModel == CardCell.ViewModel {
        let card = { (person: Person) in CardCell.ViewModel(id: person.name, title: person.label) }
        switch scope {
        case .single:
            for section in [Section.first, .second] {
                let chain = binder.onSection(section)
                let models = { data()[section] ?? [] }
                switch method {
                case .models: chain.bind(cellType: Cell.self, models: models).onDequeue { _, cell, person in cell.text = person.label }
                case .viewModels: chain.bind(cellType: Card.self, viewModels: { models().map(card) })
                case .mappedModels: chain.bind(cellType: Card.self, models: models, mapToViewModels: card)
                case .cellProvider:
                    chain.bind(cellProvider: { dequeuer, _, person in
                        let cell = dequeuer.dequeue(Cell.self)
                        cell.text = person.label
                        return cell
                    }, models: models)
                }
            }
        case .multi, .all:
            let chain = scope == .multi ? binder.onSections(.first, .second) : binder.onAllSections()
            switch method {
            case .models: chain.bind(cellType: Cell.self, models: data).onDequeue { _, _, cell, person in cell.text = person.label }
            case .viewModels: chain.bind(cellType: Card.self, viewModels: { data().mapValues { $0.map(card) } })
            case .mappedModels: chain.bind(cellType: Card.self, models: data, mapToViewModels: card)
            case .cellProvider:
                chain.bind(cellProvider: { dequeuer, _, _, person in
                    let cell = dequeuer.dequeue(Cell.self)
                    cell.text = person.label
                    return cell
                }, models: data)
            }
        }
        binder.displayedSections = [.first, .second]
        binder.finish()
    }

    // MARK: Handlers, sections, updates

    @Test(arguments: ViewKind.allCases)
    func tapsReachTheChainsHandlersWithTheModelWhereTheCellIsNow(kind: ViewKind) {
        let fixture = KindFixture(kind)
        var people = [Person(name: "A"), Person(name: "B")]
        func bind<Kind, Cell: HeadlessReusableView>(_ binder: SectionedBinder<Kind, Section>, _: Cell.Type) {
            binder.onSection(.first).bind(cellType: Cell.self, models: { people })
                .onDequeue { _, cell, person in cell.text = person.name }
                .onTapped { row, _, person in fixture.calls.record("tapped \(row) \(person.name)") }
            binder.onAnySection().onTapped { section, row, _ in fixture.calls.record("any \(section) \(row)") }
            binder.displayedSections = [.first]
            binder.finish()
        }
        switch kind {
        case .table: bind(fixture.table!, TextCell.self)
        case .collection: bind(fixture.collection!, TextTile.self)
        }
        fixture.tap(1, 0)
        people.reverse()
        kind == .table ? fixture.table!.refresh() : fixture.collection!.refresh()
        fixture.flush()
        fixture.tap(0, 0)
        #expect(fixture.calls.take() == ["tapped 1 B", "any first 1", "tapped 0 B", "any first 0"],
                "\(kind): the named handler and the any-section one, with the row and model now")
    }

    @Test(arguments: ViewKind.allCases)
    func sectionsComeGoAndMoveAsOneValidBatchAndHideWhenEmpty(kind: ViewKind) {
        let fixture = KindFixture(kind)
        var data: [Section: [Person]] = [.first: [Person(name: "A")], .second: [Person(name: "B")], .third: []]
        func bind<Kind, Cell: HeadlessReusableView>(_ binder: SectionedBinder<Kind, Section>, _: Cell.Type) {
            binder.sectionDisplayBehavior = .hidesSectionsWithNoCellData(orderingWith: { $0.sorted() })
            binder.onAllSections().bind(cellType: Cell.self, models: { data })
                .onDequeue { _, _, cell, person in cell.text = person.name }
            binder.finish()
        }
        switch kind {
        case .table: bind(fixture.table!, TextCell.self)
        case .collection: bind(fixture.collection!, TextTile.self)
        }
        #expect(fixture.view.screen == ["A", "B"], "\(kind): the empty third section is hidden")
        // B moves from a section that goes into one that comes: a delete and an insert, never a move (R13).
        data = [.first: [Person(name: "A")], .second: [], .third: [Person(name: "B")]]
        kind == .table ? fixture.table!.refresh() : fixture.collection!.refresh()
        fixture.flush()
        #expect(fixture.view.screen == ["A", "B"], "\(kind): \(fixture.view.screen)")
        #expect(fixture.batches == [BatchUpdate(sectionDeletes: [1], sectionInserts: [1])],
                "\(kind): the second section goes, the third comes, B with it: \(fixture.batches)")
    }

    @Test(arguments: ViewKind.allCases)
    func duplicateIdentitiesAreWarnedOnceAndAnimateValidly(kind: ViewKind) {
        let fixture = KindFixture(kind)
        var people = [Person(name: "A"), Person(name: "A")]
        func bind<Kind, Cell: HeadlessReusableView>(_ binder: SectionedBinder<Kind, Section>, _: Cell.Type) {
            binder.onSection(.first).bind(cellType: Cell.self, models: { people })
                .onDequeue { _, cell, person in cell.text = person.label }
            binder.displayedSections = [.first]
            binder.finish()
        }
        switch kind {
        case .table: bind(fixture.table!, TextCell.self)
        case .collection: bind(fixture.collection!, TextTile.self)
        }
        people = [Person(name: "A", age: 2), Person(name: "A"), Person(name: "A")]
        kind == .table ? fixture.table!.refresh() : fixture.collection!.refresh()
        fixture.flush()
        #expect(fixture.view.screen == ["A2", "A", "A"], "\(kind): \(fixture.view.screen)")
        #expect(fixture.log.warnings.count == 1 && fixture.log.warnings[0].contains("(A)"), "\(kind): \(fixture.log.warnings)")
    }

    @Test(arguments: ViewKind.allCases)
    func withoutAnimatedChangesTheViewReloadsAndAnUpdateDelegateCanTakeOver(kind: ViewKind) {
        @MainActor final class Recorder: TableViewUpdateDelegate, CollectionViewUpdateDelegate {
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
        let fixture = KindFixture(kind)
        let recorder = Recorder()
        var people = [Person(name: "A")]
        func bind<Kind, Cell: HeadlessReusableView>(_ binder: SectionedBinder<Kind, Section>, _: Cell.Type) {
            binder.onSection(.first).bind(cellType: Cell.self, models: { people })
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
        }
        switch kind {
        case .table:
            fixture.table!.updateDelegate = recorder
            bind(fixture.table!, TextCell.self)
        case .collection:
            fixture.collection!.updateDelegate = recorder
            bind(fixture.collection!, TextTile.self)
        }
        #expect(fixture.batches.isEmpty && fixture.view.screen == ["A", "B"], "\(kind): without animation, a reload")
        fixture.flush()
        #expect(recorder.stages == [BatchUpdate(itemInserts: [path(2, 0)])], "\(kind): the delegate got the stage")
        #expect(fixture.view.screen == ["A", "B", "C"], "\(kind): and applied it")
    }

    @Test(arguments: ViewKind.allCases)
    func theBinderItsHandlersAndTheViewGoWhenTheOwnerLetsGo(kind: ViewKind) {
        weak var weakView: HeadlessScrollView?
        weak var weakBinder: AnyObject?
        do {
            let fixture = KindFixture(kind)
            func bind<Kind, Cell: HeadlessReusableView>(_ binder: SectionedBinder<Kind, Section>, _: Cell.Type) {
                binder.onSection(.first).bind(cellType: Cell.self, models: [Person(name: "A")])
                    .onTapped { [unowned binder] _, _, _ in binder.refresh() }
                binder.displayedSections = [.first]
                binder.finish()
                weakBinder = binder
            }
            switch kind {
            case .table: bind(fixture.table!, TextCell.self)
            case .collection: bind(fixture.collection!, TextTile.self)
            }
            weakView = fixture.view
            #expect(weakBinder != nil && weakView != nil)
        }
        #expect(weakBinder == nil, "\(kind): the binder is gone")
        #expect(weakView == nil, "\(kind): and its view")
    }

    /// Sizes resolve like heights: the chain that names a section, then all-sections, then any-section; a
    /// model-aware size gets the model; `Size.automatic` leaves it to the host (nil).
    @Test func itemAndSupplementarySizesResolveLikeHeights() {
        let collection = HeadlessCollectionView(viewportSize: Size(width: 40, height: 10))
        let binder = SectionedCollectionViewBinder(collectionView: collection, sectionedBy: Section.self, scheduler: ManualUpdateScheduler())
        binder.onSection(.first).bind(cellType: TextTile.self, models: [Person(name: "A")])
            .itemSize { _, person in Size(width: Double(person.name.count * 10), height: 1) }
        binder.onAllSections().bind(cellType: TextTile.self, models: [Section.second: [Person(name: "B")], .third: [Person(name: "C")]])
            .itemSize { section, _, _ in section == .third ? .automatic : Size(width: 5, height: 2) }
        binder.onAnySection().itemSize { _, _ in Size(width: 1, height: 1) }.headerSize { _ in Size(width: 0, height: 3) }
        binder.onSection(.second).headerSize { Size(width: 0, height: 1) }
        binder.displayedSections = [.first, .second, .third]
        binder.finish()
        let source = collection.dataSource
        func size(_ row: Int, _ section: Int) -> Size? { source?.collectionHost(collection, sizeForItemAt: path(row, section)) }
        #expect(size(0, 0) == Size(width: 10, height: 1), "the named chain's model-aware size")
        #expect(size(0, 1) == Size(width: 5, height: 2), "all-sections for a section no chain names")
        #expect(size(0, 2) == nil, "automatic: the host sizes it")
        #expect(source?.collectionHost(collection, sizeForSupplementaryElementOfKind: .header, inSection: 1) == Size(width: 0, height: 1),
                "the named header size")
        #expect(source?.collectionHost(collection, sizeForSupplementaryElementOfKind: .header, inSection: 0) == Size(width: 0, height: 3),
                "any-section is the last fallback")
        #expect(collection.frameForItem(at: path(0, 1))?.height == 2, "the host lays out the size it was given")
    }

    /// A cell that emits an event, for either kind.
    final class ToggleTile: HeadlessCollectionViewCell, ViewEventEmitting {
        enum ViewEvent: Equatable { case toggled }
        func toggle() { emit(event: .toggled) }
    }

    /// Data given once never changes; a publisher drives its section; prefetch asks near the end once per length;
    /// a cell's events reach `onEvent` with the model; binding after `finish()` is reported — on both kinds.
    @Test(arguments: ViewKind.allCases)
    func sourcesPrefetchEventsAndLateBindingBehaveAlike(kind: ViewKind) {
        let fixture = KindFixture(kind, rows: 20)
        let subject = CurrentValueSubject<[Person], Never>([Person(name: "P")])
        func bind<Kind, Cell: HeadlessReusableView, Toggle: HeadlessReusableView & ViewEventEmitting>(
            _ binder: SectionedBinder<Kind, Section>, _: Cell.Type, _: Toggle.Type
        ) where Toggle.ViewEvent == ToggleTile.ViewEvent {
            binder.onSection(.first).bind(cellType: Cell.self, models: [Person(name: "A")])
                .onDequeue { _, cell, person in cell.text = person.name }
            binder.onSection(.second).bind(cellType: Toggle.self, models: subject)
                .onDequeue { _, cell, person in cell.text = person.name }
                .onEvent(from: Toggle.self) { row, _, event, person in fixture.calls.record("\(event) \(row) \(person.name)") }
                .prefetch(when: .cellsFromEnd(1)) { start in fixture.calls.record("prefetch \(start)") }
            binder.displayedSections = [.first, .second]
            binder.finish()
            binder.onSection(.third).bind(cellType: Cell.self, models: [Person(name: "late")])
        }
        switch kind {
        case .table: bind(fixture.table!, TextCell.self, ToggleRow.self)
        case .collection: bind(fixture.collection!, TextTile.self, ToggleTile.self)
        }
        fixture.flush()
        #expect(fixture.view.screen == ["A", "P"], "\(kind): \(fixture.view.screen)")
        #expect(fixture.calls.take() == ["prefetch 1"], "\(kind): the last row in view asks for more, once")
        subject.send([Person(name: "P"), Person(name: "Q")])
        fixture.flush()
        #expect(fixture.batches == [BatchUpdate(itemInserts: [path(1, 1)])] && fixture.view.screen == ["A", "P", "Q"],
                "\(kind): the publisher's new value animates in: \(fixture.batches)")
        #expect(fixture.calls.take() == ["prefetch 2"], "\(kind): a new length asks again")
        switch kind {
        case .table: (fixture.view as! HeadlessTableView).emitEvent(fromCellAt: path(1, 1), as: ToggleRow.self) { $0.toggle() }
        case .collection: (fixture.view as! HeadlessCollectionView).emitEvent(fromCellAt: path(1, 1), as: ToggleTile.self) { $0.toggle() }
        }
        #expect(fixture.calls.take() == ["toggled 1 Q"], "\(kind): the event with its row and model")
        #expect(fixture.log.errors.count == 1 && fixture.log.errors[0].contains("after finish()"), "\(kind): \(fixture.log.errors)")
    }

    /// A table cell that emits the same events as ``ToggleTile``.
    final class ToggleRow: HeadlessTableViewCell, ViewEventEmitting {
        typealias ViewEvent = ToggleTile.ViewEvent
        func toggle() { emit(event: .toggled) }
    }
}
