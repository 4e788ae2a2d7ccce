extension Double {
    /// A height (or width) that the host computes from the cell's or view's content — UIKit's
    /// `UITableView.automaticDimension`.
    ///
    /// ```swift
    /// binder.onAnySection().cellHeight { _, _ in .automaticDimension }
    /// ```
    public static let automaticDimension: Double = -1
}
