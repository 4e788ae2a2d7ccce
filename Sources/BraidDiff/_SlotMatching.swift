/// Matches old and new elements by slot, duplicates in order of appearance.
///
/// The k-th occurrence of an identity in the old list is matched with its k-th occurrence in the new list;
/// occurrences beyond the shorter side are unmatched (deleted or inserted). Linear time and memory.
@usableFromInline
struct _SlotMatching {
    /// For each old position, the matched new position, or -1 when the element was deleted. 32 bits: the lists hold
    /// fewer than 2³¹ elements together (``_SlotTable/maximumSlotCount``), and half the memory to touch.
    @usableFromInline var oldToNew: [Int32]
    /// For each new position, the matched old position, or -1 when the element was inserted.
    @usableFromInline var newToOld: [Int32]
    /// How many old elements are matched (as many as new ones).
    @usableFromInline var matchedCount: Int
    /// Slots that occur more than once in the old list or in the new list.
    @usableFromInline var duplicateSlots: [Int]

    /// A matching found elsewhere, without duplicates (``FlatDiff``'s match of unique identities).
    @usableFromInline
    init(oldToNew: [Int32], newToOld: [Int32], matchedCount: Int) {
        self.oldToNew = oldToNew
        self.newToOld = newToOld
        self.matchedCount = matchedCount
        self.duplicateSlots = []
    }

    /// A matching found elsewhere, without duplicates, from its new side: the old side is made here.
    @inlinable
    init(newToOld: [Int32], oldCount: Int, matchedCount: Int) {
        var oldToNew = [Int32](repeating: -1, count: oldCount)
        oldToNew.withUnsafeMutableBufferPointer { oldToNew in
            newToOld.withUnsafeBufferPointer { newToOld in
                for j in 0..<newToOld.count where newToOld[j] >= 0 {
                    oldToNew[Int(newToOld[j])] = Int32(truncatingIfNeeded: j)
                }
            }
        }
        self.init(oldToNew: oldToNew, newToOld: newToOld, matchedCount: matchedCount)
    }

    /// Matches `oldSlots` against `newSlots`; slots are `0..<slotCount`.
    ///
    /// For lists whose identities repeat: each slot keeps a queue of its unmatched old positions. (When
    /// identities are unique, ``FlatDiff`` matches without this.)
    @usableFromInline
    init(oldSlots: [Int], newSlots: [Int], slotCount: Int) {
        let oldCount = oldSlots.count
        let newCount = newSlots.count
        // head[slot]: the first unmatched old occurrence of the slot; next[i]: the following one.
        var head = [Int](repeating: -1, count: slotCount)
        var next = [Int](repeating: -1, count: oldCount)
        var seenTwice = [Bool](repeating: false, count: slotCount)
        var duplicates: [Int] = []
        var i = oldCount - 1
        while i >= 0 {
            let slot = oldSlots[i]
            if slot >= 0 {
                let first = head[slot]
                if first >= 0, !seenTwice[slot] {
                    seenTwice[slot] = true
                    duplicates.append(slot)
                }
                next[i] = first
                head[slot] = i
            }
            i -= 1
        }
        var oldToNew = [Int32](repeating: -1, count: oldCount)
        var newToOld = [Int32](repeating: -1, count: newCount)
        var matchedCount = 0
        // seenInNew marks slots met in the new list, to find duplicates there.
        var seenInNew = [Bool](repeating: false, count: slotCount)
        for j in 0..<newCount {
            let slot = newSlots[j]
            if slot < 0 { continue }
            if seenInNew[slot] {
                if !seenTwice[slot] {
                    seenTwice[slot] = true
                    duplicates.append(slot)
                }
            } else {
                seenInNew[slot] = true
            }
            let i = head[slot]
            if i >= 0 {
                head[slot] = next[i]
                oldToNew[i] = Int32(truncatingIfNeeded: j)
                newToOld[j] = Int32(truncatingIfNeeded: i)
                matchedCount += 1
            }
        }
        self.oldToNew = oldToNew
        self.newToOld = newToOld
        self.matchedCount = matchedCount
        self.duplicateSlots = duplicates
    }
}
