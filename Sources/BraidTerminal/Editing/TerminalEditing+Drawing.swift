/// What editing shows, drawn the same over a table's rows and a grid's tiles.
extension TerminalEditingView {
    /// Draws what editing shows over the items in view — `visible` gives each one's rectangle on screen, unclipped
    /// — within `area`: in editing mode `−` on items the user can delete and `≡` on items that can move; the item
    /// being deleted (bold red) or moved (the moved style) and where it would land (underlined, `▸`; `▾` on the last
    /// item of a section it would join at the end); the actions menu beside its item.
    func drawEditing(
        over visible: [(path: ItemPath, rect: TerminalRect)], in area: TerminalRect, movedStyle: TextStyle,
        into buffer: inout ScreenBuffer
    ) {
        if editing.modeIsOn {
            for (path, rect) in visible {
                if canDeleteItem(at: path) { buffer.draw(StyledText("−", style: .bold), x: rect.x, y: rect.y, clip: area) }
                if canMoveItem(at: path) { buffer.draw(StyledText("≡", style: .dim), x: rect.maxX - 1, y: rect.y, clip: area) }
            }
        }
        func rect(of path: ItemPath) -> TerminalRect? { visible.first { $0.path == path }?.rect }
        switch editing.edit {
        case nil:
            break
        case .confirmingDelete(let path):
            if let rect = rect(of: path) { buffer.apply(TextStyle(.bold, foreground: .red), to: rect.intersection(area)) }
        case .moving(let moving):
            if let rect = rect(of: moving.origin) { buffer.apply(movedStyle, to: rect.intersection(area)) }
            guard moving.target != moving.origin else { break }
            if let rect = rect(of: moving.target) {
                buffer.apply(.underline, to: rect.intersection(area))
                buffer.draw(StyledText("▸", style: .bold), x: rect.x, y: rect.y, clip: area)
            } else if let rect = rect(of: ItemPath(item: moving.target.item - 1, section: moving.target.section)) {
                buffer.apply(.underline, to: rect.intersection(area))
                buffer.draw(StyledText("▾", style: .bold), x: rect.x, y: rect.maxY - 1, clip: area)
            }
        case .choosingAction(let path, let entries, let chosen):
            if let rect = rect(of: path) { drawMenu(entries, chosen: chosen, beside: rect, in: area, into: &buffer) }
        }
    }

    /// Draws the actions menu under `anchor` (over it when there is no room below), its right edge at the anchor's.
    private func drawMenu(
        _ entries: [TerminalEditing.MenuEntry], chosen: Int, beside anchor: TerminalRect, in area: TerminalRect,
        into buffer: inout ScreenBuffer
    ) {
        let titles = entries.map { StyledText($0.title) }
        let width = min(area.width, (titles.map(\.displayWidth).max() ?? 0) + 2)
        let x = max(area.x, min(anchor.maxX, area.maxX) - width)
        let top = anchor.maxY + entries.count <= area.maxY ? anchor.maxY : max(area.y, anchor.y - entries.count)
        for (index, entry) in entries.enumerated() {
            let style = Self.menuStyle(of: entry, chosen: index == chosen)
            let padding = String(repeating: " ", count: max(0, width - 2 - titles[index].displayWidth))
            buffer.draw(StyledText(" " + entry.title + padding + " ", style: style), x: x, y: top + index, clip: area)
        }
    }

    /// How a menu entry looks: bold, in its hint's colour if the hint names one (as UIKit lets an action's colour
    /// replace its style's), else red for a destructive action; reversed when chosen.
    static func menuStyle(of entry: TerminalEditing.MenuEntry, chosen: Bool) -> TextStyle {
        var style = TextStyle(.bold)
        if let hint = entry.hint, let colour = TerminalColor(name: hint) {
            style.foreground = colour
        } else if entry.style == .destructive {
            style.foreground = .red
        }
        return chosen ? style.merging(.reverse) : style
    }
}
