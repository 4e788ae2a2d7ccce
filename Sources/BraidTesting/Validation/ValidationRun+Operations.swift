extension ValidationRun {
    // MARK: Reloads (R10, R11)

    /// De-duplicates and sorts the reloads and drops row reloads of existing rows without a cell (R11.1).
    mutating func collectReloads(hasCell: (ItemPath) -> Bool) {
        var rows: [UpdatePath] = []
        rows.reserveCapacity(batch.itemReloads.count)
        for path in Self.sortedUnique(batch.itemReloads) where !existsBefore(path) || hasCell(path) {
            rows.append(UpdatePath(path))
        }
        // The row reloads are sorted and unique already: only section reloads need merging in.
        reloads = batch.sectionReloads.isEmpty
            ? rows : Self.sortedUnique(batch.sectionReloads.map(UpdatePath.section) + rows)
    }

    /// Turns each reload into a delete at its path and an insert at the adjusted path (R11); a reload that is
    /// also deleted breaks R10.
    mutating func decomposeReloads() throws(BatchUpdateViolation) {
        let callerDeletes = batch.sectionDeletes.map(UpdatePath.section) + batch.itemDeletes.map(UpdatePath.init)
        let callerInserts = batch.sectionInserts.map(UpdatePath.section) + batch.itemInserts.map(UpdatePath.init)
        deletes = callerDeletes.map { Operation(path: $0) }
        inserts = callerInserts.map { Operation(path: $0) }
        if !reloads.isEmpty {
            let deleted = Set(callerDeletes)
            let decomposer = ReloadDecomposer(deletes: callerDeletes, inserts: callerInserts)
            for reload in reloads {
                if deleted.contains(reload) { throw text.deleteAndReload(reload) }
                deletes.append(Operation(path: reload, reloadOf: reload))
                inserts.append(Operation(path: decomposer.insertPath(forReloadOf: reload), reloadOf: reload))
            }
        }
        // Ties (equal paths) are ordered caller's first, so that de-duplication keeps the caller's operation.
        deletes.sort { $0.path != $1.path ? $0.path > $1.path : $0.reloadOf == nil && $1.reloadOf != nil }
        inserts.sort { $0.path != $1.path ? $0.path < $1.path : $0.reloadOf == nil && $1.reloadOf != nil }
    }

    // MARK: Deletes and inserts (R3–R6, R8, R9, R13–R15)

    /// Checks every delete in descending order and keeps those that count.
    mutating func checkDeletes() throws(BatchUpdateViolation) {
        deletes = try checked(deletes, side: .delete)
    }

    /// Checks every insert in ascending order and keeps those that count.
    mutating func checkInserts() throws(BatchUpdateViolation) {
        inserts = try checked(inserts, side: .insert)
    }

    /// Deletes live in the before-update state and meet moves at their sources; inserts live in the after-update
    /// state and meet moves at their destinations. Otherwise UIKit checks both the same way.
    private enum Side {
        case delete, insert
    }

    /// For each operation, in the order given (sorted: deletes descending, inserts ascending): conflicts with a
    /// move (R8/R9), a row move across the section (R13), bounds (R3–R6); then drops repeats on a table view (R15)
    /// and row operations in a section that is itself deleted or inserted (R14).
    private mutating func checked(_ operations: [Operation], side: Side) throws(BatchUpdateViolation) -> [Operation] {
        let counts = side == .delete ? before : after
        let moveEnd: (MoveOperation) -> UpdatePath = side == .delete ? { $0.from } : { $0.to }
        // `moves` is sorted by source already, so a delete side needs no sort, and nothing is hashed.
        var moveEnds = SortedWalk(ascending: side == .delete ? moves.map { $0.from } : moveDestinations,
                                  askedDescending: side == .delete)
        // Sections in range are flagged in arrays — every operation asks both questions, and an index needs no
        // hashing; the rare sections out of range (reported in the loop, in order) go to sets.
        let sectionsWithRowsMoving = SectionFlags(count: counts.count,
                                                  moves.lazy.filter { !$0.from.isSection }.map { moveEnd($0).section })
        let wholeSections = SectionFlags(count: counts.count, operations.lazy.filter(\.path.isSection).map(\.path.section))
        var kept: [Operation] = []
        kept.reserveCapacity(operations.count)
        var previous: UpdatePath?
        for operation in operations {
            let path = operation.path
            defer { previous = path }
            if moveEnds.contains(path) {
                throw side == .delete ? text.deleteAndMove(from: path) : text.insertAndMove(to: path)
            }
            if path.isSection, sectionsWithRowsMoving.contains(path.section) {
                try noteMoveAcrossSection(side == .delete ? text.moveOutOfDeletedSection(path.section)
                                                          : text.moveIntoInsertedSection(path.section))
            }
            if !Self.exists(path, in: counts) {
                switch (side, path.isSection) {
                case (.delete, true): throw text.sectionDeleteOutOfRange(path.section, sectionsBefore: counts.count)
                case (.delete, false): throw text.itemDeleteOutOfRange(path, before: counts)
                case (.insert, true): throw text.sectionInsertOutOfRange(path.section, sectionsAfter: counts.count)
                case (.insert, false): throw text.itemInsertOutOfRange(path, after: counts)
                }
            }
            if kind == .table, path == previous { continue }  // R15
            if !path.isSection, wholeSections.contains(path.section) { continue }  // R14
            kept.append(operation)
        }
        return kept
    }

    /// Membership in a sorted list for questions asked in sorted order: a cursor that only moves forward, so a
    /// pass over n sorted operations against m move ends costs O(n + m) instead of O(n log m).
    private struct SortedWalk {
        let ends: [UpdatePath]
        let askedDescending: Bool
        /// Ascending: the first end not below the last path asked. Descending: one past the last end not above it.
        var cursor: Int

        /// `ends` ascending; the paths asked come ascending, or descending if `askedDescending`.
        init(ascending ends: [UpdatePath], askedDescending: Bool) {
            self.ends = ends
            self.askedDescending = askedDescending
            cursor = askedDescending ? ends.count : 0
        }

        /// Whether `path` is in the list; `path` must not come before the previous path asked, in the asking order.
        mutating func contains(_ path: UpdatePath) -> Bool {
            if askedDescending {
                while cursor > 0, ends[cursor - 1] > path { cursor -= 1 }
                return cursor > 0 && ends[cursor - 1] == path
            }
            while cursor < ends.count, ends[cursor] < path { cursor += 1 }
            return cursor < ends.count && ends[cursor] == path
        }
    }

    /// A set of section indices: flags for `0..<count`, a set for the others.
    private struct SectionFlags {
        var inRange: [Bool]
        var others: Set<Int> = []

        init(count: Int, _ sections: some Sequence<Int>) {
            inRange = [Bool](repeating: false, count: count)
            for section in sections {
                if inRange.indices.contains(section) { inRange[section] = true } else { others.insert(section) }
            }
        }

        func contains(_ section: Int) -> Bool {
            inRange.indices.contains(section) ? inRange[section] : !others.isEmpty && others.contains(section)
        }
    }

    /// R13: a collection view rejects the move; a table view notes the first one and goes on checking.
    private mutating func noteMoveAcrossSection(_ violation: BatchUpdateViolation) throws(BatchUpdateViolation) {
        if kind == .collection { throw violation }
        fallback = fallback ?? violation
    }

    // MARK: Moves (R7, R12)

    /// Checks the bounds of every move and that no source or destination is shared.
    func checkMoves() throws(BatchUpdateViolation) {
        // `moves` is sorted by source: a shared source has neighbours. Without shared sources or destinations
        // (the common case, checked in O(m log m) without hashing) only the bounds are left to check.
        let sharedSource = zip(moves, moves.dropFirst()).contains { $0.from == $1.from }
        let sharedDestination = zip(moveDestinations, moveDestinations.dropFirst()).contains { $0 == $1 }
        guard sharedSource || sharedDestination else {
            for move in moves { try checkBounds(of: move) }
            return
        }
        // The two smallest destinations of each source, and the two smallest sources of each destination.
        var destinations: [UpdatePath: [UpdatePath]] = [:]
        var sources: [UpdatePath: [UpdatePath]] = [:]
        for move in moves {
            Self.keepTwoSmallest(move.to, in: &destinations[move.from, default: []])
            Self.keepTwoSmallest(move.from, in: &sources[move.to, default: []])
        }
        for move in moves {
            try checkBounds(of: move)
            if let other = destinations[move.from, default: []].first(where: { $0 != move.to }) {
                throw text.moveToTwoDestinations(from: move.from, to: move.to, and: other)
            }
            if let other = sources[move.to, default: []].first(where: { $0 != move.from }) {
                throw text.moveFromTwoSources(move.from, and: other, to: move.to)
            }
        }
    }

    private static func keepTwoSmallest(_ path: UpdatePath, in list: inout [UpdatePath]) {
        list.append(path)
        list.sort()
        if list.count > 2 { list.removeLast() }
    }

    private func checkBounds(of move: MoveOperation) throws(BatchUpdateViolation) {
        guard Self.exists(move.from, in: before) else {
            throw move.from.isSection
                ? text.sectionMoveSourceOutOfRange(move.from.section, sectionsBefore: before.count)
                : text.itemMoveSourceOutOfRange(move.from, before: before)
        }
        guard Self.exists(move.to, in: after) else {
            throw move.from.isSection
                ? text.sectionMoveDestinationOutOfRange(move.from.section, to: move.to.section, sectionsAfter: after.count)
                : text.itemMoveDestinationOutOfRange(move.from, to: move.to, after: after)
        }
    }
}
