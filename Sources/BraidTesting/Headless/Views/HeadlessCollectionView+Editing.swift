import Braid
import Testing

/// A collection view's editing verbs by item (see ``HeadlessScrollView``'s): swipes (a list layout's swipe
/// actions), deletes through a destructive swipe action, and drags (interactive movement, which needs no editing
/// mode).
extension HeadlessCollectionView {
    /// The actions a swipe from `edge` reveals on the visible item.
    public func swipe(
        item: Int, section: Int, edge: HeadlessSwipeEdge = .trailing, sourceLocation: SourceLocation = #_sourceLocation
    ) -> [SwipeAction] {
        swipe(ItemPath(item: item, section: section), edge: edge, sourceLocation: sourceLocation)
    }

    /// Swipes the item and taps the action titled `title`; returns what the action passed to its completion.
    @discardableResult
    public func performSwipeAction(
        titled title: String, item: Int, section: Int, edge: HeadlessSwipeEdge = .trailing,
        sourceLocation: SourceLocation = #_sourceLocation
    ) -> Bool? {
        performSwipeAction(titled: title, at: ItemPath(item: item, section: section), edge: edge, sourceLocation: sourceLocation)
    }

    /// Deletes the item through its destructive trailing swipe action; reported when it has none.
    public func delete(item: Int, section: Int, sourceLocation: SourceLocation = #_sourceLocation) {
        delete(ItemPath(item: item, section: section), sourceLocation: sourceLocation)
    }
}
