import Testing
@testable import BraidTesting

/// `count` rows named "row 0", "row 1", … in one section.
func numberedRows(_ count: Int) -> Letters { [(0 ..< count).map { "row \($0)" }] }

@MainActor
@Suite struct HeadlessTableViewTests {
    @Test func aTableAsksItsDataSourceOnlyWhenFirstUsedAndThenCachesTheCounts() {
        let source = LettersSource([["A", "B"]])
        let table = makeTable(source)
        #expect(source.cellRequests.isEmpty, "setting the data source asks for nothing yet")
        #expect(table.numberOfRows(inSection: 0) == 2, "the first read loads")
        source.sections = [["A", "B", "C"]]
        #expect(table.numberOfRows(inSection: 0) == 2, "the count is the cached one, not the data source's")
        #expect(table.screen == ["A", "B"], "and so is the screen")
        table.reloadData()
        #expect(table.numberOfRows(inSection: 0) == 3, "a reload asks again")
        #expect(table.screen == ["A", "B", "C"], "and shows the new row")
    }

    @Test func theScreenShowsHeadersCellsAndFootersInOrder() {
        let source = LettersSource([["Every Day Checking", "Holiday Savings"], ["Visa"]])
        source.headerTitles = [0: "CHECKING"]
        source.footerTitles = [0: "2 accounts"]
        source.headerViews = [1: "CARDS"]
        let table = makeTable(source)
        #expect(table.screen == ["# CHECKING", "Every Day Checking", "Holiday Savings", "## 2 accounts", "# CARDS", "Visa"],
                "titles, cells and a header view, one line each, top to bottom")
        #expect(table.headerView(inSection: 1)?.text == "CARDS", "the header view is readable")
        #expect(table.counters.viewDequeues == ["Title": 1], "the header view was dequeued once")
    }

    @Test func onlyTheViewportAndTheMarginGetCells() {
        let source = LettersSource(numberedRows(100))
        let table = makeTable(source, height: 5, margin: 2)
        #expect(table.indexPathsForVisibleRows == (0 ..< 5).map { p(0, $0) }, "five rows fit the viewport")
        #expect(table.indexPathsForPreparedRows == (0 ..< 7).map { p(0, $0) }, "two more are prepared below it")
        #expect(source.cellRequests == (0 ..< 7).map { p(0, $0) }, "only those seven were asked for")
        #expect(source.displayed == (0 ..< 5).map { p(0, $0) }, "only the visible five were reported as displayed")
    }

    @Test func scrollingDisplaysPrefetchedCellsWithoutAskingAgain() {
        let source = LettersSource(numberedRows(100))
        let table = makeTable(source, height: 5, margin: 2)
        table.layoutIfNeeded()
        table.scroll(by: 1)
        #expect(table.screen == ["row 1", "row 2", "row 3", "row 4", "row 5"], "the viewport moved down one row")
        #expect(source.displayed.last == p(0, 5), "row 5 was reported as it came into view")
        #expect(source.cellRequests.last == p(0, 7), "only row 7 entered the margin and was asked for")
        #expect(source.scrolls == 1, "the data source heard of the scroll once")
    }

    @Test func heightsAreEstimatedUntilDisplayed() {
        let source = LettersSource(numberedRows(10))
        source.rowHeight = { _ in 3 }
        source.estimatedRowHeight = { _ in 1 }
        let table = makeTable(source, height: 6)
        #expect(table.contentHeight == 3 + 3 + 8 * 1, "the two displayed rows are measured, the other eight estimated")
        #expect(table.screen == ["row 0", "row 1"], "two three-high rows fill the viewport")
        table.scroll(toOffset: .infinity)
        #expect(table.screen == ["row 8", "row 9"], "scrolled to the end, the last two rows end the content")
        #expect(table.contentOffset == table.contentHeight - 6, "and the viewport's bottom is the content's end")
        table.scroll(toOffset: 0)
        while table.contentOffset < table.contentHeight - 6 { table.scroll(by: 1) }
        #expect(table.contentHeight == 30, "once every row has been displayed, every height is measured")
    }

    @Test func automaticHeightsComeFromTheCell() {
        let source = LettersSource([["one", "two\nlines", "three"]])
        let table = makeTable(source, height: 3)
        #expect(table.screen == ["one", "two\nlines"], "a two-line cell is two high, so the third row is off screen")
        #expect(table.contentHeight == 4, "1 + 2 + 1")
    }

    @Test func scrollToPutsARowAtTheRequestedPosition() {
        let source = LettersSource(numberedRows(50))
        let table = makeTable(source, height: 5)
        table.scroll(to: p(0, 20))
        #expect(table.screen.first == "row 20", "at the top")
        table.scroll(to: p(0, 20), at: .bottom)
        #expect(table.screen.last == "row 20", "at the bottom")
        table.scroll(to: p(0, 20), at: .middle)
        #expect(table.screen == ["row 18", "row 19", "row 20", "row 21", "row 22"], "in the middle")
        table.scroll(to: p(0, 49))
        #expect(table.screen.last == "row 49", "the last row cannot go higher than the content's end")
    }

    @Test func resizingShowsMoreOrFewerRows() {
        let source = LettersSource(numberedRows(10))
        let table = makeTable(source, height: 2)
        #expect(table.screen == ["row 0", "row 1"], "two rows fit")
        table.resize(to: Size(width: 40, height: 4))
        #expect(table.screen == ["row 0", "row 1", "row 2", "row 3"], "four rows fit after the resize")
        #expect(source.displayed == (0 ..< 4).map { p(0, $0) }, "each row was reported displayed once")
    }

    @Test func tappingAVisibleRowTellsTheDataSource() {
        let source = LettersSource([["A", "B"]])
        let table = makeTable(source)
        table.tap(row: 1, section: 0)
        #expect(source.tapped == [p(0, 1)], "the data source heard of the tap on row 1")
    }

    @Test func aCellEventReachesTheVisibleCell() {
        let source = LettersSource([["A", "B"]])
        let table = makeTable(source)
        var touched: String?
        table.emitEvent(fromCellAt: p(0, 1), as: TextCell.self) { touched = $0.text }
        #expect(touched == "B", "the closure got the cell showing row 1")
    }

    @Test func theLogRecordsEachBatchWithItsAnimations() {
        let host = HeadlessHarness(.table, showing: [["A"]])
        let animations = BatchAnimations(rowInsert: .left, rowDelete: .fade)
        host.perform(BatchUpdate(itemInserts: [p(0, 1)]), after: [["A", "B"]], animations: animations)
        #expect(host.appliedBatches.count == 1, "one batch was applied")
        #expect(host.appliedBatches.first?.animations == animations, "with the animations it was given")
        #expect(host.appliedBatches.first?.outcome.items == [[.kept(from: p(0, 0)), .inserted]],
                "and the outcome saying where each row came from")
    }

    @Test func aReloadReplacesTheCellAndTheOldOneGoesBackToThePool() {
        let host = HeadlessHarness(.table, showing: [["A", "B"]])
        let old = host.cell(at: p(0, 1))
        host.perform(BatchUpdate(itemReloads: [p(0, 1)]), after: [["A", "B2"]])
        #expect(host.shown == [["A", "B2"]], "the reloaded row shows the new content")
        #expect(host.counters.configuredPaths == [p(0, 0), p(0, 1), p(0, 1)], "the data source was asked again")
        #expect(host.cell(at: p(0, 1)) !== old, "by another cell: the old one was still leaving, as in UIKit")
        host.perform(BatchUpdate(itemInserts: [p(0, 2)]), after: [["A", "B2", "C"]])
        #expect(host.cell(at: p(0, 2)) === old, "then it went back to the pool and serves the next row")
        #expect((old as? TextCell)?.reuses == 1, "prepared for reuse on the way")
        #expect(host.counters.totalCellsCreated == 3, "three cells for four configurations")
    }

    @Test func reloadDataKeepsTheCellsForReuse() {
        let source = LettersSource(numberedRows(10))
        let table = makeTable(source, height: 3)
        table.layoutIfNeeded()
        table.reloadData()
        #expect(table.counters.totalCellsCreated == 3, "the reload reuses the three cells it had")
        #expect(table.counters.reloads == 2, "the first load and the reload")
    }

    @Test func aNewDataSourceIsAskedFromScratch() {
        let first = LettersSource([["A"]])
        let table = makeTable(first)
        #expect(table.screen == ["A"], "the first data source")
        let second = LettersSource([["X", "Y"]])
        table.dataSource = second
        #expect(table.screen == ["X", "Y"], "the second data source, asked from scratch")
    }
}

@MainActor
@Suite struct HeadlessCompletionTests {
    @Test func aCompletionMayScrollAndReloadButNotStartABatch() {
        let host = HeadlessHarness(.table, showing: numberedRows(20), height: 5)
        let table = host.table!
        table.performBatchUpdates(BatchUpdate(itemInserts: [p(0, 20)]), animations: .all(.automatic),
                                  updateData: { host.source.sections[0].append("row 20") },
                                  completion: { _ in
                                      table.scroll(to: p(0, 20), at: .bottom)
                                      table.reloadData()
                                  })
        #expect(table.errors.isEmpty, "scrolling and reloading in a completion are fine: \(table.errors)")
        #expect(table.screen.last == "row 20", "the completion scrolled to the new row")
    }
}
