/// What one section shows in one data state.
@MainActor
struct _SectionSnapshot {
    var cells: _BoundCells?
    var items: _SectionItems = _CountedItems(count: 0)
    var headerTitle: String?
    var footerTitle: String?
    var headerView: _BoundView.Value?
    var footerView: _BoundView.Value?
    /// Rows a user moved here from another section: their cells are still configured for that section (a view
    /// keeps a moved row's cell), so the update that follows configures them again. Only in the state a user's edit
    /// leaves; a snapshot made from the bindings has none.
    var movedIn: Set<Int> = []

    var hasCellData: Bool { !items.isEmpty }
    var hasData: Bool { hasCellData || headerTitle != nil || footerTitle != nil || headerView != nil || footerView != nil }

    /// Takes `row` out of the items (a user's delete, or the row a user moved away).
    /// - Returns: whether a user had moved it here from another section.
    @discardableResult
    mutating func removeRow(_ row: Int) -> Bool {
        items = items.removing(row: row)
        let wasMovedIn = movedIn.contains(row)
        movedIn = Set(movedIn.compactMap { $0 == row ? nil : $0 > row ? $0 - 1 : $0 })
        return wasMovedIn
    }

    /// Gives the items `items`, which are these with a row inserted at `row` — one a user moved here, from
    /// another section when `movedIn`.
    mutating func insertRow(_ row: Int, items: _SectionItems, movedIn: Bool) {
        self.items = items
        self.movedIn = Set(self.movedIn.map { $0 >= row ? $0 + 1 : $0 })
        if movedIn { self.movedIn.insert(row) }
    }

    /// Whether `old[s]` and `new[t]` have headers and footers that look the same (view models compare with `==`
    /// when they are `Equatable`; otherwise a new view model counts as a change). Their fields are read in place:
    /// copying a section's snapshot retains and releases everything in it.
    static func headersAndFootersEqual(_ old: [_SectionSnapshot], _ s: Int, _ new: [_SectionSnapshot], _ t: Int) -> Bool {
        old[s].headerTitle == new[t].headerTitle && old[s].footerTitle == new[t].footerTitle
            && _BoundView.Value.same(old[s].headerView, new[t].headerView)
            && _BoundView.Value.same(old[s].footerView, new[t].footerView)
    }
}
