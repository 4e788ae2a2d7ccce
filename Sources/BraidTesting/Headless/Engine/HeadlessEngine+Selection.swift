/// Selection and the end of display, as UIKit's views do them.
///
/// - A tap asks the data source whether the item may be selected; when it may, the item selected before is
///   deselected (the data source hears it), and the tapped one selected. The selection follows its item through
///   batch updates and is cleared when the item goes, and by a reload — silently, as in UIKit.
/// - A cell announced with "will display" is ended — the data source hears `didEndDisplaying` — once, when it
///   leaves the viewport, when it goes back to its pool (its row deleted or reloaded, or the data reloaded).
extension HeadlessEngine {
    /// Selects `path` after a tap, if the data source lets it.
    func select(_ path: ItemPath) {
        guard let client, client.engineShouldSelect(path) else { return }
        if let previous = selection.selected, previous != path {
            selection.selected = nil
            client.engineDidDeselect(previous)
        }
        selection.selected = path
        client.engineDidSelect(path)
    }

    /// The selected item's place after a batch whose outcome is `outcome`; nil when it was deleted or reloaded.
    /// - Complexity: O(rows) of the section it lands in, only while an item is selected.
    func selectionAfter(_ outcome: BatchOutcome) -> ItemPath? {
        guard let selected = selection.selected else { return nil }
        for (section, origins) in outcome.items.enumerated() {
            guard let from = outcome.sections[section].oldSection, from == selected.section else { continue }
            for (item, origin) in origins.enumerated() {
                switch origin {
                case .kept(let old), .moved(let old):
                    if old == selected { return ItemPath(item: item, section: section) }
                case .inserted, .reloaded:
                    continue
                }
            }
        }
        // Moved to another section: look everywhere.
        for (section, origins) in outcome.items.enumerated() {
            for (item, origin) in origins.enumerated() {
                if case .moved(let old) = origin, old == selected { return ItemPath(item: item, section: section) }
            }
        }
        return nil
    }

    /// Keeps the announced cells' paths current: after a batch they are where the cells are now.
    func followShownCells() {
        if selection.shown.isEmpty { return }
        for (path, cell) in cells where selection.shown[ObjectIdentifier(cell)] != nil {
            selection.shown[ObjectIdentifier(cell)] = (cell, path)
        }
    }

    /// Ends the display of `view`, if it is a cell that was announced and not yet ended.
    func endDisplaying(_ view: AnyObject) {
        guard let (cell, path) = selection.shown.removeValue(forKey: ObjectIdentifier(view)) else { return }
        client?.engineDidEndDisplaying(cell, at: path)
    }

    /// `departing` with the announced cells first, in the order of their rows: so that the data source hears them end
    /// top to bottom.
    func inDisplayOrder(
        _ departing: [(view: any HeadlessEngineView, place: ReuseKey.Place)]
    ) -> [(view: any HeadlessEngineView, place: ReuseKey.Place)] {
        func order(_ view: any HeadlessEngineView) -> ItemPath {
            selection.shown[ObjectIdentifier(view)]?.path ?? ItemPath(item: .max, section: .max)
        }
        return departing.sorted { order($0.view) < order($1.view) }
    }

    /// Ends the display of every announced cell, and forgets the selection: the data is loaded anew.
    func endDisplayingAll() {
        selection.selected = nil
        for (_, shown) in selection.shown.sorted(by: { $0.value.path < $1.value.path }) { endDisplaying(shown.cell) }
    }

    // MARK: Reading

    /// The selected item, if any.
    package var selectedPath: ItemPath? { selection.selected }

    /// Deselects `path` without telling the data source, as UIKit's `deselectRow(at:animated:)` does.
    package func deselect(_ path: ItemPath) {
        if selection.selected == path { selection.selected = nil }
    }
}
