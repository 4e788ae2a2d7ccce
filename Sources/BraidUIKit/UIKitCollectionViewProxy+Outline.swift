import Foundation

/// Outlines on a collection view (items bound with `bind(cellType:tree:children:)`), shown by list cells
/// (`UICollectionViewListCell`, iOS 14): each tree item's cell gets its depth as `indentationLevel` and UIKit's
/// outline disclosure (`UICellAccessory.outlineDisclosure`, in the `.cell` style, so that a tap on the cell still
/// selects it), whose tap calls the host data source's `collectionHost(_:setItemAt:expanded:)`. A leaf's disclosure
/// is hidden: it keeps its place, so that siblings line up. The app's own accessories stay.
///
/// Other cells, and every cell before iOS 14 (which has no list cells), show no outline from Braid: the cell's
/// configuration reads the node's `depth`, `hasChildren` and `isExpanded` and the app toggles it with the binder's
/// `toggle(_:)`. Items of no tree are left as the app configured them.
extension UIKitCollectionViewProxy {
    /// Gives `cell`, about to show the item at `indexPath`, the item's outline, where it is a list cell. A list cell
    /// that carried an outline and now shows an item of no tree loses it — no outline disclosure, and level 0 unless
    /// the app's configuration of that item set one.
    func showOutline(on cell: UICollectionViewCell, at indexPath: IndexPath) {
        guard #available(iOS 14.0, *), let cell = cell as? UICollectionViewListCell else { return }  // checked cast: the app's cell
        guard let row = outlineRow(at: indexPath) else {
            if let (level, _) = outlinedCells.remove(cell) {
                if cell.indentationLevel == level { cell.indentationLevel = 0 }
                cell.accessories = cell.accessories.filter { $0.accessoryType != .outlineDisclosure }
            }
            return
        }
        outlinedCells.insert(cell, level: row.depth)
        cell.indentationLevel = row.depth
        let disclosure = UICellAccessory.outlineDisclosure(
            options: UICellAccessory.OutlineDisclosureOptions(style: .cell, isHidden: !row.hasChildren)
        ) { [weak self, weak cell] in
            if let self, let cell { self.toggleOutline(of: cell) }
        }
        cell.accessories = cell.accessories.filter { $0.accessoryType != .outlineDisclosure } + [disclosure]
    }

    /// The outline disclosure of `cell` was tapped: its item's node shows its children if it hid them, and hides them
    /// if it showed them. Asked at the tap, so that the item is where the cell is now.
    func toggleOutline(of cell: UICollectionViewCell) {
        guard let host, let indexPath = host.collectionView.indexPath(for: cell),
              let row = outlineRow(at: indexPath), row.hasChildren else { return }
        source?.collectionHost(host, setItemAt: ItemPath(indexPath), expanded: !row.isExpanded)
    }

    /// The item's place in its tree; nil for an item of no tree, or once the binder is gone.
    private func outlineRow(at indexPath: IndexPath) -> OutlineRow? {
        ask { $0.collectionHost($1, outlineRowAt: ItemPath(indexPath)) } ?? nil
    }
}
