import Testing
@testable import BraidTesting

/// The 20 test cases of `UIKIT_RULES.md` §6, in order, each with the variants the spec names.
@Suite struct BatchUpdateValidatorSpecCaseTests {
    @Test(arguments: bothKinds)
    func t01_deletesAndInsertsFromTheProgrammingGuideFillTheirSlots(kind: BatchUpdateValidator.ViewKind) {
        let outcome = expectAccepted(
            kind, before: [["Arizona", "California", "Delaware", "NewJersey", "Washington"]],
            BatchUpdate(itemDeletes: [p(0, 2), p(0, 4)], itemInserts: [p(0, 0), p(0, 3), p(0, 5)]),
            after: [["Alaska", "Arizona", "California", "Georgia", "NewJersey", "Virginia"]],
            "deletes are in before-indices, inserts in after-indices (Table View Programming Guide, listing 7-8)")
        #expect(outcome?.items == [[.inserted, .kept(from: p(0, 0)), .kept(from: p(0, 1)), .inserted,
                                    .kept(from: p(0, 3)), .inserted]],
                "the survivors Arizona, California and NewJersey fill the free slots 1, 2 and 4 in order")
    }

    @Test(arguments: bothKinds)
    func t02_aRowInsertUsesTheSectionNumberAfterTheUpdate(kind: BatchUpdateValidator.ViewKind) {
        let outcome = expectAccepted(
            kind, before: [["a0", "a1", "a2"], ["b0", "b1", "b2"], ["c0", "c1", "c2"]],
            BatchUpdate(sectionDeletes: [1], itemDeletes: [p(0, 1)], itemInserts: [p(1, 1)]),
            after: [["a0", "a2"], ["c0", "X", "c1", "c2"]],
            "the insert (1,1) is in after-space, where section 1 is the old section 2")
        #expect(outcome?.sections == [.kept(from: 0), .kept(from: 2)],
                "old sections 0 and 2 survive the delete of section 1, as new sections 0 and 1")
    }

    @Test(arguments: bothKinds)
    func t03_anInsertBeyondTheNewCountIsRejectedBeforeTheCountsAreChecked(kind: BatchUpdateValidator.ViewKind) {
        let row = kind == .table ? "row" : "item", rows = kind == .table ? "rows" : "items"
        expectRejected(kind, before: [["A", "B", "C"]], BatchUpdate(itemInserts: [p(0, 3)]), after: [["A", "B", "C"]],
                       rule: .itemInsertOutOfRange,
                       message: ["attempt to insert \(row) 3 into section 0, but there are only 3 \(rows) in section 0 after the update"],
                       "the model was not updated, so (0,3) is out of range; bounds are checked before counts")
    }

    @Test func t04_anInsertTheModelDoesNotReflectBreaksTheTableRowCount() {
        let violation = expectRejected(
            .table, before: [["A", "B", "C"]], BatchUpdate(itemInserts: [p(0, 0)]), after: [["A", "B", "C"]],
            rule: .invalidItemCount, message: [],
            "one row inserted but the data source still reports 3 rows")
        #expect(violation?.message == "Invalid update: invalid number of rows in section 0. The number of rows "
                + "contained in an existing section after the update (3) must be equal to the number of rows contained "
                + "in that section before the update (3), plus or minus the number of rows inserted or deleted from "
                + "that section (1 inserted, 0 deleted) and plus or minus the number of rows moved into or out of "
                + "that section (0 moved in, 0 moved out).",
                "a table view reports R18 with UIKit's exact wording, single-spaced, without a view suffix")
    }

    @Test func t04_anInsertTheModelDoesNotReflectIsInconsistentForACollectionView() {
        expectRejected(
            .collection, before: [["A", "B", "C"]], BatchUpdate(itemInserts: [p(0, 0)]), after: [["A", "B", "C"]],
            rule: .inconsistentCounts,
            message: ["Invalid batch updates detected: the number of sections and/or items returned by the data source "
                      + "before and/or after performing the batch updates are inconsistent with the updates.",
                      "Data source before updates = { 1 section with item counts: [3] }",
                      "Data source after updates = { 1 section with item counts: [3] }",
                      "Insert item (0 - 0)"],
            "a collection view reports every count mismatch as R19, like iOS 16.4+")
    }

    @Test(arguments: bothKinds)
    func t05_deletingAndReloadingTheSameRowIsRejected(kind: BatchUpdateValidator.ViewKind) {
        expectRejected(kind, before: [["A", "B", "C"]], BatchUpdate(itemDeletes: [p(0, 1)], itemReloads: [p(0, 1)]),
                       after: [["A", "C"]], rule: .deleteAndReloadSamePlace,
                       message: ["attempt to delete and reload the same index path (\(ip(0, 1)))"],
                       "the reload of (0,1) decomposes into a delete that collides with the caller's delete")
    }

    @Test(arguments: bothKinds)
    func t05_deletingAndReloadingARowWithoutACellIsAccepted(kind: BatchUpdateValidator.ViewKind) {
        expectAccepted(kind, before: [["A", "B", "C"]], BatchUpdate(itemDeletes: [p(0, 1)], itemReloads: [p(0, 1)]),
                       after: [["A", "C"]], hasCell: { $0 != p(0, 1) },
                       "recent UIKit drops the reload of a row that has no cell (R11.1), so only the delete remains")
    }

    @Test(arguments: bothKinds)
    func t06_reloadingAMovedRowCollidesWithTheMoveSource(kind: BatchUpdateValidator.ViewKind) {
        expectRejected(kind, before: [["p0", "p1", "p2", "p3"]],
                       BatchUpdate(itemDeletes: [p(0, 2)], itemMoves: [mv(p(0, 3), p(0, 0))], itemReloads: [p(0, 3)]),
                       after: [["p3'", "p0", "p1"]], rule: .deleteAndMoveFromSamePlace,
                       message: ["attempt to perform a delete and a move from the same index path (\(ip(0, 3)))"],
                       "the reload of (0,3) becomes a delete of (0,3), which is also the move's source")
    }

    @Test(arguments: bothKinds)
    func t07_anInsertAndAMoveToTheSamePathAreRejected(kind: BatchUpdateValidator.ViewKind) {
        expectRejected(kind, before: [["A", "B", "C"]],
                       BatchUpdate(itemInserts: [p(0, 0)], itemMoves: [mv(p(0, 2), p(0, 0))]),
                       after: [["C", "X", "A", "B"]], rule: .insertAndMoveToSamePlace,
                       message: ["attempt to perform an insert and a move to the same index path (\(ip(0, 0)))"],
                       "(0,0) is both an insert and a move destination")
    }

    @Test(arguments: bothKinds)
    func t08_aDeleteAndAMoveFromTheSamePathAreRejected(kind: BatchUpdateValidator.ViewKind) {
        expectRejected(kind, before: [["A", "B", "C"]],
                       BatchUpdate(itemDeletes: [p(0, 1)], itemMoves: [mv(p(0, 1), p(0, 0))]),
                       after: [["B", "A", "C"]], rule: .deleteAndMoveFromSamePlace,
                       message: ["attempt to perform a delete and a move from the same index path (\(ip(0, 1)))"],
                       "(0,1) is both deleted and the source of a move")
    }

    @Test(arguments: bothKinds)
    func t09_movingOneRowToTwoPlacesIsRejected(kind: BatchUpdateValidator.ViewKind) {
        let row = kind == .table ? "row" : "item"
        expectRejected(kind, before: [["A", "B", "C"]],
                       BatchUpdate(itemMoves: [mv(p(0, 0), p(0, 1)), mv(p(0, 0), p(0, 2))]),
                       after: [["B", "C", "A"]], rule: .conflictingMoves,
                       message: ["attempt to move \(row) at index path \(ip(0, 0)) to both \(ip(0, 1)) and \(ip(0, 2))"],
                       "one source, two destinations")
    }

    @Test(arguments: bothKinds)
    func t10_movingTwoRowsToOnePlaceIsRejected(kind: BatchUpdateValidator.ViewKind) {
        let row = kind == .table ? "row" : "item"
        expectRejected(kind, before: [["A", "B", "C"]],
                       BatchUpdate(itemMoves: [mv(p(0, 0), p(0, 2)), mv(p(0, 1), p(0, 2))]),
                       after: [["C", "A", "B"]], rule: .conflictingMoves,
                       message: ["attempt to move both \(row) at index path \(ip(0, 0)) and \(ip(0, 1)) to \(ip(0, 2))"],
                       "two sources, one destination")
    }

    @Test(arguments: bothKinds)
    func t11_anExactlyRepeatedMoveIsCollapsed(kind: BatchUpdateValidator.ViewKind) {
        expectAccepted(kind, before: [["A", "B", "C"]],
                       BatchUpdate(itemMoves: [mv(p(0, 0), p(0, 2)), mv(p(0, 0), p(0, 2))]),
                       after: [["B", "C", "A"]], "the same move twice is one move")
    }

    @Test(arguments: bothKinds)
    func t12_aMoveBetweenSectionsCountsAsMovedOutAndIn(kind: BatchUpdateValidator.ViewKind) {
        expectAccepted(kind, before: [["A", "B"], ["C"]], BatchUpdate(itemMoves: [mv(p(0, 0), p(1, 1))]),
                       after: [["B"], ["C", "A"]], "section 0 loses one row to section 1")
    }

    @Test func t13_aCollectionViewRejectsAMoveIntoAnInsertedSection() {
        expectRejected(.collection, before: [["A", "B"]],
                       BatchUpdate(sectionInserts: [1], itemMoves: [mv(p(0, 1), p(1, 0))]),
                       after: [["A"], ["B"]], rule: .moveAcrossDeletedOrInsertedSection,
                       message: ["cannot move an item into a newly inserted section (1)"],
                       "UICollectionView cannot move an item into a section it is inserting")
    }

    @Test func t13_aLenientTableViewFallsBackToReloadDataForAMoveIntoAnInsertedSection() {
        let outcome = expectAccepted(
            .table, strict: false, before: [["A", "B"]],
            BatchUpdate(sectionInserts: [1], itemMoves: [mv(p(0, 1), p(1, 0))]), after: [["A"], ["B"]],
            "UITableView does not raise: it replaces the batch with reloadData() and shows the data source's data")
        #expect(outcome?.fellBackToReloadData == true, "the outcome says the table fell back to reloadData()")
    }

    @Test func t13_aStrictTableViewRejectsTheReloadDataFallback() {
        expectRejected(.table, before: [["A", "B"]],
                       BatchUpdate(sectionInserts: [1], itemMoves: [mv(p(0, 1), p(1, 0))]),
                       after: [["A"], ["B"]], rule: .moveWouldFallBackToReloadDataStrict,
                       message: ["cannot move a row into a newly inserted section (1)", "silently", "reloadData()"],
                       "strict mode does not accept a batch that UIKit would silently turn into reloadData()")
    }

    @Test(arguments: bothKinds)
    func t14_rowInsertsIntoAnInsertedSectionAreDropped(kind: BatchUpdateValidator.ViewKind) {
        let outcome = expectAccepted(
            kind, before: [["A"]], BatchUpdate(sectionInserts: [1], itemInserts: [p(1, 0), p(1, 1)]),
            after: [["A"], ["X", "Y"]], "the new section's rows come from the data source; its row inserts do not count")
        #expect(outcome?.sections == [.kept(from: 0), .inserted], "section 1 is new")
    }

    @Test func t15_aStandaloneReconfigureStillChecksTheCounts() {
        expectRejected(.collection, before: [["A", "B", "C"]], BatchUpdate(itemReconfigures: [p(0, 1)]),
                       after: [["A", "B", "C", "D"]], rule: .inconsistentCounts,
                       message: ["Data source before updates = { 1 section with item counts: [3] }",
                                 "Data source after updates = { 1 section with item counts: [4] }",
                                 "Updates = [\n]"],
                       "reconfigure commits an empty batch, and the model silently grew from 3 to 4 items")
    }

    @Test(arguments: bothKinds)
    func t15_aReconfigureWithUnchangedCountsShowsTheNewContent(kind: BatchUpdateValidator.ViewKind) {
        let outcome = expectAccepted(
            kind, before: [["A", "B", "C"]], BatchUpdate(itemReconfigures: [p(0, 1)]), after: [["A", "B*", "C"]],
            "the reconfigured row asks the data source again; nothing moves")
        #expect(outcome?.reconfigured == [p(0, 1)], "the reconfigure acts on the existing cell at (0,1)")
        #expect(outcome?.items == [[.kept(from: p(0, 0)), .kept(from: p(0, 1)), .kept(from: p(0, 2))]],
                "a reconfigure is not a structural change: every row is kept where it was")
    }

    @Test func t16_deletingASectionTheModelStillHasBreaksTheTableSectionCount() {
        let violation = expectRejected(
            .table, before: [["A"], ["B"]], BatchUpdate(sectionDeletes: [1]), after: [["A"], ["B"]],
            rule: .invalidSectionCount, message: [], "one section deleted but the data source still reports 2")
        #expect(violation?.message == "Invalid update: invalid number of sections. The number of sections contained "
                + "in the table view after the update (2) must be equal to the number of sections contained in the "
                + "table view before the update (2), plus or minus the number of sections inserted or deleted "
                + "(0 inserted, 1 deleted).", "a table view reports R17 with UIKit's exact wording")
    }

    @Test func t16_deletingASectionTheModelStillHasIsInconsistentForACollectionView() {
        expectRejected(.collection, before: [["A"], ["B"]], BatchUpdate(sectionDeletes: [1]), after: [["A"], ["B"]],
                       rule: .inconsistentCounts,
                       message: ["Data source before updates = { 2 sections with item counts: [1, 1] }",
                                 "Delete section 1"],
                       "a collection view builds its update maps before the section count check, so R19 comes first")
    }

    @Test(arguments: bothKinds)
    func t17_deletingARowBeyondTheOldCountIsRejected(kind: BatchUpdateValidator.ViewKind) {
        let row = kind == .table ? "row" : "item", rows = kind == .table ? "rows" : "items"
        expectRejected(kind, before: [["A", "B", "C"]], BatchUpdate(itemDeletes: [p(0, 3)]), after: [["A", "B"]],
                       rule: .itemDeleteOutOfRange,
                       message: ["attempt to delete \(row) 3 from section 0 which only contains 3 \(rows) before the update"],
                       "deletes are in before-indices, and there is no row 3")
    }

    @Test(arguments: bothKinds)
    func t18_aReloadedSectionsInsertIgnoresSectionMovesAndCollidesWithOne(kind: BatchUpdateValidator.ViewKind) {
        expectRejected(kind, before: [["s0"], ["s1"], ["s2"], ["s3"], ["s4"]],
                       BatchUpdate(sectionDeletes: [4], sectionInserts: [2], sectionMoves: [Move(from: 2, to: 4)],
                                   sectionReloads: [3]),
                       after: [["s0"], ["s1"], ["new"], ["s3'"], ["s2"]], rule: .insertAndMoveToSamePlace,
                       message: ["attempt to perform an insert and a move to the same section (4)"],
                       "reload 3 becomes delete 3 + insert 3+1 = 4 (insert 2 ≤ 3; moves ignored), which is the move's destination")
    }

    @Test func t19_aRowReloadInAMovedSectionLandsInTheWrongSection() {
        let violation = expectRejected(
            .table, before: [["a0", "a1", "a2"], ["b0", "b1", "b2"]],
            BatchUpdate(sectionMoves: [Move(from: 1, to: 0)], itemReloads: [p(1, 0)]),
            after: [["b0'", "b1", "b2"], ["a0", "a1", "a2"]], rule: .invalidItemCount, message: [],
            "reload (1,0) becomes delete (1,0) + insert (1,0), ignoring that old section 1 is new section 0")
        #expect(violation?.message == "Invalid update: invalid number of rows in section 0. The number of rows "
                + "contained in an existing section after the update (3) must be equal to the number of rows contained "
                + "in that section before the update (3), plus or minus the number of rows inserted or deleted from "
                + "that section (0 inserted, 1 deleted) and plus or minus the number of rows moved into or out of "
                + "that section (0 moved in, 0 moved out).",
                "new section 0 (old 1) has the reload's delete but not its insert (openradar 27041784)")
    }

    @Test func t19_aRowReloadWithoutACellInAMovedSectionIsDropped() {
        expectAccepted(.table, before: [["a0", "a1", "a2"], ["b0", "b1", "b2"]],
                       BatchUpdate(sectionMoves: [Move(from: 1, to: 0)], itemReloads: [p(1, 0)]),
                       after: [["b0'", "b1", "b2"], ["a0", "a1", "a2"]],
                       shows: [["b0", "b1", "b2"], ["a0", "a1", "a2"]], hasCell: { $0 != p(1, 0) },
                       "the reload of a row without a cell is dropped (R11.1); the row keeps its old content until shown")
    }

    @Test func t20_aTableViewDeDuplicatesARepeatedDelete() {
        expectAccepted(.table, before: [["A", "B", "C"]], BatchUpdate(itemDeletes: [p(0, 1), p(0, 1)]),
                       after: [["A", "C"]], "UITableView removes equal deletes after sorting, so one row goes")
    }

    @Test func t20_aCollectionViewCountsARepeatedDeleteTwice() {
        expectRejected(.collection, before: [["A", "B", "C"]], BatchUpdate(itemDeletes: [p(0, 1), p(0, 1)]),
                       after: [["A", "C"]], rule: .inconsistentCounts,
                       message: ["Delete item (0 - 1),\n\tDelete item (0 - 1)"],
                       "UICollectionView does not de-duplicate: 3 − 2 deletes ≠ 2")
    }

    @Test func t20_aCollectionViewRejectsARepeatedDeleteEvenWhenTheCountsBalance() {
        expectRejected(.collection, before: [["A", "B", "C"]], BatchUpdate(itemDeletes: [p(0, 1), p(0, 1)]),
                       after: [["C"]], rule: .duplicateDelete,
                       message: ["attempt to delete item 1 from section 0 more than once"],
                       "deleting one index path twice corrupts UICollectionView's state instead of raising")
    }
}
