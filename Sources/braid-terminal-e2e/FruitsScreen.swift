import BraidTerminal
import BraidTesting
import Testing  // the validating host's default source location

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The whole screen: a title line, the table, and a status line with the last event.
final class FruitsScreen: TerminalContent {
    let table = TerminalTableView()
    /// What the updates are handed to: the table, or — with `BRAID_VALIDATE_BATCHES` set, as the end-to-end tests
    /// run the program — the table behind UIKit's rules, which stops the program with UIKit's message on a batch UIKit
    /// would refuse.
    let host: any TableViewHost
    let dataSource: FruitsDataSource
    private var status = "ready"
    private var laterCount = 0

    init(store: FruitStore) {
        dataSource = FruitsDataSource(store: store)
        table.register(cellType: FruitCell.self, forReuseIdentifier: FruitCell.reuseIdentifier)
        table.register(cellType: ToggleCell.self, forReuseIdentifier: ToggleCell.reuseIdentifier)
        table.dataSource = dataSource
        host = getenv("BRAID_VALIDATE_BATCHES") == nil ? table : ValidatingHost(table, failureHandler: { error, _ in
            TerminalApp.stop(status: 70, message: "braid-terminal-e2e: a batch update UIKit would refuse: \(error.message)")
        })
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
            dataSource.insertAtTop(into: host)
            status = "inserted"
        case .key(.character("d")):
            if let selected = table.selectedRow { dataSource.delete(selected, from: host) }
            status = "deleted"
        case .key(.character("a")):
            status = "adding…"
            laterCount += 1
            let title = "Later \(laterCount)"
            Task { @MainActor in
                try? await Task.sleep(for: .milliseconds(300))
                self.dataSource.appendLater(title, to: self.host)
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
