/// An open-addressing hash table from identities to *slots*, probed with the identity's hash value — so
/// each identity is hashed exactly once — and comparing keys against the caller's own elements, so the
/// table stores no keys: one array of (hash, slot) buckets, one cache line per probe.
///
/// A slot names where an identity was first seen: for the diff, an old index, or old count + new index
/// for identities that only the new list has. Public only so `@inlinable` diff code can use it; not API.
@usableFromInline
struct _SlotTable {
    @usableFromInline
    struct Bucket {
        @usableFromInline var hash: Int
        /// -1 for an empty bucket.
        @usableFromInline var slot: Int

        @inlinable init(hash: Int, slot: Int) {
            self.hash = hash
            self.slot = slot
        }
    }

    @usableFromInline var buckets: [Bucket]
    @usableFromInline var mask: Int
    @usableFromInline var count = 0

    /// A table sized for `capacity` distinct identities at most three quarters full; it grows if more come.
    @inlinable
    init(capacity: Int) {
        var size = 16
        while size * 3 < capacity * 4 { size <<= 1 }
        buckets = [Bucket](repeating: Bucket(hash: 0, slot: -1), count: size)
        mask = size - 1
    }

    /// The slot of the identity with `hash` for which `isSlot` answers true, or — when there is none —
    /// `newSlot`, which the table records for it.
    ///
    /// - Parameter isSlot: whether the identity first seen at a slot equals the one being looked up; asked
    ///   only for slots whose hash is equal.
    @inlinable
    mutating func slot(hash: Int, orInsert newSlot: Int, isSlot: (Int) -> Bool) -> Int {
        let mask = mask
        let found = buckets.withUnsafeMutableBufferPointer { buckets -> Int in
            var index = hash & mask
            while true {
                let bucket = buckets[index]
                if bucket.slot < 0 {
                    buckets[index] = Bucket(hash: hash, slot: newSlot)
                    return -1
                }
                if bucket.hash == hash && isSlot(bucket.slot) { return bucket.slot }
                index = (index + 1) & mask
            }
        }
        if found >= 0 { return found }
        count += 1
        if count &* 4 > (mask &+ 1) &* 3 { grow() }
        return newSlot
    }

    /// Doubles the table, placing every bucket again by its stored hash — no identity is hashed again.
    @usableFromInline
    mutating func grow() {
        let old = buckets
        let size = (mask + 1) * 2
        buckets = [Bucket](repeating: Bucket(hash: 0, slot: -1), count: size)
        mask = size - 1
        buckets.withUnsafeMutableBufferPointer { buckets in
            for bucket in old where bucket.slot >= 0 {
                var index = bucket.hash & mask
                while buckets[index].slot >= 0 { index = (index + 1) & mask }
                buckets[index] = bucket
            }
        }
    }
}
