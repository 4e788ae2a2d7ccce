/// The items of a view, as their counts per section: walking from one item to the next in display order across
/// sections, skipping empty ones — what both terminal views need to move a selection.
struct SectionCounts {
    var counts: [Int]

    /// Whether `path` names an item.
    func contains(_ path: ItemPath) -> Bool {
        path.section >= 0 && path.section < counts.count && path.item >= 0 && path.item < counts[path.section]
    }

    /// The item after `path` in display order, across sections.
    func item(after path: ItemPath) -> ItemPath? {
        if path.item + 1 < counts[path.section] { return ItemPath(item: path.item + 1, section: path.section) }
        return first(from: path.section + 1)
    }

    /// The item before `path` in display order, across sections.
    func item(before path: ItemPath) -> ItemPath? {
        if path.item > 0 { return ItemPath(item: path.item - 1, section: path.section) }
        return last(through: path.section - 1)
    }

    /// The first item of the first section from `section` on that has items.
    func first(from section: Int = 0) -> ItemPath? {
        var section = max(0, section)
        while section < counts.count {
            if counts[section] > 0 { return ItemPath(item: 0, section: section) }
            section += 1
        }
        return nil
    }

    /// The last item of the last section up to `section` that has items.
    func last(through section: Int? = nil) -> ItemPath? {
        var section = min(section ?? counts.count - 1, counts.count - 1)
        while section >= 0 {
            if counts[section] > 0 { return ItemPath(item: counts[section] - 1, section: section) }
            section -= 1
        }
        return nil
    }

    /// The item at `path` if it exists, else the nearest one: the last of its section, or the first of a later
    /// section, or the last of an earlier one.
    func nearest(to path: ItemPath) -> ItemPath? {
        guard path.section < counts.count else { return last() }
        if path.section >= 0, counts[path.section] > 0 {
            return ItemPath(item: min(max(0, path.item), counts[path.section] - 1), section: path.section)
        }
        return first(from: path.section + 1) ?? last(through: path.section)
    }

    /// Where the selection goes when the batch `mapping` describes is applied: with its item, or to the item
    /// nearest the gap it left (these counts are the ones after the batch).
    func selection(after selected: ItemPath, through mapping: BatchMapping) -> ItemPath? {
        switch mapping.fate(of: selected) {
        case .kept(let path), .moved(let path), .reloaded(let path):
            return path
        case .deleted:
            return mapping.gap(leftBy: selected).flatMap(nearest(to:))
        case .sectionDeleted:
            return nearest(to: ItemPath(item: 0, section: mapping.gap(leftBySection: selected.section)))
        case .sectionReloaded(let section):
            return nearest(to: ItemPath(item: selected.item, section: section))
        }
    }
}
