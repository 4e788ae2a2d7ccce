import Testing
@testable import BraidDiff

/// `Int` identities are hashed by a seeded mixer rather than `hashValue`: ids that follow a pattern must still spread
/// over the identity table, or every lookup walks a long run of occupied buckets.
@Suite("Identity hashing")
struct IdentityHashTests {
    /// The mean distance of a table's entries from the bucket their hash places them in, after inserting `ids` with
    /// ``_identityHash(_:seed:)`` — about 0.5–1 for hash values that look random at this load.
    private func meanDisplacement<ID: Hashable>(_ ids: [ID], seed: UInt64) -> Double {
        let table = _SlotTable(capacity: ids.count, slotCount: ids.count)
        func hash(_ slot: Int) -> Int { _identityHash(ids[slot], seed: seed) }
        for (offset, id) in ids.enumerated() {
            _ = table.slot(hash: hash(offset), orInsert: offset, isSlot: { ids[$0] == id }, hashOfSlot: hash)
        }
        var total = 0
        for position in 0...table.mask where table.buckets[position] != 0 {
            let home = Int(UInt32(truncatingIfNeeded: hash(Int(table.buckets[position] & table.slotMask) - 1)))
            total += (position - home & table.mask) & table.mask
        }
        return Double(total) / Double(ids.count)
    }

    static let patterns: [(name: String, ids: [Int])] = [
        ("consecutive", Array(0..<50_000)),
        ("negative", Array((-50_000)..<0)),
        ("strided by 2^12", (0..<50_000).map { $0 << 12 }),
        ("strided by 2^32", (0..<50_000).map { $0 << 32 }),
        ("high bits only", (0..<50_000).map { $0 << 48 }),
        ("multiples of 1,000", (0..<50_000).map { $0 * 1_000 }),
        ("both ends", (0..<25_000).map { Int.max - $0 } + (0..<25_000).map { Int.min + $0 }),
    ]

    @Test(arguments: patterns.indices)
    func idsThatFollowAPatternSpreadOverTheTable(pattern: Int) {
        let (name, ids) = Self.patterns[pattern]
        for seed: UInt64 in [0, 1, 0x5EED, _IdentityHashSeed.value] {
            let displacement = meanDisplacement(ids, seed: seed)
            #expect(displacement < 2, "\(name), seed \(seed): entries sit \(displacement) buckets from home on average")
        }
    }

    @Test func theMixerKeepsIdsApartAndOtherIdentitiesUseTheirHashValue() {
        let seed = _IdentityHashSeed.value
        let hashes = Set((0..<100_000).map { _identityHash($0, seed: seed) })
        #expect(hashes.count == 100_000, "a bijection: distinct ids, distinct hash values")
        #expect(_identityHash("row 7", seed: seed) == "row 7".hashValue, "a String is hashed by its hashValue")
        #expect(_identityHash(7, seed: seed) != _identityHash(7, seed: seed ^ 1), "the seed changes the hash")
    }
}
