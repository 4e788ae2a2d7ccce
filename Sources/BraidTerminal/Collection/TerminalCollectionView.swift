/// A collection view in the terminal: sections of items laid out as a grid — left to right in lines as wide as
/// the view, wrapped — with header and footer views, scrolling, a selection moved in two dimensions, keyboard
/// and mouse, and highlighted batch updates. Braid's terminal `CollectionViewHost`.
///
/// A section whose chain declares a layout (`layout(_:)`, a `CollectionSectionLayout`) is laid out by it instead: a
/// list of full-width items, a grid of its columns, or a horizontal row that ← → scroll sideways to the selection,
/// with the layout's spacing and insets (not the view's) and its header or footer pinned over the items that scroll
/// under it.
///
/// Like ``TerminalTableView`` it pulls: it asks its ``dataSource`` for counts, sizes, supplementary views and the
/// cells of the items it shows, which the data source dequeues from its reuse pool; batch updates come finished
/// from the core. Each item has the size the data source gives it (`sizeForItemAt`), else the size of its content
/// once shown (until then the data source's estimate, else ``estimatedItemSize``). A grid whose items share a size
/// costs per frame what its screen holds, however many items it has.
///
/// A tree bound to a grid (`bind(cellType:tree:children:)`) shows its shown nodes as items in order, without
/// indentation or a disclosure: a grid has no rows for a depth to indent, and ← → already move across it. The app
/// expands and collapses with the binder's `expand(_:)`, `collapse(_:)` or `toggle(_:)` (on a tap, say). UIKit shows
/// outlines in collection views through list cells, a list layout the terminal's grid does not have; a tree that
/// should look like one belongs in a ``TerminalTableView``.
///
/// ```swift
/// let grid = TerminalCollectionView()
/// let binder = SectionedCollectionViewBinder(collectionView: grid, sectionedBy: Shelf.self)
/// binder.onAllSections()
///     .bind(cellType: TileCell.self, models: { productsByShelf })   // TileCell: TerminalCollectionViewCell
///     .itemSize { _, _, _ in Size(width: 14, height: 3) }
/// binder.finish()
/// await TerminalApp(content: grid).run()
/// ```
@MainActor
public final class TerminalCollectionView: CollectionViewHost {
    /// The object the view asks for its content and tells about taps and display. Held weakly.
    public weak var dataSource: (any CollectionViewHostDataSource)? {
        didSet { reloadData() }
    }

    // MARK: Configuration

    /// Where the view draws within the buffer it renders into; `nil` for the whole buffer.
    public var frame: TerminalRect? {
        didSet {
            if let frame { resizeViewport(to: frame) }
            setNeedsDisplay()
        }
    }
    /// Columns between items of a line.
    ///
    /// - Precondition: 0 to 16,777,216 (`Int.maximumCells`), as for ``lineSpacing`` and each of ``sectionInsets``.
    public var itemSpacing = 1 {
        didSet {
            Self.checkCells(itemSpacing, "itemSpacing")
            invalidateLayout()
        }
    }
    /// Blank lines between lines of items.
    public var lineSpacing = 0 {
        didSet {
            Self.checkCells(lineSpacing, "lineSpacing")
            invalidateLayout()
        }
    }
    /// Blank space around each section's items (inside its header and footer).
    public var sectionInsets = TerminalEdgeInsets(left: 1, bottom: 1, right: 1) {
        didSet {
            for (inset, name) in [(sectionInsets.top, "top"), (sectionInsets.left, "left"), (sectionInsets.bottom, "bottom"),
                                  (sectionInsets.right, "right")] {
                Self.checkCells(inset, "sectionInsets.\(name)")
            }
            contentWidthChanged()
        }
    }
    /// Where items that size themselves are placed until they are shown and measured, when the data source gives
    /// no estimate.
    public var estimatedItemSize = Size(width: 12, height: 1) { didSet { reloadData() } }
    /// Whether a view with items always has one selected (the first in view until the user moves it).
    public var alwaysSelectsAnItem = false { didSet { setNeedsDisplay() } }
    /// Whether batch updates animate (inserted, moved and reloaded items are highlighted).
    public var animateChanges = true
    /// Styles and animation length — the table's.
    public var appearance = TerminalTableAppearance() { didSet { setNeedsDisplay() } }
    /// Told when a batch update does not fit the counts; the view then reloads.
    public var onInvalidBatch: ((String) -> Void)?
    /// Where animations read the time.
    public let clock: any TerminalClock

    // MARK: State

    var cellPool = ReusePool<TerminalTableViewCell>(
        noun: "cell", registerMethod: "register(cellType:forReuseIdentifier:)")
    var viewPools: [SupplementaryViewKind: ReusePool<TerminalHeaderFooterView>] = [
        .header: ReusePool(noun: "header view", registerMethod: "register(supplementaryViewType:ofKind:forReuseIdentifier:)"),
        .footer: ReusePool(noun: "footer view", registerMethod: "register(supplementaryViewType:ofKind:forReuseIdentifier:)"),
    ]
    var sections: [GridSection]?
    /// Whether the running app's latest frame drew the view.
    var presence = ScreenPresence()
    /// The cells of the items last shown.
    var cells: [ItemPath: TerminalTableViewCell] = [:]
    /// The header and footer views last shown, by section.
    var views: [SupplementaryKey: TerminalHeaderFooterView] = [:]
    /// Items the data source was told are displayed and that are still shown.
    var displayed: Set<ItemPath> = []
    /// The item the user last tapped (UIKit's selected item): deselected when another is tapped; it follows its item
    /// through batch updates, and a reload clears it.
    public internal(set) var tappedItem: ItemPath?
    /// How far the content is scrolled, in lines from its top.
    var contentOffset = 0
    /// The selected item.
    public internal(set) var selectedItem: ItemPath?
    var animations = TableAnimations()
    /// Deleted tiles fading where they were (content coordinates) before their neighbours show in their place.
    var fadingTiles: [(frame: TerminalRect, ghost: TableAnimations.Ghost)] = []
    var viewport = TerminalRect(x: 0, y: 0, width: 80, height: 24)
    var reconfiguringPath: ItemPath?
    /// Editing mode and the edit in progress (see `TerminalCollectionView+Editing`): ← → ↑ ↓ choose a moving
    /// item's place, and moving needs no editing mode.
    var editing = TerminalEditing(moveKeys: "←→↑↓", movingNeedsEditingMode: false)
    /// The binder's pull to refresh: F5, and the "Refreshing…" line.
    var refreshLine = TerminalRefreshLine()
    /// The whole view's state, shown in place of the items.
    var viewState = TerminalViewState()
    /// Whether something changed since the last render.
    public internal(set) var needsDisplay = true

    /// Creates an empty collection view that reads the time from `clock`.
    public init(clock: any TerminalClock = ContinuousTerminalClock()) {
        self.clock = clock
    }

    // MARK: Host protocol

    /// Registers `cellType`, a ``TerminalCollectionViewCell`` (or ``TerminalTableViewCell``) subclass.
    public func register(cellType: AnyObject.Type, forReuseIdentifier reuseIdentifier: String) {
        cellPool.register(cellType, forReuseIdentifier: reuseIdentifier)
    }

    /// Registers a ``TerminalHeaderFooterView`` subclass as a header or footer view.
    public func register(supplementaryViewType: AnyObject.Type, ofKind kind: SupplementaryViewKind, forReuseIdentifier reuseIdentifier: String) {
        viewPools[kind]?.register(supplementaryViewType, forReuseIdentifier: reuseIdentifier)
    }

    /// A cell from the pool (or new); while the view reconfigures the item at `path`, its own cell.
    public func dequeueReusableCell(withReuseIdentifier reuseIdentifier: String, for path: ItemPath) -> AnyObject {
        if path == reconfiguringPath, let cell = cells[path], cell.reuseIdentifier == reuseIdentifier { return cell }
        return cellPool.dequeue(withReuseIdentifier: reuseIdentifier)
    }

    /// A header or footer view from the pool (or new).
    public func dequeueReusableSupplementaryView(
        ofKind kind: SupplementaryViewKind, withReuseIdentifier reuseIdentifier: String, section: Int
    ) -> AnyObject {
        viewPools[kind]!.dequeue(withReuseIdentifier: reuseIdentifier)
    }

    /// Forgets everything and asks the data source again; the selection stays where it can.
    public func reloadData() {
        for (path, cell) in cells.sorted(by: { $0.key < $1.key }) {
            endDisplaying(cell, at: path)
            cellPool.enqueue(cell)
        }
        tappedItem = nil  // as UIKit's reloadData clears the selection
        for (key, view) in views { viewPools[key.kind]?.enqueue(view) }
        cells = [:]
        views = [:]
        displayed = []
        sections = nil
        animations = TableAnimations()
        editing.endEdit()
        fadingTiles = []
        if let selected = selectedItem, !counts.contains(selected) { selectedItem = counts.nearest(to: selected) }
        setNeedsDisplay()
    }

    /// The items with a cell in view, in display order.
    public var indexPathsForVisibleItems: [ItemPath] {
        placedItems().map(\.path)
    }

    /// The cell of the item at `path`, if it is in view.
    public func cell(at path: ItemPath) -> AnyObject? { cells[path] }

    /// Where `cell` is, if it is in view.
    public func indexPath(for cell: AnyObject) -> ItemPath? { cells.first { $0.value === cell }?.key }

    /// Marks the view as changed, so that the running ``TerminalApp`` draws a new frame.
    func setNeedsDisplay() {
        needsDisplay = true
        TerminalApp.setNeedsDisplay()
    }

    /// Lays out for `rect` from now on; what depends on the width is measured again when it changes.
    func resizeViewport(to rect: TerminalRect) {
        let rect = rect.limitedToMaximumCells
        guard rect != viewport else { return }
        let widthChanged = rect.width != viewport.width
        viewport = rect
        if widthChanged { contentWidthChanged() }
    }

    /// Stops the program with a message naming `property` when `value` is not a number of character cells the grid
    /// can lay out: negative, or more than `Int.maximumCells`.
    static func checkCells(_ value: Int, _ property: String) {
        precondition((0...Int.maximumCells).contains(value), """
            TerminalCollectionView.\(property) is \(value); spacing and insets are 0 to \(Int.maximumCells) character cells
            """)
    }

    func invalidateLayout() {
        if sections != nil { for index in sections!.indices { sections![index].invalidate() } }
        setNeedsDisplay()
    }
}

/// A section's header or footer.
struct SupplementaryKey: Hashable {
    var kind: SupplementaryViewKind
    var section: Int
}
