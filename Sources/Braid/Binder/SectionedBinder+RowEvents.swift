/// A row's selection and display, as the view reports them: whether a row may be selected, its deselection, and
/// its coming into view and going out of it — each run through the handlers the chains bound for its section.
extension SectionedBinder {
    /// Whether the row at `path` may be selected (tapped): its chain's `canSelect`, else yes.
    func canSelectRow(at path: ItemPath) -> Bool {
        guard let (section, data, row) = display.item(at: path) else { return false }
        guard let item = data.items.item(at: row) else { return data.items.ownRowAction(row) != nil }
        guard let canSelect = store.value(store.rowEvents.canSelect, for: section) else { return true }
        return canSelect(section, row, item)
    }

    /// The row at `path` was deselected: its chain's deselect handlers run with its model.
    func didDeselectRow(at path: ItemPath) {
        guard let (section, data, row) = display.item(at: path) else { return }
        let handlers = store.handlers(store.rowEvents.deselected, for: section)
        if handlers.isEmpty { return }
        guard let item = data.items.item(at: row) else { return }
        for handler in handlers { handler(section, row, item) }
    }

    /// `cell` is about to show the row at `path`: its chain's appear handlers run, and, when a chain bound disappear
    /// handlers, the row is remembered until it goes.
    func rowWillAppear(_ cell: AnyObject, at path: ItemPath) {
        let events = store.rowEvents
        if events.appeared.isEmpty && events.disappeared.isEmpty { return }  // the usual case: nothing to do
        guard let (section, data, row) = display.item(at: path), let item = data.items.item(at: row) else { return }
        if !events.disappeared.isEmpty {
            shownRows.cells[ObjectIdentifier(cell)] = store.handlers(events.disappeared, for: section).map { $0(section, item) }
        }
        for handler in store.handlers(events.appeared, for: section) { handler(section, row, cell, item) }
    }

    /// `cell`, which showed a row that is at `path` now (or was, for a row that went), left the view: its chain's
    /// disappear handlers run with the section and model it was shown for.
    func rowDidDisappear(_ cell: AnyObject, at path: ItemPath) {
        guard let handlers = shownRows.cells.removeValue(forKey: ObjectIdentifier(cell)) else { return }
        for handler in handlers { handler(path.item, cell) }
    }
}
