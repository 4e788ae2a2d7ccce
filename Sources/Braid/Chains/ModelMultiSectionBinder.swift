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
        _binder.append(\.handlers.dequeued, _scope, _binder.typedCellHandler("onDequeue", handler))
        return self
    }

    /// Calls `handler` when a cell is tapped, with its section and model where it is now.
    @discardableResult
    public func onTapped(_ handler: @escaping (_ section: Section, _ row: Int, _ cell: Cell, _ model: Model) -> Void) -> Self {
        _binder.append(\.handlers.tapped, _scope, _binder.typedCellHandler("onTapped", handler))
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
