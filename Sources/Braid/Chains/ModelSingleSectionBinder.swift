/// A binding chain for one named section whose cells are bound with models of type `Model`: handlers and
/// cell dimensions later in the chain may receive the model.
///
/// ```swift
/// binder.onTable()
///     .bind(cellType: PersonCell.self, models: people)
///     .onDequeue { row, cell, person in cell.text = person.name }
///     .onTapped { row, cell, person in show(person) }
/// ```
///
/// It has every method of ``SingleSectionBinder``, and handlers and dimensions that receive the model.
@MainActor
public final class ModelSingleSectionBinder<Kind: BinderKind, Cell: AnyObject, Section: TableViewSection, Model>:
    SingleSectionBinder<Kind, Cell, Section>
{
    /// How the chain's handlers read their rows' models.
    let _models: _ChainModels<Model>

    init(binder: SectionedBinder<Kind, Section>, section: Section, models: _ChainModels<Model>) {
        _models = models
        super.init(binder: binder, section: section)
    }

    /// Calls `handler` with each cell the section dequeues and its model, to configure it.
    @discardableResult
    public func onDequeue(_ handler: @escaping (_ row: Int, _ cell: Cell, _ model: Model) -> Void) -> Self {
        _binder.append(\.handlers.dequeued, .sections([_section]), _binder.typedCellHandler(_models, "onDequeue") { (_, row, cell: Cell, model: Model) in handler(row, cell, model) })
        return self
    }

    /// Calls `handler` when a cell is tapped, with its model where it is now.
    @discardableResult
    public func onTapped(_ handler: @escaping (_ row: Int, _ cell: Cell, _ model: Model) -> Void) -> Self {
        _binder.append(\.handlers.tapped, .sections([_section]), _binder.typedCellHandler(_models, "onTapped") { (_, row, cell: Cell, model: Model) in handler(row, cell, model) })
        return self
    }

    /// Calls `handler` with each event a `cellType` cell emits, with the row and model where it is now.
    @discardableResult
    public func onEvent<EventCell: ViewEventEmitting>(
        from cellType: EventCell.Type,
        _ handler: @escaping (_ row: Int, _ cell: EventCell, _ event: EventCell.ViewEvent, _ model: Model) -> Void
    ) -> Self {
        let (binder, models) = (_binder, _models)
        binder.append(\.handlers.events, .sections([_section]), binder.eventHandler(cellType, checking: .sections([_section])) { [unowned binder] section, row, cell, event, item in
            if let model = binder.model(models, section, item, "onEvent") { handler(row, cell, event, model) }
        })
        return self
    }
}
