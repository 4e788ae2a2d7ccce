/// A terminal view's pull to refresh (what ``TerminalTableView`` and ``TerminalCollectionView`` share): F5 runs the
/// binder's action, and while it runs the view's first line says "Refreshing…" and the rows move down one line.
struct TerminalRefreshLine {
    /// What F5 runs, as the binder set it (`CellViewHost/setPullToRefresh(_:)`); nil: F5 is not the view's.
    var action: (@MainActor () -> Void)?
    /// Whether a refresh is running (`CellViewHost/setRefreshing(_:)`).
    var isRefreshing = false
    /// What the line says.
    static let text = StyledText("Refreshing…", style: TextStyle(.dim))

    /// Runs the action for F5; whether the key was used.
    @MainActor
    func handle(_ key: Key) -> Bool {
        guard key == .function(5), let action else { return false }
        action()
        return true
    }

    /// The line, while refreshing, and the rest of `area` for the rows.
    func reserve(in area: TerminalRect) -> (line: TerminalRect?, rows: TerminalRect) {
        guard isRefreshing, area.height > 1 else { return (nil, area) }
        let line = TerminalRect(x: area.x, y: area.y, width: area.width, height: 1)
        return (line, TerminalRect(x: area.x, y: area.y + 1, width: area.width, height: area.height - 1))
    }

    /// Draws the line into `line` of `buffer`.
    func draw(in line: TerminalRect?, into buffer: inout ScreenBuffer) {
        guard let line else { return }
        buffer.fill(line)
        _ = buffer.draw(Self.text, x: line.x, y: line.y, clip: line)
    }
}
