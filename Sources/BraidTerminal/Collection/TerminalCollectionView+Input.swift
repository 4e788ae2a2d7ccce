/// Keys and the mouse: moving the selection in two dimensions, tapping, scrolling, keys for the selected cell.
extension TerminalCollectionView {
    /// Handles one input event.
    ///
    /// - ← → select the previous and next item, across lines and sections; ↑ ↓ the item in the line above or
    ///   below nearest in x; Page Up/Down a screenful of lines; Home and End the first and last item. The view
    ///   scrolls to keep the selection in view.
    /// - Enter taps the selected item (`didSelectItemAt`); a click selects and taps; the wheel scrolls.
    /// - Any other key goes to the selected item's cell; one the cell does not use may start an edit (see
    ///   ``editingKeyHints``): Delete or Backspace deletes the item after a confirmation, Tab opens its swipe
    ///   actions as a menu, `m` moves it. The menu key or Shift-F10 opens the selected item's context menu, a
    ///   right-click the menu of the item under the mouse.
    /// - Returns: whether the view (or its cell) used the event.
    @discardableResult
    public func handle(_ event: InputEvent) -> Bool {
        switch event {
        case .key(let key): return handle(key)
        case .mouse(let mouse): return handle(mouse)
        case .resize:
            setNeedsDisplay()
            return false
        }
    }

    private func handle(_ key: Key) -> Bool {
        if editing.edit != nil { return handleEditing(key) }
        if refreshLine.handle(key) || viewState.handle(key) { return true }
        let counts = counts
        guard let current = selectedItem, counts.contains(current) else {
            switch key {
            case .home: select(counts.first())
            case .end: select(counts.last())
            case .left, .right, .up, .down, .pageUp, .pageDown: select(placedItems().first?.path ?? counts.first())
            default: return false
            }
            return true
        }
        switch key {
        case .left: select(counts.item(before: current) ?? current)
        case .right: select(counts.item(after: current) ?? current)
        case .up: select(vertical(from: current, lines: -1))
        case .down: select(vertical(from: current, lines: 1))
        case .pageUp: select(vertical(from: current, lines: -max(1, viewport.height / max(1, grid[current.section].uniform.height + lineSpacing))))
        case .pageDown: select(vertical(from: current, lines: max(1, viewport.height / max(1, grid[current.section].uniform.height + lineSpacing))))
        case .home: select(counts.first())
        case .end: select(counts.last())
        case .enter: tap(current)
        default:
            guard cell(for: current).handle(key: key) else { return startEditing(with: key, at: current) }
            resolveSize(current)
            setNeedsDisplay()
        }
        return true
    }

    private func handle(_ mouse: MouseEvent) -> Bool {
        if case .choosingMenuItem = editing.edit, mouse.kind == .press || mouse.kind == .secondaryPress {
            handleContextMenuPress(x: mouse.x, y: mouse.y)
            return true
        }
        guard viewport.contains(x: mouse.x, y: mouse.y) else { return false }
        switch mouse.kind {
        case .press, .secondaryPress:
            let x = mouse.x - viewport.x, y = mouse.y - viewport.y + contentOffset
            guard let hit = placedItems().first(where: { $0.frame.contains(x: x, y: y) })?.path else { return true }
            select(hit)
            // A right-click opens the item's menu (ending an edit in progress), as a long press does on UIKit.
            guard mouse.kind == .press else {
                editing.edit = nil
                _ = openContextMenu(at: hit)
                return true
            }
            tap(hit)
        case .wheelUp, .wheelDown:
            contentOffset += mouse.kind == .wheelUp ? -3 : 3
            clampOffset()
            dataSource?.collectionHostDidScroll(self)
            if let selected = selectedItem, !placedItems().contains(where: { $0.path == selected }) {
                selectedItem = placedItems().first?.path
            }
            setNeedsDisplay()
        case .release, .other:
            break
        }
        return true
    }

    /// Selects `path` (or nothing) and scrolls to show it.
    public func selectItem(at path: ItemPath?) { select(path) }

    private func select(_ path: ItemPath?) {
        selectedItem = path
        if let path { scrollToShow(path) }
        setNeedsDisplay()
    }

    /// The item `lines` lines below (or above) `path`, nearest in x — crossing into neighbouring sections.
    func vertical(from path: ItemPath, lines: Int) -> ItemPath {
        let metrics = metrics
        let x = grid[path.section].x(of: path.item, metrics)
        var section = path.section
        var line = grid[section].line(of: path.item, metrics) + lines
        while line < 0 || line >= grid[section].lineCount(metrics) {
            if line < 0 {
                guard let previous = (0..<section).last(where: { grid[$0].count > 0 }) else { return counts.first() ?? path }
                line += grid[previous].lineCount(metrics)
                section = previous
            } else {
                line -= grid[section].lineCount(metrics)
                guard let next = (section + 1..<grid.count).first(where: { grid[$0].count > 0 }) else { return counts.last() ?? path }
                section = next
            }
        }
        let items = grid[section].items(ofLine: line, metrics)
        let nearest = items.min { abs(grid[section].x(of: $0, metrics) - x) < abs(grid[section].x(of: $1, metrics) - x) }
        return ItemPath(item: nearest ?? items.lowerBound, section: section)
    }

    /// Scrolls just enough to show the item at `path` whole.
    func scrollToShow(_ path: ItemPath) {
        if grid[path.section].isRow {
            // In a horizontal row, the row scrolls sideways to show the item.
            let before = sections![path.section].rowOffset
            sections![path.section].scrollRow(toShow: path.item, metrics)
            if sections![path.section].rowOffset != before { setNeedsDisplay() }
        }
        let frame = contentFrame(of: path, tops: sectionTops().tops)
        let before = contentOffset
        if frame.y < contentOffset { contentOffset = frame.y }
        if frame.y + frame.height > contentOffset + viewport.height { contentOffset = frame.y + frame.height - viewport.height }
        if contentOffset != before { dataSource?.collectionHostDidScroll(self) }
    }
}

extension TerminalCollectionView {
    /// Taps `path`, as UIKit does on a touch: when the data source lets it be selected (`shouldSelectItemAt`), the
    /// item tapped before is deselected (`didDeselectItemAt`) and this one selected (`didSelectItemAt`).
    func tap(_ path: ItemPath) {
        guard let dataSource, dataSource.collectionHost(self, shouldSelectItemAt: path) else { return }
        if let tapped = tappedItem, tapped != path {
            tappedItem = nil
            dataSource.collectionHost(self, didDeselectItemAt: tapped)
        }
        tappedItem = path
        dataSource.collectionHost(self, didSelectItemAt: path)
    }

    /// Tells the data source that the item at `path` left the view, if it was told the item was displayed.
    func endDisplaying(_ cell: TerminalTableViewCell, at path: ItemPath) {
        guard displayed.remove(path) != nil else { return }
        dataSource?.collectionHost(self, didEndDisplaying: cell, forItemAt: path)
    }
}

/// Pull to refresh on the grid — F5, and a "Refreshing…" first line while the binder's handler runs — and the whole
/// view's state.
extension TerminalCollectionView {
    public func setPullToRefresh(_ action: (@MainActor () -> Void)?) {
        refreshLine.action = action
    }

    public func setRefreshing(_ refreshing: Bool) {
        guard refreshing != refreshLine.isRefreshing else { return }
        refreshLine.isRefreshing = refreshing
        setNeedsDisplay()
    }

    /// Shows `state` in place of the items (centred; Enter runs `action`), or, with nil, the items again.
    public func setViewState(_ state: SectionState?, action: (@MainActor () -> Void)?) {
        viewState = TerminalViewState(state: state, action: action)
        setNeedsDisplay()
    }
}
