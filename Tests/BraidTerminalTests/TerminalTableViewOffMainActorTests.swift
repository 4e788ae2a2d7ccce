import Braid
import BraidTesting
import Testing
@testable import BraidTerminal

/// The terminal stays responsive while a big update is computed: the diff runs on another thread, and the main
/// actor — where `TerminalApp` handles input and draws frames — goes on taking keys and drawing.
@MainActor
@Suite struct TerminalTableViewOffMainActorTests {
    final class NameCell: TerminalTableViewCell {}

    @Test func keysAndFramesAreHandledWhileA50000RowUpdateIsDiffed() async {
        let clock = ManualTerminalClock()
        let table = TerminalTableView(clock: clock)
        table.frame = TerminalRect(x: 0, y: 0, width: 12, height: 3)
        let scheduler = GatedUpdateScheduler()
        let binder = TableViewBinder(tableView: table.validated(), scheduler: scheduler)
        var names = (0..<50_000).map { "n\($0)" }
        binder.onTable().bind(cellType: NameCell.self, models: { names })
            .onDequeue { _, cell, name in cell.lines = [TerminalLine(StyledText(name))] }
        binder.finish()
        table.selectRow(at: ItemPath(row: 0, section: 0))

        names.reverse()
        binder.refresh()
        for _ in 0..<2_000 where scheduler.offMainJobsStarted == 0 { await Task.yield() }
        #expect(scheduler.offMainJobsStarted == 1, "the diff of 100,000 rows was handed to another thread")

        // Meanwhile the main actor takes keys and draws frames of the old data.
        table.handle(.key(.down))
        table.handle(.key(.down))
        #expect(table.selectedRow == ItemPath(row: 2, section: 0), "keys are handled while the diff runs")
        clock.advance(by: .milliseconds(33))
        #expect(text(of: table) == ["n0", "n1", "n2"], "frames are drawn, of the data the table shows")

        scheduler.open()
        for _ in 0..<2_000 where text(of: table).first != "n49999" { try? await Task.sleep(nanoseconds: 5_000_000) }
        #expect(text(of: table).first == "n49999", "the update lands once its diff is done")
    }

    private func text(of table: TerminalTableView) -> [String] {
        screen(of: table).lines.map { String($0.reversed().drop { $0 == " " }.reversed()).trimmingCharacters(in: .whitespaces) }
    }
}
