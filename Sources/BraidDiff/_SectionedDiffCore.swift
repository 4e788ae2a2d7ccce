/// The non-generic part of a sectioned diff: item matching across sections, minimal moves per section,
/// and the count-only diff of undiffable sections.
@usableFromInline
struct _SectionedDiffCore {
    @usableFromInline var deletes: [ItemPath] = []
    @usableFromInline var inserts: [ItemPath] = []
    @usableFromInline var moves: [Move<ItemPath>] = []
    /// Every matched identified item (kept or moved), old → new path.
    @usableFromInline var matchedPairs: [Move<ItemPath>] = []
    /// The remaining rows of undiffable sections, old → new path.
    @usableFromInline var countedPairs: [Move<ItemPath>] = []
    @usableFromInline var undiffableSections: [Move<Int>] = []
    @usableFromInline var oldItemCounts: [Int]
    @usableFromInline var newItemCounts: [Int]

    /// - Parameters:
    ///   - sectionNewToOld: for each new section, its matched old section or -1.
    ///   - itemOldToNew: the matching of the items that take part, flattened section by section.
    ///   - oldOffsets: for each old section, where its items start in the flattened items, or -1.
    @usableFromInline
    init(
        oldItemCounts: [Int], newItemCounts: [Int], sectionNewToOld: [Int],
        itemOldToNew: [Int32], itemNewToOld: [Int32], oldOffsets: [Int], newOffsets: [Int]
    ) {
        self.oldItemCounts = oldItemCounts
        self.newItemCounts = newItemCounts
        let oldItemCount = itemOldToNew.count

        // The section of every flattened old position.
        var oldFlatSection = [Int](repeating: 0, count: oldItemCount)
        for (s, offset) in oldOffsets.enumerated() where offset >= 0 {
            for g in offset..<(offset + oldItemCounts[s]) { oldFlatSection[g] = s }
        }
        var sectionOldToNew = [Int](repeating: -1, count: oldItemCounts.count)
        for (t, s) in sectionNewToOld.enumerated() where s >= 0 { sectionOldToNew[s] = t }

        // Deletes, in old order: unmatched items of participating sections, tails of undiffable ones.
        for s in 0..<oldItemCounts.count {
            let offset = oldOffsets[s]
            if offset >= 0 {
                for r in 0..<oldItemCounts[s] where itemOldToNew[offset + r] < 0 {
                    deletes.append(ItemPath(item: r, section: s))
                }
            } else if sectionOldToNew[s] >= 0 {
                let t = sectionOldToNew[s]
                for r in min(newItemCounts[t], oldItemCounts[s])..<oldItemCounts[s] {
                    deletes.append(ItemPath(item: r, section: s))
                }
            }
        }

        // Inserts and moves, in new order, section by section. Every matched item is one pair: reserved at once,
        // not grown by doubling through a dozen fresh buffers (each one copied, and faulted in page by page).
        matchedPairs.reserveCapacity(itemNewToOld.count)
        var sameSection: [Int] = []  // old rows of the items that stayed in their section, in new order
        var sectionPairs: [(pair: Move<ItemPath>, sameSection: Bool)] = []
        for t in 0..<newItemCounts.count {
            let s0 = sectionNewToOld[t]
            if s0 < 0 { continue }
            let offset = newOffsets[t]
            if offset < 0 {
                undiffableSections.append(Move(from: s0, to: t))
                let remaining = min(oldItemCounts[s0], newItemCounts[t])
                for r in 0..<remaining {
                    countedPairs.append(Move(from: ItemPath(item: r, section: s0), to: ItemPath(item: r, section: t)))
                }
                for j in remaining..<newItemCounts[t] { inserts.append(ItemPath(item: j, section: t)) }
                continue
            }
            sameSection.removeAll(keepingCapacity: true)
            sectionPairs.removeAll(keepingCapacity: true)
            for j in 0..<newItemCounts[t] {
                let g = Int(itemNewToOld[offset + j])
                if g < 0 {
                    inserts.append(ItemPath(item: j, section: t))
                    continue
                }
                let s = oldFlatSection[g]
                let pair = Move(from: ItemPath(item: g - oldOffsets[s], section: s), to: ItemPath(item: j, section: t))
                matchedPairs.append(pair)
                if s == s0 { sameSection.append(pair.from.item) }
                sectionPairs.append((pair, s == s0))
            }
            let stays = _isIncreasing(sameSection)
                ? [Bool](repeating: true, count: sameSection.count) : _longestIncreasingSubsequenceMask(sameSection)
            var k = 0
            for entry in sectionPairs {
                if entry.sameSection {
                    if !stays[k] { moves.append(entry.pair) }
                    k += 1
                } else {
                    moves.append(entry.pair)
                }
            }
        }
    }
}
