// The `updatedBy:` forms again, for `Sendable` models and view models — which Swift prefers over the general ones
// whenever the values are `Sendable`. A general form forwards to the general closure form (in its generic context the
// values are not known to be `Sendable`), so without these its diff would stay on the main actor; these forward to
// the `Sendable` closure forms instead. Documented with the general overloads (UpdateCallbacks.swift).

extension SingleSectionBinder {
    /// The same as the overload without `Sendable`, for `Sendable` models: their diff may run off the main actor.
    @inlinable @discardableResult
    public func bind<NewCell: AnyObject, Model: Sendable>(
        cellType: NewCell.Type, models: @escaping () -> [Model], updatedBy callback: inout () -> Void
    ) -> ModelSingleSectionBinder<Kind, NewCell, Section, Model> {
        callback = _binder.updateCallback()
        return bind(cellType: cellType, models: models)
    }

    /// The same as the overload without `Sendable`, for `Sendable` view models: their diff may run off the main actor.
    @inlinable @discardableResult
    public func bind<NewCell: ViewModelBindable>(
        cellType: NewCell.Type, viewModels: @escaping () -> [NewCell.ViewModel], updatedBy callback: inout () -> Void
    ) -> SingleSectionBinder<Kind, NewCell, Section> where NewCell.ViewModel: Sendable {
        callback = _binder.updateCallback()
        return bind(cellType: cellType, viewModels: viewModels)
    }

    /// The same as the overload without `Sendable`, for `Sendable` models and view models: their diff may run off the
    /// main actor.
    @inlinable @discardableResult
    public func bind<NewCell: ViewModelBindable, Model: Sendable>(
        cellType: NewCell.Type, models: @escaping () -> [Model], mapToViewModels: @escaping (Model) -> NewCell.ViewModel,
        updatedBy callback: inout () -> Void
    ) -> ModelSingleSectionBinder<Kind, NewCell, Section, Model> where NewCell.ViewModel: Sendable {
        callback = _binder.updateCallback()
        return bind(cellType: cellType, models: models, mapToViewModels: mapToViewModels)
    }

    /// The same as the overload without `Sendable`, for `Sendable` models: their diff may run off the main actor.
    @inlinable @discardableResult
    public func bind<Model: Sendable>(
        cellProvider: @escaping (CellDequeuer, Int, Model) -> AnyObject, models: @escaping () -> [Model],
        updatedBy callback: inout () -> Void
    ) -> ModelSingleSectionBinder<Kind, AnyObject, Section, Model> {
        callback = _binder.updateCallback()
        return bind(cellProvider: cellProvider, models: models)
    }
}

extension MultiSectionBinder {
    /// The same as the overload without `Sendable`, for `Sendable` models: their diff may run off the main actor.
    @inlinable @discardableResult
    public func bind<NewCell: AnyObject, Model: Sendable>(
        cellType: NewCell.Type, models: @escaping () -> [Section: [Model]], updatedBy callback: inout () -> Void
    ) -> ModelMultiSectionBinder<Kind, NewCell, Section, Model> {
        callback = _binder.updateCallback()
        return bind(cellType: cellType, models: models)
    }

    /// The same as the overload without `Sendable`, for `Sendable` view models: their diff may run off the main actor.
    @inlinable @discardableResult
    public func bind<NewCell: ViewModelBindable>(
        cellType: NewCell.Type, viewModels: @escaping () -> [Section: [NewCell.ViewModel]],
        updatedBy callback: inout () -> Void
    ) -> MultiSectionBinder<Kind, NewCell, Section> where NewCell.ViewModel: Sendable {
        callback = _binder.updateCallback()
        return bind(cellType: cellType, viewModels: viewModels)
    }

    /// The same as the overload without `Sendable`, for `Sendable` models and view models: their diff may run off the
    /// main actor.
    @inlinable @discardableResult
    public func bind<NewCell: ViewModelBindable, Model: Sendable>(
        cellType: NewCell.Type, models: @escaping () -> [Section: [Model]],
        mapToViewModels: @escaping (Model) -> NewCell.ViewModel, updatedBy callback: inout () -> Void
    ) -> ModelMultiSectionBinder<Kind, NewCell, Section, Model> where NewCell.ViewModel: Sendable {
        callback = _binder.updateCallback()
        return bind(cellType: cellType, models: models, mapToViewModels: mapToViewModels)
    }

    /// The same as the overload without `Sendable`, for `Sendable` models: their diff may run off the main actor.
    @inlinable @discardableResult
    public func bind<Model: Sendable>(
        cellProvider: @escaping (CellDequeuer, Section, Int, Model) -> AnyObject,
        models: @escaping () -> [Section: [Model]], updatedBy callback: inout () -> Void
    ) -> ModelMultiSectionBinder<Kind, AnyObject, Section, Model> {
        callback = _binder.updateCallback()
        return bind(cellProvider: cellProvider, models: models)
    }
}
