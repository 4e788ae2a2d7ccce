import Foundation

/// Context menus on a collection view: what a chain bound wins; otherwise the app's `collectionViewDelegate`
/// answers. UIKit asks this from iOS 16 (its iOS 13 form, `contextMenuConfigurationForItemAt`, is deprecated).
extension UIKitCollectionViewProxy {
    /// The menu of the item pressed: UIKit passes one index path for a single item, several for an item within a
    /// multiple selection (the chain's menu is for one item, so the app's delegate answers those), none between
    /// items.
    @available(iOS 16.0, *)
    func collectionView(
        _ collectionView: UICollectionView, contextMenuConfigurationForItemsAt indexPaths: [IndexPath], point: CGPoint
    ) -> UIContextMenuConfiguration? {
        if indexPaths.count == 1,
            let menu = ask({ $0.collectionHost($1, contextMenuForItemAt: ItemPath(indexPaths[0])) }) ?? nil
        {
            return menu.uiKitConfiguration
        }
        return (collectionViewDelegate?.collectionView(_:contextMenuConfigurationForItemsAt:point:))?(collectionView, indexPaths, point) ?? nil
    }
}
