import Testing
import BraidDiff

/// Sections written as "A: a b | B: c" — section identity, colon, item identities (items may carry content
/// digits like rows(_:)); "C: #3" is an undiffable section of three rows.
func sections(_ text: String) -> [DiffSection<String, String>] {
    text.split(separator: "|").compactMap { part in
        let halves = part.split(separator: ":", maxSplits: 1).map { String($0).trimmed() }
        guard let id = halves.first, !id.isEmpty else { return nil }
        let body = halves.count > 1 ? halves[1] : ""
        if body.hasPrefix("#") { return DiffSection(id: id, count: Int(body.dropFirst())!) }
        return DiffSection(id: id, itemIDs: rows(body).map(\.id))
    }
}

func sectionedRows(_ text: String) -> [[Row]] {
    text.split(separator: "|").map { part in
        let body = part.split(separator: ":", maxSplits: 1).dropFirst().first.map(String.init) ?? ""
        return rows(body.trimmed())
    }
}

func sectioned(_ old: String, _ new: String) -> SectionedDiff<String, String> {
    let oldRows = sectionedRows(old)
    let newRows = sectionedRows(new)
    let oldCounted = sections(old).map { $0.items.identities == nil }
    return SectionedDiff(from: sections(old), to: sections(new), itemContentEquals: { o, n in
        !oldCounted[o.section] && o.item < oldRows[o.section].count && n.item < newRows[n.section].count
            && oldRows[o.section][o.item] == newRows[n.section][n.item]
    })
}

private extension String {
    func trimmed() -> String {
        String(drop { $0 == " " }.reversed().drop { $0 == " " }.reversed())
    }
}

func path(_ section: Int, _ item: Int) -> ItemPath { ItemPath(item: item, section: section) }

@Suite("SectionedDiff: the edge ladder")
struct SectionedDiffTests {
    @Test func oneSectionToManyInsertsTheNewSections() {
        let diff = sectioned("A: a b", "A: a b | B: c | C: d e")
        #expect(diff.sectionInserts == [1, 2] && diff.itemInserts.isEmpty,
                "items of inserted sections come with their section: \(diff)")
        #expect(diff.batchStages().count == 1, "section inserts fit one batch")
    }

    @Test func manySectionsToOneDeletesTheOthers() {
        let diff = sectioned("A: a | B: b | C: c", "B: b")
        #expect(diff.sectionDeletes == [0, 2] && diff.itemDeletes.isEmpty && diff.sectionMoves.isEmpty, "\(diff)")
    }

    @Test func aSectionEmptiedAndRefilledKeepsItsIdentity() {
        let emptied = sectioned("A: a b | B: c", "A: | B: c")
        #expect(emptied.itemDeletes == [path(0, 0), path(0, 1)] && emptied.sectionDeletes.isEmpty, "\(emptied)")
        let refilled = sectioned("A: | B: c", "A: x y | B: c")
        #expect(refilled.itemInserts == [path(0, 0), path(0, 1)] && refilled.sectionInserts.isEmpty, "\(refilled)")
    }

    @Test func anItemThatChangesSectionIsAMove() {
        let diff = sectioned("A: a b | B: c", "A: a | B: b c")
        #expect(diff.itemMoves == [Move(from: path(0, 1), to: path(1, 0))], "\(diff.itemMoves)")
        #expect(diff.batchStages().count == 1, "a cross-section move between unmoved sections is one batch")
    }

    @Test func anItemLeavingADeletedSectionIsInsertedNotMoved() {
        let diff = sectioned("A: a | B: b", "B: b a")
        #expect(diff.itemMoves.isEmpty && diff.itemInserts == [path(0, 1)] && diff.sectionDeletes == [0],
                "UIKit rejects a move out of a deleted section, so the item is inserted: \(diff)")
    }

    @Test func anItemEnteringAnInsertedSectionIsDeletedNotMoved() {
        let diff = sectioned("A: a b", "A: a | B: b")
        #expect(diff.itemMoves.isEmpty && diff.itemDeletes == [path(0, 1)] && diff.sectionInserts == [1],
                "UIKit rejects a move into an inserted section, so the item is deleted: \(diff)")
    }

    @Test func movedSectionsAreMinimal() {
        let diff = sectioned("A: | B: | C: | D:", "B: | C: | D: | A:")
        #expect(diff.sectionMoves == [Move(from: 0, to: 3)], "only A moved: \(diff.sectionMoves)")
    }

    @Test func aSectionThatMovesWhileItsItemsChangeTakesTwoStages() {
        let stages = sectioned("A: a b | B: c | C: d", "B: c | C: d | A: a x").batchStages()
        #expect(stages.count == 2, "a moved section's items change in a batch of their own (R16): \(stages)")
        #expect(stages[0].batch.itemDeletes.isEmpty && stages[0].batch.itemInserts.isEmpty && !stages[0].batch.sectionMoves.isEmpty,
                "stage one moves sections only")
        #expect(stages[1].batch.sectionMoves.isEmpty && stages[1].batch.itemDeletes == [path(2, 1)],
                "stage two deletes b where section A now is (section 2)")
    }

    @Test func aSectionThatMovesWithUnchangedItemsIsOneStage() {
        let stages = sectioned("A: a b | B: c | C: d", "B: c | A: a b | C: d e").batchStages()
        #expect(stages.count == 1, "item changes in sections that do not move ride along: \(stages)")
    }

    @Test func aHeaderChangeIsASectionReload() {
        let diff = SectionedDiff(from: sections("A: a | B: b"), to: sections("A: a | B: b"),
                                 sectionContentEquals: { old, new in !(old == 1 && new == 1) })
        #expect(diff.sectionUpdates == [Move(from: 1, to: 1)], "\(diff)")
        #expect(diff.batchStages().map(\.batch) == [BatchUpdate(sectionReloads: [1])], "one batch reloading section 1")
    }

    @Test func aComparerPerPairOfSectionsFindsTheSameUpdatesAndIsMadeOncePerPair() {
        // a2 and c2 changed; b moved from A to B, d from B to A, e (changed) from A to B; C is undiffable; D's only
        // row moved to E, whose only row was deleted, and D's new row is inserted: neither D nor E keeps a row.
        let old = "A: a1 b1 e1 | B: c1 d1 | C: #2 | D: f1 | E: g1"
        let new = "A: a2 d1 | B: b1 c2 e2 | C: #3 | D: h1 | E: f1"
        let oldRows = sectionedRows(old), newRows = sectionedRows(new)
        var asked: [Move<Int>] = []
        let byPair = SectionedDiff(from: sections(old), to: sections(new), itemComparer: { s, t in
            asked.append(Move(from: s, to: t))
            return { i, j in s != 2 && oldRows[s][i] == newRows[t][j] }
        })
        let byPath = sectioned(old, new)
        #expect(byPair.itemUpdates == byPath.itemUpdates,
                "the same updates as comparing by path: \(byPair.itemUpdates) vs \(byPath.itemUpdates)")
        #expect(byPair.itemUpdates.map(\.to) == [path(0, 0), path(1, 1), path(1, 2), path(2, 0), path(2, 1)],
                "a2, c2, e2, and the two remaining rows of the undiffable section")
        #expect(asked.count == Set(asked).count, "each pair of sections was asked for once: \(asked)")
        #expect(Set(asked) == [Move(from: 0, to: 0), Move(from: 1, to: 0), Move(from: 0, to: 1), Move(from: 1, to: 1),
                               Move(from: 2, to: 2), Move(from: 3, to: 4)], "and only pairs that have matched rows: \(asked)")
    }

    @Test func anUndiffableSectionGrowsAtItsEndAndReloadsTheRest() {
        let diff = sectioned("A: #2", "A: #4")
        #expect(diff.undiffableSections == [Move(from: 0, to: 0)], "\(diff)")
        #expect(diff.itemInserts == [path(0, 2), path(0, 3)], "rows are added at the end")
        #expect(diff.itemUpdates.map(\.to) == [path(0, 0), path(0, 1)], "the remaining rows are reloaded")
        let stages = diff.batchStages()
        #expect(stages.count == 1 && stages[0].batch.itemReloads == [path(0, 0), path(0, 1)], "\(stages)")
    }

    @Test func anUndiffableSectionShrinksAtItsEnd() {
        let diff = sectioned("A: #3", "A: #1")
        #expect(diff.itemDeletes == [path(0, 1), path(0, 2)] && diff.itemUpdates.map(\.from) == [path(0, 0)], "\(diff)")
    }

    @Test func duplicateSectionAndItemIdentitiesAreNamed() {
        let diff = sectioned("A: a a | A: b", "A: a | A: b b")
        #expect(diff.duplicateSectionIDs == ["A"], "section A appears twice")
        #expect(Set(diff.duplicateItemIDs) == ["a", "b"], "items a and b each appear twice on one side")
    }
}
