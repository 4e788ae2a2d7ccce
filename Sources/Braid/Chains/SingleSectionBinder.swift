/// A binding chain for one named section, before a cell binding method has told it the model type.
///
/// Start one with `onSection(_:)` (or `onTable()`); a cell binding method returns the chain that knows the
/// cell and model types: ``ModelSingleSectionBinder`` (``TableViewModelSingleSectionBinder``), which has every method
/// of this one too.
///
/// Only Braid makes chains: the class cannot be subclassed outside it.
@MainActor
public class SingleSectionBinder<Kind: BinderKind, Cell: AnyObject, Section: TableViewSection> {
    /// The binder the chain binds to.
    @usableFromInline package let _binder: SectionedBinder<Kind, Section>
    /// The section the chain binds.
    @usableFromInline package let _section: Section

    init(binder: SectionedBinder<Kind, Section>, section: Section) {
        _binder = binder
        _section = section
    }

    /// The chain's section, as the binder's registration takes it.
    var scope: _ChainScope<Section> { .sections([_section]) }
}

extension ModelSingleSectionBinder where Kind == TableViewKind {
    /// The height of each cell, from its model.
    @discardableResult
    public func cellHeight(_ height: @escaping (_ row: Int, _ model: Model) -> Double) -> Self {
        _binder.set(\.dimensions.cellHeight, .sections([_section]), _binder.modelRow(_models, "cellHeight", otherwise: .automaticDimension) { _, row, model in height(row, model) })
        return self
    }

    /// The estimated height of each cell, from its model.
    @discardableResult
    public func estimatedCellHeight(_ height: @escaping (_ row: Int, _ model: Model) -> Double) -> Self {
        _binder.set(\.dimensions.estimatedCellHeight, .sections([_section]), _binder.modelRow(_models, "estimatedCellHeight", otherwise: .automaticDimension) { _, row, model in height(row, model) })
        return self
    }
}

extension ModelSingleSectionBinder where Kind == CollectionViewKind {
    /// The size of each item, from its model (`Size.automatic`: from its content).
    @discardableResult
    public func itemSize(_ size: @escaping (_ row: Int, _ model: Model) -> Size) -> Self {
        _binder.set(\.dimensions.itemSize, .sections([_section]), _binder.modelRow(_models, "itemSize", otherwise: .automatic) { _, row, model in size(row, model) })
        return self
    }

    /// The estimated size of each item, from its model, used until it is displayed.
    @discardableResult
    public func estimatedItemSize(_ size: @escaping (_ row: Int, _ model: Model) -> Size) -> Self {
        _binder.set(\.dimensions.estimatedItemSize, .sections([_section]), _binder.modelRow(_models, "estimatedItemSize", otherwise: .automatic) { _, row, model in size(row, model) })
        return self
    }
}
