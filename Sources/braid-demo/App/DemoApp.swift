import Braid
import BraidSamples
import BraidTerminal

/// The demo's whole screen: a title bar, the current screen's table, a binder's message when there is one (wrapped
/// over as many lines as it needs, above the keys), and a status line with the keys that do something here. Screens
/// stack: Enter opens, Esc goes back, q quits.
@MainActor
final class DemoApp: TerminalContent {
    private(set) var screens: [any DemoScreen] = []
    /// A passing message from a binder (a warning), shown in full above the status line until the next key.
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
        _ = buffer.draw(title.truncated(toWidth: width), x: 0, y: 0)
        guard buffer.height > 2 else { return }
        let notice = noticeLines(width: width, atMost: (buffer.height - 2) / 2)
        let frame = TerminalRect(x: 0, y: 1, width: width, height: buffer.height - 2 - notice.count)
        if top.view.frame != frame { top.view.frame = frame }  // a new frame asks for another redraw
        top.view.render(into: &buffer)
        // The section index's key, at the right of the title bar (once the view has drawn, and so read its index):
        // the status line is full on a screen that edits.
        if !top.view.isJumpPromptOpen, let hint = top.view.sectionIndexKeyHints.first {
            var text = StyledText(hint.key, style: TextStyle(.bold).merging(.reverse))
            text.append(" " + hint.action + " section ", style: .reverse)
            if title.displayWidth + 2 + text.displayWidth <= width { _ = buffer.draw(text, x: width - text.displayWidth, y: 0) }
        }
        let noticeStyle = TextStyle(.reverse, foreground: .yellow)
        for (index, line) in notice.enumerated() {
            let y = frame.y + frame.height + index
            buffer.fill(TerminalRect(x: 0, y: y, width: width, height: 1), style: noticeStyle)
            _ = buffer.draw(line, x: 0, y: y)
        }
        _ = buffer.draw(statusLine().truncated(toWidth: width), x: 0, y: buffer.height - 1)
    }

    /// The message, wrapped to `width` in at most `limit` lines (the last cut with an ellipsis if it needs more):
    /// a binder's warning is read in full, not cut at the edge of the title bar.
    private func noticeLines(width: Int, atMost limit: Int) -> [StyledText] {
        guard let message, limit > 0, width > 2 else { return [] }
        var lines = StyledText("⚠ " + message, style: TextStyle(.reverse, foreground: .yellow)).wrapped(toWidth: width - 2)
        if lines.count > limit {
            let rest = lines[(limit - 1)...].map(\.plainText).joined(separator: " ")
            lines = Array(lines.prefix(limit - 1))
            lines.append(StyledText(rest, style: TextStyle(.reverse, foreground: .yellow)).truncated(toWidth: width - 2))
        }
        return lines.map { StyledText(" ", style: TextStyle(.reverse, foreground: .yellow)) + $0 }
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
        if top.view.isJumpPromptOpen { return hintLine(top.view.sectionIndexKeyHints.map { KeyHint(key: $0.key, action: $0.action) }) }
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
