// The data-binding methods of _SingleSectionChain again, for `Sendable` models and view models — which Swift prefers over
// the general ones whenever the values are `Sendable`. They differ only in making the values' diff traits with
// `_DiffTraits(sendable:)` (directly, or through the overload they forward to), which lets the binder diff them off
// the main actor (see `SectionedBinder.offMainActorDiffThreshold`). `Sendable` is known only statically, so
// only an overload can tell it. Documented with the general overloads.

extension SingleSectionBinder {
    /// The same as the overload without `Sendable`, for `Sendable` models: their diff may run off the main actor.
    @inlinable @discardableResult
    public func bind<NewCell: AnyObject, Model: Sendable>(cellType: NewCell.Type, models: [Model])
        -> ModelSingleSectionBinder<Kind, NewCell, Section, Model>
    {
        _bind(cellType: cellType, models: _Source({ models }, version: { 0 }), traits: _DiffTraits(sendable: Model.self))
    }

    /// The same as the overload without `Sendable`, for `Sendable` models: their diff may run off the main actor.
    @inlinable @discardableResult
    public func bind<NewCell: AnyObject, Model: Sendable>(cellType: NewCell.Type, models: @escaping () -> [Model])
        -> ModelSingleSectionBinder<Kind, NewCell, Section, Model>
    {
        _bind(cellType: cellType, models: _Source(models), traits: _DiffTraits(sendable: Model.self))
    }

    /// The same as the overload without `Sendable`, for `Sendable` view models: their diff may run off the main actor.
    @inlinable @discardableResult
    public func bind<NewCell: ViewModelBindable>(cellType: NewCell.Type, viewModels: [NewCell.ViewModel])
        -> SingleSectionBinder<Kind, NewCell, Section> where NewCell.ViewModel: Sendable
    {
        _bind(cellType: cellType, viewModels: _Source({ viewModels }, version: { 0 }), traits: _DiffTraits(sendable: NewCell.ViewModel.self))
    }

    /// The same as the overload without `Sendable`, for `Sendable` view models: their diff may run off the main actor.
    @inlinable @discardableResult
    public func bind<NewCell: ViewModelBindable>(cellType: NewCell.Type, viewModels: @escaping () -> [NewCell.ViewModel])
        -> SingleSectionBinder<Kind, NewCell, Section> where NewCell.ViewModel: Sendable
    {
        _bind(cellType: cellType, viewModels: _Source(viewModels), traits: _DiffTraits(sendable: NewCell.ViewModel.self))
    }

    /// The same as the overload without `Sendable`, for `Sendable` models and view models: their diff may run off the main actor.
    @inlinable @discardableResult
    public func bind<NewCell: ViewModelBindable, Model: Sendable>(
        cellType: NewCell.Type, models: [Model], mapToViewModels: @escaping (Model) -> NewCell.ViewModel
    ) -> ModelSingleSectionBinder<Kind, NewCell, Section, Model> where NewCell.ViewModel: Sendable {
        _bind(cellType: cellType, models: _Source({ models }, version: { 0 }), mapToViewModels: mapToViewModels, traits: _DiffTraits(sendable: Model.self), viewModelTraits: _DiffTraits(sendable: NewCell.ViewModel.self))
    }

    /// The same as the overload without `Sendable`, for `Sendable` models and view models: their diff may run off the main actor.
    @inlinable @discardableResult
    public func bind<NewCell: ViewModelBindable, Model: Sendable>(
        cellType: NewCell.Type, models: @escaping () -> [Model], mapToViewModels: @escaping (Model) -> NewCell.ViewModel
    ) -> ModelSingleSectionBinder<Kind, NewCell, Section, Model> where NewCell.ViewModel: Sendable {
        _bind(cellType: cellType, models: _Source(models), mapToViewModels: mapToViewModels,
              traits: _DiffTraits(sendable: Model.self), viewModelTraits: _DiffTraits(sendable: NewCell.ViewModel.self))
    }

    /// The same as the overload without `Sendable`, for `Sendable` models: their diff may run off the main actor.
    @inlinable @discardableResult
    public func bind<Model: Sendable>(cellProvider: @escaping (CellDequeuer, Int, Model) -> AnyObject, models: [Model])
        -> ModelSingleSectionBinder<Kind, AnyObject, Section, Model>
    {
        _bind(cellProvider: cellProvider, models: _Source({ models }, version: { 0 }), traits: _DiffTraits(sendable: Model.self))
    }

    /// The same as the overload without `Sendable`, for `Sendable` models: their diff may run off the main actor.
    @inlinable @discardableResult
    public func bind<Model: Sendable>(cellProvider: @escaping (CellDequeuer, Int, Model) -> AnyObject, models: @escaping () -> [Model])
        -> ModelSingleSectionBinder<Kind, AnyObject, Section, Model>
    {
        _bind(cellProvider: cellProvider, models: _Source(models), traits: _DiffTraits(sendable: Model.self))
    }
}
