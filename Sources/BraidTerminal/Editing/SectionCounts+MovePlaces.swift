/// The places an item being moved can land, in display order — what both terminal views step through in a move.
///
/// In its own section an item can land at any of the section's indices; in another section also past the last
/// item (UIKit's destination index space: the item joins the section).
extension SectionCounts {
    /// How many places `section` offers an item moving from `origin`.
    func places(in section: Int, movingFrom origin: ItemPath) -> Int {
        counts[section] + (section == origin.section ? 0 : 1)
    }

    /// The place before `place`: the one above it, or the last of the section before (where the item would land
    /// after that section's last item).
    func place(before place: ItemPath, movingFrom origin: ItemPath) -> ItemPath? {
        if place.item > 0 { return ItemPath(item: place.item - 1, section: place.section) }
        guard place.section > 0 else { return nil }
        let section = place.section - 1
        return ItemPath(item: places(in: section, movingFrom: origin) - 1, section: section)
    }

    /// The place after `place`: the next one, or the first of the section after.
    func place(after place: ItemPath, movingFrom origin: ItemPath) -> ItemPath? {
        if place.item + 1 < places(in: place.section, movingFrom: origin) { return ItemPath(item: place.item + 1, section: place.section) }
        guard place.section + 1 < counts.count else { return nil }
        return ItemPath(item: 0, section: place.section + 1)
    }
}
