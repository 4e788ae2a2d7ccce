import BraidTerminal

/// The whole screen: a title line, the table, and a status line with the last event.
final class FruitsScreen: TerminalContent {
    let table = TerminalTableView()
    let dataSource: FruitsDataSource
    private var status = "ready"
    private var laterCount = 0

    init(store: FruitStore) {
        dataSource = FruitsDataSource(store: store)
        table.register(cellType: FruitCell.self, forReuseIdentifier: FruitCell.reuseIdentifier)
        table.register(cellType: ToggleCell.self, forReuseIdentifier: ToggleCell.reuseIdentifier)
        table.dataSource = dataSource
        dataSource.onEvent = { [unowned self] event in
            status = event
            TerminalApp.setNeedsDisplay()
        }
    }

    func render(into buffer: inout ScreenBuffer) {
        buffer.draw(StyledText(" Braid end-to-end", style: .bold), x: 0, y: 0)
        table.frame = TerminalRect(x: 0, y: 1, width: buffer.width, height: buffer.height - 2)
        table.render(into: &buffer)
        let selected = table.selectedRow.map { "\($0.section)-\($0.row)" } ?? "none"
        let line = StyledText(" \(status) | selected \(selected) | q quits", style: .reverse)
        buffer.fill(TerminalRect(x: 0, y: buffer.height - 1, width: buffer.width, height: 1), style: .reverse)
        buffer.draw(line.truncated(toWidth: buffer.width), x: 0, y: buffer.height - 1)
    }

    func handle(_ event: InputEvent) -> Bool {
        if table.handle(event) { return true }
        switch event {
        case .key(.character("q")):
            TerminalApp.stop()
        case .key(.character("x")):
            fatalError("braid-terminal-e2e: crashing on purpose (x)")
        case .key(.character("i")):
            dataSource.insertAtTop(into: table)
            status = "inserted"
        case .key(.character("d")):
            if let selected = table.selectedRow { dataSource.delete(selected, from: table) }
            status = "deleted"
        case .key(.character("a")):
            status = "adding…"
            laterCount += 1
            let title = "Later \(laterCount)"
            Task { @MainActor in
                try? await Task.sleep(for: .milliseconds(300))
                self.dataSource.appendLater(title, to: self.table)
                self.status = "added \(title)"
            }
        default:
            return false
        }
        TerminalApp.setNeedsDisplay()
        return true
    }

    var isAnimating: Bool { table.isAnimating }
}
