/// An old and a new list of sections of ``Item``s for a sectioned diff, made from a fixed seed.
///
/// Item ids are unique across all sections, so that an item can move from one section to another.
///
/// ```swift
/// let workload = SectionedWorkload.mix(itemCount: 100_000) // 100 sections × 1,000 items
/// ```
struct SectionedWorkload {
    /// One section: its identity and its items.
    struct Section {
        var id: Int
        var items: [Item]
    }

    /// The section count of the `diff` suite's sectioned workload.
    static let sectionCount = 100

    var old: [Section]
    var new: [Section]

    /// How many items the old sections hold.
    var oldItemCount: Int { old.reduce(0) { $0 + $1.items.count } }

    /// The item count ``mix(itemCount:sections:)`` makes for `requested`: whole sections of at least one item.
    static func itemCount(near requested: Int, sections sectionCount: Int = Self.sectionCount) -> Int {
        sectionCount * max(1, requested / sectionCount)
    }

    /// `sectionCount` sections (100 by default) of `itemCount / sectionCount` items. Sections: 5% deleted, 5%
    /// inserted (fresh ids, full of fresh items), 10% moved (rounded down; with 10 sections, one moves).
    /// Items of the surviving sections: 10% deleted, 10% inserted into random sections, 10% moved — half
    /// within their section, half to a random surviving section — and 10% updated.
    static func mix(itemCount: Int, sections sectionCount: Int = Self.sectionCount) -> SectionedWorkload {
        var random = SplitMix64(seed: 0x7365_6374_0000_0000 ^ UInt64(itemCount))  // "sect"
        let perSection = Self.itemCount(near: itemCount, sections: sectionCount) / sectionCount
        let old = (0..<sectionCount).map { section in
            Section(id: section, items: Item.random(ids: (section * perSection)..<((section + 1) * perSection), using: &random))
        }
        var nextItemID = sectionCount * perSection

        // Section fates: the first 5% of a random order are deleted, the next 10% moved.
        var sectionFates = [Fate](repeating: .kept, count: sectionCount)
        for (rank, section) in random.permutation(of: sectionCount).prefix(3 * sectionCount / 20).enumerated() {
            sectionFates[section] = rank < sectionCount / 20 ? .deleted : .moved
        }
        let surviving = old.indices.filter { sectionFates[$0] != .deleted }

        // Item fates, dealt over all items of the surviving sections; kept and placed items per old section.
        var kept = [[Item]](repeating: [], count: sectionCount)
        var placed = [[Item]](repeating: [], count: sectionCount)
        let items = surviving.flatMap { section in old[section].items.map { (section: section, item: $0) } }
        for ((section, item), fate) in zip(items, Fate.deal(count: items.count, using: &random)) {
            switch fate {
            case .kept:
                kept[section].append(item)
            case .deleted:
                break
            case .moved:
                let elsewhere = random.next(below: 2) == 0
                placed[elsewhere ? surviving[random.next(below: surviving.count)] : section].append(item)
            case .updated:
                kept[section].append(Item(id: item.id, value: item.value &+ 1))
            }
        }
        for item in Item.random(ids: nextItemID..<(nextItemID + items.count / 10), using: &random) {
            placed[surviving[random.next(below: surviving.count)]].append(item)
        }
        nextItemID += items.count / 10

        // The new sections: survivors with their new items; moved and inserted sections scattered among them.
        var keptSections: [Section] = []
        var placedSections: [Section] = []
        for section in surviving {
            random.shuffle(&placed[section])
            let rebuilt = Section(id: old[section].id, items: random.scatter(placed[section], into: kept[section]))
            if sectionFates[section] == .moved { placedSections.append(rebuilt) } else { keptSections.append(rebuilt) }
        }
        for offset in 0..<(sectionCount / 20) {
            let ids = nextItemID..<(nextItemID + perSection)
            nextItemID += perSection
            placedSections.append(Section(id: sectionCount + offset, items: Item.random(ids: ids, using: &random)))
        }
        random.shuffle(&placedSections)
        return SectionedWorkload(old: old, new: random.scatter(placedSections, into: keptSections))
    }

    /// `sectionCount` sections of `itemCount / sectionCount` items, unchanged: the new sections are copies.
    static func unchanged(itemCount: Int, sections sectionCount: Int = Self.sectionCount) -> SectionedWorkload {
        var random = SplitMix64(seed: 0x7365_756E_0000_0000 ^ UInt64(itemCount))  // "seun"
        let perSection = Self.itemCount(near: itemCount, sections: sectionCount) / sectionCount
        let old = (0..<sectionCount).map { section in
            Section(id: section, items: Item.random(ids: (section * perSection)..<((section + 1) * perSection), using: &random))
        }
        return SectionedWorkload(old: old, new: old.map { Section(id: $0.id, items: Array($0.items[...])) })
    }

    /// ``unchanged(itemCount:sections:)`` with three scattered changes: an item inserted at the top of the first
    /// section, the middle item of the middle section updated, an item appended to the last section (fresh ids).
    static func threeChanges(itemCount: Int, sections sectionCount: Int = Self.sectionCount) -> SectionedWorkload {
        var workload = unchanged(itemCount: itemCount, sections: sectionCount)
        let nextID = Self.itemCount(near: itemCount, sections: sectionCount)
        let middle = sectionCount / 2
        workload.new[middle].items[workload.new[middle].items.count / 2].value &+= 1
        workload.new[0].items.insert(Item(id: nextID, value: 0), at: 0)
        workload.new[sectionCount - 1].items.append(Item(id: nextID + 1, value: 0))
        return workload
    }
}
