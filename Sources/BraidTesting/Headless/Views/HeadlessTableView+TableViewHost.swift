/// The host protocol: what the core (or any table code) calls, beyond what both views offer
/// (``HeadlessScrollView``'s `CellViewHost` part).
extension HeadlessTableView: TableViewHost {
    /// Registers a header/footer view type, which must be a subclass of ``HeadlessHeaderFooterView``.
    public func register(headerFooterViewType: AnyObject.Type, forReuseIdentifier reuseIdentifier: String) {
        engine.registerSupplementary(headerFooterViewType, key: ReuseKey(place: .headerFooter, identifier: reuseIdentifier))
    }

    /// A header/footer view registered under `reuseIdentifier`, reused if one is free.
    ///
    /// Legal only inside `TableViewHostDataSource/tableHost(_:viewForHeaderInSection:)` or
    /// `TableViewHostDataSource/tableHost(_:viewForFooterInSection:)`.
    public func dequeueReusableHeaderFooterView(withReuseIdentifier reuseIdentifier: String) -> AnyObject {
        engine.dequeueSupplementary(ReuseKey(place: .headerFooter, identifier: reuseIdentifier), for: nil)
    }

    /// Validates and applies `batch`; see `TableViewHost/performBatchUpdates(_:animations:updateData:completion:)`.
    ///
    /// The batch is checked by ``BatchUpdateValidator`` against the cached counts before and the data source's
    /// counts after `updateData`. A rejected batch is reported, changes nothing, and its completion is not
    /// called; an accepted one is applied at once, logged in ``HeadlessScrollView/appliedBatches``, and its completion called with
    /// `true` before this method returns. Starting a batch inside another's `updateData` or completion is
    /// reported and ignored. A table that never loaded loads first, as a table on screen would have.
    /// - Complexity: O(rows before and after + operations · log operations), then O(log n) per row that comes
    ///   into view.
    public func performBatchUpdates(
        _ batch: BatchUpdate, animations: BatchAnimations, updateData: () -> Void, completion: ((Bool) -> Void)?
    ) {
        engine.performBatch(batch, animations: animations, updateData: updateData, completion: completion)
    }

    /// The paths of the rows with a cell in the viewport, ascending.
    public var indexPathsForVisibleRows: [ItemPath] { engine.visiblePaths }

    /// ``HeadlessContentHeaderFooterView``: what header and footer content is shown with.
    public var headerFooterContentViewType: (any HeaderFooterContentShowing.Type)? {
        HeadlessContentHeaderFooterView.self
    }
}
