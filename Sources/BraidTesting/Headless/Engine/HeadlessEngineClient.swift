/// What a ``HeadlessEngine`` asks of the view it runs: the table or collection view, which turns each question
/// into its own data-source call.
///
/// The engine knows nothing of data-source protocols; this is the seam between the shared machine and the two
/// UIKit-shaped fronts (and the UIKit stand-in).
@MainActor
package protocol HeadlessEngineClient: AnyObject {
    /// The class of the view's cells.
    associatedtype Cell: HeadlessEngineView
    /// The class of the view's headers and footers (or supplementary views).
    associatedtype Supplementary: HeadlessEngineView

    /// The number of sections, or nil without a data source.
    func engineNumberOfSections() -> Int?
    /// The number of rows or items in `section`.
    func engineNumberOfItems(inSection section: Int) -> Int
    /// The size to assume for the item at `path` until its cell is displayed.
    func engineEstimatedMetrics(at path: ItemPath) -> ItemMetrics
    /// The sizes to assume for the first `count` items of `section` until their cells are displayed, in order:
    /// what a load asks for every item, in one question per section, so that a view reads its data source once
    /// for all of them rather than once an item.
    func engineEstimatedMetrics(inSection section: Int, count: Int) -> ItemMetricsColumn
    /// The data source's cell for `path`, or nil without a data source.
    func engineCell(at path: ItemPath) -> AnyObject?
    /// The size of the item at `path` now that `cell` shows it.
    func engineMeasuredMetrics(at path: ItemPath, cell: Cell) -> ItemMetrics
    /// The height to assume for a header or footer until it is displayed.
    func engineEstimatedHeight(of kind: SupplementaryViewKind, section: Int) -> Double
    /// The data source's view and title for a header or footer.
    func engineSupplementary(_ kind: SupplementaryViewKind, section: Int) -> (view: AnyObject?, title: String?)
    /// The height of a header or footer now that it is displayed with `view` or `title`.
    func engineMeasuredHeight(
        of kind: SupplementaryViewKind, section: Int, view: Supplementary?, title: String?) -> Double
    /// Tells the data source that `cell` comes into view at `path`.
    func engineWillDisplay(_ cell: Cell, at path: ItemPath)
    /// Tells the data source that the visible part moved.
    func engineDidScroll()
    /// Tells the data source that the user tapped `path`.
    func engineDidSelect(_ path: ItemPath)
    /// Asks the data source whether a tap on `path` selects it.
    func engineShouldSelect(_ path: ItemPath) -> Bool
    /// Tells the data source that `path` was deselected (another item was selected in its place).
    func engineDidDeselect(_ path: ItemPath)
    /// The layout of `section` for a view `width` wide — a collection section's chain's layout, resolved — or nil to
    /// flow the items by their own sizes (a table; a collection section without a layout). Reports what the layout
    /// could not have to the data source.
    func engineLayoutGeometry(inSection section: Int, width: Double) -> SectionLayoutGeometry?
    /// Tells the data source that `section` was laid out other than its layout asks, for the reason `problem` gives.
    func engineLayoutProblem(_ problem: String, inSection section: Int)
    /// Tells the data source that `cell`, announced with ``engineWillDisplay(_:at:)``, left the view; `path` is where
    /// its item is now, or was before the batch that removed it.
    func engineDidEndDisplaying(_ cell: Cell, at path: ItemPath)
}

extension HeadlessEngineClient {
    /// No layout: the items flow by their own sizes.
    package func engineLayoutGeometry(inSection section: Int, width: Double) -> SectionLayoutGeometry? { nil }
    package func engineLayoutProblem(_ problem: String, inSection section: Int) {}

    /// Each item's ``engineEstimatedMetrics(at:)``, in order.
    package func engineEstimatedMetrics(inSection section: Int, count: Int) -> ItemMetricsColumn {
        var metrics = ItemMetricsColumn()
        metrics.reserveCapacity(count)
        for item in 0 ..< count { metrics.append(engineEstimatedMetrics(at: ItemPath(item: item, section: section))) }
        return metrics
    }
}
