extension FlatDiff {
    /// Diffs `old` against `new` the way `strategy` says; `nil` only for `.lockstepOnly` where the lockstep walk
    /// cannot prove its result. Package-wide for tests and fuzzing; the public initializers pass `.automatic`.
    package init?<Old: RandomAccessCollection, New: RandomAccessCollection>(
        from old: Old, to new: New,
        identifiedBy identity: (Old.Element) -> ID,
        contentEquals: ((Old.Element, New.Element) -> Bool)? = nil,
        strategy: _DiffStrategy
    ) where Old.Element == New.Element {
        self.init(old, new, identity, contentEquals, strategy: strategy)
    }

    @inlinable
    @inline(__always)  // into the public initializers, and with them into the caller: see `_lockstep`
    init?<Old: RandomAccessCollection, New: RandomAccessCollection>(
        _ old: Old, _ new: New, _ identity: (Old.Element) -> ID,
        _ contentEqualsOrNil: ((Old.Element, New.Element) -> Bool)?, strategy: _DiffStrategy
    ) where Old.Element == New.Element {
        // Each path is handed the caller's own closure: the walk in a branch of its own, so that it is specialized
        // for it and compares content inline; the matcher as given, which it unwraps once (a closure merged from two
        // here would reach it unspecialized, as an indirect call per element).
        let lockstepEdits: _Lockstep<ID>.Edits? =
            if strategy == .hashing { nil }
            else if let given = contentEqualsOrNil {
                Self._lockstep(from: old, to: new, identifiedBy: identity, contentEquals: given, comparesContent: true)
            } else {
                Self._lockstep(
                    from: old, to: new, identifiedBy: identity, contentEquals: { _, _ in true }, comparesContent: false)
            }
        if let edits = lockstepEdits {
            // Proven to be the hashing path's result (see `_Lockstep`): nothing moved, no identity repeats.
            self.init(
                deletes: edits.deletes, inserts: edits.inserts, moves: [], updates: edits.updates, duplicates: [],
                oldCount: old.count, newCount: new.count)
            return
        }
        if strategy == .lockstepOnly { return nil }
        let (matching, updates, duplicates) = Self._match(
            from: old, to: new, identifiedBy: identity, contentEquals: contentEqualsOrNil)
        let core = _FlatDiffCore(matching)
        self.init(
            deletes: core.deletes, inserts: core.inserts, moves: core.moves, updates: updates, duplicates: duplicates,
            oldCount: old.count, newCount: new.count)
    }

    @inlinable
    init(
        deletes: [Int], inserts: [Int], moves: [Move<Int>], updates: [Move<Int>], duplicates: [ID],
        oldCount: Int, newCount: Int
    ) {
        self.deletes = deletes
        self.inserts = inserts
        self.moves = moves
        self.updates = updates
        self.duplicates = duplicates
        self.oldCount = oldCount
        self.newCount = newCount
    }

    /// The lockstep walk's deletes, inserts and updates of `old` against `new`, when it proves them to be the
    /// hashing path's; `nil` otherwise. Not API.
    @inlinable
    @inline(__always)  // into the caller, where the closures are literals that the walk's loop then inlines
    static func _lockstep<Old: RandomAccessCollection, New: RandomAccessCollection>(
        from old: Old, to new: New, identifiedBy identity: (Old.Element) -> ID,
        contentEquals: (Old.Element, New.Element) -> Bool, comparesContent: Bool
    ) -> _Lockstep<ID>.Edits? where Old.Element == New.Element {
        guard var lockstep = _Lockstep<ID>(elementCount: old.count + new.count, pairCount: 1),
            let edits = lockstep.walk(
                pair: 0, old, new, identifiedBy: identity, contentEquals: contentEquals, comparesContent: comparesContent),
            lockstep.provesDistinct({ identity(old[old.index(old.startIndex, offsetBy: $1)]) })
        else { return nil }
        return edits
    }
}
