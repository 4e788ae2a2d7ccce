import Foundation

/// A collection view item's actions for VoiceOver (``RowAccessibilityActions``), set on its cell each time the binder
/// configures it: the enabled items of the chain's context menu, which UIKit does not list.
///
/// Swipe actions are not added: a collection view shows them only in a list layout the app configures with the
/// binder's swipe-actions providers, and there UIKit's list cell lists them in VoiceOver's Actions rotor itself; in
/// any other layout there are none to reach.
extension UIKitCollectionViewProxy {
    func accessibilityActions(for cell: UICollectionViewCell, at indexPath: IndexPath) -> [UIAccessibilityCustomAction] {
        guard let source, let host else { return [] }
        let path = ItemPath(indexPath)
        let menu = host.configuring.with(cell, at: path) { source.collectionHost(host, contextMenuForItemAt: path) }
        return RowAccessibilityActions.actions(swipeActions: [], menu: menu, reachableTitles: [])
    }
}
