extension SectionedDiff {
    /// Diffs `old` against `new` the way `strategy` says; `nil` only for `.lockstepOnly` where the lockstep walk
    /// cannot prove its result. Package-wide for tests and fuzzing; see
    /// ``init(from:to:sectionContentEquals:itemContentEquals:)``.
    package init?(
        from old: [DiffSection<SectionID, ItemID>], to new: [DiffSection<SectionID, ItemID>],
        sectionContentEquals: ((Int, Int) -> Bool)? = nil,
        itemContentEquals: ((ItemPath, ItemPath) -> Bool)? = nil,
        strategy: _DiffStrategy
    ) {
        self.init(old, new, sectionContentEquals, itemContentEquals.map(_ItemComparison.byPath) ?? .none, strategy)
    }

    /// Diffs `old` against `new` the way `strategy` says, comparing items with one comparer per pair of sections;
    /// see ``init(from:to:sectionContentEquals:itemComparer:)``.
    package init?(
        from old: [DiffSection<SectionID, ItemID>], to new: [DiffSection<SectionID, ItemID>],
        sectionContentEquals: ((Int, Int) -> Bool)? = nil,
        itemComparer: @escaping (_ oldSection: Int, _ newSection: Int) -> (Int, Int) -> Bool,
        strategy: _DiffStrategy
    ) {
        self.init(old, new, sectionContentEquals, .bySectionPair(itemComparer), strategy)
    }

    /// Diffs `old` against `new` the way `strategy` says, comparing items a run at a time where it can, the items of
    /// each of `itemGroups` among themselves (nil: one group); see ``init(from:to:sectionContentEquals:itemComparers:)``.
    package init?(
        from old: [DiffSection<SectionID, ItemID>], to new: [DiffSection<SectionID, ItemID>],
        sectionContentEquals: ((Int, Int) -> Bool)? = nil,
        itemComparers: @escaping (_ oldSection: Int, _ newSection: Int)
            -> (equals: (Int, Int) -> Bool, differing: (Int, Int, Int) -> [Int]),
        strategy: _DiffStrategy, itemGroups: (old: [Int], new: [Int])? = nil
    ) {
        self.init(old, new, sectionContentEquals, .bySectionPairRuns(itemComparers), strategy, nil, itemGroups)
    }

    /// ``init(from:to:sectionContentEquals:itemComparers:)``, with `new` handed back when the lockstep walk answered:
    /// then its identities were never flattened, so a caller may keep them for its next diff without holding them
    /// through this one (where the hashing path lets each section's go as it copies them). For the binder; inlinable,
    /// so that the diff is specialized for its identity type there.
    @inlinable
    package static func walking(
        from old: consuming [DiffSection<SectionID, ItemID>], to new: consuming [DiffSection<SectionID, ItemID>],
        sectionContentEquals: ((Int, Int) -> Bool)?,
        itemComparers: @escaping (_ oldSection: Int, _ newSection: Int)
            -> (equals: (Int, Int) -> Bool, differing: (Int, Int, Int) -> [Int]),
        itemGroups: (old: [Int], new: [Int])? = nil
    ) -> (diff: SectionedDiff, walkedNew: [DiffSection<SectionID, ItemID>]?) {
        let walked = _WalkedSections<SectionID, ItemID>()
        // Never nil: only `.lockstepOnly` fails.
        let diff = SectionedDiff(
            consume old, consume new, sectionContentEquals, .bySectionPairRuns(itemComparers), .automatic, walked,
            itemGroups)!
        return (diff, walked.new)
    }
}
