// MARK: - Headers and footers

extension MultiSectionBinder {

    /// Calls `handler` with the section and the index new items would start at, when the end of a section
    /// comes near. Called once per section length.
    @discardableResult
    public func prefetch(
        when behavior: PrefetchBehavior = .cellsFromEnd(2), with handler: @escaping (_ section: Section, _ startingIndex: Int) -> Void
    ) -> Self {
        _binder.set(\.handlers.prefetch, _scope, (behavior, handler)); return self
    }

    /// Continues the chain as if its cells were bound with models of `modelType`. A wrong assumption is
    /// reported with the section and both types.
    public func assuming<Model>(modelType: Model.Type) -> ModelMultiSectionBinder<Kind, Cell, Section, Model> {
        _binder.set(\.handlers.assumedModelTypes, _scope, Model.self)
        return ModelMultiSectionBinder(binder: _binder, scope: _scope, models: _ChainModels(bound: nil))
    }
}

// MARK: - Handlers

extension MultiSectionHandlers {
    /// Calls `handler` with each cell dequeued in the chain's sections, to configure it.
    @discardableResult
    public func onDequeue(_ handler: @escaping (_ section: Section, _ row: Int, _ cell: Cell) -> Void) -> Self {
        _binder.append(\.handlers.dequeued, _scope, _binder.cellHandler("onDequeue", handler))
        return self
    }

    /// How rows of the chain's sections whose model changed are updated: reconfigured in place or reloaded.
    /// See ``ChangedCellUpdate``; the default reconfigures cells whose type the chain names.
    @discardableResult
    public func updatingChangedCells(by update: ChangedCellUpdate) -> Self {
        _binder.set(\.handlers.changedCellUpdates, _scope, update); return self
    }

    /// Calls `handler` when a cell in the chain's sections is tapped (selected).
    @discardableResult
    public func onTapped(_ handler: @escaping (_ section: Section, _ row: Int, _ cell: Cell) -> Void) -> Self {
        _binder.append(\.handlers.tapped, _scope, _binder.cellHandler("onTapped", handler))
        return self
    }

    /// Calls `handler` with each event a `cellType` cell emits, with its section and row where it is now.
    @discardableResult
    public func onEvent<EventCell: ViewEventEmitting>(
        from cellType: EventCell.Type,
        _ handler: @escaping (_ section: Section, _ row: Int, _ cell: EventCell, _ event: EventCell.ViewEvent) -> Void
    ) -> Self {
        _binder.append(\.handlers.events, _scope, _binder.eventHandler(cellType, checking: _scope) { section, row, cell, event, _ in
            handler(section, row, cell, event)
        })
        return self
    }
}

// MARK: - Dimensions (tables)

extension MultiSectionHandlers where Kind == TableViewKind {
    /// The height of each cell (`.automaticDimension`: from its content).
    @discardableResult
    public func cellHeight(_ height: @escaping (_ section: Section, _ row: Int) -> Double) -> Self {
        _binder.set(\.dimensions.cellHeight, _scope, { section, row, _ in height(section, row) }); return self
    }

    /// The estimated height of each cell.
    @discardableResult
    public func estimatedCellHeight(_ height: @escaping (_ section: Section, _ row: Int) -> Double) -> Self {
        _binder.set(\.dimensions.estimatedCellHeight, _scope, { section, row, _ in height(section, row) }); return self
    }

    /// The height of each section's header.
    @discardableResult
    public func headerHeight(_ height: @escaping (_ section: Section) -> Double) -> Self {
        _binder.set(\.dimensions.headerHeight, _scope, height); return self
    }

    /// The estimated height of each section's header.
    @discardableResult
    public func estimatedHeaderHeight(_ height: @escaping (_ section: Section) -> Double) -> Self {
        _binder.set(\.dimensions.estimatedHeaderHeight, _scope, height); return self
    }

    /// The height of each section's footer.
    @discardableResult
    public func footerHeight(_ height: @escaping (_ section: Section) -> Double) -> Self {
        _binder.set(\.dimensions.footerHeight, _scope, height); return self
    }

    /// The estimated height of each section's footer.
    @discardableResult
    public func estimatedFooterHeight(_ height: @escaping (_ section: Section) -> Double) -> Self {
        _binder.set(\.dimensions.estimatedFooterHeight, _scope, height); return self
    }

    /// Several dimensions at once: `.dimensions(.cellHeight { section, row in 44 }, .headerHeight { _ in 20 })`.
    @discardableResult
    public func dimensions(_ dimensions: MultiSectionDimension<Section>...) -> Self {
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

extension MultiSectionHandlers where Kind == CollectionViewKind {
    /// The size of each item (`Size.automatic`: from its content).
    @discardableResult
    public func itemSize(_ size: @escaping (_ section: Section, _ row: Int) -> Size) -> Self {
        _binder.set(\.dimensions.itemSize, _scope, { section, row, _ in size(section, row) }); return self
    }

    /// The estimated size of each item, used until it is displayed.
    @discardableResult
    public func estimatedItemSize(_ size: @escaping (_ section: Section, _ row: Int) -> Size) -> Self {
        _binder.set(\.dimensions.estimatedItemSize, _scope, { section, row, _ in size(section, row) }); return self
    }

    /// The size of each section's header view (a flow layout's reference size; `Size.automatic`: from its
    /// content).
    @discardableResult
    public func headerSize(_ size: @escaping (_ section: Section) -> Size) -> Self {
        _binder.set(\.dimensions.headerSize, _scope, size); return self
    }

    /// The size of each section's footer view, like ``headerSize(_:)``.
    @discardableResult
    public func footerSize(_ size: @escaping (_ section: Section) -> Size) -> Self {
        _binder.set(\.dimensions.footerSize, _scope, size); return self
    }
}
