/// Splits a diff into the fewest batch updates that each pass UIKit's rules (`UIKIT_RULES.md`).
///
/// The plan, and the crash each step prevents:
/// 1. *Structure.* Section deletes, inserts and moves with item deletes, inserts and moves, in one batch —
///    unless a moved section also has item changes (R16: UIKit animates such cells twice and asserts, or
///    mis-maps them). Then the sections move first (stage A, items untouched) and the items change in a
///    second batch (stage B) whose coordinates are the sections' new indices.
/// 2. *Content.* Item and section reloads. UIKit turns a reload into a delete plus an insert at a position it
///    computes while ignoring moves (R11), and rejects a reload of a moved row (R8). So reloads join the last
///    structural batch only when, for every one of them, UIKit's computed position is the item's true new
///    position and nothing it touches moves; otherwise they follow in a last batch of their own, where
///    every index is final.
struct _Stager<Input: _StagingInput> {
    /// The diff, read where it is: a ``SectionedDiff`` is one (see ``_StagingInput``).
    let input: Input
    let sectionOldToNew: [Int]
    /// Whether reloads always take a last batch of their own, never joining a structural one.
    let contentChangesLast: Bool

    init(contentChangesLast: Bool = false, _ input: Input) {
        self.input = input
        self.contentChangesLast = contentChangesLast
        var sectionOldToNew = [Int](repeating: -1, count: input.oldItemCounts.count)
        for (t, s) in input.sectionNewToOld.enumerated() where s >= 0 { sectionOldToNew[s] = t }
        self.sectionOldToNew = sectionOldToNew
    }

    func stages() -> [ChangesetStage] {
        var stages: [ChangesetStage] = []
        let sectionsMove = !input.sectionMoves.isEmpty
        let movedFrom = _SectionFlags(input.sectionMoves.lazy.map(\.from))
        let movedTo = _SectionFlags(input.sectionMoves.lazy.map(\.to))
        let itemsTouchMovedSections = sectionsMove && (
            input.itemDeletes.contains { movedFrom.contains($0.section) }
            || input.itemInserts.contains { movedTo.contains($0.section) }
            || input.itemMoves.contains { movedFrom.contains($0.from.section) || movedTo.contains($0.to.section) })

        // The structural batch that reloads may join, and how an old path reads in its before-coordinates.
        var structural = BatchUpdate(
            sectionDeletes: input.sectionDeletes, sectionInserts: input.sectionInserts,
            sectionMoves: input.sectionMoves,
            itemDeletes: input.itemDeletes, itemInserts: input.itemInserts, itemMoves: input.itemMoves)
        var beforeSection: (Int) -> Int = { $0 }
        if itemsTouchMovedSections {
            let stageA = BatchUpdate(
                sectionDeletes: input.sectionDeletes, sectionInserts: input.sectionInserts,
                sectionMoves: input.sectionMoves)
            stages.append(ChangesetStage(batch: stageA, data: .intermediate(afterSectionsMoved())))
            let oldToNew = sectionOldToNew
            beforeSection = { oldToNew[$0] }
            structural = BatchUpdate(
                itemDeletes: input.itemDeletes.map { ItemPath(item: $0.item, section: oldToNew[$0.section]) },
                itemInserts: input.itemInserts,
                itemMoves: input.itemMoves.map {
                    Move(from: ItemPath(item: $0.from.item, section: oldToNew[$0.from.section]), to: $0.to)
                })
        }

        let hasReloads = !input.itemUpdates.isEmpty || !input.sectionUpdates.isEmpty
        if !hasReloads {
            if !structural.isEmpty {
                stages.append(ChangesetStage(batch: structural, data: .final))
            } else if !stages.isEmpty {
                stages[stages.count - 1].data = .final
            }
            return stages
        }
        if structural.isEmpty {
            // Only content changed: every index is final.
            stages.append(ChangesetStage(batch: finalReloads(), data: .final))
            return stages
        }
        if !contentChangesLast, let merged = joiningReloads(to: structural, beforeSection: beforeSection) {
            stages.append(ChangesetStage(batch: merged, data: .final))
            return stages
        }
        stages.append(ChangesetStage(batch: structural, data: .intermediate(beforeReloads())))
        stages.append(ChangesetStage(batch: finalReloads(), data: .final))
        return stages
    }

    // MARK: Reloads

    /// All reloads in final coordinates, for a batch that does nothing else.
    private func finalReloads() -> BatchUpdate {
        if input.sectionUpdates.isEmpty { return BatchUpdate(itemReloads: input.itemUpdates.map(\.to)) }
        let reloadedSections = _SectionFlags(input.sectionUpdates.lazy.map(\.to))
        return BatchUpdate(
            sectionReloads: input.sectionUpdates.map(\.to),
            itemReloads: input.itemUpdates.lazy.map(\.to).filter { !reloadedSections.contains($0.section) })
    }

    /// `batch` with every reload added, when UIKit will place each one where it belongs; `nil` otherwise.
    private func joiningReloads(to batch: BatchUpdate, beforeSection: (Int) -> Int) -> BatchUpdate? {
        var batch = batch
        // A reload in a section that this batch moves is mis-placed by UIKit (R11, R16).
        let movedFrom = _SectionFlags(batch.sectionMoves.lazy.map(\.from))
        let movedTo = _SectionFlags(batch.sectionMoves.lazy.map(\.to))
        // Section reloads join only a batch without section changes, in sections no item moves touch.
        if !input.sectionUpdates.isEmpty {
            if !(batch.sectionDeletes.isEmpty && batch.sectionInserts.isEmpty && batch.sectionMoves.isEmpty) {
                return nil
            }
            let reloaded = _SectionFlags(input.sectionUpdates.map { beforeSection($0.from) })
            if batch.itemMoves.contains(where: { reloaded.contains($0.from.section) || reloaded.contains($0.to.section) }) {
                return nil
            }
            // UIKit discards row changes inside a reloaded section (R14); leave them out.
            batch.itemDeletes.removeAll { reloaded.contains($0.section) }
            batch.itemInserts.removeAll { reloaded.contains($0.section) }
            batch.sectionReloads = input.sectionUpdates.map { beforeSection($0.from) }
        }
        let reloadedSections = _SectionFlags(batch.sectionReloads)
        // Without section reloads, every update is a reload. Where UIKit puts them is checked first: a batch that
        // moves items mostly misplaces the first one already, and nothing below need be built.
        let reloadsAllChecked = input.sectionUpdates.isEmpty
        if reloadsAllChecked {
            let land = withoutActuallyEscaping(beforeSection) { beforeSection in
                _UIKitReloadPositions.allLand(input.itemUpdates.lazy.map {
                    Move(from: ItemPath(item: $0.from.item, section: beforeSection($0.from.section)), to: $0.to)
                }, in: batch)
            }
            if !land { return nil }
        }
        // UIKit rejects a reload of a moved item (R8). An old item is paired with one new item at most, and the
        // batch's move sources are the input's, in the same coordinates as `from` below: a reload's item moves
        // exactly when some move has the reload's destination.
        var movedItems = _MovedItems(batch.itemMoves, updates: input.itemUpdates)
        var reloads: [Move<ItemPath>] = []
        reloads.reserveCapacity(input.itemUpdates.count)
        for update in input.itemUpdates {
            let from = ItemPath(item: update.from.item, section: beforeSection(update.from.section))
            if reloadedSections.contains(from.section) { continue }
            if movedItems.contains(from: from, to: update.to) || movedFrom.contains(update.from.section)
                || movedTo.contains(update.to.section)
            {
                return nil
            }
            reloads.append(Move(from: from, to: update.to))
        }
        guard reloadsAllChecked || _UIKitReloadPositions.allLand(reloads, in: batch) else { return nil }
        batch.itemReloads = reloads.map(\.from)
        return batch
    }

    // MARK: Intermediate data

    /// After stage A: sections in their new order, surviving ones still holding their old items.
    private func afterSectionsMoved() -> [StageSection] {
        input.sectionNewToOld.enumerated().map { t, s in
            s >= 0 ? .old(s) : .new(t, oldHeader: nil, oldItems: [:])
        }
    }

    /// After the structure changed, before the reloads: new data, except that updated items and sections
    /// still show their old content.
    private func beforeReloads() -> [StageSection] {
        // The diff makes its updates in ascending order of new path, so each section's rows come in one run, ascending,
        // and are kept as they come (``StageOldItems`` sorts only what is not).
        var rows = [[Int]](repeating: [], count: input.newItemCounts.count)
        var paths = [[ItemPath]](repeating: [], count: input.newItemCounts.count)
        let updates = input.itemUpdates
        var k = 0
        while k < updates.count {
            let t = updates[k].to.section
            var end = k + 1
            while end < updates.count && updates[end].to.section == t { end += 1 }
            rows[t].reserveCapacity(rows[t].count + end - k)
            paths[t].reserveCapacity(paths[t].count + end - k)
            for update in updates[k..<end] {
                rows[t].append(update.to.item)
                paths[t].append(update.from)
            }
            k = end
        }
        var oldHeader = [Int?](repeating: nil, count: input.newItemCounts.count)
        for update in input.sectionUpdates { oldHeader[update.to] = update.from }
        return (0..<input.newItemCounts.count).map { t in
            .new(t, oldHeader: oldHeader[t], oldItems: StageOldItems(rows: rows[t], paths: paths[t]))
        }
    }
}

/// Which sections a list names, for asking about one section at a time without hashing: a flag per section index.
struct _SectionFlags {
    private var flags: [Bool] = []

    init<S: Sequence<Int>>(_ sections: S) {
        for s in sections where s >= 0 {
            if s >= flags.count { flags += repeatElement(false, count: s + 1 - flags.count) }
            flags[s] = true
        }
    }

    func contains(_ section: Int) -> Bool {
        section >= 0 && section < flags.count && flags[section]
    }
}

/// Whether an item reload is of an item a batch moves.
///
/// Moves and updates both pair an old item with a new one, and an item is paired once at most: a reload's item
/// moves exactly when a move has the same destination. When the moves and the updates are both in ascending order
/// of destination — as the diff makes them — that is one merge-like walk, asked in order; otherwise, a set of the
/// moves' sources.
struct _MovedItems {
    private let moves: [Move<ItemPath>]
    private let sources: Set<ItemPath>?
    private var next = 0

    init(_ moves: [Move<ItemPath>], updates: [Move<ItemPath>]) {
        self.moves = moves
        func ascending(_ list: [Move<ItemPath>]) -> Bool {
            list.indices.dropFirst().allSatisfy { list[$0 - 1].to < list[$0].to }
        }
        sources = ascending(moves) && ascending(updates) ? nil : Set(moves.lazy.map(\.from))
    }

    /// Whether the item at `from` (destination `to`) moves; asked for the updates in their order.
    mutating func contains(from: ItemPath, to: ItemPath) -> Bool {
        if let sources { return sources.contains(from) }
        while next < moves.count && moves[next].to < to { next += 1 }
        return next < moves.count && moves[next].to == to
    }
}
