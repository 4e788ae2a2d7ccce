/// A header or footer view of a ``HeadlessTableView`` (UIKit's `UITableViewHeaderFooterView`).
///
/// The screen rendering prints a header view's ``HeadlessReusableView/renderedText`` as `# text` and a footer
/// view's as `## text`; a view wins over a title in the same place.
///
/// ```swift
/// final class TotalFooter: HeadlessHeaderFooterView {
///     var total = 0 { didSet { text = "Total: \(total)" } }
/// }
/// ```
open class HeadlessHeaderFooterView: HeadlessReusableView {}
