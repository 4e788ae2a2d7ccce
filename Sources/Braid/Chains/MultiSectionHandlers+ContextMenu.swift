// MARK: - Context menus on a multi-section chain

extension MultiSectionHandlers {
    /// The menu a row of the chain's sections opens — a long press on UIKit, a right-click or the menu key in the
    /// terminal; return nil for a row without one. One per section: what a chain bound by section name wins,
    /// then an all-sections chain, then an any-section one. See ``ContextMenu``.
    @discardableResult
    public func contextMenu(_ menu: @escaping (_ section: Section, _ row: Int, _ cell: Cell) -> ContextMenu?) -> Self {
        let binder = _binder
        binder.set(\.handlers.contextMenus, _scope, { [unowned binder] section, row, cell, _ in
            binder.cell(cell, as: Cell.self, section, "contextMenu").flatMap { menu(section, row, $0) }
        })
        return self
    }
}

extension ModelMultiSectionBinder {
    /// The menu a row opens, from its section and model; the actions' handlers capture the model (see
    /// ``ContextMenu``). Return nil for a row without one.
    @discardableResult
    public func contextMenu(_ menu: @escaping (_ section: Section, _ row: Int, _ cell: Cell, _ model: Model) -> ContextMenu?) -> Self {
        let (binder, models) = (_binder, _models)
        binder.set(\.handlers.contextMenus, _scope, { [unowned binder] section, row, cell, item in
            guard let cell = binder.cell(cell, as: Cell.self, section, "contextMenu"),
                let model = binder.model(models, section, item, "contextMenu")
            else { return nil }
            return menu(section, row, cell, model)
        })
        return self
    }
}
