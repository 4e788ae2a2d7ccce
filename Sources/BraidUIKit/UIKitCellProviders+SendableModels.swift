import Foundation

// The UIKit-typed cell providers that carry models, again for `Sendable` models — which Swift prefers over the
// general ones whenever the models are `Sendable`. A general form forwards to the core's general form (in its generic
// context the models are not known to be `Sendable`), so without these its diff would stay on the main actor; these
// forward to the core's `Sendable` forms instead. Documented with the general overloads (UIKitCellProviders.swift).

extension SingleSectionBinder where Kind == TableViewKind {
    /// The same as the overload without `Sendable`, for `Sendable` models: their diff may run off the main actor.
    @inlinable @discardableResult @_disfavoredOverload
    public func bind<Model: Sendable>(cellProvider: @escaping (UITableView, Int, Model) -> UITableViewCell, models: [Model])
        -> ModelSingleSectionBinder<Kind, AnyObject, Section, Model>
    {
        bind(cellProvider: _UIKitCellProvider.wrap(_binder.uiTableView, _UIKitCellProvider.row, cellProvider), models: models)
    }

    /// The same as the overload without `Sendable`, for `Sendable` models: their diff may run off the main actor.
    @inlinable @discardableResult @_disfavoredOverload
    public func bind<Model: Sendable>(cellProvider: @escaping (UITableView, Int, Model) -> UITableViewCell, models: @escaping () -> [Model])
        -> ModelSingleSectionBinder<Kind, AnyObject, Section, Model>
    {
        bind(cellProvider: _UIKitCellProvider.wrap(_binder.uiTableView, _UIKitCellProvider.row, cellProvider), models: models)
    }
}

extension MultiSectionBinder where Kind == TableViewKind {
    /// The same as the overload without `Sendable`, for `Sendable` models: their diff may run off the main actor.
    @inlinable @discardableResult @_disfavoredOverload
    public func bind<Model: Sendable>(
        cellProvider: @escaping (UITableView, Section, Int, Model) -> UITableViewCell, models: [Section: [Model]]
    ) -> ModelMultiSectionBinder<Kind, AnyObject, Section, Model> {
        bind(cellProvider: _UIKitCellProvider.wrap(_binder.uiTableView, _UIKitCellProvider.row, cellProvider), models: models)
    }

    /// The same as the overload without `Sendable`, for `Sendable` models: their diff may run off the main actor.
    @inlinable @discardableResult @_disfavoredOverload
    public func bind<Model: Sendable>(
        cellProvider: @escaping (UITableView, Section, Int, Model) -> UITableViewCell,
        models: @escaping () -> [Section: [Model]]
    ) -> ModelMultiSectionBinder<Kind, AnyObject, Section, Model> {
        bind(cellProvider: _UIKitCellProvider.wrap(_binder.uiTableView, _UIKitCellProvider.row, cellProvider), models: models)
    }
}

extension SingleSectionBinder where Kind == CollectionViewKind {
    /// The same as the overload without `Sendable`, for `Sendable` models: their diff may run off the main actor.
    @inlinable @discardableResult @_disfavoredOverload
    public func bind<Model: Sendable>(
        cellProvider: @escaping (UICollectionView, IndexPath, Model) -> UICollectionViewCell, models: [Model]
    ) -> ModelSingleSectionBinder<Kind, AnyObject, Section, Model> {
        bind(cellProvider: _UIKitCellProvider.wrap(_binder.uiCollectionView, _UIKitCellProvider.indexPath, cellProvider),
             models: models)
    }

    /// The same as the overload without `Sendable`, for `Sendable` models: their diff may run off the main actor.
    @inlinable @discardableResult @_disfavoredOverload
    public func bind<Model: Sendable>(
        cellProvider: @escaping (UICollectionView, IndexPath, Model) -> UICollectionViewCell,
        models: @escaping () -> [Model]
    ) -> ModelSingleSectionBinder<Kind, AnyObject, Section, Model> {
        bind(cellProvider: _UIKitCellProvider.wrap(_binder.uiCollectionView, _UIKitCellProvider.indexPath, cellProvider),
             models: models)
    }
}

extension MultiSectionBinder where Kind == CollectionViewKind {
    /// The same as the overload without `Sendable`, for `Sendable` models: their diff may run off the main actor.
    @inlinable @discardableResult @_disfavoredOverload
    public func bind<Model: Sendable>(
        cellProvider: @escaping (UICollectionView, Section, IndexPath, Model) -> UICollectionViewCell,
        models: [Section: [Model]]
    ) -> ModelMultiSectionBinder<Kind, AnyObject, Section, Model> {
        bind(cellProvider: _UIKitCellProvider.wrap(_binder.uiCollectionView, _UIKitCellProvider.indexPath, cellProvider),
             models: models)
    }

    /// The same as the overload without `Sendable`, for `Sendable` models: their diff may run off the main actor.
    @inlinable @discardableResult @_disfavoredOverload
    public func bind<Model: Sendable>(
        cellProvider: @escaping (UICollectionView, Section, IndexPath, Model) -> UICollectionViewCell,
        models: @escaping () -> [Section: [Model]]
    ) -> ModelMultiSectionBinder<Kind, AnyObject, Section, Model> {
        bind(cellProvider: _UIKitCellProvider.wrap(_binder.uiCollectionView, _UIKitCellProvider.indexPath, cellProvider),
             models: models)
    }
}
