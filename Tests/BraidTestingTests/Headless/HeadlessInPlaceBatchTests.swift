import Testing
@testable import BraidTesting

/// Batches whose rows all stay where they were — rows reloaded in place, sections moved — are judged and applied
/// without an origin per row, and behave exactly like any other batch; a batch that shifts rows is logged as runs.
@MainActor
@Suite struct HeadlessInPlaceBatchTests {
    @Test(arguments: bothKinds)
    func rowsReloadedInPlaceAreHeldAsTheirSectionAndTheReloadedRows(kind: BatchUpdateValidator.ViewKind) {
        let before: Letters = [(0 ..< 1_000).map { "r\($0)" }, ["x", "y"]]
        var after = before
        after[0][10] += "*"
        after[0][500] += "*"
        let outcome = expectAccepted(kind, before: before, BatchUpdate(itemReloads: [p(0, 500), p(0, 10)]),
                                     after: after, "two rows of a thousand reloaded")
        #expect(outcome?.items[0].reloadedInPlace(of: 0, count: 1_000) == [10, 500], "section 0 is its old rows, two of them reloaded")
        #expect(outcome?.items[0].runs.count == 5, "held as three runs of kept rows between two reloaded ones")
        #expect(outcome?.items[1].reloadedInPlace(of: 1, count: 2) == [], "section 1 is its old rows, untouched")
        let listed = BatchOutcome.ItemOrigins((0 ..< 1_000).map { row in
            row == 10 || row == 500 ? .reloaded(from: p(0, row)) : .kept(from: p(0, row))
        })
        #expect(outcome?.items[0] == listed, "and equals the same origins listed row by row")
        #expect(outcome?.items[0].hashValue == listed.hashValue, "with the same hash")
        #expect(outcome?.items[0] != BatchOutcome.ItemOrigins(Array(listed.dropLast()) + [.inserted]),
                "but not origins that differ in one row")
    }

    @Test(arguments: bothKinds)
    func aBatchThatShiftsRowsIsListedRowByRow(kind: BatchUpdateValidator.ViewKind) {
        let outcome = expectAccepted(kind, before: [["A", "B", "C"]],
                                     BatchUpdate(itemDeletes: [p(0, 0)], itemReloads: [p(0, 2)]),
                                     after: [["B", "C2"]], "a delete shifts the reloaded row up")
        #expect(outcome?.items[0].reloadedInPlace(of: 0, count: 3) == nil, "rows moved up, so they are not in place")
        #expect(outcome?.items == [[.kept(from: p(0, 1)), .reloaded(from: p(0, 2))]])
    }

    @Test func aReloadedRowIsMeasuredAgainAndARowReloadedOffScreenIsLeftAlone() {
        let source = LettersSource(numberedRows(100))
        source.estimatedRowHeight = { _ in 2 }
        let table = makeTable(source, height: 10)
        table.layoutIfNeeded()
        table.scroll(by: 40)
        let height = table.contentHeight
        let visible = table.indexPathsForVisibleRows[2]
        source.sections[0][visible.row] = "two\nlines"
        source.sections[0][0] = "off screen"
        table.performBatchUpdates(BatchUpdate(itemReloads: [visible, p(0, 0)]), animations: .all(.fade),
                                  updateData: {}, completion: nil)
        #expect(table.contentHeight == height + 1, "the reloaded visible row now takes two lines")
        #expect(table.cell(at: visible, as: TextCell.self)?.text == "two\nlines", "and shows its new content")
        table.scroll(toOffset: 0)
        #expect(table.cell(at: p(0, 0), as: TextCell.self)?.text == "off screen",
                "row 0 had no cell, so its reload did nothing (R11.1); it shows the new text once it scrolls in")
    }

    @Test(arguments: bothKinds)
    func aMovedSectionKeepsItsCellsAndTheRestStayPut(kind: BatchUpdateValidator.ViewKind) {
        let host = HeadlessHarness(kind, showing: [["A", "B"], ["C"], ["D", "E"]])
        let cells = [p(0, 0), p(0, 1), p(1, 0), p(2, 0), p(2, 1)].map { host.cell(at: $0) }
        host.perform(BatchUpdate(sectionMoves: [Move(from: 2, to: 0)]), after: [["D", "E"], ["A", "B"], ["C"]])
        #expect(host.shown == [["D", "E"], ["A", "B"], ["C"]], "the last section shows first")
        let now = [p(1, 0), p(1, 1), p(2, 0), p(0, 0), p(0, 1)].map { host.cell(at: $0) }
        #expect(zip(cells, now).allSatisfy { $0 != nil && $0 === $1 }, "every row kept its cell at its new path")
        let outcome = host.appliedBatches.last?.outcome
        let inPlace = outcome.map { zip($0.sections, $0.items).map { section, rows in
            section.oldSection.flatMap { rows.reloadedInPlace(of: $0, count: [2, 1, 2][$0]) }
        } }
        #expect(inPlace == [[], [], []], "every section's rows stayed where they were in their old section")
    }

    @Test(arguments: bothKinds)
    func aBatchOnAHundredThousandRowsIsLoggedAsRunsAndKeepsTheCellsOfTheRowsItShifts(
        kind: BatchUpdateValidator.ViewKind
    ) {
        let before = numberedRows(100_000)
        let host = HeadlessHarness(kind, showing: before)
        let cells = (0 ..< 3).map { host.cell(at: p(0, $0)) }
        var after = before
        after[0].remove(at: 50_000)
        after[0].insert("new", at: 0)
        after[0].append("last")
        host.perform(BatchUpdate(itemDeletes: [p(0, 50_000)], itemInserts: [p(0, 0), p(0, 100_000)]), after: after)
        let origins = host.appliedBatches.last?.outcome.items[0]
        #expect(origins?.runs.count == 4, "the log holds an insert, rows 0–49,999, rows 50,001–99,999 and an insert")
        #expect(origins?.count == 100_001 && origins?[50_001] == .kept(from: p(0, 50_001)) && origins?.last == .inserted,
                "and reads back a row's origin for every row")
        let texts = (0 ..< 4).map { (host.cell(at: p(0, $0)) as? HeadlessReusableView)?.text }
        #expect(texts == ["new", "row 0", "row 1", "row 2"], "the new row shows first")
        #expect(zip(cells, (1 ... 3).map { host.cell(at: p(0, $0)) }).allSatisfy { $0 != nil && $0 === $1 },
                "the rows it pushed down kept their cells")
    }
}
