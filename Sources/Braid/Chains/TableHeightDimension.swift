/// A height for a table chain's `dimensions(_:)`, the way the tutorials write several at once:
///
/// ```swift
/// binder.onSection(.friends)
///     .dimensions(.cellHeight { _ in 120 }, .headerHeight { 80 })
/// binder.onAnySection()
///     .dimensions(.estimatedCellHeight { _, _ in 44 })
/// ```
///
/// You write it by its names: ``SingleSectionDimension`` on a single-section chain (closures take the row),
/// ``MultiSectionDimension`` on a multi-section or any-section chain (closures take the section too). Each case sets
/// what the chain method of its name does. Collection chains take ``CollectionSizeDimension``.
public enum TableHeightDimension<RowHeight, SectionHeight> {
    /// See `cellHeight(_:)`.
    case cellHeight(RowHeight)
    /// See `estimatedCellHeight(_:)`.
    case estimatedCellHeight(RowHeight)
    /// See `headerHeight(_:)`.
    case headerHeight(SectionHeight)
    /// See `estimatedHeaderHeight(_:)`.
    case estimatedHeaderHeight(SectionHeight)
    /// See `footerHeight(_:)`.
    case footerHeight(SectionHeight)
    /// See `estimatedFooterHeight(_:)`.
    case estimatedFooterHeight(SectionHeight)

    /// Hands the dimension's closure to the setter of its kind: `cell` and `estimatedCell` take a row height,
    /// the others a section's.
    func set(
        cell: (RowHeight) -> Void, estimatedCell: (RowHeight) -> Void,
        header: (SectionHeight) -> Void, estimatedHeader: (SectionHeight) -> Void,
        footer: (SectionHeight) -> Void, estimatedFooter: (SectionHeight) -> Void
    ) {
        switch self {
        case .cellHeight(let height): cell(height)
        case .estimatedCellHeight(let height): estimatedCell(height)
        case .headerHeight(let height): header(height)
        case .estimatedHeaderHeight(let height): estimatedHeader(height)
        case .footerHeight(let height): footer(height)
        case .estimatedFooterHeight(let height): estimatedFooter(height)
        }
    }
}

/// A height for a single-section table chain's `dimensions(_:)`; see ``TableHeightDimension``.
public typealias SingleSectionDimension = TableHeightDimension<(_ row: Int) -> Double, () -> Double>

/// A height for a multi-section or any-section table chain's `dimensions(_:)`; see ``TableHeightDimension``.
public typealias MultiSectionDimension<Section> =
    TableHeightDimension<(_ section: Section, _ row: Int) -> Double, (_ section: Section) -> Double>
