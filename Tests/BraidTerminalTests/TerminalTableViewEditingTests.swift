import Braid
import Testing
@testable import BraidTerminal

/// Editing from the keyboard on a table a Braid binder drives: delete with a confirmation, swipe actions as a
/// menu, and moving a row in editing mode — each only where the chain allows it.
@MainActor
@Suite struct TerminalTableViewEditingTests {
    /// A table of 20 × 6 showing `names` through a binder with the given editing.
    @MainActor final class Fixture: KeyboardFixture<TerminalTableView, [String]> {
        lazy var binder = TableViewBinder(tableView: view.validated(), scheduler: scheduler)
        var table: TerminalTableView { view }

        init(_ names: [String], edit: (TableViewModelSingleSectionBinder<NameCell, SingleSection, String>, Fixture) -> Void) {
            super.init(names: names, width: 20, height: 6) { TerminalTableView(clock: $0) }
            let chain = binder.onTable().bind(cellType: NameCell.self, models: { [unowned self] in self.names })
                .onDequeue { _, cell, name in cell.lines = [TerminalLine(StyledText(name))] }
            edit(chain, self)
            binder.finish()
            table.selectRow(at: ItemPath(row: 0, section: 0))
        }
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

    @Test func editingModeMarksRowsThatCanBeDeletedAndRowsThatCanMove() {
        let fixture = Fixture(["Ann", "Bob"]) { chain, _ in
            chain.onDelete { _, _ in }.onMove { _, _, _ in }.canEdit { row, _ in row == 0 }
        }
        #expect(fixture.text.prefix(2) == [" Ann", " Bob"], "no marks outside editing mode: \(fixture.text)")
        fixture.binder.setEditing(true, animated: false)
        #expect(fixture.table.isEditing)
        #expect(fixture.text == ["−Ann               ≡", " Bob               ≡", "", "", "", ""],
                "− on the row that can be deleted, ≡ on rows that can move: \(fixture.text)")
        fixture.binder.setEditing(false, animated: false)
        #expect(fixture.text.prefix(2) == [" Ann", " Bob"], "the marks go with editing mode: \(fixture.text)")
    }

    @Test func theMenuShowsDestructiveActionsInRedAndAColourHintInItsColour() {
        let fixture = Fixture(["Ann"]) { chain, _ in
            chain.trailingSwipeActions { _, _ in
                [SwipeAction(title: "Remove", style: .destructive) { $0(true) },
                 SwipeAction(title: "Favourite", hint: "yellow") { $0(true) },
                 SwipeAction(title: "Share", hint: "no such colour") { $0(true) }]
            }
        }
        fixture.press(.tab)
        let buffer = fixture.buffer
        func style(of title: String) -> TextStyle? {
            for y in 0..<buffer.height {
                let line = Array(buffer.line(at: y))
                guard let x = (0..<line.count).first(where: { String(line[$0...].prefix(title.count)) == title }) else { continue }
                return buffer[x, y].style
            }
            return nil
        }
        #expect(style(of: "Remove") == TextStyle([.bold, .reverse], foreground: .red), "destructive: red, and chosen: \(fixture.text)")
        #expect(style(of: "Favourite") == TextStyle(.bold, foreground: .yellow), "the hint names the colour")
        #expect(style(of: "Share") == TextStyle.bold, "a hint the terminal cannot show is ignored")
        fixture.press(.down)
        let chosen = fixture.buffer.mask { $0 == TextStyle([.bold, .reverse], foreground: .yellow) }
        #expect(chosen.contains { $0.contains("##########") }, "the chosen entry keeps its colour, reversed: \(chosen)")
    }

    @Test func aPlaceTheMoveTargetRefusesIsPassedOver() {
        let fixture = Fixture(["Ann", "Bob", "Cid", "Dan"]) { chain, fixture in
            chain.onMove { from, to, name in
                fixture.log.append("move \(name) \(from)→\(to)")
                fixture.names.insert(fixture.names.remove(at: from), at: to)
            }
            .moveTarget { _, proposed in proposed == 1 ? nil : proposed }
        }
        fixture.binder.setEditing(true, animated: false)
        fixture.press(.character("m"), .down, .enter)
        #expect(fixture.log == ["move Ann 0→2"], "↓ goes past the refused place to the next one")
        #expect(fixture.names == ["Bob", "Cid", "Ann", "Dan"])
    }

    @Test func aRedirectedPlaceIsWhereTheRowLandsAndTheNextKeyGoesOnPastIt() {
        let fixture = Fixture(["Ann", "Bob", "Cid", "Dan"]) { chain, fixture in
            chain.onMove { from, to, name in
                fixture.log.append("move \(name) \(from)→\(to)")
                fixture.names.insert(fixture.names.remove(at: from), at: to)
            }
            .moveTarget { _, proposed in proposed == 2 ? 1 : proposed }
        }
        fixture.binder.setEditing(true, animated: false)
        fixture.press(.character("m"), .down)
        #expect(fixture.table.editing.edit == .moving(.init(origin: ItemPath(row: 0, section: 0), cursor: ItemPath(row: 1, section: 0), target: ItemPath(row: 1, section: 0))))
        fixture.press(.down)
        #expect(fixture.table.editing.edit == .moving(.init(origin: ItemPath(row: 0, section: 0), cursor: ItemPath(row: 3, section: 0), target: ItemPath(row: 3, section: 0))),
                "the place the hook sends back to where the row already goes is passed over: \(String(describing: fixture.table.editing.edit))")
        fixture.press(.up)
        #expect(fixture.table.editing.edit == .moving(.init(origin: ItemPath(row: 0, section: 0), cursor: ItemPath(row: 2, section: 0), target: ItemPath(row: 1, section: 0))),
                "↑ proposes row 2, which the hook redirects to row 1")
        fixture.press(.enter)
        #expect(fixture.log == ["move Ann 0→1"] && fixture.names == ["Bob", "Ann", "Cid", "Dan"], "\(fixture.log)")
    }

    enum Letter: Int, TableViewSection, Comparable { case a, b, c }

    /// A table of sections of names, with `onMove` on all sections.
    @MainActor final class Sections: KeyboardFixture<TerminalTableView, [Letter: [String]]> {
        lazy var binder = SectionedTableViewBinder(
            tableView: view.validated(), sectionedBy: Letter.self, sectionDisplayBehavior: .hidesSectionsWithNoCellData, scheduler: scheduler)
        var table: TerminalTableView { view }

        init(_ names: [Letter: [String]], leave: Bool, target: ((RowPosition<Letter>, RowPosition<Letter>) -> RowPosition<Letter>?)? = nil) {
            super.init(names: names, width: 20, height: 8) { TerminalTableView(clock: $0) }
            let chain = binder.onAllSections().bind(cellType: NameCell.self, models: { [unowned self] in self.names })
                .onDequeue { _, _, cell, name in cell.lines = [TerminalLine(StyledText(name))] }
                .onMove { [unowned self] from, to, name in
                    log.append("move \(name) \(from.section)\(from.row)→\(to.section)\(to.row)")
                    self.names[to.section, default: []].insert(self.names[from.section]!.remove(at: from.row), at: to.row)
                }
                .movesLeaveSection(leave)
            if let target { chain.moveTarget(target) }
            binder.finish()
            binder.setEditing(true, animated: false)
        }
    }

    @Test func aRowMovesIntoTheNextSectionWhereTheChainLetsItLeave() {
        let fixture = Sections([.a: ["Ann", "Bob"], .b: ["Cid"]], leave: true)
        fixture.table.selectRow(at: ItemPath(row: 1, section: 0))
        fixture.press(.character("m"), .down, .enter)
        #expect(fixture.log == ["move Bob a1→b0"] && fixture.names == [.a: ["Ann"], .b: ["Bob", "Cid"]], "\(fixture.log) \(fixture.names)")
        #expect(fixture.table.selectedRow == ItemPath(row: 0, section: 1), "the selection follows the row")
    }

    @Test func aRefusedPlaceInAnotherSectionIsPassedOverToTheNext() {
        let fixture = Sections([.a: ["Ann", "Bob"], .b: ["Cid"]], leave: true) { _, proposed in
            proposed == RowPosition(section: .b, row: 0) ? nil : proposed
        }
        fixture.table.selectRow(at: ItemPath(row: 1, section: 0))
        fixture.press(.character("m"), .down, .enter)
        #expect(fixture.log == ["move Bob a1→b1"] && fixture.names == [.a: ["Ann"], .b: ["Cid", "Bob"]], "\(fixture.log) \(fixture.names)")
    }

    @Test func sectionsARowMayNotEnterArePassedOverWhole() {
        var asked = 0
        let fixture = Sections([.a: ["Ann", "Bob"], .b: ["Cid", "Dan", "Fay", "Gus", "Hal"], .c: ["Eve"]], leave: true) { _, proposed in
            asked += 1
            return proposed.section == .b ? nil : proposed
        }
        fixture.table.selectRow(at: ItemPath(row: 1, section: 0))
        fixture.press(.character("m"), .down)
        #expect(asked == 3, "b's first and last places, then c's first — not each of b's six places: \(asked)")
        #expect(fixture.table.editing.edit == .moving(.init(origin: ItemPath(row: 1, section: 0), cursor: ItemPath(row: 0, section: 2), target: ItemPath(row: 0, section: 2))),
                "↓ passes over the section the hook refuses: \(String(describing: fixture.table.editing.edit))")
        fixture.press(.up)
        #expect(fixture.table.editing.edit == .moving(.init(origin: ItemPath(row: 1, section: 0), cursor: ItemPath(row: 1, section: 0), target: ItemPath(row: 1, section: 0))),
                "and ↑ back over it, to where the row is: \(String(describing: fixture.table.editing.edit))")
    }

    @Test func aRowThatMayNotLeaveItsSectionStopsAtItsEnd() {
        let fixture = Sections([.a: ["Ann", "Bob"], .b: ["Cid"]], leave: false)
        fixture.table.selectRow(at: ItemPath(row: 1, section: 0))
        fixture.press(.character("m"), .down, .down)
        #expect(fixture.table.hasEditInProgress, "still moving")
        fixture.press(.enter)
        #expect(fixture.log.isEmpty, "the row had nowhere to go below: \(fixture.log)")
        fixture.press(.character("m"), .up, .enter)
        #expect(fixture.log == ["move Bob a1→a0"], "↑ still works: \(fixture.log)")
    }
}
