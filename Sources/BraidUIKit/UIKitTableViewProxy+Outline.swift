import Foundation

/// Outlines on a table (rows bound with `bind(cellType:tree:children:)`): each tree row is indented by its depth —
/// the cell's `indentationLevel`, which UIKit also asks the delegate for (`tableView(_:indentationLevelForRowAt:)`)
/// — and carries an ``OutlineDisclosureButton`` as its `accessoryView`, whose tap calls the host data source's
/// `tableHost(_:setRowAt:expanded:)`. Rows of no tree are left as the app configured them.
extension UIKitTableViewProxy {
    /// A tree row's depth; for another row, the app's delegate's answer, else the level its cell already has (what
    /// UIKit keeps when a delegate has no such method).
    func tableView(_ tableView: UITableView, indentationLevelForRowAt indexPath: IndexPath) -> Int {
        if let row = outlineRow(at: indexPath) { return row.depth }
        if let app = tableViewDelegate?.tableView(_:indentationLevelForRowAt:) { return app(tableView, indexPath) }
        return (outlinedCells.handed(at: indexPath) ?? tableView.cellForRow(at: indexPath))?.indentationLevel ?? 0
    }

    /// Gives `cell`, about to show the row at `indexPath`, the row's outline: its depth and its disclosure. A cell
    /// that carried an outline and now shows a row of no tree loses it — level 0, no accessory view — unless the
    /// app's configuration of that row set them.
    func showOutline(on cell: UITableViewCell, at indexPath: IndexPath) {
        outlinedCells.handed(cell, at: indexPath)
        // The disclosure made for this cell, if the app's configuration left it in place.
        let disclosure = outlinedCells.disclosure(of: cell).flatMap { cell.accessoryView === $0 ? $0 : nil }
        guard let row = outlineRow(at: indexPath) else {
            if let (level, made) = outlinedCells.remove(cell) {
                if cell.indentationLevel == level { cell.indentationLevel = 0 }
                if let made, cell.accessoryView === made { cell.accessoryView = nil }
            }
            return
        }
        let button = disclosure ?? OutlineDisclosureButton.make { [weak self, weak cell] in
            if let self, let cell { self.toggleOutline(of: cell) }
        }
        outlinedCells.insert(cell, level: row.depth, disclosure: button)
        cell.indentationLevel = row.depth
        button.show(row)
        cell.accessoryView = button
    }

    /// The disclosure of `cell` was tapped: its row's node shows its children if it hid them, and hides them if it
    /// showed them. Asked at the tap, so that the row is where the cell is now.
    func toggleOutline(of cell: UITableViewCell) {
        guard let host, let indexPath = host.tableView.indexPath(for: cell),
              let row = outlineRow(at: indexPath), row.hasChildren else { return }
        source?.tableHost(host, setRowAt: ItemPath(indexPath), expanded: !row.isExpanded)
    }

    /// The row's place in its tree; nil for a row of no tree, or once the binder is gone.
    private func outlineRow(at indexPath: IndexPath) -> OutlineRow? {
        ask { $0.tableHost($1, outlineRowAt: ItemPath(indexPath)) } ?? nil
    }
}
