/// Everything the binding chains bound, by scope: the 'binding handlers' role of the seeds.
///
/// Resolution (seeds, "Advanced binding chains"): what a chain bound by section name wins for that section;
/// an all-sections chain covers the sections whose cells are not bound by name; `onAnySection` handlers run
/// in addition to the others, and its dimensions are the last fallback.
///
/// A class, not a struct: the binder reads it in code generic over the app's `Section`, where a struct held by the
/// binder is copied whole — every binding and handler of every section, through the runtime's generic witnesses —
/// for each method called on it (`value(_:for:)` cost ~2,500 instructions a call that way, measured with callgrind);
/// a class is read in place.
@MainActor
final class _BindingStore<Section: Hashable> {
    // MARK: Data
    var cells = _Scoped<Section, _CellBinding<Section>>()
    var headerTitles = _Scoped<Section, () -> [Section: String]>()
    var footerTitles = _Scoped<Section, () -> [Section: String]>()
    var headerViews = _Scoped<Section, _ViewBinding<Section>>()
    var footerViews = _Scoped<Section, _ViewBinding<Section>>()

    // MARK: Parts
    var handlers = _HandlerBindings<Section>()
    var editing = _EditingBindings<Section>()
    var dimensions = _DimensionBindings<Section>()

    // MARK: Resolution

    /// Whether `section`'s cells come from an all-sections chain (it has no cell binding by name).
    @inline(__always)
    func isDynamic(_ section: Section) -> Bool { cells.named[section] == nil }

    /// The handlers that run for `section`: by name, else all-sections (for dynamic sections), plus any-section.
    func handlers<Handler>(_ scoped: _Scoped<Section, [Handler]>, for section: Section) -> [Handler] {
        let specific = scoped.named[section] ?? (isDynamic(section) ? scoped.all : nil) ?? []
        return specific + (scoped.any ?? [])
    }

    /// The one value that applies to `section`: by name, else all-sections (for dynamic sections), else any.
    @inline(__always)
    func value<Value>(_ scoped: _Scoped<Section, Value>, for section: Section) -> Value? {
        if scoped.isEmpty { return nil }  // nothing bound (the usual case): no generic lookups
        return scoped.named[section] ?? (isDynamic(section) ? scoped.all : nil) ?? scoped.any
    }
}

/// Which dimensions any chain bound, fixed at `finish()` (nothing binds after it): the host asks for every
/// row's dimension as it loads, so what nothing bound costs nothing.
struct _BoundDimensions {
    var cellHeight = false
    var estimatedCellHeight = false
    var headerHeight = false
    var estimatedHeaderHeight = false
    var footerHeight = false
    var estimatedFooterHeight = false
    var itemSize = false
    var estimatedItemSize = false
    var headerSize = false
    var footerSize = false
}

extension _BindingStore {
    /// Which dimensions are bound in any scope.
    var boundDimensions: _BoundDimensions { dimensions.bound }
}

extension _DimensionBindings {
    /// Which dimensions are bound in any scope.
    var bound: _BoundDimensions {
        _BoundDimensions(
            cellHeight: !cellHeight.isEmpty, estimatedCellHeight: !estimatedCellHeight.isEmpty,
            headerHeight: !headerHeight.isEmpty, estimatedHeaderHeight: !estimatedHeaderHeight.isEmpty,
            footerHeight: !footerHeight.isEmpty, estimatedFooterHeight: !estimatedFooterHeight.isEmpty,
            itemSize: !itemSize.isEmpty, estimatedItemSize: !estimatedItemSize.isEmpty,
            headerSize: !headerSize.isEmpty, footerSize: !footerSize.isEmpty)
    }
}

/// The handlers the chains bound: what runs when a cell is dequeued, tapped or emits an event, when a section's end
/// comes near, and how changed rows update.
@MainActor
struct _HandlerBindings<Section: Hashable> {
    typealias CellHandler = (Section, Int, AnyObject, Any?) -> Void
    typealias EventHandler = (Section, Int, AnyObject, Any, Any?) -> Void

    var dequeued = _Scoped<Section, [CellHandler]>()
    var tapped = _Scoped<Section, [CellHandler]>()
    var events = _Scoped<Section, [EventHandler]>()
    var prefetch = _Scoped<Section, (behavior: PrefetchBehavior, handler: (Section, Int) -> Void)>()
    /// Model types that chains assumed for sections, checked against what the sections are bound with.
    var assumedModelTypes = _Scoped<Section, Any.Type>()
    /// How rows whose model changed are updated: reconfigured or reloaded.
    var changedCellUpdates = _Scoped<Section, ChangedCellUpdate>()
}

/// What the chains declared about editing — one value per section, like dimensions (named, else all-sections, else
/// any-section).
@MainActor
struct _EditingBindings<Section: Hashable> {
    typealias RowPredicate = (Section, Int, Any?) -> Bool
    typealias SwipeActions = (Section, Int, Any?) -> [SwipeAction]

    var canEdit = _Scoped<Section, RowPredicate>()
    var canMove = _Scoped<Section, RowPredicate>()
    var leadingSwipeActions = _Scoped<Section, SwipeActions>()
    var trailingSwipeActions = _Scoped<Section, SwipeActions>()
    var deleted = _Scoped<Section, (Section, Int, Any?) -> Void>()
    var moved = _Scoped<Section, (RowPosition<Section>, RowPosition<Section>, Any?) -> Void>()
    /// Redirects (a position) or refuses (nil) a proposed destination of a move from the first position.
    var moveTargets = _Scoped<Section, (RowPosition<Section>, RowPosition<Section>) -> RowPosition<Section>?>()
    var movesLeaveSection = _Scoped<Section, Bool>()
}

/// The dimensions the chains bound: heights for tables, sizes for collection views.
@MainActor
struct _DimensionBindings<Section: Hashable> {
    typealias CellDimension<Value> = (Section, Int, Any?) -> Value
    typealias SectionDimension<Value> = (Section) -> Value

    // Tables
    var cellHeight = _Scoped<Section, CellDimension<Double>>()
    var estimatedCellHeight = _Scoped<Section, CellDimension<Double>>()
    var headerHeight = _Scoped<Section, SectionDimension<Double>>()
    var estimatedHeaderHeight = _Scoped<Section, SectionDimension<Double>>()
    var footerHeight = _Scoped<Section, SectionDimension<Double>>()
    var estimatedFooterHeight = _Scoped<Section, SectionDimension<Double>>()

    // Collection views
    var itemSize = _Scoped<Section, CellDimension<Size>>()
    var estimatedItemSize = _Scoped<Section, CellDimension<Size>>()
    var headerSize = _Scoped<Section, SectionDimension<Size>>()
    var footerSize = _Scoped<Section, SectionDimension<Size>>()
}
