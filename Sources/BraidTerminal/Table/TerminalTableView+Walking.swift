/// Stepping through the table's items in display order without laying out all of them (see
/// ``LayoutItem`` for the order). Each step is O(1), apart from skipping empty sections.
extension TerminalTableView {
    // MARK: Items

    /// The first item, or `nil` for a table with nothing in it.
    var firstItem: LayoutItem? {
        entry(at: GhostSlot(section: 0, position: -1))
    }

    /// The last item, or `nil` for a table with nothing in it.
    var lastItem: LayoutItem? {
        item(before: GhostSlot(section: sectionCounts.count, position: -1))
    }

    /// The item after `item`.
    func item(after item: LayoutItem) -> LayoutItem? {
        let counts = sectionCounts
        switch item {
        case .ghost(let slot, let index):
            if index + 1 < animations.ghosts[slot]?.count ?? 0 { return .ghost(slot, index + 1) }
            return self.item(at: slot)
        case .header(let section):
            return entry(at: GhostSlot(section: section, position: 0))
        case .row(let path):
            return entry(at: GhostSlot(section: path.section, position: path.row + 1))
        case .footer(let section):
            return section + 1 <= counts.count ? entry(at: GhostSlot(section: section + 1, position: -1)) : nil
        }
    }

    /// The item before `item`.
    func item(before item: LayoutItem) -> LayoutItem? {
        switch item {
        case .ghost(let slot, let index):
            return index > 0 ? .ghost(slot, index - 1) : self.item(beforeGhostsOf: slot)
        default:
            return self.item(before: slot(of: item))
        }
    }

    /// The item just before the gap `slot`, the ghosts in the gap included.
    func item(before slot: GhostSlot) -> LayoutItem? {
        if let ghosts = animations.ghosts[slot], !ghosts.isEmpty { return .ghost(slot, ghosts.count - 1) }
        return item(beforeGhostsOf: slot)
    }

    /// The first item at or after the gap `slot`: its first ghost, or the item that follows it.
    func entry(at slot: GhostSlot) -> LayoutItem? {
        if let ghosts = animations.ghosts[slot], !ghosts.isEmpty { return .ghost(slot, 0) }
        return item(at: slot)
    }

    /// The item right after the gap `slot` (ghosts not included).
    func item(at slot: GhostSlot) -> LayoutItem? {
        let counts = sectionCounts
        guard slot.section < counts.count else { return nil }
        if slot.position < 0 { return .header(slot.section) }
        if slot.position < counts[slot.section] { return .row(ItemPath(row: slot.position, section: slot.section)) }
        return .footer(slot.section)
    }

    /// The item right before the gap `slot` (ghosts not included).
    func item(beforeGhostsOf slot: GhostSlot) -> LayoutItem? {
        if slot.position < 0 { return slot.section > 0 ? .footer(slot.section - 1) : nil }
        if slot.position == 0 { return .header(slot.section) }
        return .row(ItemPath(row: slot.position - 1, section: slot.section))
    }

    /// The gap right before a header, row or footer (for a ghost, its own gap).
    func slot(of item: LayoutItem) -> GhostSlot {
        switch item {
        case .header(let section): GhostSlot(section: section, position: -1)
        case .row(let path): GhostSlot(section: path.section, position: path.row)
        case .footer(let section): GhostSlot(section: section, position: sectionCounts[section])
        case .ghost(let slot, _): slot
        }
    }

    /// Whether `first` comes before `second` in display order.
    func precedes(_ first: LayoutItem, _ second: LayoutItem) -> Bool {
        func key(_ item: LayoutItem) -> (GhostSlot, Int, Int) {
            if case .ghost(let slot, let index) = item { return (slot, 0, index) }
            return (slot(of: item), 1, 0)
        }
        let (a, b) = (key(first), key(second))
        return a.0 != b.0 ? a.0 < b.0 : (a.1, a.2) < (b.1, b.2)
    }

    /// Whether `item` exists now.
    func isValid(_ item: LayoutItem) -> Bool {
        let counts = sectionCounts
        switch item {
        case .header(let section), .footer(let section): return section >= 0 && section < counts.count
        case .row(let path): return isValidRow(path, in: counts)
        case .ghost(let slot, let index): return index < animations.ghosts[slot]?.count ?? 0
        }
    }

    func isValidRow(_ path: ItemPath, in counts: [Int]) -> Bool {
        SectionCounts(counts: counts).contains(path)
    }

    // MARK: Rows

    /// The row after `path` in display order, across sections.
    func row(after path: ItemPath) -> ItemPath? { SectionCounts(counts: sectionCounts).item(after: path) }

    /// The row before `path` in display order, across sections.
    func row(before path: ItemPath) -> ItemPath? { SectionCounts(counts: sectionCounts).item(before: path) }

    /// The first row of the first section from `section` on that has rows.
    func firstRow(from section: Int = 0) -> ItemPath? { SectionCounts(counts: sectionCounts).first(from: section) }

    /// The last row of the last section up to `section` that has rows.
    func lastRow(through section: Int? = nil) -> ItemPath? { SectionCounts(counts: sectionCounts).last(through: section) }

    /// The row at `path` if it exists, else the nearest one.
    func nearestRow(to path: ItemPath) -> ItemPath? { SectionCounts(counts: sectionCounts).nearest(to: path) }
}
