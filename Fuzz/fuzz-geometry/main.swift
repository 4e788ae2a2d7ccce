// fuzz-geometry: the sizes an app hands the views, and the views' own geometry. A sectioned binder on each view —
// the terminal's table and grid, the headless table and collection — is given cell heights, item sizes, header and
// footer heights and sizes, and their estimates, each drawn from values that break arithmetic: not a number, the
// infinities, zero and minus zero, negatives (automatic), halves that round either way, and magnitudes past `Int`'s.
// Between data changes and updates, the views are resized (the terminal's frames anywhere in `Int`, its grid's
// spacing, insets and estimated size too), scrolled by keys, the wheel and offsets (infinities and not-a-number
// included), edited by a user (the terminal's keys; the headless views' deletes, swipes and drags — in and out of
// editing mode), and drawn. Checks: nothing traps; every batch the binders hand the terminal views passes UIKit's rules
// (they are bound through `ValidatingHost`, which stops the run with UIKit's message on one it refuses); a size that is not a number or infinite is reported as the
// binding's error (never handed to the view); the headless views report no other error than a caller's mistake (and
// content taller than a Double holds, once the app gave sizes that huge); and at rest each view shows rows of the
// data, in the sections the data has.
import Braid
import BraidFuzzSupport
import BraidTesting
@testable import BraidTerminal
import Testing  // the headless views take a SourceLocation (#_sourceLocation)

struct Name: Identifiable, Equatable, OffMainActorDiffable {
    var id: Int
    var value: Int
    var label: String { "\(id).\(value)" }
}

struct Shelf: TableViewSection {
    var id: Int
}

final class Line: TerminalTableViewCell {
    var label = "" { didSet { lines = [TerminalLine(StyledText(label))] } }
}
final class Caption: TerminalHeaderFooterView, ViewModelBindable {
    var viewModel: String? { didSet { lines = [TerminalLine(StyledText(viewModel ?? ""))] } }
}
final class Row: HeadlessTableViewCell {}
final class Tile: HeadlessCollectionViewCell {}
final class HeadlessCaption: HeadlessSupplementaryView, ViewModelBindable {
    var viewModel: String? { didSet { text = viewModel ?? "" } }
}

/// The values that break geometry: a fuzz input picks sizes from these.
let extremes: [Double] = [
    .nan, .infinity, -.infinity, -1, -0.0, 0, 0.5, 1.5, 2.5, 1, 2, 3, 7, 0.49, 1e9, 1e18, 9.3e18, 1e300,
    .greatestFiniteMagnitude, .leastNonzeroMagnitude, -1e300, Double(Int.max), Double(Int.min), 40,
]

/// What the app shows, and the sizes it gives: by row identity and by section.
@MainActor
final class Store {
    static let shelves = (0..<3).map(Shelf.init)
    var rows: [Shelf: [Name]] = [:]
    var cellSizes: [Int: Double] = [:]
    var widths: [Int: Double] = [:]
    var sectionSizes: [Int: Double] = [:]
    /// Whether the app handed a size that is not a number or infinite: the binder must have reported an error.
    var gaveNonFinite = false
    /// Whether the app handed a finite size so large that a few of them add up to more than a `Double` holds: a
    /// headless view may then report its content as infinitely tall.
    var gaveHuge = false

    func size(_ value: Double?) -> Double {
        let value = value ?? 1
        if !value.isFinite { gaveNonFinite = true }
        if value.isFinite, value.magnitude > 1e307 { gaveHuge = true }
        return value
    }

    func height(of name: Name) -> Double { size(cellSizes[name.id]) }
    func width(of name: Name) -> Double { size(widths[name.id]) }
    func height(of shelf: Shelf) -> Double { size(sectionSizes[shelf.id]) }

    /// Every shelf's header (`prefix` "#") or footer ("##") text.
    static func titles(_ prefix: String) -> [Shelf: String] {
        Dictionary(uniqueKeysWithValues: shelves.map { ($0, "\(prefix) \($0.id)") })
    }
}

/// A view under fuzzing, seen the same way whatever its kind.
@MainActor
struct FuzzedView {
    var refresh: () -> Void
    var setMaximumAnimatedChanges: (Int?) -> Void
    var setEditing: (Bool) -> Void
    /// The sections the view has, and the rows it shows (their paths and texts).
    var sectionCount: () -> Int
    var visible: () -> [(path: ItemPath, text: String)]
    /// Changes the view's geometry the way its kind can.
    var reshape: (inout FuzzInput) -> Void
    /// Scrolls, by the kind's means.
    var scroll: (inout FuzzInput) -> Void
    /// Edits as a user does — deletes, swipes, moves — by the kind's means.
    var edit: (inout FuzzInput) -> Void
    var draw: () -> Void
}

/// Binds `store`'s rows, with every size of the kind bound, on `binder`; shows all three shelves.
@MainActor
func bind<Kind, Cell: AnyObject>(
    _ binder: SectionedBinder<Kind, Shelf>, _ cellType: Cell.Type, _ store: Store, errors: @escaping (BinderDiagnostic) -> Void,
    label: @escaping (Cell, String) -> Void
) -> ModelMultiSectionBinder<Kind, Cell, Shelf, Name> {
    binder.diagnosticHandler = { if $0.severity == .error { errors($0) } }
    binder.displayedSections = Store.shelves
    return binder.onAllSections()
        .bind(cellType: cellType, models: { store.rows })
        .onDequeue { _, _, cell, name in label(cell, name.label) }
        // A user may delete, swipe and move rows too, over rows and screens of any size. The user acts on the screen,
        // which may not show the data's latest change yet: the handlers find the model in the data, as an app does.
        .onDelete { shelf, row, name in store.rows.remove(name, near: row, from: shelf) }
        .onMove { from, to, name in store.rows.move(name, near: from.row, from: from.section, to: to.row, in: to.section) }
        .movesLeaveSection(true)
        .trailingSwipeActions { _, _, _ in [SwipeAction(title: "Keep") { done in done(true) }] }
}

/// Every size a table binds, from `store`, with header and footer titles to size.
@MainActor
func bindSizes<Cell>(_ chain: ModelMultiSectionBinder<TableViewKind, Cell, Shelf, Name>, _ store: Store) {
    chain
        .cellHeight { _, _, name in store.height(of: name) }
        .estimatedCellHeight { _, _, name in store.width(of: name) }
        .bind(headerTitles: { Store.titles("#") })
        .bind(footerTitles: { Store.titles("##") })
        .headerHeight { store.height(of: $0) }
        .footerHeight { store.size(store.sectionSizes[$0.id + 3]) }
        .estimatedHeaderHeight { store.size(store.sectionSizes[$0.id + 6]) }
        .estimatedFooterHeight { store.size(store.sectionSizes[$0.id + 3]) }
}

/// Every size a collection binds, from `store`, with header and footer views (`Caption`) to size.
@MainActor
func bindSizes<Cell, Caption: ViewModelBindable>(
    _ chain: ModelMultiSectionBinder<CollectionViewKind, Cell, Shelf, Name>, _ caption: Caption.Type, _ store: Store
) where Caption.ViewModel == String {
    chain
        .itemSize { _, _, name in Size(width: store.width(of: name), height: store.height(of: name)) }
        .estimatedItemSize { _, _, name in Size(width: store.height(of: name), height: store.width(of: name)) }
        .bind(headerType: caption, viewModels: { Store.titles("#") })
        .bind(footerType: caption, viewModels: { Store.titles("##") })
        .headerSize { Size(width: 0, height: store.height(of: $0)) }
        .footerSize { Size(width: store.size(store.sectionSizes[$0.id + 6]), height: store.size(store.sectionSizes[$0.id + 3])) }
}

@MainActor
func terminalTable(_ store: Store, _ scheduler: ManualUpdateScheduler, _ clock: ManualTerminalClock, errors: @escaping (BinderDiagnostic) -> Void) -> FuzzedView {
    let table = TerminalTableView(clock: clock)
    let binder = SectionedTableViewBinder(tableView: ValidatingHost(table), sectionedBy: Shelf.self, scheduler: scheduler)
    bindSizes(bind(binder, Line.self, store, errors: errors) { cell, text in cell.label = text }, store)
    binder.finish()
    return terminalView(table, binder, rows: table.indexPathsForVisibleRows, clock) { path in
        (table.cell(at: path) as? Line)?.label
    }
}

@MainActor
func terminalGrid(_ store: Store, _ scheduler: ManualUpdateScheduler, _ clock: ManualTerminalClock, errors: @escaping (BinderDiagnostic) -> Void) -> FuzzedView {
    let grid = TerminalCollectionView(clock: clock)
    let binder = SectionedCollectionViewBinder(collectionView: ValidatingHost(grid), sectionedBy: Shelf.self, scheduler: scheduler)
    bindSizes(bind(binder, Line.self, store, errors: errors) { cell, text in cell.label = text }, Caption.self, store)
    binder.finish()
    var view = terminalView(grid, binder, rows: grid.indexPathsForVisibleItems, clock) { path in
        (grid.cell(at: path) as? Line)?.label
    }
    let reshape = view.reshape
    view.reshape = { input in
        // Spacing and insets: any number the grid accepts (its precondition), the largest most often.
        func cells() -> Int { [0, 1, 3, 40, Int.maximumCells - 1, Int.maximumCells][input.int(below: 6)] }
        switch input.byte() % 5 {
        case 0: grid.itemSpacing = cells()
        case 1: grid.lineSpacing = cells()
        case 2: grid.sectionInsets = TerminalEdgeInsets(top: cells(), left: cells(), bottom: cells(), right: cells())
        case 3: grid.estimatedItemSize = Size(width: extremes[input.int(below: extremes.count)], height: extremes[input.int(below: extremes.count)])
        default: reshape(&input)
        }
    }
    return view
}

/// What the terminal's table and grid share: a frame anywhere, keys and the wheel, frames drawn.
@MainActor
func terminalView<Kind>(
    _ view: some TerminalContent & AnyObject, _ binder: SectionedBinder<Kind, Shelf>, rows: @autoclosure @escaping () -> [ItemPath],
    _ clock: ManualTerminalClock, text: @escaping (ItemPath) -> String?
) -> FuzzedView {
    func setFrame(_ frame: TerminalRect) {
        if let table = view as? TerminalTableView { table.frame = frame }
        if let grid = view as? TerminalCollectionView { grid.frame = frame }
    }
    setFrame(TerminalRect(x: 0, y: 0, width: 20, height: 8))
    return FuzzedView(
        refresh: binder.refresh, setMaximumAnimatedChanges: { binder.maximumAnimatedChanges = $0 },
        setEditing: { binder.setEditing($0, animated: true) },
        sectionCount: { binder.displayedSections.count },
        visible: { rows().map { ($0, text($0) ?? "?") } },
        reshape: { input in
            setFrame(TerminalRect(x: input.geometry(), y: input.geometry(), width: input.geometry(), height: input.geometry()))
        },
        scroll: { input in
            // Keys that move (arrows, pages, home, end) or edit (delete and confirm, swipe, move), and the wheel or a
            // click at any position.
            let keys: [Key] = [.up, .down, .left, .right, .pageUp, .pageDown, .home, .end, .delete, .enter, .tab, .escape,
                               .character("m")]
            let mice: [MouseEvent.Kind] = [.wheelUp, .wheelDown, .press]
            _ = view.handle(input.byte() % 2 == 0
                ? .key(keys[input.int(below: keys.count)])
                : .mouse(MouseEvent(kind: mice[input.int(below: mice.count)], x: input.geometry(), y: input.geometry())))
        },
        edit: { input in
            // The editing keys (the arrows above choose the row).
            let keys: [Key] = [.delete, .enter, .tab, .escape, .character("m"), .up, .down]
            _ = view.handle(.key(keys[input.int(below: keys.count)]))
        },
        draw: {
            // The screen is smaller than most frames here: drawing clips.
            var buffer = ScreenBuffer(width: 24, height: 10)
            view.render(into: &buffer)
            clock.advance(by: .milliseconds(200))
        })
}

@MainActor
func headless<Kind>(
    _ view: HeadlessScrollView, _ binder: SectionedBinder<Kind, Shelf>, _ store: Store,
    rowCount: @escaping (Int) -> Int, visible: @escaping () -> [(path: ItemPath, text: String)]
) -> FuzzedView {
    binder.finish()
    // A scroll offset or viewport that is not one is the caller's mistake, which the view reports, and so is content
    // taller than a Double holds, once the app gave sizes that huge; any other error (a size the binder handed on
    // unchecked, above all) stops the program.
    view.failureHandler = { [unowned store] error, location in
        let expected = error.kind == .invalidArgument
            || store.gaveHuge && error.kind == .invalidDataSourceAnswer && error.message.contains("more than a Double holds")
        if !expected { HeadlessHostError.recordIssueOrTrap(error, at: location) }
    }
    return FuzzedView(
        refresh: binder.refresh, setMaximumAnimatedChanges: { binder.maximumAnimatedChanges = $0 },
        setEditing: { binder.setEditing($0, animated: true) },
        sectionCount: { view.numberOfSections }, visible: visible,
        reshape: { input in
            view.resize(to: Size(width: extremes[input.int(below: extremes.count)], height: extremes[input.int(below: extremes.count)]))
        },
        scroll: { input in
            if input.byte() % 2 == 0 {
                view.scroll(toOffset: extremes[input.int(below: extremes.count)])
            } else {
                view.scroll(by: extremes[input.int(below: extremes.count)] * (input.byte() % 2 == 0 ? 1 : -1))
            }
        },
        edit: { input in
            // A user's delete, swipe or drag of a visible row, to any place a row can be dropped; what the view does
            // not offer (a move outside editing mode, a row that cannot move) it reports as the caller's mistake.
            let paths = visible().map(\.path)
            guard !paths.isEmpty else { return }
            let path = paths[input.int(below: paths.count)]
            switch input.byte() % 3 {
            case 0: view.delete(path)
            case 1: view.performSwipeAction(titled: "Keep", at: path)
            default:
                let section = input.int(below: view.numberOfSections)
                let places = rowCount(section) + (section == path.section ? 0 : 1)
                if places > 0 { view.move(from: path, to: ItemPath(item: input.int(below: places), section: section)) }
            }
        },
        draw: { _ = view.screen })
}

@MainActor
func headlessTable(_ store: Store, _ scheduler: ManualUpdateScheduler, errors: @escaping (BinderDiagnostic) -> Void) -> FuzzedView {
    let table = HeadlessTableView(viewportSize: Size(width: 20, height: 8))
    let binder = SectionedTableViewBinder(tableView: ValidatingHost(table), sectionedBy: Shelf.self, scheduler: scheduler)
    bindSizes(bind(binder, Row.self, store, errors: errors) { cell, text in cell.text = text }, store)
    return headless(table, binder, store, rowCount: table.numberOfRows(inSection:)) {
        table.visibleCells.map { ($0.path, $0.cell.text) }
    }
}

@MainActor
func headlessCollection(_ store: Store, _ scheduler: ManualUpdateScheduler, errors: @escaping (BinderDiagnostic) -> Void) -> FuzzedView {
    let collection = HeadlessCollectionView(viewportSize: Size(width: 20, height: 8))
    let binder = SectionedCollectionViewBinder(collectionView: collection, sectionedBy: Shelf.self, scheduler: scheduler)
    bindSizes(bind(binder, Tile.self, store, errors: errors) { cell, text in cell.text = text }, HeadlessCaption.self, store)
    return headless(collection, binder, store, rowCount: collection.numberOfItems(inSection:)) {
        collection.visibleCells.map { ($0.path, $0.cell.text) }
    }
}

runFuzzTarget { input in
    let store = Store()
    var nextID = 0
    @MainActor func add(to shelf: Shelf) {
        store.rows[shelf, default: []].insert(Name(id: nextID % 8, value: 0), at: 0)  // ids repeat
        nextID += 1
    }
    for shelf in Store.shelves {
        for _ in 0..<input.int(below: 5) { add(to: shelf) }
    }
    var errors: [BinderDiagnostic] = []
    let scheduler = ManualUpdateScheduler()
    let clock = ManualTerminalClock()
    let report: (BinderDiagnostic) -> Void = { errors.append($0) }
    let fuzzed = switch input.byte() % 4 {
    case 0: terminalTable(store, scheduler, clock, errors: report)
    case 1: terminalGrid(store, scheduler, clock, errors: report)
    case 2: headlessTable(store, scheduler, errors: report)
    default: headlessCollection(store, scheduler, errors: report)
    }
    @MainActor func extreme() -> Double { extremes[input.int(below: extremes.count)] }

    while !input.isAtEnd {
        let shelf = Store.shelves[input.int(below: Store.shelves.count)]
        let count = store.rows[shelf]?.count ?? 0
        switch input.byte() % 12 {
        case 0: if store.rows.values.reduce(0, { $0 + $1.count }) < 60 { add(to: shelf) }
        case 1: if count > 0 { store.rows[shelf]?.remove(at: input.int(below: count)) }
        case 2: if count > 0 { store.rows[shelf]?[input.int(below: count)].value += 1 }
        case 3: store.cellSizes[input.int(below: 8)] = extreme()
        case 4: store.widths[input.int(below: 8)] = extreme()
        case 5: store.sectionSizes[input.int(below: 9)] = extreme()
        case 6: fuzzed.refresh()
        case 7: scheduler.runMainActorWork()
        case 8: scheduler.runOffMainActorWork(1)
        case 9: fuzzed.reshape(&input)
        case 10: fuzzed.scroll(&input)
        default:
            fuzzed.draw()
            switch input.byte() % 8 {
            case 0: fuzzed.setMaximumAnimatedChanges(input.byte() % 2 == 0 ? 0 : nil)
            case 1: fuzzed.setEditing(input.byte() % 2 == 0)
            case 2, 3: fuzzed.edit(&input)
            default: break
            }
        }
    }
    fuzzed.refresh()
    scheduler.flush()
    fuzzed.draw()
    clock.advance(by: .seconds(5))
    fuzzed.draw()

    // A size that is not a number or infinite is the binding's mistake: reported, and the view never gets it.
    precondition(errors.isEmpty != store.gaveNonFinite, """
        sizes not finite: \(store.gaveNonFinite); the errors reported: \(errors.map(\.message))
        """)
    for error in errors {
        precondition(error.message.contains("not finite"), "an unexpected error: \(error.message)")
    }
    // At rest, the view has the data's sections and shows rows of the data.
    precondition(fuzzed.sectionCount() == Store.shelves.count, "the view has \(fuzzed.sectionCount()) sections")
    for (path, text) in fuzzed.visible() {
        let names = store.rows[Store.shelves[path.section]] ?? []
        precondition(path.row < names.count && names[path.row].label == text, "the view shows \(text) at \(path); the data: \(store.rows)")
    }
}
