// MARK: - Cell binding methods

extension SingleSectionBinder {
    private var scope: _ChainScope<Section> { .sections([_section]) }

    /// Binds `cellType` to the section, one cell per model; handlers later in the chain receive typed cells
    /// and models.
    ///
    /// Models that are `CollectionIdentifiable` or `Identifiable` animate inserts, deletes and moves;
    /// `Equatable` adds reloads; models with neither reload the section when they change.
    @inlinable @discardableResult
    public func bind<NewCell: AnyObject, Model>(cellType: NewCell.Type, models: [Model])
        -> ModelSingleSectionBinder<Kind, NewCell, Section, Model>
    {
        _bind(cellType: cellType, models: _Source({ models }, version: { 0 }), traits: _DiffTraits(of: Model.self))
    }

    /// Binds `cellType` to the section, one cell per model; `models` is read again on `refresh()`.
    @inlinable @discardableResult
    public func bind<NewCell: AnyObject, Model>(cellType: NewCell.Type, models: @escaping () -> [Model])
        -> ModelSingleSectionBinder<Kind, NewCell, Section, Model>
    {
        _bind(cellType: cellType, models: _Source(models), traits: _DiffTraits(of: Model.self))
    }

    /// `bind(cellType:models:)` with the models' diff traits, made where `Model` is concrete.
    @usableFromInline
    func _bind<NewCell: AnyObject, Model>(cellType: NewCell.Type, models: _Source<[Model]>, traits: _DiffTraits<Model>)
        -> ModelSingleSectionBinder<Kind, NewCell, Section, Model>
    {
        let section = _section
        _binder.bindCells(scope, cellType: cellType, models: traits, viewModels: nil as _DiffTraits<Void>?,
                          items: models.map { [section: ($0, nil)] },
                          makeCell: { dequeuer, _, _ in dequeuer.dequeueOrReport(cellType) })
        return ModelSingleSectionBinder(binder: _binder, section: section)
    }

    /// Binds a ``ViewModelBindable`` cell type, one cell per view model; each dequeued cell gets its view model.
    @inlinable @discardableResult
    public func bind<NewCell: ViewModelBindable>(cellType: NewCell.Type, viewModels: [NewCell.ViewModel])
        -> SingleSectionBinder<Kind, NewCell, Section>
    {
        _bind(cellType: cellType, viewModels: _Source({ viewModels }, version: { 0 }), traits: _DiffTraits(of: NewCell.ViewModel.self))
    }

    /// Binds a ``ViewModelBindable`` cell type to view models read again on `refresh()`.
    @inlinable @discardableResult
    public func bind<NewCell: ViewModelBindable>(cellType: NewCell.Type, viewModels: @escaping () -> [NewCell.ViewModel])
        -> SingleSectionBinder<Kind, NewCell, Section>
    {
        _bind(cellType: cellType, viewModels: _Source(viewModels), traits: _DiffTraits(of: NewCell.ViewModel.self))
    }

    /// `bind(cellType:viewModels:)` with the view models' diff traits, made where their type is concrete.
    @usableFromInline
    func _bind<NewCell: ViewModelBindable>(
        cellType: NewCell.Type, viewModels: _Source<[NewCell.ViewModel]>, traits: _DiffTraits<NewCell.ViewModel>
    ) -> SingleSectionBinder<Kind, NewCell, Section> {
        let section = _section
        _binder.bindCells(scope, cellType: cellType, models: nil as _DiffTraits<Void>?, viewModels: traits,
                          items: viewModels.map { [section: (nil, $0)] },
                          makeCell: { dequeuer, items, row in
                              dequeuer.dequeueOrReport(cellType) { $0.viewModel = items.viewModels?[row] }
                          })
        return SingleSectionBinder<Kind, NewCell, Section>(binder: _binder, section: section)
    }

    /// Binds a ``ViewModelBindable`` cell type to models, mapped to view models for the cells; handlers
    /// receive the models. The view models decide diffing when they are diffable, else the models.
    @inlinable @discardableResult
    public func bind<NewCell: ViewModelBindable, Model>(
        cellType: NewCell.Type, models: [Model], mapToViewModels: @escaping (Model) -> NewCell.ViewModel
    ) -> ModelSingleSectionBinder<Kind, NewCell, Section, Model> {
        _bind(cellType: cellType, models: _Source({ models }, version: { 0 }), mapToViewModels: mapToViewModels, traits: _DiffTraits(of: Model.self), viewModelTraits: _DiffTraits(of: NewCell.ViewModel.self))
    }

    /// Binds a ``ViewModelBindable`` cell type to models read again on `refresh()`, mapped to view models.
    @inlinable @discardableResult
    public func bind<NewCell: ViewModelBindable, Model>(
        cellType: NewCell.Type, models: @escaping () -> [Model], mapToViewModels: @escaping (Model) -> NewCell.ViewModel
    ) -> ModelSingleSectionBinder<Kind, NewCell, Section, Model> {
        _bind(cellType: cellType, models: _Source(models), mapToViewModels: mapToViewModels,
              traits: _DiffTraits(of: Model.self), viewModelTraits: _DiffTraits(of: NewCell.ViewModel.self))
    }

    /// `bind(cellType:models:mapToViewModels:)` with the diff traits of models and view models, made where their
    /// types are concrete.
    @usableFromInline
    func _bind<NewCell: ViewModelBindable, Model>(
        cellType: NewCell.Type, models: _Source<[Model]>, mapToViewModels: @escaping (Model) -> NewCell.ViewModel,
        traits: _DiffTraits<Model>, viewModelTraits: _DiffTraits<NewCell.ViewModel>
    ) -> ModelSingleSectionBinder<Kind, NewCell, Section, Model> {
        let section = _section
        _binder.bindCells(scope, cellType: cellType, models: traits, viewModels: viewModelTraits,
                          items: models.map { [section: ($0, $0.map(mapToViewModels))] },
                          makeCell: { dequeuer, items, row in
                              dequeuer.dequeueOrReport(cellType) { $0.viewModel = items.viewModels?[row] }
                          })
        return ModelSingleSectionBinder(binder: _binder, section: section)
    }

    /// Binds a closure that makes each cell from its model — for sections with several cell types.
    ///
    /// ```swift
    /// .bind(cellProvider: { tableView, row, item in
    ///     switch item {
    ///     case .title: tableView.dequeue(TextFieldCell.self)
    ///     case .allDay: tableView.dequeue(ToggleCell.self)
    ///     }
    /// }, models: { formItems })
    /// ```
    @inlinable @discardableResult
    public func bind<Model>(cellProvider: @escaping (CellDequeuer, Int, Model) -> AnyObject, models: [Model])
        -> ModelSingleSectionBinder<Kind, AnyObject, Section, Model>
    {
        _bind(cellProvider: cellProvider, models: _Source({ models }, version: { 0 }), traits: _DiffTraits(of: Model.self))
    }

    /// Binds a cell provider to models read again on `refresh()`.
    @inlinable @discardableResult
    public func bind<Model>(cellProvider: @escaping (CellDequeuer, Int, Model) -> AnyObject, models: @escaping () -> [Model])
        -> ModelSingleSectionBinder<Kind, AnyObject, Section, Model>
    {
        _bind(cellProvider: cellProvider, models: _Source(models), traits: _DiffTraits(of: Model.self))
    }

    /// `bind(cellProvider:models:)` with the models' diff traits, made where `Model` is concrete.
    @usableFromInline
    func _bind<Model>(
        cellProvider: @escaping (CellDequeuer, Int, Model) -> AnyObject, models: _Source<[Model]>, traits: _DiffTraits<Model>
    ) -> ModelSingleSectionBinder<Kind, AnyObject, Section, Model> {
        let section = _section
        _binder.bindCells(scope, cellType: nil, models: traits, viewModels: nil as _DiffTraits<Void>?,
                          items: models.map { [section: ($0, nil)] },
                          makeCell: { dequeuer, items, row in cellProvider(dequeuer, row, items.models![row]) })
        return ModelSingleSectionBinder(binder: _binder, section: section)
    }

    /// Binds a closure that makes `numberOfCells` cells — UIKit's own data source methods, thinly wrapped.
    /// The section has no models, so it is diffed by count.
    @discardableResult
    public func bind(cellProvider: @escaping (CellDequeuer, Int) -> AnyObject, numberOfCells: Int)
        -> SingleSectionBinder<Kind, AnyObject, Section>
    {
        _bind(cellProvider: cellProvider, numberOfCells: _Source({ numberOfCells }, version: { 0 }))
    }

    /// Binds a cell provider and a number of cells read again on `refresh()`.
    @discardableResult
    public func bind(cellProvider: @escaping (CellDequeuer, Int) -> AnyObject, numberOfCells: @escaping () -> Int)
        -> SingleSectionBinder<Kind, AnyObject, Section>
    {
        _bind(cellProvider: cellProvider, numberOfCells: _Source(numberOfCells))
    }

    /// `bind(cellProvider:numberOfCells:)` from any source.
    func _bind(cellProvider: @escaping (CellDequeuer, Int) -> AnyObject, numberOfCells: _Source<Int>)
        -> SingleSectionBinder<Kind, AnyObject, Section>
    {
        let section = _section
        _binder.bindCounted(scope, counts: numberOfCells.map { [section: $0] }, makeCell: { dequeuer, _, row in cellProvider(dequeuer, row) })
        return SingleSectionBinder<Kind, AnyObject, Section>(binder: _binder, section: section)
    }
}

// MARK: - Titles (tables)

extension SingleSectionBinder where Kind == TableViewKind {
    /// Binds the section's header title (`nil`: no title).
    ///
    /// - Note: A header view can hide this title, as in the original library: see <doc:HeadersAndFooters>.
    @discardableResult
    public func bind(headerTitle: String?) -> Self { bind(headerTitle: { headerTitle }) }

    /// Binds the section's header title, read again on `refresh()`.
    ///
    /// - Note: A header view can hide this title, as in the original library: see <doc:HeadersAndFooters>.
    @discardableResult
    public func bind(headerTitle: @escaping () -> String?) -> Self {
        let section = _section
        _binder.bindTitles(\.headerTitles, .sections([section]), { headerTitle().map { [section: $0] } ?? [:] })
        return self
    }

    /// Binds the section's footer title (`nil`: no title).
    ///
    /// - Note: A footer view can hide this title, as in the original library: see <doc:HeadersAndFooters>.
    @discardableResult
    public func bind(footerTitle: String?) -> Self { bind(footerTitle: { footerTitle }) }

    /// Binds the section's footer title, read again on `refresh()`.
    ///
    /// - Note: A footer view can hide this title, as in the original library: see <doc:HeadersAndFooters>.
    @discardableResult
    public func bind(footerTitle: @escaping () -> String?) -> Self {
        let section = _section
        _binder.bindTitles(\.footerTitles, .sections([section]), { footerTitle().map { [section: $0] } ?? [:] })
        return self
    }
}

// MARK: - Headers and footers

extension SingleSectionBinder {
    /// Binds a custom header view type with its view model (`nil`: no header).
    ///
    /// - Note: The view can hide the section's header title, and without a view model there is no header: see
    ///   <doc:HeadersAndFooters>.
    @discardableResult
    public func bind<Header: ViewModelBindable>(headerType: Header.Type, viewModel: Header.ViewModel?) -> Self {
        _bind(headerType: headerType, viewModel: _Source({ viewModel }, version: { 0 }))
    }

    /// Binds a custom header view type with a view model read again on `refresh()` (`nil`: no header view).
    ///
    /// - Note: The view can hide the section's header title, and without a view model there is no header: see
    ///   <doc:HeadersAndFooters>.
    @discardableResult
    public func bind<Header: ViewModelBindable>(headerType: Header.Type, viewModel: @escaping () -> Header.ViewModel?) -> Self {
        _bind(headerType: headerType, viewModel: _Source(viewModel))
    }

    /// `bind(headerType:viewModel:)` from any source.
    func _bind<Header: ViewModelBindable>(headerType: Header.Type, viewModel: _Source<Header.ViewModel?>) -> Self {
        let section = _section
        _binder.bindViews(\.headerViews, .sections([section]), headerType, viewModel.map { $0.map { [section: $0] } ?? [:] })
        return self
    }

    /// Binds a custom footer view type with its view model.
    ///
    /// - Note: The view can hide the section's footer title, and without a view model there is no footer: see
    ///   <doc:HeadersAndFooters>.
    @discardableResult
    public func bind<Footer: ViewModelBindable>(footerType: Footer.Type, viewModel: Footer.ViewModel?) -> Self {
        _bind(footerType: footerType, viewModel: _Source({ viewModel }, version: { 0 }))
    }

    /// Binds a custom footer view type with a view model read again on `refresh()`.
    ///
    /// - Note: The view can hide the section's footer title, and without a view model there is no footer: see
    ///   <doc:HeadersAndFooters>.
    @discardableResult
    public func bind<Footer: ViewModelBindable>(footerType: Footer.Type, viewModel: @escaping () -> Footer.ViewModel?) -> Self {
        _bind(footerType: footerType, viewModel: _Source(viewModel))
    }

    /// `bind(footerType:viewModel:)` from any source.
    func _bind<Footer: ViewModelBindable>(footerType: Footer.Type, viewModel: _Source<Footer.ViewModel?>) -> Self {
        let section = _section
        _binder.bindViews(\.footerViews, .sections([section]), footerType, viewModel.map { $0.map { [section: $0] } ?? [:] })
        return self
    }
}

// MARK: - Handlers

extension SingleSectionBinder {
    /// Calls `handler` with each cell the section dequeues, to configure it.
    @discardableResult
    public func onDequeue(_ handler: @escaping (_ row: Int, _ cell: Cell) -> Void) -> Self {
        _binder.append(\.handlers.dequeued, .sections([_section]), { _, row, cell, _ in (cell as? Cell).map { handler(row, $0) } })
        return self
    }

    /// Calls `handler` when a cell of the section is tapped (selected).
    @discardableResult
    public func onTapped(_ handler: @escaping (_ row: Int, _ cell: Cell) -> Void) -> Self {
        _binder.append(\.handlers.tapped, .sections([_section]), { _, row, cell, _ in (cell as? Cell).map { handler(row, $0) } })
        return self
    }

    /// Calls `handler` with each event a `cellType` cell of the section emits, with the row where it is now.
    @discardableResult
    public func onEvent<EventCell: ViewEventEmitting>(
        from cellType: EventCell.Type, _ handler: @escaping (_ row: Int, _ cell: EventCell, _ event: EventCell.ViewEvent) -> Void
    ) -> Self {
        _binder.append(\.handlers.events, .sections([_section]), { _, row, cell, event, _ in
            if let cell = cell as? EventCell, let event = event as? EventCell.ViewEvent { handler(row, cell, event) }
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
        return ModelSingleSectionBinder(binder: _binder, section: _section)
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

/// A dimension for a single-section table chain's `dimensions(_:)`.
public enum SingleSectionDimension {
    /// See `cellHeight(_:)`.
    case cellHeight((_ row: Int) -> Double)
    /// See `estimatedCellHeight(_:)`.
    case estimatedCellHeight((_ row: Int) -> Double)
    /// See `headerHeight(_:)`.
    case headerHeight(() -> Double)
    /// See `estimatedHeaderHeight(_:)`.
    case estimatedHeaderHeight(() -> Double)
    /// See `footerHeight(_:)`.
    case footerHeight(() -> Double)
    /// See `estimatedFooterHeight(_:)`.
    case estimatedFooterHeight(() -> Double)
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
