import BraidDiff
import PropertyBased
import Testing

/// An identity of a near-equal list: zero-padded so that the strings sort as the numbers do.
func nearEqualID(_ number: Int) -> String {
    let digits = String(number)
    return "i" + String(repeating: "0", count: max(0, 3 - digits.count)) + digits
}

/// Pairs of lists biased toward few edits — what the lockstep walk is for — with the cases that must send it to the
/// hashing path mixed in: moves, repeated identities, unsorted identities, long blocks.
enum NearEqualInput {
    /// One edit: a kind (see ``apply(_:to:)``), a position and an identity, both reduced to the list at hand.
    struct Edit {
        var kind: Int
        var position: Int
        var id: Int
    }

    static let edit = zip(Gen.int(in: 0...9), Gen.int(in: 0...99), Gen.int(in: 0...29))
        .map { Edit(kind: $0, position: $1, id: $2) }

    /// An old list — mostly distinct identities in ascending order; one time in ten descending, shuffled, or with a
    /// repeat — and the new list made of it by 0–3 edits.
    static let lists = zip(Gen.int(in: 0...40), Gen.int(in: 0...9), edit.array(of: 0...3), Gen.int(in: 0...99))
        .map { count, shape, edits, seed -> (old: [Row], new: [Row]) in
            var numbers = Array(0..<count).map { $0 * 3 }
            switch shape {
            case 7: numbers.reverse()
            case 8: numbers = numbers.enumerated().map { ($0.element, ($0.offset * 37 + seed) % 41) }.sorted { $0.1 < $1.1 }.map(\.0)
            case 9 where count > 1: numbers[seed % count] = numbers[(seed + 1) % count]
            default: break
            }
            let old = numbers.map { Row(id: nearEqualID($0), content: 0) }
            var new = old
            for edit in edits { apply(edit, to: &new) }
            return (old, new)
        }

    /// Kinds 0–1: insert a fresh identity (0) or one of the old ones (1, often a repeat); 2: delete; 3–4: change
    /// content; 5: move one element; 6: insert a block of 12 fresh identities; 7: delete a block of up to 12;
    /// 8–9: nothing.
    static func apply(_ edit: Edit, to list: inout [Row]) {
        let at = list.isEmpty ? 0 : edit.position % (list.count + 1)
        switch edit.kind {
        case 0: list.insert(Row(id: nearEqualID(200 + edit.id * 7 + edit.position)), at: at)
        case 1: list.insert(Row(id: nearEqualID(edit.id * 3)), at: at)
        case 2 where !list.isEmpty: list.remove(at: at % list.count)
        case 3 where !list.isEmpty, 4 where !list.isEmpty: list[at % list.count].content += 1
        case 5 where !list.isEmpty:
            let moved = list.remove(at: at % list.count)
            list.insert(moved, at: edit.id % (list.count + 1))
        case 6: list.insert(contentsOf: (0..<12).map { Row(id: nearEqualID(500 + edit.id * 12 + $0)) }, at: at)
        case 7 where !list.isEmpty:
            let start = at % list.count
            list.removeSubrange(start..<min(list.count, start + 12))
        default: break
        }
    }

    /// A near-equal pair cut into the same number of sections (1–3) at proportional places, one of them sometimes
    /// undiffable — so that rows near a cut may change section.
    static let sections = zip(lists, Gen.int(in: 1...3), Gen.int(in: 0...5)).map { lists, count, counted in
        func cut(_ rows: [Row]) -> [TestSection] {
            (0..<count).map { k in
                let range = (rows.count * k / count)..<(rows.count * (k + 1) / count)
                return TestSection(id: "s\(k)", header: 0, counted: k == counted, items: Array(rows[range]))
            }
        }
        return (old: cut(lists.old), new: cut(lists.new))
    }
}

extension DiffProperties {
    @Test func lockstepFlatDiffIsTheHashingDiffAndReplays() async {
        await propertyCheck(count: 10_000, input: NearEqualInput.lists) { lists in
            let (old, new) = lists
            let hashing = FlatDiff(from: old, to: new, identifiedBy: \.id, contentEquals: ==, strategy: .hashing)!
            let automatic = FlatDiff(from: old, to: new, identifiedBy: \.id, contentEquals: ==)
            #expect(automatic == hashing, "the default path must give the hashing path's diff for \(old) → \(new)")
            // Lists without contiguous storage are walked through their indices, arrays through their buffers.
            let lazy = FlatDiff(from: old.lazy.map { $0 }, to: new.lazy.map { $0 }, identifiedBy: \.id, contentEquals: ==)
            #expect(lazy == hashing, "lists without contiguous storage: \(old) → \(new)")
            if let lockstep = FlatDiff(from: old, to: new, identifiedBy: \.id, contentEquals: ==, strategy: .lockstepOnly) {
                #expect(lockstep == hashing, "a lockstep diff must be the hashing diff for \(old) → \(new)")
                #expect(lockstep.moves.isEmpty && lockstep.duplicates.isEmpty, "the lockstep walk proves no moves, no repeats")
            }
            expectReplay(old: [TestSection(id: "s", header: 0, counted: false, items: old)],
                         new: [TestSection(id: "s", header: 0, counted: false, items: new)],
                         stages: automatic.batchStages())
        }
    }

    @Test func lockstepSectionedDiffIsTheHashingDiffAndReplays() async {
        await propertyCheck(count: 10_000, input: NearEqualInput.sections) { sections in
            let (old, new) = sections
            func diff(_ strategy: _DiffStrategy) -> SectionedDiff<String, String>? {
                SectionedDiff(
                    from: old.map(\.diffSection), to: new.map(\.diffSection),
                    sectionContentEquals: { old[$0].header == new[$1].header },
                    itemContentEquals: { old[$0.section].items[$0.item] == new[$1.section].items[$1.item] },
                    strategy: strategy)
            }
            let hashing = diff(.hashing)!
            let automatic = diff(.automatic)!
            expectSameDiff(automatic, hashing, "the default path must give the hashing path's diff for \(old) → \(new)")
            if let lockstep = diff(.lockstepOnly) {
                expectSameDiff(lockstep, hashing, "a lockstep diff must be the hashing diff for \(old) → \(new)")
            }
            // Compared a run at a time, on either path: the same diff.
            for strategy in [_DiffStrategy.automatic, .hashing] {
                let byRuns = SectionedDiff(
                    from: old.map(\.diffSection), to: new.map(\.diffSection),
                    sectionContentEquals: { old[$0].header == new[$1].header },
                    itemComparers: { s, t in
                        (equals: { i, j in old[s].items[i] == new[t].items[j] },
                         differing: { i, j, count in (0..<count).filter { old[s].items[i + $0] != new[t].items[j + $0] } })
                    },
                    strategy: strategy)!
                expectSameDiff(byRuns, hashing, "comparing runs (\(strategy)) must give the same diff for \(old) → \(new)")
            }
            expectReplay(old: old, new: new, stages: automatic.batchStages())
            expectReplay(old: old, new: new, stages: automatic.batchStages(contentChangesLast: true))
        }
    }
}

/// Expects two sectioned diffs to report the same changes and diagnostics.
func expectSameDiff<S, I>(
    _ a: SectionedDiff<S, I>, _ b: SectionedDiff<S, I>, _ message: String,
    sourceLocation: SourceLocation = #_sourceLocation
) {
    #expect(a.sectionDeletes == b.sectionDeletes && a.sectionInserts == b.sectionInserts
        && a.sectionMoves == b.sectionMoves && a.sectionUpdates == b.sectionUpdates, "sections: \(message)",
        sourceLocation: sourceLocation)
    #expect(a.itemDeletes == b.itemDeletes && a.itemInserts == b.itemInserts && a.itemMoves == b.itemMoves
        && a.itemUpdates == b.itemUpdates && a.undiffableSections == b.undiffableSections, "items: \(message)",
        sourceLocation: sourceLocation)
    #expect(a.duplicateSectionIDs == b.duplicateSectionIDs && a.duplicateItemIDs == b.duplicateItemIDs,
        "duplicates: \(message)", sourceLocation: sourceLocation)
}

@Suite("The lockstep walk: when it answers, and when it leaves the diff to hashing")
struct LockstepTests {
    private func items(_ ids: some Sequence<Int>) -> [Item] { ids.map { Item(id: $0, value: 0) } }

    private struct Item: Equatable {
        var id: Int
        var value: Int
    }

    private func lockstep(_ old: [Item], _ new: [Item]) -> FlatDiff<Int>? {
        FlatDiff(from: old, to: new, identifiedBy: \.id, contentEquals: ==, strategy: .lockstepOnly)
    }

    private func hashing(_ old: [Item], _ new: [Item]) -> FlatDiff<Int> {
        FlatDiff(from: old, to: new, identifiedBy: \.id, contentEquals: ==, strategy: .hashing)!
    }

    @Test func threeScatteredChangesInALongListAreWalked() {
        let old = items(0..<10_000)
        var new = old
        new.insert(Item(id: 20_000, value: 0), at: 0)
        new[5_000].value = 1
        new.append(Item(id: 20_001, value: 0))
        let diff = lockstep(old, new)
        #expect(diff == hashing(old, new), "the walk answers, with the hashing path's diff: \(String(describing: diff))")
        #expect(diff?.inserts == [0, 10_001] && diff?.updates == [Move(from: 4_999, to: 5_000)] && diff?.deletes == [],
                "one insert at the top, one update, one append")
    }

    @Test func unchangedListsAreWalkedInEitherOrder() {
        for ids in [Array(0..<1_000), Array((0..<1_000).reversed()), [10, 11, 12, 3, 2, 1, 20, 21]] {
            #expect(lockstep(items(ids), items(ids))?.isEmpty == true, "an unchanged list is walked: \(ids.prefix(6))")
        }
    }

    @Test func aBlockInsertedAtTheTopIsWalked() {
        let old = items(100..<1_100)
        let new = items(0..<30) + old
        #expect(lockstep(old, new) == hashing(old, new), "a block longer than the search is found from the end")
    }

    @Test func aMoveGoesToHashing() {
        let old = items(0..<100)
        var new = old
        new.insert(new.remove(at: 70), at: 3)
        #expect(lockstep(old, new) == nil, "an identity both deleted and inserted is a move: the walk must not answer")
        #expect(FlatDiff(from: old, to: new, identifiedBy: \.id, contentEquals: ==).moves == [Move(from: 70, to: 3)],
                "the default path then finds the move")
    }

    @Test func aRepeatedIdentityGoesToHashing() {
        let unchanged = items([1, 2, 3, 2, 5])
        #expect(lockstep(unchanged, unchanged) == nil, "a repeat in an unchanged list is not proven away")
        #expect(FlatDiff(from: unchanged, to: unchanged, identifiedBy: \.id).duplicates == [2],
                "and the default path still names it")
        let old = items(0..<100)
        let new = [Item(id: 50, value: 0)] + old
        #expect(lockstep(old, new) == nil, "an inserted identity the old list holds is a repeat in the new one")
        #expect(FlatDiff(from: old, to: new, identifiedBy: \.id).duplicates == [50],
                "the default path names it, and matches the first occurrences")
        #expect(FlatDiff(from: old, to: new, identifiedBy: \.id).inserts == [51], "the k-th occurrences pair")
    }

    @Test func unsortedIdentitiesGoToHashing() {
        let ids = (0..<1_000).map { ($0 * 7_919) % 1_000 }
        #expect(lockstep(items(ids), items(ids)) == nil, "distinctness of an unsorted list cannot be proven without hashing")
    }

    @Test func identitiesWithoutAnOrderGoToHashing() {
        struct Unordered: Hashable { var id: Int }
        let list = (0..<10).map(Unordered.init)
        #expect(FlatDiff(from: list, to: list, identifiedBy: { $0 }, strategy: .lockstepOnly) == nil,
                "no order, no proof")
    }

    @Test func sectionedUnchangedAndNearlyUnchangedListsAreWalked() {
        let old = (0..<10).map { s in DiffSection<Int, Int>(id: s, itemIDs: Array((s * 100)..<(s * 100 + 100))) }
        var new = old
        #expect(SectionedDiff(from: old, to: new, strategy: .lockstepOnly)?.isEmpty == true, "unchanged: walked")
        new[0] = DiffSection(id: 0, itemIDs: [5_000] + (0..<100))
        new[9] = DiffSection(id: 9, itemIDs: Array(900..<1_000) + [5_001])
        let diff = SectionedDiff(from: old, to: new, strategy: .lockstepOnly)
        #expect(diff?.itemInserts == [path(0, 0), path(9, 100)] && diff?.itemDeletes == [],
                "an insert at the top and an append: walked")
        new[3] = DiffSection(id: 3, itemIDs: Array(300..<399))
        new[4] = DiffSection(id: 4, itemIDs: [399] + (400..<500))
        #expect(SectionedDiff(from: old, to: new, strategy: .lockstepOnly) == nil,
                "a row that changed section is a move: the walk must not answer")
        #expect(SectionedDiff(from: old, to: new).itemMoves == [Move(from: path(3, 99), to: path(4, 0))],
                "the default path finds it")
    }
}

extension SectionedDiff {
    /// Diffs by identities alone, the way `strategy` says.
    init?(from old: [DiffSection<SectionID, ItemID>], to new: [DiffSection<SectionID, ItemID>], strategy: _DiffStrategy) {
        self.init(from: old, to: new, sectionContentEquals: nil, itemContentEquals: nil, strategy: strategy)
    }
}
