import Braid
import Testing

/// Editing, as a user does it on a collection view: swipes (a list layout's swipe actions), deletes through a
/// destructive swipe action, and drags (interactive movement, which needs no editing mode).
extension HeadlessCollectionView {
    /// The actions a swipe from `edge` reveals on the visible item.
    public func swipe(
        item: Int, section: Int, edge: HeadlessSwipeEdge = .trailing, sourceLocation: SourceLocation = #_sourceLocation
    ) -> [SwipeAction] {
        engine.swipe(ItemPath(item: item, section: section), edge: edge, editingQuestions, location: sourceLocation)
    }

    /// Swipes the item and taps the action titled `title`; returns what the action passed to its completion.
    @discardableResult
    public func performSwipeAction(
        titled title: String, item: Int, section: Int, edge: HeadlessSwipeEdge = .trailing,
        sourceLocation: SourceLocation = #_sourceLocation
    ) -> Bool? {
        engine.performSwipeAction(
            titled: title, at: ItemPath(item: item, section: section), edge: edge, editingQuestions, location: sourceLocation)
    }

    /// Deletes the item through its destructive trailing swipe action; reported when it has none.
    public func delete(item: Int, section: Int, sourceLocation: SourceLocation = #_sourceLocation) {
        engine.delete(ItemPath(item: item, section: section), editingQuestions, location: sourceLocation)
    }

    /// Drags the item at `source` over `destination`; it lands where the data source's target says. Returns where
    /// it landed (`source` when the move was refused).
    @discardableResult
    public func move(from source: ItemPath, to destination: ItemPath, sourceLocation: SourceLocation = #_sourceLocation) -> ItemPath? {
        engine.move(from: source, to: destination, editingQuestions, location: sourceLocation)
    }

    private var editingQuestions: HeadlessEngine<HeadlessCollectionView>.EditingQuestions {
        .init(
            canEdit: { _ in true },
            editingStyle: { _ in .none },
            commitDelete: { _ in },
            leadingActions: { [unowned self] in dataSource?.collectionHost(self, leadingSwipeActionsForItemAt: $0) },
            trailingActions: { [unowned self] in dataSource?.collectionHost(self, trailingSwipeActionsForItemAt: $0) },
            canMove: { [unowned self] in dataSource?.collectionHost(self, canMoveItemAt: $0) ?? false },
            target: { [unowned self] in
                dataSource?.collectionHost(self, targetIndexPathForMoveFromItemAt: $0, toProposedIndexPath: $1) ?? $1
            },
            move: { [unowned self] in dataSource?.collectionHost(self, moveItemAt: $0, to: $1) },
            movingNeedsEditingMode: false)
    }
}
