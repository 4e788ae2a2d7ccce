import Braid
import Testing

/// Context menus: what a long press on a visible row opens, and picking one of its actions.
extension HeadlessTableView {
    /// The menu a long press on the visible row opens — the data source's `tableHost(_:contextMenuForRowAt:)`;
    /// nil when the row has none. A row that is not visible (a finger cannot press it) is reported.
    public func contextMenu(row: Int, section: Int, sourceLocation: SourceLocation = #_sourceLocation) -> ContextMenu? {
        let path = ItemPath(row: row, section: section)
        guard cell(at: path) != nil else {
            engine.fail(.noVisibleCell, "contextMenu(row: \(row), section: \(section)): there is no visible row there to press.", at: sourceLocation)
            return nil
        }
        return dataSource?.tableHost(self, contextMenuForRowAt: path)
    }

    /// Opens the row's menu and picks the action at `titles` — the titles of the submenus to go through, then
    /// the action's, e.g. `["Share", "Mail"]` — running its handler. Returns whether it ran: a row without a menu,
    /// a title the menu does not have and a disabled action are reported.
    @discardableResult
    public func performContextMenuAction(
        _ titles: [String], row: Int, section: Int, sourceLocation: SourceLocation = #_sourceLocation
    ) -> Bool {
        let menu = contextMenu(row: row, section: section, sourceLocation: sourceLocation)
        return menu.perform(titles, at: "row \(row) of section \(section)", failing: { engine.fail($0, $1, at: $2) }, sourceLocation: sourceLocation)
    }
}
