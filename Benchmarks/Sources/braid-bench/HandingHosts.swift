import Braid

/// One batch a handing host was given, with the counts the data source reported once it switched its data: what a
/// real view would have judged the batch against, kept to replay the update on a headless view
/// (``HeadlessLoadFixture/apply(_:)``).
struct HandedStage {
    var batch: BatchUpdate
    var animations: BatchAnimations?
    var counts: [Int]
}

/// What a handing host measures and keeps: the time of its own part of each batch (everything in
/// `performBatchUpdates` but the binder's `updateData`), and, when asked, the stages it was handed.
@MainActor
final class HandingLog {
    private let clock = ContinuousClock()
    /// Batches handed so far.
    private(set) var stages = 0
    /// The host's own time in `performBatchUpdates`, summed: the host's apply.
    private(set) var applyTime = Duration.zero
    /// Whether ``handed`` records each stage.
    var records = false
    private(set) var handed: [HandedStage] = []
    /// Section layouts the host asked for (a host that asks them after each batch: ``HandingCollectionHost/asksLayouts``).
    var layoutsAsked = 0

    /// Runs a handed batch: `updateData` (the binder's, untimed here), then the host's part, timed.
    func take(
        _ batch: BatchUpdate, animations: BatchAnimations?, updateData: () -> Void, counts: () -> [Int],
        completion: ((Bool) -> Void)?
    ) {
        updateData()
        let start = clock.now
        stages += 1
        if records { handed.append(HandedStage(batch: batch, animations: animations, counts: counts())) }
        completion?(true)
        applyTime += clock.now - start
    }
}

/// What both handing hosts do alike: register nothing, hand out empty cells, show nothing, and keep a ``HandingLog``.
@MainActor
class HandingHost {
    let log = HandingLog()

    func register(cellType: AnyObject.Type, forReuseIdentifier reuseIdentifier: String) {}
    func dequeueReusableCell(withReuseIdentifier reuseIdentifier: String, for path: ItemPath) -> AnyObject { HandedCell() }
    func reloadData() {}
    func cell(at path: ItemPath) -> AnyObject? { nil }
    func indexPath(for cell: AnyObject) -> ItemPath? { nil }
}

final class HandedCell {}

/// A table host that only takes what it is handed: counts, no cells, each stage's data applied at once.
final class HandingTableHost: HandingHost, TableViewHost {
    weak var dataSource: (any TableViewHostDataSource)?

    func register(headerFooterViewType: AnyObject.Type, forReuseIdentifier reuseIdentifier: String) {}
    func dequeueReusableHeaderFooterView(withReuseIdentifier reuseIdentifier: String) -> AnyObject { HandedCell() }
    func performBatchUpdates(_ batch: BatchUpdate, animations: BatchAnimations, updateData: () -> Void, completion: ((Bool) -> Void)?) {
        log.take(batch, animations: animations, updateData: updateData, counts: { [unowned self] in
            guard let dataSource else { return [] }
            return (0..<dataSource.numberOfSections(in: self)).map { dataSource.tableHost(self, numberOfRowsInSection: $0) }
        }, completion: completion)
    }
    var indexPathsForVisibleRows: [ItemPath] { [] }
}

/// A collection-view host that only takes what it is handed, like ``HandingTableHost``.
final class HandingCollectionHost: HandingHost, CollectionViewHost {
    weak var dataSource: (any CollectionViewHostDataSource)?

    func register(supplementaryViewType: AnyObject.Type, ofKind kind: SupplementaryViewKind, forReuseIdentifier reuseIdentifier: String) {}
    func dequeueReusableSupplementaryView(
        ofKind kind: SupplementaryViewKind, withReuseIdentifier reuseIdentifier: String, section: Int
    ) -> AnyObject { HandedCell() }
    /// Whether each batch asks every section's layout once its data switched, as a compositional layout asks its
    /// section provider when the batch invalidates it.
    var asksLayouts = false

    func performBatchUpdates(_ batch: BatchUpdate, updateData: () -> Void, completion: ((Bool) -> Void)?) {
        log.take(batch, animations: nil, updateData: updateData, counts: { [unowned self] in
            guard let dataSource else { return [] }
            return (0..<dataSource.numberOfSections(in: self)).map { dataSource.collectionHost(self, numberOfItemsInSection: $0) }
        }, completion: completion)
        guard asksLayouts, let dataSource else { return }
        for section in 0..<dataSource.numberOfSections(in: self) {
            precondition(dataSource.collectionHost(self, layoutForSection: section) != nil, "section \(section) has no layout")
            log.layoutsAsked += 1
        }
    }
    var indexPathsForVisibleItems: [ItemPath] { [] }
}

/// A 10-section binder on a handing host (``HandingTableHost`` or ``HandingCollectionHost``), bound like
/// ``BinderFixture``'s: one all-sections chain (or `chains` chains) whose models closure reads the current sections,
/// every update a batch however large.
@MainActor
final class HandingFixture<Kind: BinderKind> {
    let binder: SectionedBinder<Kind, BenchSection>
    /// What the host measured and kept.
    let log: HandingLog
    private let host: AnyObject
    private var sections: [SectionedWorkload.Section]
    /// The chains that bind the sections.
    private(set) var chains: [ModelMultiSectionBinder<Kind, HandedCell, BenchSection, Item>] = []

    var handedStages: Int { log.stages }

    private init(sections: [SectionedWorkload.Section], host: AnyObject, log: HandingLog,
                 binder: SectionedBinder<Kind, BenchSection>, chains: Int) {
        self.sections = sections
        self.host = host
        self.log = log
        self.binder = binder
        binder.maximumAnimatedChanges = nil  // the mix is applied as batches, however large
        self.chains = binder.bindBench(cellType: HandedCell.self, chains: chains, sectionCount: sections.count,
                         sections: { [unowned self] in self.sections })
        binder.displayedSections = sections.map { BenchSection(id: $0.id) }
    }

    /// Shows `new`: the models closure returns it from now on and the binder is told to refresh; the scheduler
    /// runs the update.
    func refresh(to new: [SectionedWorkload.Section]) {
        sections = new
        binder.displayedSections = new.map { BenchSection(id: $0.id) }
        binder.refresh()
    }

    /// What the host was handed.
    var counts: BinderCounts {
        BinderCounts(sections: sections.count, rows: sections.reduce(0) { $0 + $1.items.count },
                     batches: log.stages, changed: 0, dequeued: 0)
    }
}

extension HandingFixture where Kind == TableViewKind {
    /// A binder of `sections` on a ``HandingTableHost``, bound by `chains` chains; call `binder.finish()` to hand
    /// them over.
    static func table(sections: [SectionedWorkload.Section], scheduler: any UpdateScheduler, chains: Int = 1) -> HandingFixture {
        let host = HandingTableHost()
        return HandingFixture(sections: sections, host: host, log: host.log, binder: SectionedTableViewBinder(
            tableView: host, sectionedBy: BenchSection.self, scheduler: scheduler), chains: chains)
    }
}

extension HandingFixture where Kind == CollectionViewKind {
    /// A binder of `sections` on a ``HandingCollectionHost``, bound by `chains` chains; call `binder.finish()` to
    /// hand them over.
    /// `layout`: each section's layout (`layout(_:)` on the chains), asked by the host after each batch.
    static func collection(
        sections: [SectionedWorkload.Section], scheduler: any UpdateScheduler, chains: Int = 1,
        layout: ((BenchSection) -> CollectionSectionLayout)? = nil
    ) -> HandingFixture {
        let host = HandingCollectionHost()
        host.asksLayouts = layout != nil
        let fixture = HandingFixture(sections: sections, host: host, log: host.log, binder: SectionedCollectionViewBinder(
            collectionView: host, sectionedBy: BenchSection.self, scheduler: scheduler), chains: chains)
        if let layout { for chain in fixture.chains { chain.layout(layout) } }
        return fixture
    }
}
