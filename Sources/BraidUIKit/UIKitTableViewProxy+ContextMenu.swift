import Foundation

/// Context menus on a table: what a chain bound wins; otherwise the app's `tableViewDelegate` answers.
extension UIKitTableViewProxy {
    @available(iOS 13.0, *)
    func tableView(
        _ tableView: UITableView, contextMenuConfigurationForRowAt indexPath: IndexPath, point: CGPoint
    ) -> UIContextMenuConfiguration? {
        if let menu = ask({ $0.tableHost($1, contextMenuForRowAt: ItemPath(indexPath)) }) ?? nil { return menu.uiKitConfiguration }
        return (tableViewDelegate?.tableView(_:contextMenuConfigurationForRowAt:point:))?(tableView, indexPath, point) ?? nil
    }
}
