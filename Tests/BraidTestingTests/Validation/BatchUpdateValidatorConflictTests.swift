import Testing
@testable import BraidTesting

/// R8–R13: operations that may not share a source or a destination, and how reloads take part in them.
@Suite struct BatchUpdateValidatorConflictTests {
    // MARK: R8, R9, R10 with sections

    @Test(arguments: bothKinds)
    func r8_deletingAndMovingTheSameSectionIsRejected(kind: BatchUpdateValidator.ViewKind) {
        expectRejected(kind, counts: [1, 1], BatchUpdate(sectionDeletes: [0], sectionMoves: [Move(from: 0, to: 0)]),
                       after: [1], rule: .deleteAndMoveFromSamePlace,
                       message: ["attempt to perform a delete and a move from the same section (0)"],
                       "section 0 cannot be both deleted and moved")
    }

    @Test(arguments: bothKinds)
    func r8_reloadingAMovedSectionIsRejectedAsADeleteAndAMove(kind: BatchUpdateValidator.ViewKind) {
        expectRejected(kind, counts: [1, 1], BatchUpdate(sectionMoves: [Move(from: 1, to: 0)], sectionReloads: [1]),
                       after: [1, 1], rule: .deleteAndMoveFromSamePlace,
                       message: ["attempt to perform a delete and a move from the same section (1)"],
                       "a section reload decomposes into a section delete, which collides with the move's source")
    }

    @Test(arguments: bothKinds)
    func r9_insertingAndMovingToTheSameSectionIsRejected(kind: BatchUpdateValidator.ViewKind) {
        expectRejected(kind, counts: [1, 1], BatchUpdate(sectionInserts: [1], sectionMoves: [Move(from: 0, to: 1)]),
                       after: [1, 1, 1], rule: .insertAndMoveToSamePlace,
                       message: ["attempt to perform an insert and a move to the same section (1)"],
                       "section 1 after the update cannot be both new and moved there")
    }

    @Test(arguments: bothKinds)
    func r10_deletingAndReloadingTheSameSectionIsRejected(kind: BatchUpdateValidator.ViewKind) {
        expectRejected(kind, counts: [1, 1], BatchUpdate(sectionDeletes: [0], sectionReloads: [0]), after: [1],
                       rule: .deleteAndReloadSamePlace,
                       message: ["attempt to delete and reload the same index path (<NSIndexPath: 0x0> {length = 2, "
                                 + "path = 0 - 9223372036854775807})"],
                       "a section operation is an index path whose item is NSNotFound")
    }

    @Test(arguments: bothKinds)
    func r10_aRowDeleteInsideAReloadedSectionIsNotAConflict(kind: BatchUpdateValidator.ViewKind) {
        expectAccepted(kind, before: [["a0", "a1"], ["b0"]], BatchUpdate(sectionReloads: [0], itemDeletes: [p(0, 1)]),
                       after: [["x"], ["b0"]], "only equal paths conflict; the row delete is dropped with its section (R14)")
    }

    // MARK: R8, R9 against several moves

    /// Sources 0, 2, 4 and destinations 0, 3, 5 of section 0: the deletes and inserts are checked against them
    /// in one sorted pass, so a conflict with the first or the last of them must be found as well as one inside.
    static let threeMoves = [mv(p(0, 0), p(0, 5)), mv(p(0, 2), p(0, 3)), mv(p(0, 4), p(0, 0))]

    @Test(arguments: bothKinds)
    func r8_aDeleteMeetsTheFirstAndTheLastOfSeveralMoveSources(kind: BatchUpdateValidator.ViewKind) {
        for (deletes, conflict) in [([p(0, 1), p(0, 0)], p(0, 0)), ([p(0, 5), p(0, 4)], p(0, 4)), ([p(0, 3), p(0, 2)], p(0, 2))] {
            expectRejected(kind, counts: [6], BatchUpdate(itemDeletes: deletes, itemMoves: Self.threeMoves), after: [4],
                           rule: .deleteAndMoveFromSamePlace,
                           message: ["attempt to perform a delete and a move from the same index path (\(ip(0, conflict.row)))"],
                           "the delete of \(conflict) is also a move's source")
        }
    }

    @Test(arguments: bothKinds)
    func r9_anInsertMeetsTheFirstAndTheLastOfSeveralMoveDestinations(kind: BatchUpdateValidator.ViewKind) {
        for (inserts, conflict) in [([p(0, 0), p(0, 1)], p(0, 0)), ([p(0, 4), p(0, 5)], p(0, 5)), ([p(0, 2), p(0, 3)], p(0, 3))] {
            expectRejected(kind, counts: [6], BatchUpdate(itemInserts: inserts, itemMoves: Self.threeMoves), after: [8],
                           rule: .insertAndMoveToSamePlace,
                           message: ["attempt to perform an insert and a move to the same index path (\(ip(0, conflict.row)))"],
                           "the insert at \(conflict) is also a move's destination")
        }
    }

    // MARK: R11 — where a reload's insert lands

    @Test(arguments: bothKinds)
    func r11_aReloadsInsertShiftsPastEarlierRowDeletes(kind: BatchUpdateValidator.ViewKind) {
        expectRejected(kind, counts: [4], BatchUpdate(itemDeletes: [p(0, 0)], itemMoves: [mv(p(0, 3), p(0, 1))],
                                                      itemReloads: [p(0, 2)]),
                       after: [3], rule: .insertAndMoveToSamePlace,
                       message: ["attempt to perform an insert and a move to the same index path (\(ip(0, 1)))"],
                       "reload (0,2) inserts at 2 − 1 (the delete of row 0 is at or below it) = (0,1), the move's destination")
    }

    @Test(arguments: bothKinds)
    func r11_aReloadsInsertShiftsPastEarlierSectionDeletes(kind: BatchUpdateValidator.ViewKind) {
        expectRejected(kind, counts: [1, 2, 2], BatchUpdate(sectionDeletes: [0], itemMoves: [mv(p(1, 0), p(1, 1))],
                                                            itemReloads: [p(2, 1)]),
                       after: [2, 2], rule: .insertAndMoveToSamePlace,
                       message: ["attempt to perform an insert and a move to the same index path (\(ip(1, 1)))"],
                       "reload (2,1) inserts at section 2 − 1 = 1, row 1 — the destination of the move within new section 1")
    }

    @Test(arguments: bothKinds)
    func r11_aReloadsInsertShiftsPastEarlierSectionInserts(kind: BatchUpdateValidator.ViewKind) {
        expectRejected(kind, counts: [2], BatchUpdate(sectionInserts: [0], itemMoves: [mv(p(0, 0), p(1, 1))],
                                                      itemReloads: [p(0, 1)]),
                       after: [0, 2], rule: .insertAndMoveToSamePlace,
                       message: ["attempt to perform an insert and a move to the same index path (\(ip(1, 1)))"],
                       "reload (0,1) inserts at section 0 + 1 (the new section 0 is at or below it) = (1,1)")
    }

    @Test(arguments: bothKinds)
    func r11_aReloadAcrossASectionDeleteIsReplayedInItsNewSection(kind: BatchUpdateValidator.ViewKind) {
        let outcome = expectAccepted(
            kind, before: [["a"], ["b0", "b1"]], BatchUpdate(sectionDeletes: [0], itemReloads: [p(1, 1)]),
            after: [["b0", "b1'"]], "reload (1,1) deletes (1,1) and inserts (0,1), where old section 1 now is")
        #expect(outcome?.items == [[.kept(from: p(1, 0)), .reloaded(from: p(1, 1))]],
                "the reloaded row stands at its new path and names its old one")
    }

    @Test(arguments: bothKinds)
    func r11_sectionReloadsAreNeverDroppedForLackOfCells(kind: BatchUpdateValidator.ViewKind) {
        let outcome = expectAccepted(
            kind, before: [["a0", "a1"], ["b0"]], BatchUpdate(sectionReloads: [0]), after: [["x", "y", "z"], ["b0"]],
            hasCell: { _ in false }, "R11.1 only drops row reloads; a reloaded section takes the data source's rows")
        #expect(outcome?.sections == [.reloaded(from: 0), .kept(from: 1)], "section 0 is reloaded in place")
    }

    @Test(arguments: bothKinds)
    func r11_aReloadOfARowWithoutACellKeepsItsOldContent(kind: BatchUpdateValidator.ViewKind) {
        let outcome = expectAccepted(
            kind, before: [["a", "b"]], BatchUpdate(itemReloads: [p(0, 0), p(0, 1)]), after: [["a'", "b'"]],
            shows: [["a'", "b"]], hasCell: { $0 == p(0, 0) }, "only the row with a cell is reloaded")
        #expect(outcome?.items == [[.reloaded(from: p(0, 0)), .kept(from: p(0, 1))]],
                "the cell-less row is kept; it is asked for when it scrolls in")
    }

    @Test(arguments: bothKinds)
    func r11_repeatedReloadsAreOneReload(kind: BatchUpdateValidator.ViewKind) {
        expectAccepted(kind, before: [["a", "b"]], BatchUpdate(itemReloads: [p(0, 1), p(0, 1)]), after: [["a", "b'"]],
                       "UIKit de-duplicates reloads before decomposing them")
    }

    // MARK: R12

    @Test(arguments: bothKinds)
    func r12_movingOneSectionToTwoPlacesIsRejected(kind: BatchUpdateValidator.ViewKind) {
        expectRejected(kind, counts: [1, 1, 1], BatchUpdate(sectionMoves: [Move(from: 0, to: 2), Move(from: 0, to: 1)]),
                       after: [1, 1, 1], rule: .conflictingMoves,
                       message: ["attempt to move section 0 to both section 1 and section 2"],
                       "one section, two destinations (listed in ascending order)")
    }

    @Test(arguments: bothKinds)
    func r12_movingTwoSectionsToOnePlaceIsRejected(kind: BatchUpdateValidator.ViewKind) {
        expectRejected(kind, counts: [1, 1, 1], BatchUpdate(sectionMoves: [Move(from: 1, to: 2), Move(from: 0, to: 2)]),
                       after: [1, 1, 1], rule: .conflictingMoves,
                       message: ["attempt to move both section 0 and section 1 to section 2"],
                       "two sections, one destination")
    }

    @Test(arguments: bothKinds)
    func r12_sharedDestinationsAreFoundEvenWhenNotAdjacent(kind: BatchUpdateValidator.ViewKind) {
        let row = kind == .table ? "row" : "item"
        expectRejected(kind, counts: [6],
                       BatchUpdate(itemMoves: [mv(p(0, 0), p(0, 5)), mv(p(0, 1), p(0, 3)), mv(p(0, 2), p(0, 5))]),
                       after: [6], rule: .conflictingMoves,
                       message: ["attempt to move both \(row) at index path \(ip(0, 0)) and \(ip(0, 2)) to \(ip(0, 5))"],
                       "UIKit counts destinations in a set, so a move in between does not hide the conflict")
    }

    @Test(arguments: bothKinds)
    func r12_aMoveOntoItselfIsLegal(kind: BatchUpdateValidator.ViewKind) {
        expectAccepted(kind, before: [["A", "B"]], BatchUpdate(itemMoves: [mv(p(0, 1), p(0, 1))]), after: [["A", "B"]],
                       "a no-op move passes validation")
    }

    // MARK: R13

    @Test func r13_aCollectionViewRejectsAMoveOutOfADeletedSection() {
        expectRejected(.collection, counts: [1, 1], BatchUpdate(sectionDeletes: [0], itemMoves: [mv(p(0, 0), p(0, 1))]),
                       after: [2], rule: .moveAcrossDeletedOrInsertedSection,
                       message: ["cannot move an item from a deleted section (0)"],
                       "the moved item's section disappears in the same batch")
    }

    @Test func r13_aCollectionViewRejectsAMoveOutOfAReloadedSection() {
        expectRejected(.collection, counts: [1, 1], BatchUpdate(sectionReloads: [0], itemMoves: [mv(p(0, 0), p(1, 1))]),
                       after: [0, 2], rule: .moveAcrossDeletedOrInsertedSection,
                       message: ["cannot move an item from a deleted section (0)"],
                       "a reloaded section is deleted and inserted, so nothing can move out of it")
    }

    @Test func r13_aLenientTableViewFallsBackToReloadDataForAMoveOutOfADeletedSection() {
        let outcome = expectAccepted(
            .table, strict: false, before: [["a"], ["b"]],
            BatchUpdate(sectionDeletes: [0], itemMoves: [mv(p(0, 0), p(0, 1))]), after: [["b", "a"]],
            "UITableView notes the move, skips the count checks and reloads everything")
        #expect(outcome?.fellBackToReloadData == true, "the outcome records the reloadData() fallback")
        #expect(outcome?.items == [[.inserted, .inserted]], "after reloadData every row comes from the data source")
    }

    @Test func r13_aStrictTableViewRejectsAMoveOutOfADeletedSection() {
        expectRejected(.table, counts: [1, 1], BatchUpdate(sectionDeletes: [0], itemMoves: [mv(p(0, 0), p(0, 1))]),
                       after: [2], rule: .moveWouldFallBackToReloadDataStrict,
                       message: ["cannot move a row from a deleted section (0)", "reloadData()"],
                       "strict mode does not accept the silent reloadData() fallback")
    }

    @Test func r13_theTableViewFallbackDoesNotHideLaterBoundsErrors() {
        expectRejected(.table, strict: false, counts: [2],
                       BatchUpdate(sectionInserts: [1], itemInserts: [p(0, 7)], itemMoves: [mv(p(0, 1), p(1, 0))]),
                       after: [1, 1], rule: .itemInsertOutOfRange, message: ["insert row 7 into section 0"],
                       "UITableView only falls back after every delete, insert and move passed its checks")
    }

    @Test func r13_theTableViewFallbackSkipsTheCountChecks() {
        expectAccepted(.table, strict: false, before: [["a", "b"]],
                       BatchUpdate(sectionInserts: [1], itemMoves: [mv(p(0, 1), p(1, 0))]),
                       after: [["a", "b", "c"], ["b"]],
                       "counts that would break R18 do not matter once the table reloads everything")
    }
}
