// Row events on single-section chains: whether a row may be selected, its deselection, and its coming into view
// and going out of it (impressions) — with the model on chains that bound models.

extension SingleSectionBinder {
    /// Whether a row of the section may be selected: a tap on a row for which `canSelect` says `false` selects
    /// nothing and runs no tap handler (UIKit's `willSelectRowAt` answering nil). Without it, every row may be.
    @discardableResult
    public func canSelect(_ canSelect: @escaping (_ row: Int) -> Bool) -> Self {
        _binder.set(\.rowEvents.canSelect, .sections([_section]), { _, row, _ in canSelect(row) })
        return self
    }

    /// Calls `handler` when a row of the section is deselected: another row was selected in its place.
    @discardableResult
    public func onDeselected(_ handler: @escaping (_ row: Int) -> Void) -> Self {
        _binder.append(\.rowEvents.deselected, .sections([_section]), { _, row, _ in handler(row) })
        return self
    }

    /// Calls `handler` when a row of the section comes into view — once each time it appears, not on every frame
    /// (for impression tracking). ``onDisappear(_:)`` is its counterpart.
    @discardableResult
    public func onAppear(_ handler: @escaping (_ row: Int, _ cell: Cell) -> Void) -> Self {
        _binder.append(\.rowEvents.appeared, .sections([_section]), _binder.cellHandler("onAppear") { (_, row, cell: Cell) in handler(row, cell) })
        return self
    }

    /// Calls `handler` when a row of the section goes out of view: scrolled away, deleted, or replaced by a reload —
    /// once for each ``onAppear(_:)``. `row` is where the row is now, or was, for a row that went.
    @discardableResult
    public func onDisappear(_ handler: @escaping (_ row: Int, _ cell: Cell) -> Void) -> Self {
        _binder.append(\.rowEvents.disappeared, .sections([_section]), _binder.disappearance { (_, row, cell: Cell) in handler(row, cell) })
        return self
    }
}

extension ModelSingleSectionBinder {
    /// Whether a row may be selected, from its model; see ``SingleSectionBinder/canSelect(_:)``.
    ///
    /// ```swift
    /// .canSelect { row, item in item.isEnabled }
    /// ```
    @discardableResult
    public func canSelect(_ canSelect: @escaping (_ row: Int, _ model: Model) -> Bool) -> Self {
        _binder.set(\.rowEvents.canSelect, .sections([_section]), _binder.modelRow(_models, "canSelect", otherwise: false) { _, row, model in
            canSelect(row, model)
        })
        return self
    }

    /// Calls `handler` with the model of a row that was deselected.
    @discardableResult
    public func onDeselected(_ handler: @escaping (_ row: Int, _ model: Model) -> Void) -> Self {
        _binder.append(\.rowEvents.deselected, .sections([_section]), _binder.modelRow(_models, "onDeselected", otherwise: ()) { _, row, model in
            handler(row, model)
        })
        return self
    }

    /// Calls `handler` with the model of a row that comes into view, once each time it appears.
    @discardableResult
    public func onAppear(_ handler: @escaping (_ row: Int, _ cell: Cell, _ model: Model) -> Void) -> Self {
        _binder.append(\.rowEvents.appeared, .sections([_section]), _binder.typedCellHandler(_models, "onAppear") { (_, row, cell: Cell, model: Model) in handler(row, cell, model) })
        return self
    }

    /// Calls `handler` with the model a row showed when it goes out of view — its model then, even for a row
    /// deleted since.
    @discardableResult
    public func onDisappear(_ handler: @escaping (_ row: Int, _ cell: Cell, _ model: Model) -> Void) -> Self {
        _binder.append(\.rowEvents.disappeared, .sections([_section]), _binder.disappearance(_models) { (_, row, cell: Cell, model: Model) in handler(row, cell, model) })
        return self
    }
}
