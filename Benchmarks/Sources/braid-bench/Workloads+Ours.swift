import BraidDiff

// Every call into the diff engine (BraidDiff) is in this file.

extension FlatWorkload {
    /// Our flat diff; with `withBatches`, also the batch updates made from it.
    func diffOurs(withBatches: Bool) -> DiffCounts {
        let diff = FlatDiff(from: old, to: new, identifiedBy: { $0.id }, contentEquals: { $0.value == $1.value })
        return DiffCounts(
            deletes: diff.deletes.count, inserts: diff.inserts.count, moves: diff.moves.count,
            updates: diff.updates.count, stages: withBatches ? diff.batchStages().count : nil)
    }
}

/// A ``SectionedWorkload`` in the engine's input form: section and item ids, with the item values in tables
/// that the content comparison reads. Built once per workload, outside the timed region.
struct SectionedEngineInput {
    var old: [DiffSection<Int, Int>]
    var new: [DiffSection<Int, Int>]
    var oldValues: [[Int]]
    var newValues: [[Int]]

    init(_ workload: SectionedWorkload) {
        func sections(_ sections: [SectionedWorkload.Section]) -> [DiffSection<Int, Int>] {
            sections.map { DiffSection(id: $0.id, items: .identified($0.items.map(\.id))) }
        }
        old = sections(workload.old)
        new = sections(workload.new)
        oldValues = workload.old.map { $0.items.map(\.value) }
        newValues = workload.new.map { $0.items.map(\.value) }
    }

    /// Our sectioned diff; with `withBatches`, also the batch updates made from it. Items are compared by path, or
    /// with `byPair` by comparers of rows and of runs per pair of sections, as the binder compares them.
    ///
    /// Never inlined, so that profilers can count it apart from the harness (`valgrind --toggle-collect`).
    @inline(never)
    func diffOurs(withBatches: Bool, byPair: Bool = false) -> DiffCounts {
        let diff = byPair
            ? SectionedDiff(
                from: old, to: new, sectionContentEquals: nil,
                itemComparers: { [oldValues, newValues] s, t in
                    let (oldSection, newSection) = (oldValues[s], newValues[t])
                    return (equals: { i, j in oldSection[i] == newSection[j] }, differing: { i, j, count in
                        var differing: [Int] = []
                        for k in 0..<count where oldSection[i + k] != newSection[j + k] { differing.append(k) }
                        return differing
                    })
                })
            : SectionedDiff(
                from: old, to: new,
                sectionContentEquals: nil,
                itemContentEquals: { (oldPath: ItemPath, newPath: ItemPath) in
                    oldValues[oldPath.section][oldPath.item] == newValues[newPath.section][newPath.item]
                })
        return DiffCounts(moves: diff.itemMoves.count, stages: withBatches ? diff.batchStages().count : nil)
    }
}
