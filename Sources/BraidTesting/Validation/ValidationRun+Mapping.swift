extension ValidationRun {
    /// The row operations that count, grouped by the section they are counted in (arrays indexed by section:
    /// every operation's section was checked to exist).
    private struct RowOperations {
        /// Deleted rows per before-section, descending (the order deletes are checked in).
        var deletes: [[Int]]
        /// Inserts per after-section, ascending.
        var inserts: [[Operation]]
        /// Row moves per before-section of their source.
        var movesOut: [[MoveOperation]]
        /// Row moves per after-section of their destination, ascending by source.
        var movesIn: [[MoveOperation]]

        init(deletes: [Operation], inserts: [Operation], moves: [MoveOperation], before: Int, after: Int) {
            self.deletes = Array(repeating: [], count: before)
            self.inserts = Array(repeating: [], count: after)
            movesOut = Array(repeating: [], count: before)
            movesIn = Array(repeating: [], count: after)
            for operation in deletes where !operation.path.isSection && operation.path.section < before {
                self.deletes[operation.path.section].append(operation.path.item)
            }
            for operation in inserts where !operation.path.isSection && operation.path.section < after {
                self.inserts[operation.path.section].append(operation)
            }
            for move in moves where !move.from.isSection && move.from.section < before && move.to.section < after {
                movesOut[move.from.section].append(move)
                movesIn[move.to.section].append(move)
            }
        }
    }

    /// Checks the counts (R17–R19, and R15 for collection views) and fills the after-state's slots (§4).
    ///
    /// Table views report a wrong section count as R17 and a wrong row count as R18; collection views report both
    /// as R19, which recent UIKit computes first. Anything the counts cannot explain otherwise — only possible with
    /// a collection view's duplicate inserts — is R19 for both.
    func mapAfterState() throws(BatchUpdateViolation) -> ([BatchOutcome.SectionOrigin], [BatchOutcome.ItemOrigins]) {
        let sectionDeletes = deletes.filter(\.path.isSection)
        let sectionInserts = inserts.filter(\.path.isSection)
        if after.count != before.count + sectionInserts.count - sectionDeletes.count {
            guard kind == .table else { throw inconsistentCounts() }
            throw text.invalidSectionCount(after: after.count, before: before.count,
                                           inserted: sectionInserts.count, deleted: sectionDeletes.count)
        }
        if let duplicate = Self.firstRepeat(in: sectionDeletes) { throw text.duplicateDelete(duplicate) }
        guard let sections = fillSections(inserts: sectionInserts, deletes: sectionDeletes) else {
            throw inconsistentCounts()
        }
        let rows = RowOperations(deletes: deletes, inserts: inserts, moves: moves, before: before.count, after: after.count)
        try checkItemCounts(sections: sections, rows: rows)
        if let duplicate = Self.firstRepeat(in: deletes) { throw text.duplicateDelete(duplicate) }
        var items: [BatchOutcome.ItemOrigins] = []
        items.reserveCapacity(sections.count)
        for (section, origin) in sections.enumerated() {
            guard let rows = fillItems(of: section, origin: origin, rows: rows) else { throw inconsistentCounts() }
            items.append(rows)
        }
        return (sections, items)
    }

    /// R19 with the batch listed the way UIKit lists it.
    private func inconsistentCounts() -> BatchUpdateViolation {
        let updates = deletes.map { text.updateEntry("Delete", $0.path) }
            + moves.map { text.moveEntry($0.from, $0.to) }
            + inserts.map { text.updateEntry("Insert", $0.path) }
        return text.inconsistentCounts(before: before, after: after, updates: updates)
    }

    /// The first path that occurs twice in a sorted list.
    private static func firstRepeat(in operations: [Operation]) -> UpdatePath? {
        zip(operations, operations.dropFirst()).first { $0.path == $1.path }?.0.path
    }

    // MARK: Sections

    /// Places inserted, reloaded and moved sections, then fills the other slots with the surviving old sections in
    /// order; `nil` if they do not fit exactly.
    private func fillSections(inserts: [Operation], deletes: [Operation]) -> [BatchOutcome.SectionOrigin]? {
        var slots = [BatchOutcome.SectionOrigin?](repeating: nil, count: after.count)
        for (position, operation) in zip(Self.insertPositions(inserts.map(\.path.section)), inserts) {
            guard position < slots.count, slots[position] == nil else { return nil }
            slots[position] = operation.reloadOf.map { .reloaded(from: $0.section) } ?? .inserted
        }
        var removed = Set(deletes.map(\.path.section))
        for move in moves where move.from.isSection {
            guard slots[move.to.section] == nil else { return nil }
            slots[move.to.section] = .moved(from: move.from.section)
            removed.insert(move.from.section)
        }
        let survivors = before.indices.lazy.filter { !removed.contains($0) }.map { BatchOutcome.SectionOrigin.kept(from: $0) }
        return Self.fill(slots, with: survivors)
    }

    // MARK: Rows

    /// R18 (table) or R19 (collection) for the first surviving section whose count does not add up.
    private func checkItemCounts(
        sections: [BatchOutcome.SectionOrigin], rows: RowOperations
    ) throws(BatchUpdateViolation) {
        var finalIndex = [Int?](repeating: nil, count: before.count)
        for (section, origin) in sections.enumerated() {
            if let old = origin.oldSection { finalIndex[old] = section }
        }
        for section in after.indices {
            if after[section] < 0 { throw text.negativeItemCount(inSection: section) }
            guard let old = sections[section].oldSection else { continue }
            // A move between a section and itself (at its new index) is neither in nor out.
            let inserted = rows.inserts[section].count
            let deleted = rows.deletes[old].count
            let movedIn = rows.movesIn[section].count { finalIndex[$0.from.section] != section }
            let movedOut = rows.movesOut[old].count { $0.to.section != finalIndex[old] }
            if after[section] != before[old] + inserted - deleted + movedIn - movedOut {
                guard kind == .table else { throw inconsistentCounts() }
                throw text.invalidItemCount(inSection: section, after: after[section], before: before[old],
                                            inserted: inserted, deleted: deleted, movedIn: movedIn, movedOut: movedOut)
            }
        }
    }

    /// Places inserted, reloaded and moved rows, then fills the other slots with the old section's surviving rows in
    /// order; `nil` if they do not fit exactly.
    ///
    /// The surviving rows between two placed ones follow one another in the old section, so they are placed as runs
    /// (see ``BatchOutcome/ItemOrigins``), never one by one.
    /// - Complexity: O(c log c), for the c operations on the section's rows, whatever the rows it holds.
    private func fillItems(
        of section: Int, origin: BatchOutcome.SectionOrigin, rows: RowOperations
    ) -> BatchOutcome.ItemOrigins? {
        let count = after[section]
        guard let old = origin.oldSection else {
            // Every row of a new section is new; a row moved into one would be lost.
            return rows.movesIn[section].isEmpty ? .init(insertedCount: count) : nil
        }
        let inserts = rows.inserts[section]
        let insertPositions = Self.insertPositions(inserts.map(\.path.item))  // ascending
        let movesIn = Self.byDestination(rows.movesIn[section])
        let oldCount = max(0, before[old])
        // Deletes are listed descending, moves ascending by source.
        let removed = Self.mergedAscending(Self.ascending(rows.deletes[old].reversed(), by: \.self),
                                           Self.ascending(rows.movesOut[old].map(\.from.item), by: \.self),
                                           below: oldCount)
        // Each removed row may end a run of survivors; each placed row adds a run and may split one in two.
        var filler = SlotFiller(old: old, survivors: SurvivingRows(count: oldCount, removed: removed),
                                capacity: removed.count + 2 * (inserts.count + movesIn.count) + 1)
        // Inserted and moved-in rows, in the order of their positions.
        var insert = 0, move = 0
        while insert < inserts.count || move < movesIn.count {
            let takesInsert = move == movesIn.count
                || (insert < inserts.count && insertPositions[insert] <= movesIn[move].to.item)
            let position = takesInsert ? insertPositions[insert] : movesIn[move].to.item
            let origin: BatchOutcome.ItemOrigin
            if takesInsert {
                origin = inserts[insert].reloadOf.map { .reloaded(from: $0.itemPath) } ?? .inserted
                insert += 1
            } else {
                origin = .moved(from: movesIn[move].from.itemPath)
                move += 1
            }
            guard position < count, filler.place(origin, at: position) else { return nil }  // taken or out of range
        }
        return filler.finish(count: count)
    }

    /// Fills a section's slots in order: placed rows at their positions, the old section's surviving rows, as runs,
    /// in the slots between.
    private struct SlotFiller {
        let old: Int
        var survivors: SurvivingRows
        var filled: BatchOutcome.ItemOrigins.Builder
        /// The first slot not filled yet.
        var next = 0

        init(old: Int, survivors: SurvivingRows, capacity: Int) {
            self.old = old
            self.survivors = survivors
            filled = .init(capacity: capacity)
        }

        /// Fills the slots before `position` with survivors, then `origin` at it; false when the slot is taken (or
        /// before the first) or the survivors run out first.
        mutating func place(_ origin: BatchOutcome.ItemOrigin, at position: Int) -> Bool {
            guard position >= next, fill(upTo: position) else { return false }
            filled.append(origin)
            next = position + 1
            return true
        }

        /// Fills the rest of `count` slots with survivors; nil unless they run out together.
        mutating func finish(count: Int) -> BatchOutcome.ItemOrigins? {
            guard fill(upTo: count), survivors.next(atMost: 1) == nil else { return nil }  // more survivors than slots
            return filled.build()
        }

        /// Fills the slots from `next` up to `end` with survivors; false when they run out first.
        private mutating func fill(upTo end: Int) -> Bool {
            while next < end {
                guard let run = survivors.next(atMost: end - next) else { return false }  // more slots than survivors
                filled.append(.kept(from: ItemPath(item: run.lowerBound, section: old)), count: run.count)
                next += run.count
            }
            return true
        }
    }

    /// `values` sorted by `key`, unless they already are (as the operations' lists usually are).
    private static func ascending<Value>(_ values: some Collection<Value>, by key: (Value) -> Int) -> [Value] {
        let isSorted = zip(values, values.dropFirst()).allSatisfy { key($0) <= key($1) }
        return isSorted ? Array(values) : values.sorted { key($0) < key($1) }
    }

    /// `moves` ascending by destination row, unless they already are.
    private static func byDestination(_ moves: [MoveOperation]) -> [MoveOperation] {
        guard zip(moves, moves.dropFirst()).contains(where: { $0.to.item > $1.to.item }) else { return moves }
        guard moves.count <= 1 << 31, moves.allSatisfy({ (0 ..< 1 << 31).contains($0.to.item) }) else {
            return moves.sorted { $0.to.item < $1.to.item }
        }
        // Each destination and its move's index packed into one integer: sorting plain integers is several times
        // faster than sorting moves by a key.
        var keys = moves.indices.map { moves[$0].to.item << 32 | $0 }
        keys.sort()
        return keys.map { moves[$0 & 0xFFFF_FFFF] }
    }

    /// The values of two ascending lists in `0 ..< limit`, ascending, each once.
    private static func mergedAscending(_ first: [Int], _ second: [Int], below limit: Int) -> [Int] {
        var merged: [Int] = []
        merged.reserveCapacity(first.count + second.count)
        var i = 0, j = 0
        while i < first.count || j < second.count {
            let value: Int
            if j == second.count || (i < first.count && first[i] <= second[j]) {
                value = first[i]
                i += 1
            } else {
                value = second[j]
                j += 1
            }
            if value >= 0, value < limit, merged.last.map({ $0 < value }) ?? true { merged.append(value) }
        }
        return merged
    }

    // MARK: Slot filling

    /// Where ascending inserts end up when applied one after another, as UIKit applies them.
    ///
    /// Distinct inserts stay where they are; a repeated index (a collection view counts each) pushes the later
    /// one to the next index: inserting at 0 twice fills 0 and 1.
    private static func insertPositions(_ indices: [Int]) -> [Int] {
        var positions: [Int] = []
        positions.reserveCapacity(indices.count)
        for index in indices {
            positions.append(positions.last.map { max(index, $0 + 1) } ?? index)
        }
        return positions
    }

    /// Fills the empty slots, in ascending order, with the survivors in order; `nil` unless both run out together.
    private static func fill<Origin, Survivors: Sequence<Origin>>(
        _ slots: [Origin?], with survivors: Survivors
    ) -> [Origin]? {
        var slots = slots
        var next = 0
        for survivor in survivors {
            while next < slots.count, slots[next] != nil { next += 1 }
            guard next < slots.count else { return nil }
            slots[next] = survivor
        }
        let filled = slots.compactMap { $0 }
        return filled.count == slots.count ? filled : nil
    }
}
