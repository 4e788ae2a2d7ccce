import Braid
import BraidTesting
import Testing

/// A binder, its chains' handlers and its view go when their owner lets go: no strong cycle through handlers
/// (that capture the owner weakly), the data source, event routing, update callbacks or scheduled updates — on a
/// headless table and a headless collection view.
@MainActor
@Suite("Lifetime")
struct LifetimeTests {
    /// Something a handler keeps alive: released when the handler is.
    final class Token {}

    /// What a view controller would be: it owns the view and the binder, and its handlers capture it weakly.
    @MainActor
    final class Owner<K: HeadlessKind> {
        let view: K.HeadlessView
        let scheduler = ManualUpdateScheduler()
        let binder: SectionedBinder<K, Section>
        var people = [Person(name: "A"), Person(name: "B")]
        var tapped: [String] = []
        var update: () -> Void = {}
        let delegate = BothKindsTests.RecordingDelegate()

        init(token: Token) {
            view = K.makeView(Size(width: 40, height: 10), #_sourceLocation)
            binder = K.sectioned(view, Section.self, scheduler)
            (binder as? SectionedTableViewBinder<Section>)?.updateDelegate = delegate
            (binder as? SectionedCollectionViewBinder<Section>)?.updateDelegate = delegate
            let first = binder.onSection(.first)
                .bind(cellType: K.Toggle.self, models: { [weak self] in self?.people ?? [] }, updatedBy: &update)
                .onDequeue { _, cell, person in cell.text = person.label; _ = token }
                .onTapped { [weak self] _, _, person in self?.tapped.append(person.name) }
                .onEvent(from: K.Toggle.self) { [weak self] _, _, _, person in self?.tapped.append("event \(person.name)") }
                .prefetch { [weak self] _ in self?.people.append(Person(name: "more")) }
                .bind(headerType: K.Header.self, viewModel: { [weak self] in .init(title: "\(self?.people.count ?? 0)") })
            (first as? TableViewModelSingleSectionBinder<K.Toggle, Section, Person>)?.cellHeight { _, _ in 1 }
            (first as? CollectionViewModelSingleSectionBinder<K.Toggle, Section, Person>)?.itemSize { _, _ in Size(width: 40, height: 1) }
            binder.onAllSections()
                .bind(cellType: K.Label.self, viewModels: [.second: [.init(title: "x")]])
                .onTapped { [weak self] _, _, _ in self?.tapped.append("all") }
            let any = binder.onAnySection().onDequeue { _, _, _ in _ = token }
            (any as? TableViewAnySectionBinder<Section>)?.headerHeight { _ in 1 }
            (any as? CollectionViewAnySectionBinder<Section>)?.headerSize { _ in Size(width: 0, height: 1) }
            binder.displayedSections = [.first, .second]
            binder.finish()
        }
    }

    @Test(arguments: ViewKind.allCases)
    func aBinderItsHandlersAndItsViewGoWhenTheOwnerLetsGo(kind: ViewKind) { aBinderItsHandlersAndItsViewGoWhenTheOwnerLetsGo(kind.type) }
    private func aBinderItsHandlersAndItsViewGoWhenTheOwnerLetsGo<K: HeadlessKind>(_: K.Type) {
        weak var weakOwner: Owner<K>?
        weak var weakBinder: SectionedBinder<K, Section>?
        weak var weakView: K.HeadlessView?
        weak var weakToken: Token?
        weak var weakCell: K.Toggle?
        var update: () -> Void = {}
        do {
            let token = Token()
            weakToken = token
            let owner = Owner<K>(token: token)
            weakOwner = owner
            weakBinder = owner.binder
            weakView = owner.view
            // Use everything: taps, events, a refresh applied through the update delegate, scrolling.
            owner.view.tap(path(0, 0))
            owner.view.emitEvent(fromCellAt: path(1, 0), as: K.Toggle.self) { $0.toggle() }
            weakCell = K.cell(owner.view, at: path(0, 0)) as? K.Toggle
            owner.people.insert(Person(name: "Z"), at: 0)
            owner.update()
            owner.scheduler.flush()
            owner.view.scroll(toOffset: .infinity)
            owner.binder.refresh()  // left pending: a scheduled update must not keep the binder alive
            #expect(owner.tapped == ["A", "event B"], "\(K.kind): the handlers ran while the owner was alive")
            #expect(owner.delegate.stages == [BatchUpdate(sectionReloads: [0])],
                    "\(K.kind): the delegate applied the update (the header counts the rows, so the section reloads): \(owner.delegate.stages)")
            update = owner.update
        }
        #expect(weakOwner == nil, "\(K.kind): handlers capture the owner weakly, so nothing keeps it")
        #expect(weakBinder == nil, "\(K.kind): the binder goes with its owner")
        #expect(weakView == nil, "\(K.kind): so does its view")
        #expect(weakToken == nil, "\(K.kind): and every handler with what it captured")
        #expect(weakCell == nil, "\(K.kind): and the cells, event-emitting ones included")
        update()  // the update callback outlives the binder harmlessly
    }

    /// A publisher and an async sequence bound as sources go with their binder — their restart (a failure's Retry)
    /// holds neither them nor their latest value back.
    @Test func aBindersReactiveSourcesGoWithIt() {
        weak var weakSubject: PassthroughSubject<[Person], any Error>?
        weak var weakBinder: TableViewBinder?
        do {
            let table = HeadlessTableView(viewportSize: Size(width: 20, height: 5))
            let subject = PassthroughSubject<[Person], any Error>()
            weakSubject = subject
            let binder = TableViewBinder(tableView: table, scheduler: ManualUpdateScheduler())
            weakBinder = binder
            binder.onTable().bind(cellType: TextCell.self, models: subject)
                .states()
            binder.finish()
        }
        #expect(weakBinder == nil, "the binder goes")
        #expect(weakSubject == nil, "its publisher goes with it")
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

    /// A binder kept only in a local variable goes at once (the view holds its data source weakly) and leaves its
    /// view showing data that nothing updates: a turn later, if the view is still there and on screen, a warning says
    /// so. Not at once, not for a view that went with its binder (a test's or a screen's teardown), not for a view off
    /// screen, and not for a binder that was never finished.
    @Test(arguments: ViewKind.allCases)
    func aFinishedBinderFreedWhileItsViewIsOnScreenIsReportedATurnLater(kind: ViewKind) {
        aFinishedBinderFreedWhileItsViewIsOnScreenIsReportedATurnLater(kind.type)
    }
    private func aFinishedBinderFreedWhileItsViewIsOnScreenIsReportedATurnLater<K: HeadlessKind>(_: K.Type) {
        /// Binds a binder to `view`, finished or not, and lets it go; the log and the scheduler stay.
        func bindAndLetGo(_ view: K.HeadlessView, finish: Bool = true, plain: Bool = false) -> (DiagnosticLog, ManualUpdateScheduler) {
            let log = DiagnosticLog(), scheduler = ManualUpdateScheduler()
            weak var weakBinder: AnyObject?
            do {
                if plain {
                    let binder = K.plain(view, scheduler)
                    binder.diagnosticHandler = log.record
                    K.onOnlySection(binder).bind(cellType: K.Text.self, models: [Person(name: "A")])
                    if finish { binder.finish() }
                    weakBinder = binder
                } else {
                    let binder = K.sectioned(view, Section.self, scheduler)
                    binder.diagnosticHandler = log.record
                    binder.onSection(.first).bind(cellType: K.Text.self, models: [Person(name: "A")])
                    binder.displayedSections = [.first]
                    if finish { binder.finish() }
                    weakBinder = binder
                }
            }
            #expect(weakBinder == nil, "\(K.kind): nothing but the local kept the binder")
            #expect(log.entries.isEmpty, "\(K.kind): nothing is reported at once: \(log.entries)")
            return (log, scheduler)
        }
        let noun = K.kind == .table ? "table" : "collection view"

        for plain in [false, true] {
            let view = K.makeView(Size(width: 40, height: 10), #_sourceLocation)
            let (log, scheduler) = bindAndLetGo(view, plain: plain)
            scheduler.flush()
            #expect(log.warnings.count == 1 && log.warnings.allSatisfy { $0.contains("a binder was freed while its \(noun) is on screen") && $0.contains("stored property") },
                    "\(K.kind), \(plain ? "sectionless" : "sectioned"): a turn later the view is still on screen: \(log.entries)")
            #expect(log.errors.isEmpty)
        }

        let offScreen = K.makeView(Size(width: 40, height: 10), #_sourceLocation)
        offScreen.isOnScreen = false
        let (offScreenLog, offScreenScheduler) = bindAndLetGo(offScreen)
        offScreenScheduler.flush()
        #expect(offScreenLog.entries.isEmpty, "\(K.kind): a view off screen shows nothing stale: \(offScreenLog.entries)")

        let unfinished = K.makeView(Size(width: 40, height: 10), #_sourceLocation)
        let (unfinishedLog, unfinishedScheduler) = bindAndLetGo(unfinished, finish: false)
        unfinishedScheduler.flush()
        #expect(unfinishedLog.entries.isEmpty, "\(K.kind): a binder never finished showed nothing: \(unfinishedLog.entries)")

        var both: (DiagnosticLog, ManualUpdateScheduler)?
        weak var weakView: K.HeadlessView?
        do {
            let view = K.makeView(Size(width: 40, height: 10), #_sourceLocation)
            weakView = view
            both = bindAndLetGo(view)
        }
        #expect(weakView == nil, "\(K.kind): the view went too")
        both?.1.flush()
        #expect(both?.0.entries.isEmpty == true, "\(K.kind): a view that went with its binder is not warned about: \(both?.0.entries ?? [])")

        // The check waits in the scheduler; a scheduler never flushed goes when its owner lets go (no cycle through
        // the check's work).
        weak var weakScheduler: ManualUpdateScheduler?
        let keptView = K.makeView(Size(width: 40, height: 10), #_sourceLocation)
        do {
            let (_, scheduler) = bindAndLetGo(keptView)
            weakScheduler = scheduler
            #expect(scheduler.hasPendingWork, "\(K.kind): the check waits for the next turn")
        }
        #expect(weakScheduler == nil, "\(K.kind): the check's pending work does not keep its scheduler")
    }
}

/// A tree's nodes go with its binder: nothing the expansion keeps (how to find a node in the sections shown) holds
/// the items that hold it.
@MainActor
@Suite("Lifetime of trees")
struct TreeLifetimeTests {
    /// A node that is a class, so that a test can see it go.
    final class Node: Identifiable {
        let id: Int
        let children: [Node]
        init(_ id: Int, _ children: [Node] = []) {
            self.id = id
            self.children = children
        }
    }

    @Test(arguments: ViewKind.allCases)
    func aTreesNodesGoWithItsBinder(kind: ViewKind) { aTreesNodesGoWithItsBinder(kind.type) }
    private func aTreesNodesGoWithItsBinder<K: HeadlessKind>(_: K.Type) {
        weak var weakNode: Node?
        weak var weakBinder: SectionlessBinder<K>?
        do {
            let fixture = KindFixture<K>()
            let binder = fixture.plain()
            let roots = [Node(1, [Node(2)])]
            weakNode = roots[0]
            weakBinder = binder
            K.onOnlySection(binder).bind(cellType: K.Text.self, tree: roots, children: { $0.children }, expanded: .all)
            binder.finish()
            fixture.flush()
            binder.collapse(roots[0])
            fixture.flush()
            #expect(!binder.isExpanded(roots[0]))
        }
        #expect(weakBinder == nil, "the binder goes")
        #expect(weakNode == nil, "its tree's nodes go with it")
    }
}
