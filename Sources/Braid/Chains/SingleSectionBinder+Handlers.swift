// MARK: - Handlers

extension SingleSectionBinder {
    /// Calls `handler` with each cell the section dequeues, to configure it.
    @discardableResult
    public func onDequeue(_ handler: @escaping (_ row: Int, _ cell: Cell) -> Void) -> Self {
        _binder.append(\.handlers.dequeued, .sections([_section]), _binder.cellHandler("onDequeue") { (_, row, cell: Cell) in handler(row, cell) })
        return self
    }

    /// Calls `handler` when a cell of the section is tapped (selected).
    @discardableResult
    public func onTapped(_ handler: @escaping (_ row: Int, _ cell: Cell) -> Void) -> Self {
        _binder.append(\.handlers.tapped, .sections([_section]), _binder.cellHandler("onTapped") { (_, row, cell: Cell) in handler(row, cell) })
        return self
    }

    /// Calls `handler` with each event a `cellType` cell of the section emits, with the row where it is now.
    @discardableResult
    public func onEvent<EventCell: ViewEventEmitting>(
        from cellType: EventCell.Type, _ handler: @escaping (_ row: Int, _ cell: EventCell, _ event: EventCell.ViewEvent) -> Void
    ) -> Self {
        _binder.append(\.handlers.events, .sections([_section]), _binder.eventHandler(cellType, checking: .sections([_section])) { _, row, cell, event, _ in
            handler(row, cell, event)
        })
        return self
    }

    /// Calls `handler` with the index new items would start at, when the end of the section comes near.
    ///
    /// Called once per section length: after the new items arrive, reaching the new end asks again.
    @discardableResult
    public func prefetch(when behavior: PrefetchBehavior = .cellsFromEnd(2), with handler: @escaping (_ startingIndex: Int) -> Void) -> Self {
        _binder.set(\.handlers.prefetch, .sections([_section]), (behavior, { _, start in handler(start) }))
        return self
    }

    /// How rows of the section whose model changed are updated: reconfigured in place or reloaded. See
    /// ``ChangedCellUpdate``; the default reconfigures cells whose type the chain names.
    @discardableResult
    public func updatingChangedCells(by update: ChangedCellUpdate) -> Self {
        _binder.set(\.handlers.changedCellUpdates, .sections([_section]), update); return self
    }

    /// Continues the chain as if its cells were bound with models of `modelType` — for handler-only chains
    /// on sections whose cells another chain binds. A wrong assumption is reported with both types.
    public func assuming<Model>(modelType: Model.Type) -> ModelSingleSectionBinder<Kind, Cell, Section, Model> {
        _binder.set(\.handlers.assumedModelTypes, .sections([_section]), Model.self)
        return ModelSingleSectionBinder(binder: _binder, section: _section, models: _ChainModels(bound: nil))
    }
}

// MARK: - Dimensions (tables)

extension SingleSectionBinder where Kind == TableViewKind {
    /// The height of each cell (`.automaticDimension`: from its content).
    @discardableResult
    public func cellHeight(_ height: @escaping (_ row: Int) -> Double) -> Self {
        _binder.set(\.dimensions.cellHeight, .sections([_section]), { _, row, _ in height(row) }); return self
    }

    /// The estimated height of each cell, used until it is displayed.
    @discardableResult
    public func estimatedCellHeight(_ height: @escaping (_ row: Int) -> Double) -> Self {
        _binder.set(\.dimensions.estimatedCellHeight, .sections([_section]), { _, row, _ in height(row) }); return self
    }

    /// The height of the section's header.
    @discardableResult
    public func headerHeight(_ height: @escaping () -> Double) -> Self {
        _binder.set(\.dimensions.headerHeight, .sections([_section]), { _ in height() }); return self
    }

    /// The estimated height of the section's header.
    @discardableResult
    public func estimatedHeaderHeight(_ height: @escaping () -> Double) -> Self {
        _binder.set(\.dimensions.estimatedHeaderHeight, .sections([_section]), { _ in height() }); return self
    }

    /// The height of the section's footer.
    @discardableResult
    public func footerHeight(_ height: @escaping () -> Double) -> Self {
        _binder.set(\.dimensions.footerHeight, .sections([_section]), { _ in height() }); return self
    }

    /// The estimated height of the section's footer.
    @discardableResult
    public func estimatedFooterHeight(_ height: @escaping () -> Double) -> Self {
        _binder.set(\.dimensions.estimatedFooterHeight, .sections([_section]), { _ in height() }); return self
    }

    /// Several dimensions at once, the way the tutorials write them:
    /// `.dimensions(.cellHeight { _ in 120 }, .headerHeight { 80 })`.
    @discardableResult
    public func dimensions(_ dimensions: SingleSectionDimension...) -> Self {
        for dimension in dimensions {
            dimension.set(
                cell: { cellHeight($0) }, estimatedCell: { estimatedCellHeight($0) }, header: { headerHeight($0) },
                estimatedHeader: { estimatedHeaderHeight($0) }, footer: { footerHeight($0) },
                estimatedFooter: { estimatedFooterHeight($0) })
        }
        return self
    }
}

// MARK: - Dimensions (collection views)

extension SingleSectionBinder where Kind == CollectionViewKind {
    /// The size of each item (`Size.automatic`: from its content).
    @discardableResult
    public func itemSize(_ size: @escaping (_ row: Int) -> Size) -> Self {
        _binder.set(\.dimensions.itemSize, .sections([_section]), { _, row, _ in size(row) }); return self
    }

    /// The estimated size of each item, used until it is displayed.
    @discardableResult
    public func estimatedItemSize(_ size: @escaping (_ row: Int) -> Size) -> Self {
        _binder.set(\.dimensions.estimatedItemSize, .sections([_section]), { _, row, _ in size(row) }); return self
    }

    /// The size of the section's header view (a flow layout's reference size: the width is the
    /// collection's; `Size.automatic`: from its content).
    @discardableResult
    public func headerSize(_ size: @escaping () -> Size) -> Self {
        _binder.set(\.dimensions.headerSize, .sections([_section]), { _ in size() }); return self
    }

    /// The size of the section's footer view, like ``headerSize(_:)``.
    @discardableResult
    public func footerSize(_ size: @escaping () -> Size) -> Self {
        _binder.set(\.dimensions.footerSize, .sections([_section]), { _ in size() }); return self
    }
}
