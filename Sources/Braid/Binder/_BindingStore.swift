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
    /// Each section's title in the table's section index: by name, else all sections, else the binder's own
    /// (``SectionedBinder/sectionIndexTitle``, kept as the any-section value).
    var indexTitles = _Scoped<Section, (Section) -> String?>()
    /// The expansion of each tree binding (`bind(cellType:tree:children:)`), in the order bound.
    var trees: [_TreeControl] = []

    // MARK: Parts
    var handlers = _HandlerBindings<Section>()
    var rowEvents = _RowEventBindings<Section>()
    var editing = _EditingBindings<Section>()
    var dimensions = _DimensionBindings<Section>()
    var layouts = _LayoutBindings<Section>()

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
