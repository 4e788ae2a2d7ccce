import Testing
@testable import BraidDiff

/// The identity table's 4-byte buckets: a slot and tag bits in one word, the tag as wide as the slot count leaves;
/// growing re-places buckets by hashing their identities again.
@Suite("Slot table")
struct SlotTableTests {
    /// Looks up `ids` in order in a table made for `capacity` identities and slots `0..<slotCount`: each identity's
    /// slot is where it was first seen, through any number of growths.
    private func check(_ ids: [Int], capacity: Int, slotCount: Int, hash: @escaping (Int) -> Int) {
        let table = _SlotTable(capacity: capacity, slotCount: slotCount)
        var first: [Int: Int] = [:]
        var hashed = 0
        for (offset, id) in ids.enumerated() {
            let slot = table.slot(hash: hash(id), orInsert: offset, isSlot: { ids[$0] == id },
                                  hashOfSlot: { hashed += 1; return hash(ids[$0]) })
            if first[id] == nil { first[id] = offset }
            #expect(slot == first[id], "id \(id) at \(offset), capacity \(capacity), slot count \(slotCount)")
        }
        #expect(table.count == first.count)
        // Every identity again, now that the table is full: found at its first slot.
        for id in Set(ids) {
            let slot = table.slot(hash: hash(id), orInsert: -2, isSlot: { ids[$0] == id }, hashOfSlot: { hash(ids[$0]) })
            #expect(slot == first[id])
        }
        // Grown only when made too small (a table of 16 buckets grows past 12): then it hashed what it held again.
        if capacity >= first.count {
            #expect(hashed == 0)
        } else if capacity <= 10 && first.count > 12 {
            #expect(hashed >= 12)
        }
    }

    @Test("Identities are found at the slot they were first seen at, repeated or not, grown or not")
    func findsFirstSlots() {
        let seed = _IdentityHashSeed.value
        let mixed = { (id: Int) in _identityHash(id, seed: seed) }
        let ids = (0..<5_000).map { ($0 * 7_919) % 3_001 }  // repeats
        check(ids, capacity: ids.count, slotCount: ids.count, hash: mixed)
        check(ids, capacity: 0, slotCount: ids.count, hash: mixed)  // grows from 16 buckets
        check(Array(0..<10_000), capacity: 10, slotCount: 10_000, hash: mixed)
    }

    @Test("A tag one bit wide (slots near 2³¹), or hash values that share every bit: only slower, never wrong")
    func narrowTagsAndCollidingHashes() {
        let seed = _IdentityHashSeed.value
        let ids = (0..<2_000).map { ($0 * 31) % 1_501 }
        check(ids, capacity: ids.count, slotCount: _SlotTable.maximumSlotCount, hash: { _identityHash($0, seed: seed) })
        // Every identity hashes alike: the tag spares nothing and every probe compares keys.
        check(ids, capacity: 100, slotCount: ids.count, hash: { _ in 12_345 })
        // Hash values alike in their low half (they place the bucket) and different in their high half (the tag).
        check(ids, capacity: ids.count, slotCount: ids.count, hash: { $0 << 32 })
    }

    @Test("A bucket holds slot + 1 in as many bits as the slot count needs, and the tag above them")
    func bucketLayout() {
        #expect(_SlotTable(capacity: 1, slotCount: 0).slotMask == 0b1)
        #expect(_SlotTable(capacity: 1, slotCount: 1).slotMask == 0b1)
        #expect(_SlotTable(capacity: 1, slotCount: 2).slotMask == 0b11)
        #expect(_SlotTable(capacity: 1, slotCount: 2_000_000).slotMask == (1 << 21) - 1)
        #expect(_SlotTable(capacity: 1, slotCount: _SlotTable.maximumSlotCount).slotMask == UInt32(Int32.max))
        let table = _SlotTable(capacity: 1, slotCount: 2_000_000)
        _ = table.slot(hash: 0x0123_4567_89ab_cdef, orInsert: 1_999_999, isSlot: { _ in false }, hashOfSlot: { _ in 0 })
        let bucket = table.buckets[0x89ab_cdef & table.mask]
        #expect(bucket & table.slotMask == 2_000_000)
        #expect(bucket & ~table.slotMask == UInt32(0x0123_4567) & ~table.slotMask)
    }
}
