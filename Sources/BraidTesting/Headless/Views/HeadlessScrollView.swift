import Braid
import Testing

/// What ``HeadlessTableView`` and ``HeadlessCollectionView`` share — the viewport, the records a test reads, and the
/// verbs that scroll, resize and touch — written once, as UIKit shares them in `UIScrollView`.
///
/// Use the two views; this class only carries their common part.
@MainActor
public class HeadlessScrollView {
    /// The view's engine, seen without its client type.
    package let viewEngine: any HeadlessViewEngine

    package init(engine: any HeadlessViewEngine) {
        viewEngine = engine
    }

    // MARK: The content cell (`CellViewHost/contentCellType`)

    /// The view's built-in cell for content rows: each view names its kind's.
    public var contentCellType: (any RowContentShowing.Type)? { nil }

    // MARK: The data source's section index (read by HeadlessScrollView+SectionIndex.swift)

    /// The data source's index titles, nil for no index: the two views ask theirs.
    package var dataSourceSectionIndexTitles: [String]? { nil }

    /// The section the data source says the index title at `index` jumps to, nil without a data source: the two views
    /// ask theirs.
    package func dataSourceSection(forSectionIndexTitle title: String, at index: Int) -> Int? { nil }

    // MARK: Configuration

    /// Whether the view is on screen (`CellViewHost/isOnScreen`) — `true` until a test says otherwise, to see how
    /// a binder treats a view nobody sees: it shows its updates as reloads, with no batch.
    public var isOnScreen = true

    /// What a pull to refresh runs, as the binder set it (`CellViewHost/setPullToRefresh(_:)`); nil: the view offers
    /// none.
    public internal(set) var pullToRefreshAction: (@MainActor () -> Void)?

    /// Whether the view shows a refresh in progress, as the binder said (`CellViewHost/setRefreshing(_:)`).
    public internal(set) var isRefreshing = false

    /// The state the view shows in place of its list, as the binder said (`CellViewHost/setViewState(_:action:)`);
    /// nil: the list.
    public internal(set) var viewState: SectionState?
    /// What selecting ``viewState`` does.
    var viewStateAction: (@MainActor () -> Void)?

    /// The visible area; a collection fills its lines to its width. Change it with ``resize(to:sourceLocation:)``.
    public var viewportSize: Size { viewEngine.viewportSize }

    /// How far above and below the viewport cells are prepared ahead of display.
    public var prefetchMargin: Double {
        get { viewEngine.prefetchMargin }
        set {
            viewEngine.prefetchMargin = max(0, newValue)
            if viewEngine.isSettled { viewEngine.layoutViewport() }
        }
    }

    /// Whether batch updates that UIKit accepts but mishandles are rejected too (default: true).
    public var strict: Bool {
        get { viewEngine.strict }
        set { viewEngine.strict = newValue }
    }

    /// What the view does with an error; by default it fails the running test
    /// (``HeadlessHostError/recordIssueOrTrap(_:at:)``).
    public var failureHandler: HeadlessFailureHandler {
        get { viewEngine.failureHandler }
        set { viewEngine.failureHandler = newValue }
    }

    // MARK: Reading

    /// The number of sections the view holds (cached, as UIKit's `numberOfSections`).
    public var numberOfSections: Int {
        viewEngine.prepareForReading()
        return viewEngine.itemCounts.count
    }

    /// The visible screen as text, one line per line of the layout: `# header`, the cells' text (a collection's
    /// items on one line joined by ` | `), `## footer`.
    ///
    /// ```swift
    /// #expect(table.screen == ["# CHECKING", "Every Day Checking", "Holiday Savings", "## 2 accounts"])
    /// ```
    public var screen: [String] { viewEngine.screen }

    /// How far the content is scrolled: the content offset of the viewport's top edge.
    public var contentOffset: Double {
        viewEngine.prepareForReading()
        return viewEngine.contentOffset
    }

    /// The height of all content, with estimates for rows and items not displayed yet.
    public var contentHeight: Double {
        viewEngine.prepareForReading()
        return viewEngine.contentHeight
    }

    /// The newest batch updates applied, oldest first, with their animations (nil for a collection view) and
    /// outcomes — at most ``appliedBatchesCapacity`` of them, so that a long or soak test does not grow without
    /// limit; ``appliedBatchCount`` counts them all.
    public var appliedBatches: [AppliedBatch] { viewEngine.appliedBatches }

    /// How many of the newest applied batches ``appliedBatches`` keeps (default 1,000; each takes room for what its
    /// batch changed, not for the rows of the view). Lowering it forgets the oldest at once.
    public var appliedBatchesCapacity: Int {
        get { viewEngine.appliedBatchesCapacity }
        set { viewEngine.appliedBatchesCapacity = max(0, newValue) }
    }

    /// How many batch updates the view applied since it was made, including those no longer kept.
    public var appliedBatchCount: Int { viewEngine.appliedBatchCount }

    /// Forgets the applied batches kept so far (``appliedBatchCount`` goes on counting).
    public func removeAllAppliedBatches() { viewEngine.removeAllAppliedBatches() }

    /// What the view dequeued, created, configured and displayed since it was made or last reset.
    public var counters: HeadlessCounters { viewEngine.counters }

    /// Starts counting from zero.
    public func resetCounters() { viewEngine.counters = HeadlessCounters() }

    /// Every error the view reported, oldest first — those captured by ``expectError(sourceLocation:_:)`` too.
    public var errors: [HeadlessHostError] { viewEngine.errors }

    /// The last error the view reported.
    public var lastError: HeadlessHostError? { viewEngine.errors.last }

    /// Whether the view is in editing mode.
    public var isEditing: Bool { viewEngine.isEditing }

    /// Enters or leaves editing mode.
    public func setEditing(_ editing: Bool, animated: Bool) { viewEngine.isEditing = editing }

    // MARK: Acting

    /// Taps the row or item at `path`, as a user would: the data source hears that it was selected.
    ///
    /// Only a visible one can be tapped; one out of range or off screen is reported.
    public func tap(_ path: ItemPath, sourceLocation: SourceLocation = #_sourceLocation) {
        viewEngine.tap(path, location: sourceLocation)
    }

    /// Scrolls so that the row or item at `path` is at `position`, displaying what comes into view.
    ///
    /// What is measured on the way can move the target; the view scrolls again until it stays put. A path out of
    /// range is reported.
    /// - Complexity: O(log n) per row that comes into view.
    public func scroll(
        to path: ItemPath, at position: HeadlessScrollPosition = .top, sourceLocation: SourceLocation = #_sourceLocation
    ) {
        guard viewEngine.checkScrollTarget(path, location: sourceLocation) else { return }
        viewEngine.scroll(to: path, position: position)
    }

    /// Scrolls by `distance` (down if positive), within the content's bounds.
    ///
    /// Cells that leave the viewport and the margin go back to their pools before the ones that come in are
    /// dequeued, so scrolling through any number of rows needs only a screenful of cells.
    /// - Complexity: O(log n) per row that comes into view, whatever the number of rows.
    public func scroll(by distance: Double, sourceLocation: SourceLocation = #_sourceLocation) {
        guard viewEngine.ensureIdle(for: "scroll(by:)", at: sourceLocation, duringCompletion: true) else { return }
        guard !distance.isNaN else {
            viewEngine.fail(.invalidArgument, "scroll(by:): \(distance) is not a distance.", at: sourceLocation)
            return
        }
        viewEngine.loadIfNeeded()
        viewEngine.scroll(toOffset: viewEngine.contentOffset + distance)
    }

    /// Scrolls to content offset `offset`, within the content's bounds (`.infinity` scrolls to the bottom). An
    /// offset that is not a number is reported.
    public func scroll(toOffset offset: Double, sourceLocation: SourceLocation = #_sourceLocation) {
        guard viewEngine.ensureIdle(for: "scroll(toOffset:)", at: sourceLocation, duringCompletion: true) else { return }
        guard !offset.isNaN else {
            viewEngine.fail(.invalidArgument, "scroll(toOffset:): \(offset) is not an offset.", at: sourceLocation)
            return
        }
        viewEngine.scroll(toOffset: offset)
    }

    /// Changes the viewport's size, as a rotation or a window resize would; a new width re-flows a collection's
    /// lines.
    public func resize(to size: Size, sourceLocation: SourceLocation = #_sourceLocation) {
        guard viewEngine.ensureIdle(for: "resize(to:)", at: sourceLocation, duringCompletion: true) else { return }
        guard size.width >= 0, size.height >= 0, size.width.isFinite, size.height.isFinite else {
            viewEngine.fail(.invalidArgument, "resize(to:): \(size) is not a viewport size.", at: sourceLocation)
            return
        }
        viewEngine.resize(to: size)
    }

    /// Lets the visible cell at `path` emit an event, as a user touching a control in it would.
    ///
    /// `emit` gets the cell as a `Cell` and calls what the cell calls when touched — for a cell that emits view
    /// events, its `emit(event:)`. A path out of range, off screen or a cell of another class is reported.
    ///
    /// ```swift
    /// table.emitEvent(fromCellAt: ItemPath(row: 0, section: 0), as: AccountCell.self) { $0.favoriteTapped() }
    /// ```
    public func emitEvent<Cell: HeadlessReusableView>(
        fromCellAt path: ItemPath, as type: Cell.Type, sourceLocation: SourceLocation = #_sourceLocation,
        _ emit: (Cell) -> Void
    ) {
        guard let cell = viewEngine.touchableCell(at: path, verb: "emitEvent", location: sourceLocation) else { return }
        guard let typed = cell as? Cell else {
            viewEngine.fail(.wrongViewClass, """
                emitEvent: the cell at (\(path)) is a \(Swift.type(of: cell)), not a \(Cell.self).
                """, at: sourceLocation)
            return
        }
        emit(typed)
    }

    /// Loads from the data source now if the view never did (every reader and verb does this itself).
    public func layoutIfNeeded() { viewEngine.prepareForReading() }

    /// Runs `body`, expecting it to make the view report an error, and returns the first one.
    ///
    /// Errors inside `body` are recorded in ``errors`` but do not fail the test; if none comes, that is reported.
    /// The view is left as it was before the failing call.
    ///
    /// ```swift
    /// let error = table.expectError { table.tap(row: 9, section: 0) }
    /// #expect(error?.kind == .indexPathOutOfRange)
    /// ```
    @discardableResult
    public func expectError(
        sourceLocation: SourceLocation = #_sourceLocation, _ body: () throws -> Void
    ) rethrows -> HeadlessHostError? {
        try viewEngine.expectError(body, sourceLocation: sourceLocation)
    }
}

/// What ``HeadlessScrollView`` asks of its engine, without the engine's client type.
@MainActor
package protocol HeadlessViewEngine: AnyObject {
    var viewportSize: Size { get }
    var prefetchMargin: Double { get set }
    var isSettled: Bool { get }
    func layoutViewport()
    var strict: Bool { get set }
    var failureHandler: HeadlessFailureHandler { get set }
    func prepareForReading()
    /// The cached item count of each section.
    var itemCounts: [Int] { get }
    /// The height of all content.
    var contentHeight: Double { get }
    var screen: [String] { get }
    var contentOffset: Double { get set }
    var appliedBatches: [AppliedBatch] { get }
    var appliedBatchesCapacity: Int { get set }
    var appliedBatchCount: Int { get }
    func removeAllAppliedBatches()
    var counters: HeadlessCounters { get set }
    var errors: [HeadlessHostError] { get }
    var isEditing: Bool { get set }
    func tap(_ path: ItemPath, location: SourceLocation)
    func checkScrollTarget(_ path: ItemPath, location: SourceLocation) -> Bool
    func scroll(to path: ItemPath, position: HeadlessScrollPosition)
    func ensureIdle(for call: String, at location: SourceLocation?, duringCompletion: Bool) -> Bool
    func loadIfNeeded()
    func scroll(toOffset offset: Double)
    func resize(to size: Size)
    var keepsVisibleRowsInPlace: Bool { get set }
    func frame(of kind: SupplementaryViewKind, inSection section: Int) -> HeadlessRect?
    func fail(_ kind: HeadlessHostError.Kind, _ message: String, at location: SourceLocation?)
    /// The visible cell at `path`, or nil after reporting why a user could not touch it.
    func touchableCell(at path: ItemPath, verb: String, location: SourceLocation) -> AnyObject?
    func expectError(_ body: () throws -> Void, sourceLocation: SourceLocation) rethrows -> HeadlessHostError?
    // The host protocols' common part (`CellViewHost`).
    func registerCell(_ type: AnyObject.Type, identifier: String)
    func dequeueAnyCell(withReuseIdentifier identifier: String, for path: ItemPath) -> AnyObject
    func reloadData()
    func visibleAnyCell(at path: ItemPath) -> AnyObject?
    func visiblePath(of cell: AnyObject) -> ItemPath?
    // A user's edits, asked of the view's data source through its client's editing questions.
    func userSwipe(_ path: ItemPath, edge: HeadlessSwipeEdge, location: SourceLocation) -> [SwipeAction]
    func userPerformSwipeAction(titled title: String, at path: ItemPath, edge: HeadlessSwipeEdge, location: SourceLocation) -> Bool?
    func userDelete(_ path: ItemPath, location: SourceLocation)
    func userMove(from source: ItemPath, to proposed: ItemPath, location: SourceLocation) -> ItemPath?
}

/// A client whose data source answers the editing verbs (the headless views; the UIKit stand-in's views hand
/// their questions to each verb themselves).
@MainActor
package protocol HeadlessEditingClient: HeadlessEngineClient {
    /// What the editing verbs ask the view's data source.
    var engineEditingQuestions: HeadlessEngine<Self>.EditingQuestions { get }
}

extension HeadlessEngine: HeadlessViewEngine where Client: HeadlessEditingClient {
    package func touchableCell(at path: ItemPath, verb: String, location: SourceLocation) -> AnyObject? {
        visibleCellForTouch(at: path, verb: verb, location: location)
    }

    package func dequeueAnyCell(withReuseIdentifier identifier: String, for path: ItemPath) -> AnyObject {
        dequeueCell(withReuseIdentifier: identifier, for: path)
    }

    package func visibleAnyCell(at path: ItemPath) -> AnyObject? { visibleCell(at: path) }

    /// The client's editing questions; without a client (it is gone), a view nothing can be edited in.
    private var editingQuestions: EditingQuestions {
        client?.engineEditingQuestions ?? EditingQuestions(
            canEdit: { _ in false }, editingStyle: { _ in .none }, commitDelete: { _ in },
            leadingActions: { _ in nil }, trailingActions: { _ in nil }, canMove: { _ in false },
            target: { $1 }, move: { _, _ in }, movingNeedsEditingMode: false)
    }

    package func userSwipe(_ path: ItemPath, edge: HeadlessSwipeEdge, location: SourceLocation) -> [SwipeAction] {
        swipe(path, edge: edge, editingQuestions, location: location)
    }

    package func userPerformSwipeAction(
        titled title: String, at path: ItemPath, edge: HeadlessSwipeEdge, location: SourceLocation
    ) -> Bool? {
        performSwipeAction(titled: title, at: path, edge: edge, editingQuestions, location: location)
    }

    package func userDelete(_ path: ItemPath, location: SourceLocation) {
        delete(path, editingQuestions, location: location)
    }

    package func userMove(from source: ItemPath, to proposed: ItemPath, location: SourceLocation) -> ItemPath? {
        move(from: source, to: proposed, editingQuestions, location: location)
    }
}
