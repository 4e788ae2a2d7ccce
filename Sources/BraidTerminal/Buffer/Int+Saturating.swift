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
