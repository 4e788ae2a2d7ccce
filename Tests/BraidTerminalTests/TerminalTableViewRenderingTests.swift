import Testing
@testable import BraidTerminal

@MainActor
@Suite struct TerminalTableViewRenderingTests {
    @Test func sectionsShowTheirHeaderAndFooterTitlesDimInTheirOwnCase() {
        let dataSource = TestDataSource([
            TestSection(header: "Fruits", footer: "2 fruits", ["Apple", "Banana"]),
            TestSection(header: "VEGETABLES", ["Carrot"]),
        ])
        let table = makeTable(dataSource)
        let buffer = screen(of: table)
        expectScreen(buffer, [
            " Fruits             ",
            " Apple              ",
            " Banana             ",
            " 2 fruits           ",
            " VEGETABLES         ",
            " Carrot             ",
        ])
        #expect(buffer.mask { $0.attributes.contains(.dim) } == [
            ".######.............",
            "....................",
            "....................",
            ".########...........",
            ".##########.........",
            "....................",
        ], "titles are dim, rows are not")
    }

    @Test func aHeaderViewTakesThePlaceOfTheTitle() {
        var section = TestSection(header: "plain title", ["Row"])
        section.headerView = "Header view"
        let tableData = TestDataSource([section])
        let table = makeTable(tableData, height: 3)
        let buffer = screen(of: table)
        expectScreen(buffer, [" Header view        ", " Row                ", "                    "])
        #expect(buffer[1, 0].style == .bold, "the view draws its own style")
    }

    @Test func longTitlesWrapToTheWidth() {
        let dataSource = TestDataSource([TestSection(footer: "This section includes your other accounts.", ["Row"])])
        let table = makeTable(dataSource, height: 5)
        expectScreen(screen(of: table), [
            " Row                ",
            " This section       ",
            " includes your      ",
            " other accounts.    ",
            "                    ",
        ])
    }

    @Test func aTitleDetailRowAlignsTheDetailRightAndCutsTheTitleFirst() {
        let dataSource = TestDataSource(rows: [
            TestRow("Checking", detail: "$2,305.82"),
            TestRow("Checking", detail: "$2,305.82", accessory: .disclosureIndicator),
            TestRow("A very long account name", detail: "$5"),
            TestRow("Savings", detail: "$105.45", accessory: .checkmark),
        ])
        let table = makeTable(dataSource, width: 24, height: 4)
        expectScreen(screen(of: table), [
            " Checking     $2,305.82 ",
            " Checking   $2,305.82 › ",
            " A very long accoun… $5 ",
            " Savings      $105.45 ✓ ",
        ])
    }

    @Test func multiLineRowsTakeTheirLinesAsTheirHeight() {
        let dataSource = TestDataSource(rows: [
            TestRow(lines: [
                TerminalLine("Every Day Checking", right: "$2,305.82"),
                TerminalLine(StyledText("123***123", style: .dim)),
            ]),
            "Next",
        ])
        let table = makeTable(dataSource, width: 32, height: 4)
        let buffer = screen(of: table)
        expectScreen(buffer, [
            " Every Day Checking   $2,305.82 ",
            " 123***123                      ",
            " Next                           ",
            "                                ",
        ])
        #expect(buffer[1, 1].style == .dim, "each line keeps its own styles")
    }

    @Test func theDataSourcesHeightWinsOverTheCellsOwn() {
        let dataSource = TestDataSource(rows: [TestRow("Tall", height: 3), TestRow("Hidden", height: 0), "Last"])
        let table = makeTable(dataSource, height: 5)
        expectScreen(screen(of: table), [
            " Tall               ",
            "                    ",
            "                    ",
            " Last               ",
            "                    ",
        ])
    }

    @Test func theSelectedRowIsInReverseVideoAcrossTheWholeWidth() {
        let tableData = TestDataSource([TestSection(header: "Names", ["Ann", "Bob", "Cy"])])
        let table = makeTable(tableData, width: 10, height: 4)
        table.selectRow(at: ItemPath(row: 1, section: 0))
        let buffer = screen(of: table)
        expectScreen(buffer, [" Names    ", " Ann      ", " Bob      ", " Cy       "])
        #expect(buffer.mask { $0.attributes.contains(.reverse) } == [
            "..........", "..........", "##########", "..........",
        ])
    }

    @Test func theTableDrawsOnlyInsideItsFrame() {
        let tableData = TestDataSource(rows: rows(5))
        let table = makeTable(tableData, width: 8, height: 2)
        table.frame = TerminalRect(x: 2, y: 1, width: 8, height: 2)
        var buffer = ScreenBuffer(width: 12, height: 4)
        buffer.fill(buffer.bounds, style: .plain)
        buffer.draw("title", x: 0, y: 0)
        buffer.draw("status", x: 0, y: 3)
        table.render(into: &buffer)
        expectScreen(buffer, ["title       ", "   row 0    ", "   row 1    ", "status      "])
    }

    @Test func aOneByOneTerminalShowsABlank() {
        let tableData = TestDataSource(rows: rows(3))
        let table = makeTable(tableData, width: 1, height: 1)
        table.selectRow(at: ItemPath(row: 0, section: 0))
        let buffer = screen(of: table)
        expectScreen(buffer, [" "])
        #expect(table.indexPathsForVisibleRows == [ItemPath(row: 0, section: 0)])
    }

    @Test func aVeryWideTerminalPutsTheDetailAtTheFarRight() {
        let tableData = TestDataSource(rows: [TestRow("Title", detail: "Detail")])
        let table = makeTable(tableData, width: 400, height: 1)
        let line = screen(of: table).lines[0]
        #expect(line.count == 400)
        #expect(line.hasPrefix(" Title "))
        #expect(line.hasSuffix(" Detail "))
    }

    @Test func wideCharactersTakeTwoColumnsAndAreCutWhole() {
        let dataSource = TestDataSource(rows: [TestRow("日本語", detail: "東京"), TestRow("カタカナカタカナ")])
        let table = makeTable(dataSource, width: 12, height: 2)
        let buffer = screen(of: table)
        expectScreen(buffer, [" 日本… 東京 ", " カタカナ…  "], "カ does not fit in the last column before the padding")
        #expect(buffer[2, 0].width == 0, "the second column of 日 is a continuation cell")
    }

    @Test func emptyTablesAndTablesWithoutADataSourceDrawBlank() {
        let table = TerminalTableView(clock: ManualTerminalClock())
        table.frame = TerminalRect(x: 0, y: 0, width: 4, height: 2)
        var buffer = ScreenBuffer(width: 4, height: 2)
        table.render(into: &buffer)
        expectScreen(buffer, ["    ", "    "])
        let emptyData = TestDataSource([TestSection(header: "Empty", [])])
        let empty = makeTable(emptyData, width: 8, height: 2)
        expectScreen(screen(of: empty), [" Empty  ", "        "])
    }

    @Test func aTableWhoseDataSourceIsGoneShowsNothing() {
        var dataSource: TestDataSource? = TestDataSource(rows: rows(3))
        let table = makeTable(dataSource!, width: 8, height: 2)
        expectScreen(screen(of: table), [" row 0  ", " row 1  "])
        dataSource = nil
        expectScreen(screen(of: table), ["        ", "        "], "the table holds its data source weakly")
        #expect(table.indexPathsForVisibleRows.isEmpty)
    }

    @Test func onlyVisibleRowsAreAskedForCellsEvenInAMillionRows() {
        let dataSource = TestDataSource([TestSection([])])
        dataSource.sections[0].rows = Array(repeating: "same", count: 1_000_000)
        let table = makeTable(dataSource, height: 10)
        _ = screen(of: table)
        #expect(dataSource.cellRequests == 10, "ten rows fit; no other row was asked for")
        #expect(table.indexPathsForVisibleRows.count == 10)
        _ = screen(of: table)
        #expect(dataSource.cellRequests == 10, "a second frame reuses the cells it has")
    }

    @Test func cellsThatLeaveTheViewAreReused() {
        let dataSource = TestDataSource(rows: rows(100))
        let table = makeTable(dataSource, height: 3)
        _ = screen(of: table)
        let first = table.cell(at: ItemPath(row: 0, section: 0))
        table.handle(.key(.pageDown))
        _ = screen(of: table)
        #expect(table.cell(at: ItemPath(row: 0, section: 0)) == nil, "row 0 is out of view")
        table.handle(.key(.pageDown))
        _ = screen(of: table)
        let reused = table.indexPathsForVisibleRows.compactMap { table.cell(at: $0) }.contains { $0 === first }
        #expect(reused, "a cell that scrolled away shows another row")
        #expect(table.indexPath(for: first!) != ItemPath(row: 0, section: 0))
    }

    @Test func theDataSourceHearsAboutRowsAsTheyComeIntoView() {
        let dataSource = TestDataSource(rows: rows(10))
        let table = makeTable(dataSource, height: 3)
        _ = screen(of: table)
        #expect(dataSource.displayed == (0..<3).map { ItemPath(row: $0, section: 0) })
        table.handle(.key(.end))
        _ = screen(of: table)
        #expect(dataSource.displayed.suffix(3) == (7..<10).map { ItemPath(row: $0, section: 0) })
        #expect(dataSource.scrolls > 0, "scrolling is reported")
    }
}
