/// The host protocol: what the core (or any table code) calls.
extension HeadlessTableView: TableViewHost {
    /// Registers `cellType`, which must be a subclass of ``HeadlessTableViewCell``, under `reuseIdentifier`.
    ///
    /// Any other type is reported as an error. Registering an identifier again replaces its type.
    public func register(cellType: AnyObject.Type, forReuseIdentifier reuseIdentifier: String) {
        engine.registerCell(cellType, identifier: reuseIdentifier)
    }

    /// Registers a header/footer view type, which must be a subclass of ``HeadlessHeaderFooterView``.
    public func register(headerFooterViewType: AnyObject.Type, forReuseIdentifier reuseIdentifier: String) {
        engine.registerSupplementary(headerFooterViewType, key: ReuseKey(place: .headerFooter, identifier: reuseIdentifier))
    }

    /// A cell registered under `reuseIdentifier` — a free one from its pool, or a new one — for the row at `path`.
    ///
    /// Legal only inside ``TableViewHostDataSource/tableHost(_:cellForRowAt:)``, for the path asked about,
    /// once. While the table reconfigures a row it hands back that row's existing cell.
    public func dequeueReusableCell(withReuseIdentifier reuseIdentifier: String, for path: ItemPath) -> AnyObject {
        engine.dequeueCell(withReuseIdentifier: reuseIdentifier, for: path)
    }

    /// A header/footer view registered under `reuseIdentifier`, reused if one is free.
    ///
    /// Legal only inside ``TableViewHostDataSource/tableHost(_:viewForHeaderInSection:)`` or
    /// ``TableViewHostDataSource/tableHost(_:viewForFooterInSection:)``.
    public func dequeueReusableHeaderFooterView(withReuseIdentifier reuseIdentifier: String) -> AnyObject {
        engine.dequeueSupplementary(ReuseKey(place: .headerFooter, identifier: reuseIdentifier), for: nil)
    }

    /// Forgets all cached counts, sizes and cells and asks the data source again, keeping the scroll offset
    /// where the content allows.
    ///
    /// The cells on screen go back to their pools first, so the reload reuses them. Called inside a batch's
    /// `updateData` it is reported and ignored (UIKIT_RULES.md R23); inside a completion it is fine.
    /// - Complexity: O(rows): every row's estimated height is asked for, as UIKit does.
    public func reloadData() {
        engine.reloadData()
    }

    /// Validates and applies `batch`; see ``TableViewHost/performBatchUpdates(_:animations:updateData:completion:)``.
    ///
    /// The batch is checked by ``BatchUpdateValidator`` against the cached counts before and the data source's
    /// counts after `updateData`. A rejected batch is reported, changes nothing, and its completion is not
    /// called; an accepted one is applied at once, logged in ``appliedBatches``, and its completion called with
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

    /// The visible cell at `path`, if there is one.
    public func cell(at path: ItemPath) -> AnyObject? { engine.visibleCell(at: path) }

    /// Where `cell` is, if it is one of the visible cells.
    public func indexPath(for cell: AnyObject) -> ItemPath? { engine.visiblePath(of: cell) }
}
