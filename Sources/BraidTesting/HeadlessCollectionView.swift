import Testing

/// A `UICollectionView` without a screen: the same machine as ``HeadlessTableView``, with items, sizes and
/// supplementary views, and UIKit's collection-view rules for batch updates.
///
/// Items are laid out like a vertical flow layout: left to right in lines no wider than the viewport, each
/// line as tall as its tallest item, sections stacked with their header and footer views. Sizes come from the
/// data source — estimated until an item is displayed; nil means automatic: the cell's
/// ``HeadlessCollectionViewCell/preferredWidth`` (nil: the full width) and its height. Everything else — the
/// pull model, the viewport and prefetch margin, reuse pools, validation of every batch, the errors, the verbs
/// and readers — works as described on ``HeadlessTableView``.
///
/// ```swift
/// @MainActor @Test func showsTheShelves() {
///     let collection = HeadlessCollectionView(viewportSize: Size(width: 30, height: 4))
///     collection.register(cellType: TileCell.self, forReuseIdentifier: "Tile") // preferredWidth 10
///     collection.dataSource = shelves // a CollectionViewHostDataSource with tiles A…E
///     #expect(collection.screen == ["A | B | C", "D | E"])
/// }
/// ```
///
/// The screen rendering (``screen``) has one line per line of the layout: a header as `# text`, the items of a
/// line joined by ` | `, a footer as `## text`. Collection views take no animations; their log entries have
/// none.
@MainActor
public final class HeadlessCollectionView {
    let engine: HeadlessEngine<HeadlessCollectionView>

    /// The object the collection asks for its content and tells about taps, display and scrolling. Held weakly.
    ///
    /// Setting it forgets everything cached; the collection loads from the new data source when next used.
    public weak var dataSource: (any CollectionViewHostDataSource)? {
        didSet {
            engine.recycleAll()
            engine.isLoaded = false
        }
    }

    /// The item size assumed for items the data source gives no size or estimate for, until they are
    /// displayed; nil means the full width and a height of 1.
    public var estimatedItemSize: Size?

    /// Creates an empty collection view; the parameters are those of
    /// ``HeadlessTableView/init(viewportSize:prefetchMargin:strict:sourceLocation:)``.
    public init(
        viewportSize: Size = Size(width: 80, height: 24), prefetchMargin: Double = 0, strict: Bool = true,
        sourceLocation: SourceLocation = #_sourceLocation
    ) {
        engine = HeadlessEngine(kind: .collection, viewportSize: viewportSize, prefetchMargin: prefetchMargin,
                                strict: strict, creationLocation: sourceLocation)
        engine.client = self
    }

    // MARK: Configuration

    /// The visible area; its width is the width lines are filled to. Change it with
    /// ``resize(to:sourceLocation:)``.
    public var viewportSize: Size { engine.viewportSize }

    /// How far above and below the viewport cells are prepared ahead of display.
    public var prefetchMargin: Double {
        get { engine.prefetchMargin }
        set {
            engine.prefetchMargin = max(0, newValue)
            if engine.isSettled { engine.layoutViewport() }
        }
    }

    /// Whether batch updates that UIKit accepts but mishandles are rejected too (default: true).
    public var strict: Bool {
        get { engine.strict }
        set { engine.strict = newValue }
    }

    /// What the collection does with an error; by default it fails the running test.
    public var failureHandler: HeadlessFailureHandler {
        get { engine.failureHandler }
        set { engine.failureHandler = newValue }
    }

    // MARK: Reading

    /// The number of sections the collection holds (cached).
    public var numberOfSections: Int {
        engine.prepareForReading()
        return engine.layout.sections.count
    }

    /// The number of items the collection holds in `section` (cached), or 0 for a section it does not have.
    public func numberOfItems(inSection section: Int) -> Int {
        engine.prepareForReading()
        let counts = engine.layout.itemCounts
        return counts.indices.contains(section) ? counts[section] : 0
    }

    /// The visible cells with their index paths, in layout order.
    public var visibleCells: [(path: ItemPath, cell: HeadlessCollectionViewCell)] {
        engine.visiblePaths.compactMap { path in engine.cells[path].map { (path, $0) } }
    }

    /// The paths of every item with a cell — visible or prefetched in the margin — ascending.
    public var indexPathsForPreparedItems: [ItemPath] { engine.preparedPaths }

    /// The visible cell at `path` as a `Cell`, or nil if there is none or it is of another class.
    public func cell<Cell: HeadlessCollectionViewCell>(at path: ItemPath, as type: Cell.Type) -> Cell? {
        engine.visibleCell(at: path) as? Cell
    }

    /// The supplementary view of `kind` for `section`, if it has one and it is on screen or in the margin.
    public func supplementaryView(ofKind kind: SupplementaryViewKind, inSection section: Int)
        -> HeadlessSupplementaryView?
    {
        engine.supplementaryView(kind, section: section)
    }

    /// The visible screen as text: `# header`, each line's items joined by ` | `, `## footer`.
    public var screen: [String] { engine.screen }

    /// How far the content is scrolled.
    public var contentOffset: Double {
        engine.prepareForReading()
        return engine.contentOffset
    }

    /// The height of all content, with estimates for items not displayed yet.
    public var contentHeight: Double {
        engine.prepareForReading()
        return engine.layout.contentHeight
    }

    /// The batch updates applied so far, oldest first (``AppliedBatch/animations`` is nil).
    public var appliedBatches: [AppliedBatch] { engine.appliedBatches }

    /// What the collection dequeued, created, configured and displayed since it was made or last reset.
    public var counters: HeadlessCounters { engine.counters }

    /// Starts counting from zero.
    public func resetCounters() { engine.counters = HeadlessCounters() }

    /// Every error the collection reported, oldest first.
    public var errors: [HeadlessHostError] { engine.errors }

    /// The last error the collection reported.
    public var lastError: HeadlessHostError? { engine.errors.last }

    // MARK: Acting

    /// Taps the item at (`item`, `section`); see ``HeadlessTableView/tap(row:section:sourceLocation:)``.
    public func tap(item: Int, section: Int, sourceLocation: SourceLocation = #_sourceLocation) {
        engine.tap(ItemPath(item: item, section: section), location: sourceLocation)
    }

    /// Taps the item at `path`.
    public func tap(_ path: ItemPath, sourceLocation: SourceLocation = #_sourceLocation) {
        engine.tap(path, location: sourceLocation)
    }

    /// Scrolls so that the item at `path` is at `position`.
    public func scroll(
        to path: ItemPath, at position: HeadlessScrollPosition = .top, sourceLocation: SourceLocation = #_sourceLocation
    ) {
        guard engine.checkScrollTarget(path, location: sourceLocation) else { return }
        engine.scroll(to: path, position: position)
    }

    /// Scrolls by `distance` (down if positive), within the content's bounds.
    public func scroll(by distance: Double, sourceLocation: SourceLocation = #_sourceLocation) {
        guard engine.ensureIdle(for: "scroll(by:)", at: sourceLocation) else { return }
        engine.loadIfNeeded()
        engine.scroll(toOffset: engine.contentOffset + distance)
    }

    /// Scrolls to content offset `offset`, within the content's bounds.
    public func scroll(toOffset offset: Double, sourceLocation: SourceLocation = #_sourceLocation) {
        guard engine.ensureIdle(for: "scroll(toOffset:)", at: sourceLocation) else { return }
        engine.scroll(toOffset: offset)
    }

    /// Changes the viewport's size; a new width re-flows the lines.
    public func resize(to size: Size, sourceLocation: SourceLocation = #_sourceLocation) {
        guard engine.ensureIdle(for: "resize(to:)", at: sourceLocation) else { return }
        guard size.width >= 0, size.height >= 0, size.width.isFinite, size.height.isFinite else {
            engine.fail(.invalidArgument, "resize(to:): \(size) is not a viewport size.", at: sourceLocation)
            return
        }
        engine.resize(to: size)
    }

    /// Lets the visible cell at `path` emit an event; see
    /// ``HeadlessTableView/emitEvent(fromCellAt:as:sourceLocation:_:)``.
    public func emitEvent<Cell: HeadlessCollectionViewCell>(
        fromCellAt path: ItemPath, as type: Cell.Type, sourceLocation: SourceLocation = #_sourceLocation,
        _ emit: (Cell) -> Void
    ) {
        guard let cell = engine.visibleCellForTouch(at: path, verb: "emitEvent", location: sourceLocation) else {
            return
        }
        guard let typed = cell as? Cell else {
            engine.fail(.wrongViewClass, """
                emitEvent: the cell at item (\(path)) is a \(Swift.type(of: cell)), not a \(Cell.self).
                """, at: sourceLocation)
            return
        }
        emit(typed)
    }

    /// Loads from the data source now if the collection never did.
    public func layoutIfNeeded() { engine.prepareForReading() }

    /// Runs `body`, expecting an error, and returns the first; see
    /// ``HeadlessTableView/expectError(sourceLocation:_:)``.
    @discardableResult
    public func expectError(
        sourceLocation: SourceLocation = #_sourceLocation, _ body: () throws -> Void
    ) rethrows -> HeadlessHostError? {
        try engine.expectError(body, sourceLocation: sourceLocation)
    }
}
