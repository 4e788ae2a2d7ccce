import Braid
import Testing

/// Editing, as a user does it: editing mode, swipes, deletes and drags — each limited as UIKit limits a user,
/// and each reported when the data source would not allow it.
///
/// ```swift
/// table.setEditing(true, animated: false)
/// table.move(from: ItemPath(row: 0, section: 0), to: ItemPath(row: 2, section: 0))
/// table.delete(row: 1, section: 0)
/// let actions = table.swipe(row: 0, section: 0)          // trailing: the chain's actions, or Delete
/// table.performSwipeAction(titled: "Favourite", row: 0, section: 0)
/// ```
extension HeadlessTableView {
    /// The actions a swipe from `edge` reveals on the visible row: the data source's, or for a deletable row
    /// without trailing actions UIKit's own Delete; none for a row that is not editable.
    public func swipe(
        row: Int, section: Int, edge: HeadlessSwipeEdge = .trailing, sourceLocation: SourceLocation = #_sourceLocation
    ) -> [SwipeAction] {
        engine.swipe(ItemPath(row: row, section: section), edge: edge, editingQuestions, location: sourceLocation)
    }

    /// Swipes the row and taps the action titled `title`; returns what the action passed to its completion.
    @discardableResult
    public func performSwipeAction(
        titled title: String, row: Int, section: Int, edge: HeadlessSwipeEdge = .trailing,
        sourceLocation: SourceLocation = #_sourceLocation
    ) -> Bool? {
        engine.performSwipeAction(
            titled: title, at: ItemPath(row: row, section: section), edge: edge, editingQuestions, location: sourceLocation)
    }

    /// Deletes the row as a user does — its delete control, or the Delete a swipe reveals; reported when the data
    /// source gives the row no `.delete` editing style.
    public func delete(row: Int, section: Int, sourceLocation: SourceLocation = #_sourceLocation) {
        engine.delete(ItemPath(row: row, section: section), editingQuestions, location: sourceLocation)
    }

    /// Drags the row at `source` over `destination` in editing mode; it lands where the data source's
    /// `targetIndexPathForMoveFromRowAt` says. Returns where it landed (`source` when the move was refused).
    ///
    /// Like UIKit, the row has a reorder control only if the data source says it can move *and* it is editable
    /// (`canEditRowAt`); otherwise the move is reported and nothing moves.
    @discardableResult
    public func move(from source: ItemPath, to destination: ItemPath, sourceLocation: SourceLocation = #_sourceLocation) -> ItemPath? {
        engine.move(from: source, to: destination, editingQuestions, location: sourceLocation)
    }

    private var editingQuestions: HeadlessEngine<HeadlessTableView>.EditingQuestions {
        .init(
            canEdit: { [unowned self] in dataSource?.tableHost(self, canEditRowAt: $0) ?? false },
            editingStyle: { [unowned self] in dataSource?.tableHost(self, editingStyleForRowAt: $0) ?? .none },
            commitDelete: { [unowned self] in dataSource?.tableHost(self, commit: .delete, forRowAt: $0) },
            leadingActions: { [unowned self] in dataSource?.tableHost(self, leadingSwipeActionsForRowAt: $0) },
            trailingActions: { [unowned self] in dataSource?.tableHost(self, trailingSwipeActionsForRowAt: $0) },
            canMove: { [unowned self] in dataSource?.tableHost(self, canMoveRowAt: $0) ?? false },
            target: { [unowned self] in dataSource?.tableHost(self, targetIndexPathForMoveFromRowAt: $0, toProposedIndexPath: $1) ?? $1 },
            move: { [unowned self] in dataSource?.tableHost(self, moveRowAt: $0, to: $1) },
            movingNeedsEditingMode: true)
    }
}
