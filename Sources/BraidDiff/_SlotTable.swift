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
    @usableFromInline let mask: Int

    /// A table for up to `capacity` distinct identities, at most half full.
    @inlinable
    init(capacity: Int) {
        var size = 16
        while size < capacity * 2 { size <<= 1 }
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
        buckets.withUnsafeMutableBufferPointer { buckets in
            var index = hash & mask
            while true {
                let bucket = buckets[index]
                if bucket.slot < 0 {
                    buckets[index] = Bucket(hash: hash, slot: newSlot)
                    return newSlot
                }
                if bucket.hash == hash && isSlot(bucket.slot) { return bucket.slot }
                index = (index + 1) & mask
            }
        }
    }
}
