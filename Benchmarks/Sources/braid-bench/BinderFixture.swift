import Braid
import BraidTesting
import Testing  // HeadlessTableView's initializer takes a SourceLocation (#_sourceLocation) for its error reports.

// Every call into the binder (Braid) and the headless table (BraidTesting) is in this file.

/// A section of the benchmark tables, named by the workload's section id.
struct BenchSection: TableViewSection {
    var id: Int
}

/// Items diff by `id` and reload when `value` changes: identity and equality, the fully diffable case; large updates
/// of them are diffed off the main actor.
extension Item: Identifiable, OffMainActorDiffable {}

/// The cell every benchmark row is shown in, in a table.
final class HeadlessBenchCell: HeadlessTableViewCell {}

/// The cell every benchmark item is shown in, in a collection view: a tile of 8 columns, so a line of the
/// 80-column viewport holds 10 items.
final class HeadlessBenchTile: HeadlessCollectionViewCell {
    required init() {
        super.init()
        preferredWidth = 8
    }
}

/// A sectioned binder on a headless table or collection view, bound the way an app binds dynamic sections: one
/// all-sections chain whose models closure reads the current sections, re-read on `refresh()`.
///
/// ```swift
/// let fixture = BinderFixture.table(sections: workload.old, viewportRows: 40)
/// fixture.binder.finish()
/// fixture.refresh(to: workload.new)
/// ```
@MainActor
final class BinderFixture<Kind: BinderKind> {
    let view: HeadlessScrollView
    let scheduler: ManualUpdateScheduler
    let binder: SectionedBinder<Kind, BenchSection>
    /// What the models closure returns.
    private(set) var sections: [SectionedWorkload.Section]

    /// Binds `sections` with `Cell`s — with one all-sections chain, or with `chains` chains that each bind the
    /// sections whose id is their number modulo `chains` (rows that move between two chains' sections are then
    /// deleted and inserted, and every identity carries its chain); call `binder.finish()` to show them.
    init<Cell: HeadlessReusableView>(
        sections: [SectionedWorkload.Section], view: HeadlessScrollView, binder: SectionedBinder<Kind, BenchSection>,
        scheduler: ManualUpdateScheduler, cellType: Cell.Type, chains: Int = 1
    ) {
        self.sections = sections
        self.view = view
        self.binder = binder
        self.scheduler = scheduler
        binder.maximumAnimatedChanges = nil  // every update a batch: the suite measures batches (`mix/reload` opts out)
        for chain in binder.bindBench(cellType: Cell.self, chains: chains, sectionCount: sections.count,
                                      sections: { [unowned self] in self.sections }) {
            chain.onDequeue { _, _, cell, item in cell.text = "\(item.id) \(item.value)" }
        }
        binder.displayedSections = sections.map { BenchSection(id: $0.id) }
    }

    /// Shows `new`: the models closure returns it from now on, the displayed sections follow its order, and
    /// the update runs at once (closure re-read, diff, batches, changed cells on screen configured again).
    func refresh(to new: [SectionedWorkload.Section]) {
        sections = new
        binder.displayedSections = new.map { BenchSection(id: $0.id) }
        binder.refresh()
        scheduler.flush()
    }

    /// What the view did: batches applied, cells dequeued, rows reloaded and reconfigured.
    var counts: BinderCounts {
        let batches = view.appliedBatches
        return BinderCounts(
            sections: sections.count, rows: sections.reduce(0) { $0 + $1.items.count },
            batches: batches.count,
            changed: batches.reduce(0) { $0 + $1.batch.itemReloads.count + $1.batch.itemReconfigures.count },
            dequeued: view.counters.totalCellDequeues)
    }
}

extension SectionedBinder where Section == BenchSection {
    /// Binds the sections `sections` returns with `Cell`s — with one all-sections chain, or with `chains` chains that
    /// each bind the sections whose id is their number modulo `chains` (rows that move between two chains' sections
    /// are then deleted and inserted, and every identity carries its chain) — and returns the chains.
    @discardableResult
    func bindBench<Cell: AnyObject>(
        cellType: Cell.Type, chains: Int, sectionCount: Int, sections: @escaping () -> [SectionedWorkload.Section]
    ) -> [ModelMultiSectionBinder<Kind, Cell, BenchSection, Item>] {
        guard chains > 1 else {
            return [onAllSections().bind(cellType: Cell.self, models: { BinderFixture<Kind>.models(of: sections()) })]
        }
        // Section ids beyond any the workloads make (the mix inserts sections after its first ids).
        let ids = 0..<(16 * sectionCount + 16)
        return (0..<chains).map { chain in
            onSections(ids.filter { $0 % chains == chain }.map(BenchSection.init))
                .bind(cellType: Cell.self, models: { BinderFixture<Kind>.models(of: sections().filter { $0.id % chains == chain }) })
        }
    }
}

extension BinderFixture where Kind == TableViewKind {
    /// A table whose viewport shows `viewportRows` rows, its sections bound by `chains` chains.
    static func table(sections: [SectionedWorkload.Section], viewportRows: Int, chains: Int = 1) -> BinderFixture {
        let table = HeadlessTableView(viewportSize: Size(width: 80, height: Double(viewportRows)))
        let scheduler = ManualUpdateScheduler()
        let binder = SectionedTableViewBinder(tableView: table, sectionedBy: BenchSection.self, scheduler: scheduler)
        return BinderFixture(
            sections: sections, view: table, binder: binder, scheduler: scheduler, cellType: HeadlessBenchCell.self, chains: chains)
    }
}

extension BinderFixture where Kind == CollectionViewKind {
    /// A collection view of 80 columns whose viewport shows `viewportRows` lines of 10 tiles; its layout's
    /// estimated item size is the tiles' (as a flow layout's `estimatedItemSize` would be), so a tile measured on
    /// display does not re-flow its section.
    static func collection(sections: [SectionedWorkload.Section], viewportRows: Int) -> BinderFixture {
        let collection = HeadlessCollectionView(viewportSize: Size(width: 80, height: Double(viewportRows)))
        collection.estimatedItemSize = Size(width: 8, height: 1)
        let scheduler = ManualUpdateScheduler()
        let binder = SectionedCollectionViewBinder(collectionView: collection, sectionedBy: BenchSection.self, scheduler: scheduler)
        return BinderFixture(sections: sections, view: collection, binder: binder, scheduler: scheduler, cellType: HeadlessBenchTile.self)
    }
}

/// What one binder operation left behind, as counts reported beside its timing.
struct BinderCounts: Checksummed {
    var sections: Int
    var rows: Int
    /// Batch updates the view applied (the staged update's stages).
    var batches: Int
    /// Rows reloaded or reconfigured across those batches (only the visible ones are configured again).
    var changed: Int
    /// Cells the view dequeued: the visible ones, not the rows.
    var dequeued: Int

    var checksum: Int { sections &+ rows &+ batches &+ changed &+ dequeued }
}

extension BinderFixture {
    /// What a fixture's models closure returns: each section's items by its ``BenchSection``.
    static func models(of sections: [SectionedWorkload.Section]) -> [BenchSection: [Item]] {
        var models: [BenchSection: [Item]] = [:]
        models.reserveCapacity(sections.count)
        for section in sections { models[BenchSection(id: section.id)] = section.items }
        return models
    }
}

/// A headless table or collection view over a data source that answers only counts and cells: what the view itself
/// costs to load, with no binder — the baseline of the `finish` rows, whose ratio is then the binder's share.
@MainActor
final class HeadlessLoadFixture: TableViewHostDataSource, CollectionViewHostDataSource {
    let view: HeadlessScrollView
    private var counts: [Int]

    private init(view: HeadlessScrollView, counts: [Int]) {
        self.view = view
        self.counts = counts
    }

    /// A table of the finish rows' shape (``BinderFixture/table(sections:viewportRows:)``), not loaded yet.
    static func table(counts: [Int], viewportRows: Int) -> HeadlessLoadFixture {
        let table = HeadlessTableView(viewportSize: Size(width: 80, height: Double(viewportRows)))
        table.register(cellType: HeadlessBenchCell.self, forReuseIdentifier: "cell")
        let fixture = HeadlessLoadFixture(view: table, counts: counts)
        table.dataSource = fixture
        return fixture
    }

    /// A collection view of the finish rows' shape (``BinderFixture/collection(sections:viewportRows:)``).
    static func collection(counts: [Int], viewportRows: Int) -> HeadlessLoadFixture {
        let collection = HeadlessCollectionView(viewportSize: Size(width: 80, height: Double(viewportRows)))
        collection.estimatedItemSize = Size(width: 8, height: 1)
        collection.register(cellType: HeadlessBenchTile.self, forReuseIdentifier: "cell")
        let fixture = HeadlessLoadFixture(view: collection, counts: counts)
        collection.dataSource = fixture
        return fixture
    }

    /// Loads every count and estimate, and dequeues the viewport's cells — what a first `finish()` makes the view do.
    func load() -> BinderCounts {
        view.reloadData()
        return BinderCounts(sections: counts.count, rows: counts.reduce(0, +), batches: 0, changed: 0,
                            dequeued: view.counters.totalCellDequeues)
    }

    /// Applies the stages a binder handed a host (see ``HandingLog``) as batch updates — validated and applied by
    /// the view, the visible reloaded rows dequeued again — each switching the counts to those it was handed with.
    func apply(_ stages: [HandedStage]) -> BinderCounts {
        for stage in stages {
            let updateData = { self.counts = stage.counts }
            if let table = view as? HeadlessTableView {
                table.performBatchUpdates(stage.batch, animations: stage.animations ?? .all(.automatic),
                                          updateData: updateData, completion: nil)
            } else if let collection = view as? HeadlessCollectionView {
                collection.performBatchUpdates(stage.batch, updateData: updateData, completion: nil)
            }
        }
        precondition(view.errors.isEmpty, "the view rejected a handed stage: \(view.errors)")
        return BinderCounts(sections: counts.count, rows: counts.reduce(0, +), batches: stages.count,
                            changed: 0, dequeued: view.counters.totalCellDequeues)
    }

    func numberOfSections(in host: any TableViewHost) -> Int { counts.count }
    func tableHost(_ host: any TableViewHost, numberOfRowsInSection section: Int) -> Int { counts[section] }
    func tableHost(_ host: any TableViewHost, cellForRowAt path: ItemPath) -> AnyObject {
        host.dequeueReusableCell(withReuseIdentifier: "cell", for: path)
    }

    func numberOfSections(in host: any CollectionViewHost) -> Int { counts.count }
    func collectionHost(_ host: any CollectionViewHost, numberOfItemsInSection section: Int) -> Int { counts[section] }
    func collectionHost(_ host: any CollectionViewHost, cellForItemAt path: ItemPath) -> AnyObject {
        host.dequeueReusableCell(withReuseIdentifier: "cell", for: path)
    }
    func collectionHost(
        _ host: any CollectionViewHost, viewForSupplementaryElementOfKind kind: SupplementaryViewKind, inSection section: Int
    ) -> AnyObject? { nil }
}

/// A headless table bound to a tree, fully expanded, not finished yet.
@MainActor
final class TreeFixture {
    let table: HeadlessTableView
    let binder: TableViewBinder

    init(roots: [BenchNode]) {
        table = HeadlessTableView(viewportSize: Size(width: 80, height: Double(TreeSuite.viewportRows)))
        binder = TableViewBinder(tableView: table, scheduler: ManualUpdateScheduler())
        binder.onTable().bind(cellType: HeadlessBenchCell.self, tree: roots, children: \.children, expanded: .all)
    }

    /// The same table bound to `nodes` as a flat list: a flat binding's first display of as many rows.
    init(flat nodes: [BenchNode]) {
        table = HeadlessTableView(viewportSize: Size(width: 80, height: Double(TreeSuite.viewportRows)))
        binder = TableViewBinder(tableView: table, scheduler: ManualUpdateScheduler())
        binder.onTable().bind(cellType: HeadlessBenchCell.self, models: nodes)
    }

    /// The rows `binder` shows, as its host would ask (a handing host asks nothing on its own).
    static func shownRows(_ binder: TableViewBinder) -> Int {
        let host = binder.tableView
        return host.dataSource?.tableHost(host, numberOfRowsInSection: 0) ?? 0
    }

    /// A binder of the tree `roots` on a host that takes what it is handed, diffing off the main actor at any size;
    /// not finished yet.
    static func handing(
        roots: @escaping () -> [BenchNode], expanded: TreeExpansion<BenchNode>, scheduler: any UpdateScheduler
    ) -> TableViewBinder {
        let binder = TableViewBinder(tableView: HandingTableHost(), scheduler: scheduler)
        binder.offMainActorDiffThreshold = 0
        binder.onTable().bind(cellType: HandedCell.self, tree: roots, children: \.children, expanded: expanded)
        return binder
    }
}
