/// The dimensions the chains bound: heights for tables, sizes for collection views — and the collection sections'
/// layouts (`layout(_:)`), which decide their items' sizes where they are bound.
@MainActor
struct _DimensionBindings<Section: Hashable> {
    typealias CellDimension<Value> = (Section, Int, _ItemRow) -> Value
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
    /// Each collection section's layout, from the section (a chain for several sections may decide per section), by
    /// scope as a dimension resolves.
    var layouts = _Scoped<Section, (Section) -> CollectionSectionLayout>()
}
