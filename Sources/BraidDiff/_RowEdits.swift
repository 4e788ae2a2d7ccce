/// The rows the lockstep walk left unmatched in one pair of matched sections: every other row of the pair is matched
/// in order, the k-th remaining old row with the k-th remaining new row (see ``_Lockstep``). Not API.
@usableFromInline
struct _RowEdits {
    /// Deleted rows of the old section, ascending.
    @usableFromInline var deletes: [Int]
    /// Inserted rows of the new section, ascending.
    @usableFromInline var inserts: [Int]

    @inlinable
    init(deletes: [Int], inserts: [Int]) {
        self.deletes = deletes
        self.inserts = inserts
    }

    /// Calls `body` with each run of matched rows, in order: its first old row, its first new row and its length —
    /// the rows between two edits; `oldCount` and `newCount` rows in the old and the new section. Runs, not rows, so
    /// that the caller's loop over a run's rows holds nothing but its own work.
    @inline(__always)
    func forEachMatchedRun(oldCount: Int, newCount: Int, _ body: (_ old: Int, _ new: Int, _ count: Int) -> Void) {
        var i = 0
        var j = 0
        var nextDelete = 0
        var nextInsert = 0
        while i < oldCount && j < newCount {
            if nextDelete < deletes.count && deletes[nextDelete] == i {
                nextDelete += 1
                i += 1
            } else if nextInsert < inserts.count && inserts[nextInsert] == j {
                nextInsert += 1
                j += 1
            } else {
                let oldEnd = nextDelete < deletes.count ? deletes[nextDelete] : oldCount
                let newEnd = nextInsert < inserts.count ? inserts[nextInsert] : newCount
                let count = Swift.min(oldEnd - i, newEnd - j)
                body(i, j, count)
                i += count
                j += count
            }
        }
    }
}
