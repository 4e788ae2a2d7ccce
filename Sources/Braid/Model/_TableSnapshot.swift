/// One data state of a table: the displayed sections and, for each, its items, titles and views.
///
/// The binder keeps the state the table shows and builds the next one when data changes; the two are
/// diffed into batch updates.
@MainActor
struct _TableSnapshot<Section: Hashable> {
    var sections: [Section] = []
    var data: [_SectionSnapshot] = []

    static var empty: _TableSnapshot { _TableSnapshot() }
}

/// What one section shows in one data state.
@MainActor
struct _SectionSnapshot {
    var cells: _BoundCells?
    var items: _SectionItems = _CountedItems(count: 0)
    var headerTitle: String?
    var footerTitle: String?
    var headerView: _BoundView.Value?
    var footerView: _BoundView.Value?

    var hasCellData: Bool { items.count > 0 }
    var hasData: Bool { hasCellData || headerTitle != nil || footerTitle != nil || headerView != nil || footerView != nil }

    /// Whether headers and footers look the same (view models compare with `==` when they are `Equatable`;
    /// otherwise a new view model counts as a change).
    func headerAndFooterEqual(_ other: _SectionSnapshot) -> Bool {
        headerTitle == other.headerTitle && footerTitle == other.footerTitle
            && _BoundView.Value.same(headerView, other.headerView)
            && _BoundView.Value.same(footerView, other.footerView)
    }
}
