import Foundation

/// A table row's actions for VoiceOver (``RowAccessibilityActions``), set on its cell each time the binder configures
/// it.
///
/// UIKit lists a row's swipe actions in VoiceOver's Actions rotor itself, from the delegate's swipe-actions
/// configurations: the trailing ones (its own Delete, for a row that can be deleted, included) and, with them, the
/// leading ones — but not leading ones alone (rdar://46899682, iOS 11 and 12). So Braid adds only what UIKit leaves
/// out, and no action twice: the chain's leading swipe actions of a row with no trailing ones and no Delete, and the
/// enabled items of the chain's context menu — UIKit lists no menu item — except one named like a swipe action of
/// the row.
extension UIKitTableViewProxy {
    func accessibilityActions(for cell: UITableViewCell, at indexPath: IndexPath) -> [UIAccessibilityCustomAction] {
        guard let source, let host else { return [] }
        let path = ItemPath(indexPath)
        let menu = host.configuring.with(cell, at: path) { source.tableHost(host, contextMenuForRowAt: path) }
        let trailing = trailingSwipeTitles(at: indexPath, in: host.tableView)
        guard !trailing.isEmpty else {
            let leading = source.tableHost(host, leadingSwipeActionsForRowAt: path) ?? []
            return RowAccessibilityActions.actions(swipeActions: leading, menu: menu, reachableTitles: [])
        }
        let leading = tableView(host.tableView, leadingSwipeActionsConfigurationForRowAt: indexPath)?.actions ?? []
        return RowAccessibilityActions.actions(
            swipeActions: [], menu: menu, reachableTitles: Set(trailing + leading.compactMap(\.title)))
    }

    /// The titles of the trailing swipe actions UIKit shows for the row at `indexPath` — the chain's or the app
    /// delegate's, else the Delete of a row that can be deleted (its title the app delegate's, else "Delete", as UIKit
    /// says it in English); empty for none.
    private func trailingSwipeTitles(at indexPath: IndexPath, in table: UITableView) -> [String] {
        if let configuration = tableView(table, trailingSwipeActionsConfigurationForRowAt: indexPath) {
            return configuration.actions.compactMap(\.title)
        }
        guard tableView(table, canEditRowAt: indexPath), tableView(table, editingStyleForRowAt: indexPath) == .delete else {
            return []
        }
        return [tableView(table, titleForDeleteConfirmationButtonForRowAt: indexPath) ?? "Delete"]
    }
}
