import Foundation

/// Context menus on a collection view: what a chain bound wins; otherwise the app's `collectionViewDelegate`
/// answers. UIKit asks for the items pressed from iOS 16, and for one item before (that form is deprecated in 16).
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

    /// The menu of the item pressed, as iOS 13 to 15 ask for it (iOS 16 asks the method above instead).
    @available(iOS, introduced: 13.0, deprecated: 16.0)
    func collectionView(
        _ collectionView: UICollectionView, contextMenuConfigurationForItemAt indexPath: IndexPath, point: CGPoint
    ) -> UIContextMenuConfiguration? {
        if let menu = ask({ $0.collectionHost($1, contextMenuForItemAt: ItemPath(indexPath)) }) ?? nil { return menu.uiKitConfiguration }
        return (collectionViewDelegate?.collectionView(_:contextMenuConfigurationForItemAt:point:))?(collectionView, indexPath, point) ?? nil
    }
}
