import Braid
import BraidSamples
import BraidTerminal

/// The demo's whole screen: a title bar, the current screen's table, and a status line with the keys that
/// do something here. Screens stack: Enter opens, Esc goes back, q quits.
@MainActor
final class DemoApp: TerminalContent {
    private(set) var screens: [any DemoScreen] = []
    /// A passing message from a binder (a warning), shown at the right of the title bar until the next key.
    var message: String?
    private let spinner = ["⠋", "⠙", "⠹", "⠸", "⠼", "⠴", "⠦", "⠧", "⠇", "⠏"]
    private let clock: any TerminalClock

    init(root: any DemoScreen, clock: any TerminalClock) {
        screens = [root]
        self.clock = clock
    }

    var top: any DemoScreen { screens[screens.count - 1] }

    func push(_ screen: any DemoScreen) {
        screens.append(screen)
        TerminalApp.setNeedsDisplay()
    }

    func pop() {
        guard screens.count > 1 else { return }
        screens.removeLast()
        TerminalApp.setNeedsDisplay()
    }

    // MARK: TerminalContent

    func render(into buffer: inout ScreenBuffer) {
        let width = buffer.width
        buffer.fill(TerminalRect(x: 0, y: 0, width: width, height: min(1, buffer.height)), style: .reverse)
        var title = StyledText(" " + screens.map(\.title).joined(separator: " › "), style: TextStyle(.bold).merging(.reverse))
        if top.isLoading {
            let frame = Int(clock.now / .milliseconds(100)) % spinner.count
            title.append("  \(spinner[frame]) loading…", style: .reverse)
        }
        if let message {
            let notice = StyledText(" ⚠ " + message + " ", style: TextStyle(.reverse, foreground: .yellow))
                .truncated(toWidth: max(0, width - title.displayWidth - 2))
            _ = buffer.draw(notice, x: width - notice.displayWidth, y: 0)
        }
        _ = buffer.draw(title.truncated(toWidth: width), x: 0, y: 0)
        guard buffer.height > 2 else { return }
        let frame = TerminalRect(x: 0, y: 1, width: width, height: buffer.height - 2)
        if top.view.frame != frame { top.view.frame = frame }  // a new frame asks for another redraw
        top.view.render(into: &buffer)
        _ = buffer.draw(statusLine().truncated(toWidth: width), x: 0, y: buffer.height - 1)
    }

    func handle(_ event: InputEvent) -> Bool {
        message = nil
        if top.view.handle(event) { return true }
        guard case .key(let key) = event else { return event == .resize }
        if top.handle(key: key) {
            TerminalApp.setNeedsDisplay()
            return true
        }
        switch key {
        case .escape, .backspace:
            pop()
            return true
        case .character("q"), .control("c"):
            TerminalApp.stop()
        default:
            return false
        }
    }

    var isAnimating: Bool { top.view.isAnimating || top.isLoading }

    private func statusLine() -> StyledText {
        let editing = top.view.editingKeyHints.map { KeyHint(key: $0.key, action: $0.action) }
        if top.view.hasEditInProgress { return hintLine(editing) }
        var hints = [KeyHint(key: "↑↓", action: "move"), KeyHint(key: "⏎", action: "select")] + editing + top.keyHints
        if screens.count > 1 { hints.append(KeyHint(key: "esc", action: "back")) }
        hints.append(KeyHint(key: "q", action: "quit"))
        return hintLine(hints)
    }

    /// Keys and what they do, bold and dim, as one line.
    private func hintLine(_ hints: [KeyHint]) -> StyledText {
        var line = StyledText(" ")
        for hint in hints {
            line.append(hint.key, style: .bold)
            line.append(" \(hint.action)   ", style: .dim)
        }
        return line
    }
}
