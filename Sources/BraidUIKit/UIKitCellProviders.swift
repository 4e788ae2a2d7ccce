import Foundation

// Cell providers typed with UIKit's views, as the original library's were: `(UITableView, Int, Model) ->
// UITableViewCell` for tables, and for collection views UIKit's own shape (a diffable data source's cell provider),
// `(UICollectionView, IndexPath, Model) -> UICollectionViewCell`. Each form wraps the core's `CellDequeuer` form, so
// it diffs, updates and reports exactly as that does; inside the provider `tableView.dequeue(_:)` and
// `collectionView.dequeue(_:for:)` dequeue through the binder (UITableView+Registering.swift).
//
// The forms: models (an array, or per section) given once or read again on `refresh()`, and numbers of cells; the
// publisher and async-sequence forms take the core's `CellDequeuer` provider.
//
// They are disfavoured overloads: a closure that only dequeues (`{ tableView, row, model in
// tableView.dequeue(Cell.self) }`) compiles against both forms and gets the core's; a closure or function typed
// with UIKit's views — or using a UIKit view's own API — gets these.
//
// ```swift
// func cell(for tableView: UITableView, row: Int, item: FormItem) -> UITableViewCell { … }
// binder.onTable().bind(cellProvider: cell(for:row:item:), models: items)
// ```

extension SingleSectionBinder where Kind == TableViewKind {
    /// Binds a cell provider given the `UITableView`, the row and its model.
    @inlinable @discardableResult @_disfavoredOverload
    public func bind<Model>(cellProvider: @escaping (UITableView, Int, Model) -> UITableViewCell, models: [Model])
        -> ModelSingleSectionBinder<Kind, AnyObject, Section, Model>
    {
        bind(cellProvider: _UIKitCellProvider.wrap(_binder.uiTableView, _UIKitCellProvider.row, cellProvider), models: models)
    }

    /// Binds a cell provider given the `UITableView`, to models read again on `refresh()`.
    @inlinable @discardableResult @_disfavoredOverload
    public func bind<Model>(cellProvider: @escaping (UITableView, Int, Model) -> UITableViewCell, models: @escaping () -> [Model])
        -> ModelSingleSectionBinder<Kind, AnyObject, Section, Model>
    {
        bind(cellProvider: _UIKitCellProvider.wrap(_binder.uiTableView, _UIKitCellProvider.row, cellProvider), models: models)
    }

    /// Binds a cell provider given the `UITableView` and the row, for `numberOfCells` cells.
    @discardableResult @_disfavoredOverload
    public func bind(cellProvider: @escaping (UITableView, Int) -> UITableViewCell, numberOfCells: Int)
        -> SingleSectionBinder<Kind, AnyObject, Section>
    {
        bind(cellProvider: _UIKitCellProvider.wrap(_binder.uiTableView, _UIKitCellProvider.row, cellProvider),
             numberOfCells: numberOfCells)
    }

    /// Binds a cell provider given the `UITableView` and the row, for a number of cells read again on `refresh()`.
    @discardableResult @_disfavoredOverload
    public func bind(cellProvider: @escaping (UITableView, Int) -> UITableViewCell, numberOfCells: @escaping () -> Int)
        -> SingleSectionBinder<Kind, AnyObject, Section>
    {
        bind(cellProvider: _UIKitCellProvider.wrap(_binder.uiTableView, _UIKitCellProvider.row, cellProvider),
             numberOfCells: numberOfCells)
    }
}

extension MultiSectionBinder where Kind == TableViewKind {
    /// Binds a cell provider given the `UITableView`, the section, the row and its model, models given per section.
    @inlinable @discardableResult @_disfavoredOverload
    public func bind<Model>(
        cellProvider: @escaping (UITableView, Section, Int, Model) -> UITableViewCell, models: [Section: [Model]]
    ) -> ModelMultiSectionBinder<Kind, AnyObject, Section, Model> {
        bind(cellProvider: _UIKitCellProvider.wrap(_binder.uiTableView, _UIKitCellProvider.row, cellProvider), models: models)
    }

    /// Binds a cell provider given the `UITableView`, to models per section read again on `refresh()`.
    @inlinable @discardableResult @_disfavoredOverload
    public func bind<Model>(
        cellProvider: @escaping (UITableView, Section, Int, Model) -> UITableViewCell,
        models: @escaping () -> [Section: [Model]]
    ) -> ModelMultiSectionBinder<Kind, AnyObject, Section, Model> {
        bind(cellProvider: _UIKitCellProvider.wrap(_binder.uiTableView, _UIKitCellProvider.row, cellProvider), models: models)
    }

    /// Binds a cell provider given the `UITableView`, the section and the row, for a number of cells per section.
    @discardableResult @_disfavoredOverload
    public func bind(cellProvider: @escaping (UITableView, Section, Int) -> UITableViewCell, numberOfCells: [Section: Int])
        -> MultiSectionBinder<Kind, AnyObject, Section>
    {
        bind(cellProvider: _UIKitCellProvider.wrap(_binder.uiTableView, _UIKitCellProvider.row, cellProvider),
             numberOfCells: numberOfCells)
    }

    /// Binds a cell provider given the `UITableView`, for numbers of cells per section read again on `refresh()`.
    @discardableResult @_disfavoredOverload
    public func bind(
        cellProvider: @escaping (UITableView, Section, Int) -> UITableViewCell, numberOfCells: @escaping () -> [Section: Int]
    ) -> MultiSectionBinder<Kind, AnyObject, Section> {
        bind(cellProvider: _UIKitCellProvider.wrap(_binder.uiTableView, _UIKitCellProvider.row, cellProvider),
             numberOfCells: numberOfCells)
    }
}

extension SingleSectionBinder where Kind == CollectionViewKind {
    /// Binds a cell provider given the `UICollectionView`, the item's index path and its model — UIKit's shape.
    @inlinable @discardableResult @_disfavoredOverload
    public func bind<Model>(
        cellProvider: @escaping (UICollectionView, IndexPath, Model) -> UICollectionViewCell, models: [Model]
    ) -> ModelSingleSectionBinder<Kind, AnyObject, Section, Model> {
        bind(cellProvider: _UIKitCellProvider.wrap(_binder.uiCollectionView, _UIKitCellProvider.indexPath, cellProvider),
             models: models)
    }

    /// Binds a cell provider given the `UICollectionView`, to models read again on `refresh()`.
    @inlinable @discardableResult @_disfavoredOverload
    public func bind<Model>(
        cellProvider: @escaping (UICollectionView, IndexPath, Model) -> UICollectionViewCell,
        models: @escaping () -> [Model]
    ) -> ModelSingleSectionBinder<Kind, AnyObject, Section, Model> {
        bind(cellProvider: _UIKitCellProvider.wrap(_binder.uiCollectionView, _UIKitCellProvider.indexPath, cellProvider),
             models: models)
    }

    /// Binds a cell provider given the `UICollectionView` and the item's index path, for `numberOfCells` cells.
    @discardableResult @_disfavoredOverload
    public func bind(cellProvider: @escaping (UICollectionView, IndexPath) -> UICollectionViewCell, numberOfCells: Int)
        -> SingleSectionBinder<Kind, AnyObject, Section>
    {
        bind(cellProvider: _UIKitCellProvider.wrap(_binder.uiCollectionView, _UIKitCellProvider.indexPath, cellProvider),
             numberOfCells: numberOfCells)
    }

    /// Binds a cell provider given the `UICollectionView` and the item's index path, for a number of cells read
    /// again on `refresh()`.
    @discardableResult @_disfavoredOverload
    public func bind(
        cellProvider: @escaping (UICollectionView, IndexPath) -> UICollectionViewCell, numberOfCells: @escaping () -> Int
    ) -> SingleSectionBinder<Kind, AnyObject, Section> {
        bind(cellProvider: _UIKitCellProvider.wrap(_binder.uiCollectionView, _UIKitCellProvider.indexPath, cellProvider),
             numberOfCells: numberOfCells)
    }
}

extension MultiSectionBinder where Kind == CollectionViewKind {
    /// Binds a cell provider given the `UICollectionView`, the section, the item's index path and its model, models
    /// given per section.
    @inlinable @discardableResult @_disfavoredOverload
    public func bind<Model>(
        cellProvider: @escaping (UICollectionView, Section, IndexPath, Model) -> UICollectionViewCell,
        models: [Section: [Model]]
    ) -> ModelMultiSectionBinder<Kind, AnyObject, Section, Model> {
        bind(cellProvider: _UIKitCellProvider.wrap(_binder.uiCollectionView, _UIKitCellProvider.indexPath, cellProvider),
             models: models)
    }

    /// Binds a cell provider given the `UICollectionView`, the section, the item's index path and its model, to
    /// models per section read again on `refresh()`.
    @inlinable @discardableResult @_disfavoredOverload
    public func bind<Model>(
        cellProvider: @escaping (UICollectionView, Section, IndexPath, Model) -> UICollectionViewCell,
        models: @escaping () -> [Section: [Model]]
    ) -> ModelMultiSectionBinder<Kind, AnyObject, Section, Model> {
        bind(cellProvider: _UIKitCellProvider.wrap(_binder.uiCollectionView, _UIKitCellProvider.indexPath, cellProvider),
             models: models)
    }
}
