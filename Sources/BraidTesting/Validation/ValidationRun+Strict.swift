extension ValidationRun {
    /// R16, strict mode: a moved section may not also have rows deleted, reloaded or moved out of it (at its old
    /// index) or inserted or moved into it (at its new index) in the same batch.
    ///
    /// UIKit accepts such batches when the counts add up, but decomposes reloads at the wrong index, animates
    /// cells twice ("Attempt to create two animations for cell") or corrupts a collection view's heap.
    func checkSectionMovesAgainstItemChanges() throws(BatchUpdateViolation) {
        let sectionMoves = moves.filter(\.from.isSection)
        guard !sectionMoves.isEmpty else { return }
        // The first row change touching each section, in the order they are reported.
        var touchingOld: [Int: (change: String, path: ItemPath)] = [:]
        var touchingNew: [Int: (change: String, path: ItemPath)] = [:]
        func note(_ change: String, _ paths: [ItemPath], in touching: inout [Int: (change: String, path: ItemPath)]) {
            for path in paths.sorted() where touching[path.section] == nil {
                touching[path.section] = (change, path)
            }
        }
        let rowMoves = moves.filter { !$0.from.isSection }
        note("delete at", batch.itemDeletes, in: &touchingOld)
        note("reload at", reloads.filter { !$0.isSection }.map(\.itemPath), in: &touchingOld)
        note("move from", rowMoves.map(\.from.itemPath), in: &touchingOld)
        note("insert at", batch.itemInserts, in: &touchingNew)
        note("move to", rowMoves.map(\.to.itemPath), in: &touchingNew)
        for move in sectionMoves {
            let sectionMove = Move(from: move.from.section, to: move.to.section)
            if let touch = touchingOld[sectionMove.from] {
                throw text.sectionMoveWithItemChange(sectionMove, change: touch.change, at: touch.path, afterUpdate: false)
            }
            if let touch = touchingNew[sectionMove.to] {
                throw text.sectionMoveWithItemChange(sectionMove, change: touch.change, at: touch.path, afterUpdate: true)
            }
        }
    }

    /// R21, strict mode: a reconfigure must name a row that exists before the update (UIKit ignores others).
    func checkReconfigures() throws(BatchUpdateViolation) {
        if let missing = batch.itemReconfigures.filter({ !existsBefore($0) }).min() {
            throw text.reconfigureOfMissingItem(missing, before: before)
        }
    }
}
