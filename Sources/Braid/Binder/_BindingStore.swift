/// Everything the binding chains bound, by scope: the 'binding handlers' role of the seeds.
///
/// Resolution (seeds, "Advanced binding chains"): what a chain bound by section name wins for that section;
/// an all-sections chain covers the sections whose cells are not bound by name; `onAnySection` handlers run
/// in addition to the others, and its dimensions are the last fallback.
@MainActor
struct _BindingStore<Section: Hashable> {
    typealias CellHandler = (Section, Int, AnyObject, Any?) -> Void
    typealias EventHandler = (Section, Int, AnyObject, Any, Any?) -> Void
    typealias CellDimension = (Section, Int, Any?) -> Double
    typealias SectionDimension = (Section) -> Double

    // MARK: Data
    var cells = _Scoped<Section, _CellBinding<Section>>()
    var headerTitles = _Scoped<Section, () -> [Section: String]>()
    var footerTitles = _Scoped<Section, () -> [Section: String]>()
    var headerViews = _Scoped<Section, _ViewBinding<Section>>()
    var footerViews = _Scoped<Section, _ViewBinding<Section>>()

    // MARK: Handlers
    var dequeued = _Scoped<Section, [CellHandler]>()
    var tapped = _Scoped<Section, [CellHandler]>()
    var events = _Scoped<Section, [EventHandler]>()
    var prefetch = _Scoped<Section, (behavior: PrefetchBehavior, handler: (Section, Int) -> Void)>()
    /// Model types that chains assumed for sections, checked against what the sections are bound with.
    var assumedModelTypes = _Scoped<Section, Any.Type>()

    // MARK: Dimensions
    var cellHeight = _Scoped<Section, CellDimension>()
    var estimatedCellHeight = _Scoped<Section, CellDimension>()
    var headerHeight = _Scoped<Section, SectionDimension>()
    var estimatedHeaderHeight = _Scoped<Section, SectionDimension>()
    var footerHeight = _Scoped<Section, SectionDimension>()
    var estimatedFooterHeight = _Scoped<Section, SectionDimension>()

    // MARK: Resolution

    /// Whether `section`'s cells come from an all-sections chain (it has no cell binding by name).
    func isDynamic(_ section: Section) -> Bool { cells.named[section] == nil }

    /// The handlers that run for `section`: by name, else all-sections (for dynamic sections), plus any-section.
    func handlers<Handler>(_ scoped: _Scoped<Section, [Handler]>, for section: Section) -> [Handler] {
        let specific = scoped.named[section] ?? (isDynamic(section) ? scoped.all : nil) ?? []
        return specific + (scoped.any ?? [])
    }

    /// The one value that applies to `section`: by name, else all-sections (for dynamic sections), else any.
    func value<Value>(_ scoped: _Scoped<Section, Value>, for section: Section) -> Value? {
        scoped.named[section] ?? (isDynamic(section) ? scoped.all : nil) ?? scoped.any
    }
}
