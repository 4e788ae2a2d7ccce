/// Arithmetic that stops at the ends of `Int` instead of trapping: terminal geometry comes from callers, and a
/// rectangle or a column near `Int.max` must clip to nothing, never overflow.
extension Int {
    /// `self + other`, or `Int.max` / `Int.min` where the sum does not fit.
    func adding(saturating other: Int) -> Int {
        let (sum, overflow) = addingReportingOverflow(other)
        return overflow ? (other > 0 ? .max : .min) : sum
    }

    /// `self - other`, or `Int.max` / `Int.min` where the difference does not fit.
    func subtracting(saturating other: Int) -> Int {
        let (difference, overflow) = subtractingReportingOverflow(other)
        return overflow ? (other < 0 ? .max : .min) : difference
    }
}

extension Int {
    /// The most character cells a size from a data source gives (16,777,216): larger ones are cut to it, so that no
    /// sum of rows or columns in a layout can overflow.
    static let maximumCells = 1 << 24

    /// `value` — a height or width from a data source — in whole character cells: rounded, at least `minimum`, at
    /// most ``maximumCells``. A value that is not a number counts as `minimum`, and the infinities as the nearest
    /// end; no value traps. (Braid's binders report sizes that are not finite before a view sees them.)
    init(cells value: Double, minimum: Int = 0) {
        if value.isNaN {
            self = minimum
        } else {
            self = Swift.max(minimum, Int(Swift.min(Swift.max(value.rounded(), -1), Double(Int.maximumCells))))
        }
    }
}
