// The data-binding methods of _MultiSectionChain again, for `Sendable` models and view models — which Swift prefers over
// the general ones whenever the values are `Sendable`. They differ only in making the values' diff traits with
// `_DiffTraits(sendable:)` (directly, or through the overload they forward to), which lets the binder diff them off
// the main actor (see `SectionedBinder.offMainActorDiffThreshold`). `Sendable` is known only statically, so
// only an overload can tell it. Documented with the general overloads.

extension MultiSectionBinder {
    /// The same as the overload without `Sendable`, for `Sendable` models: their diff may run off the main actor.
    @inlinable @discardableResult
    public func bind<NewCell: AnyObject, Model: Sendable, Source: Publisher>(cellType: NewCell.Type, models: Source)
        -> ModelMultiSectionBinder<Kind, NewCell, Section, Model> where Source.Output == [Section: [Model]]
    {
        let latest = _binder.latest(of: models)
        return _bind(cellType: cellType, models: _Source({ latest.value ?? [:] }, version: { latest.version }), traits: _DiffTraits(sendable: Model.self))
    }

    /// The same as the overload without `Sendable`, for `Sendable` view models: their diff may run off the main actor.
    @inlinable @discardableResult
    public func bind<NewCell: ViewModelBindable, Source: Publisher>(cellType: NewCell.Type, viewModels: Source)
        -> MultiSectionBinder<Kind, NewCell, Section> where Source.Output == [Section: [NewCell.ViewModel]], NewCell.ViewModel: Sendable
    {
        let latest = _binder.latest(of: viewModels)
        return _bind(cellType: cellType, viewModels: _Source({ latest.value ?? [:] }, version: { latest.version }), traits: _DiffTraits(sendable: NewCell.ViewModel.self))
    }

    /// The same as the overload without `Sendable`, for `Sendable` models and view models: their diff may run off the main actor.
    @inlinable @discardableResult
    public func bind<NewCell: ViewModelBindable, Model: Sendable, Source: Publisher>(
        cellType: NewCell.Type, models: Source, mapToViewModels: @escaping (Model) -> NewCell.ViewModel
    ) -> ModelMultiSectionBinder<Kind, NewCell, Section, Model> where Source.Output == [Section: [Model]], NewCell.ViewModel: Sendable {
        let latest = _binder.latest(of: models)
        return _bind(cellType: cellType, models: _Source({ latest.value ?? [:] }, version: { latest.version }), mapToViewModels: mapToViewModels, traits: _DiffTraits(sendable: Model.self), viewModelTraits: _DiffTraits(sendable: NewCell.ViewModel.self))
    }

    /// The same as the overload without `Sendable`, for `Sendable` models: their diff may run off the main actor.
    @inlinable @discardableResult
    public func bind<Model: Sendable, Source: Publisher>(
        cellProvider: @escaping (CellDequeuer, Section, Int, Model) -> AnyObject, models: Source
    ) -> ModelMultiSectionBinder<Kind, AnyObject, Section, Model> where Source.Output == [Section: [Model]] {
        let latest = _binder.latest(of: models)
        return _bind(cellProvider: cellProvider, models: _Source({ latest.value ?? [:] }, version: { latest.version }), traits: _DiffTraits(sendable: Model.self))
    }

    /// The same as the overload without `Sendable`, for `Sendable` models: their diff may run off the main actor.
    @inlinable @discardableResult
    public func bind<NewCell: AnyObject, Model: Sendable, Source: AsyncSequence>(cellType: NewCell.Type, models: Source)
        -> ModelMultiSectionBinder<Kind, NewCell, Section, Model> where Source.Element == [Section: [Model]]
    {
        let latest = _binder.latest(of: models)
        return _bind(cellType: cellType, models: _Source({ latest.value ?? [:] }, version: { latest.version }), traits: _DiffTraits(sendable: Model.self))
    }

    /// The same as the overload without `Sendable`, for `Sendable` view models: their diff may run off the main actor.
    @inlinable @discardableResult
    public func bind<NewCell: ViewModelBindable, Source: AsyncSequence>(cellType: NewCell.Type, viewModels: Source)
        -> MultiSectionBinder<Kind, NewCell, Section> where Source.Element == [Section: [NewCell.ViewModel]], NewCell.ViewModel: Sendable
    {
        let latest = _binder.latest(of: viewModels)
        return _bind(cellType: cellType, viewModels: _Source({ latest.value ?? [:] }, version: { latest.version }), traits: _DiffTraits(sendable: NewCell.ViewModel.self))
    }

    /// The same as the overload without `Sendable`, for `Sendable` models and view models: their diff may run off the main actor.
    @inlinable @discardableResult
    public func bind<NewCell: ViewModelBindable, Model: Sendable, Source: AsyncSequence>(
        cellType: NewCell.Type, models: Source, mapToViewModels: @escaping (Model) -> NewCell.ViewModel
    ) -> ModelMultiSectionBinder<Kind, NewCell, Section, Model> where Source.Element == [Section: [Model]], NewCell.ViewModel: Sendable {
        let latest = _binder.latest(of: models)
        return _bind(cellType: cellType, models: _Source({ latest.value ?? [:] }, version: { latest.version }), mapToViewModels: mapToViewModels, traits: _DiffTraits(sendable: Model.self), viewModelTraits: _DiffTraits(sendable: NewCell.ViewModel.self))
    }

    /// The same as the overload without `Sendable`, for `Sendable` models: their diff may run off the main actor.
    @inlinable @discardableResult
    public func bind<Model: Sendable, Source: AsyncSequence>(
        cellProvider: @escaping (CellDequeuer, Section, Int, Model) -> AnyObject, models: Source
    ) -> ModelMultiSectionBinder<Kind, AnyObject, Section, Model> where Source.Element == [Section: [Model]] {
        let latest = _binder.latest(of: models)
        return _bind(cellProvider: cellProvider, models: _Source({ latest.value ?? [:] }, version: { latest.version }), traits: _DiffTraits(sendable: Model.self))
    }
}
