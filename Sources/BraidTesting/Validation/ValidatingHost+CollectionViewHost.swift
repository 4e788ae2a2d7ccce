/// Around a collection host, a collection host: its batches checked with UIKit's collection-view rules, the rest passed
/// on.
extension ValidatingHost: CollectionViewHost where Wrapped: CollectionViewHost {
    /// The wrapped collection's data source.
    public var dataSource: (any CollectionViewHostDataSource)? {
        get { wrapped.dataSource }
        set { wrapped.dataSource = newValue }
    }

    /// Checks `batch` and hands it to the wrapped collection.
    /// - Complexity: the wrapped collection's, plus the check: O(items before and after + operations · log operations).
    public func performBatchUpdates(_ batch: BatchUpdate, updateData: () -> Void, completion: ((Bool) -> Void)?) {
        validating(batch, counts: itemCounts, updateData: updateData) {
            wrapped.performBatchUpdates(batch, updateData: $0, completion: completion)
        }
    }

    /// The items of each section, as the data source answers now (a negative count read as none).
    private func itemCounts() -> [Int] {
        guard let dataSource = wrapped.dataSource else { return [] }
        return (0..<max(0, dataSource.numberOfSections(in: wrapped))).map {
            max(0, dataSource.collectionHost(wrapped, numberOfItemsInSection: $0))
        }
    }

    /// Registers a supplementary view type with the wrapped collection.
    public func register(
        supplementaryViewType: AnyObject.Type, ofKind kind: SupplementaryViewKind, forReuseIdentifier reuseIdentifier: String
    ) {
        wrapped.register(supplementaryViewType: supplementaryViewType, ofKind: kind, forReuseIdentifier: reuseIdentifier)
    }

    /// The wrapped collection's supplementary view.
    public func dequeueReusableSupplementaryView(
        ofKind kind: SupplementaryViewKind, withReuseIdentifier reuseIdentifier: String, section: Int
    ) -> AnyObject {
        wrapped.dequeueReusableSupplementaryView(ofKind: kind, withReuseIdentifier: reuseIdentifier, section: section)
    }

    /// The wrapped collection's items with a cell in view.
    public var indexPathsForVisibleItems: [ItemPath] { wrapped.indexPathsForVisibleItems }

    /// The wrapped host's supplementary content view.
    public var supplementaryContentViewType: (any HeaderFooterContentShowing.Type)? {
        wrapped.supplementaryContentViewType
    }
}
