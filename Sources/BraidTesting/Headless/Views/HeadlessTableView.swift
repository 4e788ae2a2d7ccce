import Testing

/// A `UITableView` without a screen: it drives a `TableViewHostDataSource` exactly as UIKit would, and checks
/// every batch update against UIKit's rules, so that table code can be tested anywhere Swift runs.
///
/// Like UIKit it *pulls*: it asks its data source for counts, sizes and cells, and caches the answers — the
/// counts before a batch update are the ones it cached, not what the data source says now. It shows a viewport
/// of ``HeadlessScrollView/viewportSize`` (in rows of height 1 by default), dequeues and configures only the cells in it (plus
/// ``HeadlessScrollView/prefetchMargin`` above and below), recycles cells that scroll out through per-identifier reuse pools, and
/// reports "will display" as cells enter the viewport. Row heights come from the data source — estimated until
/// a row is displayed; nil means automatic: the cell's ``HeadlessReusableView/preferredHeight``, or one unit
/// per line of its text.
///
/// Every batch update goes through ``BatchUpdateValidator`` first (``HeadlessScrollView/strict`` by default). A batch UIKit would
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
/// The screen rendering (``HeadlessScrollView/screen``) has one line per element in the viewport: a header as `# text`, each cell
/// as its ``HeadlessReusableView/renderedText``, a footer as `## text`. Headers do not float (a plain table's
/// sticky headers are not modelled), and a headless view has no animations: a batch is applied at once and its
/// completion runs before `performBatchUpdates` returns.
///
/// - Note: As in UIKit, what stays on screen through a batch update is not asked for again: a surviving row
///   keeps its cell and its content unless it is reloaded or reconfigured, and a surviving section keeps its
///   header and footer (title, view and height) unless the section is reloaded. A test that sees stale text
///   has found a missing reload.
@MainActor
public final class HeadlessTableView: HeadlessScrollView {
    let engine: HeadlessEngine<HeadlessTableView>

    /// The object the table asks for its content and tells about taps, display and scrolling. Held weakly.
    ///
    /// Setting it forgets everything cached; the table loads from the new data source when next used.
    public weak var dataSource: (any TableViewHostDataSource)? {
        didSet { engine.dataSourceDidChange() }
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
        let engine = HeadlessEngine<HeadlessTableView>(
            kind: .table, viewportSize: viewportSize, prefetchMargin: prefetchMargin, strict: strict,
            creationLocation: sourceLocation)
        self.engine = engine
        super.init(engine: engine)
        engine.client = self
    }

    // MARK: Reading

    /// The number of rows the table holds in `section` (cached), or 0 for a section it does not have.
    public func numberOfRows(inSection section: Int) -> Int { engine.itemCount(inSection: section) }

    /// The visible cells with their index paths, top to bottom.
    public var visibleCells: [(path: ItemPath, cell: HeadlessTableViewCell)] { engine.visibleCellsAndPaths }

    /// The paths of every row with a cell — visible or prefetched in the margin — ascending.
    public var indexPathsForPreparedRows: [ItemPath] { engine.preparedPaths }

    /// The header view of `section`, if it has one and it is on screen or in the margin.
    public func headerView(inSection section: Int) -> HeadlessHeaderFooterView? {
        engine.supplementaryView(.header, section: section)
    }

    /// The footer view of `section`, if it has one and it is on screen or in the margin.
    public func footerView(inSection section: Int) -> HeadlessHeaderFooterView? {
        engine.supplementaryView(.footer, section: section)
    }

    override package var dataSourceSectionIndexTitles: [String]? { dataSource?.sectionIndexTitles(for: self) }

    /// ``HeadlessContentTableViewCell``: what content rows are shown with.
    public override var contentCellType: (any RowContentShowing.Type)? { HeadlessContentTableViewCell.self }

    override package func dataSourceSection(forSectionIndexTitle title: String, at index: Int) -> Int? {
        dataSource?.tableHost(self, sectionForSectionIndexTitle: title, at: index)
    }

    // MARK: Acting

    /// Taps the row at (`row`, `section`); see ``HeadlessScrollView/tap(_:sourceLocation:)``.
    public func tap(row: Int, section: Int, sourceLocation: SourceLocation = #_sourceLocation) {
        tap(ItemPath(row: row, section: section), sourceLocation: sourceLocation)
    }
}

extension HeadlessTableView {
    /// The selected row, if any: a tap selects a row the data source lets be selected, and deselects the one
    /// before (UIKit's `indexPathForSelectedRow`). It follows its row through batch updates; a reload clears it.
    public var indexPathForSelectedRow: ItemPath? { engine.selectedPath }

    /// Deselects `path` without telling the data source, as UIKit's `deselectRow(at:animated:)` does.
    public func deselectRow(at path: ItemPath) { engine.deselect(path) }
}
