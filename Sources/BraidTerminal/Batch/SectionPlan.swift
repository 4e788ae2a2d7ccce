/// The section half of a ``BatchMapping``: which old section became which new one.
///
/// Slot filling over sections (BraidTesting's UIKitBatchUpdateRules article): inserted sections, reloaded sections (at the index R11
/// gives them) and move destinations take their after-indices; the other old sections fill the free slots
/// in order.
struct SectionPlan {
    /// Per old section.
    var fates: [BatchMapping.SectionFate]
    /// Per new section.
    var origins: [BatchMapping.SectionOrigin]

    /// Reads the section operations of `batch` for `before` sections becoming `after`.
    ///
    /// - Complexity: O(*s* + *k* log *k*) for *s* sections and *k* section operations.
    init(_ batch: BatchUpdate, before: Int, after: Int) throws(BatchMappingError) {
        func check(_ section: Int, below count: Int, _ verb: String, _ when: String) throws(BatchMappingError) {
            guard section >= 0, section < count else {
                throw BatchMappingError(message: "attempt to \(verb) section \(section), but there are only \(count) "
                    + "sections \(when) the update")
            }
        }
        let deletes = Set(batch.sectionDeletes).sorted()
        let inserts = Set(batch.sectionInserts).sorted()
        var fates: [BatchMapping.SectionFate?] = Array(repeating: nil, count: before)
        var origins: [BatchMapping.SectionOrigin?] = Array(repeating: nil, count: after)

        func leave(_ old: Int, _ fate: BatchMapping.SectionFate) throws(BatchMappingError) {
            guard fates[old] == nil else {
                throw BatchMappingError(message: "attempt to perform two operations on section \(old)")
            }
            fates[old] = fate
        }
        func arrive(_ new: Int, _ origin: BatchMapping.SectionOrigin) throws(BatchMappingError) {
            guard origins[new] == nil else {
                throw BatchMappingError(message: "attempt to perform an insert and a move to the same section (\(new))")
            }
            origins[new] = origin
        }

        for section in deletes {
            try check(section, below: before, "delete", "before")
            try leave(section, .deleted)
        }
        for section in inserts {
            try check(section, below: after, "insert", "after")
            try arrive(section, .inserted)
        }
        for move in Set(batch.sectionMoves).sorted(by: { $0.from < $1.from || ($0.from == $1.from && $0.to < $1.to) }) {
            try check(move.from, below: before, "move", "before")
            try check(move.to, below: after, "move", "after")
            try leave(move.from, .moved(move.to))
            try arrive(move.to, .moved(move.from))
        }
        for section in Set(batch.sectionReloads).sorted() {
            try check(section, below: before, "reload", "before")
            // R11: the reload's insert lands where the section is after the deletes and inserts, moves ignored.
            var target = section
            for delete in deletes.reversed() where delete != section && delete <= target { target -= 1 }
            for insert in inserts where insert <= target { target += 1 }
            try check(target, below: after, "reload", "after")
            try leave(section, .reloaded(target))
            try arrive(target, .reloaded(section))
        }

        let staying = fates.reduce(0) { $0 + ($1 == nil ? 1 : 0) }
        let arriving = origins.reduce(0) { $0 + ($1 == nil ? 0 : 1) }
        guard staying + arriving == after else {
            throw BatchMappingError(message: "invalid number of sections: the number after the update (\(after)) must "
                + "be equal to the number before it (\(before)), minus \(before - staying) deleted, reloaded or moved, "
                + "plus \(arriving) inserted, reloaded or moved")
        }
        var free = 0
        for old in 0..<before where fates[old] == nil {
            while origins[free] != nil { free += 1 }
            fates[old] = .kept(free)
            origins[free] = .kept(old)
        }
        self.fates = fates.map { $0! }
        self.origins = origins.map { $0! }
    }
}
