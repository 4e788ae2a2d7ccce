/// Where UIKit will put the insert half of a row reload (UIKIT_RULES.md, R11).
///
/// UIKit decomposes a reload of before-path (s, r) into a delete of (s, r) and an insert at a path it computes
/// from the batch's deletes and inserts, ignoring moves: s' = s − (section deletes below s), then + 1 for
/// each section insert at or below it, ascending; r' = r − (row deletes below r in s), then + 1 for each row
/// insert at or below it in s', ascending.
enum _UIKitReloadPositions {
    /// Whether every reload (before-path → intended after-path) lands on its intended after-path.
    ///
    /// - Complexity: O(R log R + D + I) for R reloads, D deletes and I inserts.
    static func allLand(_ reloads: [Move<ItemPath>], in batch: BatchUpdate) -> Bool {
        if reloads.isEmpty { return true }
        let sectionDeletes = batch.sectionDeletes.sorted()
        let sectionInserts = batch.sectionInserts.sorted()
        let deletesBySection = Dictionary(grouping: batch.itemDeletes, by: \.section).mapValues { $0.map(\.item).sorted() }
        let insertsBySection = Dictionary(grouping: batch.itemInserts, by: \.section).mapValues { $0.map(\.item).sorted() }
        let bySection = Dictionary(grouping: reloads, by: \.from.section)
        for (s, sectionReloads) in bySection {
            let t = adjustedSection(s, deletes: sectionDeletes, inserts: sectionInserts)
            let deletes = deletesBySection[s] ?? []
            let inserts = insertsBySection[t] ?? []
            var deletesBelow = 0
            var insertsConsumed = 0
            for reload in sectionReloads.sorted(by: { $0.from.item < $1.from.item }) {
                let r = reload.from.item
                while deletesBelow < deletes.count && deletes[deletesBelow] < r { deletesBelow += 1 }
                let afterDeletes = r - deletesBelow
                while insertsConsumed < inserts.count && inserts[insertsConsumed] <= afterDeletes + insertsConsumed {
                    insertsConsumed += 1
                }
                if reload.to != ItemPath(item: afterDeletes + insertsConsumed, section: t) { return false }
            }
        }
        return true
    }

    /// UIKit's after-index for before-section `s`, ignoring moves.
    static func adjustedSection(_ s: Int, deletes: [Int], inserts: [Int]) -> Int {
        var adjusted = s
        for d in deletes where d < s { adjusted -= 1 }
        for i in inserts where i <= adjusted { adjusted += 1 }
        return adjusted
    }
}
