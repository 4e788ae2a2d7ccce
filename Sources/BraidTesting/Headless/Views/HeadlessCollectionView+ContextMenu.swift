import Braid
import Testing

/// Context menus: what a long press on a visible item opens, and picking one of its actions.
extension HeadlessCollectionView {
    /// The menu a long press on the visible item opens — the data source's
    /// `collectionHost(_:contextMenuForItemAt:)`; nil when the item has none. An item that is not visible is reported.
    public func contextMenu(item: Int, section: Int, sourceLocation: SourceLocation = #_sourceLocation) -> ContextMenu? {
        let path = ItemPath(item: item, section: section)
        guard cell(at: path) != nil else {
            engine.fail(.noVisibleCell, "contextMenu(item: \(item), section: \(section)): there is no visible item there to press.", at: sourceLocation)
            return nil
        }
        return dataSource?.collectionHost(self, contextMenuForItemAt: path)
    }

    /// Opens the item's menu and picks the action at `titles` (submenus' titles, then the action's), running its
    /// handler. Returns whether it ran: an item without a menu, a title the menu does not have and a disabled
    /// action are reported.
    @discardableResult
    public func performContextMenuAction(
        _ titles: [String], item: Int, section: Int, sourceLocation: SourceLocation = #_sourceLocation
    ) -> Bool {
        let menu = contextMenu(item: item, section: section, sourceLocation: sourceLocation)
        return menu.perform(titles, at: "item \(item) of section \(section)", failing: { engine.fail($0, $1, at: $2) }, sourceLocation: sourceLocation)
    }
}
