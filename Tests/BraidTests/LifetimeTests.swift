import Braid
import BraidTesting
import Testing

/// A binder, its chains' handlers and its view go when their owner lets go: no strong cycle through handlers
/// (that capture the owner weakly), the data source, event routing, update callbacks or scheduled updates — on a
/// headless table, and where the scenario is not the table's own, a headless collection view.
@MainActor
@Suite("Lifetime")
struct LifetimeTests {
    /// Something a handler keeps alive: released when the handler is.
    final class Token {}

    /// What a view controller would be: it owns the table and the binder, and its handlers capture it weakly.
    @MainActor
    final class Owner {
        let table = HeadlessTableView(viewportSize: Size(width: 40, height: 10))
        let scheduler = ManualUpdateScheduler()
        let binder: SectionedTableViewBinder<Section>
        var people = [Person(name: "A"), Person(name: "B")]
        var tapped: [String] = []
        var update: () -> Void = {}
        let delegate = UpdatingTests.RecordingUpdateDelegate()

        init(token: Token) {
            binder = SectionedTableViewBinder(tableView: table, sectionedBy: Section.self, scheduler: scheduler)
            binder.updateDelegate = delegate
            binder.onSection(.first)
                .bind(cellType: ToggleCell.self, models: { [weak self] in self?.people ?? [] }, updatedBy: &update)
                .onDequeue { _, cell, person in cell.text = person.label; _ = token }
                .onTapped { [weak self] _, _, person in self?.tapped.append(person.name) }
                .onEvent(from: ToggleCell.self) { [weak self] _, _, _, person in self?.tapped.append("event \(person.name)") }
                .prefetch { [weak self] _ in self?.people.append(Person(name: "more")) }
                .bind(headerType: TitleHeaderView.self, viewModel: { [weak self] in .init(title: "\(self?.people.count ?? 0)") })
                .cellHeight { _, _ in 1 }
            binder.onAllSections()
                .bind(cellType: LabelCell.self, viewModels: [.second: [.init(title: "x")]])
                .onTapped { [weak self] _, _, _ in self?.tapped.append("all") }
            binder.onAnySection()
                .onDequeue { _, _, _ in _ = token }
                .headerHeight { _ in 1 }
            binder.displayedSections = [.first, .second]
            binder.finish()
        }
    }

    @Test func aBinderItsHandlersAndItsTableGoWhenTheOwnerLetsGo() {
        weak var weakOwner: Owner?
        weak var weakBinder: SectionedTableViewBinder<Section>?
        weak var weakTable: HeadlessTableView?
        weak var weakToken: Token?
        weak var weakCell: ToggleCell?
        var update: () -> Void = {}
        do {
            let token = Token()
            weakToken = token
            let owner = Owner(token: token)
            weakOwner = owner
            weakBinder = owner.binder
            weakTable = owner.table
            // Use everything: taps, events, a refresh applied through the update delegate, scrolling.
            owner.table.tap(row: 0, section: 0)
            owner.table.emitEvent(fromCellAt: path(1, 0), as: ToggleCell.self) { $0.toggle() }
            weakCell = owner.table.cell(at: path(0, 0), as: ToggleCell.self)
            owner.people.insert(Person(name: "Z"), at: 0)
            owner.update()
            owner.scheduler.flush()
            owner.table.scroll(toOffset: .infinity)
            owner.binder.refresh()  // left pending: a scheduled update must not keep the binder alive
            #expect(owner.tapped == ["A", "event B"], "the handlers ran while the owner was alive")
            #expect(owner.delegate.updates.count == 1)
            update = owner.update
        }
        #expect(weakOwner == nil, "handlers capture the owner weakly, so nothing keeps it")
        #expect(weakBinder == nil, "the binder goes with its owner")
        #expect(weakTable == nil, "so does its table")
        #expect(weakToken == nil, "and every handler with what it captured")
        #expect(weakCell == nil, "and the cells, event-emitting ones included")
        update()  // the update callback outlives the binder harmlessly
    }

    @Test(arguments: ViewKind.allCases)
    func aViewThatOutlivesItsBinderLosesItsDataSource(kind: ViewKind) { aViewThatOutlivesItsBinderLosesItsDataSource(kind.type) }
    private func aViewThatOutlivesItsBinderLosesItsDataSource<K: HeadlessKind>(_: K.Type) {
        let view = K.makeView(Size(width: 40, height: 10), #_sourceLocation)
        weak var weakBinder: SectionlessBinder<K>?
        do {
            let binder = K.plain(view, MainActorUpdateScheduler())
            weakBinder = binder
            K.onOnlySection(binder).bind(cellType: K.Text.self, models: [Person(name: "A")])
            binder.finish()
            #expect(K.hasDataSource(view), "\(K.kind): the binder is the view's data source")
        }
        #expect(weakBinder == nil, "\(K.kind): the view holds its data source weakly, so it does not keep the binder")
        #expect(!K.hasDataSource(view), "\(K.kind): and the data source goes with the binder")
    }

    @Test(arguments: ViewKind.allCases)
    func aBinderWithoutHandlersCapturingItGoesWhenReleased(kind: ViewKind) { aBinderWithoutHandlersCapturingItGoesWhenReleased(kind.type) }
    private func aBinderWithoutHandlersCapturingItGoesWhenReleased<K: HeadlessKind>(_: K.Type) {
        weak var weakBinder: SectionlessBinder<K>?
        weak var weakView: K.HeadlessView?
        do {
            let view = K.makeView(Size(width: 40, height: 10), #_sourceLocation)
            let binder = K.plain(view, MainActorUpdateScheduler())
            weakBinder = binder
            weakView = view
            K.onOnlySection(binder)
                .bind(cellType: K.Text.self, models: { [Person(name: "A")] })
                .onTapped { [weak binder] _, _, _ in binder?.refresh() }
            binder.finish()
            view.tap(path(0, 0))  // schedules an update on the main actor's next turn
        }
        #expect(weakBinder == nil && weakView == nil, "\(K.kind): a pending main-actor update holds the binder weakly")
    }
}
