extension ValidationRun {
    // MARK: Reloads (R10, R11)

    /// De-duplicates and sorts the reloads and drops row reloads of existing rows without a cell (R11.1).
    mutating func collectReloads(hasCell: (ItemPath) -> Bool) {
        let rows = Set(batch.itemReloads).filter { !existsBefore($0) || hasCell($0) }.map(UpdatePath.init)
        reloads = (Set(batch.sectionReloads).map(UpdatePath.section) + rows).sorted()
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
        let moveSources = Set(moves.map(\.from))
        let sectionsWithRowsMovedOut = Set(moves.lazy.filter { !$0.from.isSection }.map(\.from.section))
        let deletedSections = Set(deletes.lazy.filter(\.path.isSection).map(\.path.section))
        var kept: [Operation] = []
        var previous: UpdatePath?
        for operation in deletes {
            let path = operation.path
            defer { previous = path }
            if moveSources.contains(path) { throw text.deleteAndMove(from: path) }
            if path.isSection, sectionsWithRowsMovedOut.contains(path.section) {
                try noteMoveAcrossSection(.moveOutOfDeletedSection(path.section))
            }
            if path.isSection {
                guard before.indices.contains(path.section) else {
                    throw text.sectionDeleteOutOfRange(path.section, sectionsBefore: before.count)
                }
            } else {
                guard existsBefore(path.itemPath) else { throw text.itemDeleteOutOfRange(path, before: before) }
            }
            if kind == .table, path == previous { continue }  // R15
            if !path.isSection, deletedSections.contains(path.section) { continue }  // R14
            kept.append(operation)
        }
        deletes = kept
    }

    /// Checks every insert in ascending order and keeps those that count.
    mutating func checkInserts() throws(BatchUpdateViolation) {
        let moveDestinations = Set(moves.map(\.to))
        let sectionsWithRowsMovedIn = Set(moves.lazy.filter { !$0.to.isSection }.map(\.to.section))
        let insertedSections = Set(inserts.lazy.filter(\.path.isSection).map(\.path.section))
        var kept: [Operation] = []
        var previous: UpdatePath?
        for operation in inserts {
            let path = operation.path
            defer { previous = path }
            if moveDestinations.contains(path) { throw text.insertAndMove(to: path) }
            if path.isSection, sectionsWithRowsMovedIn.contains(path.section) {
                try noteMoveAcrossSection(.moveIntoInsertedSection(path.section))
            }
            if path.isSection {
                guard after.indices.contains(path.section) else {
                    throw text.sectionInsertOutOfRange(path.section, sectionsAfter: after.count)
                }
            } else {
                guard existsAfter(path) else { throw text.itemInsertOutOfRange(path, after: after) }
            }
            if kind == .table, path == previous { continue }  // R15
            if !path.isSection, insertedSections.contains(path.section) { continue }  // R14
            kept.append(operation)
        }
        inserts = kept
    }

    /// R13: a collection view rejects the move; a table view notes its first one and goes on checking.
    private mutating func noteMoveAcrossSection(_ reason: Fallback) throws(BatchUpdateViolation) {
        switch (kind, reason) {
        case (.collection, .moveOutOfDeletedSection(let section)): throw text.moveOutOfDeletedSection(section)
        case (.collection, .moveIntoInsertedSection(let section)): throw text.moveIntoInsertedSection(section)
        case (.table, _): fallback = fallback ?? reason
        }
    }

    private func existsAfter(_ path: UpdatePath) -> Bool {
        after.indices.contains(path.section) && path.item >= 0 && path.item < after[path.section]
    }

    // MARK: Moves (R7, R12)

    /// Checks the bounds of every move and that no source or destination is shared.
    func checkMoves() throws(BatchUpdateViolation) {
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
        if move.from.isSection {
            guard before.indices.contains(move.from.section) else {
                throw text.sectionMoveSourceOutOfRange(move.from.section, sectionsBefore: before.count)
            }
            guard after.indices.contains(move.to.section) else {
                throw text.sectionMoveDestinationOutOfRange(move.from.section, to: move.to.section,
                                                            sectionsAfter: after.count)
            }
        } else {
            guard existsBefore(move.from.itemPath) else { throw text.itemMoveSourceOutOfRange(move.from, before: before) }
            guard existsAfter(move.to) else {
                throw text.itemMoveDestinationOutOfRange(move.from, to: move.to, after: after)
            }
        }
    }
}
