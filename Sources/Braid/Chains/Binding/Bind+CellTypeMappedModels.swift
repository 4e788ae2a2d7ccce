// bind(cellType:models:mapToViewModels:): a `ViewModelBindable` cell type bound to models mapped to view models: the
// cells get the view models, handlers the models — every form of it, on single-section and multi-section chains.
//
// Every form hands its data to the binder as a `_Source` (a constant, a closure read again on every update, or a
// reactive source's latest value) through one internal `_bind`, which is the only place that binds. A publisher's or
// async sequence's values are delivered on the main actor and join the current turn's update; the subscription lives as
// long as the binder.

extension SingleSectionBinder {
    // MARK: Arrays and closures

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
        let chainModels = _binder.bindCells(scope, cellType: cellType, models: traits, viewModels: viewModelTraits,
                          items: models.map { [section: $0] }, split: { ($0, $0.map(mapToViewModels)) },
                          makeCell: { dequeuer, items, row in
                              dequeuer.dequeueOrReport(cellType) { $0.viewModel = items.viewModels?[row] }
                          })
        return ModelSingleSectionBinder(binder: _binder, section: section, models: chainModels)
    }

    // MARK: Publishers and async sequences

    /// Binds a ``ViewModelBindable`` cell type to models delivered by a publisher, mapped to view models.
    @inlinable @discardableResult @_disfavoredOverload
    public func bind<NewCell: ViewModelBindable, Model, Source: Publisher>(
        cellType: NewCell.Type, models: Source, mapToViewModels: @escaping (Model) -> NewCell.ViewModel
    ) -> ModelSingleSectionBinder<Kind, NewCell, Section, Model> where Source.Output == [Model] {
        let latest = _binder.latest(of: models)
        return _bind(cellType: cellType, models: _Source(latest, none: []), mapToViewModels: mapToViewModels, traits: _DiffTraits(of: Model.self), viewModelTraits: _DiffTraits(of: NewCell.ViewModel.self))
    }

    /// Binds a ``ViewModelBindable`` cell type to models delivered by a async sequence, mapped to view models.
    @inlinable @discardableResult @_disfavoredOverload
    public func bind<NewCell: ViewModelBindable, Model, Source: AsyncSequence>(
        cellType: NewCell.Type, models: Source, mapToViewModels: @escaping (Model) -> NewCell.ViewModel
    ) -> ModelSingleSectionBinder<Kind, NewCell, Section, Model> where Source.Element == [Model] {
        let latest = _binder.latest(of: models)
        return _bind(cellType: cellType, models: _Source(latest, none: []), mapToViewModels: mapToViewModels, traits: _DiffTraits(of: Model.self), viewModelTraits: _DiffTraits(of: NewCell.ViewModel.self))
    }

    // MARK: Update callbacks (`updatedBy:`)

    /// `bind(cellType:models:mapToViewModels:)` with a closure, and sets `callback` to refresh the binder.
    @inlinable @discardableResult
    public func bind<NewCell: ViewModelBindable, Model>(
        cellType: NewCell.Type, models: @escaping () -> [Model], mapToViewModels: @escaping (Model) -> NewCell.ViewModel,
        updatedBy callback: inout () -> Void
    ) -> ModelSingleSectionBinder<Kind, NewCell, Section, Model> {
        callback = _binder.updateCallback()
        return bind(cellType: cellType, models: models, mapToViewModels: mapToViewModels)
    }

}

extension MultiSectionBinder {
    // MARK: Arrays and closures

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
        let chainModels = _binder.bindCells(_scope, cellType: cellType, models: traits, viewModels: viewModelTraits,
                          items: models, split: { ($0, $0.map(mapToViewModels)) },
                          makeCell: { dequeuer, items, row in
                              dequeuer.dequeueOrReport(cellType) { $0.viewModel = items.viewModels?[row] }
                          })
        return ModelMultiSectionBinder(binder: _binder, scope: _scope, models: chainModels)
    }

    // MARK: Publishers and async sequences

    /// Binds a ``ViewModelBindable`` cell type to models per section delivered by a publisher, mapped to view models.
    @inlinable @discardableResult @_disfavoredOverload
    public func bind<NewCell: ViewModelBindable, Model, Source: Publisher>(
        cellType: NewCell.Type, models: Source, mapToViewModels: @escaping (Model) -> NewCell.ViewModel
    ) -> ModelMultiSectionBinder<Kind, NewCell, Section, Model> where Source.Output == [Section: [Model]] {
        let latest = _binder.latest(of: models)
        return _bind(cellType: cellType, models: _Source(latest, none: [:]), mapToViewModels: mapToViewModels, traits: _DiffTraits(of: Model.self), viewModelTraits: _DiffTraits(of: NewCell.ViewModel.self))
    }

    /// Binds a ``ViewModelBindable`` cell type to models per section delivered by a async sequence, mapped to view models.
    @inlinable @discardableResult @_disfavoredOverload
    public func bind<NewCell: ViewModelBindable, Model, Source: AsyncSequence>(
        cellType: NewCell.Type, models: Source, mapToViewModels: @escaping (Model) -> NewCell.ViewModel
    ) -> ModelMultiSectionBinder<Kind, NewCell, Section, Model> where Source.Element == [Section: [Model]] {
        let latest = _binder.latest(of: models)
        return _bind(cellType: cellType, models: _Source(latest, none: [:]), mapToViewModels: mapToViewModels, traits: _DiffTraits(of: Model.self), viewModelTraits: _DiffTraits(of: NewCell.ViewModel.self))
    }

    // MARK: Update callbacks (`updatedBy:`)

    /// `bind(cellType:models:mapToViewModels:)` with a closure of models per section, and sets `callback` to
    /// refresh the binder.
    @inlinable @discardableResult
    public func bind<NewCell: ViewModelBindable, Model>(
        cellType: NewCell.Type, models: @escaping () -> [Section: [Model]],
        mapToViewModels: @escaping (Model) -> NewCell.ViewModel, updatedBy callback: inout () -> Void
    ) -> ModelMultiSectionBinder<Kind, NewCell, Section, Model> {
        callback = _binder.updateCallback()
        return bind(cellType: cellType, models: models, mapToViewModels: mapToViewModels)
    }

}
