/// The tutorials' *update callbacks*: every cell binding method that reads a closure also takes
/// `updatedBy: &callback`, and sets `callback` to a function that updates the table from the closures.
///
/// ```swift
/// var updateFirstSection: () -> Void = {}
/// binder.onSection(.first)
///     .bind(cellType: MyCell.self, models: { firstSectionModels }, updatedBy: &updateFirstSection)
/// firstSectionModels.append(model)
/// updateFirstSection()   // same as binder.refresh()
/// ```
///
/// Calling the callback is calling ``SectionedTableViewBinder/refresh()``: every closure is read again, and
/// callbacks and refreshes made in the same turn become one update. The callback holds the binder weakly;
/// after the binder is gone it does nothing.
extension SectionedBinder {
    /// A callback that refreshes this binder while it exists.
    @usableFromInline
    func updateCallback() -> () -> Void {
        { [weak self] in self?.refresh() }
    }
}

// MARK: - Single-section chains

extension SingleSectionBinder {
    /// `bind(cellType:models:)` with a closure, and sets `callback` to refresh the binder.
    @inlinable @discardableResult
    public func bind<NewCell: AnyObject, Model>(
        cellType: NewCell.Type, models: @escaping () -> [Model], updatedBy callback: inout () -> Void
    ) -> ModelSingleSectionBinder<Kind, NewCell, Section, Model> {
        callback = _binder.updateCallback()
        return bind(cellType: cellType, models: models)
    }

    /// `bind(cellType:viewModels:)` with a closure, and sets `callback` to refresh the binder.
    @inlinable @discardableResult
    public func bind<NewCell: ViewModelBindable>(
        cellType: NewCell.Type, viewModels: @escaping () -> [NewCell.ViewModel], updatedBy callback: inout () -> Void
    ) -> SingleSectionBinder<Kind, NewCell, Section> {
        callback = _binder.updateCallback()
        return bind(cellType: cellType, viewModels: viewModels)
    }

    /// `bind(cellType:models:mapToViewModels:)` with a closure, and sets `callback` to refresh the binder.
    @inlinable @discardableResult
    public func bind<NewCell: ViewModelBindable, Model>(
        cellType: NewCell.Type, models: @escaping () -> [Model], mapToViewModels: @escaping (Model) -> NewCell.ViewModel,
        updatedBy callback: inout () -> Void
    ) -> ModelSingleSectionBinder<Kind, NewCell, Section, Model> {
        callback = _binder.updateCallback()
        return bind(cellType: cellType, models: models, mapToViewModels: mapToViewModels)
    }

    /// `bind(cellProvider:models:)` with a closure, and sets `callback` to refresh the binder.
    @inlinable @discardableResult
    public func bind<Model>(
        cellProvider: @escaping (CellDequeuer, Int, Model) -> AnyObject, models: @escaping () -> [Model],
        updatedBy callback: inout () -> Void
    ) -> ModelSingleSectionBinder<Kind, AnyObject, Section, Model> {
        callback = _binder.updateCallback()
        return bind(cellProvider: cellProvider, models: models)
    }

    /// `bind(cellProvider:numberOfCells:)` with a closure, and sets `callback` to refresh the binder.
    @discardableResult
    public func bind(
        cellProvider: @escaping (CellDequeuer, Int) -> AnyObject, numberOfCells: @escaping () -> Int,
        updatedBy callback: inout () -> Void
    ) -> SingleSectionBinder<Kind, AnyObject, Section> {
        callback = _binder.updateCallback()
        return bind(cellProvider: cellProvider, numberOfCells: numberOfCells)
    }
}

// MARK: - Multi-section chains

extension MultiSectionBinder {
    /// `bind(cellType:models:)` with a closure of models per section, and sets `callback` to refresh the binder.
    @inlinable @discardableResult
    public func bind<NewCell: AnyObject, Model>(
        cellType: NewCell.Type, models: @escaping () -> [Section: [Model]], updatedBy callback: inout () -> Void
    ) -> ModelMultiSectionBinder<Kind, NewCell, Section, Model> {
        callback = _binder.updateCallback()
        return bind(cellType: cellType, models: models)
    }

    /// `bind(cellType:viewModels:)` with a closure of view models per section, and sets `callback` to refresh
    /// the binder.
    @inlinable @discardableResult
    public func bind<NewCell: ViewModelBindable>(
        cellType: NewCell.Type, viewModels: @escaping () -> [Section: [NewCell.ViewModel]],
        updatedBy callback: inout () -> Void
    ) -> MultiSectionBinder<Kind, NewCell, Section> {
        callback = _binder.updateCallback()
        return bind(cellType: cellType, viewModels: viewModels)
    }

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

    /// `bind(cellProvider:models:)` with a closure of models per section, and sets `callback` to refresh the
    /// binder.
    @inlinable @discardableResult
    public func bind<Model>(
        cellProvider: @escaping (CellDequeuer, Section, Int, Model) -> AnyObject,
        models: @escaping () -> [Section: [Model]], updatedBy callback: inout () -> Void
    ) -> ModelMultiSectionBinder<Kind, AnyObject, Section, Model> {
        callback = _binder.updateCallback()
        return bind(cellProvider: cellProvider, models: models)
    }

    /// `bind(cellProvider:numberOfCells:)` with a closure of counts per section, and sets `callback` to refresh
    /// the binder.
    @discardableResult
    public func bind(
        cellProvider: @escaping (CellDequeuer, Section, Int) -> AnyObject, numberOfCells: @escaping () -> [Section: Int],
        updatedBy callback: inout () -> Void
    ) -> MultiSectionBinder<Kind, AnyObject, Section> {
        callback = _binder.updateCallback()
        return bind(cellProvider: cellProvider, numberOfCells: numberOfCells)
    }
}
