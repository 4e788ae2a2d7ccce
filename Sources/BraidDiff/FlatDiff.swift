/// The difference between two lists whose elements have an identity: what was deleted, inserted, moved
/// and updated.
///
/// Elements are matched by identity (any `Hashable`); matched elements whose content differs are updates.
/// Moves are minimal: matched elements that keep their relative order are never reported as moved, so the
/// number of moves is the number of matched elements minus the longest run that kept its order.
///
/// ```swift
/// let diff = FlatDiff(from: oldSongs, to: newSongs, identifiedBy: \.id, contentEquals: ==)
/// diff.deletes  // old indices
/// diff.inserts  // new indices
/// diff.moves    // old index → new index
/// diff.updates  // old index → new index, same identity, content changed
/// let stages = diff.batchStages()  // batch updates UIKit accepts
/// ```
///
/// - Note: **Duplicate identities.** Two elements with the same identity in one list never crash the diff
///   and never produce an invalid batch. They are matched in order: the k-th occurrence of an identity in
///   the old list is matched with its k-th occurrence in the new list; occurrences beyond the shorter side
///   are deleted or inserted. ``duplicates`` lists every identity that occurred more than once in either
///   list, so that a caller can warn about it.
/// - Note: **Identity versus equality.** Identity says *which* element this is and must survive a change of
///   content; equality says whether it *looks* the same. Without `contentEquals`, no updates are reported.
/// - Note: **Unchanged and nearly unchanged lists** whose identities have an order (`Int`, `String`, any
///   `Comparable`) and come sorted, ascending or descending — as ids from a database or a feed mostly do — are
///   diffed by walking the two lists side by side, at about the cost of reading them, when a few elements were
///   inserted, deleted or changed. Anything else (moves, repeated identities, many changes, unsorted identities)
///   is diffed by hashing. The result is the same either way.
public struct FlatDiff<ID: Hashable> {
    /// Deleted elements, as ascending indices into the old list.
    public var deletes: [Int]
    /// Inserted elements, as ascending indices into the new list.
    public var inserts: [Int]
    /// Moved elements, old index → new index, in ascending order of new index.
    public var moves: [Move<Int>]
    /// Matched elements whose content changed, old index → new index, in ascending order of new index.
    public var updates: [Move<Int>]
    /// Identities that occurred more than once in the old or the new list (each listed once).
    public var duplicates: [ID]
    /// The length of the old list.
    public var oldCount: Int
    /// The length of the new list.
    public var newCount: Int

    /// Whether the two lists were the same: nothing deleted, inserted, moved or updated.
    public var isEmpty: Bool { deletes.isEmpty && inserts.isEmpty && moves.isEmpty && updates.isEmpty }

    /// Diffs `old` against `new`, matching elements by `identity` and comparing matched elements with
    /// `contentEquals`.
    ///
    /// - Parameters:
    ///   - old: the list before the change.
    ///   - new: the list after the change.
    ///   - identity: which element this is; hashed at most once per element (a new element that continues a run
    ///     of old ones is compared with them instead).
    ///   - contentEquals: whether a matched old and new element look the same; `nil` reports no updates.
    /// - Complexity: O(n) expected time and memory for n = old.count + new.count, plus O(m log m) in the
    ///   worst case for the m matched elements to find the minimal moves (O(m) when most keep their order). A few
    ///   changes to a sorted list: one pass over both lists, no hashing but of the changed elements, O(changes)
    ///   memory.
    /// - Precondition: the two lists hold fewer than 2³¹ elements together (the identity table stores
    ///   positions in 32 bits); the diff stops with a message saying so otherwise.
    @inlinable
    @inline(__always)  // so that the lockstep walk inlines the caller's closures (see `_Lockstep`)
    public init<Old: RandomAccessCollection, New: RandomAccessCollection>(
        from old: Old, to new: New,
        identifiedBy identity: (Old.Element) -> ID,
        contentEquals: ((Old.Element, New.Element) -> Bool)? = nil
    ) where Old.Element == New.Element {
        // Never nil: only `.lockstepOnly` fails.
        self.init(old, new, identity, contentEquals, strategy: .automatic)!
    }
}

extension FlatDiff: Sendable where ID: Sendable {}
extension FlatDiff: Equatable where ID: Equatable {}

extension FlatDiff {
    /// Diffs two lists of `Identifiable` elements by `id`; no updates are reported.
    ///
    /// See ``init(from:to:identifiedBy:contentEquals:)``.
    @inlinable
    public init<C: RandomAccessCollection>(from old: C, to new: C)
    where C.Element: Identifiable, C.Element.ID == ID {
        self.init(from: old, to: new, identifiedBy: { $0.id }, contentEquals: nil)
    }

    /// Diffs two lists of `Identifiable & Equatable` elements: identity by `id`, updates by `==`.
    ///
    /// See ``init(from:to:identifiedBy:contentEquals:)``.
    @inlinable
    public init<C: RandomAccessCollection>(from old: C, to new: C)
    where C.Element: Identifiable & Equatable, C.Element.ID == ID {
        self.init(from: old, to: new, identifiedBy: { $0.id }, contentEquals: ==)
    }
}

extension FlatDiff where ID == String {
    /// Diffs two lists of ``CollectionIdentifiable`` elements by `collectionId`; no updates are reported.
    ///
    /// See ``init(from:to:identifiedBy:contentEquals:)``.
    @inlinable
    public init<C: RandomAccessCollection>(from old: C, to new: C) where C.Element: CollectionIdentifiable {
        self.init(from: old, to: new, identifiedBy: { $0.collectionId }, contentEquals: nil)
    }

    /// Diffs two lists of ``CollectionIdentifiable`` `& Equatable` elements: identity by `collectionId`,
    /// updates by `==`.
    ///
    /// See ``init(from:to:identifiedBy:contentEquals:)``.
    @inlinable
    public init<C: RandomAccessCollection>(from old: C, to new: C)
    where C.Element: CollectionIdentifiable & Equatable {
        self.init(from: old, to: new, identifiedBy: { $0.collectionId }, contentEquals: ==)
    }
}

extension FlatDiff {
    /// The batch updates that apply this diff to section `section` of a table or collection view: one
    /// stage when one batch can express the change validly, two when rows both move and change content
    /// (see ``ChangesetStage``).
    ///
    /// - Complexity: O(n) in the number of changes.
    public func batchStages(section: Int = 0) -> [ChangesetStage] {
        let stages = _Stager(_OneSection(self)).stages()
        return section == 0 ? stages : stages.map { $0.inSection(section) }
    }

    /// This diff as the stager reads it: the one section 0 of a sectioned diff, which neither changes nor moves.
    struct _OneSection: _StagingInput {
        let oldItemCounts: [Int]
        let newItemCounts: [Int]
        var sectionNewToOld: [Int] { [0] }
        var sectionDeletes: [Int] { [] }
        var sectionInserts: [Int] { [] }
        var sectionMoves: [Move<Int>] { [] }
        var sectionUpdates: [Move<Int>] { [] }
        let itemDeletes: [ItemPath]
        let itemInserts: [ItemPath]
        let itemMoves: [Move<ItemPath>]
        let itemUpdates: [Move<ItemPath>]

        init(_ diff: FlatDiff) {
            func path(_ index: Int) -> ItemPath { ItemPath(item: index, section: 0) }
            oldItemCounts = [diff.oldCount]
            newItemCounts = [diff.newCount]
            itemDeletes = diff.deletes.map(path)
            itemInserts = diff.inserts.map(path)
            itemMoves = diff.moves.map { Move(from: path($0.from), to: path($0.to)) }
            itemUpdates = diff.updates.map { Move(from: path($0.from), to: path($0.to)) }
        }
    }
}

extension ChangesetStage {
    /// This single-section stage, moved to section `section`.
    func inSection(_ section: Int) -> ChangesetStage {
        func move(_ path: ItemPath) -> ItemPath { ItemPath(item: path.item, section: section) }
        var batch = self.batch
        batch.itemDeletes = batch.itemDeletes.map(move)
        batch.itemInserts = batch.itemInserts.map(move)
        batch.itemMoves = batch.itemMoves.map { Move(from: move($0.from), to: move($0.to)) }
        batch.itemReloads = batch.itemReloads.map(move)
        batch.itemReconfigures = batch.itemReconfigures.map(move)
        return ChangesetStage(batch: batch, data: data)
    }
}

extension FlatDiff {
    /// Matches `old` against `new` by identity — duplicates in order — and finds (with `contentEquals`) the
    /// updates, hashing every identity. The one matcher of BraidDiff: ``SectionedDiff`` uses it for its sections and
    /// for its items flattened. Not API.
    ///
    /// - Complexity: O(n) expected; each identity hashed at most once.
    @inlinable
    static func _match<Old: RandomAccessCollection, New: RandomAccessCollection>(
        from old: Old, to new: New, identifiedBy identity: (Old.Element) -> ID,
        contentEquals contentEqualsOrNil: ((Old.Element, New.Element) -> Bool)?
    ) -> (matching: _SlotMatching, updates: [Move<Int>], duplicates: [ID]) where Old.Element == New.Element {
        // Unwrapped once, not for every element; by `if let`, not `??`, whose generic parameter would make the
        // closure pass through a reabstraction thunk on every call.
        let comparesContent: Bool
        let contentEquals: (Old.Element, New.Element) -> Bool
        if let given = contentEqualsOrNil {
            (comparesContent, contentEquals) = (true, given)
        } else {
            (comparesContent, contentEquals) = (false, { _, _ in true })
        }
        // Slots: an old identity's slot is the old index where it first occurs; an identity only the new list
        // has gets old count + the new index where it first occurs. At most one hash per element: when old
        // identities are unique, new elements that continue runs of old ones are not hashed at all.
        //
        // Each pass hashes a block of identities first and probes the table for them afterwards: hashing is
        // long and probing mostly waits for memory, and a short probing loop lets the processor wait for
        // many buckets at once.
        let oldCount = old.count
        let newCount = new.count
        precondition(
            oldCount + newCount <= _SlotTable.maximumSlotCount,
            "BraidDiff diffs lists of at most \(_SlotTable.maximumSlotCount) elements in all; got \(oldCount) + \(newCount)")
        let table = _SlotTable(capacity: oldCount, slotCount: oldCount + newCount)
        let block = _HashedBlock<ID>()
        func oldElement(_ i: Int) -> Old.Element { old[old.index(old.startIndex, offsetBy: i)] }
        func elementAtSlot(_ slot: Int) -> Old.Element {
            slot < oldCount ? oldElement(slot) : new[new.index(new.startIndex, offsetBy: slot - oldCount)]
        }
        /// The hash of the identity at `slot` again, for a table that grows.
        func hashOfSlot(_ slot: Int) -> Int { _identityHash(identity(elementAtSlot(slot)), seed: block.seed) }

        // The old list, into the table. `oldSlots` stays nil while every old identity is unique (slot i for
        // element i).
        var oldSlots: [Int]? = nil
        do {
            var next = old.startIndex
            var offset = 0
            while offset < oldCount {
                block.hash(from: old, at: &next, count: oldCount - offset, identity)
                table.touchHomeBuckets(of: block.hashes, count: block.count)
                for k in 0..<block.count {
                    let slot = table.slot(
                        hash: block.hashes[k], orInsert: offset, isSlot: { identity(oldElement($0)) == block.ids[k] },
                        hashOfSlot: hashOfSlot)
                    if slot != offset, oldSlots == nil {
                        oldSlots = Array(0..<offset)
                        oldSlots!.reserveCapacity(oldCount)
                    }
                    oldSlots?.append(slot)
                    offset += 1
                }
            }
        }

        if oldSlots == nil, let found = _matchFollowingRuns(
            from: old, to: new, identifiedBy: identity, contentEquals: contentEquals, comparesContent: comparesContent,
            table: table, block: block)
        {
            // Old identities are unique and so are the new ones: every new element met its only partner. The table's
            // buckets go before the matching's old side is made.
            table.free()
            let matching = _SlotMatching(newToOld: found.newToOld, oldCount: oldCount, matchedCount: found.matchedCount)
            return (matching, found.updates, [])
        }

        // Identities repeat: the new list, in order, so that the k-th occurrences pair. The table already holds
        // whatever the runs' pass recorded, under the slots this pass gives.
        var newSlots = [Int]()
        newSlots.reserveCapacity(newCount)
        do {
            var next = new.startIndex
            var offset = 0
            while offset < newCount {
                block.hash(from: new, at: &next, count: newCount - offset, identity)
                table.touchHomeBuckets(of: block.hashes, count: block.count)
                for k in 0..<block.count {
                    newSlots.append(table.slot(
                        hash: block.hashes[k], orInsert: oldCount + offset,
                        isSlot: { identity(elementAtSlot($0)) == block.ids[k] }, hashOfSlot: hashOfSlot))
                    offset += 1
                }
            }
        }
        block.removeAll()
        let matching = _SlotMatching(
            oldSlots: oldSlots ?? Array(0..<oldCount), newSlots: newSlots, slotCount: oldCount + newCount)
        var updates: [Move<Int>] = []
        if comparesContent {
            var j = 0
            for element in new {
                let i = Int(matching.newToOld[j])
                if i >= 0, !contentEquals(oldElement(i), element) {
                    updates.append(Move(from: i, to: j))
                }
                j += 1
            }
        }
        // A duplicated slot is the position where its identity first occurs.
        let duplicates = matching.duplicateSlots.map { identity(elementAtSlot($0)) }
        return (matching, updates, duplicates)
    }

    /// The matching of `new` against `old` when old identities are unique (`table` holds them all, under their
    /// old offsets), found mostly without hashing: a new element is first compared with the few old elements after
    /// the last one a new element was paired with there — a kept run continues, or resumes after a deleted or
    /// moved-away element — and only an element that continues no run is hashed and looked up in `table`, a block
    /// of them at a time. `nil` when the new list repeats an identity; the caller then matches in order. Not API.
    ///
    /// With unique identities on both sides, each new element has at most one possible partner, so the order in
    /// which elements find theirs changes nothing: the result is the one-pass lookup's exactly. Updates are in
    /// ascending order of new offset.
    @inlinable
    @inline(never)  // keeps `_match` small enough to be specialized for the caller's closures
    static func _matchFollowingRuns<Old: RandomAccessCollection, New: RandomAccessCollection>(
        from old: Old, to new: New, identifiedBy identity: (Old.Element) -> ID,
        contentEquals: (Old.Element, New.Element) -> Bool, comparesContent: Bool,
        table: _SlotTable, block: _HashedBlock<ID>
    ) -> (newToOld: [Int32], matchedCount: Int, updates: [Move<Int>])? where Old.Element == New.Element {
        let oldCount = old.count
        let newCount = new.count
        // How many old elements after the cursor a new element is compared with: a run resumes across up to
        // `window - 1` elements deleted or moved away.
        let window = 4
        // After this many new elements in a row continue no run, they are looked up at once and the cursor moves
        // after the last one's partner: the new list continues a run elsewhere (a moved block, a long deletion).
        let resyncAfter = 8
        // Which old elements are paired, a bit each: the matching's old side is made from its new side once the
        // table is freed (see `_match`), so that a big diff holds the table or it, not both.
        var paired = [UInt64](repeating: 0, count: (oldCount + 63) / 64)
        var newToOld = [Int32](repeating: -1, count: newCount)
        var matchedCount = 0
        var updates: [Move<Int>] = []
        var lookedUpUpdates: [Move<Int>] = []  // updates found by lookups, ascending too; merged at the end
        let deferred = UnsafeMutablePointer<Int>.allocate(capacity: _HashedBlock<ID>.capacity)
        defer { deferred.deallocate() }
        block.removeAll()
        let repeated: Bool = paired.withUnsafeMutableBufferPointer { pairedBits in
            newToOld.withUnsafeMutableBufferPointer { newToOld in
                func oldElement(_ i: Int) -> Old.Element { old[old.index(old.startIndex, offsetBy: i)] }
                func newElement(_ j: Int) -> New.Element { new[new.index(new.startIndex, offsetBy: j)] }
                func elementAtSlot(_ slot: Int) -> Old.Element { slot < oldCount ? oldElement(slot) : newElement(slot - oldCount) }
                /// Looks up the deferred elements of the block: how many it paired, or nil when one repeats an
                /// identity. It captures nothing that the run loop below changes, so that the loop keeps its counts
                /// and its word of `paired` in registers (a captured variable lives in memory, and each element would
                /// load what the one before stored).
                func lookUpDeferred() -> Int? {
                    defer { block.removeAll() }
                    table.touchHomeBuckets(of: block.hashes, count: block.count)
                    var found = 0
                    for k in 0..<block.count {
                        let j = deferred[k]
                        let slot = table.slot(
                            hash: block.hashes[k], orInsert: oldCount + j,
                            isSlot: { identity(elementAtSlot($0)) == block.ids[k] },
                            hashOfSlot: { _identityHash(identity(elementAtSlot($0)), seed: block.seed) })
                        if slot < oldCount {
                            if pairedBits[slot &>> 6] & (1 &<< (slot & 63)) != 0 { return nil }
                            pairedBits[slot &>> 6] |= 1 &<< (slot & 63)
                            newToOld[j] = Int32(truncatingIfNeeded: slot)
                            found += 1
                            if comparesContent, !contentEquals(oldElement(slot), newElement(j)) {
                                lookedUpUpdates.append(Move(from: slot, to: j))
                            }
                        } else if slot != oldCount + j {
                            return nil
                        }
                    }
                    return found
                }
                // The word of `pairedBits` that runs are pairing in, kept here and stored when a run leaves it or
                // lookups need the bits: consecutive elements share a word.
                var wordIndex = 0
                var word = oldCount > 0 ? pairedBits[0] : 0
                var matched = 0
                var cursor = 0
                var misses = 0
                var index = new.startIndex
                for j in 0..<newCount {
                    let element = new[index]
                    new.formIndex(after: &index)
                    let id = identity(element)
                    var i = cursor
                    let end = Swift.min(cursor + window, oldCount)
                    while i < end, identity(oldElement(i)) != id { i += 1 }
                    if i < end {
                        if i &>> 6 != wordIndex {
                            pairedBits[wordIndex] = word
                            wordIndex = i &>> 6
                            word = pairedBits[wordIndex]
                        }
                        // Old identities are unique: an old element already paired means the new list repeats it.
                        if word & (1 &<< (i & 63)) != 0 { return true }
                        word |= 1 &<< (i & 63)
                        newToOld[j] = Int32(truncatingIfNeeded: i)
                        matched &+= 1
                        if comparesContent, !contentEquals(oldElement(i), element) {
                            updates.append(Move(from: i, to: j))
                        }
                        cursor = i + 1
                        misses = 0
                        continue
                    }
                    deferred[block.count] = j
                    block.append(id)
                    misses += 1
                    if misses == resyncAfter || block.count == _HashedBlock<ID>.capacity {
                        if oldCount > 0 { pairedBits[wordIndex] = word }
                        guard let found = lookUpDeferred() else { return true }
                        if oldCount > 0 { word = pairedBits[wordIndex] }
                        matched &+= found
                        if misses == resyncAfter {
                            if newToOld[j] >= 0 { cursor = Int(newToOld[j]) + 1 }
                            misses = 0
                        }
                    }
                }
                if oldCount > 0 { pairedBits[wordIndex] = word }
                guard let found = lookUpDeferred() else { return true }
                matchedCount = matched &+ found
                return false
            }
        }
        if repeated { return nil }
        if !lookedUpUpdates.isEmpty {
            // Merge the two ascending lists.
            var merged: [Move<Int>] = []
            merged.reserveCapacity(updates.count + lookedUpUpdates.count)
            var a = 0
            var b = 0
            while a < updates.count || b < lookedUpUpdates.count {
                if b == lookedUpUpdates.count || (a < updates.count && updates[a].to < lookedUpUpdates[b].to) {
                    merged.append(updates[a])
                    a += 1
                } else {
                    merged.append(lookedUpUpdates[b])
                    b += 1
                }
            }
            updates = merged
        }
        return (newToOld, matchedCount, updates)
    }
}

/// A few identities of a list and their hash values, computed together ahead of the table probes that use
/// them (see ``FlatDiff/_match(from:to:identifiedBy:contentEquals:)``). A class only so that its buffers
/// are freed with it; not API.
@usableFromInline
final class _HashedBlock<ID: Hashable> {
    /// How many identities one block holds: enough to keep many probes in flight, few enough to stay in
    /// the first-level cache.
    @inlinable static var capacity: Int { 128 }

    @usableFromInline let ids: UnsafeMutablePointer<ID>
    @usableFromInline let hashes: UnsafeMutablePointer<Int>
    /// ``_identityHash(_:seed:)``'s seed, read once.
    @usableFromInline let seed = _IdentityHashSeed.value
    /// How many identities the block holds.
    @usableFromInline var count = 0

    @inlinable
    init() {
        ids = .allocate(capacity: Self.capacity)
        hashes = .allocate(capacity: Self.capacity)
    }

    @inlinable
    deinit {
        ids.deinitialize(count: count)
        ids.deallocate()
        hashes.deallocate()
    }

    /// Adds `id` and its hash value; the block must have room.
    @inlinable
    func append(_ id: ID) {
        hashes[count] = _identityHash(id, seed: seed)
        (ids + count).initialize(to: id)
        count += 1
    }

    /// Empties the block.
    @inlinable
    func removeAll() {
        ids.deinitialize(count: count)
        count = 0
    }

    /// Replaces the block's contents with the identities of the next `min(remaining, capacity)` elements of
    /// `elements` from `index`, and their hash values; advances `index` past them.
    @inlinable
    func hash<C: Collection>(
        from elements: C, at index: inout C.Index, count remaining: Int, _ identity: (C.Element) -> ID
    ) {
        ids.deinitialize(count: count)
        count = 0
        for k in 0..<Swift.min(remaining, Self.capacity) {
            let id = identity(elements[index])
            hashes[k] = _identityHash(id, seed: seed)
            (ids + k).initialize(to: id)
            count = k + 1
            elements.formIndex(after: &index)
        }
    }
}

/// The hash value the identity table probes with: an `Int` identity's own bits through a seeded mixer, any other
/// identity's `hashValue`.
///
/// `Int` is the common identity (database ids, and the binder's own numbering) and `Int.hashValue` is SipHash-1-3 —
/// most of a diff's cost per element. The mixer (xor with a per-process random seed, then two rounds of multiply and
/// xor-shift) is a bijection of 64-bit values whose every output bit depends on every input bit, so that ids that
/// follow a pattern (consecutive, strided by a power of two) spread over the table; identities that collide in the
/// table can be chosen only by knowing the seed, which is `Hasher`'s own random per-process seed. (With
/// `SWIFT_DETERMINISTIC_HASHING` set, as with `Hasher`, it is the same in every run.) Not API.
@inlinable
func _identityHash<ID: Hashable>(_ id: ID, seed: UInt64) -> Int {
    if ID.self == Int.self {
        return Int(truncatingIfNeeded: _mixedIdentity(UInt64(bitPattern: Int64(unsafeBitCast(id, to: Int.self))) ^ seed))
    }
    return id.hashValue
}

/// Two rounds of xor-shift and multiply: a bijection of 64-bit values whose every output bit depends on every input
/// bit. Not API.
@inlinable
func _mixedIdentity(_ value: UInt64) -> UInt64 {
    var x = value
    x = (x ^ (x &>> 32)) &* 0xD6E8_FEB8_6659_FD93
    x = (x ^ (x &>> 32)) &* 0xD6E8_FEB8_6659_FD93
    return x ^ (x &>> 32)
}

/// The seed of ``_identityHash(_:seed:)``: drawn once per process from `Hasher`'s random seed. Not API.
@usableFromInline
enum _IdentityHashSeed {
    @usableFromInline static let value: UInt64 = {
        var hasher = Hasher()
        hasher.combine(0x5EED_1D5)
        return UInt64(bitPattern: Int64(hasher.finalize()))
    }()
}
