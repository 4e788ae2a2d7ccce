/// What a ``TerminalApp`` shows: something that draws the whole screen and takes the user's input.
///
/// A ``TerminalTableView`` is one; an app with a title line and a status line around its table writes a
/// small class that draws those and forwards to the table.
///
/// ```swift
/// final class AccountsScreen: TerminalContent {
///     let table = TerminalTableView()
///
///     func render(into buffer: inout ScreenBuffer) {
///         buffer.draw(StyledText("Accounts", style: .bold), x: 1, y: 0)
///         table.frame = TerminalRect(x: 0, y: 1, width: buffer.width, height: buffer.height - 1)
///         table.render(into: &buffer)
///     }
///
///     func handle(_ event: InputEvent) -> Bool {
///         if event == .key(.character("q")) { TerminalApp.stop() }
///         return table.handle(event)
///     }
///
///     var isAnimating: Bool { table.isAnimating }
/// }
/// ```
@MainActor
public protocol TerminalContent: AnyObject {
    /// Draws everything into `buffer`, which is the size of the screen.
    func render(into buffer: inout ScreenBuffer)

    /// Handles a key, a mouse event or a resize; returns whether it used it.
    func handle(_ event: InputEvent) -> Bool

    /// Whether an animation is running, so that the app draws another frame soon. By default `false`.
    var isAnimating: Bool { get }
}

extension TerminalContent {
    /// No animation: the app draws only when something changes.
    public var isAnimating: Bool { false }
}

extension TerminalTableView: TerminalContent {}
