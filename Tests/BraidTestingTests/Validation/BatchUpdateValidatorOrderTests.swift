import Testing
@testable import BraidTesting

/// The first failing check wins, in UIKit's order (`UIKIT_RULES.md` §3).
@Suite struct BatchUpdateValidatorOrderTests {
    @Test(arguments: bothKinds)
    func reloadConflictsComeBeforeEverythingElse(kind: BatchUpdateValidator.ViewKind) {
        expectRejected(kind, counts: [3], BatchUpdate(itemDeletes: [p(0, 9), p(0, 1)], itemReloads: [p(0, 1)]),
                       after: [3], rule: .deleteAndReloadSamePlace, message: [ip(0, 1)],
                       "reloads are decomposed (and checked against deletes) before any delete is bounds-checked")
    }

    @Test(arguments: bothKinds)
    func deletesAreCheckedInDescendingOrder(kind: BatchUpdateValidator.ViewKind) {
        expectRejected(kind, counts: [3], BatchUpdate(itemDeletes: [p(0, 1), p(0, 9)], itemMoves: [mv(p(0, 1), p(0, 0))]),
                       after: [1], rule: .itemDeleteOutOfRange, message: ["delete", " 9 from section 0"],
                       "the out-of-range delete of row 9 is met before the delete of row 1 that conflicts with a move")
    }

    @Test(arguments: bothKinds)
    func deletesAreCheckedBeforeInserts(kind: BatchUpdateValidator.ViewKind) {
        expectRejected(kind, counts: [3], BatchUpdate(itemDeletes: [p(0, 9)], itemInserts: [p(0, 9)]), after: [3],
                       rule: .itemDeleteOutOfRange, message: [], "both are out of range; deletes come first")
    }

    @Test(arguments: bothKinds)
    func insertsAreCheckedInAscendingOrderBeforeMoves(kind: BatchUpdateValidator.ViewKind) {
        expectRejected(kind, counts: [3],
                       BatchUpdate(itemInserts: [p(0, 9), p(0, 0)], itemMoves: [mv(p(0, 7), p(0, 1)), mv(p(0, 2), p(0, 0))]),
                       after: [4], rule: .insertAndMoveToSamePlace, message: [ip(0, 0)],
                       "insert (0,0) collides with a move before insert (0,9) is bounds-checked or any move is")
    }

    @Test(arguments: bothKinds)
    func operationChecksComeBeforeCountChecks(kind: BatchUpdateValidator.ViewKind) {
        expectRejected(kind, counts: [3], BatchUpdate(itemMoves: [mv(p(0, 0), p(0, 1)), mv(p(0, 0), p(0, 2))]),
                       after: [7], rule: .conflictingMoves, message: [], "the counts are wrong too, but later")
    }

    @Test(arguments: bothKinds)
    func uikitsOwnChecksComeBeforeStrictOnes(kind: BatchUpdateValidator.ViewKind) {
        expectRejected(kind, counts: [2, 2], BatchUpdate(sectionMoves: [Move(from: 1, to: 0)], itemDeletes: [p(1, 0)]),
                       after: [2, 2], rule: kind == .table ? .invalidItemCount : .inconsistentCounts, message: [],
                       "a batch UIKit rejects is reported with UIKit's reason, not as unsafe")
    }

    @Test func aTableViewChecksTheSectionCountBeforeRowCounts() {
        expectRejected(.table, counts: [2, 1], BatchUpdate(sectionInserts: [0], itemInserts: [p(1, 0)]), after: [2, 5],
                       rule: .invalidSectionCount, message: ["(1 inserted, 0 deleted)"],
                       "both counts are wrong; UITableView checks sections first")
    }
}
