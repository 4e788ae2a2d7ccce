import Testing
import BraidDiff

/// A model with an identity and a content, written as "A" or "A1" (identity A, content 1).
struct Row: Hashable, CustomStringConvertible {
    var id: String
    var content: Int = 0
    var description: String { content == 0 ? id : "\(id)\(content)" }
}

func rows(_ text: String) -> [Row] {
    text.split(separator: " ").map { word in
        let id = word.prefix { $0.isLetter }
        return Row(id: String(id), content: Int(word.dropFirst(id.count)) ?? 0)
    }
}

func flat(_ old: String, _ new: String) -> FlatDiff<String> {
    FlatDiff(from: rows(old), to: rows(new), identifiedBy: \.id, contentEquals: ==)
}

@Suite("FlatDiff: the edge ladder")
struct FlatDiffTests {
    @Test func emptyToEmptyIsNoChangeAndNoStage() {
        let diff = flat("", "")
        #expect(diff.isEmpty, "two empty lists differ in nothing")
        #expect(diff.batchStages().isEmpty, "no change needs no batch")
    }

    @Test func emptyToManyInsertsEverything() {
        let diff = flat("", "A B C")
        #expect(diff.inserts == [0, 1, 2] && diff.deletes.isEmpty && diff.moves.isEmpty, "\(diff)")
        #expect(diff.batchStages().count == 1, "pure inserts fit one batch")
    }

    @Test func manyToEmptyDeletesEverything() {
        let diff = flat("A B C", "")
        #expect(diff.deletes == [0, 1, 2] && diff.inserts.isEmpty, "\(diff)")
    }

    @Test func oneElementWhoseContentChangedIsAnUpdate() {
        let diff = flat("A", "A1")
        #expect(diff.updates == [Move(from: 0, to: 0)], "same identity, other content is an update: \(diff)")
        let stages = diff.batchStages()
        #expect(stages.count == 1 && stages[0].batch.itemReloads == [ItemPath(item: 0, section: 0)],
                "an update alone is one batch reloading that row: \(stages)")
    }

    @Test func withoutContentEqualityNoUpdateIsReported() {
        let diff = FlatDiff(from: rows("A B"), to: rows("A1 B2"), identifiedBy: \.id)
        #expect(diff.isEmpty, "without contentEquals, changed content is not an update: \(diff)")
    }

    @Test func twoSwappedElementsAreOneMove() {
        let diff = flat("A B", "B A")
        #expect(diff.moves.count == 1, "swapping two needs exactly one move: \(diff.moves)")
    }

    @Test func allReplacedIsDeletesAndInsertsWithoutMoves() {
        let diff = flat("A B C", "D E")
        #expect(diff.deletes == [0, 1, 2] && diff.inserts == [0, 1] && diff.moves.isEmpty, "\(diff)")
    }

    @Test func reversingNElementsMovesNMinusOne() {
        let ids = (0..<50).map { Row(id: "e\($0)") }
        let diff = FlatDiff(from: ids, to: Array(ids.reversed()), identifiedBy: \.id)
        #expect(diff.moves.count == 49, "a reversed list keeps one element in place; got \(diff.moves.count) moves")
    }

    @Test func rotatingMovesOnlyTheShorterPart() {
        let ids = (0..<100).map { Row(id: "e\($0)") }
        let rotated = Array(ids[10...] + ids[..<10])
        let diff = FlatDiff(from: ids, to: rotated, identifiedBy: \.id)
        #expect(diff.moves.count == 10, "rotating by 10 moves the 10 elements, not the 90: got \(diff.moves.count)")
        #expect(Set(diff.moves.map(\.from)) == Set(0..<10), "the moved elements are the rotated ones")
    }

    @Test func identicalListsDifferInNothing() {
        #expect(flat("A B1 C", "A B1 C").isEmpty, "identical lists must produce an empty diff")
    }

    @Test func onlyUpdatesFitOneBatchOfReloads() {
        let stages = flat("A B C", "A1 B C2").batchStages()
        #expect(stages.count == 1, "updates without structure are one batch: \(stages)")
        #expect(stages.first?.batch.itemReloads == [ItemPath(item: 0, section: 0), ItemPath(item: 2, section: 0)],
                "both updated rows are reloaded at their (unchanged) index")
    }

    @Test func updatesOfRowsThatStayJoinTheStructuralBatch() {
        let stages = flat("A B C D", "X A B1 D").batchStages()
        #expect(stages.count == 1, "a reload UIKit places correctly rides along with inserts and deletes: \(stages)")
    }

    @Test func aRowThatMovesAndChangesIsReloadedInASecondStage() {
        let stages = flat("A B C", "C1 A B").batchStages()
        #expect(stages.count == 2, "UIKit cannot reload a moved row; the reload follows the move: \(stages)")
        #expect(stages.last?.batch.itemReloads == [ItemPath(item: 0, section: 0)] && !stages.last!.batch.hasStructuralChanges,
                "the last stage only reloads, at the final index")
    }

    @Test func duplicatesInTheOldListAreMatchedInOrderAndReported() {
        let diff = flat("A A B", "A B")
        #expect(diff.deletes == [1], "the second A has no partner and is deleted: \(diff)")
        #expect(diff.duplicates == ["A"], "the duplicated identity is named")
    }

    @Test func duplicatesInTheNewListAreMatchedInOrderAndReported() {
        let diff = flat("A B", "A A B")
        #expect(diff.inserts == [1] && diff.moves.isEmpty, "the second A is inserted: \(diff)")
        #expect(diff.duplicates == ["A"], "the duplicated identity is named")
    }

    @Test func duplicatesOnBothSidesMatchPairwise() {
        let diff = flat("A A B", "B A A")
        #expect(diff.deletes.isEmpty && diff.inserts.isEmpty && diff.moves.count == 1, "\(diff)")
        #expect(diff.duplicates == ["A"], "A is reported once even though it repeats on both sides")
    }

    @Test func identifiableAndCollectionIdentifiableElementsNeedNoClosure() {
        struct Song: Identifiable, Equatable { var id: Int; var title: String }
        struct Account: CollectionIdentifiable, Equatable { var number: String; var balance: Int
            var collectionId: String { number } }
        let songs = FlatDiff(from: [Song(id: 1, title: "a")], to: [Song(id: 1, title: "b")])
        #expect(songs.updates.count == 1, "Identifiable & Equatable: identity by id, update by ==")
        let accounts = FlatDiff(from: [Account(number: "1", balance: 1)], to: [Account(number: "1", balance: 2), Account(number: "2", balance: 0)])
        #expect(accounts.updates.count == 1 && accounts.inserts == [1], "CollectionIdentifiable: identity by collectionId")
    }

    @Test func manyIdentitiesOnlyTheNewListHasStillMatchAndRepeatsAreFound() {
        // The identity table is sized for the old list and grows as new identities arrive: 10 old, 300 new.
        let old = (0..<10).map { Row(id: "o\($0)") }
        let new = (0..<300).map { Row(id: "n\($0)") } + [Row(id: "n7"), Row(id: "o3"), Row(id: "n299")]
        let diff = FlatDiff(from: old, to: new, identifiedBy: \.id)
        #expect(diff.inserts.count == 302 && diff.deletes.count == 9, "only o3 is matched: \(diff.inserts.count) inserts, \(diff.deletes.count) deletes")
        #expect(Set(diff.duplicates) == ["n7", "n299"], "repeats among identities only the new list has are found after the table grew: \(diff.duplicates)")
    }

    @Test func identitiesWhoseHashesCollideAreToldApartByEquality() {
        // Eight hash values for 400 identities: the table's stored hash bits match often, `==` decides.
        struct CollidingID: Hashable {
            var value: Int
            static func == (a: Self, b: Self) -> Bool { a.value == b.value }
            func hash(into hasher: inout Hasher) { hasher.combine(value % 8) }
        }
        let old = (0..<300).map(CollidingID.init)
        let new = (100..<400).reversed().map(CollidingID.init) + [CollidingID(value: 5), CollidingID(value: 350)]
        let diff = FlatDiff(from: old, to: new, identifiedBy: { $0 })
        #expect(diff.deletes == Array(0..<100).filter { $0 != 5 }, "0..<100 but 5 are gone: \(diff.deletes.prefix(8))…")
        #expect(diff.inserts == Array(0..<100) + [301], "300..<400 are new, and the second 350: \(diff.inserts.suffix(3))")
        #expect(diff.moves.count == 200, "201 kept identities, none in their old order but one; got \(diff.moves.count)")
        #expect(diff.duplicates == [CollidingID(value: 350)], "350 occurs twice in the new list: \(diff.duplicates)")
    }

    @Test func identitiesAreHashedAtMostOncePerElement() {
        final class Counter: @unchecked Sendable { var hashes = 0 }
        struct CountingID: Hashable {
            var value: Int
            let counter: Counter
            static func == (a: Self, b: Self) -> Bool { a.value == b.value }
            func hash(into hasher: inout Hasher) { counter.hashes += 1; hasher.combine(value) }
        }
        let counter = Counter()
        let old = (0..<1000).map { CountingID(value: $0, counter: counter) }
        let new = (0..<1000).map { CountingID(value: ($0 * 7) % 1100, counter: counter) }
        _ = FlatDiff(from: old, to: new, identifiedBy: { $0 })
        #expect(counter.hashes <= 2000, "each of the 2,000 identities must be hashed at most once; hashed \(counter.hashes) times")
        #expect(counter.hashes > 1500, "new elements that continue no run of old ones are hashed: \(counter.hashes) hashes")
    }

    @Test func newElementsThatContinueRunsOfOldOnesAreNotHashed() {
        final class Counter: @unchecked Sendable { var hashes = 0 }
        struct CountingID: Hashable {
            var value: Int
            let counter: Counter
            static func == (a: Self, b: Self) -> Bool { a.value == b.value }
            func hash(into hasher: inout Hasher) { counter.hashes += 1; hasher.combine(value) }
        }
        let counter = Counter()
        // Every tenth element deleted, a fresh one inserted every tenth, element 500 moved to the front.
        let old = (0..<1000).map { CountingID(value: $0, counter: counter) }
        var newValues = (0..<1000).filter { $0 % 10 != 3 && $0 != 500 }
        for k in stride(from: newValues.count - 1, through: 0, by: -10) { newValues.insert(2000 + k, at: k) }
        newValues.insert(500, at: 0)
        let new = newValues.map { CountingID(value: $0, counter: counter) }
        let diff = FlatDiff(from: old, to: new, identifiedBy: { $0 })
        #expect(diff.deletes == (0..<1000).filter { $0 % 10 == 3 }, "\(diff.deletes.prefix(5))…")
        #expect(diff.moves == [Move(from: 500, to: 0)] && diff.inserts.count == new.count - 900, "\(diff.moves)")
        #expect(counter.hashes < 1000 + 200, "the old list is hashed, then only the new elements that continue no run: \(counter.hashes)")
    }
}
