import Testing
@testable import BraidTerminal

/// Selection and display in the terminal table: Enter taps the cursor's row, selecting it when the data source lets
/// it be and deselecting the row tapped before; rows that leave the view are ended once.
@MainActor
@Suite struct TerminalTableViewRowEventsTests {
    @Test func enterSelectsWhatTheDataSourceAllowsAndDeselectsTheRowTappedBefore() {
        let dataSource = TestDataSource(rows: rows(4))
        dataSource.unselectable = [ItemPath(row: 2, section: 0)]
        let table = makeTable(dataSource, height: 4)
        _ = screen(of: table)
        table.selectRow(at: ItemPath(row: 0, section: 0))
        table.handle(.key(.enter))
        table.handle(.key(.down))
        table.handle(.key(.down))
        table.handle(.key(.enter))
        #expect(dataSource.taps == [ItemPath(row: 0, section: 0)], "row 2 may not be selected: no tap")
        #expect(table.tappedRow == ItemPath(row: 0, section: 0) && dataSource.deselects.isEmpty, "row 0 stays selected")
        table.handle(.key(.down))
        table.handle(.key(.enter))
        #expect(dataSource.deselects == [ItemPath(row: 0, section: 0)] && table.tappedRow == ItemPath(row: 3, section: 0))
    }

    @Test func theTappedRowFollowsItsRowThroughABatchAndGoesWithIt() {
        let dataSource = TestDataSource(rows: rows(3))
        let table = makeTable(dataSource, height: 6)
        _ = screen(of: table)
        table.selectRow(at: ItemPath(row: 1, section: 0))
        table.handle(.key(.enter))
        table.validated().performBatchUpdates(BatchUpdate(itemInserts: [ItemPath(row: 0, section: 0)]), animations: BatchAnimations(),
                                  updateData: { dataSource.sections[0].rows.insert("new", at: 0) }, completion: nil)
        #expect(table.tappedRow == ItemPath(row: 2, section: 0), "row 1 moved down with the insert above it")
        table.validated().performBatchUpdates(BatchUpdate(itemDeletes: [ItemPath(row: 2, section: 0)]), animations: BatchAnimations(),
                                  updateData: { dataSource.sections[0].rows.remove(at: 2) }, completion: nil)
        #expect(table.tappedRow == nil, "its row went: nothing is selected, and no deselect is told")
        #expect(dataSource.deselects.isEmpty)
    }

    @Test func rowsThatLeaveTheViewAreEndedOnceAndAReloadEndsTheRest() {
        let dataSource = TestDataSource(rows: rows(10))
        let table = makeTable(dataSource, width: 10, height: 3)
        _ = screen(of: table)
        #expect(dataSource.displayed == [ItemPath(row: 0, section: 0), ItemPath(row: 1, section: 0), ItemPath(row: 2, section: 0)])
        _ = screen(of: table)
        #expect(dataSource.ended.isEmpty, "a second frame ends nothing")
        for _ in 0..<4 { table.handle(.key(.down)) }
        _ = screen(of: table)
        #expect(dataSource.ended == [ItemPath(row: 0, section: 0)], "the cursor at row 3 scrolled row 0 out")
        dataSource.ended = []
        table.reloadData()
        #expect(dataSource.ended == [ItemPath(row: 1, section: 0), ItemPath(row: 2, section: 0), ItemPath(row: 3, section: 0)],
                "a reload ends every row shown")
    }
}
