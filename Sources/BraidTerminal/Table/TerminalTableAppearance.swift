/// How a ``TerminalTableView`` looks: its padding and a tree's indentation, its selection and title styles, and its animations.
///
/// Styles are overlays: they are merged over what a cell drew (see ``TextStyle/merging(_:)``), so a bold
/// title stays bold when its row is selected.
///
/// ```swift
/// var appearance = TerminalTableAppearance()
/// appearance.insertedRowStyle = TextStyle(.bold, background: .indexed(22))
/// appearance.animationDuration = .milliseconds(300)
/// table.appearance = appearance
/// ```
public struct TerminalTableAppearance: Hashable, Sendable {
    /// Blank columns on the left and right of every row, header and footer.
    public var horizontalPadding = 1
    /// Columns of indentation per level of a tree's rows (a section bound with `bind(cellType:tree:children:)`):
    /// a root's disclosure is at the padding, its children's this many columns further right, and so on.
    public var indentationWidth = 2
    /// Over the selected row: reverse video.
    public var selectedRowStyle = TextStyle.reverse
    /// Plain section header and footer titles: dim, in the text's own case.
    public var sectionTitleStyle = TextStyle.dim
    /// Over an inserted row (or every row of an inserted section) while its animation runs.
    public var insertedRowStyle = TextStyle(.bold, foreground: .green)
    /// Over a deleted row, shown in its old place while its animation runs, before the gap closes.
    public var deletedRowStyle = TextStyle.dim
    /// Over a moved row (or section), in its new place, while its animation runs.
    public var movedRowStyle = TextStyle(.bold, foreground: .yellow)
    /// Over a reloaded row (or every row of a reloaded section): a flash.
    public var reloadedRowStyle = TextStyle(.bold, foreground: .cyan)
    /// How long each insert, delete, move and reload animation lasts.
    public var animationDuration = Duration.milliseconds(200)

    /// The default look.
    public init() {}
}
