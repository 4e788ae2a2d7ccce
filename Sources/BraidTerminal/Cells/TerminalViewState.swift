import Braid

/// A terminal view's whole-view state (what ``TerminalTableView`` and ``TerminalCollectionView`` share): the state the
/// binder shows in place of the list (`CellViewHost/setViewState(_:action:)`), drawn over the view's area — its text,
/// its secondary text dim, and its action's title in brackets, centred — and Enter runs its action.
struct TerminalViewState {
    var state: SectionState?
    var action: (@MainActor () -> Void)?

    /// The lines the state shows.
    private var lines: [StyledText] {
        guard let content = state?.content else { return [] }
        var lines = [StyledText(content.text)]
        if let secondary = content.secondaryText { lines.append(StyledText(secondary, style: TextStyle(.dim))) }
        if let title = content.actionTitle, action != nil { lines.append(StyledText("[" + title + "]", style: TextStyle(.bold))) }
        return lines
    }

    /// Draws the state over `area` of `buffer`, when there is one.
    func draw(over area: TerminalRect, into buffer: inout ScreenBuffer) {
        guard state != nil, area.width > 0, area.height > 0 else { return }
        buffer.fill(area)
        let lines = lines
        let top = area.y + max(0, (area.height - lines.count) / 2)
        for (index, line) in lines.enumerated() {
            let x = area.x + max(0, (area.width - line.displayWidth) / 2)
            _ = buffer.draw(line, x: x, y: top + index, clip: area)
        }
    }

    /// Enter runs the state's action; while a state shows, the keys are the state's (the list is not there). Whether
    /// the key was used.
    @MainActor
    func handle(_ key: Key) -> Bool {
        guard state != nil else { return false }
        if key == .enter { action?() }
        return key == .enter || [Key.up, .down, .pageUp, .pageDown, .home, .end].contains(key)
    }
}
