/// Keys and the mouse: navigation and taps for the table, other keys for the selected cell.
extension TerminalTableView {
    /// How many lines one notch of the mouse wheel scrolls.
    static let wheelLines = 3

    /// Handles one input event.
    ///
    /// - Up and Down move the selection; Page Up and Page Down move it a frame at a time; Home and End to
    ///   the first and last row. The table scrolls to keep the selected row in view.
    /// - Enter taps the selected row: the data source's `didSelectRowAt`.
    /// - A click selects and taps the row under the mouse; the wheel scrolls, keeping the selection in view.
    /// - On a tree's row (see `TerminalTableView+Outline.swift`), → expands the node or selects its first child,
    ///   ← collapses it or selects its parent, and a click on the ▸/▾ disclosure expands or collapses it.
    /// - With a section index (see ``sectionIndexTitles``), Ctrl-G opens the jump prompt and a click on a title
    ///   jumps to its section.
    /// - Any other key goes to the selected row's cell (``TerminalTableViewCell/handle(key:)``); one the cell
    ///   does not use may start an edit (see ``editingKeyHints``): Delete or Backspace deletes the row after a
    ///   confirmation, Tab opens its swipe actions as a menu, and in editing mode `m` moves it.
    /// - F5 pulls to refresh, when a binder offers it (`onPullToRefresh(_:)`): the first line says "Refreshing…" until
    ///   the refresh ends.
    /// - The menu key or Shift-F10 opens the selected row's context menu, a right-click the menu of the row under
    ///   the mouse (see ``editingKeyHints``).
    /// - Returns: whether the table (or its cell) used the event; if not, it is the app's to handle.
    @discardableResult
    public func handle(_ event: InputEvent) -> Bool {
        switch event {
        case .key(let key):
            return handle(key)
        case .mouse(let mouse):
            return handle(mouse)
        case .resize:
            setNeedsDisplay()
            return false
        }
    }

    private func handle(_ key: Key) -> Bool {
        if editing.edit != nil { return handleEditing(key) }
        if refreshLine.handle(key) || viewState.handle(key) { return true }
        if handleSectionIndexKey(key) || handleOutlineKey(key) { return true }
        switch key {
        case .up: moveSelection(by: -1)
        case .down: moveSelection(by: 1)
        case .pageUp: movePage(-1)
        case .pageDown: movePage(1)
        case .home: jump(toEnd: false)
        case .end: jump(toEnd: true)
        case .enter: tapSelectedRow()
        default:
            guard let selected = selectedRow, isValidRow(selected, in: sectionCounts) else { return false }
            guard cell(forRow: selected).handle(key: key) else { return startEditing(with: key, at: selected) }
            rowRecords[selected]?.height = nil
            setNeedsDisplay()
        }
        return true
    }

    private func handle(_ mouse: MouseEvent) -> Bool {
        layoutIfNeeded()
        if case .choosingMenuItem = editing.edit, mouse.kind == .press || mouse.kind == .secondaryPress {
            handleContextMenuPress(x: mouse.x, y: mouse.y)
            return true
        }
        if mouse.kind == .press, handleSectionIndexClick(x: mouse.x, y: mouse.y) { return true }
        guard viewport.contains(x: mouse.x, y: mouse.y) else { return false }
        switch mouse.kind {
        case .press, .secondaryPress:
            let y = mouse.y - viewport.y
            guard let placed = placement.first(where: { y >= $0.y && y < $0.y + $0.height }),
                  case .row(let path) = placed.item
            else { return true }
            if mouse.kind == .press, y == placed.y, handleDisclosureClick(at: path, x: mouse.x - viewport.x) { return true }
            selectRow(at: path)
            // A right-click opens the row's menu (ending an edit in progress), as a long press does on UIKit.
            guard mouse.kind == .press else {
                editing.edit = nil
                _ = openContextMenu(at: path)
                return true
            }
            tapSelectedRow()
        case .wheelUp, .wheelDown:
            if scroll(by: mouse.kind == .wheelUp ? -Self.wheelLines : Self.wheelLines) {
                layout()
                notifyScroll()
                keepSelectionInView()
            }
        case .release, .other:
            break
        }
        return true
    }
}

/// Pull to refresh on the table — F5, and a "Refreshing…" first line while the binder's handler runs — and the whole
/// view's state.
extension TerminalTableView {
    public func setPullToRefresh(_ action: (@MainActor () -> Void)?) {
        refreshLine.action = action
    }

    public func setRefreshing(_ refreshing: Bool) {
        guard refreshing != refreshLine.isRefreshing else { return }
        refreshLine.isRefreshing = refreshing
        setNeedsDisplay()
    }

    /// Shows `state` in place of the rows (centred; Enter runs `action`), or, with nil, the rows again.
    public func setViewState(_ state: SectionState?, action: (@MainActor () -> Void)?) {
        viewState = TerminalViewState(state: state, action: action)
        setNeedsDisplay()
    }
}
