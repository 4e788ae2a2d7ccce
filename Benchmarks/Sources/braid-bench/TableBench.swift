import BraidTerminal

/// One table of n rows on the benchmark's screen, and the operations the terminal suite times on it.
@MainActor
final class TableBench {
    /// What one operation wrote.
    struct Output: Checksummed {
        var bytes: Int
        var checksum: Int { bytes }
    }

    private let table = TerminalTableView()
    private let rows: GeneratedRows
    private let screen: TerminalScreen
    private var buffer: ScreenBuffer
    private var step = 0

    /// A table of `rowCount` rows, scrolled to the middle, drawn once on `screen`.
    init(rowCount: Int, screen: TerminalScreen) {
        self.screen = screen
        rows = GeneratedRows(count: rowCount)
        buffer = ScreenBuffer(width: screen.width, height: screen.height)
        table.register(cellType: BenchCell.self, forReuseIdentifier: BenchCell.reuseIdentifier)
        table.dataSource = rows
        table.animateChanges = false
        table.scrollToRow(at: ItemPath(row: rowCount / 2, section: 0))
        screen.redrawAll()
        draw()
    }

    /// Runs one `workload` operation and draws the result.
    func perform(_ workload: TerminalSuite.Workload) -> Output {
        step += 1
        let before = screen.bytesWritten ?? 0
        switch workload {
        case .frame:
            screen.redrawAll()
        case .scroll:
            table.handle(.mouse(MouseEvent(kind: step.isMultiple(of: 2) ? .wheelUp : .wheelDown, x: 0, y: 0)))
        case .update:
            guard let visible = table.indexPathsForVisibleRows.dropFirst(10).first else { break }
            table.performBatchUpdates(
                BatchUpdate(itemReloads: [visible]), animations: .all(.none),
                updateData: { rows.edit(visible.row) }, completion: nil)
        case .insertAbove:
            let top = ItemPath(row: 0, section: 0)
            let inserting = step.isMultiple(of: 2)
            table.performBatchUpdates(
                inserting ? BatchUpdate(itemInserts: [top]) : BatchUpdate(itemDeletes: [top]),
                animations: .all(.none), updateData: { rows.shift(by: inserting ? 1 : -1) }, completion: nil)
        }
        draw()
        return Output(bytes: (screen.bytesWritten ?? 0) - before)
    }

    private func draw() {
        table.render(into: &buffer)
        screen.present(buffer)
    }
}

/// A title/detail row.
final class BenchCell: TerminalTableViewCell, ReuseIdentifiable {}

/// Rows made up from their index, as many as asked, without storing them: the data costs nothing, so
/// what is measured is the table.
@MainActor
final class GeneratedRows: TableViewHostDataSource {
    private var count: Int
    /// Rows inserted at the top so far.
    private var shifted = 0
    /// Rows whose text was edited, by their index among the generated rows.
    private var edits: [Int: Int] = [:]

    init(count: Int) {
        self.count = count
    }

    /// Changes the text of the row now at `row`.
    func edit(_ row: Int) {
        edits[row - shifted, default: 0] += 1
    }

    /// Inserts (1) or deletes (-1) a row at the top.
    func shift(by rows: Int) {
        shifted += rows
        count += rows
    }

    func numberOfSections(in host: any TableViewHost) -> Int { 1 }

    func tableHost(_ host: any TableViewHost, numberOfRowsInSection section: Int) -> Int { count }

    func tableHost(_ host: any TableViewHost, cellForRowAt path: ItemPath) -> AnyObject {
        let cell = host.dequeueReusableCell(withReuseIdentifier: BenchCell.reuseIdentifier, for: path) as! BenchCell
        let index = path.row - shifted
        let title = index < 0 ? "Inserted row" : "Row \(index)" + ((edits[index] ?? 0) % 2 == 1 ? " edited" : "")
        cell.lines = [TerminalLine(StyledText(title), right: StyledText("\(index &* 37 % 100_000).00", style: .bold))]
        cell.accessory = .disclosureIndicator
        return cell
    }
}
