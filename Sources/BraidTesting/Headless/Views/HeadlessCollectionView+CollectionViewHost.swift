/// The host protocol: what the core (or any collection code) calls, beyond what both views offer
/// (``HeadlessScrollView``'s `CellViewHost` part).
extension HeadlessCollectionView: CollectionViewHost {
    /// Registers a supplementary view type of `kind`, which must be a subclass of ``HeadlessSupplementaryView``.
    public func register(
        supplementaryViewType: AnyObject.Type, ofKind kind: SupplementaryViewKind,
        forReuseIdentifier reuseIdentifier: String
    ) {
        engine.registerSupplementary(
            supplementaryViewType, key: ReuseKey(place: .supplementary(kind), identifier: reuseIdentifier))
    }

    /// A supplementary view of `kind` registered under `reuseIdentifier`, for `section`; legal only inside
    /// `CollectionViewHostDataSource/collectionHost(_:viewForSupplementaryElementOfKind:inSection:)` for the
    /// same kind and section.
    public func dequeueReusableSupplementaryView(
        ofKind kind: SupplementaryViewKind, withReuseIdentifier reuseIdentifier: String, section: Int
    ) -> AnyObject {
        engine.dequeueSupplementary(
            ReuseKey(place: .supplementary(kind), identifier: reuseIdentifier),
            for: .init(kind: kind, section: section))
    }

    /// Validates and applies `batch` with UIKit's collection-view rules; see
    /// ``HeadlessTableView/performBatchUpdates(_:animations:updateData:completion:)``.
    public func performBatchUpdates(_ batch: BatchUpdate, updateData: () -> Void, completion: ((Bool) -> Void)?) {
        engine.performBatch(batch, animations: nil, updateData: updateData, completion: completion)
    }

    /// The paths of the items with a cell in the viewport, ascending.
    public var indexPathsForVisibleItems: [ItemPath] { engine.visiblePaths }

    /// ``HeadlessContentSupplementaryView``: what header and footer content is shown with.
    public var supplementaryContentViewType: (any HeaderFooterContentShowing.Type)? {
        HeadlessContentSupplementaryView.self
    }
}
