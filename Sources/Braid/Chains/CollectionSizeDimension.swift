/// A size for a collection chain's `dimensions(_:)` — the collection counterpart of the table's
/// ``TableHeightDimension`` (``SingleSectionDimension`` and ``MultiSectionDimension``), so that a table screen's
/// `.dimensions(.cellHeight { … }, .headerHeight { … })` ports by changing the size methods:
///
/// ```swift
/// binder.onSection(.photos)
///     .bind(cellType: PhotoCell.self, models: photos)
///     .dimensions(.itemSize { _ in Size(width: 12, height: 4) }, .headerSize { Size(width: 0, height: 1) })
/// binder.onAnySection()
///     .dimensions(.footerSize { _ in Size(width: 0, height: 1) })
/// ```
///
/// You write it by its names: ``SingleSectionSizeDimension`` on a single-section chain (closures take the row),
/// ``MultiSectionSizeDimension`` on a multi-section or any-section chain (closures take the section too). Each case
/// sets what the chain method of its name does.
public enum CollectionSizeDimension<ItemSize, SupplementarySize> {
    /// See `itemSize(_:)`: the size of each item (`Size.automatic`: from its content).
    case itemSize(ItemSize)
    /// See `estimatedItemSize(_:)`: the estimated size of each item, used until it is displayed.
    case estimatedItemSize(ItemSize)
    /// See `headerSize(_:)`: the size of a section's header view.
    case headerSize(SupplementarySize)
    /// See `footerSize(_:)`: the size of a section's footer view.
    case footerSize(SupplementarySize)

    /// Hands the dimension's closure to the setter of its kind.
    func set(
        item: (ItemSize) -> Void, estimatedItem: (ItemSize) -> Void,
        header: (SupplementarySize) -> Void, footer: (SupplementarySize) -> Void
    ) {
        switch self {
        case .itemSize(let size): item(size)
        case .estimatedItemSize(let size): estimatedItem(size)
        case .headerSize(let size): header(size)
        case .footerSize(let size): footer(size)
        }
    }
}

/// A size for a single-section collection chain's `dimensions(_:)`; see ``CollectionSizeDimension``.
public typealias SingleSectionSizeDimension = CollectionSizeDimension<(_ row: Int) -> Size, () -> Size>

/// A size for a multi-section or any-section collection chain's `dimensions(_:)`; see ``CollectionSizeDimension``.
public typealias MultiSectionSizeDimension<Section> =
    CollectionSizeDimension<(_ section: Section, _ row: Int) -> Size, (_ section: Section) -> Size>
