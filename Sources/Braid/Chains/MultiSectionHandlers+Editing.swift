/// Editing on a multi-section, all-sections or any-section chain. See <doc:EditingRows>.
extension MultiSectionHandlers {
    /// Whether each row can be edited (deleted or swiped); without this, every row of a section with
    /// `onDelete` or swipe actions can.
    @discardableResult
    public func canEdit(_ predicate: @escaping (_ section: Section, _ row: Int) -> Bool) -> Self {
        _binder.set(\.editing.canEdit, _scope, { section, row, _ in predicate(section, row) }); return self
    }

    /// Whether each row can be moved; without this, every row of a section with `onMove` can.
    @discardableResult
    public func canMove(_ predicate: @escaping (_ section: Section, _ row: Int) -> Bool) -> Self {
        _binder.set(\.editing.canMove, _scope, { section, row, _ in predicate(section, row) }); return self
    }

    /// The actions a swipe from a row's leading edge reveals.
    @discardableResult
    public func leadingSwipeActions(_ actions: @escaping (_ section: Section, _ row: Int) -> [SwipeAction]) -> Self {
        _binder.set(\.editing.leadingSwipeActions, _scope, { section, row, _ in actions(section, row) }); return self
    }

    /// The actions a swipe from a row's trailing edge reveals; they replace the default Delete button.
    @discardableResult
    public func trailingSwipeActions(_ actions: @escaping (_ section: Section, _ row: Int) -> [SwipeAction]) -> Self {
        _binder.set(\.editing.trailingSwipeActions, _scope, { section, row, _ in actions(section, row) }); return self
    }

    /// Lets the user delete rows: `handler` gets the section and row and should remove the model from the app's
    /// data. The row animates out at once; if the data still has it at the next update, it comes back.
    @discardableResult
    public func onDelete(_ handler: @escaping (_ section: Section, _ row: Int) -> Void) -> Self {
        _binder.set(\.editing.deleted, _scope, { section, row, _ in handler(section, row) }); return self
    }

    /// Lets the user reorder rows: `handler` gets where the row was and where it is now, and should move the
    /// model in the app's data the same way; otherwise the row goes back at the next update.
    @discardableResult
    public func onMove(_ handler: @escaping (_ from: RowPosition<Section>, _ to: RowPosition<Section>) -> Void) -> Self {
        _binder.set(\.editing.moved, _scope, { from, to, _ in handler(from, to) }); return self
    }

    /// Whether rows may be moved out of their section into another that the same cell binding provides
    /// (default: no — a row dropped over another section lands at the nearest end of its own).
    @discardableResult
    public func movesLeaveSection(_ allowed: Bool) -> Self {
        _binder.set(\.editing.movesLeaveSection, _scope, allowed); return self
    }

    /// Redirects (another position) or refuses (`nil`: the row stays) where a move from `from` proposes to land.
    @discardableResult
    public func moveTarget(
        _ hook: @escaping (_ from: RowPosition<Section>, _ proposed: RowPosition<Section>) -> RowPosition<Section>?
    ) -> Self {
        _binder.set(\.editing.moveTargets, _scope, hook); return self
    }
}

extension ModelMultiSectionBinder {
    /// Whether each row can be edited, from its section and model.
    @discardableResult
    public func canEdit(_ predicate: @escaping (_ section: Section, _ row: Int, _ model: Model) -> Bool) -> Self {
        _binder.set(\.editing.canEdit, _scope, _binder.modelRow(_models, "canEdit", otherwise: false, predicate))
        return self
    }

    /// Whether each row can be moved, from its section and model.
    @discardableResult
    public func canMove(_ predicate: @escaping (_ section: Section, _ row: Int, _ model: Model) -> Bool) -> Self {
        _binder.set(\.editing.canMove, _scope, _binder.modelRow(_models, "canMove", otherwise: false, predicate))
        return self
    }

    /// The actions a swipe from a row's leading edge reveals, from its section and model.
    @discardableResult
    public func leadingSwipeActions(_ actions: @escaping (_ section: Section, _ row: Int, _ model: Model) -> [SwipeAction]) -> Self {
        _binder.set(\.editing.leadingSwipeActions, _scope, _binder.modelRow(_models, "leadingSwipeActions", otherwise: [], actions))
        return self
    }

    /// The actions a swipe from a row's trailing edge reveals, from its section and model.
    @discardableResult
    public func trailingSwipeActions(_ actions: @escaping (_ section: Section, _ row: Int, _ model: Model) -> [SwipeAction]) -> Self {
        _binder.set(\.editing.trailingSwipeActions, _scope, _binder.modelRow(_models, "trailingSwipeActions", otherwise: [], actions))
        return self
    }

    /// Lets the user delete rows; `handler` gets the section, row and model.
    @discardableResult
    public func onDelete(_ handler: @escaping (_ section: Section, _ row: Int, _ model: Model) -> Void) -> Self {
        _binder.set(\.editing.deleted, _scope, _binder.modelRow(_models, "onDelete", otherwise: (), handler))
        return self
    }

    /// Lets the user reorder rows; `handler` gets where the row was, where it is now, and its model.
    @discardableResult
    public func onMove(_ handler: @escaping (_ from: RowPosition<Section>, _ to: RowPosition<Section>, _ model: Model) -> Void) -> Self {
        let (binder, models) = (_binder, _models)
        binder.set(\.editing.moved, _scope, { [unowned binder] from, to, item in
            if let model = binder.model(models, from.section, item, "onMove") { handler(from, to, model) }
        })
        return self
    }
}
