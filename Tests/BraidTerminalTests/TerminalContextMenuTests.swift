import Braid
import Testing
@testable import BraidTerminal

/// Context menus on the terminal's table and grid: a box beside the row opened by the menu key (Shift-F10) or a
/// right-click, driven by ↑ ↓, Enter, Esc and the mouse; submenus as a second box; disabled entries skipped and dim,
/// destructive ones red, an on state ✓; the menu follows its row through batch updates and closes when it goes.
@MainActor
@Suite struct TerminalContextMenuTests {
    final class NameCell: TerminalTableViewCell {}
    /// A name with an identity, so that the binder diffs inserts and deletes (plain strings reload the rows).
    struct Name: Identifiable, Equatable { var id: String }
    final class Tile: TerminalCollectionViewCell {}

    /// A table of 24 × 8 showing `names`, each with a menu: Favourite (on for Bob), Share ▸ (Mail, Fax disabled),
    /// Delete (destructive); actions log with the model.
    @MainActor final class TableFixture: KeyboardFixture<TerminalTableView, [String]> {
        lazy var binder = TableViewBinder(tableView: view.validated(), scheduler: scheduler)

        init(_ names: [String], width: Int = 24, title: String = "") {
            super.init(names: names, width: width, height: 8) { TerminalTableView(clock: $0) }
            binder.onTable().bind(cellType: NameCell.self, models: { [unowned self] in self.names.map(Name.init) })
                .onDequeue { _, cell, name in cell.lines = [TerminalLine(StyledText(name.id))] }
                .contextMenu { [unowned self] _, _, name in menu(name.id, title: title) }
            binder.finish()
            view.selectRow(at: ItemPath(row: 0, section: 0))
        }

        func menu(_ name: String, title: String) -> ContextMenu? {
            name == "none" ? nil : ContextMenu(title: title, children: [
                .action(ContextMenuAction(title: "Favourite", state: name == "Bob" ? .on : .off) { [unowned self] in log.append("favourite \(name)") }),
                .menu(ContextMenu(title: "Share", children: [
                    .action(ContextMenuAction(title: "Fax", isDisabled: true) { [unowned self] in log.append("fax \(name)") }),
                    .action(ContextMenuAction(title: "Mail") { [unowned self] in log.append("mail \(name)") }),
                ])),
                .action(ContextMenuAction(title: "Delete", isDestructive: true) { [unowned self] in
                    log.append("delete \(name)")
                    names.removeAll { $0 == name }
                }),
            ])
        }
    }

    /// A menu and its submenu over rows anywhere in `Int` draw without overflow (the boxes' placement beside their
    /// row and beside each other saturates; see the grid's swipe-actions menu, which `fuzz-geometry` found).
    @Test func aMenuAndSubmenuOverRowsAnywhereInIntDrawWithoutOverflow() {
        let fixture = TableFixture(["Ann", "Bob"])
        fixture.press(.menu, .down, .enter)
        #expect(fixture.text.joined().contains("Mail"), "the submenu is open: \(fixture.text)")
        let row = ItemPath(row: 0, section: 0)
        for (rect, area) in [(TerminalRect(x: 0, y: .max - 1, width: 24, height: 1), TerminalRect(x: 0, y: .max, width: 24, height: 0)),
                             (TerminalRect(x: .max, y: .max, width: .max, height: .max), TerminalRect(x: .max - 2, y: .max - 2, width: .max, height: .max)),
                             (TerminalRect(x: .min, y: .min, width: 24, height: 1), TerminalRect(x: .min, y: .min, width: 24, height: 8))] {
            var buffer = ScreenBuffer(width: 24, height: 8)
            fixture.view.drawEditing(over: [(row, rect)], in: area, movedStyle: .plain, into: &buffer)
            #expect(buffer.lines.allSatisfy { $0.allSatisfy { $0 == " " } }, "nothing drawn off the buffer: \(rect) in \(area)")
        }
        #expect(fixture.text.joined().contains("Mail"), "and the menus draw where they were: \(fixture.text)")
    }

    @Test func theMenuKeyOpensABoxBesideTheRowAndASubmenuOpensASecondBox() {
        let fixture = TableFixture(["Ann", "Bob", "none"])
        fixture.press(.down)
        #expect(fixture.view.editingKeyHints.map(\.key) == ["⇧F10"], "the status line offers the menu")
        fixture.press(.menu)
        #expect(fixture.view.hasEditInProgress)
        #expect(fixture.text.prefix(5) == [
            " Ann",
            " Bob",
            " none     ✓ Favourite",
            "            Share ▸",
            "            Delete",
        ], "under the row, right-aligned; Bob's Favourite is on: \(fixture.text)")
        #expect(fixture.buffer.mask { $0.attributes.contains(.reverse) }[2] == ".........###############", "the first entry is chosen")
        #expect(fixture.buffer.mask { $0.foreground == .red }[4] == ".........###############", "Delete is destructive: red")
        fixture.press(.down, .enter)
        #expect(fixture.text[3...4] == ["   Fax      Share ▸", "   Mail     Delete"],
                "Share opens a second box beside the first, at its line (to the left: no room on the right): \(fixture.text)")
        #expect(fixture.buffer.mask { $0.attributes.contains(.dim) }[3] == "##########..............", "Fax is disabled: dim")
        #expect(fixture.buffer.mask { $0.attributes.contains(.reverse) }[4] == "##########..............", "Mail is chosen: Fax is passed over")
        #expect(fixture.view.editingKeyHints.map(\.action) == ["choose", "perform", "back"])
        fixture.press(.down)
        #expect(fixture.buffer.mask { $0.attributes.contains(.reverse) }[4] == "##########..............", "↓ passes over Fax again, round to Mail")
        fixture.press(.escape)
        #expect(!fixture.text[4].contains("Mail") && fixture.view.hasEditInProgress, "Esc closes the submenu only: \(fixture.text)")
        fixture.press(.enter, .enter)
        #expect(fixture.log == ["mail Bob"], "Share ▸ Mail runs for the row's model")
        #expect(!fixture.view.hasEditInProgress && !fixture.text.joined().contains("Share"), "and the menu closes: \(fixture.text)")
        fixture.press(.down)
        #expect(!fixture.view.handle(.key(.menu)), "a row without a menu leaves the key to the app")
    }

    @Test func aRightClickOpensTheMenuOfTheRowUnderTheMouseAndAClickPicksOrCloses() throws {
        let fixture = TableFixture(["Ann", "Bob"])
        fixture.press()
        _ = fixture.view.handle(.mouse(MouseEvent(kind: .secondaryPress, x: 2, y: 1)))
        #expect(fixture.view.selectedRow == ItemPath(row: 1, section: 0))
        #expect(fixture.text[2].hasSuffix("✓ Favourite"), "Bob's menu: \(fixture.text)")
        _ = fixture.view.handle(.mouse(MouseEvent(kind: .press, x: 1, y: 6)))
        #expect(!fixture.view.hasEditInProgress && fixture.log.isEmpty, "a click elsewhere closes it")
        _ = fixture.view.handle(.mouse(MouseEvent(kind: .secondaryPress, x: 2, y: 0)))
        #expect(fixture.text[1].hasSuffix("Favourite"), "Ann's menu, drawn: \(fixture.text)")
        _ = fixture.view.handle(.mouse(MouseEvent(kind: .press, x: 20, y: 2)))
        #expect(fixture.log.isEmpty && fixture.text.joined().contains("Mail"), "a click on Share opens it: \(fixture.text)")
        let mail = try #require(fixture.text.firstIndex { $0.contains("Mail") })
        _ = fixture.view.handle(.mouse(MouseEvent(kind: .press, x: 3, y: mail)))
        fixture.press()
        #expect(fixture.log == ["mail Ann"], "a click on Mail performs it")
    }

    @Test func theMenuFollowsItsRowThroughBatchUpdatesAndClosesWhenTheRowGoes() {
        let fixture = TableFixture(["Ann", "Bob", "Cid"])
        fixture.press()
        fixture.press(.down, .menu)
        fixture.names.insert("Abe", at: 0)
        fixture.binder.refresh()
        fixture.press()
        #expect(fixture.text[3].hasSuffix("✓ Favourite"), "the menu is under Bob, now row 2: \(fixture.text)")
        fixture.press(.down, .down, .enter)
        #expect(fixture.log == ["delete Bob"], "the action is Bob's")
        #expect(fixture.names == ["Abe", "Ann", "Cid"])
        fixture.view.selectRow(at: ItemPath(row: 2, section: 0))
        fixture.press(.menu)
        fixture.names.removeAll { $0 == "Cid" }
        fixture.binder.refresh()
        fixture.press()
        #expect(!fixture.view.hasEditInProgress && !fixture.text.joined().contains("Favourite"),
                "the row went: the menu closed \(fixture.text)")
        fixture.press(.enter)
        #expect(fixture.log == ["delete Bob"], "and nothing runs")
    }

    @Test func wideCharactersDrawInTheMenu() {
        let fixture = TableFixture(["日本"], width: 20, title: "曲の操作")
        fixture.view.setNeedsDisplay()
        _ = fixture.view.handle(.key(.menu))
        let text = fixture.text
        #expect(text[1].hasSuffix("曲の操作"), "the title: \(text)")
        #expect(text[2].hasSuffix("Favourite"))
        let buffer = fixture.buffer
        // The box is 15 columns wide (the entries' "  Favourite  " and a space each side), right-aligned at column 5:
        // its title's four wide characters take 8 columns, after a space, and nothing is cut.
        #expect(text[1] == "      曲の操作", "6 columns of box before it: \(text[1])")
        #expect(buffer.mask { $0.attributes.contains(.underline) }[1] == "......########......", "the title, 2 columns a character")
        #expect(text[2] == "        Favourite", "the entries line up under it, the box's right edge at the view's")
    }

    @Test func aNarrowViewCutsAWideTitleAtACharacter() {
        let fixture = TableFixture(["x"], width: 8, title: "日本語の長い題名")
        _ = fixture.view.handle(.key(.menu))
        let line = fixture.buffer.line(at: 1)
        #expect(line.contains("…"), "the title is cut with an ellipsis: \(line)")
        #expect(!line.contains("\u{FFFD}"), "no half of a wide character is drawn")
    }

    @Test func onAGridTheMenuKeyOpensTheSelectedItemsMenu() {
        final class Fixture: KeyboardFixture<TerminalCollectionView, [String]> {
            lazy var binder = CollectionViewBinder(collectionView: view.validated(), scheduler: scheduler)
            init(_ names: [String]) {
                super.init(names: names, width: 24, height: 8) { TerminalCollectionView(clock: $0) }
                binder.onCollection().bind(cellType: Tile.self, models: { [unowned self] in self.names })
                    .onDequeue { _, cell, name in cell.lines = [TerminalLine(StyledText(name))] }
                    .itemSize { _, _ in Size(width: 6, height: 1) }
                    .contextMenu { [unowned self] _, _, name in
                        ContextMenu(children: [.action(ContextMenuAction(title: "Play") { [unowned self] in log.append("play \(name)") })])
                    }
                binder.finish()
                view.selectItem(at: ItemPath(item: 0, section: 0))
            }
        }
        let fixture = Fixture(["fig", "kiwi"])
        fixture.press()
        fixture.press(.right)
        #expect(fixture.view.editingKeyHints.map(\.key).contains("⇧F10"))
        fixture.press(.menu)
        #expect(fixture.text[1].contains("Play"), "under the tile: \(fixture.text)")
        fixture.press(.enter)
        #expect(fixture.log == ["play kiwi"])
        _ = fixture.view.handle(.mouse(MouseEvent(kind: .secondaryPress, x: 1, y: 0)))
        #expect(fixture.view.hasEditInProgress && fixture.text[1].contains("Play"))
        _ = fixture.view.handle(.key(.escape))
        #expect(!fixture.view.hasEditInProgress)
    }
}
