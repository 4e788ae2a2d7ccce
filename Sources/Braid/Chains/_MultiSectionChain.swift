// MARK: - Cell binding methods

extension MultiSectionBinder {
    /// Binds `cellType` to the chain's sections, one cell per model, models given per section.
    @inlinable @discardableResult
    public func bind<NewCell: AnyObject, Model>(cellType: NewCell.Type, models: [Section: [Model]])
        -> ModelMultiSectionBinder<Kind, NewCell, Section, Model>
    {
        _bind(cellType: cellType, models: _Source({ models }, version: { 0 }), traits: _DiffTraits(of: Model.self))
    }

    /// Binds `cellType` to the chain's sections, models per section read again on `refresh()`.
    @inlinable @discardableResult
    public func bind<NewCell: AnyObject, Model>(cellType: NewCell.Type, models: @escaping () -> [Section: [Model]])
        -> ModelMultiSectionBinder<Kind, NewCell, Section, Model>
    {
        _bind(cellType: cellType, models: _Source(models), traits: _DiffTraits(of: Model.self))
    }

    /// `bind(cellType:models:)` with the models' diff traits, made where `Model` is concrete.
    @usableFromInline
    func _bind<NewCell: AnyObject, Model>(
        cellType: NewCell.Type, models: _Source<[Section: [Model]]>, traits: _DiffTraits<Model>
    ) -> ModelMultiSectionBinder<Kind, NewCell, Section, Model> {
        _binder.bindCells(_scope, cellType: cellType, models: traits, viewModels: nil as _DiffTraits<Void>?,
                          items: models.map { $0.mapValues { ($0, nil) } },
                          makeCell: { dequeuer, _, _ in dequeuer.dequeueOrReport(cellType) })
        return ModelMultiSectionBinder(binder: _binder, scope: _scope)
    }

    /// Binds a ``ViewModelBindable`` cell type, view models given per section.
    @inlinable @discardableResult
    public func bind<NewCell: ViewModelBindable>(cellType: NewCell.Type, viewModels: [Section: [NewCell.ViewModel]])
        -> MultiSectionBinder<Kind, NewCell, Section>
    {
        _bind(cellType: cellType, viewModels: _Source({ viewModels }, version: { 0 }), traits: _DiffTraits(of: NewCell.ViewModel.self))
    }

    /// Binds a ``ViewModelBindable`` cell type, view models per section read again on `refresh()`.
    @inlinable @discardableResult
    public func bind<NewCell: ViewModelBindable>(cellType: NewCell.Type, viewModels: @escaping () -> [Section: [NewCell.ViewModel]])
        -> MultiSectionBinder<Kind, NewCell, Section>
    {
        _bind(cellType: cellType, viewModels: _Source(viewModels), traits: _DiffTraits(of: NewCell.ViewModel.self))
    }

    /// `bind(cellType:viewModels:)` with the view models' diff traits, made where their type is concrete.
    @usableFromInline
    func _bind<NewCell: ViewModelBindable>(
        cellType: NewCell.Type, viewModels: _Source<[Section: [NewCell.ViewModel]]>, traits: _DiffTraits<NewCell.ViewModel>
    ) -> MultiSectionBinder<Kind, NewCell, Section> {
        _binder.bindCells(_scope, cellType: cellType, models: nil as _DiffTraits<Void>?, viewModels: traits,
                          items: viewModels.map { $0.mapValues { (nil, $0) } },
                          makeCell: { dequeuer, items, row in
                              dequeuer.dequeueOrReport(cellType) { $0.viewModel = items.viewModels?[row] }
                          })
        return MultiSectionBinder<Kind, NewCell, Section>(binder: _binder, scope: _scope)
    }

    /// Binds a ``ViewModelBindable`` cell type to models per section, mapped to view models.
    @inlinable @discardableResult
    public func bind<NewCell: ViewModelBindable, Model>(
        cellType: NewCell.Type, models: [Section: [Model]], mapToViewModels: @escaping (Model) -> NewCell.ViewModel
    ) -> ModelMultiSectionBinder<Kind, NewCell, Section, Model> {
        _bind(cellType: cellType, models: _Source({ models }, version: { 0 }), mapToViewModels: mapToViewModels, traits: _DiffTraits(of: Model.self), viewModelTraits: _DiffTraits(of: NewCell.ViewModel.self))
    }

    /// Binds a ``ViewModelBindable`` cell type to models per section read again on `refresh()`, mapped to
    /// view models.
    @inlinable @discardableResult
    public func bind<NewCell: ViewModelBindable, Model>(
        cellType: NewCell.Type, models: @escaping () -> [Section: [Model]], mapToViewModels: @escaping (Model) -> NewCell.ViewModel
    ) -> ModelMultiSectionBinder<Kind, NewCell, Section, Model> {
        _bind(cellType: cellType, models: _Source(models), mapToViewModels: mapToViewModels,
              traits: _DiffTraits(of: Model.self), viewModelTraits: _DiffTraits(of: NewCell.ViewModel.self))
    }

    /// `bind(cellType:models:mapToViewModels:)` with the diff traits of models and view models, made where their
    /// types are concrete.
    @usableFromInline
    func _bind<NewCell: ViewModelBindable, Model>(
        cellType: NewCell.Type, models: _Source<[Section: [Model]]>, mapToViewModels: @escaping (Model) -> NewCell.ViewModel,
        traits: _DiffTraits<Model>, viewModelTraits: _DiffTraits<NewCell.ViewModel>
    ) -> ModelMultiSectionBinder<Kind, NewCell, Section, Model> {
        _binder.bindCells(_scope, cellType: cellType, models: traits, viewModels: viewModelTraits,
                          items: models.map { $0.mapValues { ($0, $0.map(mapToViewModels)) } },
                          makeCell: { dequeuer, items, row in
                              dequeuer.dequeueOrReport(cellType) { $0.viewModel = items.viewModels?[row] }
                          })
        return ModelMultiSectionBinder(binder: _binder, scope: _scope)
    }

    /// Binds a closure that makes each cell from its section and model, models given per section.
    @inlinable @discardableResult
    public func bind<Model>(
        cellProvider: @escaping (CellDequeuer, Section, Int, Model) -> AnyObject, models: [Section: [Model]]
    ) -> ModelMultiSectionBinder<Kind, AnyObject, Section, Model> {
        _bind(cellProvider: cellProvider, models: _Source({ models }, version: { 0 }), traits: _DiffTraits(of: Model.self))
    }

    /// Binds a cell provider to models per section read again on `refresh()`.
    @inlinable @discardableResult
    public func bind<Model>(
        cellProvider: @escaping (CellDequeuer, Section, Int, Model) -> AnyObject, models: @escaping () -> [Section: [Model]]
    ) -> ModelMultiSectionBinder<Kind, AnyObject, Section, Model> {
        _bind(cellProvider: cellProvider, models: _Source(models), traits: _DiffTraits(of: Model.self))
    }

    /// `bind(cellProvider:models:)` with the models' diff traits, made where `Model` is concrete.
    @usableFromInline
    func _bind<Model>(
        cellProvider: @escaping (CellDequeuer, Section, Int, Model) -> AnyObject, models: _Source<[Section: [Model]]>,
        traits: _DiffTraits<Model>
    ) -> ModelMultiSectionBinder<Kind, AnyObject, Section, Model> {
        let binder = _binder
        binder.bindCells(_scope, cellType: nil, models: traits, viewModels: nil as _DiffTraits<Void>?,
                         items: models.map { $0.mapValues { ($0, nil) } },
                         makeCell: { [unowned binder] dequeuer, items, row in
                             guard let section = binder.display.section(at: dequeuer.path.section)?.section else { return _PlaceholderCell() }
                             return cellProvider(dequeuer, section, row, items.models![row])
                         })
        return ModelMultiSectionBinder(binder: binder, scope: _scope)
    }

    /// Binds a closure that makes a number of cells per section; the sections are diffed by count.
    @discardableResult
    public func bind(cellProvider: @escaping (CellDequeuer, Section, Int) -> AnyObject, numberOfCells: [Section: Int])
        -> MultiSectionBinder<Kind, AnyObject, Section>
    {
        _bind(cellProvider: cellProvider, numberOfCells: _Source({ numberOfCells }, version: { 0 }))
    }

    /// Binds a cell provider and numbers of cells per section read again on `refresh()`.
    @discardableResult
    public func bind(cellProvider: @escaping (CellDequeuer, Section, Int) -> AnyObject, numberOfCells: @escaping () -> [Section: Int])
        -> MultiSectionBinder<Kind, AnyObject, Section>
    {
        _bind(cellProvider: cellProvider, numberOfCells: _Source(numberOfCells))
    }

    /// `bind(cellProvider:numberOfCells:)` from any source.
    func _bind(cellProvider: @escaping (CellDequeuer, Section, Int) -> AnyObject, numberOfCells: _Source<[Section: Int]>)
        -> MultiSectionBinder<Kind, AnyObject, Section>
    {
        _binder.bindCounted(_scope, counts: numberOfCells, makeCell: cellProvider)
        return MultiSectionBinder<Kind, AnyObject, Section>(binder: _binder, scope: _scope)
    }
}

// MARK: - Titles (tables)

extension MultiSectionBinder where Kind == TableViewKind {
    /// Binds header titles per section.
    ///
    /// - Note: A header view can hide this title, as in the original library: see <doc:HeadersAndFooters>.
    @discardableResult
    public func bind(headerTitles: [Section: String]) -> Self { bind(headerTitles: { headerTitles }) }

    /// Binds header titles per section, read again on `refresh()`.
    ///
    /// - Note: A header view can hide this title, as in the original library: see <doc:HeadersAndFooters>.
    @discardableResult
    public func bind(headerTitles: @escaping () -> [Section: String]) -> Self {
        _binder.bindTitles(\.headerTitles, _scope, headerTitles); return self
    }

    /// Binds footer titles per section.
    ///
    /// - Note: A footer view can hide this title, as in the original library: see <doc:HeadersAndFooters>.
    @discardableResult
    public func bind(footerTitles: [Section: String]) -> Self { bind(footerTitles: { footerTitles }) }

    /// Binds footer titles per section, read again on `refresh()`.
    ///
    /// - Note: A footer view can hide this title, as in the original library: see <doc:HeadersAndFooters>.
    @discardableResult
    public func bind(footerTitles: @escaping () -> [Section: String]) -> Self {
        _binder.bindTitles(\.footerTitles, _scope, footerTitles); return self
    }

    // The original library's shapes: a nil title means none for that section.

    /// Binds header titles per section; a nil value means no title for that section.
    ///
    /// - Note: A header view can hide this title, as in the original library: see <doc:HeadersAndFooters>.
    @discardableResult
    public func bind(headerTitles: [Section: String?]) -> Self { bind(headerTitles: headerTitles.compactMapValues { $0 }) }

    /// Binds header titles per section, read again on `refresh()`; a nil value means no title for that section.
    ///
    /// - Note: A header view can hide this title, as in the original library: see <doc:HeadersAndFooters>.
    @discardableResult
    public func bind(headerTitles: @escaping () -> [Section: String?]) -> Self {
        bind(headerTitles: { headerTitles().compactMapValues { $0 } })
    }

    /// Binds footer titles per section; a nil value means no title for that section.
    ///
    /// - Note: A footer view can hide this title, as in the original library: see <doc:HeadersAndFooters>.
    @discardableResult
    public func bind(footerTitles: [Section: String?]) -> Self { bind(footerTitles: footerTitles.compactMapValues { $0 }) }

    /// Binds footer titles per section, read again on `refresh()`; a nil value means no title for that section.
    ///
    /// - Note: A footer view can hide this title, as in the original library: see <doc:HeadersAndFooters>.
    @discardableResult
    public func bind(footerTitles: @escaping () -> [Section: String?]) -> Self {
        bind(footerTitles: { footerTitles().compactMapValues { $0 } })
    }
}

// MARK: - Headers and footers

extension MultiSectionBinder {
    /// Binds a custom header view type with view models per section.
    ///
    /// - Note: The view can hide the section's header title, and without a view model there is no header: see
    ///   <doc:HeadersAndFooters>.
    @discardableResult
    public func bind<Header: ViewModelBindable>(headerType: Header.Type, viewModels: [Section: Header.ViewModel]) -> Self {
        _bind(headerType: headerType, viewModels: _Source({ viewModels }, version: { 0 }))
    }

    /// Binds a custom header view type with view models per section read again on `refresh()`.
    ///
    /// - Note: The view can hide the section's header title, and without a view model there is no header: see
    ///   <doc:HeadersAndFooters>.
    @discardableResult
    public func bind<Header: ViewModelBindable>(headerType: Header.Type, viewModels: @escaping () -> [Section: Header.ViewModel]) -> Self {
        _bind(headerType: headerType, viewModels: _Source(viewModels))
    }

    /// `bind(headerType:viewModels:)` from any source.
    func _bind<Header: ViewModelBindable>(headerType: Header.Type, viewModels: _Source<[Section: Header.ViewModel]>) -> Self {
        _binder.bindViews(\.headerViews, _scope, headerType, viewModels); return self
    }

    /// `bind(headerType:viewModels:)` from any source whose values may be nil: no view for that section.
    func _bind<Header: ViewModelBindable>(headerType: Header.Type, viewModels: _Source<[Section: Header.ViewModel?]>) -> Self {
        _bind(headerType: headerType, viewModels: viewModels.map { $0.compactMapValues { $0 } })
    }

    /// Binds a custom footer view type with view models per section.
    ///
    /// - Note: The view can hide the section's footer title, and without a view model there is no footer: see
    ///   <doc:HeadersAndFooters>.
    @discardableResult
    public func bind<Footer: ViewModelBindable>(footerType: Footer.Type, viewModels: [Section: Footer.ViewModel]) -> Self {
        _bind(footerType: footerType, viewModels: _Source({ viewModels }, version: { 0 }))
    }

    /// Binds a custom footer view type with view models per section read again on `refresh()`.
    ///
    /// - Note: The view can hide the section's footer title, and without a view model there is no footer: see
    ///   <doc:HeadersAndFooters>.
    @discardableResult
    public func bind<Footer: ViewModelBindable>(footerType: Footer.Type, viewModels: @escaping () -> [Section: Footer.ViewModel]) -> Self {
        _bind(footerType: footerType, viewModels: _Source(viewModels))
    }

    /// `bind(footerType:viewModels:)` from any source.
    func _bind<Footer: ViewModelBindable>(footerType: Footer.Type, viewModels: _Source<[Section: Footer.ViewModel]>) -> Self {
        _binder.bindViews(\.footerViews, _scope, footerType, viewModels); return self
    }

    /// `bind(footerType:viewModels:)` from any source whose values may be nil: no view for that section.
    func _bind<Footer: ViewModelBindable>(footerType: Footer.Type, viewModels: _Source<[Section: Footer.ViewModel?]>) -> Self {
        _bind(footerType: footerType, viewModels: viewModels.map { $0.compactMapValues { $0 } })
    }

    // The original library's shapes: a nil view model means no view for that section.

    /// Binds a custom header view type with view models per section; a nil value means no header view there.
    ///
    /// - Note: The view can hide the section's header title, and without a view model there is no header: see
    ///   <doc:HeadersAndFooters>.
    @discardableResult
    public func bind<Header: ViewModelBindable>(headerType: Header.Type, viewModels: [Section: Header.ViewModel?]) -> Self {
        bind(headerType: headerType, viewModels: viewModels.compactMapValues { $0 })
    }

    /// Binds a custom header view type with view models per section read again on `refresh()`; a nil value
    /// means no header view there.
    ///
    /// - Note: The view can hide the section's header title, and without a view model there is no header: see
    ///   <doc:HeadersAndFooters>.
    @discardableResult
    public func bind<Header: ViewModelBindable>(headerType: Header.Type, viewModels: @escaping () -> [Section: Header.ViewModel?]) -> Self {
        bind(headerType: headerType, viewModels: { viewModels().compactMapValues { $0 } })
    }

    /// Binds a custom footer view type with view models per section; a nil value means no footer view there.
    ///
    /// - Note: The view can hide the section's footer title, and without a view model there is no footer: see
    ///   <doc:HeadersAndFooters>.
    @discardableResult
    public func bind<Footer: ViewModelBindable>(footerType: Footer.Type, viewModels: [Section: Footer.ViewModel?]) -> Self {
        bind(footerType: footerType, viewModels: viewModels.compactMapValues { $0 })
    }

    /// Binds a custom footer view type with view models per section read again on `refresh()`; a nil value
    /// means no footer view there.
    ///
    /// - Note: The view can hide the section's footer title, and without a view model there is no footer: see
    ///   <doc:HeadersAndFooters>.
    @discardableResult
    public func bind<Footer: ViewModelBindable>(footerType: Footer.Type, viewModels: @escaping () -> [Section: Footer.ViewModel?]) -> Self {
        bind(footerType: footerType, viewModels: { viewModels().compactMapValues { $0 } })
    }

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
        return ModelMultiSectionBinder(binder: _binder, scope: _scope)
    }
}

// MARK: - Handlers

extension MultiSectionHandlers {
    /// Calls `handler` with each cell dequeued in the chain's sections, to configure it.
    @discardableResult
    public func onDequeue(_ handler: @escaping (_ section: Section, _ row: Int, _ cell: Cell) -> Void) -> Self {
        _binder.append(\.handlers.dequeued, _scope, { section, row, cell, _ in (cell as? Cell).map { handler(section, row, $0) } })
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
        _binder.append(\.handlers.tapped, _scope, { section, row, cell, _ in (cell as? Cell).map { handler(section, row, $0) } })
        return self
    }

    /// Calls `handler` with each event a `cellType` cell emits, with its section and row where it is now.
    @discardableResult
    public func onEvent<EventCell: ViewEventEmitting>(
        from cellType: EventCell.Type,
        _ handler: @escaping (_ section: Section, _ row: Int, _ cell: EventCell, _ event: EventCell.ViewEvent) -> Void
    ) -> Self {
        _binder.append(\.handlers.events, _scope, { section, row, cell, event, _ in
            if let cell = cell as? EventCell, let event = event as? EventCell.ViewEvent { handler(section, row, cell, event) }
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
            switch dimension {
            case .cellHeight(let height): cellHeight(height)
            case .estimatedCellHeight(let height): estimatedCellHeight(height)
            case .headerHeight(let height): headerHeight(height)
            case .estimatedHeaderHeight(let height): estimatedHeaderHeight(height)
            case .footerHeight(let height): footerHeight(height)
            case .estimatedFooterHeight(let height): estimatedFooterHeight(height)
            }
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

/// A dimension for a multi-section or any-section table chain's `dimensions(_:)`.
public enum MultiSectionDimension<Section> {
    /// See `cellHeight(_:)`.
    case cellHeight((_ section: Section, _ row: Int) -> Double)
    /// See `estimatedCellHeight(_:)`.
    case estimatedCellHeight((_ section: Section, _ row: Int) -> Double)
    /// See `headerHeight(_:)`.
    case headerHeight((_ section: Section) -> Double)
    /// See `estimatedHeaderHeight(_:)`.
    case estimatedHeaderHeight((_ section: Section) -> Double)
    /// See `footerHeight(_:)`.
    case footerHeight((_ section: Section) -> Double)
    /// See `estimatedFooterHeight(_:)`.
    case estimatedFooterHeight((_ section: Section) -> Double)
}
