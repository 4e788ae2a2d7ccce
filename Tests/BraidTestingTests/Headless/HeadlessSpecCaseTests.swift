import Testing
@testable import BraidTesting

/// Performs `batch` on a headless view of `kind` showing `before` and expects it to be applied: the completion
/// runs, the batch is logged, and the view shows `expected` (by default the data source's `after`).
@MainActor
@discardableResult
private func expectHostAccepts(
    _ kind: BatchUpdateValidator.ViewKind, strict: Bool = true, height: Double = 40,
    before: Letters, _ batch: BatchUpdate, after: Letters, shows expected: Letters? = nil,
    _ why: String, sourceLocation: SourceLocation = #_sourceLocation
) -> HeadlessHarness {
    let host = HeadlessHarness(kind, showing: before, height: height, strict: strict, sourceLocation: sourceLocation)
    let completed = host.perform(batch, after: after)
    #expect(host.errors.isEmpty, "\(why) — the \(kind.name) should accept \(batch), but reported \(host.errors)",
            sourceLocation: sourceLocation)
    #expect(completed, "\(why) — an accepted batch's completion runs with true", sourceLocation: sourceLocation)
    #expect(host.appliedBatches.map(\.batch) == [batch], "\(why) — the accepted batch is logged",
            sourceLocation: sourceLocation)
    #expect(host.shown == (expected ?? after), "\(why) — the \(kind.name) should show the data after the batch",
            sourceLocation: sourceLocation)
    return host
}

/// Performs `batch` on a headless view of `kind` showing `before` and expects it to be rejected for `rule`
/// with a message containing each of `parts`, and nothing to change.
@MainActor
@discardableResult
private func expectHostRejects(
    _ kind: BatchUpdateValidator.ViewKind, strict: Bool = true, height: Double = 40,
    before: Letters, _ batch: BatchUpdate, after: Letters, rule: BatchUpdateRule, message parts: [String] = [],
    _ why: String, sourceLocation: SourceLocation = #_sourceLocation
) -> HeadlessHostError? {
    let host = HeadlessHarness(kind, showing: before, height: height, strict: strict, sourceLocation: sourceLocation)
    let shownBefore = host.shown
    var completed = false
    let error = host.expectError(sourceLocation: sourceLocation) { completed = host.perform(batch, after: after) }
    #expect(error?.kind == .invalidBatchUpdate, "\(why) — the \(kind.name) should reject \(batch)",
            sourceLocation: sourceLocation)
    #expect(error?.rule == rule,
            "\(why) — the \(kind.name) should name rule \(rule.rawValue) (\(rule.name)), not: \(String(describing: error))",
            sourceLocation: sourceLocation)
    for part in parts {
        #expect(error?.message.contains(part) == true,
                "\(why) — the error should carry UIKit's text «\(part)», but says «\(error?.message ?? "nothing")»",
                sourceLocation: sourceLocation)
    }
    #expect(!completed, "\(why) — a rejected batch's completion is not called", sourceLocation: sourceLocation)
    #expect(host.appliedBatches.isEmpty, "\(why) — a rejected batch is not logged as applied",
            sourceLocation: sourceLocation)
    #expect(host.shown == shownBefore, "\(why) — a rejected batch changes nothing on screen",
            sourceLocation: sourceLocation)
    return error
}

private func rowWord(_ kind: BatchUpdateValidator.ViewKind) -> String { kind == .table ? "row" : "item" }
private func rowsWord(_ kind: BatchUpdateValidator.ViewKind) -> String { kind == .table ? "rows" : "items" }

/// The 20 cases of `UIKIT_RULES.md` §6, against the headless views through the host protocols: each batch is
/// applied with the right final state on screen, or rejected for the right rule with nothing changed.
@MainActor
@Suite struct HeadlessSpecCaseTests {
    @Test(arguments: bothKinds)
    func t01_deletesAndInsertsFromTheProgrammingGuideShowTheNewStates(kind: BatchUpdateValidator.ViewKind) {
        let host = expectHostAccepts(
            kind, before: [["Arizona", "California", "Delaware", "NewJersey", "Washington"]],
            BatchUpdate(itemDeletes: [p(0, 2), p(0, 4)], itemInserts: [p(0, 0), p(0, 3), p(0, 5)]),
            after: [["Alaska", "Arizona", "California", "Georgia", "NewJersey", "Virginia"]],
            "deletes in before-indices, inserts in after-indices")
        #expect(host.counters.configuredPaths.suffix(3) == [p(0, 0), p(0, 3), p(0, 5)],
                "only the three inserted rows are asked for after the load; the survivors keep their cells")
    }

    @Test(arguments: bothKinds)
    func t02_aRowInsertUsesTheSectionNumberAfterTheUpdate(kind: BatchUpdateValidator.ViewKind) {
        expectHostAccepts(
            kind, before: [["a0", "a1", "a2"], ["b0", "b1", "b2"], ["c0", "c1", "c2"]],
            BatchUpdate(sectionDeletes: [1], itemDeletes: [p(0, 1)], itemInserts: [p(1, 1)]),
            after: [["a0", "a2"], ["c0", "X", "c1", "c2"]], "the insert (1,1) lands in old section 2")
    }

    @Test(arguments: bothKinds)
    func t03_anInsertBeyondTheNewCountIsRejected(kind: BatchUpdateValidator.ViewKind) {
        expectHostRejects(
            kind, before: [["A", "B", "C"]], BatchUpdate(itemInserts: [p(0, 3)]), after: [["A", "B", "C"]],
            rule: .itemInsertOutOfRange,
            message: ["attempt to insert \(rowWord(kind)) 3 into section 0, but there are only 3 \(rowsWord(kind)) in section 0 after the update"],
            "the model was not updated, so (0,3) is out of range")
    }

    @Test func t04_anInsertTheModelDoesNotReflectBreaksTheTableRowCount() {
        expectHostRejects(
            .table, before: [["A", "B", "C"]], BatchUpdate(itemInserts: [p(0, 0)]), after: [["A", "B", "C"]],
            rule: .invalidItemCount,
            message: ["Invalid update: invalid number of rows in section 0.", "(1 inserted, 0 deleted)"],
            "one row inserted but the data source still reports 3")
    }

    @Test func t04_anInsertTheModelDoesNotReflectIsInconsistentForACollectionView() {
        expectHostRejects(
            .collection, before: [["A", "B", "C"]], BatchUpdate(itemInserts: [p(0, 0)]), after: [["A", "B", "C"]],
            rule: .inconsistentCounts, message: ["Invalid batch updates detected", "Insert item (0 - 0)"],
            "a collection view reports count mismatches as R19")
    }

    @Test(arguments: bothKinds)
    func t05_deletingAndReloadingTheSameRowIsRejected(kind: BatchUpdateValidator.ViewKind) {
        expectHostRejects(
            kind, before: [["A", "B", "C"]], BatchUpdate(itemDeletes: [p(0, 1)], itemReloads: [p(0, 1)]),
            after: [["A", "C"]], rule: .deleteAndReloadSamePlace,
            message: ["attempt to delete and reload the same index path", "path = 0 - 1"],
            "every row has a cell, so the reload of (0,1) collides with its delete")
    }

    @Test(arguments: bothKinds)
    func t05_deletingAndReloadingARowWithoutACellIsAccepted(kind: BatchUpdateValidator.ViewKind) {
        let host = expectHostAccepts(
            kind, height: 1, before: [["A", "B", "C"]], BatchUpdate(itemDeletes: [p(0, 1)], itemReloads: [p(0, 1)]),
            after: [["A", "C"]], shows: [["A", "<no cell>"]],
            "with a one-row viewport (0,1) has no cell, so its reload is dropped (R11.1)")
        host.table?.resize(to: Size(width: 40, height: 40))
        host.collection?.resize(to: Size(width: 40, height: 40))
        #expect(host.shown == [["A", "C"]], "a taller viewport shows the rest of the data after the batch")
    }

    @Test(arguments: bothKinds)
    func t06_reloadingAMovedRowCollidesWithTheMoveSource(kind: BatchUpdateValidator.ViewKind) {
        expectHostRejects(
            kind, before: [["p0", "p1", "p2", "p3"]],
            BatchUpdate(itemDeletes: [p(0, 2)], itemMoves: [mv(p(0, 3), p(0, 0))], itemReloads: [p(0, 3)]),
            after: [["p3'", "p0", "p1"]], rule: .deleteAndMoveFromSamePlace,
            message: ["attempt to perform a delete and a move from the same index path", "path = 0 - 3"],
            "the reload of (0,3) becomes a delete of the move's source")
    }

    @Test(arguments: bothKinds)
    func t07_anInsertAndAMoveToTheSamePathAreRejected(kind: BatchUpdateValidator.ViewKind) {
        expectHostRejects(
            kind, before: [["A", "B", "C"]], BatchUpdate(itemInserts: [p(0, 0)], itemMoves: [mv(p(0, 2), p(0, 0))]),
            after: [["C", "X", "A", "B"]], rule: .insertAndMoveToSamePlace,
            message: ["attempt to perform an insert and a move to the same index path", "path = 0 - 0"],
            "(0,0) is both inserted and a move destination")
    }

    @Test(arguments: bothKinds)
    func t08_aDeleteAndAMoveFromTheSamePathAreRejected(kind: BatchUpdateValidator.ViewKind) {
        expectHostRejects(
            kind, before: [["A", "B", "C"]], BatchUpdate(itemDeletes: [p(0, 1)], itemMoves: [mv(p(0, 1), p(0, 0))]),
            after: [["B", "A", "C"]], rule: .deleteAndMoveFromSamePlace,
            message: ["attempt to perform a delete and a move from the same index path", "path = 0 - 1"],
            "(0,1) is both deleted and moved")
    }

    @Test(arguments: bothKinds)
    func t09_movingOneRowToTwoPlacesIsRejected(kind: BatchUpdateValidator.ViewKind) {
        expectHostRejects(
            kind, before: [["A", "B", "C"]], BatchUpdate(itemMoves: [mv(p(0, 0), p(0, 1)), mv(p(0, 0), p(0, 2))]),
            after: [["B", "C", "A"]], rule: .conflictingMoves,
            message: ["attempt to move \(rowWord(kind)) at index path \(ip(0, 0)) to both \(ip(0, 1)) and \(ip(0, 2))"],
            "one source, two destinations")
    }

    @Test(arguments: bothKinds)
    func t10_movingTwoRowsToOnePlaceIsRejected(kind: BatchUpdateValidator.ViewKind) {
        expectHostRejects(
            kind, before: [["A", "B", "C"]], BatchUpdate(itemMoves: [mv(p(0, 0), p(0, 2)), mv(p(0, 1), p(0, 2))]),
            after: [["C", "A", "B"]], rule: .conflictingMoves,
            message: ["attempt to move both \(rowWord(kind)) at index path \(ip(0, 0)) and \(ip(0, 1)) to \(ip(0, 2))"],
            "two sources, one destination")
    }

    @Test(arguments: bothKinds)
    func t11_anExactlyRepeatedMoveIsAppliedOnce(kind: BatchUpdateValidator.ViewKind) {
        let host = expectHostAccepts(
            kind, before: [["A", "B", "C"]], BatchUpdate(itemMoves: [mv(p(0, 0), p(0, 2)), mv(p(0, 0), p(0, 2))]),
            after: [["B", "C", "A"]], "the same move twice is one move")
        #expect(host.counters.configuredPaths == [p(0, 0), p(0, 1), p(0, 2)],
                "a move keeps every cell: nothing is asked for after the first load")
    }

    @Test(arguments: bothKinds)
    func t12_aMoveBetweenSectionsKeepsTheCell(kind: BatchUpdateValidator.ViewKind) {
        let host = HeadlessHarness(kind, showing: [["A", "B"], ["C"]])
        let moved = host.cell(at: p(0, 0))
        host.perform(BatchUpdate(itemMoves: [mv(p(0, 0), p(1, 1))]), after: [["B"], ["C", "A"]])
        #expect(host.errors.isEmpty, "section 0 loses one row to section 1: \(host.errors)")
        #expect(host.shown == [["B"], ["C", "A"]], "A now ends section 1")
        #expect(host.cell(at: p(1, 1)) === moved, "the moved row keeps its cell")
    }

    @Test func t13_aCollectionViewRejectsAMoveIntoAnInsertedSection() {
        expectHostRejects(
            .collection, before: [["A", "B"]], BatchUpdate(sectionInserts: [1], itemMoves: [mv(p(0, 1), p(1, 0))]),
            after: [["A"], ["B"]], rule: .moveAcrossDeletedOrInsertedSection,
            message: ["cannot move an item into a newly inserted section (1)"],
            "UICollectionView cannot move an item into a section it inserts")
    }

    @Test func t13_aStrictTableViewRejectsTheReloadDataFallback() {
        expectHostRejects(
            .table, before: [["A", "B"]], BatchUpdate(sectionInserts: [1], itemMoves: [mv(p(0, 1), p(1, 0))]),
            after: [["A"], ["B"]], rule: .moveWouldFallBackToReloadDataStrict,
            message: ["cannot move a row into a newly inserted section (1)"],
            "strict mode holds our code to what works on every iOS version")
    }

    @Test func t13_aLenientTableViewFallsBackToReloadData() {
        let host = expectHostAccepts(
            .table, strict: false, before: [["A", "B"]],
            BatchUpdate(sectionInserts: [1], itemMoves: [mv(p(0, 1), p(1, 0))]), after: [["A"], ["B"]],
            "UITableView replaces the batch with reloadData()")
        #expect(host.appliedBatches.last?.outcome.fellBackToReloadData == true, "the log says it fell back")
        #expect(host.counters.reloads == 2, "the first load and the fallback reload")
    }

    @Test(arguments: bothKinds)
    func t14_rowInsertsIntoAnInsertedSectionAreDropped(kind: BatchUpdateValidator.ViewKind) {
        expectHostAccepts(
            kind, before: [["A"]], BatchUpdate(sectionInserts: [1], itemInserts: [p(1, 0), p(1, 1)]),
            after: [["A"], ["X", "Y"]], "the new section's rows come from the data source")
    }

    @Test(arguments: bothKinds)
    func t15_aReconfigureOfARowWhoseModelGrewSilentlyIsRejected(kind: BatchUpdateValidator.ViewKind) {
        let host = HeadlessHarness(kind, showing: [["A", "B", "C"]])
        host.source.sections = [["A", "B", "C", "D"]]
        let error = host.expectError {
            host.perform(BatchUpdate(itemReconfigures: [p(0, 1)]), after: [["A", "B", "C", "D"]])
        }
        #expect(error?.rule == (kind == .table ? .invalidItemCount : .inconsistentCounts),
                "the view cached 3 rows; a reconfigure commits an empty batch whose counts do not add up")
        #expect(host.shown == [["A", "B", "C"]], "nothing changed")
    }

    @Test(arguments: bothKinds)
    func t15_aReconfigureHandsTheSameCellBackWithNewContent(kind: BatchUpdateValidator.ViewKind) {
        let host = HeadlessHarness(kind, showing: [["A", "B", "C"]])
        let cell = host.cell(at: p(0, 1))
        let dequeues = host.counters.totalCellDequeues
        host.perform(BatchUpdate(itemReconfigures: [p(0, 1)]), after: [["A", "B*", "C"]])
        #expect(host.errors.isEmpty, "a reconfigure with unchanged counts is valid: \(host.errors)")
        #expect(host.shown == [["A", "B*", "C"]], "the reconfigured row shows the new content")
        #expect(host.cell(at: p(0, 1)) === cell, "the existing cell was handed back, not replaced")
        #expect(host.counters.totalCellDequeues == dequeues, "a reconfigure dequeues no new cell")
        #expect(host.counters.reconfiguredPaths == [p(0, 1)], "the reconfigure is counted")
    }

    @Test func t16_deletingASectionTheModelStillHasBreaksTheTableSectionCount() {
        expectHostRejects(
            .table, before: [["A"], ["B"]], BatchUpdate(sectionDeletes: [1]), after: [["A"], ["B"]],
            rule: .invalidSectionCount,
            message: ["Invalid update: invalid number of sections.", "(0 inserted, 1 deleted)"],
            "one section deleted but the data source still reports 2")
    }

    @Test func t16_deletingASectionTheModelStillHasIsInconsistentForACollectionView() {
        expectHostRejects(
            .collection, before: [["A"], ["B"]], BatchUpdate(sectionDeletes: [1]), after: [["A"], ["B"]],
            rule: .inconsistentCounts, message: ["Delete section 1"], "a collection view reports R19 first")
    }

    @Test(arguments: bothKinds)
    func t17_deletingARowBeyondTheOldCountIsRejected(kind: BatchUpdateValidator.ViewKind) {
        expectHostRejects(
            kind, before: [["A", "B", "C"]], BatchUpdate(itemDeletes: [p(0, 3)]), after: [["A", "B"]],
            rule: .itemDeleteOutOfRange,
            message: ["attempt to delete \(rowWord(kind)) 3 from section 0 which only contains 3 \(rowsWord(kind)) before the update"],
            "there is no row 3 before the update")
    }

    @Test(arguments: bothKinds)
    func t18_aReloadedSectionsInsertCollidesWithASectionMove(kind: BatchUpdateValidator.ViewKind) {
        expectHostRejects(
            kind, before: [["s0"], ["s1"], ["s2"], ["s3"], ["s4"]],
            BatchUpdate(sectionDeletes: [4], sectionInserts: [2], sectionMoves: [Move(from: 2, to: 4)],
                        sectionReloads: [3]),
            after: [["s0"], ["s1"], ["new"], ["s3'"], ["s2"]], rule: .insertAndMoveToSamePlace,
            message: ["attempt to perform an insert and a move to the same section (4)"],
            "reload 3 becomes an insert at 4, the move's destination")
    }

    @Test func t19_aRowReloadInAMovedSectionBreaksTheRowCount() {
        expectHostRejects(
            .table, before: [["a0", "a1", "a2"], ["b0", "b1", "b2"]],
            BatchUpdate(sectionMoves: [Move(from: 1, to: 0)], itemReloads: [p(1, 0)]),
            after: [["b0'", "b1", "b2"], ["a0", "a1", "a2"]], rule: .invalidItemCount,
            message: ["invalid number of rows in section 0", "(0 inserted, 1 deleted)"],
            "every row has a cell, so the reload decomposes without regard to the section move")
    }

    @Test func t19_aRowReloadWithoutACellInAMovedSectionIsDropped() {
        let host = expectHostAccepts(
            .table, height: 3, before: [["a0", "a1", "a2"], ["b0", "b1", "b2"]],
            BatchUpdate(sectionMoves: [Move(from: 1, to: 0)], itemReloads: [p(1, 0)]),
            after: [["b0'", "b1", "b2"], ["a0", "a1", "a2"]],
            shows: [["b0'", "b1", "b2"], ["<no cell>", "<no cell>", "<no cell>"]],
            "(1,0) is off screen, so its reload is dropped; the moved section is asked for its cells when shown")
        #expect(host.counters.configuredPaths == [p(0, 0), p(0, 1), p(0, 2), p(0, 0), p(0, 1), p(0, 2)],
                "the first load showed old section 0; after the move the top three rows are old section 1's")
    }

    @Test func t20_aTableViewDeDuplicatesARepeatedDelete() {
        expectHostAccepts(
            .table, before: [["A", "B", "C"]], BatchUpdate(itemDeletes: [p(0, 1), p(0, 1)]), after: [["A", "C"]],
            "UITableView removes equal deletes")
    }

    @Test func t20_aCollectionViewCountsARepeatedDeleteTwice() {
        expectHostRejects(
            .collection, before: [["A", "B", "C"]], BatchUpdate(itemDeletes: [p(0, 1), p(0, 1)]), after: [["A", "C"]],
            rule: .inconsistentCounts, message: ["Delete item (0 - 1)"], "3 − 2 deletes ≠ 2")
    }

    @Test func t20_aCollectionViewRejectsARepeatedDeleteEvenWhenTheCountsBalance() {
        expectHostRejects(
            .collection, before: [["A", "B", "C"]], BatchUpdate(itemDeletes: [p(0, 1), p(0, 1)]), after: [["C"]],
            rule: .duplicateDelete, message: ["more than once"], "deleting one index path twice corrupts UIKit")
    }
}
