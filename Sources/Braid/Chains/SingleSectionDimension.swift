/// A dimension for a single-section table chain's `dimensions(_:)`.
public enum SingleSectionDimension {
    /// See `cellHeight(_:)`.
    case cellHeight((_ row: Int) -> Double)
    /// See `estimatedCellHeight(_:)`.
    case estimatedCellHeight((_ row: Int) -> Double)
    /// See `headerHeight(_:)`.
    case headerHeight(() -> Double)
    /// See `estimatedHeaderHeight(_:)`.
    case estimatedHeaderHeight(() -> Double)
    /// See `footerHeight(_:)`.
    case footerHeight(() -> Double)
    /// See `estimatedFooterHeight(_:)`.
    case estimatedFooterHeight(() -> Double)
}
