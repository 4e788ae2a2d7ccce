/// The handlers the chains bound: what runs when a cell is dequeued, tapped or emits an event, when a section's end
/// comes near, and how changed rows update.
@MainActor
struct _HandlerBindings<Section: Hashable> {
    /// The section, the row shown, the cell, and the row as its items hold it (where a chain with models reads the
    /// model, typed: ``_ChainModels``).
    typealias CellHandler = (Section, Int, AnyObject, _ItemRow) -> Void
    /// Like ``CellHandler``, with the event the cell emitted.
    typealias EventHandler = (Section, Int, AnyObject, Any, _ItemRow) -> Void

    var dequeued = _Scoped<Section, [CellHandler]>()
    var tapped = _Scoped<Section, [CellHandler]>()
    var events = _Scoped<Section, [EventHandler]>()
    var prefetch = _Scoped<Section, (behavior: PrefetchBehavior, handler: (Section, Int) -> Void)>()
    /// Model types that chains assumed for sections, checked against what the sections are bound with.
    var assumedModelTypes = _Scoped<Section, Any.Type>()
    /// How rows whose model changed are updated: reconfigured or reloaded.
    var changedCellUpdates = _Scoped<Section, ChangedCellUpdate>()
    /// The menu a row opens (a long press, a right-click): one per section, like a dimension.
    var contextMenus = _Scoped<Section, (Section, Int, AnyObject, _ItemRow) -> ContextMenu?>()
}
