/// The fast path of ``FlatDiff`` and ``SectionedDiff``: old and new identities walked side by side, with a small
/// budget of unmatched elements, and then a proof that the matching it found is the one the hashing path would find.
/// Lists that did not change, or changed in a few places, are diffed at the speed of reading them. Not API.
///
/// **The walk.** Two cursors advance together while the identities under them are equal (a run of matched
/// elements). Where they differ, the nearest resumption is searched for — the fewest skipped old (deleted) plus new
/// (inserted) elements after which two identities are equal again, up to ``searchDepth`` — and failing that, whether
/// the rest of one list is the end of the other (a block inserted or deleted before it). Every skipped element
/// spends the budget; a spent budget, or no resumption, ends the walk and the caller hashes instead. One list may be
/// split in several pairs (a sectioned diff walks each pair of matched sections), sharing the budget and the proof.
///
/// **Why its result is always the hashing path's.** When every identity occurs at most once in each list, an
/// identity diff has exactly one matching: each identity present on both sides pairs its two elements, every other
/// element is deleted or inserted. The walk pairs only elements of equal identity, so its matching *is* that one
/// as soon as (a) each list's identities are distinct, and (b) no skipped identity occurs on the other side. Both
/// follow from three checks, none of which hashes the matched elements:
/// 1. The matched identities are distinct. The walk cuts its runs into stretches that are strictly increasing or
///    strictly decreasing in the identities' order (``_IdentityOrder``) and keeps each stretch's first and last;
///    a strictly monotone stretch holds each identity once, and stretches whose ranges do not overlap share none.
///    The walk gives up when there are more stretches than a list in (mostly) sorted order has.
/// 2. The skipped identities — few, by the budget — are distinct from one another, checked with a `Set`. An
///    identity both deleted and inserted (a move) or skipped twice fails here.
/// 3. No skipped identity is a matched one: binary search in the one stretch whose range could hold it.
/// Then the old list's identities are its matched ones and its deleted ones, all distinct by 1–3, and likewise the
/// new list's; a deleted identity is neither matched nor inserted, so it is not in the new list, and an inserted one
/// is not in the old list. The matching is the unique one, which is what the hashing path's k-th-occurrence rule
/// gives when k is always 1; no identity repeats, so the duplicate lists are empty, as the hashing path's would be.
/// Matched pairs come in the same order on both sides, so nothing moved, and the minimal move count — matched
/// elements minus the longest run that kept its order — is zero. Deletes and inserts are listed in ascending order
/// as met; content is compared on the same matched pairs as the hashing path does, so the updates are the same
/// too. Any check that fails sends the diff to the hashing path: an unproven walk is never used.
@usableFromInline
struct _Lockstep<ID: Hashable> {
    /// A stretch of matched elements whose identities are strictly monotone, in pair `pair` from old offset `start`.
    @usableFromInline
    struct Stretch {
        @usableFromInline var pair: Int
        @usableFromInline var start: Int
        @usableFromInline var count: Int
        @usableFromInline var ascending: Bool
        /// The least and the greatest identity of the stretch.
        @usableFromInline var low: ID
        @usableFromInline var high: ID

        @inlinable
        init(pair: Int, start: Int, count: Int, ascending: Bool, first: ID, last: ID) {
            (self.pair, self.start, self.count, self.ascending) = (pair, start, count, ascending)
            (low, high) = ascending ? (first, last) : (last, first)
        }
    }

    /// What one pair's walk found: deleted old offsets and inserted new offsets (ascending), and the matched pairs
    /// whose content differs (ascending).
    @usableFromInline
    struct Edits {
        @usableFromInline var deletes: [Int] = []
        @usableFromInline var inserts: [Int] = []
        @usableFromInline var updates: [Move<Int>] = []

        @inlinable init() {}
    }

    /// `<` for identities of a type ``_IdentityOrder`` does not know; unused for the types it does.
    @usableFromInline let dynamicLessThan: (ID, ID) -> Bool
    /// How many more elements may go unmatched.
    @usableFromInline var budget: Int
    /// How many stretches a walk may cut before it gives up: a list far from sorted is told after a few elements.
    @usableFromInline let maximumStretches: Int
    @usableFromInline var stretches: [Stretch] = []
    /// The identities of every element skipped so far, deleted or inserted.
    @usableFromInline var skipped: [ID] = []

    /// How far apart a resumption is searched for after a mismatch: the skipped elements on both sides together.
    @inlinable static var searchDepth: Int { 8 }

    /// A walk over `elementCount` elements in all (old and new), in `pairCount` pairs; `nil` when `ID` has no order.
    @inlinable
    init?(elementCount: Int, pairCount: Int) {
        if _IdentityOrder.isKnown(ID.self) {
            dynamicLessThan = { _, _ in false }
        } else {
            guard let lessThan = _IdentityOrder.lessThan(ID.self) else { return nil }
            dynamicLessThan = lessThan
        }
        budget = 32 + elementCount / 512
        maximumStretches = 16 + pairCount + 2 * budget
    }

    /// Walks `old` against `new` as pair `pair`: its deletes, inserts and updates, or `nil` when the budget is spent,
    /// no resumption is found, or the stretches grow too many.
    @inlinable
    @inline(__always)  // into the caller, where its closures are known and inlined: the loop is the diff's cost
    mutating func walk<Old: RandomAccessCollection, New: RandomAccessCollection>(
        pair: Int, _ old: Old, _ new: New, identifiedBy identity: (Old.Element) -> ID,
        contentEquals: (Old.Element, New.Element) -> Bool, comparesContent: Bool
    ) -> Edits? where Old.Element == New.Element {
        let oldCount = old.count
        let newCount = new.count
        var edits = Edits()
        var mismatches = 0
        var i = 0
        var j = 0
        var oldIndex = old.startIndex
        var newIndex = new.startIndex
        while true {
            // A run: equal identities side by side, cut into strictly monotone stretches.
            var start = i
            var count = 0
            var ascending = true
            var first: ID? = nil
            var previous: ID? = nil
            while i < oldCount && j < newCount {
                if count >= 2, var last = previous {
                    // Within a stretch whose direction is known: the loop that walks nearly every element. Runs of
                    // elements that need nothing but reading are scanned in a loop of their own (``scan``); an
                    // element that stops it either ends the stretch (left to the code below) or differs in content
                    // only (an update, after which the scan resumes).
                    let limit = Swift.min(oldCount - i, newCount - j)
                    var k = 0
                    while true {
                        let (oldStart, newStart, remaining) = (i + k, j + k, limit - k)
                        var stretchEnd = last
                        let buffered: Int?? = old.withContiguousStorageIfAvailable { oldBuffer -> Int? in
                            new.withContiguousStorageIfAvailable { newBuffer -> Int in
                                scan(UnsafeBufferPointer(rebasing: oldBuffer[oldStart...]),
                                     UnsafeBufferPointer(rebasing: newBuffer[newStart...]), limit: remaining,
                                     last: &stretchEnd, ascending: ascending, identity, contentEquals, comparesContent)
                            }
                        }
                        let scanned: Int
                        if case .some(.some(let count)) = buffered {
                            scanned = count
                        } else {
                            scanned = scan(old[oldIndex...], new[newIndex...], limit: remaining, last: &stretchEnd,
                                           ascending: ascending, identity, contentEquals, comparesContent)
                        }
                        last = stretchEnd
                        k += scanned
                        old.formIndex(&oldIndex, offsetBy: scanned)
                        new.formIndex(&newIndex, offsetBy: scanned)
                        if k == limit { break }
                        let oldElement = old[oldIndex]
                        let newElement = new[newIndex]
                        let id = identity(oldElement)
                        guard id == identity(newElement), ascending ? lessThan(last, id) : lessThan(id, last) else { break }
                        // Only its content differs.
                        edits.updates.append(Move(from: i + k, to: j + k))
                        last = id
                        k += 1
                        old.formIndex(after: &oldIndex)
                        new.formIndex(after: &newIndex)
                    }
                    (i, j, count, previous) = (i + k, j + k, count + k, last)
                    if k == limit { break }
                }
                let oldElement = old[oldIndex]
                let newElement = new[newIndex]
                let id = identity(oldElement)
                if id != identity(newElement) { break }
                if comparesContent && !contentEquals(oldElement, newElement) {
                    edits.updates.append(Move(from: i, to: j))
                }
                if count == 0 {
                    first = id
                } else if count == 1 {
                    // The stretch's direction; an identity neither before nor after its neighbour is a repeat.
                    if lessThan(previous!, id) {
                        ascending = true
                    } else if lessThan(id, previous!) {
                        ascending = false
                    } else {
                        return nil
                    }
                } else if ascending ? !lessThan(previous!, id) : !lessThan(id, previous!) {
                    guard cut(pair: pair, start: start, count: count, ascending, first!, previous!) else { return nil }
                    (start, count, first) = (i, 0, id)
                }
                previous = id
                count += 1
                i += 1
                j += 1
                old.formIndex(after: &oldIndex)
                new.formIndex(after: &newIndex)
            }
            if count > 0 {
                guard cut(pair: pair, start: start, count: count, ascending, first!, previous!) else { return nil }
            }
            if i == oldCount || j == newCount {
                guard oldCount - i + newCount - j <= budget else { return nil }
                skip(old, from: oldIndex, offset: i, count: oldCount - i, into: &edits.deletes, identity)
                skip(new, from: newIndex, offset: j, count: newCount - j, into: &edits.inserts, identity)
                return edits
            }
            // Changes close together — many mismatches for the elements walked — are a list that changed much: it is
            // left to hashing before the budget is spent, so that a walk that cannot answer costs little.
            mismatches += 1
            guard mismatches <= 1 + i / 64,
                let (deleted, inserted) = resumption(old, new, at: oldIndex, newIndex, i, j, identity)
            else { return nil }
            skip(old, from: oldIndex, offset: i, count: deleted, into: &edits.deletes, identity)
            skip(new, from: newIndex, offset: j, count: inserted, into: &edits.inserts, identity)
            old.formIndex(&oldIndex, offsetBy: deleted)
            new.formIndex(&newIndex, offsetBy: inserted)
            i += deleted
            j += inserted
        }
    }

    /// How many of the first `limit` elements of `old` and `new`, side by side, continue a stretch that `last` ended
    /// (equal identities, each after the one before in the stretch's direction) with equal contents (when
    /// `comparesContent`); `last` becomes the last of them.
    ///
    /// A loop with nothing in it but reading and comparing — no call, no append — so that it stays in registers:
    /// given the lists' own buffers, an unchanged list is diffed at about the speed of reading it.
    @inlinable @inline(__always)
    func scan<Old: Collection, New: Collection>(
        _ old: Old, _ new: New, limit: Int, last: inout ID, ascending: Bool,
        _ identity: (Old.Element) -> ID, _ contentEquals: (Old.Element, New.Element) -> Bool, _ comparesContent: Bool
    ) -> Int where Old.Element == New.Element {
        var k = 0
        var oldIndex = old.startIndex
        var newIndex = new.startIndex
        var previous = last
        // One loop per direction, so that the order test is not chosen again for every element.
        if ascending {
            while k < limit {
                let oldElement = old[oldIndex]
                let newElement = new[newIndex]
                let id = identity(oldElement)
                if id != identity(newElement) || !lessThan(previous, id)
                    || (comparesContent && !contentEquals(oldElement, newElement)) { break }
                previous = id
                k += 1
                old.formIndex(after: &oldIndex)
                new.formIndex(after: &newIndex)
            }
        } else {
            while k < limit {
                let oldElement = old[oldIndex]
                let newElement = new[newIndex]
                let id = identity(oldElement)
                if id != identity(newElement) || !lessThan(id, previous)
                    || (comparesContent && !contentEquals(oldElement, newElement)) { break }
                previous = id
                k += 1
                old.formIndex(after: &oldIndex)
                new.formIndex(after: &newIndex)
            }
        }
        last = previous
        return k
    }

    /// Whether `a` comes before `b` in the identities' order.
    @inlinable @inline(__always)
    func lessThan(_ a: ID, _ b: ID) -> Bool {
        _IdentityOrder.less(a, b, dynamic: dynamicLessThan)
    }

    /// Keeps a stretch; false when there are too many.
    @inlinable
    @inline(never)  // off the walk's loop, so that the walk stays small enough to specialize for its closures
    mutating func cut(pair: Int, start: Int, count: Int, _ ascending: Bool, _ first: ID, _ last: ID) -> Bool {
        stretches.append(Stretch(pair: pair, start: start, count: count, ascending: ascending, first: first, last: last))
        return stretches.count <= maximumStretches
    }

    /// Records `count` elements of `elements` from `index` (at `offset`) as skipped.
    @inlinable
    @inline(never)  // off the walk's loop, so that the walk stays small enough to specialize for its closures
    mutating func skip<C: RandomAccessCollection>(
        _ elements: C, from index: C.Index, offset: Int, count: Int, into offsets: inout [Int], _ identity: (C.Element) -> ID
    ) {
        var index = index
        for k in 0..<count {
            offsets.append(offset + k)
            skipped.append(identity(elements[index]))
            elements.formIndex(after: &index)
        }
        budget -= count
    }

    /// After a mismatch at old offset `i` and new offset `j`: how many old and new elements to skip until two
    /// identities are equal again — the fewest in all, within ``searchDepth`` and the budget — or, past that, until
    /// the end when the rest of one list ends the other. `nil` when neither is found.
    @inlinable
    @inline(never)  // off the walk's loop, so that the walk stays small enough to specialize for its closures
    func resumption<Old: RandomAccessCollection, New: RandomAccessCollection>(
        _ old: Old, _ new: New, at oldIndex: Old.Index, _ newIndex: New.Index, _ i: Int, _ j: Int,
        _ identity: (Old.Element) -> ID
    ) -> (deleted: Int, inserted: Int)? where Old.Element == New.Element {
        let oldLeft = old.count - i
        let newLeft = new.count - j
        let depth = Swift.min(Self.searchDepth, budget)
        if depth > 0 {
            for skipped in 1...depth {
                for deleted in 0...skipped {
                    let inserted = skipped - deleted
                    guard deleted < oldLeft && inserted < newLeft else { continue }
                    if identity(old[old.index(oldIndex, offsetBy: deleted)])
                        == identity(new[new.index(newIndex, offsetBy: inserted)])
                    {
                        return (deleted, inserted)
                    }
                }
            }
        }
        // A longer block: the common end of what is left, walked backwards.
        var tail = 0
        var oldEnd = old.endIndex
        var newEnd = new.endIndex
        while tail < oldLeft && tail < newLeft {
            old.formIndex(before: &oldEnd)
            new.formIndex(before: &newEnd)
            if identity(old[oldEnd]) != identity(new[newEnd]) { break }
            tail += 1
        }
        let skipped = oldLeft + newLeft - 2 * tail
        guard skipped <= budget else { return nil }
        if tail == oldLeft { return (0, newLeft - tail) }
        if tail == newLeft { return (oldLeft - tail, 0) }
        return nil
    }

    /// Whether every identity the walks met is distinct within its list and every skipped one is absent from the
    /// other list (see the type's documentation); `identity(pair, offset)` is the identity of an old element.
    @inlinable
    func provesDistinct(_ identity: (_ pair: Int, _ oldOffset: Int) -> ID) -> Bool {
        let sorted = stretches.sorted { lessThan($0.low, $1.low) }
        for k in sorted.indices.dropFirst() where !lessThan(sorted[k - 1].high, sorted[k].low) { return false }
        var seen = Set<ID>(minimumCapacity: skipped.count)
        for id in skipped {
            guard seen.insert(id).inserted else { return false }
            // The one stretch whose range may hold `id`: the last that starts at or before it.
            var low = 0
            var high = sorted.count
            while low < high {
                let middle = (low + high) / 2
                if lessThan(id, sorted[middle].low) { high = middle } else { low = middle + 1 }
            }
            guard low > 0, !lessThan(sorted[low - 1].high, id) else { continue }
            let stretch = sorted[low - 1]
            // The first element of the stretch not before `id`: `id` itself when the stretch holds it.
            var lower = 0
            var upper = stretch.count
            while lower < upper {
                let middle = (lower + upper) / 2
                let element = identity(stretch.pair, stretch.start + middle)
                if stretch.ascending ? lessThan(element, id) : lessThan(id, element) {
                    lower = middle + 1
                } else {
                    upper = middle
                }
            }
            if lower < stretch.count && identity(stretch.pair, stretch.start + lower) == id { return false }
        }
        return true
    }
}
