// ============================================================================================================
// TEMPORARY STAND-IN — DELETE THIS FILE once BraidDiff provides the diff engine.
//
// `FlatDiff`, `SectionedDiff`, `DiffSection` and `ChangesetStage` are being written in BraidDiff on another
// branch. This file copies only their signatures, with a naive implementation, so that braid-bench builds and
// its output can be checked before the merge. Its timings say nothing about the engine, and its batch stages
// do not follow UIKit's rules. After the merge the real types are used; nothing else changes
// (every engine call is in `Workloads+Ours.swift`).
// ============================================================================================================

import BraidDiff

/// Stand-in: one batch update of a staged changeset.
struct ChangesetStage {
    var batch: BatchUpdate
}

/// Stand-in: the flat diff, by identity, with moves from a longest increasing subsequence.
struct FlatDiff {
    var deletes: [Int] = []
    var inserts: [Int] = []
    var moves: [Move<Int>] = []
    var updates: [Move<Int>] = []

    init<Elements: RandomAccessCollection, ID: Hashable>(
        from old: Elements, to new: Elements,
        identifiedBy identity: (Elements.Element) -> ID,
        contentEquals: (Elements.Element, Elements.Element) -> Bool
    ) {
        let old = Array(old)
        let new = Array(new)
        var oldOffsets = [ID: Int](minimumCapacity: old.count)
        for (offset, element) in old.enumerated() where oldOffsets[identity(element)] == nil {
            oldOffsets[identity(element)] = offset
        }
        var isMatched = [Bool](repeating: false, count: old.count)
        var matches: [Move<Int>] = []
        for (offset, element) in new.enumerated() {
            if let oldOffset = oldOffsets[identity(element)], !isMatched[oldOffset] {
                isMatched[oldOffset] = true
                matches.append(Move(from: oldOffset, to: offset))
            } else {
                inserts.append(offset)
            }
        }
        deletes = old.indices.filter { !isMatched[$0] }
        let staying = _standInIncreasingMask(matches.map(\.from))
        for (match, stays) in zip(matches, staying) {
            if !stays { moves.append(match) }
            if !contentEquals(old[match.from], new[match.to]) { updates.append(match) }
        }
    }

    func batchStages() -> [ChangesetStage] {
        func path(_ item: Int) -> ItemPath { ItemPath(item: item, section: 0) }
        var stages: [ChangesetStage] = []
        if !updates.isEmpty {
            stages.append(ChangesetStage(batch: BatchUpdate(itemReloads: updates.map { path($0.from) })))
        }
        let structural = BatchUpdate(
            itemDeletes: deletes.map(path), itemInserts: inserts.map(path),
            itemMoves: moves.map { Move(from: path($0.from), to: path($0.to)) })
        if structural.hasStructuralChanges { stages.append(ChangesetStage(batch: structural)) }
        return stages
    }
}

/// Stand-in: a section's identity and its items.
struct DiffSection<SectionID: Hashable, ItemID: Hashable> {
    enum Items {
        case identified([ItemID])
        case counted(Int)
    }

    var id: SectionID
    var items: Items

    init(id: SectionID, items: Items) {
        self.id = id
        self.items = items
    }
}

/// Stand-in: the sectioned diff. Items keep their identity across sections.
struct SectionedDiff {
    var sectionDeletes: [Int] = []
    var sectionInserts: [Int] = []
    var sectionMoves: [Move<Int>] = []
    var sectionUpdates: [Int] = []
    var itemDeletes: [ItemPath] = []
    var itemInserts: [ItemPath] = []
    var itemMoves: [Move<ItemPath>] = []
    var itemUpdates: [Move<ItemPath>] = []

    init<SectionID, ItemID>(
        from old: [DiffSection<SectionID, ItemID>], to new: [DiffSection<SectionID, ItemID>],
        sectionContentEquals: ((Int, Int) -> Bool)?,
        itemContentEquals: ((ItemPath, ItemPath) -> Bool)?
    ) {
        let sections = FlatDiff(
            from: Array(old.enumerated()), to: Array(new.enumerated()), identifiedBy: { $0.element.id },
            contentEquals: { sectionContentEquals?($0.offset, $1.offset) ?? true })
        sectionDeletes = sections.deletes
        sectionInserts = sections.inserts
        sectionMoves = sections.moves
        sectionUpdates = sections.updates.map(\.from)
        let deleted = Set(sections.deletes)
        let inserted = Set(sections.inserts)
        var oldSectionOffsets: [SectionID: Int] = [:]
        for (offset, section) in old.enumerated() where !deleted.contains(offset) {
            oldSectionOffsets[section.id] = offset
        }

        // Items of surviving old sections, by id; items of deleted and inserted sections go with their section.
        var oldPaths: [ItemID: ItemPath] = [:]
        for (offset, section) in old.enumerated() where !deleted.contains(offset) {
            guard case .identified(let ids) = section.items else { continue }
            for (item, id) in ids.enumerated() where oldPaths[id] == nil {
                oldPaths[id] = ItemPath(item: item, section: offset)
            }
        }
        var matched = Set<ItemPath>()
        for (newSection, section) in new.enumerated() where !inserted.contains(newSection) {
            let oldSection = oldSectionOffsets[section.id]!
            switch (old[oldSection].items, section.items) {
            case (.counted(let oldCount), .counted(let newCount)):
                itemDeletes += (newCount..<max(oldCount, newCount)).map { ItemPath(item: $0, section: oldSection) }
                itemInserts += (oldCount..<max(oldCount, newCount)).map { ItemPath(item: $0, section: newSection) }
            case (.counted(let oldCount), .identified):
                itemDeletes += (0..<oldCount).map { ItemPath(item: $0, section: oldSection) }
                fallthrough
            case (.identified, .identified):
                guard case .identified(let ids) = section.items else { break }
                var inPlace: [Move<Int>] = []
                for (item, id) in ids.enumerated() {
                    let to = ItemPath(item: item, section: newSection)
                    guard let from = oldPaths[id], matched.insert(from).inserted else {
                        itemInserts.append(to)
                        continue
                    }
                    if from.section == oldSection {
                        inPlace.append(Move(from: from.item, to: item))
                    } else {
                        itemMoves.append(Move(from: from, to: to))
                    }
                    if let equal = itemContentEquals, !equal(from, to) { itemUpdates.append(Move(from: from, to: to)) }
                }
                for (move, stays) in zip(inPlace, _standInIncreasingMask(inPlace.map(\.from))) where !stays {
                    itemMoves.append(
                        Move(from: ItemPath(item: move.from, section: oldSection), to: ItemPath(item: move.to, section: newSection)))
                }
            case (.identified, .counted(let newCount)):
                itemInserts += (0..<newCount).map { ItemPath(item: $0, section: newSection) }
            }
        }
        itemDeletes += oldPaths.values.filter { !matched.contains($0) }
        itemDeletes.sort()
    }

    func batchStages() -> [ChangesetStage] {
        var stages: [ChangesetStage] = []
        if !itemUpdates.isEmpty || !sectionUpdates.isEmpty {
            stages.append(
                ChangesetStage(batch: BatchUpdate(sectionReloads: sectionUpdates, itemReloads: itemUpdates.map(\.from))))
        }
        let structural = BatchUpdate(
            sectionDeletes: sectionDeletes, sectionInserts: sectionInserts, sectionMoves: sectionMoves,
            itemDeletes: itemDeletes, itemInserts: itemInserts, itemMoves: itemMoves)
        if structural.hasStructuralChanges { stages.append(ChangesetStage(batch: structural)) }
        return stages
    }
}

/// Stand-in helper: which of `values` form one longest strictly increasing subsequence (patience sorting).
func _standInIncreasingMask(_ values: [Int]) -> [Bool] {
    var tails: [Int] = []  // offsets into `values`: the smallest tail of an increasing run of each length
    var previous = [Int](repeating: -1, count: values.count)
    for offset in values.indices {
        var low = 0
        var high = tails.count
        while low < high {
            let middle = (low + high) / 2
            if values[tails[middle]] < values[offset] { low = middle + 1 } else { high = middle }
        }
        if low > 0 { previous[offset] = tails[low - 1] }
        if low == tails.count { tails.append(offset) } else { tails[low] = offset }
    }
    var mask = [Bool](repeating: false, count: values.count)
    var offset = tails.last ?? -1
    while offset >= 0 {
        mask[offset] = true
        offset = previous[offset]
    }
    return mask
}
