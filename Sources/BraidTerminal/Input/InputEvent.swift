/// One thing the user did: a key, the mouse, or a change of the terminal's size.
///
/// ``TerminalApp`` reads these from the terminal and hands them to its content; tests make them directly.
///
/// ```swift
/// table.handle(.key(.down))
/// table.handle(.mouse(MouseEvent(kind: .press, x: 4, y: 2)))
/// ```
public enum InputEvent: Hashable, Sendable {
    /// A key was pressed.
    case key(Key)
    /// The mouse was clicked, released or wheeled.
    case mouse(MouseEvent)
    /// The terminal has a new size; the next frame is drawn at that size.
    case resize
}

/// A mouse button or wheel event at a screen cell.
public struct MouseEvent: Hashable, Sendable {
    /// What the mouse did.
    public enum Kind: Hashable, Sendable {
        /// The main button went down: the table selects and taps the row under it.
        case press
        /// The main button went up.
        case release
        /// The wheel turned away from the user: content moves down, showing what is above.
        case wheelUp
        /// The wheel turned towards the user: content moves up, showing what is below.
        case wheelDown
        /// The secondary (right) button went down: a table or collection view opens the context menu of the row or
        /// item under it.
        case secondaryPress
        /// Another button.
        case other
    }

    /// What the mouse did.
    public var kind: Kind
    /// The column, from 0 at the left of the screen.
    public var x: Int
    /// The row, from 0 at the top of the screen.
    public var y: Int

    /// Creates a mouse event of `kind` at column `x`, row `y`.
    public init(kind: Kind, x: Int, y: Int) {
        self.kind = kind
        self.x = x
        self.y = y
    }
}
