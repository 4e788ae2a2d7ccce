import Testing
@testable import BraidTesting

/// R14, R15 and R17–R19: which operations count, and the counts they must explain.
@Suite struct BatchUpdateValidatorCountTests {
    // MARK: R14

    @Test(arguments: bothKinds)
    func r14_rowDeletesInADeletedSectionAreDropped(kind: BatchUpdateValidator.ViewKind) {
        expectAccepted(kind, before: [["a0", "a1"], ["b0"]], BatchUpdate(sectionDeletes: [0], itemDeletes: [p(0, 0), p(0, 1)]),
                       after: [["b0"]], "the section's rows go with it; its row deletes do not count")
    }

    @Test(arguments: bothKinds)
    func r14_rowOperationsInAReloadedSectionAreDropped(kind: BatchUpdateValidator.ViewKind) {
        let outcome = expectAccepted(
            kind, before: [["a0", "a1"]], BatchUpdate(sectionReloads: [0], itemDeletes: [p(0, 1)], itemInserts: [p(0, 0)]),
            after: [["x", "y", "z"]], "a reloaded section is exempt from the row count; its row operations are dropped")
        #expect(outcome?.items == [[.inserted, .inserted, .inserted]], "every row of a reloaded section is new")
    }

    @Test func r14_repeatedRowDeletesInADeletedSectionAreHarmlessInACollectionView() {
        expectAccepted(.collection, before: [["a0", "a1"], ["b0"]],
                       BatchUpdate(sectionDeletes: [0], itemDeletes: [p(0, 1), p(0, 1)]), after: [["b0"]],
                       "UICollectionView removes the row deletes of a deleted section, repeats included, before they act")
    }

    // MARK: R15

    @Test func r15_aTableViewDeDuplicatesRepeatedInserts() {
        expectAccepted(.table, before: [["A"]], BatchUpdate(itemInserts: [p(0, 0), p(0, 0)]), after: [["X", "A"]],
                       "UITableView removes equal inserts after sorting, so one row is inserted")
    }

    @Test func r15_aCollectionViewCountsRepeatedInsertsIndividually() {
        let outcome = expectAccepted(
            .collection, before: [["A"]], BatchUpdate(itemInserts: [p(0, 0), p(0, 0)]), after: [["X", "Y", "A"]],
            "UICollectionView inserts two items for two inserts at the same index path")
        #expect(outcome?.items == [[.inserted, .inserted, .kept(from: p(0, 0))]],
                "applied one after the other, the second insert at 0 pushes the first to 1")
    }

    @Test func r15_aTableViewCountsRepeatedInsertsOnce() {
        expectRejected(.table, counts: [1], BatchUpdate(itemInserts: [p(0, 0), p(0, 0)]), after: [3],
                       rule: .invalidItemCount, message: ["(1 inserted, 0 deleted)"],
                       "after de-duplication only one insert counts")
    }

    @Test func r15_aTableViewDeDuplicatesRepeatedSectionDeletes() {
        expectAccepted(.table, before: [["a"], ["b"], ["c"]], BatchUpdate(sectionDeletes: [1, 1]), after: [["a"], ["c"]],
                       "one section goes, however often it is named")
    }

    @Test func r15_aCollectionViewRejectsARepeatedSectionDeleteEvenWhenTheCountsBalance() {
        expectRejected(.collection, counts: [1, 1, 1], BatchUpdate(sectionDeletes: [1, 1]), after: [1],
                       rule: .duplicateDelete, message: ["attempt to delete section 1 more than once"],
                       "UICollectionView would delete twice; that is undefined, not a smaller collection")
    }

    @Test func r15_repeatedCollectionInsertsThatCollideWithAMoveCannotBeExplained() {
        expectRejected(.collection, counts: [2], BatchUpdate(itemInserts: [p(0, 0), p(0, 0)], itemMoves: [mv(p(0, 1), p(0, 1))]),
                       after: [4], rule: .inconsistentCounts,
                       message: ["Insert item (0 - 0),\n\tInsert item (0 - 0)"],
                       "the second insert at 0 lands on 1, which the move already fills")
    }

    // MARK: R17

    @Test func r17_theSectionCountMessageCarriesTheViewDescriptionWhenGiven() {
        let violation = expectRejected(.table, viewDescription: "<UITableView: 0x1>", counts: [1], BatchUpdate(sectionInserts: [1]),
                                       after: [1], rule: .sectionInsertOutOfRange, message: [],
                                       "the insert is out of range first")
        #expect(violation?.message.contains("Table view") == false, "bounds messages never carry the view suffix")
        let count = expectRejected(.table, viewDescription: "<UITableView: 0x1>", counts: [1], BatchUpdate(sectionInserts: [0]),
                                   after: [1], rule: .invalidSectionCount, message: [], "one section inserted, none added")
        #expect(count?.message.hasSuffix("(1 inserted, 0 deleted). Table view: <UITableView: 0x1>") == true,
                "count messages end with UIKit's ' Table view: %@' suffix when the view is described")
    }

    @Test func r17_reloadedSectionsCountAsOneDeleteAndOneInsert() {
        expectRejected(.table, counts: [1, 1], BatchUpdate(sectionReloads: [0]), after: [1],
                       rule: .invalidSectionCount, message: ["(1 inserted, 1 deleted)"],
                       "a section reload changes nothing in the section count")
    }

    // MARK: R18

    @Test func r18_movedInAndMovedOutAreCountedPerSection() {
        expectRejected(.table, counts: [2, 1], BatchUpdate(itemMoves: [mv(p(0, 0), p(1, 0))]), after: [2, 1],
                       rule: .invalidItemCount,
                       message: ["invalid number of rows in section 0", "after the update (2)", "before the update (2)",
                                 "(0 inserted, 0 deleted)", "(0 moved in, 1 moved out)."],
                       "the model did not move the row, so section 0 still reports 2 rows")
    }

    @Test func r18_aRowMovedWithItsOwnMovedSectionIsNeitherInNorOut() {
        expectAccepted(.table, strict: false, before: [["a0", "a1"], ["b0"]],
                       BatchUpdate(sectionMoves: [Move(from: 0, to: 1)], itemMoves: [mv(p(0, 1), p(1, 0))]),
                       after: [["b0"], ["a1", "a0"]],
                       "(1,0) is in old section 0's final place, so the move stays inside that section")
    }

    @Test func r18_theSectionNumberPrintedIsTheNewIndex() {
        expectRejected(.table, counts: [1, 2, 1], BatchUpdate(sectionDeletes: [0], itemDeletes: [p(1, 0)]), after: [2, 1],
                       rule: .invalidItemCount,
                       message: ["invalid number of rows in section 0.", "(0 inserted, 1 deleted)"],
                       "old section 1 is new section 0")
    }

    @Test(arguments: bothKinds)
    func r18_aNegativeCountFromTheDataSourceIsReported(kind: BatchUpdateValidator.ViewKind) {
        let rows = kind == .table ? "rows" : "items"
        expectRejected(kind, counts: [1], BatchUpdate(), after: [-1], rule: .invalidItemCount,
                       message: ["Invalid update: invalid number of \(rows) in section 0. Attempt to delete more \(rows) than exist in section."],
                       "a data source cannot report fewer than no rows")
    }

    @Test(arguments: bothKinds)
    func r18_anEmptyBatchStillChecksTheCounts(kind: BatchUpdateValidator.ViewKind) {
        expectRejected(kind, counts: [2], BatchUpdate(), after: [3],
                       rule: kind == .table ? .invalidItemCount : .inconsistentCounts, message: [],
                       "an empty batch is validated against the data source like any other")
    }

    @Test(arguments: bothKinds)
    func r18_anEmptyBatchWithUnchangedCountsKeepsEverything(kind: BatchUpdateValidator.ViewKind) {
        let outcome = expectAccepted(kind, before: [["a"], [], ["c0", "c1"]], BatchUpdate(), after: [["a"], [], ["c0", "c1"]],
                                     "nothing changes")
        #expect(outcome?.sections == [.kept(from: 0), .kept(from: 1), .kept(from: 2)], "every section is kept in place")
    }

    // MARK: R19

    @Test func r19_theFullMessageListsCountsAndUpdatesLikeUIKit() {
        let batch = BatchUpdate(sectionInserts: [1], itemDeletes: [p(0, 0), p(0, 1)], itemMoves: [mv(p(0, 2), p(0, 0))])
        let violation = expectRejected(.collection, viewDescription: "<UICollectionView: 0x2>", counts: [3], batch,
                                       after: [2, 5], rule: .inconsistentCounts, message: [],
                                       "section 0 should keep 3 − 2 = 1 item, but the data source reports 2")
        #expect(violation?.message == """
            Invalid batch updates detected: the number of sections and/or items returned by the data source before \
            and/or after performing the batch updates are inconsistent with the updates.
            Data source before updates = { 1 section with item counts: [3] }
            Data source after updates = { 2 sections with item counts: [2, 5] }
            Updates = [
            \tDelete item (0 - 1),
            \tDelete item (0 - 0),
            \tMove item (0 - 2) to (0 - 0),
            \tInsert section 1
            ]
            Collection view: <UICollectionView: 0x2>
            """, "deletes descending, then moves, then inserts ascending, then the view; one line each")
    }

    @Test func r19_aTableViewReportsRowCountsInItsOwnWords() {
        let table = BatchUpdateValidator(kind: .table)
        let texts = ViolationMessages(kind: table.kind, viewDescription: nil)
        let message = texts.inconsistentCounts(before: [1], after: [2], updates: ["Insert row (0 - 0)"]).message
        #expect(message.contains("sections and/or rows returned") && message.contains("1 section with row counts: [1]"),
                "a table view's R19 message says rows: \(message)")
    }
}
