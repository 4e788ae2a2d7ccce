import Testing
@testable import BraidTerminal

@MainActor
@Suite struct TerminalTableViewInputTests {
    let first = ItemPath(row: 0, section: 0)

    @Test func downSelectsTheFirstRowThenMovesAcrossSections() {
        let dataSource = TestDataSource([
            TestSection(header: "A", ["a0", "a1"]), TestSection(header: "Empty", []), TestSection(header: "B", ["b0"]),
        ])
        let table = makeTable(dataSource, height: 8)
        _ = screen(of: table)
        table.handle(.key(.down))
        #expect(table.selectedRow == first)
        table.handle(.key(.down))
        table.handle(.key(.down))
        #expect(table.selectedRow == ItemPath(row: 0, section: 2), "the empty section is skipped")
        table.handle(.key(.down))
        #expect(table.selectedRow == ItemPath(row: 0, section: 2), "the last row stays selected")
        table.handle(.key(.up))
        #expect(table.selectedRow == ItemPath(row: 1, section: 0))
    }

    @Test func movingTheSelectionScrollsJustEnoughToShowIt() {
        let dataSource = TestDataSource(rows: rows(20))
        let table = makeTable(dataSource, width: 10, height: 3)
        table.selectRow(at: first)
        for _ in 0..<3 { table.handle(.key(.down)) }
        expectScreen(screen(of: table), [" row 1    ", " row 2    ", " row 3    "], "row 3 at the bottom")
        for _ in 0..<3 { table.handle(.key(.up)) }
        expectScreen(screen(of: table), [" row 0    ", " row 1    ", " row 2    "], "row 0 at the top")
    }

    @Test func theFirstRowOfASectionComesWithItsHeader() {
        let dataSource = TestDataSource([TestSection(header: "A", rows(3, "a")), TestSection(header: "B", rows(3, "b"))])
        let table = makeTable(dataSource, width: 8, height: 3)
        table.selectRow(at: ItemPath(row: 2, section: 1))
        table.selectRow(at: ItemPath(row: 0, section: 1))
        expectScreen(screen(of: table), [" B      ", " b0     ", " b1     "])
        table.handle(.key(.up))
        expectScreen(screen(of: table), [" a2     ", " B      ", " b0     "])
    }

    @Test func pageDownAndUpMoveAFrameAndKeepTheSelectionAtItsHeight() {
        let dataSource = TestDataSource(rows: rows(20))
        let table = makeTable(dataSource, width: 10, height: 4)
        table.selectRow(at: ItemPath(row: 1, section: 0))
        table.handle(.key(.pageDown))
        expectScreen(screen(of: table), [" row 3    ", " row 4    ", " row 5    ", " row 6    "])
        #expect(table.selectedRow == ItemPath(row: 4, section: 0), "still the second line of the frame")
        table.handle(.key(.pageUp))
        #expect(table.selectedRow == ItemPath(row: 1, section: 0))
        table.handle(.key(.pageUp))
        #expect(table.selectedRow == first, "at the top, Page Up selects the first row")
    }

    @Test func homeAndEndGoToTheVeryTopAndBottom() {
        let dataSource = TestDataSource([TestSection(header: "Top", rows(10)), TestSection(footer: "Bottom", rows(10, "x"))])
        let table = makeTable(dataSource, width: 10, height: 3)
        table.handle(.key(.end))
        #expect(table.selectedRow == ItemPath(row: 9, section: 1))
        expectScreen(screen(of: table), [" x8       ", " x9       ", " Bottom   "])
        let selected = screen(of: table).mask { $0.attributes.contains(.reverse) }
        #expect(selected == ["..........", "##########", ".........."])
        table.handle(.key(.home))
        expectScreen(screen(of: table), [" Top      ", " row 0    ", " row 1    "])
    }

    @Test func scrolledPositionsShowPartRowsAtTheTop() {
        let dataSource = TestDataSource(rows: [TestRow("tall", height: 3), "a", "b", "c"])
        let table = makeTable(dataSource, width: 6, height: 3)
        _ = screen(of: table)
        table.handle(.mouse(MouseEvent(kind: .wheelDown, x: 1, y: 1)))
        expectScreen(screen(of: table), [" a    ", " b    ", " c    "], "three lines down")
        table.handle(.mouse(MouseEvent(kind: .wheelDown, x: 1, y: 1)))
        expectScreen(screen(of: table), [" a    ", " b    ", " c    "], "the bottom holds")
        table.scroll(by: -1)
        expectScreen(screen(of: table), ["      ", " a    ", " b    "], "the last line of the tall row")
    }

    @Test func theWheelKeepsTheSelectionInView() {
        let dataSource = TestDataSource(rows: rows(20))
        let table = makeTable(dataSource, width: 10, height: 4)
        table.selectRow(at: first)
        table.handle(.mouse(MouseEvent(kind: .wheelDown, x: 0, y: 0)))
        #expect(table.selectedRow == ItemPath(row: 3, section: 0), "moved to the first row in view")
        #expect(dataSource.scrolls == 1)
        table.handle(.mouse(MouseEvent(kind: .wheelUp, x: 0, y: 0)))
        #expect(table.selectedRow == ItemPath(row: 3, section: 0), "still in view")
    }

    @Test func enterAndAClickTapTheRow() {
        let dataSource = TestDataSource([TestSection(header: "Header", rows(5))])
        let table = makeTable(dataSource, width: 10, height: 4)
        table.frame = TerminalRect(x: 0, y: 1, width: 10, height: 4)
        _ = screen(of: table)
        table.handle(.key(.enter))
        #expect(dataSource.taps.isEmpty, "nothing is selected")
        #expect(table.handle(.mouse(MouseEvent(kind: .press, x: 3, y: 3))))
        #expect(dataSource.taps == [ItemPath(row: 1, section: 0)], "screen row 3 is frame line 2: the header, row 0, row 1")
        #expect(table.selectedRow == ItemPath(row: 1, section: 0))
        table.handle(.key(.enter))
        #expect(dataSource.taps.count == 2)
        table.handle(.mouse(MouseEvent(kind: .press, x: 3, y: 1)))
        #expect(dataSource.taps.count == 2, "clicking the header taps nothing")
        #expect(!table.handle(.mouse(MouseEvent(kind: .press, x: 3, y: 0))), "outside the frame")
    }

    @Test func aTableThatAlwaysSelectsARowStartsOnTheFirstAndEnterTapsItAtOnce() {
        let dataSource = TestDataSource([TestSection(header: "Empty", []), TestSection(header: "B", rows(3))])
        let table = makeTable(dataSource, width: 10, height: 6)
        table.alwaysSelectsARow = true
        _ = screen(of: table)
        #expect(table.selectedRow == ItemPath(row: 0, section: 1), "the first row, past the empty section")
        table.handle(.key(.enter))
        #expect(dataSource.taps == [ItemPath(row: 0, section: 1)], "Enter taps it with no arrow key first")
        table.handle(.key(.down))
        #expect(table.selectedRow == ItemPath(row: 1, section: 1), "↓ moves on from the selected row")

        let empty = makeTable(TestDataSource([TestSection(header: "Empty", [])]), width: 10, height: 6)
        empty.alwaysSelectsARow = true
        _ = screen(of: empty)
        #expect(empty.selectedRow == nil, "an empty table selects nothing")
    }

    @Test func otherKeysGoToTheSelectedCell() throws {
        let dataSource = TestDataSource(rows: rows(3))
        let table = makeTable(dataSource)
        _ = screen(of: table)
        #expect(!table.handle(.key(.character(" "))), "no selection: the app gets the key")
        table.selectRow(at: ItemPath(row: 1, section: 0))
        #expect(table.handle(.key(.character(" "))))
        #expect(!table.handle(.key(.character("q"))), "the cell does not use q")
        let cell = try #require(table.cell(at: ItemPath(row: 1, section: 0)) as? TextCell)
        #expect(cell.keysHandled == [.character(" ")])
        #expect(table.needsDisplay)
    }

    @Test func aCellThatGrowsOnAKeyIsMeasuredAgain() {
        final class GrowingCell: TerminalTableViewCell, ReuseIdentifiable {
            override func handle(key: Key) -> Bool {
                lines.append("more")
                return true
            }
        }
        final class Source: TableViewHostDataSource {
            func numberOfSections(in host: any TableViewHost) -> Int { 1 }
            func tableHost(_ host: any TableViewHost, numberOfRowsInSection section: Int) -> Int { 2 }
            func tableHost(_ host: any TableViewHost, cellForRowAt path: ItemPath) -> AnyObject {
                let cell = host.dequeueReusableCell(withReuseIdentifier: "grow", for: path) as! GrowingCell
                cell.lines = [TerminalLine(StyledText("row \(path.row)"))]
                return cell
            }
        }
        let source = Source()
        let table = TerminalTableView(clock: ManualTerminalClock())
        table.register(cellType: GrowingCell.self, forReuseIdentifier: "grow")
        table.dataSource = source
        table.frame = TerminalRect(x: 0, y: 0, width: 8, height: 3)
        table.selectRow(at: ItemPath(row: 0, section: 0))
        table.handle(.key(.character("x")))
        expectScreen(screen(of: table), [" row 0  ", " more   ", " row 1  "])
    }
}
