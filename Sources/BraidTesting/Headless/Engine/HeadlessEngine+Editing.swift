import Braid
import Testing

/// A user's edits — swipes, deletes and drags — on either headless view, limited as UIKit limits a user.
///
/// Each view hands over its data source's editing methods as ``EditingQuestions``; the checks, the messages and
/// the moves are written here once.
extension HeadlessEngine {
    /// What the editing verbs ask the view's data source.
    package struct EditingQuestions {
        package var canEdit: (ItemPath) -> Bool
        package var editingStyle: (ItemPath) -> RowEditingStyle
        package var commitDelete: (ItemPath) -> Void
        package var leadingActions: (ItemPath) -> [SwipeAction]?
        package var trailingActions: (ItemPath) -> [SwipeAction]?
        package var canMove: (ItemPath) -> Bool
        package var target: (_ source: ItemPath, _ proposed: ItemPath) -> ItemPath
        package var move: (_ source: ItemPath, _ destination: ItemPath) -> Void
        /// Whether a drag needs editing mode (a table shows its reorder controls only there).
        package var movingNeedsEditingMode: Bool

        package init(
            canEdit: @escaping (ItemPath) -> Bool, editingStyle: @escaping (ItemPath) -> RowEditingStyle,
            commitDelete: @escaping (ItemPath) -> Void, leadingActions: @escaping (ItemPath) -> [SwipeAction]?,
            trailingActions: @escaping (ItemPath) -> [SwipeAction]?, canMove: @escaping (ItemPath) -> Bool,
            target: @escaping (ItemPath, ItemPath) -> ItemPath, move: @escaping (ItemPath, ItemPath) -> Void,
            movingNeedsEditingMode: Bool
        ) {
            self.canEdit = canEdit
            self.editingStyle = editingStyle
            self.commitDelete = commitDelete
            self.leadingActions = leadingActions
            self.trailingActions = trailingActions
            self.canMove = canMove
            self.target = target
            self.move = move
            self.movingNeedsEditingMode = movingNeedsEditingMode
        }
    }

    /// The actions a swipe from `edge` reveals on the visible row at `path` — for a table's deletable row without
    /// trailing actions, UIKit's own Delete — or none where UIKit would reveal nothing.
    package func swipe(_ path: ItemPath, edge: HeadlessSwipeEdge, _ questions: EditingQuestions, location: SourceLocation) -> [SwipeAction] {
        guard visibleCellForTouch(at: path, verb: "swipe", location: location) != nil else { return [] }
        if isEditing {
            fail(.invalidArgument, """
                swipe: the \(kind.viewName) is in editing mode, where \(kind.itemsNoun) show editing controls \
                instead of swipe actions; use delete(row:section:) or leave editing mode.
                """, at: location)
            return []
        }
        guard kind.shape == .collection || questions.canEdit(path) else { return [] }
        switch edge {
        case .leading:
            return questions.leadingActions(path) ?? []
        case .trailing:
            if let actions = questions.trailingActions(path) { return actions }
            guard kind.shape == .table, questions.editingStyle(path) == .delete else { return [] }
            return [SwipeAction(title: "Delete", style: .destructive) { done in
                questions.commitDelete(path)
                done(true)
            }]
        }
    }

    /// Swipes the row at `path` and taps the action titled `title`; returns what the action's completion said,
    /// or nil when it did not call it (yet).
    package func performSwipeAction(
        titled title: String, at path: ItemPath, edge: HeadlessSwipeEdge, _ questions: EditingQuestions,
        location: SourceLocation
    ) -> Bool? {
        let actions = swipe(path, edge: edge, questions, location: location)
        guard let action = actions.first(where: { $0.title == title }) else {
            fail(.invalidArgument, """
                performSwipeAction: \(kind.itemNoun) (\(path)) has no \(edge) swipe action titled "\(title)" \
                (it has: \(actions.map { "\"\($0.title)\"" }.joined(separator: ", "))).
                """, at: location)
            return nil
        }
        var result: Bool?
        action.handler { result = $0 }
        return result
    }

    /// Deletes the row at `path` as a user would: the delete control in editing mode, or the Delete a swipe
    /// reveals — both there only for a row whose editing style is `.delete` (a collection: a destructive
    /// trailing swipe action).
    package func delete(_ path: ItemPath, _ questions: EditingQuestions, location: SourceLocation) {
        guard visibleCellForTouch(at: path, verb: "delete", location: location) != nil else { return }
        if kind.shape == .collection {
            guard let action = questions.trailingActions(path)?.first(where: { $0.style == .destructive }) else {
                fail(.invalidArgument, """
                    delete: item (\(path)) has no destructive trailing swipe action, so a user cannot delete it.
                    """, at: location)
                return
            }
            action.handler { _ in }
            return
        }
        guard questions.canEdit(path), questions.editingStyle(path) == .delete else {
            fail(.invalidArgument, """
                delete: row (\(path)) cannot be deleted by a user — the data source says it is not editable or its \
                editing style is not .delete, so UIKit shows no delete control for it.
                """, at: location)
            return
        }
        questions.commitDelete(path)
    }

    /// Drags the row at `source` and drops it over `proposed`, as a user would: where the data source's target
    /// says it lands, the view moves it (one batch, validated) and tells the data source. Returns where it landed.
    @discardableResult
    package func move(
        from source: ItemPath, to proposed: ItemPath, _ questions: EditingQuestions, location: SourceLocation
    ) -> ItemPath? {
        guard visibleCellForTouch(at: source, verb: "move", location: location) != nil else { return nil }
        if questions.movingNeedsEditingMode && !isEditing {
            fail(.invalidArgument, """
                move: the \(kind.viewName) shows reorder controls only in editing mode; call setEditing(true, \
                animated:) first.
                """, at: location)
            return nil
        }
        guard questions.canMove(source) else {
            fail(.invalidArgument, "move: the data source says \(kind.itemNoun) (\(source)) cannot move.", at: location)
            return nil
        }
        // UIKit shows a table row's reorder control in editing mode only if the row is editable.
        guard !questions.movingNeedsEditingMode || questions.canEdit(source) else {
            fail(.invalidArgument, """
                move: the data source says \(kind.itemNoun) (\(source)) is not editable, and UIKit shows no reorder \
                control on a row that is not editable, even where it can move; answer true for rows that can move \
                (with the editing style .none where they cannot be deleted).
                """, at: location)
            return nil
        }
        let counts = layout.itemCounts
        let room = proposed.section == source.section ? 0 : 1
        guard counts.indices.contains(proposed.section), proposed.item >= 0,
            proposed.item < counts[proposed.section] + room
        else {
            fail(.indexPathOutOfRange, """
                move: (\(proposed)) is not a place a \(kind.itemNoun) from (\(source)) can be dropped — the sections \
                have \(counts) \(kind.itemsNoun).
                """, at: location)
            return nil
        }
        let destination = questions.target(source, proposed)
        guard destination != source else { return source }
        performBatch(BatchUpdate(itemMoves: [Move(from: source, to: destination)]), animations: nil, updateData: {
            questions.move(source, destination)
        }, completion: nil)
        return destination
    }
}

/// The edge of a row a swipe starts from.
public enum HeadlessSwipeEdge: Hashable, Sendable, CustomStringConvertible {
    /// The leading edge: a swipe from there shows the leading swipe actions.
    case leading
    /// The trailing edge: a swipe from there shows the trailing swipe actions.
    case trailing
    /// "leading" or "trailing".
    public var description: String { self == .leading ? "leading" : "trailing" }
}
