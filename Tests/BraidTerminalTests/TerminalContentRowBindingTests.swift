import Braid
import BraidTesting
import Testing
@testable import BraidTerminal

/// Rows described by content on the chain (`bind(content:models:)`) in the terminal: each model's content in the
/// terminal's content cell, Space on a toggle reaching `onToggle` with the model, and an update that changes some rows'
/// content reconfiguring exactly those rows in a validated batch.
@MainActor
@Suite struct TerminalContentRowBindingTests {
    struct Task: Identifiable {
        var id: String
        var done = false
        var content: RowContent { RowContent(text: id, accessories: [.toggle(isOn: done)]) }
    }

    @Test func spaceOnAContentRowsToggleReachesTheChainAndOnlyChangedRowsAreReconfigured() {
        let table = TerminalTableView(clock: ManualTerminalClock())
        table.frame = TerminalRect(x: 0, y: 0, width: 16, height: 4)
        let host = table.validated()
        let scheduler = ManualUpdateScheduler()
        let binder = TableViewBinder(tableView: host, scheduler: scheduler)
        var tasks = ["Milk", "Eggs", "Tea"].map { Task(id: $0) }
        var heard: [String] = []
        binder.onTable()
            .bind(content: \.content, models: { tasks })
            .onToggle { row, task, isOn in
                heard.append("\(row) \(task.id) \(isOn)")
                tasks[row].done = isOn
            }
            .bind(headerContent: HeaderFooterContent(text: "Shopping"))
        binder.finish()
        expectScreen(screen(of: table), [
            " Shopping       ",
            " Milk       [ ] ",
            " Eggs       [ ] ",
            " Tea        [ ] ",
        ])
        table.selectRow(at: ItemPath(row: 1, section: 0))
        _ = table.handle(.key(.character(" ")))
        #expect(heard == ["1 Eggs true"], "Space flips the toggle, and the chain hears it with the model")

        tasks[2].done = true
        binder.refresh()
        scheduler.flush()
        let reconfigured = host.batches.flatMap(\.itemReconfigures)
        #expect(reconfigured.contains(ItemPath(row: 2, section: 0)) && !reconfigured.contains(ItemPath(row: 0, section: 0)),
                "Tea's content changed, Milk's did not: \(host.batches)")
        expectScreen(screen(of: table), [
            " Shopping       ",
            " Milk       [ ] ",
            " Eggs       [x] ",
            " Tea        [x] ",
        ])
    }

    struct Folder: Identifiable, Equatable {
        var name: String
        var children: [Folder] = []
        var id: String { name }
    }

    @Test func aTreeOfContentRowsDrawsItsDisclosuresBesideTheContentAndOpensOnTheRightArrow() {
        let table = TerminalTableView(clock: ManualTerminalClock())
        table.frame = TerminalRect(x: 0, y: 0, width: 16, height: 4)
        let host = table.validated()
        let scheduler = ManualUpdateScheduler()
        let binder = TableViewBinder(tableView: host, scheduler: scheduler)
        let roots = [Folder(name: "Docs", children: [Folder(name: "Taxes")]), Folder(name: "todo")]
        binder.onTable()
            .bind(content: { node in RowContent(text: node.model.name, accessories: node.hasChildren ? [] : [.checkmark]) },
                  tree: roots, children: \.children)
        binder.finish()
        expectScreen(screen(of: table), [
            " ▸ Docs         ",
            "   todo       ✓ ",
            "                ",
            "                ",
        ])
        table.selectRow(at: ItemPath(row: 0, section: 0))
        _ = table.handle(.key(.right))
        scheduler.flush()
        #expect(host.batches.flatMap(\.itemReconfigures) == [ItemPath(row: 0, section: 0)],
                "the opened row is reconfigured, its disclosure turned: \(host.batches)")
        expectScreen(screen(of: table), [
            " ▾ Docs         ",
            "     Taxes    ✓ ",
            "   todo       ✓ ",
            "                ",
        ])
    }
}
