/// The host protocol: what the core (or any collection code) calls.
extension HeadlessCollectionView: CollectionViewHost {
    /// Registers `cellType`, which must be a subclass of ``HeadlessCollectionViewCell``, under `reuseIdentifier`.
    public func register(cellType: AnyObject.Type, forReuseIdentifier reuseIdentifier: String) {
        engine.registerCell(cellType, identifier: reuseIdentifier)
    }

    /// Registers a supplementary view type of `kind`, which must be a subclass of ``HeadlessSupplementaryView``.
    public func register(
        supplementaryViewType: AnyObject.Type, ofKind kind: SupplementaryViewKind,
        forReuseIdentifier reuseIdentifier: String
    ) {
        engine.registerSupplementary(
            supplementaryViewType, key: ReuseKey(place: .supplementary(kind), identifier: reuseIdentifier))
    }

    /// A cell registered under `reuseIdentifier` for the item at `path`; legal only inside
    /// ``CollectionViewHostDataSource/collectionHost(_:cellForItemAt:)``, for that path, once.
    public func dequeueReusableCell(withReuseIdentifier reuseIdentifier: String, for path: ItemPath) -> AnyObject {
        engine.dequeueCell(withReuseIdentifier: reuseIdentifier, for: path)
    }

    /// A supplementary view of `kind` registered under `reuseIdentifier`, for `section`; legal only inside
    /// ``CollectionViewHostDataSource/collectionHost(_:viewForSupplementaryElementOfKind:inSection:)`` for the
    /// same kind and section.
    public func dequeueReusableSupplementaryView(
        ofKind kind: SupplementaryViewKind, withReuseIdentifier reuseIdentifier: String, section: Int
    ) -> AnyObject {
        engine.dequeueSupplementary(
            ReuseKey(place: .supplementary(kind), identifier: reuseIdentifier),
            for: .init(kind: kind, section: section))
    }

    /// Forgets all cached counts, sizes and cells and asks the data source again.
    public func reloadData() {
        engine.reloadData()
    }

    /// Validates and applies `batch` with UIKit's collection-view rules; see
    /// ``HeadlessTableView/performBatchUpdates(_:animations:updateData:completion:)``.
    public func performBatchUpdates(_ batch: BatchUpdate, updateData: () -> Void, completion: ((Bool) -> Void)?) {
        engine.performBatch(batch, animations: nil, updateData: updateData, completion: completion)
    }

    /// The paths of the items with a cell in the viewport, ascending.
    public var indexPathsForVisibleItems: [ItemPath] { engine.visiblePaths }

    /// The visible cell at `path`, if there is one.
    public func cell(at path: ItemPath) -> AnyObject? { engine.visibleCell(at: path) }

    /// Where `cell` is, if it is one of the visible cells.
    public func indexPath(for cell: AnyObject) -> ItemPath? { engine.visiblePath(of: cell) }
}
