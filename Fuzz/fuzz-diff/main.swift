// fuzz-diff: flat and sectioned diffs of lists with repeated identities, changed contents, and sections that come,
// go and move. Every stage of the batch updates is checked by UIKit's rules (BatchUpdateValidator, for a table and
// for a collection view) and replayed on what the view shows; the last must show the new data exactly.
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

runFuzzTarget { input in
    let kind: BatchUpdateValidator.ViewKind = input.byte() % 2 == 0 ? .table : .collection
    let validator = BatchUpdateValidator(kind: kind)
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
