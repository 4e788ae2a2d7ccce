import Testing

/// A `UITableView` without a screen: it drives a ``TableViewHostDataSource`` exactly as UIKit would, and checks
/// every batch update against UIKit's rules, so that table code can be tested anywhere Swift runs.
///
/// Like UIKit it *pulls*: it asks its data source for counts, sizes and cells, and caches the answers — the
/// counts before a batch update are the ones it cached, not what the data source says now. It shows a viewport
/// of ``viewportSize`` (in rows of height 1 by default), dequeues and configures only the cells in it (plus
/// ``prefetchMargin`` above and below), recycles cells that scroll out through per-identifier reuse pools, and
/// reports "will display" as cells enter the viewport. Row heights come from the data source — estimated until
/// a row is displayed; nil means automatic: the cell's ``HeadlessReusableView/preferredHeight``, or one unit
/// per line of its text.
///
/// Every batch update goes through ``BatchUpdateValidator`` first (``strict`` by default). A batch UIKit would
/// reject — and in strict mode one it would only tolerate — is not applied: the test fails with the rule and
/// UIKit's message. So do the other mistakes UIKit crashes on (an unregistered identifier, a cell that was not
/// dequeued, an out-of-range index path, a batch started inside another's completion); see
/// ``HeadlessHostError``.
///
/// ```swift
/// @MainActor @Test func showsTheAccounts() {
///     let table = HeadlessTableView(viewportSize: Size(width: 40, height: 5))
///     table.register(cellType: AccountCell.self, forReuseIdentifier: "Account")
///     let accounts = AccountsDataSource(["Checking", "Savings"]) // a TableViewHostDataSource
///     table.dataSource = accounts
///     #expect(table.screen == ["# ACCOUNTS", "Checking", "Savings"])
///     table.tap(row: 1, section: 0)
///     #expect(accounts.tapped == [ItemPath(row: 1, section: 0)])
/// }
/// ```
///
/// The screen rendering (``screen``) has one line per element in the viewport: a header as `# text`, each cell
/// as its ``HeadlessReusableView/renderedText``, a footer as `## text`. Headers do not float (a plain table's
/// sticky headers are not modelled), and a headless view has no animations: a batch is applied at once and its
/// completion runs before `performBatchUpdates` returns.
///
/// - Note: As in UIKit, what stays on screen through a batch update is not asked for again: a surviving row
///   keeps its cell and its content unless it is reloaded or reconfigured, and a surviving section keeps its
///   header and footer (title, view and height) unless the section is reloaded. A test that sees stale text
///   has found a missing reload.
@MainActor
public final class HeadlessTableView {
    let engine: HeadlessEngine<HeadlessTableView>

    /// The object the table asks for its content and tells about taps, display and scrolling. Held weakly.
    ///
    /// Setting it forgets everything cached; the table loads from the new data source when next used.
    public weak var dataSource: (any TableViewHostDataSource)? {
        didSet {
            engine.recycleAll()
            engine.isLoaded = false
        }
    }

    /// The row height assumed for rows the data source gives no height or estimate for, until they are displayed.
    public var estimatedRowHeight: Double = 1

    /// Creates an empty table.
    ///
    /// - Parameters:
    ///   - viewportSize: the visible area, in the same units as row heights.
    ///   - prefetchMargin: how far above and below the viewport cells are prepared ahead of display.
    ///   - strict: whether batch updates that UIKit only tolerates are rejected too (see ``BatchUpdateValidator``).
    ///   - sourceLocation: where errors that no verb of the test caused are reported; defaults to the caller.
    public init(
        viewportSize: Size = Size(width: 80, height: 24), prefetchMargin: Double = 0, strict: Bool = true,
        sourceLocation: SourceLocation = #_sourceLocation
    ) {
        engine = HeadlessEngine(kind: .table, viewportSize: viewportSize, prefetchMargin: prefetchMargin,
                                strict: strict, creationLocation: sourceLocation)
        engine.client = self
    }

    // MARK: Configuration

    /// The visible area. Change it with ``resize(to:sourceLocation:)``.
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

    /// What the table does with an error; by default it fails the running test
    /// (``HeadlessHostError/recordIssueOrTrap(_:at:)``).
    public var failureHandler: HeadlessFailureHandler {
        get { engine.failureHandler }
        set { engine.failureHandler = newValue }
    }

    // MARK: Reading

    /// The number of sections the table holds (cached, as UIKit's `numberOfSections`).
    public var numberOfSections: Int {
        engine.prepareForReading()
        return engine.layout.sections.count
    }

    /// The number of rows the table holds in `section` (cached), or 0 for a section it does not have.
    public func numberOfRows(inSection section: Int) -> Int {
        engine.prepareForReading()
        let counts = engine.layout.itemCounts
        return counts.indices.contains(section) ? counts[section] : 0
    }

    /// The visible cells with their index paths, top to bottom.
    public var visibleCells: [(path: ItemPath, cell: HeadlessTableViewCell)] {
        engine.visiblePaths.compactMap { path in engine.cells[path].map { (path, $0) } }
    }

    /// The paths of every row with a cell — visible or prefetched in the margin — ascending.
    public var indexPathsForPreparedRows: [ItemPath] { engine.preparedPaths }

    /// The visible cell at `path` as a `Cell`, or nil if there is none or it is of another class.
    public func cell<Cell: HeadlessTableViewCell>(at path: ItemPath, as type: Cell.Type) -> Cell? {
        engine.visibleCell(at: path) as? Cell
    }

    /// The header view of `section`, if it has one and it is on screen or in the margin.
    public func headerView(inSection section: Int) -> HeadlessHeaderFooterView? {
        engine.supplementaryView(.header, section: section)
    }

    /// The footer view of `section`, if it has one and it is on screen or in the margin.
    public func footerView(inSection section: Int) -> HeadlessHeaderFooterView? {
        engine.supplementaryView(.footer, section: section)
    }

    /// The visible screen as text, one line per element: `# header`, each cell's text, `## footer`.
    ///
    /// ```swift
    /// #expect(table.screen == ["# CHECKING", "Every Day Checking", "Holiday Savings", "## 2 accounts"])
    /// ```
    public var screen: [String] { engine.screen }

    /// How far the content is scrolled: the content offset of the viewport's top edge.
    public var contentOffset: Double {
        engine.prepareForReading()
        return engine.contentOffset
    }

    /// The height of all content, with estimates for rows not displayed yet.
    public var contentHeight: Double {
        engine.prepareForReading()
        return engine.layout.contentHeight
    }

    /// The batch updates applied so far, oldest first, with their animations and outcomes.
    public var appliedBatches: [AppliedBatch] { engine.appliedBatches }

    /// What the table dequeued, created, configured and displayed since it was made or last reset.
    public var counters: HeadlessCounters { engine.counters }

    /// Starts counting from zero.
    public func resetCounters() { engine.counters = HeadlessCounters() }

    /// Every error the table reported, oldest first — those captured by ``expectError(sourceLocation:_:)`` too.
    public var errors: [HeadlessHostError] { engine.errors }

    /// The last error the table reported.
    public var lastError: HeadlessHostError? { engine.errors.last }

    // MARK: Acting

    /// Taps the row at (`row`, `section`), as a user would: the data source hears `didSelectRowAt`.
    ///
    /// Only a visible row can be tapped; a row out of range or off screen is reported.
    public func tap(row: Int, section: Int, sourceLocation: SourceLocation = #_sourceLocation) {
        engine.tap(ItemPath(row: row, section: section), location: sourceLocation)
    }

    /// Taps the row at `path`; see ``tap(row:section:sourceLocation:)``.
    public func tap(_ path: ItemPath, sourceLocation: SourceLocation = #_sourceLocation) {
        engine.tap(path, location: sourceLocation)
    }

    /// Scrolls so that the row at `path` is at `position`, displaying what comes into view.
    ///
    /// Rows measured on the way can move the target; the table scrolls again until it stays put. A row out
    /// of range is reported.
    /// - Complexity: O(log n) per row that comes into view.
    public func scroll(
        to path: ItemPath, at position: HeadlessScrollPosition = .top, sourceLocation: SourceLocation = #_sourceLocation
    ) {
        guard engine.checkScrollTarget(path, location: sourceLocation) else { return }
        engine.scroll(to: path, position: position)
    }

    /// Scrolls by `distance` (down if positive), within the content's bounds.
    ///
    /// Cells that leave the viewport and the margin go back to their pools before the ones that come in are
    /// dequeued, so scrolling through any number of rows needs only a screenful of cells.
    /// - Complexity: O(log n) per row that comes into view, whatever the number of rows.
    public func scroll(by distance: Double, sourceLocation: SourceLocation = #_sourceLocation) {
        guard engine.ensureIdle(for: "scroll(by:)", at: sourceLocation) else { return }
        engine.loadIfNeeded()
        engine.scroll(toOffset: engine.contentOffset + distance)
    }

    /// Scrolls to content offset `offset`, within the content's bounds (`.infinity` scrolls to the bottom).
    public func scroll(toOffset offset: Double, sourceLocation: SourceLocation = #_sourceLocation) {
        guard engine.ensureIdle(for: "scroll(toOffset:)", at: sourceLocation) else { return }
        engine.scroll(toOffset: offset)
    }

    /// Changes the viewport's size, as a rotation or a window resize would.
    public func resize(to size: Size, sourceLocation: SourceLocation = #_sourceLocation) {
        guard engine.ensureIdle(for: "resize(to:)", at: sourceLocation) else { return }
        guard size.width >= 0, size.height >= 0, size.width.isFinite, size.height.isFinite else {
            engine.fail(.invalidArgument, "resize(to:): \(size) is not a viewport size.", at: sourceLocation)
            return
        }
        engine.resize(to: size)
    }

    /// Lets the visible cell at `path` emit an event, as a user touching a control in it would.
    ///
    /// `emit` gets the cell as a `Cell` and calls what the cell calls when touched — for a cell that emits
    /// view events, its `emit(event:)`. A row out of range, off screen or of another class is reported.
    ///
    /// ```swift
    /// table.emitEvent(fromCellAt: ItemPath(row: 0, section: 0), as: AccountCell.self) { $0.favoriteTapped() }
    /// ```
    public func emitEvent<Cell: HeadlessTableViewCell>(
        fromCellAt path: ItemPath, as type: Cell.Type, sourceLocation: SourceLocation = #_sourceLocation,
        _ emit: (Cell) -> Void
    ) {
        guard let cell = engine.visibleCellForTouch(at: path, verb: "emitEvent", location: sourceLocation) else {
            return
        }
        guard let typed = cell as? Cell else {
            engine.fail(.wrongViewClass, """
                emitEvent: the cell at row (\(path)) is a \(Swift.type(of: cell)), not a \(Cell.self).
                """, at: sourceLocation)
            return
        }
        emit(typed)
    }

    /// Loads from the data source now if the table never did (every reader and verb does this itself).
    public func layoutIfNeeded() { engine.prepareForReading() }

    /// Runs `body`, expecting it to make the table report an error, and returns the first one.
    ///
    /// Errors inside `body` are recorded in ``errors`` but do not fail the test; if none comes, that is reported.
    /// The table is left as it was before the failing call.
    ///
    /// ```swift
    /// let error = table.expectError { table.tap(row: 9, section: 0) }
    /// #expect(error?.kind == .indexPathOutOfRange)
    /// ```
    @discardableResult
    public func expectError(
        sourceLocation: SourceLocation = #_sourceLocation, _ body: () throws -> Void
    ) rethrows -> HeadlessHostError? {
        try engine.expectError(body, sourceLocation: sourceLocation)
    }
}
