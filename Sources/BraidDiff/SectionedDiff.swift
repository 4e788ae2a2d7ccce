/// The difference between two sectioned lists: section deletes, inserts, moves and updates, and item
/// deletes, inserts, moves (within and across sections) and updates.
///
/// Sections are matched by their identity, items by theirs across all sections, so an item that changed
/// section is a move. Moves are minimal: sections that keep their relative order are not moved, and items
/// that stay in their (matched) section and keep their relative order are not moved.
///
/// ```swift
/// let diff = SectionedDiff(
///     from: [DiffSection(id: "A", itemIDs: [1, 2]), DiffSection(id: "B", itemIDs: [3])],
///     to:   [DiffSection(id: "B", itemIDs: [3, 2]), DiffSection(id: "A", itemIDs: [1])])
/// diff.sectionMoves // [1 → 0]
/// diff.itemMoves    // [(0 - 1) → (0 - 1)]: item 2 moved from section A to section B
/// diff.batchStages()
/// ```
///
/// What is reported, and what is implied:
/// - Items of a deleted section are not listed in ``itemDeletes``; items of an inserted section are not
///   listed in ``itemInserts``: the section operation covers them. Such items never take part in matching,
///   so an item never "moves" out of a deleted or into an inserted section (UIKit rejects that).
/// - Sections whose items have no identity on either side (``DiffItems/counted(_:)``) are *undiffable*:
///   rows are inserted or deleted at their end and the rows that remain are updated (see
///   ``undiffableSections``).
///
/// - Note: **Unchanged and nearly unchanged sections** are diffed by walking each pair of matched sections side by
///   side, without hashing their items, when item identities have an order and come sorted (see ``FlatDiff``);
///   the result is the same as the hashing path's.
/// - Note: **Memory.** The initializers take their sections (`consuming`): a section's identities are let go as
///   they are copied into the one list that is hashed, and that list as soon as it is matched. A caller that hands
///   over its only reference (`SectionedDiff(from: consume old, …)`) holds a big diff's identities about once at its
///   peak; one that keeps its sections keeps that copy too, and the result is the same.
/// - Note: **Duplicate identities** never crash and never produce an invalid batch. Sections and items are
///   each matched in order: the k-th old occurrence of an identity with its k-th new occurrence; the rest are
///   deleted or inserted. ``duplicateSectionIDs`` and ``duplicateItemIDs`` name them.
public struct SectionedDiff<SectionID: Hashable, ItemID: Hashable> {
    /// Deleted sections, ascending old indices.
    public var sectionDeletes: [Int]
    /// Inserted sections, ascending new indices.
    public var sectionInserts: [Int]
    /// Moved sections, old index → new index, ascending by new index.
    public var sectionMoves: [Move<Int>]
    /// Matched sections whose content (header, footer…) changed, old index → new index.
    public var sectionUpdates: [Move<Int>]
    /// Deleted items of surviving sections, ascending old paths.
    public var itemDeletes: [ItemPath]
    /// Inserted items of surviving sections, ascending new paths.
    public var itemInserts: [ItemPath]
    /// Moved items, old path → new path, ascending by new path.
    public var itemMoves: [Move<ItemPath>]
    /// Matched items whose content changed (and remaining rows of undiffable sections), old → new path.
    public var itemUpdates: [Move<ItemPath>]
    /// Sections diffed by count only, old index → new index.
    public var undiffableSections: [Move<Int>]
    /// Section identities that occurred more than once in the old or the new sections.
    public var duplicateSectionIDs: [SectionID]
    /// Item identities that occurred more than once among the items that took part in matching.
    public var duplicateItemIDs: [ItemID]
    /// Items per section before the change.
    public var oldItemCounts: [Int]
    /// Items per section after the change.
    public var newItemCounts: [Int]
    /// For each new section, its matched old section, or -1 for an inserted one.
    @usableFromInline var sectionNewToOld: [Int]
    /// The group of each of ``duplicateItemIDs`` where items were matched in groups (see `SectionedDiff+Groups`),
    /// else empty. Not API.
    @usableFromInline package var _duplicateItemGroups: [Int] = []

    /// Whether nothing changed.
    public var isEmpty: Bool {
        sectionDeletes.isEmpty && sectionInserts.isEmpty && sectionMoves.isEmpty && sectionUpdates.isEmpty
            && itemDeletes.isEmpty && itemInserts.isEmpty && itemMoves.isEmpty && itemUpdates.isEmpty
    }

    /// Diffs `old` sections against `new` ones.
    ///
    /// - Parameters:
    ///   - old: the sections before the change.
    ///   - new: the sections after the change.
    ///   - sectionContentEquals: whether old section *i* and new section *j* (matched by identity) look the
    ///     same — for a header or footer change; `nil` reports no section updates.
    ///   - itemContentEquals: whether the old item at a path and the new item at a path look the same;
    ///     `nil` reports no updates for identified items (and all remaining rows of undiffable sections).
    /// - Complexity: O(n) expected time and memory in the number of sections and items, plus the minimal-move
    ///   step, O(m log m) worst case in the matched items (O(m) when most keep their order). Every section and
    ///   item identity is hashed at most once.
    /// - Precondition: the old and new items (and the old and new sections) number fewer than 2³¹ together,
    ///   as for ``FlatDiff``.
    @inlinable
    public init(
        from old: consuming [DiffSection<SectionID, ItemID>], to new: consuming [DiffSection<SectionID, ItemID>],
        sectionContentEquals: ((Int, Int) -> Bool)? = nil,
        itemContentEquals: ((ItemPath, ItemPath) -> Bool)? = nil
    ) {
        // Never nil: only `.lockstepOnly` fails.
        self.init(consume old, consume new, sectionContentEquals, itemContentEquals.map(_ItemComparison.byPath) ?? .none, .automatic)!
    }

    /// Diffs `old` sections against `new` ones, comparing items with one comparer per pair of sections.
    ///
    /// The same diff as ``init(from:to:sectionContentEquals:itemContentEquals:)``, for callers whose items are
    /// stored per section (a binder's typed models): the comparer for a pair of sections is made once, then asked
    /// with item indices — no path to take apart and no section lookup per item.
    ///
    /// - Parameters:
    ///   - old: the sections before the change.
    ///   - new: the sections after the change.
    ///   - sectionContentEquals: whether old section *i* and new section *j* look the same; `nil` reports no
    ///     section updates.
    ///   - itemComparer: for old section `s` and new section `t`, a function telling whether item `i` of `s`
    ///     and item `j` of `t` look the same. Asked once for each pair of sections that has matched items.
    @inlinable
    public init(
        from old: consuming [DiffSection<SectionID, ItemID>], to new: consuming [DiffSection<SectionID, ItemID>],
        sectionContentEquals: ((Int, Int) -> Bool)? = nil,
        itemComparer: @escaping (_ oldSection: Int, _ newSection: Int) -> (Int, Int) -> Bool
    ) {
        // Never nil: only `.lockstepOnly` fails.
        self.init(consume old, consume new, sectionContentEquals, .bySectionPair(itemComparer), .automatic)!
    }

    /// Diffs `old` sections against `new` ones, comparing items a run at a time where it can, with comparers made
    /// once per pair of sections.
    ///
    /// The same diff as ``init(from:to:sectionContentEquals:itemComparer:)``, for callers that can compare many
    /// items in a loop of their own (typed, inlined) faster than through a call a row: where the rows of a pair of
    /// sections are matched in order — an update that changed little — the diff asks `differing` once for each run
    /// of matched rows, not `equals` once for each row. Items compared one by one (after a diff by hashing, or moved
    /// across sections) are asked of `equals`. The two must agree.
    ///
    /// An example is in the BraidDiff overview.
    ///
    /// - Parameters:
    ///   - old: the sections before the change.
    ///   - new: the sections after the change.
    ///   - sectionContentEquals: whether old section *i* and new section *j* look the same; `nil` reports no
    ///     section updates.
    ///   - itemComparers: for old section `s` and new section `t`, asked once for each pair of sections that has
    ///     matched items: `equals(i, j)`, whether item `i` of `s` and item `j` of `t` look the same; and
    ///     `differing(i, j, count)`, for a run — item `i` of `s` on, item `j` of `t` on, `count` of each — the
    ///     offsets `k` (ascending, in `0..<count`) where item `i + k` and item `j + k` do not look the same.
    @inlinable
    public init(
        from old: consuming [DiffSection<SectionID, ItemID>], to new: consuming [DiffSection<SectionID, ItemID>],
        sectionContentEquals: ((Int, Int) -> Bool)? = nil,
        itemComparers: @escaping (_ oldSection: Int, _ newSection: Int)
            -> (equals: (_ oldItem: Int, _ newItem: Int) -> Bool, differing: (_ oldItem: Int, _ newItem: Int, _ count: Int) -> [Int])
    ) {
        // Never nil: only `.lockstepOnly` fails.
        self.init(consume old, consume new, sectionContentEquals, .bySectionPairRuns(itemComparers), .automatic)!
    }

    /// The identities of the sections at `participants` (each identified), one section after another, and for
    /// every section where its identities start there (-1 for the others). Each section's identities leave it as
    /// they are copied (its items become a count): when the caller handed over the sections and kept no other
    /// reference, a section's array is freed as soon as it is copied, so a big diff holds its identities about once,
    /// not twice. Reserved at once: grown by doubling, each growth would be a copy into fresh memory that is then
    /// faulted in page by page. One section's are its own array, not a copy.
    @inlinable
    static func _flatten(
        _ sections: inout [DiffSection<SectionID, ItemID>], _ participants: [Int]
    ) -> (ids: [ItemID], offsets: [Int]) {
        var offsets = [Int](repeating: -1, count: sections.count)
        if participants.count == 1 {
            let s = participants[0]
            offsets[s] = 0
            let ids = sections[s].items.identities!
            sections[s].items = .counted(ids.count)
            return (ids, offsets)
        }
        var ids: [ItemID] = []
        ids.reserveCapacity(participants.reduce(0) { $0 + sections[$1].items.count })
        for s in participants {
            offsets[s] = ids.count
            let count = sections[s].items.count
            ids += sections[s].items.identities!
            sections[s].items = .counted(count)
        }
        return (ids, offsets)
    }

    /// Diffs `old` against `new` the way `strategy` says; `nil` only for `.lockstepOnly` where the lockstep walk cannot
    /// prove its result.
    ///
    /// The sections are taken, not borrowed: their identities are let go of as they are flattened for hashing
    /// (``_flatten(_:_:)``), and the flattened identities as soon as they are matched.
    /// - Parameters:
    ///   - walked: where to hand `new` back when the lockstep walk answered (nothing was flattened).
    ///   - itemGroups: each old and new section's group, where items of two groups must never match (see
    ///     `SectionedDiff+Groups`); nil: all items are one group.
    @inlinable
    init?(
        _ old: consuming [DiffSection<SectionID, ItemID>], _ new: consuming [DiffSection<SectionID, ItemID>],
        _ sectionContentEquals: ((Int, Int) -> Bool)?, _ itemComparison: _ItemComparison, _ strategy: _DiffStrategy,
        _ walked: _WalkedSections<SectionID, ItemID>? = nil, _ itemGroups: (old: [Int], new: [Int])? = nil
    ) {
        // Sections are a flat list matched by identity.
        let (sectionMatching, _, duplicateSectionIDs) = FlatDiff<SectionID>._match(
            from: old, to: new, identifiedBy: { $0.id }, contentEquals: nil)
        let sections = _FlatDiffCore(sectionMatching)
        let sectionNewToOld = sections.newToOld.map(Int.init)

        // Items take part in matching only where both sides of a matched section have identities; their
        // identities, flattened section by section, are matched as one flat list — so items move across sections.
        var participates = [Bool](repeating: false, count: old.count)
        for (t, s) in sectionNewToOld.enumerated() where s >= 0 {
            if case .identified = old[s].items, case .identified = new[t].items { participates[s] = true }
        }
        let oldItemCounts = old.map { $0.items.count }
        let newItemCounts = new.map { $0.items.count }
        let core: _SectionedDiffCore
        var duplicateItemIDs: [ItemID] = []
        var duplicateItemGroups: [Int] = []
        if strategy != .hashing,
           let rowEdits = Self._lockstepInGroups(old, new, sectionNewToOld, participates, itemGroups) {
            // Proven to be the hashing path's matching (see `_Lockstep`): no item moved, no identity repeats.
            core = _SectionedDiffCore(
                oldItemCounts: oldItemCounts, newItemCounts: newItemCounts, sectionNewToOld: sectionNewToOld,
                rowEdits: rowEdits, comparison: itemComparison)
            if let walked { walked.new = consume new }
        } else {
            if strategy == .lockstepOnly { return nil }
            let matched = Self._matchItems(
                &old, &new, old.indices.filter { participates[$0] },
                new.indices.filter { sectionNewToOld[$0] >= 0 && participates[sectionNewToOld[$0]] }, itemGroups)
            duplicateItemIDs = matched.duplicates
            duplicateItemGroups = matched.duplicateGroups
            core = _SectionedDiffCore(
                oldItemCounts: oldItemCounts, newItemCounts: newItemCounts,
                sectionNewToOld: sectionNewToOld, itemOldToNew: matched.oldToNew, itemNewToOld: matched.newToOld,
                oldOffsets: matched.oldOffsets, newOffsets: matched.newOffsets, comparison: itemComparison)
        }

        var sectionUpdates: [Move<Int>] = []
        if let sectionContentEquals {
            for (t, s) in sectionNewToOld.enumerated() where s >= 0 && !sectionContentEquals(s, t) {
                sectionUpdates.append(Move(from: s, to: t))
            }
        }
        self.sectionDeletes = sections.deletes
        self.sectionInserts = sections.inserts
        self.sectionMoves = sections.moves
        self.sectionUpdates = sectionUpdates
        self.itemDeletes = core.deletes
        self.itemInserts = core.inserts
        self.itemMoves = core.moves
        self.itemUpdates = core.updates
        self.undiffableSections = core.undiffableSections
        self.duplicateSectionIDs = duplicateSectionIDs
        self.duplicateItemIDs = duplicateItemIDs
        self._duplicateItemGroups = duplicateItemGroups
        self.oldItemCounts = core.oldItemCounts
        self.newItemCounts = core.newItemCounts
        self.sectionNewToOld = sectionNewToOld
    }

    /// The lockstep walk over the items of each pair of matched sections that take part in matching: for each new
    /// section, its pair's deleted and inserted rows (`nil` for a section that does not take part) — when the walk
    /// proves them to be the hashing path's; `nil` otherwise. Not API.
    @inlinable
    static func _lockstep(
        _ old: [DiffSection<SectionID, ItemID>], _ new: [DiffSection<SectionID, ItemID>],
        _ sectionNewToOld: [Int], _ participates: [Bool]
    ) -> [_RowEdits?]? {
        var pairCount = 0
        var elementCount = 0
        for (t, s) in sectionNewToOld.enumerated() where s >= 0 && participates[s] {
            pairCount += 1
            elementCount += old[s].items.count + new[t].items.count
        }
        guard pairCount > 0, var lockstep = _Lockstep<ItemID>(elementCount: elementCount, pairCount: pairCount) else {
            return pairCount == 0 ? [_RowEdits?](repeating: nil, count: new.count) : nil
        }
        var rowEdits = [_RowEdits?](repeating: nil, count: new.count)
        for (t, s) in sectionNewToOld.enumerated() where s >= 0 && participates[s] {
            guard let edits = lockstep.walk(
                pair: t, old[s].items.identities!, new[t].items.identities!, identifiedBy: { $0 },
                contentEquals: { _, _ in true }, comparesContent: false)
            else { return nil }
            rowEdits[t] = _RowEdits(deletes: edits.deletes, inserts: edits.inserts)
        }
        guard lockstep.provesDistinct({ t, i in old[sectionNewToOld[t]].items.identities![i] }) else { return nil }
        return rowEdits
    }
}

extension SectionedDiff: Sendable where SectionID: Sendable, ItemID: Sendable {}

extension SectionedDiff {
    /// The batch updates that apply this diff to a table or collection view: one stage when one batch can
    /// express the change validly, two or three when it cannot (see ``ChangesetStage``).
    ///
    /// Every stage passes UIKit's batch-update rules for table and collection views alike.
    ///
    /// - Parameter contentChangesLast: when true, item and section reloads never join a batch that changes
    ///   structure: they come last, in a batch of their own where every index is the same before and after —
    ///   the batch whose item reloads a host may apply as reconfigures (`reconfigureRows(at:)`), which name the
    ///   row at its position *before* the batch and ask the data source for it there. Costs one more stage when
    ///   both structure and content change.
    /// - Complexity: O(n) in the number of changes, plus O(n) for intermediate data when there is more than
    ///   one stage.
    public func batchStages(contentChangesLast: Bool = false) -> [ChangesetStage] {
        _Stager(contentChangesLast: contentChangesLast, self).stages()
    }
}
