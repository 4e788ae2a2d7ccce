/// How a sectioned diff compares matched items for updates. Not API.
@usableFromInline
enum _ItemComparison {
    /// No comparison: identified items report no updates; every remaining row of an undiffable section does.
    case none
    case byPath((ItemPath, ItemPath) -> Bool)
    /// For an old and a new section, a function comparing their items by index; asked once per pair of sections.
    case bySectionPair((Int, Int) -> (Int, Int) -> Bool)
    /// For an old and a new section, `bySectionPair`'s comparison of single items and a comparison of runs of items:
    /// `(i, j, count)` gives the offsets `k` in `0..<count` where item `i + k` and item `j + k` differ. Asked once per
    /// pair of sections, for both.
    case bySectionPairRuns((Int, Int) -> (equals: (Int, Int) -> Bool, differing: (Int, Int, Int) -> [Int]))

    /// Whether items are compared by path, and the comparison (answering "equal" when not): unwrapped once, since an
    /// optional bound per item would retain its closure each time.
    var pathComparison: (byPath: Bool, equals: (ItemPath, ItemPath) -> Bool) {
        if case .byPath(let equals) = self { (true, equals) } else { (false, { _, _ in true }) }
    }
}

/// The non-generic part of a sectioned diff: item matching across sections, minimal moves per section,
/// updates, and the count-only diff of undiffable sections.
@usableFromInline
struct _SectionedDiffCore {
    @usableFromInline var deletes: [ItemPath] = []
    @usableFromInline var inserts: [ItemPath] = []
    @usableFromInline var moves: [Move<ItemPath>] = []
    /// Matched items whose content changed, and the remaining rows of undiffable sections that are updates;
    /// ascending by new path.
    @usableFromInline var updates: [Move<ItemPath>] = []
    @usableFromInline var undiffableSections: [Move<Int>] = []
    @usableFromInline var oldItemCounts: [Int]
    @usableFromInline var newItemCounts: [Int]

    /// - Parameters:
    ///   - sectionNewToOld: for each new section, its matched old section or -1.
    ///   - itemOldToNew: the matching of the items that take part, flattened section by section.
    ///   - oldOffsets: for each old section, where its items start in the flattened items, or -1.
    @usableFromInline
    init(
        oldItemCounts: [Int], newItemCounts: [Int], sectionNewToOld: [Int],
        itemOldToNew: [Int32], itemNewToOld: [Int32], oldOffsets: [Int], newOffsets: [Int],
        comparison: _ItemComparison
    ) {
        self.oldItemCounts = oldItemCounts
        self.newItemCounts = newItemCounts
        var sectionOldToNew = [Int](repeating: -1, count: oldItemCounts.count)
        for (t, s) in sectionNewToOld.enumerated() where s >= 0 { sectionOldToNew[s] = t }
        let sections = _FlatSections(oldOffsets: oldOffsets, oldItemCounts: oldItemCounts)
        var comparers = _SectionComparers(comparison)

        // Deletes, in old order: unmatched items of participating sections, tails of undiffable ones.
        for s in 0..<oldItemCounts.count {
            let offset = oldOffsets[s]
            if offset >= 0 {
                for r in 0..<oldItemCounts[s] where itemOldToNew[offset + r] < 0 {
                    deletes.append(ItemPath(item: r, section: s))
                }
            } else if sectionOldToNew[s] >= 0 {
                deleteUndiffableTail(from: s, to: sectionOldToNew[s])
            }
        }

        // Inserts, moves and updates, in new order, section by section. An item matched in its own section is
        // told by its flattened position alone; only one that came from another section needs its section found.
        // The old rows of the items that stayed in their section, in new order; one section at a time.
        let sameSection = UnsafeMutablePointer<Int>.allocate(capacity: newItemCounts.max() ?? 0)
        defer { sameSection.deallocate() }
        // A path comparison is asked directly, without a closure per pair of sections.
        // Optionals bound per item would retain their closures each time, hence the flags.
        let (byPath, pathsEqual) = comparison.pathComparison
        for t in 0..<newItemCounts.count {
            let s0 = sectionNewToOld[t]
            if s0 < 0 { continue }
            let offset = newOffsets[t]
            if offset < 0 {
                diffUndiffable(from: s0, to: t, &comparers)
                continue
            }
            // The section takes part, so its old side does too: its items are the flattened range below.
            let start = oldOffsets[s0]
            let end = start + oldItemCounts[s0]
            var kept = 0
            var fromElsewhere = false
            // The section pair's comparison, asked for at its first matched pair.
            var asked = byPath
            var bySection = false
            var itemsEqual: (Int, Int) -> Bool = { _, _ in true }
            for j in 0..<newItemCounts[t] {
                let g = Int(itemNewToOld[offset + j])
                if g < 0 {
                    inserts.append(ItemPath(item: j, section: t))
                } else if g >= start && g < end {
                    let i = g - start
                    sameSection[kept] = i
                    kept += 1
                    if byPath {
                        let from = ItemPath(item: i, section: s0)
                        let to = ItemPath(item: j, section: t)
                        if !pathsEqual(from, to) { updates.append(Move(from: from, to: to)) }
                    } else {
                        if !asked, let equals = comparers.equals(from: s0, to: t) {
                            (bySection, itemsEqual) = (true, equals)
                        }
                        asked = true
                        if bySection && !itemsEqual(i, j) {
                            let to = ItemPath(item: j, section: t)
                            updates.append(Move(from: ItemPath(item: i, section: s0), to: to))
                        }
                    }
                } else {
                    fromElsewhere = true
                    let from = sections.path(ofFlat: g)
                    let to = ItemPath(item: j, section: t)
                    if comparers.equal(from, to) == false { updates.append(Move(from: from, to: to)) }
                }
            }
            let rows = UnsafeBufferPointer(start: sameSection, count: kept)
            let inOrder = _isIncreasing(rows)
            if inOrder && !fromElsewhere { continue }
            // Moves: items from other sections, and those of this one outside a longest run that kept its order.
            let stays = inOrder ? [] : _longestIncreasingSubsequenceMask(rows)
            var k = 0
            for j in 0..<newItemCounts[t] {
                let g = Int(itemNewToOld[offset + j])
                if g < 0 { continue }
                if g >= start && g < end {
                    if !inOrder && !stays[k] {
                        let to = ItemPath(item: j, section: t)
                        moves.append(Move(from: ItemPath(item: g - start, section: s0), to: to))
                    }
                    k += 1
                } else {
                    moves.append(Move(from: sections.path(ofFlat: g), to: ItemPath(item: j, section: t)))
                }
            }
        }
    }
}

extension _SectionedDiffCore {
    /// The core of a sectioned diff whose items the lockstep walk matched, without moves: `rowEdits[t]`, for each new
    /// section `t` that takes part in matching, the rows its pair deleted and inserted (see ``_RowEdits``).
    @usableFromInline
    init(
        oldItemCounts: [Int], newItemCounts: [Int], sectionNewToOld: [Int], rowEdits: [_RowEdits?],
        comparison: _ItemComparison
    ) {
        self.oldItemCounts = oldItemCounts
        self.newItemCounts = newItemCounts
        var sectionOldToNew = [Int](repeating: -1, count: oldItemCounts.count)
        for (t, s) in sectionNewToOld.enumerated() where s >= 0 { sectionOldToNew[s] = t }
        var comparers = _SectionComparers(comparison)
        let (byPath, pathsEqual) = comparison.pathComparison

        // Deletes, in old order: the pairs' deleted rows, tails of undiffable sections.
        for s in 0..<oldItemCounts.count where sectionOldToNew[s] >= 0 {
            let t = sectionOldToNew[s]
            if let edits = rowEdits[t] {
                deletes += edits.deletes.lazy.map { ItemPath(item: $0, section: s) }
            } else {
                deleteUndiffableTail(from: s, to: t)
            }
        }
        // Inserts and updates, in new order.
        for t in 0..<newItemCounts.count {
            let s0 = sectionNewToOld[t]
            if s0 < 0 { continue }
            guard let edits = rowEdits[t] else {
                diffUndiffable(from: s0, to: t, &comparers)
                continue
            }
            inserts += edits.inserts.lazy.map { ItemPath(item: $0, section: t) }
            // The pair's comparison is asked for only when the pair has matched items, as the hashing path does; a
            // path comparison directly. Each unwrapped once: an optional bound per item would retain its closure.
            if oldItemCounts[s0] == edits.deletes.count { continue }
            if byPath {
                edits.forEachMatchedRun(oldCount: oldItemCounts[s0], newCount: newItemCounts[t]) { i, j, count in
                    for k in 0..<count {
                        let from = ItemPath(item: i + k, section: s0)
                        let to = ItemPath(item: j + k, section: t)
                        if !pathsEqual(from, to) { updates.append(Move(from: from, to: to)) }
                    }
                }
            } else if let differing = comparers.differingRuns(from: s0, to: t) {
                // A run's rows compared in the caller's own loop: one call a run, not one a row.
                edits.forEachMatchedRun(oldCount: oldItemCounts[s0], newCount: newItemCounts[t]) { i, j, count in
                    for k in differing(i, j, count) {
                        updates.append(Move(from: ItemPath(item: i + k, section: s0), to: ItemPath(item: j + k, section: t)))
                    }
                }
            } else if let itemsEqual = comparers.equals(from: s0, to: t) {
                edits.forEachMatchedRun(oldCount: oldItemCounts[s0], newCount: newItemCounts[t]) { i, j, count in
                    for k in 0..<count where !itemsEqual(i + k, j + k) {
                        let to = ItemPath(item: j + k, section: t)
                        updates.append(Move(from: ItemPath(item: i + k, section: s0), to: to))
                    }
                }
            }
        }
    }

    /// Old section `s`'s rows past new section `t`'s count, deleted: `s` and `t` are a matched undiffable pair.
    mutating func deleteUndiffableTail(from s: Int, to t: Int) {
        for r in min(newItemCounts[t], oldItemCounts[s])..<oldItemCounts[s] {
            deletes.append(ItemPath(item: r, section: s))
        }
    }

    /// A matched pair of sections diffed by count: its remaining rows updated where they differ (all, without a
    /// comparison), new rows past the old count inserted.
    mutating func diffUndiffable(from s0: Int, to t: Int, _ comparers: inout _SectionComparers) {
        undiffableSections.append(Move(from: s0, to: t))
        let remaining = min(oldItemCounts[s0], newItemCounts[t])
        // Without a comparison, every remaining row is an update.
        let equals = remaining > 0 ? comparers.equals(from: s0, to: t) : nil
        for r in 0..<remaining where !(equals?(r, r) ?? false) {
            updates.append(Move(from: ItemPath(item: r, section: s0), to: ItemPath(item: r, section: t)))
        }
        for j in remaining..<newItemCounts[t] { inserts.append(ItemPath(item: j, section: t)) }
    }
}

/// Whether `values` is strictly increasing: then no row of the section moved, and the minimal-move step is skipped.
func _isIncreasing(_ values: UnsafeBufferPointer<Int>) -> Bool {
    var previous = Int.min
    for value in values {
        if value <= previous { return false }
        previous = value
    }
    return true
}

/// Where the old sections that take part in matching start among the flattened items, to turn a flattened position
/// back into a path.
struct _FlatSections {
    /// The flattened offsets of the participating old sections that have items, ascending.
    private var starts: [Int] = []
    /// The section of each start.
    private var sections: [Int] = []

    init(oldOffsets: [Int], oldItemCounts: [Int]) {
        for (s, offset) in oldOffsets.enumerated() where offset >= 0 && oldItemCounts[s] > 0 {
            starts.append(offset)
            sections.append(s)
        }
    }

    /// The old path of flattened position `g`.
    func path(ofFlat g: Int) -> ItemPath {
        // The last start at or before g.
        var low = 0
        var high = starts.count
        while high - low > 1 {
            let middle = (low + high) / 2
            if starts[middle] <= g { low = middle } else { high = middle }
        }
        return ItemPath(item: g - starts[low], section: sections[low])
    }
}

/// An item comparison's functions per pair of sections, made once for each pair.
struct _SectionComparers {
    let comparison: _ItemComparison
    private var known: [Move<Int>: (Int, Int) -> Bool] = [:]
    private var knownPairs: [Move<Int>: (equals: (Int, Int) -> Bool, differing: (Int, Int, Int) -> [Int])] = [:]

    init(_ comparison: _ItemComparison) {
        self.comparison = comparison
    }

    /// Whether item `i` of old section `s` and item `j` of new section `t` look the same; `nil` with no comparison.
    /// For the many items of one pair of sections.
    mutating func equals(from s: Int, to t: Int) -> ((Int, Int) -> Bool)? {
        switch comparison {
        case .none:
            return nil
        case .byPath(let pathsEqual):
            return { i, j in pathsEqual(ItemPath(item: i, section: s), ItemPath(item: j, section: t)) }
        case .bySectionPair(let comparer):
            let sections = Move(from: s, to: t)
            if let equals = known[sections] { return equals }
            let equals = comparer(s, t)
            known[sections] = equals
            return equals
        case .bySectionPairRuns:
            return pair(s, t)?.equals
        }
    }

    /// For a comparison of runs, the function that gives the offsets where a run of old section `s`'s items and
    /// one of new section `t`'s differ; nil for the other comparisons (compared item by item).
    mutating func differingRuns(from s: Int, to t: Int) -> ((Int, Int, Int) -> [Int])? {
        pair(s, t)?.differing
    }

    /// A comparison of runs' two functions for old section `s` and new section `t`, asked once; nil for the other
    /// comparisons.
    private mutating func pair(_ s: Int, _ t: Int) -> (equals: (Int, Int) -> Bool, differing: (Int, Int, Int) -> [Int])? {
        guard case .bySectionPairRuns(let comparers) = comparison else { return nil }
        let sections = Move(from: s, to: t)
        if let known = knownPairs[sections] { return known }
        let made = comparers(s, t)
        knownPairs[sections] = made
        return made
    }

    /// Whether the items at `from` and `to` look the same; `nil` with no comparison. For an item that moved across
    /// sections.
    mutating func equal(_ from: ItemPath, _ to: ItemPath) -> Bool? {
        if case .byPath(let pathsEqual) = comparison { return pathsEqual(from, to) }
        return equals(from: from.section, to: to.section).map { $0(from.item, to.item) }
    }
}
