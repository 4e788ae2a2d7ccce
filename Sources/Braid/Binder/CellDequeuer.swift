/// What a cell provider closure dequeues its cells from: the table, at the row being asked for.
///
/// ```swift
/// binder.onTable().bind(cellProvider: { tableView, row, model in
///     tableView.dequeue(TitleCell.self)
/// }, models: items)
/// ```
@MainActor
public struct CellDequeuer {
    /// The table being asked for a cell.
    public let host: any TableViewHost
    /// The path of the row being asked for.
    public let path: ItemPath
    let register: (AnyObject.Type, String) -> Void

    /// A cell of `cellType`, reused if one is free, registered first if the binder registers automatically.
    public func dequeue<Cell: AnyObject>(_ cellType: Cell.Type) -> Cell {
        let identifier = _reuseIdentifier(of: cellType)
        register(cellType, identifier)
        let cell = host.dequeueReusableCell(withReuseIdentifier: identifier, for: path)
        guard let typed = cell as? Cell else {
            fatalError("Braid: the table returned a \(type(of: cell)) for reuse identifier '\(identifier)', not a \(Cell.self); is another type registered under that identifier?")
        }
        return typed
    }
}

/// The reuse identifier of a cell or view type: its own when it is ``ReuseIdentifiable``, else its name.
func _reuseIdentifier(of type: AnyObject.Type) -> String {
    (type as? any ReuseIdentifiable.Type)?.reuseIdentifier ?? String(describing: type)
}
