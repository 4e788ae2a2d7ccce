/// A binding chain for several named sections — or, from `onAllSections()`, for every section whose cells
/// are not bound by name — before a cell binding method has told it the model type.
///
/// Data is given per section as `[Section: [Model]]`; handlers receive the section.
///
/// Its handlers and dimensions are those of every chain for several sections (``MultiSectionHandlers``). Only Braid
/// makes chains: the class cannot be subclassed outside it.
@MainActor
public class MultiSectionBinder<Kind: BinderKind, Cell: AnyObject, Section: TableViewSection>:
    MultiSectionHandlers<Kind, Cell, Section>
{}

extension ModelMultiSectionBinder where Kind == TableViewKind {
    /// The height of each cell, from its section and model.
    @discardableResult
    public func cellHeight(_ height: @escaping (_ section: Section, _ row: Int, _ model: Model) -> Double) -> Self {
        _binder.set(\.dimensions.cellHeight, _scope, _binder.modelRow(_models, "cellHeight", otherwise: .automaticDimension, height))
        return self
    }

    /// The estimated height of each cell, from its section and model.
    @discardableResult
    public func estimatedCellHeight(_ height: @escaping (_ section: Section, _ row: Int, _ model: Model) -> Double) -> Self {
        _binder.set(\.dimensions.estimatedCellHeight, _scope, _binder.modelRow(_models, "estimatedCellHeight", otherwise: .automaticDimension, height))
        return self
    }
}

extension ModelMultiSectionBinder where Kind == CollectionViewKind {
    /// The size of each item, from its section and model (`Size.automatic`: from its content).
    @discardableResult
    public func itemSize(_ size: @escaping (_ section: Section, _ row: Int, _ model: Model) -> Size) -> Self {
        _binder.set(\.dimensions.itemSize, _scope, _binder.modelRow(_models, "itemSize", otherwise: .automatic, size))
        return self
    }

    /// The estimated size of each item, from its section and model.
    @discardableResult
    public func estimatedItemSize(_ size: @escaping (_ section: Section, _ row: Int, _ model: Model) -> Size) -> Self {
        _binder.set(\.dimensions.estimatedItemSize, _scope, _binder.modelRow(_models, "estimatedItemSize", otherwise: .automatic, size))
        return self
    }
}
