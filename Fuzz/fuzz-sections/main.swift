// fuzz-sections: a sectioned binder on the headless table or collection view, under the data shapes an app gives it:
// sections that come, go and move (named by the app or shown because they have data), rows that change, repeat and
// move between sections, header and footer titles and views that come and go (headers from a closure read on
// refresh, or from a publisher that sends each change), a section bound by name beside the all-sections chain,
// updates diffed on or off the main actor in any interleaving, shown animated or as reloads (too many changes,
// animateChanges off, or the view off screen) or by an app's update delegate (stage by stage, as a reload, or kept
// for later — a mistake the binder reports and recovers from), viewports that scroll and resize, and a user's deletes
// and moves; the section bound by name shows content rows (`bind(content:models:)`) in half the runs. Every batch the
// view receives is checked by UIKit's rules, and every other error the view reports stops
// the program. Once all work is done, the view shows the data: its sections, its rows (each cell configured for the
// section it is in: a row's text names its section), and (when it all fits) its headers and footers, line by line.
import Braid
import BraidFuzzSupport
import BraidTesting
import Testing  // the headless views take a SourceLocation (#_sourceLocation) for their error reports

struct Name: Identifiable, Equatable, OffMainActorDiffable {
    var id: Int
    var value: Int
    var label: String { "\(id).\(value)" }
}

struct Shelf: TableViewSection, Comparable {
    var id: Int
    static func < (lhs: Shelf, rhs: Shelf) -> Bool { lhs.id < rhs.id }
}

final class Row: HeadlessTableViewCell {}
final class Tile: HeadlessCollectionViewCell {}
final class ShelfHeader: HeadlessSupplementaryView, ViewModelBindable {
    var viewModel: String? { didSet { text = viewModel ?? "" } }
}

/// What the app shows: rows by shelf, the shelves it names (when it names them), header texts.
@MainActor
final class Store {
    static let shelfIDs = 0..<6
    var rows: [Shelf: [Name]] = [:]
    var named: [Shelf] = []
    var headers: [Shelf: String] = [:] {
        didSet { headerSource?.send(headers.mapValues(Optional.some)) }
    }
    /// When set, the headers reach the binder through this publisher (each change sent as it is made) instead of a
    /// closure read on refresh.
    var headerSource: CurrentValueSubject<[Shelf: String?], Never>?
    var footers: [Shelf: String] = [:]
    var behavior: SectionDisplayBehavior<Shelf> = .manuallyManaged
    /// Whether the special section's rows are content rows (`bind(content:models:)`, the view's content cell, made
    /// when needed) rather than the chain's cell type.
    var specialIsContent = false

    /// The section bound by name, beside the all-sections chain: its rows are labelled apart, so that the screen
    /// says which chain a row came from.
    static let special = Shelf(id: 0)

    /// A row's text: it names the section the cell was configured for (a moved cell must be configured again).
    func label(_ name: Name, in shelf: Shelf) -> String { shelf == Self.special ? "*" + name.label : "\(shelf.id)/" + name.label }

    /// The sections the view should show, in order.
    var shown: [Shelf] {
        switch behavior {
        case .manuallyManaged: named
        case .hidesSectionsWithNoCellData: rows.filter { !$0.value.isEmpty }.keys.sorted()
        case .hidesSectionsWithNoData: Set(rows.filter { !$0.value.isEmpty }.keys).union(headers.keys).union(footers.keys).sorted()
        }
    }

    func insert(_ name: Name, at position: RowPosition<Shelf>) {
        var names = rows[position.section] ?? []
        names.insert(name, at: min(position.row, names.count))
        rows[position.section] = names
    }
}

/// An app's update delegate: it applies each update the binder hands it stage by stage, or an update the binder
/// would show as a reload as a reload (both are allowed) — or, a mistake the binder reports and recovers from, it
/// keeps some to apply later, or never, and applies a kept one later.
@MainActor
final class AppUpdateDelegate: TableViewUpdateDelegate, CollectionViewUpdateDelegate {
    var defers = false
    var reloads = true
    private var held: [(update: StagedUpdate, host: any CellViewHost)] = []

    func apply(_ update: TableViewUpdate, to host: any TableViewHost) {
        take(update, host) { stage in host.performBatchUpdates(stage.batch, animations: stage.animations, updateData: stage.apply, completion: nil) }
    }

    func apply(_ update: CollectionViewUpdate, to host: any CollectionViewHost) {
        take(update, host) { stage in host.performBatchUpdates(stage.batch, updateData: stage.apply, completion: nil) }
    }

    private func take(_ update: StagedUpdate, _ host: any CellViewHost, perform: @escaping (StagedUpdate.Stage) -> Void) {
        let reloads = reloads
        let show = {
            if update.reloadReason != nil, reloads {
                update.applyData()
                host.reloadData()
            } else {
                update.stages.forEach(perform)
            }
        }
        if defers { held.append((update, host)) } else { show() }
    }

    /// Shows the updates kept, oldest first — too late: the binder reported it and reloaded, so each stage's `apply`
    /// does nothing now. (Only as reloads: a kept batch no longer fits the view, which would reject it.)
    func releaseLate() {
        for (update, host) in held {
            update.applyData()
            host.reloadData()
        }
        held = []
    }
}

/// A view under fuzzing and its binder, seen the same way whatever their kind.
@MainActor
final class FuzzedView {
    let view: HeadlessScrollView
    let refresh: () -> Void
    let setMaximumAnimatedChanges: (Int?) -> Void
    let setEditing: (Bool) -> Void
    let setAnimateChanges: (Bool) -> Void
    let setUpdateDelegate: (AppUpdateDelegate?) -> Void
    let rowCount: (Int) -> Int
    /// The visible cells' paths and texts.
    let visible: () -> [(path: ItemPath, text: String)]
    let movesRows: Bool
    /// The sections on screen, as the binder's `displayedSectionsPublisher` says.
    private(set) var onScreen: [Shelf] = []
    private var subscription: AnyCancellable?

    /// Sets up and finishes `binder`, whose chains are bound, on `view`: what every binder under fuzzing shares.
    init<Kind>(
        _ binder: SectionedBinder<Kind, Shelf>, on view: HeadlessScrollView, _ store: Store, offMainActor: Bool,
        rowCount: @escaping (Int) -> Int, visible: @escaping () -> [(path: ItemPath, text: String)], movesRows: Bool
    ) {
        binder.offMainActorDiffThreshold = offMainActor ? 0 : .max
        binder.diagnosticHandler = { _ in }  // repeated identities are warned about; that is expected here
        binder.sectionDisplayBehavior = store.behavior
        func showNamedSections() {
            if case .manuallyManaged = store.behavior { binder.displayedSections = store.named }
        }
        showNamedSections()
        binder.finish()
        self.view = view
        refresh = {
            showNamedSections()
            binder.refresh()
        }
        setMaximumAnimatedChanges = { binder.maximumAnimatedChanges = $0 }
        setEditing = { binder.setEditing($0, animated: false) }
        setAnimateChanges = { binder.animateChanges = $0 }
        setUpdateDelegate = { binder.updateDelegate = $0.flatMap { $0 as? Kind.UpdateDelegate } }
        self.rowCount = rowCount
        self.visible = visible
        self.movesRows = movesRows
        subscription = binder.displayedSectionsPublisher.sink { [unowned self] in onScreen = $0 }
    }
}

/// The chains both kinds bind: every section's rows from the store, with deletes, and the special section's by name.
/// - Returns: the all-sections chain, for the kind's own links.
@MainActor
func bindRows<Kind, Cell: HeadlessReusableView>(_ binder: SectionedBinder<Kind, Shelf>, _ cellType: Cell.Type, _ store: Store)
    -> ModelMultiSectionBinder<Kind, Cell, Shelf, Name>
{
    if store.specialIsContent {
        // The content is a function of the model (and the section, which is fixed): a row whose name changed is
        // reconfigured, one whose name did not is left as it is.
        binder.onSection(Store.special)
            .bind(content: { (name: Name) in RowContent(text: store.label(name, in: Store.special)) },
                  models: { store.rows[Store.special] ?? [] })
            .onDelete { row, _ in store.rows[Store.special]?.remove(at: row) }
    } else {
        binder.onSection(Store.special)
            .bind(cellType: cellType, models: { store.rows[Store.special] ?? [] })
            .onDequeue { _, cell, name in cell.text = store.label(name, in: Store.special) }
            .onDelete { row, _ in store.rows[Store.special]?.remove(at: row) }
    }
    return binder.onAllSections()
        .bind(cellType: cellType, models: { store.rows })
        .onDequeue { shelf, _, cell, name in cell.text = store.label(name, in: shelf) }
        .onDelete { shelf, row, _ in store.rows[shelf]?.remove(at: row) }
}

@MainActor
func table(_ store: Store, _ scheduler: ManualUpdateScheduler, viewport: Size, offMainActor: Bool) -> FuzzedView {
    let table = HeadlessTableView(viewportSize: viewport)
    let binder = SectionedTableViewBinder(tableView: table, sectionedBy: Shelf.self, scheduler: scheduler)
    let chain = bindRows(binder, Row.self, store)
        .onMove { from, to, _ in
            guard let name = store.rows[from.section]?.remove(at: from.row) else { return }
            store.insert(name, at: to)
        }
        .movesLeaveSection(true)
        .bind(footerTitles: { store.footers })
    if let source = store.headerSource { chain.bind(headerTitles: source) } else { chain.bind(headerTitles: { store.headers }) }
    return FuzzedView(
        binder, on: table, store, offMainActor: offMainActor, rowCount: { table.numberOfRows(inSection: $0) },
        visible: { table.visibleCells.map { ($0.path, $0.cell.text) } }, movesRows: true)
}

@MainActor
func collection(_ store: Store, _ scheduler: ManualUpdateScheduler, viewport: Size, offMainActor: Bool) -> FuzzedView {
    let collection = HeadlessCollectionView(viewportSize: viewport)
    let binder = SectionedCollectionViewBinder(collectionView: collection, sectionedBy: Shelf.self, scheduler: scheduler)
    let chain = bindRows(binder, Tile.self, store)
        .bind(footerType: ShelfHeader.self, viewModels: { store.footers })
        .itemSize { _, _, name in Size(width: Double(1 + name.id % 7), height: Double(1 + name.value % 2)) }
    if let source = store.headerSource {
        chain.bind(headerType: ShelfHeader.self, viewModels: source)
    } else {
        chain.bind(headerType: ShelfHeader.self, viewModels: { store.headers })
    }
    return FuzzedView(
        binder, on: collection, store, offMainActor: offMainActor, rowCount: { collection.numberOfItems(inSection: $0) },
        visible: { collection.visibleCells.map { ($0.path, $0.cell.text) } }, movesRows: false)
}

/// Whether `view` shows `store`'s sections (those its binder says are on screen, as many as the view has) and, in its
/// visible cells, their rows; and when all of it fits in the viewport, each section's header in order.
@MainActor
func shows(_ store: Store, on view: FuzzedView) -> Bool {
    let shown = store.shown
    guard view.onScreen == shown, view.view.numberOfSections == shown.count else { return false }
    if view.view.contentHeight <= view.view.viewportSize.height {
        // Rows' labels start with a digit or "*", so the lines that start with "# " are the headers, "## " the footers.
        let screen = view.view.screen
        guard screen.filter({ $0.hasPrefix("# ") }) == shown.compactMap({ store.headers[$0].map { "# " + $0 } }),
            screen.filter({ $0.hasPrefix("## ") }) == shown.compactMap({ store.footers[$0].map { "## " + $0 } })
        else { return false }
    }
    for (index, shelf) in shown.enumerated() where view.rowCount(index) != store.rows[shelf]?.count ?? 0 {
        return false
    }
    return view.visible().allSatisfy { path, text in
        let shelf = shown[path.section]
        guard let name = store.rows[shelf]?[path.row] else { return false }
        return text == store.label(name, in: shelf)
    }
}

runFuzzTarget { input in
    let store = Store()
    let first = input.byte()
    // Headers come from a publisher in half the runs (the byte's other bits: older inputs keep their meaning).
    if first / 3 % 2 == 1 { store.headerSource = CurrentValueSubject([:]) }
    store.specialIsContent = first / 6 % 2 == 1
    switch first % 3 {
    case 0: store.behavior = .manuallyManaged
    case 1: store.behavior = .hidesSectionsWithNoCellData
    default: store.behavior = .hidesSectionsWithNoData
    }
    var nextID = 0
    @MainActor func addName(to shelf: Shelf, at row: Int) {
        store.insert(Name(id: nextID % 11, value: 0), at: RowPosition(section: shelf, row: row))  // ids repeat
        nextID += 1
    }
    for _ in 0..<input.int(below: 4) {
        let shelf = Shelf(id: input.int(below: Store.shelfIDs.count))
        if !store.named.contains(shelf) { store.named.append(shelf) }
        for _ in 0..<input.int(below: 6) { addName(to: shelf, at: 0) }
    }
    let scheduler = ManualUpdateScheduler()
    let viewport = Size(width: Double(input.int(in: 0...30)), height: Double(input.int(in: 0...300)))
    let offMainActor = input.byte() % 2 == 0
    let fuzzed = input.byte() % 2 == 0
        ? table(store, scheduler, viewport: viewport, offMainActor: offMainActor)
        : collection(store, scheduler, viewport: viewport, offMainActor: offMainActor)
    let view = fuzzed.view
    var editing = false
    let delegate = AppUpdateDelegate()  // the binder holds it weakly

    /// Whether a user may act now: nothing is pending and the screen shows the data (as in an app, where the data a
    /// handler changes is the data the screen shows).
    @MainActor func settled() -> Bool { !scheduler.hasPendingWork && shows(store, on: fuzzed) }

    while !input.isAtEnd {
        let shelf = Shelf(id: input.int(below: Store.shelfIDs.count))
        let count = store.rows[shelf]?.count ?? 0
        switch input.byte() % 16 {
        case 0:
            if store.rows.values.reduce(0, { $0 + $1.count }) < 120 { addName(to: shelf, at: input.int(below: count + 1)) }
        case 1: if count > 0 { store.rows[shelf]?.remove(at: input.int(below: count)) }
        case 2: if count > 0 { store.rows[shelf]?[input.int(below: count)].value += 1 }
        case 3:
            // A row moves to another shelf, or within its own.
            if count > 0, let name = store.rows[shelf]?.remove(at: input.int(below: count)) {
                let to = Shelf(id: input.int(below: Store.shelfIDs.count))
                store.insert(name, at: RowPosition(section: to, row: input.int(below: (store.rows[to]?.count ?? 0) + 1)))
            }
        case 4:
            // The app names its sections again: one comes, goes or moves.
            if let index = store.named.firstIndex(of: shelf) {
                let removed = store.named.remove(at: index)
                if input.byte() % 2 == 0 { store.named.insert(removed, at: input.int(below: store.named.count + 1)) }
            } else {
                store.named.insert(shelf, at: input.int(below: store.named.count + 1))
            }
        case 5:
            let texts = input.byte() % 3 == 0 ? \Store.footers : \Store.headers
            if store[keyPath: texts][shelf] == nil || input.byte() % 2 == 0 {
                store[keyPath: texts][shelf] = "h\(input.int(below: 3))"
            } else {
                store[keyPath: texts][shelf] = nil
            }
        case 6: store.rows[shelf] = input.byte() % 2 == 0 ? nil : []
        case 7: fuzzed.refresh()
        case 8: scheduler.runMainActorWork()
        case 9: scheduler.runOffMainActorWork(1)
        case 10:
            if input.byte() % 3 == 0 { fuzzed.setAnimateChanges(input.byte() % 2 == 0) } else { view.isOnScreen.toggle() }
        case 11:
            switch input.byte() % 4 {
            case 0:
                let limits: [Int?] = [nil, 0, 1, 3]
                fuzzed.setMaximumAnimatedChanges(limits[input.int(below: limits.count)])
            case 1:
                fuzzed.setUpdateDelegate(input.byte() % 2 == 0 ? delegate : nil)
            case 2:
                delegate.defers = input.byte() % 2 == 0
                delegate.reloads = input.byte() % 2 == 0
            default:
                delegate.releaseLate()
            }
        case 12:
            if settled() { view.scroll(toOffset: Double(input.int(in: -5...400))) }
        case 13:
            if settled() { view.resize(to: Size(width: Double(input.int(in: 0...30)), height: Double(input.int(in: 0...300)))) }
        case 14:
            let visible = fuzzed.visible()
            if settled(), !visible.isEmpty { view.delete(visible[input.int(below: visible.count)].path) }
        default:
            // A user drags a row to any place in any section shown (a table, in editing mode).
            let visible = fuzzed.visible()
            guard fuzzed.movesRows, settled(), !visible.isEmpty else { break }
            if !editing {
                editing = true
                fuzzed.setEditing(true)
            }
            let source = visible[input.int(below: visible.count)].path
            let section = input.int(below: store.shown.count)
            let rows = fuzzed.rowCount(section)
            let destination = ItemPath(row: input.int(below: rows + (section == source.section ? 0 : 1)), section: section)
            // The section bound by name has no onMove, so its rows have no reorder control; a drag into it lands
            // where the binder's target says (within the chains' rules).
            guard destination != source, store.shown[source.section] != Store.special else { break }
            view.move(from: source, to: destination)
        }
    }
    fuzzed.refresh()
    scheduler.flush()
    delegate.releaseLate()
    precondition(shows(store, on: fuzzed), """
        the view does not show the data: \(view.numberOfSections) sections (on screen: \(fuzzed.onScreen.map(\.id))), visible \(fuzzed.visible().map { "\($0.path) \($0.text)" }); \
        the data: \(store.shown.map { "\($0.id): \(store.rows[$0]?.map(\.label) ?? [])" }); \
        the screen \(view.screen) (\(view.contentHeight) high in \(view.viewportSize)); the headers: \(store.headers), the footers: \(store.footers)
        """)
}
