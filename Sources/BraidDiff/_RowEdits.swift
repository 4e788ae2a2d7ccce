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

    /// Calls `body` with each matched pair of rows, old row and new row, in order; `newCount` rows in the new section.
    @inline(__always)
    func forEachMatch(newCount: Int, _ body: (Int, Int) -> Void) {
        var i = 0
        var j = 0
        var nextDelete = 0
        var nextInsert = 0
        while j < newCount {
            if nextInsert < inserts.count && inserts[nextInsert] == j {
                nextInsert += 1
                j += 1
                continue
            }
            while nextDelete < deletes.count && deletes[nextDelete] == i {
                nextDelete += 1
                i += 1
            }
            body(i, j)
            i += 1
            j += 1
        }
    }
}
