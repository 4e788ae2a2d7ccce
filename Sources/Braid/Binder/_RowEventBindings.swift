/// What the chains bound about a row's selection and display: what runs when a row is deselected, whether a row
/// may be selected, and what runs when a row comes into view and goes out of it (impressions).
@MainActor
struct _RowEventBindings<Section: Hashable> {
    typealias RowHandler = (Section, Int, Any?) -> Void

    var deselected = _Scoped<Section, [RowHandler]>()
    var canSelect = _Scoped<Section, (Section, Int, Any?) -> Bool>()
    var appeared = _Scoped<Section, [_HandlerBindings<Section>.CellHandler]>()
    var disappeared = _Scoped<Section, [_HandlerBindings<Section>.CellHandler]>()
}
