// Items in groups: a caller whose items fall into groups that must never match each other (a binder's chains: rows
// of two chains are never the same row) gives each section's group, and the items of each group are matched among
// themselves — the diff an identity tagged with its group would give, without a tagged copy of every identity.

extension SectionedDiff {
    /// ``_lockstep(_:_:_:_:)`` in each group of items: each group's sections walked and proven distinct on their own,
    /// the results joined. Nil where a walk cannot prove its result, or where a matched pair of sections is in two
    /// groups (its rows never match: the hashing path says how). Not API.
    @inlinable
    static func _lockstepInGroups(
        _ old: [DiffSection<SectionID, ItemID>], _ new: [DiffSection<SectionID, ItemID>],
        _ sectionNewToOld: [Int], _ participates: [Bool], _ groups: (old: [Int], new: [Int])?
    ) -> [_RowEdits?]? {
        guard let groups else { return _lockstep(old, new, sectionNewToOld, participates) }
        var names = Set<Int>()
        for (t, s) in sectionNewToOld.enumerated() where s >= 0 && participates[s] {
            if groups.old[s] != groups.new[t] { return nil }
            names.insert(groups.old[s])
        }
        if names.count <= 1 { return _lockstep(old, new, sectionNewToOld, participates) }
        var rowEdits = [_RowEdits?](repeating: nil, count: new.count)
        for name in names {
            let inGroup = participates.indices.map { participates[$0] && groups.old[$0] == name }
            guard let edits = _lockstep(old, new, sectionNewToOld, inGroup) else { return nil }
            for (t, pair) in edits.enumerated() where pair != nil { rowEdits[t] = pair }
        }
        return rowEdits
    }

    /// The items of the sections at `oldParticipants` and `newParticipants` matched by identity — in each group on
    /// its own where `groups` gives each section's group, else all together: the matching over all of them,
    /// flattened section by section, where each section's items start in it, and the identities that repeat (within
    /// a group, with their groups; without groups, none).
    ///
    /// Each group's identities are flattened, matched and let go before the next group's: the sections' identities
    /// leave them as ``_flatten(_:_:)`` copies them. One group is matched as it is flattened, with no positions to
    /// map back.
    @inlinable
    static func _matchItems(
        _ old: inout [DiffSection<SectionID, ItemID>], _ new: inout [DiffSection<SectionID, ItemID>],
        _ oldParticipants: [Int], _ newParticipants: [Int], _ groups: (old: [Int], new: [Int])?
    ) -> (oldToNew: [Int32], newToOld: [Int32], oldOffsets: [Int], newOffsets: [Int],
          duplicates: [ItemID], duplicateGroups: [Int]) {
        let names = groups.map { groups in
            Set(oldParticipants.map { groups.old[$0] } + newParticipants.map { groups.new[$0] }).sorted()
        }
        guard let groups, let names, names.count > 1 else {
            var (oldIDs, oldOffsets) = _flatten(&old, oldParticipants)
            var (newIDs, newOffsets) = _flatten(&new, newParticipants)
            let (items, _, duplicates) = FlatDiff<ItemID>._match(from: oldIDs, to: newIDs, identifiedBy: { $0 }, contentEquals: nil)
            // Matched: the identities go before the core makes its lists.
            oldIDs = []
            newIDs = []
            let group = names?.first.map { Array(repeating: $0, count: duplicates.count) } ?? []
            return (items.oldToNew, items.newToOld, oldOffsets, newOffsets, duplicates, group)
        }
        func offsets(_ sections: [DiffSection<SectionID, ItemID>], _ participants: [Int]) -> (offsets: [Int], count: Int) {
            var offsets = [Int](repeating: -1, count: sections.count)
            var count = 0
            for s in participants {
                offsets[s] = count
                count += sections[s].items.count
            }
            return (offsets, count)
        }
        let (oldOffsets, oldCount) = offsets(old, oldParticipants)
        let (newOffsets, newCount) = offsets(new, newParticipants)
        precondition(
            oldCount + newCount <= _SlotTable.maximumSlotCount,
            "BraidDiff diffs lists of at most \(_SlotTable.maximumSlotCount) elements in all; got \(oldCount) + \(newCount)")
        var oldToNew = [Int32](repeating: -1, count: oldCount)
        var newToOld = [Int32](repeating: -1, count: newCount)
        var duplicates: [ItemID] = []
        var duplicateGroups: [Int] = []
        for name in names {
            let oldPart = oldParticipants.filter { groups.old[$0] == name }
            let newPart = newParticipants.filter { groups.new[$0] == name }
            var (oldIDs, oldLocal) = _flatten(&old, oldPart)
            var (newIDs, newLocal) = _flatten(&new, newPart)
            let (items, _, found) = FlatDiff<ItemID>._match(from: oldIDs, to: newIDs, identifiedBy: { $0 }, contentEquals: nil)
            oldIDs = []
            newIDs = []
            duplicates += found
            duplicateGroups += repeatElement(name, count: found.count)
            var newPosition = _GroupPositions(newPart, local: newLocal, global: newOffsets)
            for s in oldPart {
                for r in 0..<old[s].items.count {
                    let partner = Int(items.oldToNew[oldLocal[s] + r])
                    if partner >= 0 { oldToNew[oldOffsets[s] + r] = Int32(newPosition.global(partner)) }
                }
            }
            var oldPosition = _GroupPositions(oldPart, local: oldLocal, global: oldOffsets)
            for t in newPart {
                for r in 0..<new[t].items.count {
                    let partner = Int(items.newToOld[newLocal[t] + r])
                    if partner >= 0 { newToOld[newOffsets[t] + r] = Int32(oldPosition.global(partner)) }
                }
            }
        }
        return (oldToNew, newToOld, oldOffsets, newOffsets, duplicates, duplicateGroups)
    }
}
