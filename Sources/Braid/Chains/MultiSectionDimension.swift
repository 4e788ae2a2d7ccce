/// A dimension for a multi-section or any-section table chain's `dimensions(_:)`.
public enum MultiSectionDimension<Section> {
    /// See `cellHeight(_:)`.
    case cellHeight((_ section: Section, _ row: Int) -> Double)
    /// See `estimatedCellHeight(_:)`.
    case estimatedCellHeight((_ section: Section, _ row: Int) -> Double)
    /// See `headerHeight(_:)`.
    case headerHeight((_ section: Section) -> Double)
    /// See `estimatedHeaderHeight(_:)`.
    case estimatedHeaderHeight((_ section: Section) -> Double)
    /// See `footerHeight(_:)`.
    case footerHeight((_ section: Section) -> Double)
    /// See `estimatedFooterHeight(_:)`.
    case estimatedFooterHeight((_ section: Section) -> Double)
}
