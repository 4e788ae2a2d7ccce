/// A row of a ``TerminalTableView``: subclass it for each kind of row, as with `UITableViewCell`.
///
/// A cell shows ``TerminalView/lines`` of styled text (a title on the left and a detail on the right in one
/// line, several lines, wrapped text) and an ``accessory`` mark at the right edge. The table pads it by
/// one column on each side, draws the selection over it, and sends it the keys it does not use itself, so
/// a cell can turn keys into its own events: a toggle toggles on Space, a text cell edits as the user types.
///
/// ```swift
/// final class ToggleCell: TerminalTableViewCell, ReuseIdentifiable {
///     var title = ""
///     var isOn = false { didSet { render() } }
///     var onToggle: ((Bool) -> Void)?
///
///     func render() { lines = [TerminalLine(StyledText(title), right: isOn ? "[x]" : "[ ]")] }
///
///     override func handle(key: Key) -> Bool {
///         guard key == .character(" ") else { return false }
///         isOn.toggle()
///         onToggle?(isOn)
///         return true
///     }
/// }
/// ```
@MainActor
open class TerminalTableViewCell: TerminalView {
    /// A mark at the right edge of the first line.
    open var accessory: TerminalAccessory = .none

    /// Whether the row is the table's selected row; the table sets it and shows the selection in reverse
    /// video whatever the cell draws.
    open var isSelected = false

    /// Creates an empty cell; the table makes registered types through this initializer.
    public required init() {
        super.init()
    }

    /// Handles a key pressed while this cell's row is selected: the keys the table does not use for
    /// navigation and tapping.
    ///
    /// - Returns: whether the cell used the key. The table then redraws the row and measures its height
    ///   again; unused keys go on to the app.
    open func handle(key: Key) -> Bool {
        false
    }

    /// Clears the content, the accessory and the selection.
    open override func prepareForReuse() {
        super.prepareForReuse()
        accessory = .none
        isSelected = false
    }
}
