// Row events on multi-section, all-sections and any-section chains; see SingleSectionBinder+RowEvents.swift.

extension MultiSectionHandlers {
    /// Whether a row of the chain's sections may be selected; see ``SingleSectionBinder/canSelect(_:)``.
    @discardableResult
    public func canSelect(_ canSelect: @escaping (_ section: Section, _ row: Int) -> Bool) -> Self {
        _binder.set(\.rowEvents.canSelect, _scope, { section, row, _ in canSelect(section, row) })
        return self
    }

    /// Calls `handler` when a row of the chain's sections is deselected.
    @discardableResult
    public func onDeselected(_ handler: @escaping (_ section: Section, _ row: Int) -> Void) -> Self {
        _binder.append(\.rowEvents.deselected, _scope, { section, row, _ in handler(section, row) })
        return self
    }

    /// Calls `handler` when a row of the chain's sections comes into view, once each time it appears.
    @discardableResult
    public func onAppear(_ handler: @escaping (_ section: Section, _ row: Int, _ cell: Cell) -> Void) -> Self {
        _binder.append(\.rowEvents.appeared, _scope, _binder.cellHandler("onAppear", handler))
        return self
    }

    /// Calls `handler` when a row of the chain's sections goes out of view; see ``SingleSectionBinder/onDisappear(_:)``.
    @discardableResult
    public func onDisappear(_ handler: @escaping (_ section: Section, _ row: Int, _ cell: Cell) -> Void) -> Self {
        _binder.append(\.rowEvents.disappeared, _scope, _binder.disappearance(handler))
        return self
    }
}

extension ModelMultiSectionBinder {
    /// Whether a row may be selected, from its model; see ``SingleSectionBinder/canSelect(_:)``.
    @discardableResult
    public func canSelect(_ canSelect: @escaping (_ section: Section, _ row: Int, _ model: Model) -> Bool) -> Self {
        _binder.set(\.rowEvents.canSelect, _scope, _binder.modelRow(_models, "canSelect", otherwise: false, canSelect))
        return self
    }

    /// Calls `handler` with the model of a row that was deselected.
    @discardableResult
    public func onDeselected(_ handler: @escaping (_ section: Section, _ row: Int, _ model: Model) -> Void) -> Self {
        _binder.append(\.rowEvents.deselected, _scope, _binder.modelRow(_models, "onDeselected", otherwise: (), handler))
        return self
    }

    /// Calls `handler` with the model of a row that comes into view, once each time it appears.
    @discardableResult
    public func onAppear(_ handler: @escaping (_ section: Section, _ row: Int, _ cell: Cell, _ model: Model) -> Void) -> Self {
        _binder.append(\.rowEvents.appeared, _scope, _binder.typedCellHandler(_models, "onAppear", handler))
        return self
    }

    /// Calls `handler` with the model a row showed when it goes out of view.
    @discardableResult
    public func onDisappear(_ handler: @escaping (_ section: Section, _ row: Int, _ cell: Cell, _ model: Model) -> Void) -> Self {
        _binder.append(\.rowEvents.disappeared, _scope, _binder.disappearance(_models, handler))
        return self
    }
}
