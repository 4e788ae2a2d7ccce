/// An open-addressing hash table from identities to *slots*, probed with the identity's hash value — so
/// each identity is hashed at most once — and comparing keys against the caller's own elements, so the
/// table stores no keys: one buffer of 8-byte (hash bits, slot) buckets.
///
/// A slot names where an identity was first seen: for the diff, an old index, or old count + new index
/// for identities that only the new list has. Slots are stored in 32 bits, so a table serves lists of
/// fewer than 2³¹ elements in all (``maximumSlotCount``); a bucket keeps the low 32 bits of the hash,
/// which place it (the table never has more than 2³² buckets) and spare most key comparisons.
///
/// A class only so that its buffer is freed with it. Public only so `@inlinable` diff code can use it;
/// not API.
@usableFromInline
final class _SlotTable {
    @usableFromInline
    struct Bucket {
        /// The low 32 bits of the identity's hash value.
        @usableFromInline var hash: UInt32
        /// -1 for an empty bucket.
        @usableFromInline var slot: Int32

        @inlinable init(hash: UInt32, slot: Int32) {
            self.hash = hash
            self.slot = slot
        }

        @inlinable static var empty: Bucket { Bucket(hash: 0, slot: -1) }
    }

    /// The bucket count (512 KiB of buckets) below which ``touchHomeBuckets(of:count:)`` does nothing.
    @inlinable static var touchedBucketsMinimum: Int { 1 << 16 }

    /// One more than the largest slot a table can store.
    @inlinable static var maximumSlotCount: Int { Int(Int32.max) }

    @usableFromInline var buckets: UnsafeMutablePointer<Bucket>
    @usableFromInline var mask: Int
    @usableFromInline var count = 0
    /// What ``touchHomeBuckets(of:count:)`` read, kept only so that its reads are not optimized away.
    @usableFromInline var touched: Int32 = 0

    /// A table sized for `capacity` distinct identities at most two thirds full, and grown when more come and it
    /// is three quarters full.
    ///
    /// Two thirds rather than half: probe runs stay short (an 8-byte bucket, eight to a cache line, with hash bits
    /// that spare most comparisons), and for counts just above a power of two the table is half the size — 128 KiB
    /// instead of 256 at 10k identities, less fresh memory for each diff to fault in.
    @inlinable
    init(capacity: Int) {
        var size = 16
        while size * 2 < capacity * 3 { size <<= 1 }
        buckets = .allocate(capacity: size)
        buckets.initialize(repeating: .empty, count: size)
        mask = size - 1
    }

    @inlinable
    deinit {
        buckets.deallocate()
    }

    /// The slot of the identity with `hash` for which `isSlot` answers true, or — when there is none —
    /// `newSlot`, which the table records for it.
    ///
    /// - Parameters:
    ///   - newSlot: below ``maximumSlotCount``; the caller checks its list lengths once.
    ///   - isSlot: whether the identity first seen at a slot equals the one being looked up; asked only
    ///     for slots whose stored hash bits are equal.
    @inlinable
    func slot(hash: Int, orInsert newSlot: Int, isSlot: (Int) -> Bool) -> Int {
        let bits = UInt32(truncatingIfNeeded: hash)
        var index = Int(bits) & mask
        while true {
            let bucket = buckets[index]
            if bucket.slot < 0 { break }
            if bucket.hash == bits && isSlot(Int(bucket.slot)) { return Int(bucket.slot) }
            index = (index &+ 1) & mask
        }
        buckets[index] = Bucket(hash: bits, slot: Int32(truncatingIfNeeded: newSlot))
        count &+= 1
        if count &* 4 > (mask &+ 1) &* 3 { grow() }
        return newSlot
    }

    /// Reads the first bucket each of `count` hash values probes, so that the probes for them that follow find
    /// their buckets in cache; does nothing for a table small enough to stay in the cache (up to
    /// ``touchedBucketsMinimum`` buckets).
    ///
    /// A large table is far larger than the cache and a probe's first read mostly misses it. A probe's next step
    /// depends on what it read, and the processor stalls at the branch when it guessed wrong; these reads feed
    /// no branch, so the processor waits for many of them at once. (braid-bench `mix` with stages: the diff of
    /// 1M elements ~20% faster; no gain at 10k, whose table stays in the cache.)
    @inlinable
    func touchHomeBuckets(of hashes: UnsafePointer<Int>, count: Int) {
        if mask < Self.touchedBucketsMinimum { return }
        var sum: Int32 = 0
        for k in 0..<count {
            sum &+= buckets[Int(UInt32(truncatingIfNeeded: hashes[k])) & mask].slot
        }
        touched = sum
    }

    /// Doubles the table, placing every bucket again by its stored hash bits — no identity is hashed again.
    @usableFromInline
    func grow() {
        let oldBuckets = buckets
        let oldSize = mask + 1
        let size = oldSize * 2
        buckets = .allocate(capacity: size)
        buckets.initialize(repeating: .empty, count: size)
        mask = size - 1
        for position in 0..<oldSize where oldBuckets[position].slot >= 0 {
            let bucket = oldBuckets[position]
            var index = Int(bucket.hash) & mask
            while buckets[index].slot >= 0 { index = (index + 1) & mask }
            buckets[index] = bucket
        }
        oldBuckets.deallocate()
    }
}
