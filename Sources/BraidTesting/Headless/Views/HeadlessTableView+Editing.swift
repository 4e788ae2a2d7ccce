import Braid
import Testing

/// A table's editing verbs by row (see ``HeadlessScrollView``'s: ``HeadlessScrollView/swipe(_:edge:sourceLocation:)``,
/// ``HeadlessScrollView/move(from:to:sourceLocation:)``, …).
extension HeadlessTableView {
    /// The actions a swipe from `edge` reveals on the visible row; see ``HeadlessScrollView/swipe(_:edge:sourceLocation:)``.
    public func swipe(
        row: Int, section: Int, edge: HeadlessSwipeEdge = .trailing, sourceLocation: SourceLocation = #_sourceLocation
    ) -> [SwipeAction] {
        swipe(ItemPath(row: row, section: section), edge: edge, sourceLocation: sourceLocation)
    }

    /// Swipes the row and taps the action titled `title`; returns what the action passed to its completion.
    @discardableResult
    public func performSwipeAction(
        titled title: String, row: Int, section: Int, edge: HeadlessSwipeEdge = .trailing,
        sourceLocation: SourceLocation = #_sourceLocation
    ) -> Bool? {
        performSwipeAction(titled: title, at: ItemPath(row: row, section: section), edge: edge, sourceLocation: sourceLocation)
    }

    /// Deletes the row as a user does — its delete control, or the Delete a swipe reveals; reported when the data
    /// source gives the row no `.delete` editing style.
    public func delete(row: Int, section: Int, sourceLocation: SourceLocation = #_sourceLocation) {
        delete(ItemPath(row: row, section: section), sourceLocation: sourceLocation)
    }
}
