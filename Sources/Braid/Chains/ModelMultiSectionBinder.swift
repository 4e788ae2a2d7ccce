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
    /// How the chain's handlers read their rows' models.
    let _models: _ChainModels<Model>

    init(binder: SectionedBinder<Kind, Section>, scope: _ChainScope<Section>, models: _ChainModels<Model>) {
        _models = models
        super.init(binder: binder, scope: scope)
    }

    /// Calls `handler` with each dequeued cell, its section and its model, to configure it.
    @discardableResult
    public func onDequeue(_ handler: @escaping (_ section: Section, _ row: Int, _ cell: Cell, _ model: Model) -> Void) -> Self {
        _binder.append(\.handlers.dequeued, _scope, _binder.typedCellHandler(_models, "onDequeue", handler))
        return self
    }

    /// Calls `handler` when a cell is tapped, with its section and model where it is now.
    @discardableResult
    public func onTapped(_ handler: @escaping (_ section: Section, _ row: Int, _ cell: Cell, _ model: Model) -> Void) -> Self {
        _binder.append(\.handlers.tapped, _scope, _binder.typedCellHandler(_models, "onTapped", handler))
        return self
    }

    /// Calls `handler` with each event a `cellType` cell emits, with the section, row and model where it is now.
    @discardableResult
    public func onEvent<EventCell: ViewEventEmitting>(
        from cellType: EventCell.Type,
        _ handler: @escaping (_ section: Section, _ row: Int, _ cell: EventCell, _ event: EventCell.ViewEvent, _ model: Model) -> Void
    ) -> Self {
        let (binder, models) = (_binder, _models)
        binder.append(\.handlers.events, _scope, binder.eventHandler(cellType, checking: _scope) { [unowned binder] section, row, cell, event, item in
            if let model = binder.model(models, section, item, "onEvent") { handler(section, row, cell, event, model) }
        })
        return self
    }
}
