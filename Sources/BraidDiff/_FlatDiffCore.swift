/// The non-generic part of a flat diff: from slot arrays to deletes, inserts and minimal moves.
@usableFromInline
struct _FlatDiffCore {
    @usableFromInline var deletes: [Int] = []
    @usableFromInline var inserts: [Int] = []
    @usableFromInline var moves: [Move<Int>] = []
    /// Every matched element, old index → new index, in ascending order of new index.
    @usableFromInline var matchedPairs: [Move<Int>] = []
    /// For each duplicated identity, one position where it occurs: an old index, or old count + new index.
    @usableFromInline var duplicatePositions: [Int] = []

    @usableFromInline
    init(oldSlots: [Int], newSlots: [Int], slotCount: Int) {
        let matching = _SlotMatching(oldSlots: oldSlots, newSlots: newSlots, slotCount: slotCount)
        for (i, j) in matching.oldToNew.enumerated() where j < 0 { deletes.append(i) }

        var sequence: [Int] = []
        sequence.reserveCapacity(min(oldSlots.count, newSlots.count))
        for (j, i) in matching.newToOld.enumerated() {
            if i < 0 {
                inserts.append(j)
            } else {
                sequence.append(i)
                matchedPairs.append(Move(from: i, to: j))
            }
        }
        let stays = _longestIncreasingSubsequenceMask(sequence)
        for (k, pair) in matchedPairs.enumerated() where !stays[k] { moves.append(pair) }
        duplicatePositions = Self.positions(of: matching.duplicateSlots, oldSlots: oldSlots, newSlots: newSlots)
    }

    /// One position per duplicated slot, so the generic caller can name the identity.
    static func positions(of duplicateSlots: [Int], oldSlots: [Int], newSlots: [Int]) -> [Int] {
        if duplicateSlots.isEmpty { return [] }
        var wanted = [Int: Int](minimumCapacity: duplicateSlots.count)
        for slot in duplicateSlots { wanted[slot] = -1 }
        for (i, slot) in oldSlots.enumerated() where wanted[slot] == -1 { wanted[slot] = i }
        for (j, slot) in newSlots.enumerated() where wanted[slot] == -1 { wanted[slot] = oldSlots.count + j }
        return duplicateSlots.map { wanted[$0]! }
    }
}
