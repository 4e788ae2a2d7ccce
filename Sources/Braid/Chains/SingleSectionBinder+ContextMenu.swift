// MARK: - Context menus on a single-section chain

extension SingleSectionBinder {
    /// The menu a row of the section opens — a long press on UIKit, a right-click or the menu key in the
    /// terminal; return nil for a row without one. One per section: a later `contextMenu` for the same section
    /// replaces it (by name, else all sections, else any section). See ``ContextMenu``.
    @discardableResult
    public func contextMenu(_ menu: @escaping (_ row: Int, _ cell: Cell) -> ContextMenu?) -> Self {
        let binder = _binder
        binder.set(\.handlers.contextMenus, .sections([_section]), { [unowned binder] section, row, cell, _ in
            binder.cell(cell, as: Cell.self, section, "contextMenu").flatMap { menu(row, $0) }
        })
        return self
    }
}

extension ModelSingleSectionBinder {
    /// The menu a row opens, from its model; the actions' handlers capture the model (see ``ContextMenu``).
    /// Return nil for a row without one.
    ///
    /// ```swift
    /// .contextMenu { row, cell, song in
    ///     ContextMenu(children: [.action(ContextMenuAction(title: "Delete", isDestructive: true) { delete(song) })])
    /// }
    /// ```
    @discardableResult
    public func contextMenu(_ menu: @escaping (_ row: Int, _ cell: Cell, _ model: Model) -> ContextMenu?) -> Self {
        let (binder, models) = (_binder, _models)
        binder.set(\.handlers.contextMenus, .sections([_section]), { [unowned binder] section, row, cell, item in
            guard let cell = binder.cell(cell, as: Cell.self, section, "contextMenu"),
                let model = binder.model(models, section, item, "contextMenu")
            else { return nil }
            return menu(row, cell, model)
        })
        return self
    }
}
