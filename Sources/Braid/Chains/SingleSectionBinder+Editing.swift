/// Editing on a single-section chain: which rows can be edited and moved, swipe actions, delete and reorder.
/// Rows of a single-section chain move within its section. See <doc:EditingRows>.
extension SingleSectionBinder {
    /// Whether each row can be edited (deleted or swiped); without this, every row of a section with
    /// `onDelete` or swipe actions can.
    @discardableResult
    public func canEdit(_ predicate: @escaping (_ row: Int) -> Bool) -> Self {
        _binder.set(\.editing.canEdit, .sections([_section]), { _, row, _ in predicate(row) }); return self
    }

    /// Whether each row can be moved; without this, every row of a section with `onMove` can.
    @discardableResult
    public func canMove(_ predicate: @escaping (_ row: Int) -> Bool) -> Self {
        _binder.set(\.editing.canMove, .sections([_section]), { _, row, _ in predicate(row) }); return self
    }

    /// The actions a swipe from a row's leading edge reveals.
    @discardableResult
    public func leadingSwipeActions(_ actions: @escaping (_ row: Int) -> [SwipeAction]) -> Self {
        _binder.set(\.editing.leadingSwipeActions, .sections([_section]), { _, row, _ in actions(row) }); return self
    }

    /// The actions a swipe from a row's trailing edge reveals; they replace the default Delete button.
    @discardableResult
    public func trailingSwipeActions(_ actions: @escaping (_ row: Int) -> [SwipeAction]) -> Self {
        _binder.set(\.editing.trailingSwipeActions, .sections([_section]), { _, row, _ in actions(row) }); return self
    }

    /// Lets the user delete rows (a swipe, or the delete control in editing mode): `handler` gets the row and
    /// should remove its model from the app's data. The row animates out at once; if the data still has it at
    /// the next update, it comes back.
    @discardableResult
    public func onDelete(_ handler: @escaping (_ row: Int) -> Void) -> Self {
        _binder.set(\.editing.deleted, .sections([_section]), { _, row, _ in handler(row) }); return self
    }

    /// Lets the user reorder rows (the reorder control in editing mode): `handler` gets the rows before and
    /// after the move and should move the model in the app's data the same way; otherwise the row goes back.
    @discardableResult
    public func onMove(_ handler: @escaping (_ from: Int, _ to: Int) -> Void) -> Self {
        _binder.set(\.editing.moved, .sections([_section]), { from, to, _ in handler(from.row, to.row) }); return self
    }

    /// Redirects (another row) or refuses (`nil`) the row a move from `from` proposes to land on.
    @discardableResult
    public func moveTarget(_ hook: @escaping (_ from: Int, _ proposed: Int) -> Int?) -> Self {
        let section = _section
        _binder.set(\.editing.moveTargets, .sections([section]), { from, proposed in
            hook(from.row, proposed.row).map { RowPosition(section: section, row: $0) }
        })
        return self
    }
}

extension ModelSingleSectionBinder {
    /// Whether each row can be edited, from its model. See ``SingleSectionBinder/canEdit(_:)``.
    @discardableResult
    public func canEdit(_ predicate: @escaping (_ row: Int, _ model: Model) -> Bool) -> Self {
        _binder.set(\.editing.canEdit, .sections([_section]), _binder.modelRow(_models, "canEdit", otherwise: false) { _, row, model in predicate(row, model) })
        return self
    }

    /// Whether each row can be moved, from its model.
    @discardableResult
    public func canMove(_ predicate: @escaping (_ row: Int, _ model: Model) -> Bool) -> Self {
        _binder.set(\.editing.canMove, .sections([_section]), _binder.modelRow(_models, "canMove", otherwise: false) { _, row, model in predicate(row, model) })
        return self
    }

    /// The actions a swipe from a row's leading edge reveals, from its model.
    @discardableResult
    public func leadingSwipeActions(_ actions: @escaping (_ row: Int, _ model: Model) -> [SwipeAction]) -> Self {
        _binder.set(\.editing.leadingSwipeActions, .sections([_section]), _binder.modelRow(_models, "leadingSwipeActions", otherwise: []) { _, row, model in actions(row, model) })
        return self
    }

    /// The actions a swipe from a row's trailing edge reveals, from its model; they replace the default Delete.
    @discardableResult
    public func trailingSwipeActions(_ actions: @escaping (_ row: Int, _ model: Model) -> [SwipeAction]) -> Self {
        _binder.set(\.editing.trailingSwipeActions, .sections([_section]), _binder.modelRow(_models, "trailingSwipeActions", otherwise: []) { _, row, model in actions(row, model) })
        return self
    }

    /// Lets the user delete rows; `handler` gets the row and its model. See ``SingleSectionBinder/onDelete(_:)``.
    @discardableResult
    public func onDelete(_ handler: @escaping (_ row: Int, _ model: Model) -> Void) -> Self {
        _binder.set(\.editing.deleted, .sections([_section]), _binder.modelRow(_models, "onDelete", otherwise: ()) { _, row, model in
            handler(row, model)
        })
        return self
    }

    /// Lets the user reorder rows; `handler` gets the rows before and after and the model.
    @discardableResult
    public func onMove(_ handler: @escaping (_ from: Int, _ to: Int, _ model: Model) -> Void) -> Self {
        let (binder, models) = (_binder, _models)
        binder.set(\.editing.moved, .sections([_section]), { [unowned binder] from, to, item in
            if let model = binder.model(models, from.section, item, "onMove") { handler(from.row, to.row, model) }
        })
        return self
    }
}
