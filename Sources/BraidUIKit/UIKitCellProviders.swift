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

/// What the UIKit-typed cell providers share (not API): each form is the core's `CellDequeuer` form of a provider
/// wrapped here, which runs it with the binder's dequeuer at hand, given the view and the place of the cell — the
/// row for a table, the index path for a collection view.
@MainActor @usableFromInline
enum _UIKitCellProvider {
    /// The view a provider is running for, and the binder's dequeuer for the cell being asked for.
    private static var current: (view: ObjectIdentifier, dequeuer: CellDequeuer)?

    /// A table cell's place: its row.
    @usableFromInline
    static func row(_ dequeuer: CellDequeuer, _ row: Int) -> Int { row }

    /// A collection cell's place: UIKit's index path of the item being asked for.
    @usableFromInline
    static func indexPath(_ dequeuer: CellDequeuer, _ row: Int) -> IndexPath {
        IndexPath(item: dequeuer.path.item, section: dequeuer.path.section)
    }

    /// A provider with a model as the core's form.
    @usableFromInline
    static func wrap<View: AnyObject, Place, Model>(
        _ view: View?, _ place: @escaping (CellDequeuer, Int) -> Place, _ provider: @escaping (View, Place, Model) -> AnyObject
    ) -> (CellDequeuer, Int, Model) -> AnyObject {
        { [weak view] dequeuer, row, model in run(view, dequeuer) { provider($0, place(dequeuer, row), model) } }
    }

    /// A provider with a section and a model as the core's form.
    @usableFromInline
    static func wrap<View: AnyObject, Place, Section, Model>(
        _ view: View?, _ place: @escaping (CellDequeuer, Int) -> Place,
        _ provider: @escaping (View, Section, Place, Model) -> AnyObject
    ) -> (CellDequeuer, Section, Int, Model) -> AnyObject {
        { [weak view] dequeuer, section, row, model in
            run(view, dequeuer) { provider($0, section, place(dequeuer, row), model) }
        }
    }

    /// A provider without a model as the core's form.
    @usableFromInline
    static func wrap<View: AnyObject, Place>(
        _ view: View?, _ place: @escaping (CellDequeuer, Int) -> Place, _ provider: @escaping (View, Place) -> AnyObject
    ) -> (CellDequeuer, Int) -> AnyObject {
        { [weak view] dequeuer, row in run(view, dequeuer) { provider($0, place(dequeuer, row)) } }
    }

    /// A provider with a section and without a model as the core's form.
    @usableFromInline
    static func wrap<View: AnyObject, Place, Section>(
        _ view: View?, _ place: @escaping (CellDequeuer, Int) -> Place, _ provider: @escaping (View, Section, Place) -> AnyObject
    ) -> (CellDequeuer, Section, Int) -> AnyObject {
        { [weak view] dequeuer, section, row in run(view, dequeuer) { provider($0, section, place(dequeuer, row)) } }
    }

    /// Runs `provide` with `view`, `dequeuer` at hand for the dequeue conveniences.
    private static func run<View: AnyObject>(_ view: View?, _ dequeuer: CellDequeuer, _ provide: (View) -> AnyObject) -> AnyObject {
        guard let view else {
            fatalError("""
                Braid: a cell provider taking a \(View.self) is bound on a binder that was not made with one (it was \
                made with another host); take the CellDequeuer form, `{ dequeuer, row, model in … }`.
                """)
        }
        let outer = current
        current = (ObjectIdentifier(view), dequeuer)
        defer { current = outer }
        return provide(view)
    }

    /// The binder's dequeuer while a provider runs for `view`.
    static func dequeuer(for view: AnyObject) -> CellDequeuer? {
        guard let current, current.view == ObjectIdentifier(view) else { return nil }
        return current.dequeuer
    }
}
