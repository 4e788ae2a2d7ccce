@testable import BraidDiff
import PropertyBased
import Testing

/// An identity tagged with its group: what a diff in item groups must match as, without the copy.
private struct Tagged: Hashable, Comparable, CustomStringConvertible {
    var group: Int
    var id: String
    static func < (a: Tagged, b: Tagged) -> Bool { (a.group, a.id) < (b.group, b.id) }
    var description: String { "\(group):\(id)" }
}

/// Item groups (`SectionedDiff+Groups`): a binder's chains, whose rows must never match each other. A diff told each
/// section's group is the diff of the same sections with every identity tagged with its section's group — by
/// hashing and by the lockstep walk — and names its repeated identities with their groups.
@Suite("Item groups", .shrinking)
struct ItemGroupsTests {
    /// Each section's group, from a list at least as long as the sections.
    private static let groups = Gen.int(in: 0...2).array(of: 6...6)

    @Test func aDiffInGroupsIsTheDiffOfIdentitiesTaggedWithTheirGroup() async {
        await propertyCheck(count: 4_000, input: DiffInput.sections, DiffInput.sections, Self.groups, Self.groups) {
            old, new, oldGroups, newGroups in
            let groups = (old: old.indices.map { oldGroups[$0] }, new: new.indices.map { newGroups[$0] })
            let comparers = { (s: Int, t: Int) -> (equals: (Int, Int) -> Bool, differing: (Int, Int, Int) -> [Int]) in
                let equals = { (i: Int, j: Int) in old[s].items[i].content == new[t].items[j].content }
                return (equals, { i, j, count in (0..<count).filter { !equals(i + $0, j + $0) } })
            }
            func tagged(_ sections: [TestSection], _ groups: [Int]) -> [DiffSection<String, Tagged>] {
                sections.indices.map { s in
                    let section = sections[s]
                    return section.counted ? DiffSection(id: section.id, count: section.items.count)
                        : DiffSection(id: section.id, itemIDs: section.items.map { Tagged(group: groups[s], id: $0.id) })
                }
            }
            let reference = SectionedDiff(from: tagged(old, groups.old), to: tagged(new, groups.new),
                                          itemComparers: comparers, strategy: .hashing)!
            for strategy in [_DiffStrategy.automatic, .hashing, .lockstepOnly] {
                guard let diff = SectionedDiff(from: old.map(\.diffSection), to: new.map(\.diffSection),
                                               itemComparers: comparers, strategy: strategy, itemGroups: groups)
                else {
                    #expect(strategy == .lockstepOnly, "only the walk alone may not answer")
                    continue
                }
                let context = "\(strategy): \(old) → \(new), groups \(groups)"
                #expect(diff.sectionDeletes == reference.sectionDeletes && diff.sectionInserts == reference.sectionInserts
                        && diff.sectionMoves == reference.sectionMoves, "sections, \(context)")
                #expect(diff.itemDeletes == reference.itemDeletes && diff.itemInserts == reference.itemInserts,
                        "item deletes and inserts, \(context)")
                #expect(diff.itemMoves == reference.itemMoves && diff.itemUpdates == reference.itemUpdates,
                        "item moves and updates, \(context)")
                #expect(diff.undiffableSections == reference.undiffableSections, "undiffable sections, \(context)")
                let repeated = zip(diff._duplicateItemGroups, diff.duplicateItemIDs).map { Tagged(group: $0, id: $1) }
                #expect(repeated.sorted() == reference.duplicateItemIDs.sorted() && diff._duplicateItemGroups.count
                        == diff.duplicateItemIDs.count, "repeated identities, with their groups, \(context)")
                #expect(diff.batchStages().count >= (diff.isEmpty ? 0 : 1))
            }
        }
    }

    @Test func equalIdentitiesOfTwoGroupsNeverMatch() {
        let old = [DiffSection(id: "A", itemIDs: [5, 6]), DiffSection(id: "B", itemIDs: [7])]
        let new = [DiffSection(id: "A", itemIDs: [6]), DiffSection(id: "B", itemIDs: [5, 7])]
        let same = SectionedDiff(from: old, to: new)
        #expect(same.itemMoves == [Move(from: ItemPath(item: 0, section: 0), to: ItemPath(item: 0, section: 1))],
                "one group: 5 moves from A to B")
        let grouped = SectionedDiff<String, Int>(
            from: old, to: new, itemComparers: { _, _ in ({ _, _ in true }, { _, _, _ in [] }) }, strategy: .automatic,
            itemGroups: (old: [0, 1], new: [0, 1]))!
        #expect(grouped.itemMoves.isEmpty, "A's 5 never becomes B's: \(grouped)")
        #expect(grouped.itemDeletes == [ItemPath(item: 0, section: 0)] && grouped.itemInserts == [ItemPath(item: 0, section: 1)],
                "it is deleted from A and inserted in B: \(grouped)")
    }

    @Test func theWalkProvesEachGroupDistinctOnItsOwn() {
        // Both groups hold the ids 0..<100, ascending; a row is inserted in the second group.
        let old = [DiffSection(id: 0, itemIDs: Array(0..<100)), DiffSection(id: 1, itemIDs: Array(0..<100))]
        var new = old
        new[1] = DiffSection(id: 1, itemIDs: Array(0..<50) + [1_000] + Array(50..<100))
        let comparers = { (_: Int, _: Int) -> (equals: (Int, Int) -> Bool, differing: (Int, Int, Int) -> [Int]) in
            ({ _, _ in true }, { _, _, _ in [] })
        }
        let walked = SectionedDiff(from: old, to: new, itemComparers: comparers, strategy: .lockstepOnly,
                                   itemGroups: (old: [0, 1], new: [0, 1]))
        #expect(walked?.itemInserts == [ItemPath(item: 50, section: 1)], "ids repeated across groups are no repeat: walked")
        #expect(SectionedDiff(from: old, to: new, itemComparers: comparers, strategy: .lockstepOnly) == nil,
                "in one group the same ids are repeats: the walk cannot prove them distinct")
        new[1] = DiffSection(id: 1, itemIDs: Array(0..<50) + [7] + Array(50..<100))
        #expect(SectionedDiff(from: old, to: new, itemComparers: comparers, strategy: .lockstepOnly,
                              itemGroups: (old: [0, 1], new: [0, 1])) == nil, "a repeat within a group is found")
        #expect(SectionedDiff(from: old, to: new, itemComparers: comparers, strategy: .lockstepOnly,
                              itemGroups: (old: [0, 1], new: [1, 1])) == nil,
                "a section that changed group is left to hashing, where its rows never match")
    }
}
