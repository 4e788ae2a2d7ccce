/// A section header or footer of a ``TerminalTableView``: subclass it for custom headers and footers, as
/// with `UITableViewHeaderFooterView`.
///
/// When the data source gives a view for a section it is shown instead of the section's plain title. It
/// shows ``TerminalView/lines`` like a cell, with the same one-column padding.
///
/// ```swift
/// final class SectionHeaderView: TerminalHeaderFooterView, ReuseIdentifiable {
///     func configure(title: String) {
///         lines = [TerminalLine(StyledText(title, style: TextStyle([.bold, .underline])))]
///     }
/// }
/// ```
@MainActor
open class TerminalHeaderFooterView: TerminalView {
    /// Creates an empty view; the table makes registered types through this initializer.
    public required init() {
        super.init()
    }
}
