/// What the chains bound about a row's selection and display: what runs when a row is deselected, whether a row
/// may be selected, and what runs when a row comes into view and goes out of it (impressions).
@MainActor
struct _RowEventBindings<Section: Hashable> {
    typealias RowHandler = (Section, Int, _ItemRow) -> Void
    /// Run when a row appears: what to run when it goes — holding what the row showed then (its model), not the
    /// items it came from. It gets the row where the row is when it goes, and its cell.
    typealias Disappearance = (Section, _ItemRow) -> (_ row: Int, _ cell: AnyObject) -> Void

    var deselected = _Scoped<Section, [RowHandler]>()
    var canSelect = _Scoped<Section, (Section, Int, _ItemRow) -> Bool>()
    var appeared = _Scoped<Section, [_HandlerBindings<Section>.CellHandler]>()
    var disappeared = _Scoped<Section, [Disappearance]>()
}
