import Braid
import Testing

/// Editing, as a user does it, on either view: swipes, deletes and drags — each limited as UIKit limits a user,
/// and each reported when the data source would not allow it. A table needs editing mode to drag (its reorder
/// controls show only there); a collection view moves items interactively without it, and deletes only through
/// a destructive swipe action.
///
/// ```swift
/// table.setEditing(true, animated: false)
/// table.move(from: ItemPath(row: 0, section: 0), to: ItemPath(row: 2, section: 0))
/// table.delete(row: 1, section: 0)
/// let actions = table.swipe(row: 0, section: 0)          // trailing: the chain's actions, or Delete
/// table.performSwipeAction(titled: "Favourite", row: 0, section: 0)
/// ```
extension HeadlessScrollView {
    /// The actions a swipe from `edge` reveals on the visible row or item at `path`: the data source's, or for a
    /// table's deletable row without trailing actions UIKit's own Delete; none for a row that is not editable.
    public func swipe(
        _ path: ItemPath, edge: HeadlessSwipeEdge = .trailing, sourceLocation: SourceLocation = #_sourceLocation
    ) -> [SwipeAction] {
        viewEngine.userSwipe(path, edge: edge, location: sourceLocation)
    }

    /// Swipes the row or item at `path` and taps the action titled `title`; returns what the action passed to its
    /// completion.
    @discardableResult
    public func performSwipeAction(
        titled title: String, at path: ItemPath, edge: HeadlessSwipeEdge = .trailing,
        sourceLocation: SourceLocation = #_sourceLocation
    ) -> Bool? {
        viewEngine.userPerformSwipeAction(titled: title, at: path, edge: edge, location: sourceLocation)
    }

    /// Deletes the row or item at `path` as a user does — a table row's delete control, or the destructive action
    /// a swipe reveals; reported when the data source offers none (for a table: no `.delete` editing style).
    public func delete(_ path: ItemPath, sourceLocation: SourceLocation = #_sourceLocation) {
        viewEngine.userDelete(path, location: sourceLocation)
    }

    /// Drags the row or item at `source` over `destination` (a table: in editing mode); it lands where the data
    /// source's target says. Returns where it landed (`source` when the move was refused).
    ///
    /// Like UIKit, a table row has a reorder control only if the data source says it can move *and* it is editable
    /// (`canEditRowAt`); otherwise the move is reported and nothing moves.
    @discardableResult
    public func move(
        from source: ItemPath, to destination: ItemPath, sourceLocation: SourceLocation = #_sourceLocation
    ) -> ItemPath? {
        viewEngine.userMove(from: source, to: destination, location: sourceLocation)
    }
}
