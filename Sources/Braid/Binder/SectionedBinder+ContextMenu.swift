/// Context menus: the menu the chains bound for a row, asked by a host when the user opens it.
extension SectionedBinder {
    /// The menu of the row at `path`, shown by `cell`: what the chain bound for its section (by name, else all
    /// sections, else any section) gave for the row and its model; nil when none is bound, the chain gave none,
    /// or the menu has nothing in it (warned: an empty menu is a mistake the user would see as nothing happening).
    func contextMenu(at path: ItemPath, cell: AnyObject) -> ContextMenu? {
        guard let (section, data, row) = display.item(at: path),
            let provider = store.value(store.handlers.contextMenus, for: section),
            let item = data.items.item(at: row),
            let menu = provider(section, row, cell, item)
        else { return nil }
        guard !menu.children.isEmpty else {
            report(.warning, "the context menu of section \(section), row \(row) has no actions; it is not shown. Return nil for a row without a menu.")
            return nil
        }
        return menu
    }
}
