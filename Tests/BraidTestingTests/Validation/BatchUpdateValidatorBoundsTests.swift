import Testing
@testable import BraidTesting

/// R3–R7: every index must exist in the state its operation refers to (before for deletes, reloads and move
/// sources; after for inserts and move destinations).
@Suite struct BatchUpdateValidatorBoundsTests {
    @Test(arguments: bothKinds)
    func r3_deletingASectionThatDidNotExistIsRejected(kind: BatchUpdateValidator.ViewKind) {
        expectRejected(kind, counts: [1, 1], BatchUpdate(sectionDeletes: [2]), after: [1], rule: .sectionDeleteOutOfRange,
                       message: ["attempt to delete section 2, but there are only 2 sections before the update"],
                       "sections 0 and 1 exist before the update, not 2")
    }

    @Test(arguments: bothKinds)
    func r3_aNegativeSectionIsOutOfRange(kind: BatchUpdateValidator.ViewKind) {
        expectRejected(kind, counts: [1], BatchUpdate(sectionDeletes: [-1]), after: [], rule: .sectionDeleteOutOfRange,
                       message: ["attempt to delete section -1, but there are only 1 sections before the update"],
                       "UIKit's indexes are unsigned: -1 is far out of range")
    }

    @Test(arguments: bothKinds)
    func r4_deletingARowFromASectionThatDidNotExistIsRejected(kind: BatchUpdateValidator.ViewKind) {
        let row = kind == .table ? "row" : "item"
        expectRejected(kind, counts: [3], BatchUpdate(itemDeletes: [p(1, 0)]), after: [3], rule: .itemDeleteOutOfRange,
                       message: ["attempt to delete \(row) 0 from section 1, but there are only 1 sections before the update"],
                       "there is no section 1 before the update")
    }

    @Test(arguments: bothKinds)
    func r4_reloadingARowThatDoesNotExistIsReportedAsItsDelete(kind: BatchUpdateValidator.ViewKind) {
        let row = kind == .table ? "row" : "item", rows = kind == .table ? "rows" : "items"
        expectRejected(kind, counts: [3], BatchUpdate(itemReloads: [p(0, 5)]), after: [3], hasCell: { _ in false },
                       rule: .itemDeleteOutOfRange,
                       message: ["attempt to delete \(row) 5 from section 0 which only contains 3 \(rows) before the update"],
                       "a reload is a delete plus an insert; a reload of a missing row is never dropped as cell-less")
    }

    @Test(arguments: bothKinds)
    func r5_insertingASectionBeyondTheNewCountIsRejected(kind: BatchUpdateValidator.ViewKind) {
        expectRejected(kind, counts: [1], BatchUpdate(sectionInserts: [2]), after: [1, 0], rule: .sectionInsertOutOfRange,
                       message: ["attempt to insert section 2 but there are only 2 sections after the update"],
                       "inserts are in after-indices: only sections 0 and 1 exist after the update")
    }

    @Test(arguments: bothKinds)
    func r6_insertingARowIntoASectionThatWillNotExistIsRejected(kind: BatchUpdateValidator.ViewKind) {
        let row = kind == .table ? "row" : "item"
        expectRejected(kind, counts: [1, 1], BatchUpdate(sectionDeletes: [1], itemInserts: [p(1, 0)]), after: [2],
                       rule: .itemInsertOutOfRange,
                       message: ["attempt to insert \(row) 0 into section 1, but there are only 1 sections after the update"],
                       "after deleting section 1 there is no section 1 to insert into")
    }

    @Test(arguments: bothKinds)
    func r7_aSectionMoveFromASectionThatDidNotExistIsRejected(kind: BatchUpdateValidator.ViewKind) {
        expectRejected(kind, counts: [1, 1], BatchUpdate(sectionMoves: [Move(from: 2, to: 0)]), after: [1, 1],
                       rule: .moveOutOfRange,
                       message: ["attempt to move section 2, but there are only 2 sections before the update"],
                       "move sources are in before-indices")
    }

    @Test(arguments: bothKinds)
    func r7_aSectionMoveToASectionThatWillNotExistKeepsUIKitsTypo(kind: BatchUpdateValidator.ViewKind) {
        expectRejected(kind, counts: [1, 1], BatchUpdate(sectionMoves: [Move(from: 0, to: 2)]), after: [1, 1],
                       rule: .moveOutOfRange,
                       message: ["attempt to to move section 0 to section 2, but there are only 2 sections after the update"],
                       "move destinations are in after-indices; UIKit's message really says \"to to\"")
    }

    @Test(arguments: bothKinds)
    func r7_aRowMoveFromASectionThatDidNotExistIsRejected(kind: BatchUpdateValidator.ViewKind) {
        expectRejected(kind, counts: [2], BatchUpdate(itemMoves: [mv(p(3, 0), p(0, 0))]), after: [2],
                       rule: .moveOutOfRange,
                       message: ["attempt to move index path (\(ip(3, 0))) from a section that does not exist - "
                                 + "there are only 1 sections before the update"],
                       "the source's section is in before-space")
    }

    @Test(arguments: bothKinds)
    func r7_aRowMoveFromARowThatDidNotExistIsRejected(kind: BatchUpdateValidator.ViewKind) {
        let rows = kind == .table ? "rows" : "items"
        expectRejected(kind, counts: [2], BatchUpdate(itemMoves: [mv(p(0, 2), p(0, 0))]), after: [2],
                       rule: .moveOutOfRange,
                       message: ["attempt to move index path (\(ip(0, 2))) that does not exist - "
                                 + "there are only 2 \(rows) in section 0 before the update"],
                       "the source row is in before-space")
    }

    @Test(arguments: bothKinds)
    func r7_aRowMoveIntoASectionThatWillNotExistIsRejected(kind: BatchUpdateValidator.ViewKind) {
        expectRejected(kind, counts: [2], BatchUpdate(itemMoves: [mv(p(0, 1), p(1, 0))]), after: [2],
                       rule: .moveOutOfRange,
                       message: ["attempt to move index path (\(ip(0, 1))) to index path (\(ip(1, 0))) in section that "
                                 + "does not exist - there are only 1 sections after the update"],
                       "the destination's section is in after-space")
    }

    @Test(arguments: bothKinds)
    func r7_aRowMoveToARowThatWillNotExistIsRejected(kind: BatchUpdateValidator.ViewKind) {
        let rows = kind == .table ? "rows" : "items"
        expectRejected(kind, counts: [2], BatchUpdate(itemMoves: [mv(p(0, 0), p(0, 2))]), after: [2],
                       rule: .moveOutOfRange,
                       message: ["attempt to move index path (\(ip(0, 0))) to index path (\(ip(0, 2))) that does not "
                                 + "exist - there are only 2 \(rows) in section 0 after the update"],
                       "the destination row is in after-space")
    }

    @Test(arguments: bothKinds)
    func r14_rowDeletesInADeletedSectionAreStillBoundsChecked(kind: BatchUpdateValidator.ViewKind) {
        expectRejected(kind, counts: [2, 1], BatchUpdate(sectionDeletes: [0], itemDeletes: [p(0, 9)]), after: [1],
                       rule: .itemDeleteOutOfRange, message: ["delete", "9 from section 0 which only contains 2"],
                       "a row delete is dropped with its section only after its own bounds check")
    }
}
