/// The part of a cell binding that does not depend on the section type: the cell type, the model type, and how a
/// cell is made. Snapshots keep this, not the generic ``_CellBinding``, so that a section's snapshot is of a type the
/// runtime need not look up for every section on every update; one per binding, so identity tells bindings apart.
@MainActor
final class _BoundCells {
    /// The cell type, when the binding names one (cell providers dequeue their own).
    let cellType: AnyObject.Type?
    /// Whether every row's cell is of one type, so that a changed row may be reconfigured in place: the binding names
    /// its cell type, or dequeues the host's content cell (whose type only the host knows).
    let keepsCellType: Bool
    /// Whether the rows are content rows: the host's content cell, showing a ``RowContent`` (`bind(content:…)`).
    let dequeuesContentCell: Bool
    /// The model type handlers receive, if any.
    let modelType: Any.Type?
    /// Dequeues and configures the cell for `row` of `items` (the binder then runs the dequeue handlers).
    let makeCell: (_ context: CellDequeuer, _ items: _SectionItems, _ row: Int) -> AnyObject

    init(
        cellType: AnyObject.Type?, dequeuesContentCell: Bool = false, modelType: Any.Type?,
        makeCell: @escaping (CellDequeuer, _SectionItems, Int) -> AnyObject
    ) {
        self.cellType = cellType
        self.keepsCellType = cellType != nil || dequeuesContentCell
        self.dequeuesContentCell = dequeuesContentCell
        self.modelType = modelType
        self.makeCell = makeCell
    }
}
