/// A key the user pressed, decoded from the terminal's input.
///
/// The table view uses the navigation keys (arrows up and down, Page Up/Down, Home/End) and Enter, and on a tree's
/// rows the arrows left and right (to collapse and expand); every other key goes to the selected cell's
/// ``TerminalTableViewCell/handle(key:)``, so that a text cell can edit on typing and a toggle cell can toggle on
/// Space.
///
/// ```swift
/// override func handle(key: Key) -> Bool {
///     guard key == .character(" ") else { return false }
///     isOn.toggle()
///     return true
/// }
/// ```
public enum Key: Hashable, Sendable {
    /// A printable character, including the space.
    case character(Character)
    /// A letter typed with Control held, lower case: Ctrl-A is `.control("a")`.
    case control(Character)
    /// The arrow keys.
    case up, down, left, right
    /// The paging keys.
    case pageUp, pageDown, home, end
    /// Editing and control keys; `backTab` is Shift-Tab.
    case enter, tab, backTab, escape, backspace, delete, insert
    /// The menu key, or Shift-F10 (the desktop conventions for a context menu): it opens the selected row's
    /// context menu.
    case menu
    /// A function key: `.function(1)` is F1.
    case function(Int)
    /// A key the decoder does not know.
    case unknown
}
