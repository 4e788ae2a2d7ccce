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

/// The handlers and dimensions every chain for several sections has — ``MultiSectionBinder``,
/// ``ModelMultiSectionBinder`` and ``AnySectionBinder``, which are its subclasses: handlers receive the section.
///
/// Only Braid makes chains: the class cannot be subclassed outside it.
@MainActor
public class MultiSectionHandlers<Kind: BinderKind, Cell: AnyObject, Section: TableViewSection> {
    /// The binder the chain binds to.
    @usableFromInline package let _binder: SectionedBinder<Kind, Section>
    /// The sections the chain binds.
    @usableFromInline let _scope: _ChainScope<Section>

    init(binder: SectionedBinder<Kind, Section>, scope: _ChainScope<Section>) {
        _binder = binder
        _scope = scope
    }
}

/// A multi-section binding chain whose cells are bound with models of type `Model`.
///
/// ```swift
/// binder.onSections(.friends, .undecided)
///     .bind(cellType: PersonCell.self, models: [.friends: friends, .undecided: undecided])
///     .onTapped { section, row, cell, person in show(person) }
/// ```
///
/// It has every method of ``MultiSectionBinder``, and handlers and dimensions that receive the model.
@MainActor
public final class ModelMultiSectionBinder<Kind: BinderKind, Cell: AnyObject, Section: TableViewSection, Model>:
    MultiSectionBinder<Kind, Cell, Section>
{

    /// Calls `handler` with each dequeued cell, its section and its model, to configure it.
    @discardableResult
    public func onDequeue(_ handler: @escaping (_ section: Section, _ row: Int, _ cell: Cell, _ model: Model) -> Void) -> Self {
        let binder = _binder
        binder.append(\.handlers.dequeued, _scope, { [unowned binder] section, row, cell, model in
            if let (cell, model): (Cell, Model) = binder.typed(section, cell, model, "onDequeue") { handler(section, row, cell, model) }
        })
        return self
    }

    /// Calls `handler` when a cell is tapped, with its section and model where it is now.
    @discardableResult
    public func onTapped(_ handler: @escaping (_ section: Section, _ row: Int, _ cell: Cell, _ model: Model) -> Void) -> Self {
        let binder = _binder
        binder.append(\.handlers.tapped, _scope, { [unowned binder] section, row, cell, model in
            if let (cell, model): (Cell, Model) = binder.typed(section, cell, model, "onTapped") { handler(section, row, cell, model) }
        })
        return self
    }

    /// Calls `handler` with each event a `cellType` cell emits, with the section, row and model where it is now.
    @discardableResult
    public func onEvent<EventCell: ViewEventEmitting>(
        from cellType: EventCell.Type,
        _ handler: @escaping (_ section: Section, _ row: Int, _ cell: EventCell, _ event: EventCell.ViewEvent, _ model: Model) -> Void
    ) -> Self {
        let binder = _binder
        binder.append(\.handlers.events, _scope, { [unowned binder] section, row, cell, event, model in
            guard let event = event as? EventCell.ViewEvent else { return }
            if let (cell, model): (EventCell, Model) = binder.typed(section, cell, model, "onEvent") { handler(section, row, cell, event, model) }
        })
        return self
    }
}

extension ModelMultiSectionBinder where Kind == TableViewKind {
    /// The height of each cell, from its section and model.
    @discardableResult
    public func cellHeight(_ height: @escaping (_ section: Section, _ row: Int, _ model: Model) -> Double) -> Self {
        _binder.set(\.dimensions.cellHeight, _scope, { section, row, model in (model as? Model).map { height(section, row, $0) } ?? .automaticDimension })
        return self
    }

    /// The estimated height of each cell, from its section and model.
    @discardableResult
    public func estimatedCellHeight(_ height: @escaping (_ section: Section, _ row: Int, _ model: Model) -> Double) -> Self {
        _binder.set(\.dimensions.estimatedCellHeight, _scope, { section, row, model in (model as? Model).map { height(section, row, $0) } ?? .automaticDimension })
        return self
    }
}

extension ModelMultiSectionBinder where Kind == CollectionViewKind {
    /// The size of each item, from its section and model (`Size.automatic`: from its content).
    @discardableResult
    public func itemSize(_ size: @escaping (_ section: Section, _ row: Int, _ model: Model) -> Size) -> Self {
        _binder.set(\.dimensions.itemSize, _scope, { section, row, model in (model as? Model).map { size(section, row, $0) } ?? .automatic })
        return self
    }

    /// The estimated size of each item, from its section and model.
    @discardableResult
    public func estimatedItemSize(_ size: @escaping (_ section: Section, _ row: Int, _ model: Model) -> Size) -> Self {
        _binder.set(\.dimensions.estimatedItemSize, _scope, { section, row, model in (model as? Model).map { size(section, row, $0) } ?? .automatic })
        return self
    }
}

/// A binding chain for any section: handlers that run in addition to the specific ones, and dimensions that
/// apply where no specific chain gives one. It binds no data.
///
/// ```swift
/// binder.onAnySection()
///     .onTapped { section, row, cell in analytics.log(section, row) }
///     .dimensions(.cellHeight { _, _ in 44 }, .headerHeight { _ in 28 })
/// ```
///
/// An any-section chain binds no cells: its handlers see cells as `AnyObject`.
@MainActor
public final class AnySectionBinder<Kind: BinderKind, Section: TableViewSection>: MultiSectionHandlers<Kind, AnyObject, Section> {
    init(binder: SectionedBinder<Kind, Section>) {
        super.init(binder: binder, scope: .anySection)
    }
}
