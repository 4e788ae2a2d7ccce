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
                if canMoveItem(at: path) {
                    buffer.draw(StyledText("≡", style: .dim), x: rect.maxX.subtracting(saturating: 1), y: rect.y, clip: area)
                }
            }
        }
        func rect(of path: ItemPath) -> TerminalRect? { visible.first { $0.path == path }?.rect }
        var boxes: [TerminalRect] = []
        defer { if editing.menuBoxes != boxes { editing.menuBoxes = boxes } }
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
                buffer.draw(StyledText("▾", style: .bold), x: rect.x, y: rect.maxY.subtracting(saturating: 1), clip: area)
            }
        case .choosingAction(let path, let entries, let chosen):
            if let rect = rect(of: path) { drawMenu(entries, chosen: chosen, beside: rect, in: area, into: &buffer) }
        case .choosingMenuItem(let path, let levels):
            if let rect = rect(of: path) { boxes = drawContextMenu(levels, beside: rect, in: area, into: &buffer) }
        }
    }

    /// Draws a context menu's boxes: the first under `anchor` (over it when there is no room below), its right edge
    /// at the anchor's; each submenu beside the box it was opened from (right, else left), at its entry's line.
    /// Returns where each box is.
    private func drawContextMenu(
        _ levels: [TerminalEditing.MenuLevel], beside anchor: TerminalRect, in area: TerminalRect, into buffer: inout ScreenBuffer
    ) -> [TerminalRect] {
        var boxes: [TerminalRect] = []
        for (depth, level) in levels.enumerated() {
            let parent = depth > 0 ? levels[depth - 1] : nil
            let parentLine = parent.map { $0.chosen + ($0.title.isEmpty ? 0 : 1) } ?? 0
            boxes.append(drawBox(Self.lines(of: level), beside: anchor, parent: boxes.last, parentLine: parentLine, in: area, into: &buffer))
        }
        return boxes
    }

    /// A context-menu box's lines: its title (underlined) if it has one, then each entry — `✓` before one that is
    /// on, `▸` after a submenu; dim when disabled, red when destructive, reversed when chosen.
    private static func lines(of level: TerminalEditing.MenuLevel) -> [(text: StyledText, fill: TextStyle)] {
        var lines: [(text: StyledText, fill: TextStyle)] =
            level.title.isEmpty ? [] : [(StyledText(level.title, style: TextStyle(.underline)), .plain)]
        for (index, entry) in level.entries.enumerated() {
            var style = entry.isDisabled ? TextStyle(.dim) : menuStyle(of: entry, chosen: false)
            if index == level.chosen { style = style.merging(.reverse) }
            let text = (entry.isOn ? "✓ " : "  ") + entry.title + (entry.opensSubmenu ? " ▸" : "  ")
            lines.append((StyledText(text, style: style), style))
        }
        return lines
    }

    /// Draws the swipe actions menu under `anchor` (over it when there is no room below), its right edge at the
    /// anchor's: one box (see ``drawBox(_:beside:parent:parentLine:in:into:)``).
    private func drawMenu(
        _ entries: [TerminalEditing.MenuEntry], chosen: Int, beside anchor: TerminalRect, in area: TerminalRect,
        into buffer: inout ScreenBuffer
    ) {
        let lines = entries.enumerated().map { index, entry in
            let style = Self.menuStyle(of: entry, chosen: index == chosen)
            return (text: StyledText(entry.title, style: style), fill: style)
        }
        _ = drawBox(lines, beside: anchor, in: area, into: &buffer)
    }

    /// Draws a menu box of `lines` — each padded to the widest, with a space either side in its `fill` style, cut
    /// with an ellipsis (at a character, however wide) when wider than `area` — under `anchor` (over it when there
    /// is no room below), its right edge at the anchor's; or, for a submenu, beside its `parent` box (right, else
    /// left) from line `parentLine`. Returns where the box is.
    private func drawBox(
        _ lines: [(text: StyledText, fill: TextStyle)], beside anchor: TerminalRect, parent: TerminalRect? = nil,
        parentLine: Int = 0, in area: TerminalRect, into buffer: inout ScreenBuffer
    ) -> TerminalRect {
        let width = min(area.width, (lines.map(\.text.displayWidth).max() ?? 0) + 2)
        let height = lines.count
        var x: Int, top: Int
        // Saturating: the anchor, the parent and the area may sit anywhere in `Int` (a view's frame may).
        if let parent {
            x = parent.maxX.adding(saturating: width) <= area.maxX ? parent.maxX : parent.x.subtracting(saturating: width)
            top = min(parent.y.adding(saturating: parentLine), area.maxY.subtracting(saturating: height))
        } else {
            x = min(anchor.maxX, area.maxX).subtracting(saturating: width)
            top = anchor.maxY.adding(saturating: height) <= area.maxY ? anchor.maxY : anchor.y.subtracting(saturating: height)
        }
        x = max(area.x, min(x, area.maxX.subtracting(saturating: width)))
        top = max(area.y, top)
        for (index, line) in lines.enumerated() {
            let text = line.text.truncated(toWidth: width - 2)
            let padding = String(repeating: " ", count: max(0, width - 2 - text.displayWidth))
            buffer.draw(StyledText(" ", style: line.fill) + text + StyledText(padding + " ", style: line.fill), x: x,
                        y: top.adding(saturating: index), clip: area)
        }
        return TerminalRect(x: x, y: top, width: width, height: height)
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
