/// An open-addressing hash table from identities to *slots*, probed with the identity's hash value — so
/// each identity is hashed at most once, unless the table grows — and comparing keys against the caller's own
/// elements, so the table stores no keys: one buffer of 4-byte buckets, each a slot and some bits of its hash.
///
/// A slot names where an identity was first seen: for the diff, an old index, or old count + new index
/// for identities that only the new list has. A bucket keeps slot + 1 in its low bits — as many as the table's
/// slot count needs (0: an empty bucket) — and, in the bits above, bits of the hash that do not place it (a *tag*),
/// which spare most key comparisons: at 1M + 1M slots, 11 bits, so one probe in 2,048 that meets another identity
/// compares keys. Slots are fewer than 2³¹ (``maximumSlotCount``), so a tag has at least one bit.
///
/// Four bytes, not eight (a 32-bit hash and a 32-bit slot): the table is the largest thing a diff of a big list
/// allocates after the identities themselves — at 1M identities 8 MiB rather than 16 — and half as much of it to
/// fault in and to miss in the cache. The price is growing: the buckets do not keep what placed them, so a table
/// that grows (more identities than it was made for: many inserts) asks the caller to hash its identities again.
///
/// A class only so that its buffer is freed with it. Public only so `@inlinable` diff code can use it;
/// not API.
@usableFromInline
final class _SlotTable {
    /// The bucket count (256 KiB of buckets) below which ``touchHomeBuckets(of:count:)`` does nothing.
    @inlinable static var touchedBucketsMinimum: Int { 1 << 16 }

    /// One more than the largest slot a table can store.
    @inlinable static var maximumSlotCount: Int { Int(Int32.max) }

    @usableFromInline var buckets: UnsafeMutablePointer<UInt32>
    @usableFromInline var mask: Int
    @usableFromInline var count = 0
    /// The bits of a bucket that hold its slot + 1; the others hold the tag.
    @usableFromInline let slotMask: UInt32
    /// What ``touchHomeBuckets(of:count:)`` read, kept only so that its reads are not optimized away.
    @usableFromInline var touched: UInt32 = 0

    /// A table sized for `capacity` distinct identities at most two thirds full, and grown when more come and it
    /// is three quarters full, for slots `0..<slotCount`.
    ///
    /// Two thirds rather than half: probe runs stay short (a 4-byte bucket, sixteen to a cache line, with tag bits
    /// that spare most comparisons), and for counts just above a power of two the table is half the size.
    @inlinable
    init(capacity: Int, slotCount: Int) {
        precondition(slotCount <= Self.maximumSlotCount, "a slot table holds fewer than 2³¹ slots; got \(slotCount)")
        var size = 16
        while size * 2 < capacity * 3 { size <<= 1 }
        buckets = .allocate(capacity: size)
        buckets.initialize(repeating: 0, count: size)
        mask = size - 1
        let slotBits = Swift.max(1, Int.bitWidth - slotCount.leadingZeroBitCount)
        slotMask = UInt32(truncatingIfNeeded: (1 << slotBits) - 1)
    }

    @inlinable
    deinit {
        if mask >= 0 { buckets.deallocate() }
    }

    /// Frees the buckets before the table goes, when what is made next is as big (a diff's matching): the table
    /// must not be used after.
    @inlinable
    func free() {
        if mask >= 0 { buckets.deallocate() }
        mask = -1
        count = 0
    }

    /// The bits of `hash` kept in a bucket above its slot: the hash's high half (on 64-bit platforms), which does
    /// not place the bucket.
    @inlinable
    func tag(_ hash: Int) -> UInt32 {
        UInt32(truncatingIfNeeded: hash &>> (Int.bitWidth / 2)) & ~slotMask
    }

    /// The slot of the identity with `hash` for which `isSlot` answers true, or — when there is none —
    /// `newSlot`, which the table records for it.
    ///
    /// - Parameters:
    ///   - newSlot: below the table's slot count; the caller checks its list lengths once.
    ///   - isSlot: whether the identity first seen at a slot equals the one being looked up; asked only
    ///     for slots whose tag bits are equal.
    ///   - hashOfSlot: the hash value of the identity first seen at a slot: asked only when the table grows.
    @inlinable
    func slot(hash: Int, orInsert newSlot: Int, isSlot: (Int) -> Bool, hashOfSlot: (Int) -> Int) -> Int {
        let tag = tag(hash)
        var index = Int(UInt32(truncatingIfNeeded: hash)) & mask
        while true {
            let bucket = buckets[index]
            if bucket == 0 { break }
            if bucket & ~slotMask == tag {
                let slot = Int(bucket & slotMask) &- 1
                if isSlot(slot) { return slot }
            }
            index = (index &+ 1) & mask
        }
        buckets[index] = tag | UInt32(truncatingIfNeeded: newSlot &+ 1)
        count &+= 1
        if count &* 4 > (mask &+ 1) &* 3 { grow(hashOfSlot) }
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
        var sum: UInt32 = 0
        for k in 0..<count {
            sum &+= buckets[Int(UInt32(truncatingIfNeeded: hashes[k])) & mask]
        }
        touched = sum
    }

    /// Doubles the table, placing every bucket again by its identity's hash, which `hashOfSlot` gives.
    @inlinable
    func grow(_ hashOfSlot: (Int) -> Int) {
        let oldBuckets = buckets
        let oldSize = mask + 1
        let size = oldSize * 2
        buckets = .allocate(capacity: size)
        buckets.initialize(repeating: 0, count: size)
        mask = size - 1
        for position in 0..<oldSize where oldBuckets[position] != 0 {
            let bucket = oldBuckets[position]
            var index = Int(UInt32(truncatingIfNeeded: hashOfSlot(Int(bucket & slotMask) &- 1))) & mask
            while buckets[index] != 0 { index = (index &+ 1) & mask }
            buckets[index] = bucket
        }
        oldBuckets.deallocate()
    }
}
