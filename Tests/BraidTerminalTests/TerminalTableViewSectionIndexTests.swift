import Testing
@testable import BraidTerminal

/// The section index in the terminal: a column of titles at the right edge, a click on one, and the Ctrl-G prompt.
@MainActor
@Suite struct TerminalTableViewSectionIndexTests {
    /// A line of a 24-column table with an index: the rows' 22 columns, a space, and the index's title (or blank).
    private func line(_ rows: String, _ title: String) -> String {
        rows + String(repeating: " ", count: max(0, 22 - rows.count)) + " " + (title.isEmpty ? " " : title)
    }

    /// Three sections of three rows, with headers, titled A, B and C in the index.
    private func lettered(height: Int = 4) -> (TestDataSource, TerminalTableView) {
        let dataSource = TestDataSource([
            TestSection(header: "A", rows(3, "a")), TestSection(header: "B", rows(3, "b")), TestSection(header: "C", rows(3, "c")),
        ])
        dataSource.indexTitles = ["A", "B", "C"]
        return (dataSource, makeTable(dataSource, width: 24, height: height))
    }

    @Test func theTitlesStandInAColumnAtTheRightEdgeCentredAndTheRowsGiveItRoom() {
        let (source, table) = lettered(height: 5)
        defer { withExtendedLifetime(source) {} }
        expectScreen(screen(of: table), [
            line(" A", ""),
            line(" a0", "A"),
            line(" a1", "B"),
            line(" a2", "C"),
            line(" B", ""),
        ])
        #expect(table.sectionIndexTitles == ["A", "B", "C"])
        #expect(table.sectionIndexKeyHints.map(\.key) == ["^G"], "the status line can offer the prompt")
    }

    @Test func withoutTitlesThereIsNoColumnAndCtrlGIsNotTaken() {
        let (dataSource, table) = lettered()
        dataSource.indexTitles = nil
        expectScreen(screen(of: table), [line(" A", ""), line(" a0", ""), line(" a1", ""), line(" a2", "")])
        #expect(!table.handle(.key(.control("g"))), "no index: Ctrl-G is the app's")
        #expect(table.sectionIndexKeyHints.isEmpty)
    }

    @Test func moreTitlesThanLinesAreSpreadOverThemFirstAndLastKept() {
        #expect(SectionIndexStrip.lines(for: 26, height: 5) == [0, 6, 12, 18, 25])
        #expect(SectionIndexStrip.lines(for: 2, height: 5) == [nil, 0, 1, nil, nil])
        #expect(SectionIndexStrip.lines(for: 3, height: 1) == [0])
        #expect(SectionIndexStrip.lines(for: 0, height: 2) == [nil, nil])
    }

    @Test func aClickOnATitleJumpsToItsSectionAndSelectsItsFirstRow() {
        let (source, table) = lettered()
        defer { withExtendedLifetime(source) {} }
        _ = screen(of: table)
        // Four lines, three titles: A on line 0, B on 1, C on 2 (the table starts at y 1 in makeTable's frame).
        table.handle(.mouse(MouseEvent(kind: .press, x: 22, y: table.frame!.y + 1)))
        expectScreen(screen(of: table), [line(" B", "A"), line(" b0", "B"), line(" b1", "C"), line(" b2", "")])
        #expect(table.selectedRow == ItemPath(row: 0, section: 1))
        table.handle(.mouse(MouseEvent(kind: .press, x: 22, y: table.frame!.y + 3)))
        #expect(table.selectedRow == ItemPath(row: 0, section: 2), "a blank line below the titles takes the one above it")
    }

    @Test func ctrlGOpensAPromptWhereTypingJumpsEnterKeepsThePlaceAndEscGoesBack() {
        let (source, table) = lettered()
        defer { withExtendedLifetime(source) {} }
        _ = screen(of: table)
        table.selectRow(at: ItemPath(row: 1, section: 0))
        #expect(table.handle(.key(.control("g"))) && table.isJumpPromptOpen)
        table.handle(.key(.character("c")))
        var lines = screen(of: table).lines
        #expect(lines[0].hasPrefix(" C ") && lines[3].hasPrefix(" Go to: c▏"), "typing c jumps to C: \(lines)")
        #expect(table.selectedRow == ItemPath(row: 0, section: 2))
        #expect(table.handle(.key(.character("q"))), "the prompt keeps plain letters: q does not reach the app")
        lines = screen(of: table).lines
        #expect(lines[3].contains("(no match)"), "cq matches nothing, and says so: \(lines)")
        table.handle(.key(.escape))
        #expect(!table.isJumpPromptOpen)
        #expect(table.selectedRow == ItemPath(row: 1, section: 0), "Esc goes back to where the table was")
        expectScreen(screen(of: table), [line(" A", "A"), line(" a0", "B"), line(" a1", "C"), line(" a2", "")])
        table.handle(.key(.control("g")))
        table.handle(.key(.character("b")))
        table.handle(.key(.enter))
        #expect(!table.isJumpPromptOpen && table.selectedRow == ItemPath(row: 0, section: 1), "Enter keeps the place")
        #expect(!table.handle(.key(.character("q"))), "with the prompt closed, q is the app's again")
    }
}
