// fuzz-diff: flat and sectioned diffs of lists with repeated identities, changed contents, and sections that come,
// go and move. Every stage of the batch updates is checked by UIKit's rules (BatchUpdateValidator, for a table and
// for a collection view) and replayed on what the view shows; the last must show the new data exactly.
// Half the inputs are near-equal lists — a long sorted list and a copy with a few edits — where the lockstep walk
// answers: its diff must be the hashing path's, field for field.
import BraidDiff
import BraidFuzzSupport
import BraidTesting

struct Item: Hashable {
    var id: Int
    var value: Int
}

/// Items with identities from a small range (so they repeat), and small values (so contents change and stay).
func items(_ input: inout FuzzInput) -> [Item] {
    (0..<input.int(below: 14)).map { _ in Item(id: input.int(below: 10), value: input.int(below: 3)) }
}

/// Applies `stages` to a view showing `old` and checks each with `validator`; the view must end showing `new`.
func replay(_ stages: [ChangesetStage], old: [[Item]], new: [[Item]], validator: BatchUpdateValidator) {
    var shown = old
    for (index, stage) in stages.enumerated() {
        let after = stage.data.items(old: old, new: new)
        switch validator.validate(before: shown.map(\.count), batch: stage.batch, after: after.map(\.count)) {
        case .failure(let violation):
            fatalError("stage \(index) of \(stages.count) breaks UIKit's rules: \(violation) — \(stage.batch); old \(old), new \(new)")
        case .success(let outcome):
            shown = outcome.apply(to: shown, dataSource: after)
        }
    }
    precondition(shown == new, "the stages show \(shown), not the new data \(new); old \(old), stages \(stages.map(\.batch))")
}

/// A sorted list of distinct identities (ascending or descending, with gaps), now and then one repeated, and a copy
/// of it with a few edits: inserts of fresh or old identities, deletes, content changes, moves, blocks.
func nearEqualItems(_ input: inout FuzzInput) -> (old: [Item], new: [Item]) {
    let count = input.int(below: 300)
    let descending = input.byte() % 2 == 0
    var old = (0..<count).map { Item(id: 3 * (descending ? count - $0 : $0), value: 0) }
    if count > 1, input.byte() % 8 == 0 { old[input.int(below: count)].id = old[input.int(below: count)].id }
    var new = old
    for _ in 0..<input.int(below: 5) {
        let at = input.int(below: new.count + 1)
        switch input.byte() % 8 {
        case 0: new.insert(Item(id: 3 * input.int(below: count + 20) + input.int(below: 3), value: 0), at: at)
        case 1 where at < new.count: new.remove(at: at)
        case 2 where at < new.count: new[at].value += 1
        case 3 where at < new.count: new.insert(new.remove(at: at), at: input.int(below: new.count))
        case 4: new.insert(contentsOf: (0..<input.int(below: 60)).map { Item(id: 3 * count + 1 + 3 * $0, value: 0) }, at: at)
        case 5 where at < new.count: new.removeSubrange(at..<min(new.count, at + input.int(below: 60)))
        default: break
        }
    }
    return (old, new)
}

/// Diffs near-equal lists both ways and checks that the lockstep walk, where it answers, gives the hashing path's diff.
func compareWithHashing(_ input: inout FuzzInput, validator: BatchUpdateValidator) {
    let (old, new) = nearEqualItems(&input)
    if input.byte() % 2 == 0 {
        let hashing = FlatDiff(from: old, to: new, identifiedBy: \.id, contentEquals: { $0.value == $1.value }, strategy: .hashing)!
        let automatic = FlatDiff(from: old, to: new, identifiedBy: \.id, contentEquals: { $0.value == $1.value })
        precondition(automatic == hashing, "the default path differs from hashing: \(automatic) vs \(hashing); old \(old), new \(new)")
        replay(automatic.batchStages(), old: [old], new: [new], validator: validator)
    } else {
        // The same lists cut into the same number of sections, so that rows near a cut may change section.
        let count = 1 + input.int(below: 4)
        func cut(_ items: [Item]) -> [[Item]] {
            (0..<count).map { k in Array(items[(items.count * k / count)..<(items.count * (k + 1) / count)]) }
        }
        let oldSections = cut(old), newSections = cut(new)
        func diff(_ strategy: _DiffStrategy) -> SectionedDiff<Int, Int> {
            SectionedDiff(
                from: oldSections.enumerated().map { DiffSection(id: $0.offset, itemIDs: $0.element.map(\.id)) },
                to: newSections.enumerated().map { DiffSection(id: $0.offset, itemIDs: $0.element.map(\.id)) },
                itemContentEquals: { oldSections[$0.section][$0.item].value == newSections[$1.section][$1.item].value },
                strategy: strategy)!
        }
        let hashing = diff(.hashing), automatic = diff(.automatic)
        // The same, comparing items a run at a time (as the binder does).
        let byRuns = SectionedDiff(
            from: oldSections.enumerated().map { DiffSection(id: $0.offset, itemIDs: $0.element.map(\.id)) },
            to: newSections.enumerated().map { DiffSection(id: $0.offset, itemIDs: $0.element.map(\.id)) },
            itemComparers: { s, t in
                (equals: { i, j in oldSections[s][i].value == newSections[t][j].value },
                 differing: { i, j, count in (0..<count).filter { oldSections[s][i + $0].value != newSections[t][j + $0].value } })
            },
            strategy: .automatic)!
        for (name, other) in [("default", automatic), ("run-comparing", byRuns)] {
            precondition(
                other.itemDeletes == hashing.itemDeletes && other.itemInserts == hashing.itemInserts
                    && other.itemMoves == hashing.itemMoves && other.itemUpdates == hashing.itemUpdates
                    && other.duplicateItemIDs == hashing.duplicateItemIDs && other.sectionMoves == hashing.sectionMoves,
                "the \(name) sectioned path differs from hashing: \(other) vs \(hashing); old \(oldSections), new \(newSections)")
        }
        replay(automatic.batchStages(contentChangesLast: input.byte() % 2 == 0), old: oldSections, new: newSections,
               validator: validator)
        compareGroups(&input, oldSections, newSections, validator: validator)
    }
}

/// An identity tagged with its section's group: what a diff in item groups must match as.
struct Tagged: Hashable, Comparable {
    var group: Int
    var id: Int
    static func < (a: Tagged, b: Tagged) -> Bool { (a.group, a.id) < (b.group, b.id) }
}

/// The sections diffed with their items in groups (a binder's chains: two groups' rows never match), each section's
/// group from the input, against the hashing path's diff of identities tagged with their section's group.
func compareGroups(_ input: inout FuzzInput, _ oldSections: [[Item]], _ newSections: [[Item]], validator: BatchUpdateValidator) {
    let groups = (old: oldSections.indices.map { _ in input.int(below: 2) }, new: newSections.indices.map { _ in input.int(below: 2) })
    func tagged(_ sections: [[Item]], _ groups: [Int]) -> [DiffSection<Int, Tagged>] {
        sections.enumerated().map { s, items in DiffSection(id: s, itemIDs: items.map { Tagged(group: groups[s], id: $0.id) }) }
    }
    let comparers = { (s: Int, t: Int) -> (equals: (Int, Int) -> Bool, differing: (Int, Int, Int) -> [Int]) in
        (equals: { i, j in oldSections[s][i].value == newSections[t][j].value },
         differing: { i, j, count in (0..<count).filter { oldSections[s][i + $0].value != newSections[t][j + $0].value } })
    }
    let reference = SectionedDiff(
        from: tagged(oldSections, groups.old), to: tagged(newSections, groups.new), itemComparers: comparers, strategy: .hashing)!
    let grouped = SectionedDiff(
        from: oldSections.enumerated().map { DiffSection(id: $0.offset, itemIDs: $0.element.map(\.id)) },
        to: newSections.enumerated().map { DiffSection(id: $0.offset, itemIDs: $0.element.map(\.id)) },
        itemComparers: comparers, strategy: .automatic, itemGroups: groups)!
    let repeated = zip(grouped._duplicateItemGroups, grouped.duplicateItemIDs).map { Tagged(group: $0, id: $1) }
    precondition(
        grouped.itemDeletes == reference.itemDeletes && grouped.itemInserts == reference.itemInserts
            && grouped.itemMoves == reference.itemMoves && grouped.itemUpdates == reference.itemUpdates
            && repeated.sorted() == reference.duplicateItemIDs.sorted() && grouped.sectionMoves == reference.sectionMoves,
        "the diff in groups \(groups) differs from the diff of tagged identities: \(grouped) vs \(reference); old \(oldSections), new \(newSections)")
    replay(grouped.batchStages(), old: oldSections, new: newSections, validator: validator)
}

runFuzzTarget { input in
    let kind: BatchUpdateValidator.ViewKind = input.byte() % 2 == 0 ? .table : .collection
    let validator = BatchUpdateValidator(kind: kind)
    if input.byte() % 2 == 0 {
        compareWithHashing(&input, validator: validator)
        return
    }
    if input.byte() % 2 == 0 {
        let old = items(&input), new = items(&input)
        let diff = FlatDiff(from: old, to: new, identifiedBy: \.id, contentEquals: { $0.value == $1.value })
        replay(diff.batchStages(), old: [old], new: [new], validator: validator)
    } else {
        func sections(_ input: inout FuzzInput) -> [(id: Int, items: [Item])] {
            (0..<input.int(below: 5)).map { _ in (input.int(below: 6), items(&input)) }
        }
        let old = sections(&input), new = sections(&input)
        let diff = SectionedDiff(
            from: old.map { DiffSection(id: $0.id, itemIDs: $0.items.map(\.id)) },
            to: new.map { DiffSection(id: $0.id, itemIDs: $0.items.map(\.id)) },
            itemContentEquals: { old[$0.section].items[$0.item].value == new[$1.section].items[$1.item].value })
        replay(diff.batchStages(contentChangesLast: input.byte() % 2 == 0), old: old.map(\.items), new: new.map(\.items),
               validator: validator)
    }
}
