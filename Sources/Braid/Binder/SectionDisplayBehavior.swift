/// Which sections a sectioned binder shows, and in what order.
///
/// ```swift
/// binder.sectionDisplayBehavior = .hidesSectionsWithNoCellData          // Section: Comparable
/// binder.sectionDisplayBehavior = .hidesSectionsWithNoData(orderedWith: { $0.sorted { $0.title < $1.title } })
/// ```
public enum SectionDisplayBehavior<Section: Hashable> {
    /// The binder shows exactly `displayedSections`, in that order (the default).
    case manuallyManaged
    /// Shows every bound section that has cells, ordered by the closure.
    case hidesSectionsWithNoCellData(orderedWith: ([Section]) -> [Section])
    /// Shows every bound section that has cells, a header or a footer, ordered by the closure.
    case hidesSectionsWithNoData(orderedWith: ([Section]) -> [Section])
}

extension SectionDisplayBehavior {
    /// The original library's spelling of ``hidesSectionsWithNoCellData(orderedWith:)``, kept so ported code
    /// compiles unchanged.
    public static func hidesSectionsWithNoCellData(orderingWith order: @escaping ([Section]) -> [Section]) -> Self {
        .hidesSectionsWithNoCellData(orderedWith: order)
    }

    /// The original library's spelling of ``hidesSectionsWithNoData(orderedWith:)``, kept so ported code
    /// compiles unchanged.
    public static func hidesSectionsWithNoData(orderingWith order: @escaping ([Section]) -> [Section]) -> Self {
        .hidesSectionsWithNoData(orderedWith: order)
    }
}

extension SectionDisplayBehavior where Section: Comparable {
    /// Shows every bound section that has cells, in `Comparable` order.
    public static var hidesSectionsWithNoCellData: Self { .hidesSectionsWithNoCellData(orderedWith: { $0.sorted() }) }
    /// Shows every bound section that has cells, a header or a footer, in `Comparable` order.
    public static var hidesSectionsWithNoData: Self { .hidesSectionsWithNoData(orderedWith: { $0.sorted() }) }
}
