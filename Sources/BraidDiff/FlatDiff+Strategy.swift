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
    init?<Old: RandomAccessCollection, New: RandomAccessCollection>(
        _ old: Old, _ new: New, _ identity: (Old.Element) -> ID,
        _ contentEqualsOrNil: ((Old.Element, New.Element) -> Bool)?, strategy: _DiffStrategy
    ) where Old.Element == New.Element {
        // Unwrapped once, not for every element; by `if let`, not `??`, whose generic parameter would make the
        // closure pass through a reabstraction thunk on every call.
        let comparesContent: Bool
        let contentEquals: (Old.Element, New.Element) -> Bool
        if let given = contentEqualsOrNil {
            (comparesContent, contentEquals) = (true, given)
        } else {
            (comparesContent, contentEquals) = (false, { _, _ in true })
        }
        if strategy != .hashing, let edits = Self._lockstep(
            from: old, to: new, identifiedBy: identity, contentEquals: contentEquals, comparesContent: comparesContent)
        {
            // Proven to be the hashing path's result (see `_Lockstep`): nothing moved, no identity repeats.
            self.init(
                deletes: edits.deletes, inserts: edits.inserts, moves: [], updates: edits.updates, duplicates: [],
                oldCount: old.count, newCount: new.count)
            return
        }
        if strategy == .lockstepOnly { return nil }
        let (matching, updates, duplicates) = Self._match(
            from: old, to: new, identifiedBy: identity, contentEquals: contentEquals, comparesContent: comparesContent)
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
