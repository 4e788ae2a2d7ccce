/// Context menus, for both terminal views: the item's ``ContextMenu`` (the data source's answer) as a box beside
/// it, opened by the menu key, Shift-F10 or a right-click.
///
/// The box shows the menu's entries — `✓` before an action that is on, `▸` after a submenu, a disabled action
/// dim, a destructive one red — and is driven by ↑ ↓ (disabled actions are passed over), Enter or → (perform the
/// action, or open the submenu as a second box beside the first), ← or Esc (close the submenu; Esc on the first
/// box closes the menu) and the mouse (a click on an entry picks it, a click elsewhere closes the menu). Like an
/// edit, it follows its item through batch updates and closes when the item goes.
///
/// An action is performed from the menu the data source gives when it is picked, found by its titles: the handler
/// captures the item's model as it is then, and nothing runs if the menu no longer has that action.
extension TerminalEditingView {
    /// Opens the context menu of the item at `path`; false when it has none (or an edit is in progress).
    func openContextMenu(at path: ItemPath) -> Bool {
        guard editing.edit == nil, let menu = contextMenu(forItemAt: path), let level = Self.level(of: menu) else { return false }
        editing.edit = .choosingMenuItem(path, levels: [level])
        editing.menuBoxes = []  // until it is drawn, a click is not on it
        setNeedsDisplay()
        return true
    }

    /// A box for `menu`, its first enabled entry chosen; nil when it has no entry that can be picked.
    static func level(of menu: ContextMenu) -> TerminalEditing.MenuLevel? {
        let entries = menu.children.map { child -> TerminalEditing.MenuEntry in
            switch child {
            case .action(let action):
                TerminalEditing.MenuEntry(
                    title: action.title, style: action.isDestructive ? .destructive : .normal, hint: nil,
                    isDisabled: action.isDisabled, isOn: action.state == .on)
            case .menu(let submenu):
                TerminalEditing.MenuEntry(title: submenu.title, style: .normal, hint: nil, opensSubmenu: true)
            }
        }
        guard let first = entries.firstIndex(where: { !$0.isDisabled }) else { return nil }
        return TerminalEditing.MenuLevel(title: menu.title, entries: entries, chosen: first)
    }

    /// A key while the context menu of the item at `path` is open.
    func handleContextMenu(_ key: Key, at path: ItemPath, levels: [TerminalEditing.MenuLevel]) {
        guard var level = levels.last else { editing.edit = nil; return }
        var levels = levels
        switch key {
        case .up, .down:
            level.chosen = Self.nextEnabled(in: level.entries, from: level.chosen, step: key == .up ? -1 : 1)
            levels[levels.count - 1] = level
            editing.edit = .choosingMenuItem(path, levels: levels)
        case .enter, .right:
            pick(level.chosen, at: path, levels: levels)
        case .escape, .left:
            if levels.count > 1 { editing.edit = .choosingMenuItem(path, levels: levels.dropLast()) }
            else if key == .escape { editing.edit = nil }
        default:
            break
        }
    }

    /// Picks entry `index` of the innermost box: opens its submenu, or performs its action and closes the menu.
    func pick(_ index: Int, at path: ItemPath, levels: [TerminalEditing.MenuLevel]) {
        guard let level = levels.last, level.entries.indices.contains(index), !level.entries[index].isDisabled else { return }
        var levels = levels
        levels[levels.count - 1].chosen = index
        let titles = levels.map { $0.entries[$0.chosen].title }
        if level.entries[index].opensSubmenu {
            guard let submenu = contextMenu(forItemAt: path)?.submenu(at: titles), var next = Self.level(of: submenu) else { return }
            next.title = ""  // the entry it opens from names it
            editing.edit = .choosingMenuItem(path, levels: levels + [next])
            return
        }
        editing.edit = nil
        let action = contextMenu(forItemAt: path)?.action(at: titles)
        if let action, !action.isDisabled { action.handler() }
    }

    /// A mouse press while the menu is open: on an entry of a box, picks it (in an outer box, the submenus opened
    /// from it close first); anywhere else, closes the menu.
    func handleContextMenuPress(x: Int, y: Int) {
        defer { setNeedsDisplay() }
        guard case .choosingMenuItem(let path, let levels) = editing.edit else { return }
        for (depth, box) in editing.menuBoxes.enumerated().reversed() where depth < levels.count && box.contains(x: x, y: y) {
            let index = y - box.y - (levels[depth].title.isEmpty ? 0 : 1)
            if index >= 0 { pick(index, at: path, levels: Array(levels.prefix(depth + 1))) }
            return
        }
        editing.edit = nil
    }

    /// The entry `step` away from `index` that can be picked, going round; `index` when there is none.
    private static func nextEnabled(in entries: [TerminalEditing.MenuEntry], from index: Int, step: Int) -> Int {
        var next = index
        for _ in entries.indices {
            next = (next + step + entries.count) % entries.count
            if !entries[next].isDisabled { return next }
        }
        return index
    }
}

extension ContextMenu {
    /// The submenu at `titles` (the titles of the submenus to go through); nil when one is not there.
    func submenu(at titles: [String]) -> ContextMenu? {
        guard let first = titles.first else { return self }
        for case .menu(let menu) in children where menu.title == first { return menu.submenu(at: Array(titles.dropFirst())) }
        return nil
    }
}
