import Braid
import Testing
@testable import BraidTerminal

/// Editing from the keyboard on a table a Braid binder drives: delete with a confirmation, swipe actions as a
/// menu, and moving a row in editing mode — each only where the chain allows it.
@MainActor
@Suite struct TerminalTableViewEditingTests {
    /// A table of 20 × 6 showing `names` through a binder with the given editing.
    @MainActor final class Fixture {
        let table: TerminalTableView
        let binder: TableViewBinder
        let scheduler = ManualUpdateScheduler()
        let clock = ManualTerminalClock()
        var names: [String]
        var log: [String] = []

        init(_ names: [String], edit: (TableViewModelSingleSectionBinder<NameCell, _SingleSection, String>, Fixture) -> Void) {
            self.names = names
            table = TerminalTableView(clock: clock)
            table.frame = TerminalRect(x: 0, y: 0, width: 20, height: 6)
            binder = TableViewBinder(tableView: table, scheduler: scheduler)
            let chain = binder.onTable().bind(cellType: NameCell.self, models: { [unowned self] in self.names })
                .onDequeue { _, cell, name in cell.lines = [TerminalLine(StyledText(name))] }
            edit(chain, self)
            binder.finish()
            table.selectRow(at: ItemPath(row: 0, section: 0))
        }

        /// Presses `keys`, applies the updates they caused and lets the animations end.
        func press(_ keys: Key...) {
            for key in keys { table.handle(.key(key)) }
            scheduler.flush()
            clock.advance(by: .seconds(1))
        }

        var text: [String] { screen(of: table).lines.map { String($0.reversed().drop { $0 == " " }.reversed()) } }
    }

    final class NameCell: TerminalTableViewCell {}

    @Test func deleteAsksForAConfirmationAndEscapeKeepsTheRow() {
        let fixture = Fixture(["Ann", "Bob"]) { chain, fixture in
            chain.onDelete { row, name in fixture.log.append("delete \(name)"); fixture.names.remove(at: row) }
        }
        #expect(fixture.table.editingKeyHints.map(\.key) == ["del", "tab"], "a deletable row offers delete and its actions")
        fixture.press(.delete)
        #expect(fixture.table.editingKeyHints.map(\.action) == ["delete", "keep"], "the status line asks")
        fixture.press(.escape)
        #expect(fixture.log.isEmpty && fixture.text.prefix(2) == [" Ann", " Bob"], "Esc keeps the row: \(fixture.text)")
        fixture.press(.backspace, .enter)
        #expect(fixture.log == ["delete Ann"], "Enter confirms: the chain's onDelete runs")
        #expect(fixture.names == ["Bob"] && fixture.text.first == " Bob", "and the row goes: \(fixture.text)")
    }

    @Test func aRowThatCannotBeDeletedIgnoresTheDeleteKey() {
        let fixture = Fixture(["Ann"]) { _, _ in }
        #expect(fixture.table.editingKeyHints.isEmpty)
        #expect(!fixture.table.handle(.key(.delete)), "the key is the app's to handle")
    }

    @Test func tabOpensTheSwipeActionsAsAMenu() {
        let fixture = Fixture(["Ann", "Bob"]) { chain, fixture in
            chain.trailingSwipeActions { row, name in
                [SwipeAction(title: "Favourite") { done in fixture.log.append("favourite \(row) \(name)"); done(true) },
                 SwipeAction(title: "Share") { done in fixture.log.append("share \(name)"); done(true) }]
            }
        }
        fixture.press(.down, .tab)
        #expect(fixture.text.contains { $0.hasSuffix("Favourite") } && fixture.text.contains { $0.hasSuffix("Share") },
                "the menu shows the actions: \(fixture.text)")
        fixture.press(.down, .enter)
        #expect(fixture.log == ["share Bob"], "↓ then Enter performs the second action for the selected row")
        #expect(!fixture.text.contains { $0.hasSuffix("Share") }, "the menu closes: \(fixture.text)")
    }

    @Test func inEditingModeMMovesTheSelectedRowWhereEnterDropsIt() {
        let fixture = Fixture(["Ann", "Bob", "Cid"]) { chain, fixture in
            chain.onMove { from, to, name in
                fixture.log.append("move \(name) \(from)→\(to)")
                fixture.names.insert(fixture.names.remove(at: from), at: to)
            }
        }
        #expect(!fixture.table.handle(.key(.character("m"))), "outside editing mode there is no reorder control")
        fixture.binder.setEditing(true, animated: true)
        #expect(fixture.text.first == " Ann               ≡", "editing mode shows the reorder control: \(fixture.text)")
        fixture.press(.character("m"), .down, .down)
        #expect(fixture.table.editingKeyHints.map(\.action) == ["choose place", "drop", "cancel"])
        fixture.press(.enter)
        #expect(fixture.log == ["move Ann 0→2"], "the chain's onMove hears the move")
        #expect(fixture.names == ["Bob", "Cid", "Ann"])
        #expect(fixture.text.prefix(3).map { $0.replacingOccurrences(of: "≡", with: "").trimmingCharacters(in: .whitespaces) } == ["Bob", "Cid", "Ann"],
                "the table shows it moved, and the update after agrees: \(fixture.text)")
        #expect(fixture.table.selectedRow == ItemPath(row: 2, section: 0), "the selection follows the row")
        fixture.press(.character("m"), .up, .escape)
        #expect(fixture.names == ["Bob", "Cid", "Ann"], "Esc leaves the row where it was")
    }
}
