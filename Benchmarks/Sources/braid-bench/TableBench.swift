import Braid
import BraidTerminal

/// One view — a table of n rows or a grid of n items — on the benchmark's screen, and the operations the
/// terminal suite times on it.
@MainActor
final class ViewBench {
    /// What one operation wrote.
    struct Output: Checksummed {
        var bytes: Int
        var checksum: Int { bytes }
    }

    private let screen: TerminalScreen
    private var buffer: ScreenBuffer
    private var step = 0
    private let render: (inout ScreenBuffer) -> Void
    /// The view's own operations, given the step number (even steps undo odd ones).
    private let operations: [TerminalSuite.Workload: (Int) -> Void]

    /// What the view needs kept alive (its data source, which it holds weakly).
    private let kept: AnyObject?

    init(
        screen: TerminalScreen, render: @escaping (inout ScreenBuffer) -> Void, keeping kept: AnyObject? = nil,
        operations: [TerminalSuite.Workload: (Int) -> Void]
    ) {
        self.kept = kept
        self.screen = screen
        self.render = render
        self.operations = operations
        buffer = ScreenBuffer(width: screen.width, height: screen.height)
        screen.redrawAll()
        draw()
    }

    /// A table of `rowCount` rows, scrolled to the middle; with `content`, rows described by `RowContent` in the
    /// terminal's content cell instead of the hand-written cell.
    static func table(rowCount: Int, content: Bool = false, screen: TerminalScreen) -> ViewBench {
        let table = TerminalTableView()
        let rows = GeneratedRows(count: rowCount, content: content)
        table.register(cellType: BenchCell.self, forReuseIdentifier: BenchCell.reuseIdentifier)
        table.register(cellType: TerminalContentCell.self, forReuseIdentifier: TerminalContentCell.reuseIdentifier)
        table.dataSource = rows
        table.animateChanges = false
        table.scrollToRow(at: ItemPath(row: rowCount / 2, section: 0))
        return ViewBench(screen: screen, render: { table.render(into: &$0) }, operations: [
            .scroll: { step in table.handle(.mouse(MouseEvent(kind: step.isMultiple(of: 2) ? .wheelUp : .wheelDown, x: 0, y: 0))) },
            .update: { _ in
                guard let visible = table.indexPathsForVisibleRows.dropFirst(10).first else { return }
                table.performBatchUpdates(
                    BatchUpdate(itemReloads: [visible]), animations: .all(.none),
                    updateData: { rows.edit(visible.row) }, completion: nil)
            },
            .insertAbove: { step in
                let inserting = step.isMultiple(of: 2)
                table.performBatchUpdates(
                    inserting ? BatchUpdate(itemInserts: [ItemPath(row: 0, section: 0)]) : BatchUpdate(itemDeletes: [ItemPath(row: 0, section: 0)]),
                    animations: .all(.none), updateData: { rows.shift(by: inserting ? 1 : -1) }, completion: nil)
            },
        ])
    }

    /// A grid of `itemCount` tiles of 12 × 2, scrolled to the middle.
    static func grid(itemCount: Int, screen: TerminalScreen) -> ViewBench {
        let grid = TerminalCollectionView()
        let tiles = GeneratedTiles(count: itemCount)
        grid.register(cellType: BenchTile.self, forReuseIdentifier: BenchTile.reuseIdentifier)
        grid.dataSource = tiles
        grid.animateChanges = false
        grid.frame = TerminalRect(x: 0, y: 0, width: screen.width, height: screen.height)
        grid.selectItem(at: ItemPath(item: itemCount / 2, section: 0))
        return ViewBench(screen: screen, render: { grid.render(into: &$0) }, operations: [
            .scroll: { step in grid.handle(.mouse(MouseEvent(kind: step.isMultiple(of: 2) ? .wheelUp : .wheelDown, x: 0, y: 0))) },
            .update: { _ in
                guard let visible = grid.indexPathsForVisibleItems.dropFirst(40).first else { return }
                grid.performBatchUpdates(BatchUpdate(itemReloads: [visible]), updateData: { tiles.edit(visible.item) }, completion: nil)
            },
            .insertAbove: { step in
                let inserting = step.isMultiple(of: 2)
                grid.performBatchUpdates(
                    inserting ? BatchUpdate(itemInserts: [ItemPath(item: 0, section: 0)]) : BatchUpdate(itemDeletes: [ItemPath(item: 0, section: 0)]),
                    updateData: { tiles.shift(by: inserting ? 1 : -1) }, completion: nil)
            },
        ])
    }

    /// Runs one `workload` operation and draws the result.
    func perform(_ workload: TerminalSuite.Workload) -> Output {
        step += 1
        let before = screen.bytesWritten ?? 0
        if workload == .frame { screen.redrawAll() } else { operations[workload]?(step) }
        draw()
        return Output(bytes: (screen.bytesWritten ?? 0) - before)
    }

    private func draw() {
        render(&buffer)
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
    /// Whether the rows are described by content (`TerminalContentCell`) rather than drawn by the hand-written cell.
    private let content: Bool
    /// Rows inserted at the top so far.
    private var shifted = 0
    /// Rows whose text was edited, by their index among the generated rows.
    private var edits: [Int: Int] = [:]

    init(count: Int, content: Bool = false) {
        self.count = count
        self.content = content
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
        let index = path.row - shifted
        let title = index < 0 ? "Inserted row" : "Row \(index)" + ((edits[index] ?? 0) % 2 == 1 ? " edited" : "")
        let detail = "\(index &* 37 % 100_000).00"
        if content {
            let cell = host.dequeueReusableCell(withReuseIdentifier: TerminalContentCell.reuseIdentifier, for: path)
                as! TerminalContentCell
            cell.viewModel = RowContent(text: title, secondaryText: detail, accessories: [.disclosureIndicator])
            return cell
        }
        let cell = host.dequeueReusableCell(withReuseIdentifier: BenchCell.reuseIdentifier, for: path) as! BenchCell
        cell.lines = [TerminalLine(StyledText(title), right: StyledText(detail, style: .bold))]
        cell.accessory = .disclosureIndicator
        return cell
    }
}

/// A tile of the benchmark grid.
final class BenchTile: TerminalCollectionViewCell, ReuseIdentifiable {}

/// Tiles made up from their index, like ``GeneratedRows``: the data costs nothing, so what is measured is the grid.
@MainActor
final class GeneratedTiles: CollectionViewHostDataSource {
    private var count: Int
    private var shifted = 0
    private var edits: [Int: Int] = [:]

    init(count: Int) {
        self.count = count
    }

    func edit(_ item: Int) { edits[item - shifted, default: 0] += 1 }

    func shift(by items: Int) {
        shifted += items
        count += items
    }

    func numberOfSections(in host: any CollectionViewHost) -> Int { 1 }

    func collectionHost(_ host: any CollectionViewHost, numberOfItemsInSection section: Int) -> Int { count }

    func collectionHost(_ host: any CollectionViewHost, sizeForItemAt path: ItemPath) -> Size? { Size(width: 12, height: 2) }

    func collectionHost(_ host: any CollectionViewHost, cellForItemAt path: ItemPath) -> AnyObject {
        let cell = host.dequeueReusableCell(withReuseIdentifier: BenchTile.reuseIdentifier, for: path) as! BenchTile
        let index = path.item - shifted
        cell.lines = [
            TerminalLine(StyledText(index < 0 ? "New" : "Item \(index)")),
            TerminalLine(StyledText("\(index &* 37 % 1_000)" + ((edits[index] ?? 0) % 2 == 1 ? "*" : ""), style: .bold)),
        ]
        return cell
    }
}
