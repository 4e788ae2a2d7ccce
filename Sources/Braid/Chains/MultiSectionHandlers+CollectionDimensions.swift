// MARK: - Dimensions (collection views)

extension MultiSectionHandlers where Kind == CollectionViewKind {
    /// Several sizes at once, the way a table chain takes `dimensions(.cellHeight…)`:
    /// `.dimensions(.itemSize { _, _ in Size(width: 12, height: 4) }, .headerSize { _ in Size(width: 0, height: 1) })`.
    ///
    /// Each sets what ``itemSize(_:)``, ``estimatedItemSize(_:)``, ``headerSize(_:)`` or ``footerSize(_:)`` does;
    /// see ``CollectionSizeDimension``.
    @discardableResult
    public func dimensions(_ dimensions: MultiSectionSizeDimension<Section>...) -> Self {
        for dimension in dimensions {
            dimension.set(item: { itemSize($0) }, estimatedItem: { estimatedItemSize($0) },
                          header: { headerSize($0) }, footer: { footerSize($0) })
        }
        return self
    }
}
