/// A table view in the terminal: sections of rows with headers and footers, scrolling, a selection,
/// keyboard and mouse, and animated batch updates — Braid's terminal host.
///
/// It behaves like `UITableView`, through Braid's `TableViewHost` protocol: it asks its ``dataSource``
/// how many sections and rows there are and for the cells of the rows it shows, which the data source
/// dequeues from the table's reuse pool and configures. It never lays out rows it does not show, so a
/// table of a million rows costs what a table of a thousand does. Batch updates come finished from the
/// core (it never diffs): inserted rows light up briefly, deleted rows dim in place before they close,
/// moved rows carry a highlight to their new place, reloaded rows flash.
///
/// It draws into a ``ScreenBuffer`` within its ``frame``; a ``TerminalApp`` puts the buffer on the
/// terminal and hands the table the user's keys and mouse events.
///
/// ```swift
/// let table = TerminalTableView()
/// table.register(cellType: AccountCell.self, forReuseIdentifier: AccountCell.reuseIdentifier)
/// table.dataSource = accounts // a TableViewHostDataSource, usually a Braid binder
/// table.frame = TerminalRect(x: 0, y: 1, width: 80, height: 22)
///
/// var buffer = ScreenBuffer(width: 80, height: 24)
/// table.render(into: &buffer)
/// table.handle(.key(.down)) // selects the first row
/// ```
@MainActor
public final class TerminalTableView: TableViewHost {
    // MARK: Host protocol state

    /// The object the table asks for its content and tells about taps, display and scrolling. Held weakly.
    public weak var dataSource: (any TableViewHostDataSource)? {
        didSet { reloadData() }
    }

    // MARK: Configuration

    /// Where the table draws within the buffer it renders into; `nil` for the whole buffer. Apps leave room
    /// around it for their own title and status lines.
    public var frame: TerminalRect? {
        didSet {
            if let frame { resizeViewport(to: frame) }
            setNeedsDisplay()
        }
    }

    /// Whether a table with rows always shows one selected — the first in view until the user moves the
    /// selection — so that Enter works at once, with no arrow key pressed first. Off by default (like UIKit's
    /// tables, nothing is selected until the user selects); apps whose screens are driven by the keyboard turn
    /// it on for every table.
    public var alwaysSelectsARow = false {
        didSet { setNeedsDisplay() }
    }

    /// Whether batch updates animate. When `false`, every batch applies at once, as with animations of
    /// `.none`.
    public var animateChanges = true

    /// Styles, padding and animation length.
    public var appearance = TerminalTableAppearance() {
        didSet {
            if appearance.horizontalPadding != oldValue.horizontalPadding
                || appearance.indentationWidth != oldValue.indentationWidth { invalidateHeights() }
            setNeedsDisplay()
        }
    }

    /// Told when a batch update does not fit the table's counts or contradicts itself; the table then
    /// reloads all its data instead (as UIKit's diffable data source does). By default the problem is
    /// only reported here.
    public var onInvalidBatch: ((String) -> Void)?

    /// Where animations read the time.
    public let clock: any TerminalClock

    // MARK: State

    /// The row count of each section, as last read from the data source; `nil` until first needed.
    var counts: [Int]?
    var cellPool = ReusePool<TerminalTableViewCell>(
        noun: "cell", registerMethod: "register(cellType:forReuseIdentifier:)")
    var viewPool = ReusePool<TerminalHeaderFooterView>(
        noun: "header/footer view", registerMethod: "register(headerFooterViewType:forReuseIdentifier:)")
    /// The rows the last layout walked through: their cells and heights.
    var rowRecords: [ItemPath: RowRecord] = [:]
    /// The headers and footers the last layout walked through.
    var supplementRecords: [SupplementKey: SupplementRecord] = [:]
    /// The scroll position: the item at the top, and how many of its lines are above the frame.
    var anchor: LayoutItem?
    var anchorOffset = 0
    /// The selected row.
    public internal(set) var selectedRow: ItemPath?
    /// The row the user last tapped (UIKit's selected row, as the cursor is its focus): deselected when another is
    /// tapped; it follows its row through batch updates, and a reload clears it.
    public internal(set) var tappedRow: ItemPath?
    var animations = TableAnimations()
    /// Where the last layout put everything, from the top of the frame.
    var placement: [PlacedItem] = []
    /// Whether the running app's latest frame drew the table.
    var presence = ScreenPresence()
    var placementIsCurrent = false
    /// The rectangle of the last render (or the default before one).
    var viewport = TerminalRect(x: 0, y: 0, width: 80, height: 24)
    /// The section index's strip and jump prompt.
    var sectionIndex = SectionIndexStrip()
    /// The binder's pull to refresh: F5, and the "Refreshing…" line.
    var refreshLine = TerminalRefreshLine()
    /// The whole view's state, shown in place of the rows.
    var viewState = TerminalViewState()
    /// Where the table was when the jump prompt opened: Esc goes back there.
    var promptOrigin: (anchor: LayoutItem?, offset: Int, selected: ItemPath?)?
    /// The path `dequeueReusableCell` hands the existing cell back for, during a reconfigure.
    var reconfiguringPath: ItemPath?
    /// Editing mode, and what the user is in the middle of: confirming a delete, moving a row, choosing an action
    /// (see `TerminalTableView+Editing`).
    var editing = TerminalEditing(moveKeys: "↑↓", movingNeedsEditingMode: true)

    /// Whether something changed since the last render.
    public internal(set) var needsDisplay = true

    /// Creates an empty table that reads the time from `clock`.
    public init(clock: any TerminalClock = ContinuousTerminalClock()) {
        self.clock = clock
    }

    // MARK: Registration and dequeuing

    /// Registers `cellType`, a ``TerminalTableViewCell`` subclass, under `reuseIdentifier`.
    ///
    /// - Precondition: `cellType` is a ``TerminalTableViewCell`` subclass.
    public func register(cellType: AnyObject.Type, forReuseIdentifier reuseIdentifier: String) {
        cellPool.register(cellType, forReuseIdentifier: reuseIdentifier)
    }

    /// Registers `headerFooterViewType`, a ``TerminalHeaderFooterView`` subclass, under `reuseIdentifier`.
    ///
    /// - Precondition: `headerFooterViewType` is a ``TerminalHeaderFooterView`` subclass.
    public func register(headerFooterViewType: AnyObject.Type, forReuseIdentifier reuseIdentifier: String) {
        viewPool.register(headerFooterViewType, forReuseIdentifier: reuseIdentifier)
    }

    /// A cell registered under `reuseIdentifier`: a free one from the pool, prepared for reuse, or a new
    /// one. While the table reconfigures row `path`, the row's own cell.
    ///
    /// - Precondition: a cell type is registered under `reuseIdentifier`.
    public func dequeueReusableCell(withReuseIdentifier reuseIdentifier: String, for path: ItemPath) -> AnyObject {
        if path == reconfiguringPath, let cell = rowRecords[path]?.cell, cell.reuseIdentifier == reuseIdentifier {
            return cell
        }
        return cellPool.dequeue(withReuseIdentifier: reuseIdentifier)
    }

    /// A header/footer view registered under `reuseIdentifier`, from the pool or new.
    ///
    /// - Precondition: a header/footer view type is registered under `reuseIdentifier`.
    public func dequeueReusableHeaderFooterView(withReuseIdentifier reuseIdentifier: String) -> AnyObject {
        viewPool.dequeue(withReuseIdentifier: reuseIdentifier)
    }

    // MARK: Visible rows

    /// The rows with a cell in the frame (wholly or partly), top to bottom.
    public var indexPathsForVisibleRows: [ItemPath] {
        layoutIfNeeded()
        return placement.compactMap { placed in
            if case .row(let path) = placed.item { path } else { nil }
        }
    }

    /// The cell showing row `path`, if the row is in view.
    public func cell(at path: ItemPath) -> AnyObject? {
        layoutIfNeeded()
        return rowRecords[path]?.cell
    }

    /// The row `cell` shows, if it is one of the cells in view.
    public func indexPath(for cell: AnyObject) -> ItemPath? {
        layoutIfNeeded()
        return rowRecords.first { $0.value.cell === cell }?.key
    }

    // MARK: Redrawing

    /// Lays out for `rect` from now on; heights are measured again when the width changes.
    func resizeViewport(to rect: TerminalRect) {
        let rect = rect.limitedToMaximumCells
        guard rect != viewport else { return }
        if rect.width != viewport.width { invalidateHeights() }
        viewport = rect
        placementIsCurrent = false
    }

    /// Marks the table as changed, so that the running ``TerminalApp`` draws a new frame.
    func setNeedsDisplay() {
        needsDisplay = true
        placementIsCurrent = false
        TerminalApp.setNeedsDisplay()
    }
}

/// What the table remembers about a row it laid out.
struct RowRecord {
    /// The row's cell, once asked for.
    var cell: TerminalTableViewCell?
    /// The row's height in lines, once measured.
    var height: Int?
    /// Whether the data source was told it is displayed.
    var wasDisplayed = false
    /// Where the row sat in its tree when last drawn (nil: not a tree's row): what the ghost of a deleted row
    /// shows, when the data source already answers for the data after the batch.
    var outline: OutlineRow?
}

/// A section's header or footer.
struct SupplementKey: Hashable {
    var section: Int
    var isHeader: Bool
}

/// What the table remembers about a header or footer it laid out.
struct SupplementRecord {
    enum Content {
        case none
        case title(String)
        case view(TerminalHeaderFooterView)
    }

    var content: Content
    var height: Int?
}
