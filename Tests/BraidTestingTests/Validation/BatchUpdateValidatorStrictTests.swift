import Testing
@testable import BraidTesting

/// Strict mode: batches UIKit accepts but mishandles (R16, R21; R13 for tables is with the conflict tests).
@Suite struct BatchUpdateValidatorStrictTests {
    private let before: Letters = [["a0", "a1"], ["b0", "b1"]]

    @Test(arguments: bothKinds)
    func r16_aLenientValidatorAcceptsARowDeleteInAMovedSection(kind: BatchUpdateValidator.ViewKind) {
        expectAccepted(kind, strict: false, before: before,
                       BatchUpdate(sectionMoves: [Move(from: 1, to: 0)], itemDeletes: [p(1, 0)]),
                       after: [["b1"], ["a0", "a1"]], "UIKit's own checks pass: new section 0 (old 1) has 2 − 1 rows")
    }

    @Test(arguments: bothKinds)
    func r16_aStrictValidatorRejectsARowDeleteInAMovedSectionAtItsOldIndex(kind: BatchUpdateValidator.ViewKind) {
        let row = kind == .table ? "row" : "item"
        expectRejected(kind, before: before, BatchUpdate(sectionMoves: [Move(from: 1, to: 0)], itemDeletes: [p(1, 0)]),
                       after: [["b1"], ["a0", "a1"]], rule: .sectionMoveWithItemChangesStrict,
                       message: ["section 1 is moved to section 0", "a \(row) delete at index path (\(ip(1, 0)))",
                                 "before-update index path"],
                       "deleting from a section that moves in the same batch double-animates cells")
    }

    @Test(arguments: bothKinds)
    func r16_aStrictValidatorRejectsARowInsertInAMovedSectionAtItsNewIndex(kind: BatchUpdateValidator.ViewKind) {
        expectRejected(kind, before: before, BatchUpdate(sectionMoves: [Move(from: 1, to: 0)], itemInserts: [p(0, 2)]),
                       after: [["b0", "b1", "x"], ["a0", "a1"]], rule: .sectionMoveWithItemChangesStrict,
                       message: ["insert at index path (\(ip(0, 2)))", "after-update index path"],
                       "inserts name the moved section by its new index")
    }

    @Test(arguments: bothKinds)
    func r16_aStrictValidatorRejectsRowMovesIntoOrOutOfAMovedSection(kind: BatchUpdateValidator.ViewKind) {
        expectRejected(kind, before: before,
                       BatchUpdate(sectionMoves: [Move(from: 1, to: 0)], itemMoves: [mv(p(0, 0), p(0, 0))]),
                       after: [["a0", "b0", "b1"], ["a1"]], rule: .sectionMoveWithItemChangesStrict,
                       message: ["move to index path (\(ip(0, 0)))"], "a move into the moved section, at its new index")
        expectRejected(kind, before: before,
                       BatchUpdate(sectionMoves: [Move(from: 1, to: 0)], itemMoves: [mv(p(1, 1), p(1, 0))]),
                       after: [["b0"], ["b1", "a0", "a1"]], rule: .sectionMoveWithItemChangesStrict,
                       message: ["move from index path (\(ip(1, 1)))"], "a move out of the moved section, at its old index")
    }

    @Test(arguments: bothKinds)
    func r16_aRowReloadInAMovedSectionIsAcceptedByUIKitWhenItsDecompositionHappensToFit(kind: BatchUpdateValidator.ViewKind) {
        // Old section 2 moves to 1, where deleting section 0 would have put it anyway, so the reload's insert
        // (section 2 − 1 = 1, moves ignored) lands in the right section by luck.
        let before: Letters = [["a"], ["b"], ["c0", "c1"]]
        let batch = BatchUpdate(sectionDeletes: [0], sectionMoves: [Move(from: 2, to: 1)], itemReloads: [p(2, 0)])
        let outcome = expectAccepted(kind, strict: false, before: before, batch, after: [["b"], ["c0'", "c1"]],
                                     "UIKit's checks pass: the reload's delete and insert both count for old section 2")
        #expect(outcome?.items.last == [.reloaded(from: p(2, 0)), .kept(from: p(2, 1))],
                "the reloaded row is in the moved section")
        expectRejected(kind, before: before, batch, after: [["b"], ["c0'", "c1"]], rule: .sectionMoveWithItemChangesStrict,
                       message: ["section 2 is moved to section 1", "reload at index path (\(ip(2, 0)))"],
                       "strict mode flags the reload in the moved section however the counts come out")
    }

    @Test(arguments: bothKinds)
    func r16_aNoOpSectionMoveStillCounts(kind: BatchUpdateValidator.ViewKind) {
        expectRejected(kind, before: [["a0"], ["b0", "b1"]],
                       BatchUpdate(sectionMoves: [Move(from: 1, to: 1)], itemMoves: [mv(p(1, 0), p(0, 1))]),
                       after: [["a0", "b0"], ["b1"]], rule: .sectionMoveWithItemChangesStrict,
                       message: ["section 1 is moved to section 1", "move from index path (\(ip(1, 0)))"],
                       "a section move 1 → 1 with an item moved out of it crashed UIKit (openradar 48941906)")
    }

    @Test(arguments: bothKinds)
    func r16_rowChangesInSectionsThatOnlyShiftAreFine(kind: BatchUpdateValidator.ViewKind) {
        expectAccepted(kind, before: [["a0"], ["b0", "b1"], ["c0"]],
                       BatchUpdate(sectionMoves: [Move(from: 0, to: 2)], itemDeletes: [p(1, 0)]),
                       after: [["b1"], ["c0"], ["a0"]],
                       "section 1 shifts to 0 because section 0 moves away, but it is not itself moved")
    }

    @Test(arguments: bothKinds)
    func r16_aReloadWithoutACellDoesNotTouchTheMovedSection(kind: BatchUpdateValidator.ViewKind) {
        expectAccepted(kind, before: before, BatchUpdate(sectionMoves: [Move(from: 1, to: 0)], itemReloads: [p(1, 0)]),
                       after: [["b0'", "b1"], ["a0", "a1"]], shows: [["b0", "b1"], ["a0", "a1"]],
                       hasCell: { _ in false }, "a dropped reload is no row change at all")
    }

    @Test(arguments: bothKinds)
    func r21_aStrictValidatorRejectsAReconfigureOfARowThatDoesNotExist(kind: BatchUpdateValidator.ViewKind) {
        let row = kind == .table ? "row" : "item", rows = kind == .table ? "rows" : "items"
        expectRejected(kind, before: [["a", "b", "c"]], BatchUpdate(itemReconfigures: [p(0, 5)]), after: [["a", "b", "c"]],
                       rule: .reconfigureOfMissingItemStrict,
                       message: ["attempt to reconfigure \(row) 5 in section 0, which only contains 3 \(rows) before the update"],
                       "UIKit finds no cell at (0,5) and silently does nothing")
    }

    @Test(arguments: bothKinds)
    func r21_aLenientValidatorIgnoresAReconfigureOfARowThatDoesNotExist(kind: BatchUpdateValidator.ViewKind) {
        let outcome = expectAccepted(kind, strict: false, before: [["a"]], BatchUpdate(itemReconfigures: [p(0, 5)]),
                                     after: [["a"]], "UIKit ignores it")
        #expect(outcome?.reconfigured == [], "a reconfigure without a cell does not act")
    }

    @Test(arguments: bothKinds)
    func r21_aReconfiguredRowThatMovesShowsTheDataSourcesValue(kind: BatchUpdateValidator.ViewKind) {
        let outcome = expectAccepted(
            kind, before: [["a", "b", "c"]],
            BatchUpdate(itemInserts: [p(0, 0)], itemReconfigures: [p(0, 1), p(0, 2)]),
            after: [["x", "a", "b*", "c*"]], shows: [["x", "a", "b*", "c"]], hasCell: { $0 != p(0, 2) },
            "reconfigures name before-paths; the one without a cell does nothing")
        #expect(outcome?.reconfigured == [p(0, 1)], "only (0,1) has a cell to reconfigure")
    }

    @Test(arguments: bothKinds)
    func r21_aReconfigureIsNotComparedWithDeletes(kind: BatchUpdateValidator.ViewKind) {
        expectAccepted(kind, before: [["a", "b"]], BatchUpdate(itemDeletes: [p(0, 1)], itemReconfigures: [p(0, 1)]),
                       after: [["a"]], "reconfigure acts on the existing cell at once; the row is then deleted")
    }
}
