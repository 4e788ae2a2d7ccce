@testable import BraidDiff
import Testing

/// Where a row is after a batch (`BatchUpdate.path(after:)`, what scroll anchoring follows), read as UIKit reads a
/// batch: deletes, reloads and move sources before it, inserts and move destinations after it.
@Suite("BatchUpdate.path(after:)")
struct BatchUpdatePathAfterTests {
    private func path(_ item: Int, _ section: Int = 0) -> ItemPath { ItemPath(item: item, section: section) }

    @Test func anEmptyBatchKeepsEveryRow() {
        #expect(BatchUpdate().path(after: path(3)) == path(3))
    }

    @Test func insertsAndDeletesBeforeARowShiftItAndThoseAfterItDoNot() {
        #expect(BatchUpdate(itemInserts: [path(0), path(1)]).path(after: path(3)) == path(5), "two inserted before")
        #expect(BatchUpdate(itemDeletes: [path(0)]).path(after: path(3)) == path(2), "one deleted before")
        #expect(BatchUpdate(itemDeletes: [path(7)], itemInserts: [path(5)]).path(after: path(3)) == path(3), "after it")
        #expect(BatchUpdate(itemDeletes: [path(0)], itemInserts: [path(0)]).path(after: path(3)) == path(3),
                "one deleted and one inserted before")
        #expect(BatchUpdate(itemInserts: [path(3)]).path(after: path(3)) == path(4), "an insert at its new place pushes it")
    }

    @Test func aDeletedRowIsGoneAndAReloadedOneKeepsItsPlace() {
        #expect(BatchUpdate(itemDeletes: [path(3)]).path(after: path(3)) == nil)
        #expect(BatchUpdate(itemInserts: [path(0)], itemReloads: [path(3)]).path(after: path(3)) == path(4))
    }

    @Test func aMovedRowIsAtItsDestinationAndOthersFillTheSlotsLeft() {
        let batch = BatchUpdate(itemMoves: [Move(from: path(0), to: path(5))])
        #expect(batch.path(after: path(0)) == path(5))
        #expect(batch.path(after: path(3)) == path(2), "one moved out before it")
        #expect(batch.path(after: path(6)) == path(6), "moved out before and in before it")
        let across = BatchUpdate(itemMoves: [Move(from: path(0, 1), to: path(0, 0))])
        #expect(across.path(after: path(2, 0)) == path(3, 0), "one moved in from another section")
        #expect(across.path(after: path(2, 1)) == path(1, 1), "one moved out to another section")
    }

    @Test func sectionsFollowTheSameRule() {
        #expect(BatchUpdate(sectionInserts: [0]).path(after: path(1, 0)) == path(1, 1))
        #expect(BatchUpdate(sectionDeletes: [0]).path(after: path(1, 1)) == path(1, 0))
        #expect(BatchUpdate(sectionDeletes: [1]).path(after: path(1, 1)) == nil, "its section is deleted")
        #expect(BatchUpdate(sectionReloads: [1]).path(after: path(1, 1)) == nil, "its section is reloaded")
        #expect(BatchUpdate(sectionMoves: [Move(from: 2, to: 0)]).path(after: path(1, 2)) == path(1, 0))
        #expect(BatchUpdate(sectionMoves: [Move(from: 2, to: 0)]).path(after: path(1, 0)) == path(1, 1))
        #expect(BatchUpdate(sectionInserts: [0], itemInserts: [path(0, 1)]).path(after: path(1, 0)) == path(2, 1),
                "a row insert names the section after the batch")
    }
}
