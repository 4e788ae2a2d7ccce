import Testing
@testable import BraidTesting

@MainActor
@Suite struct HeadlessReuseTests {
    /// Scrolls `table` down by `step` until the end, collecting rows whose visible cell shows another row's text.
    private func scrollToTheEnd(_ table: HeadlessTableView, step: Double) -> (steps: Int, wrong: [String]) {
        var wrong: [String] = []
        var steps = 0
        var previousOffset = -1.0
        while table.contentOffset != previousOffset {
            previousOffset = table.contentOffset
            table.scroll(by: step)
            steps += 1
            for (path, cell) in table.visibleCells where cell.text != "row \(path.row)" {
                wrong.append("(\(path)) shows \(cell.text)")
            }
        }
        return (steps, wrong)
    }

    @Test func scrollingTenThousandRowsTopToBottomDequeuesOnlyAScreenfulPlusTheMargin() {
        let source = LettersSource(numberedRows(10_000))
        source.estimatedRowHeight = { _ in 2 }
        let table = makeTable(source, height: 20, margin: 3)
        table.layoutIfNeeded()
        let (steps, wrong) = scrollToTheEnd(table, step: 7)

        #expect(wrong.isEmpty, "every visible cell shows its own row; wrong: \(wrong.prefix(5))")
        #expect(table.indexPathsForVisibleRows.last == p(0, 9_999), "the scroll reached the last row")
        #expect(steps > 1_000, "the table was scrolled in \(steps) steps of 7 rows")
        let created = table.counters.totalCellsCreated
        #expect(created <= 20 + 2 * 3 + 1,
                "no more cells than the viewport (20) plus the margin above and below (3 + 3), and one row cut in two; created \(created)")
        var seen: Set<ItemPath> = []
        let again = source.cellRequests.filter { !seen.insert($0).inserted }
        #expect(seen.count == 10_000, "every row was configured on the way down")
        #expect(again.count <= 3 && again.allSatisfy { $0.row >= 10_000 - 20 - 3 },
                "a row is configured again only at the very end, where measuring the last rows (estimated 2, measured 1) shortens the content and pulls the viewport back up over rows it had left; again: \(again)")
        #expect(table.counters.cellDequeues["Text"] == 10_000 + again.count, "one dequeue per configuration")
        #expect(table.contentHeight == 10_000, "every row was displayed, so every estimate (2) became a height (1)")
    }

    @Test func cellsThatScrollOutAreReusedForTheRowsThatComeIn() {
        let source = LettersSource(numberedRows(100))
        let table = makeTable(source, height: 5)
        let first = table.cell(at: p(0, 0), as: TextCell.self)
        table.scroll(by: 5)
        #expect(table.counters.totalCellsCreated == 5, "rows 5 to 9 took the five cells rows 0 to 4 gave back")
        #expect(table.visibleCells.contains { $0.cell === first }, "the cell that showed row 0 shows another row now")
        #expect(first?.reuses == 1, "it was prepared for reuse once")
        #expect(first?.text.hasPrefix("row ") == true && first?.text != "row 0", "and shows its new row")
    }

    @Test func eachIdentifierHasItsOwnPool() {
        let source = LettersSource(numberedRows(40))
        source.cellOverride = { host, path in
            let identifier = path.row.isMultiple(of: 2) ? "Text" : "Other"
            let cell = (host as! any TableViewHost).dequeueReusableCell(withReuseIdentifier: identifier, for: path)
            (cell as? HeadlessReusableView)?.text = "row \(path.row)"
            return cell
        }
        let table = makeTable(source, height: 4)
        table.layoutIfNeeded()
        table.scroll(by: 4)
        table.scroll(by: 4)
        #expect(table.counters.cellsCreated == ["Text": 2, "Other": 2], "two even and two odd rows on screen at a time")
        #expect(table.counters.cellDequeues == ["Text": 6, "Other": 6], "twelve rows shown in three screens")
        #expect(table.visibleCells.allSatisfy { ($0.cell is TextCell) == $0.path.row.isMultiple(of: 2) },
                "even rows got TextCells and odd rows OtherCells, never one from the other's pool")
    }

    @Test func aCollectionReusesCellsTheSameWay() {
        let source = LettersSource(numberedRows(1_000))
        source.itemSize = { _ in Size(width: 10, height: 1) }
        let collection = makeCollection(source, height: 5, width: 30)
        collection.layoutIfNeeded()
        var previousOffset = -1.0
        var wrong: [String] = []
        while collection.contentOffset != previousOffset {
            previousOffset = collection.contentOffset
            collection.scroll(by: 3)
            for (path, cell) in collection.visibleCells where cell.text != "row \(path.item)" {
                wrong.append("(\(path)) shows \(cell.text)")
            }
        }
        #expect(wrong.isEmpty, "every visible cell shows its own item; wrong: \(wrong.prefix(5))")
        #expect(collection.indexPathsForVisibleItems.last == p(0, 999), "the scroll reached the last item")
        #expect(collection.counters.totalCellsCreated <= 3 * 6,
                "three items per line, five lines and one cut in two; created \(collection.counters.totalCellsCreated)")
    }
}
