/// Building a mapping from a batch and the section and row counts before and after it.
extension BatchMapping {
    /// Reads `batch` against the row counts per section `before` and `after` it.
    ///
    /// - Throws: ``BatchMappingError`` when the batch does not fit the counts or contradicts itself (a row
    ///   deleted and moved, two moves to one place, a move into an inserted section…), with a message in
    ///   the words of UIKit's.
    /// - Complexity: O(*s* + *k* log *k*) for *s* sections and *k* operations.
    init(_ batch: BatchUpdate, before: [Int], after: [Int]) throws(BatchMappingError) {
        let sections = try SectionPlan(batch, before: before.count, after: after.count)
        var departures: [Int: Departures] = [:]
        var arrivals: [Int: Arrivals] = [:]

        func newSection(_ old: Int) -> Int? { sections.fates[old].destination }
        func isFresh(_ new: Int) -> Bool { sections.origins[new].counterpart == nil }
        func checkOld(_ path: ItemPath, _ verb: String) throws(BatchMappingError) {
            guard path.section >= 0, path.section < before.count, path.row >= 0, path.row < before[path.section] else {
                throw BatchMappingError(message: "attempt to \(verb) row \(path.row) of section \(path.section), which "
                    + "does not exist before the update (\(before.count) sections, rows \(before))")
            }
        }
        func checkNew(_ path: ItemPath, _ verb: String) throws(BatchMappingError) {
            guard path.section >= 0, path.section < after.count, path.row >= 0, path.row < after[path.section] else {
                throw BatchMappingError(message: "attempt to \(verb) row \(path.row) of section \(path.section), which "
                    + "does not exist after the update (\(after.count) sections, rows \(after))")
            }
        }
        func depart(_ path: ItemPath, _ fate: RowFate) throws(BatchMappingError) {
            guard departures[path.section, default: Departures()].fates.updateValue(fate, forKey: path.row) == nil else {
                throw BatchMappingError(message: "attempt to perform two operations on the row at index path (\(path))")
            }
            departures[path.section, default: Departures()].rows.append(path.row)
        }
        func arrive(_ path: ItemPath, _ origin: RowOrigin) throws(BatchMappingError) {
            guard arrivals[path.section, default: Arrivals()].origins.updateValue(origin, forKey: path.row) == nil else {
                throw BatchMappingError(message: "attempt to perform an insert and a move to the same index path (\(path))")
            }
            arrivals[path.section, default: Arrivals()].rows.append(path.row)
        }

        let deletes = Set(batch.itemDeletes).sorted()
        let inserts = Set(batch.itemInserts).sorted()
        for path in deletes {
            try checkOld(path, "delete")
            if newSection(path.section) != nil { try depart(path, .deleted) }
        }
        for move in Set(batch.itemMoves).sorted(by: { $0.from < $1.from || ($0.from == $1.from && $0.to < $1.to) }) {
            try checkOld(move.from, "move")
            try checkNew(move.to, "move")
            guard newSection(move.from.section) != nil else {
                throw BatchMappingError(message: "cannot move a row out of a deleted or reloaded section (\(move.from.section))")
            }
            guard !isFresh(move.to.section) else {
                throw BatchMappingError(message: "cannot move a row into a newly inserted or reloaded section (\(move.to.section))")
            }
            try depart(move.from, .moved(move.to))
            try arrive(move.to, .moved(move.from))
        }
        for path in inserts {
            try checkNew(path, "insert")
            if !isFresh(path.section) { try arrive(path, .inserted) }
        }
        for path in Set(batch.itemReloads).sorted() {
            try checkOld(path, "reload")
            guard let section = newSection(path.section) else { continue }
            // R11: the reload's insert lands where the row is after the deletes and inserts, moves ignored.
            var row = path.row
            for delete in deletes.reversed() where delete.section == path.section && delete.row <= row { row -= 1 }
            for insert in inserts where insert.section == section && insert.row <= row { row += 1 }
            let target = ItemPath(row: row, section: section)
            if departures[path.section]?.fates[path.row] == .deleted {
                throw BatchMappingError(message: "attempt to delete and reload the same index path (\(path))")
            }
            try checkNew(target, "reload")
            try depart(path, .reloaded(target))
            try arrive(target, .reloaded(path))
        }
        for key in departures.keys { departures[key]?.rows.sort() }
        for key in arrivals.keys { arrivals[key]?.rows.sort() }

        // R18: every section with a counterpart keeps its count, give or take what left and arrived.
        for (new, origin) in sections.origins.enumerated() {
            guard let old = origin.counterpart else { continue }
            let left = departures[old]?.rows.count ?? 0
            let came = arrivals[new]?.rows.count ?? 0
            guard after[new] == before[old] - left + came else {
                throw BatchMappingError(message: "invalid number of rows in section \(new): the number of rows after the "
                    + "update (\(after[new])) must be equal to the number before it (\(before[old])), minus \(left) "
                    + "deleted, reloaded or moved out, plus \(came) inserted, reloaded or moved in")
            }
        }
        self.init(sectionFates: sections.fates, sectionOrigins: sections.origins, departures: departures, arrivals: arrivals)
    }
}
