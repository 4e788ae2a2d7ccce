/// One data state of a table: the displayed sections and, for each, its items, titles and views.
///
/// The binder keeps the state the table shows and builds the next one when data changes; the two are
/// diffed into batch updates.
@MainActor
struct _TableSnapshot<Section: Hashable> {
    var sections: [Section] = [] {
        didSet { sectionsAreDistinct = false }
    }
    var data: [_SectionSnapshot] = []
    /// Whether `sections` is known to hold no section twice: set by the update that numbered them
    /// (``_SectionNumbering``), forgotten by any change to `sections`.
    var sectionsAreDistinct = false

    static var empty: _TableSnapshot { _TableSnapshot() }
}
