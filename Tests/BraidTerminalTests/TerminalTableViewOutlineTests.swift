import Braid
import BraidTesting
import Testing
@testable import BraidTerminal

/// A tree on the terminal table, through a binder: rows indented by depth with a ▸/▾ disclosure (a blank for a
/// leaf), → to expand or go to the first child, ← to collapse or go to the parent, a click on the disclosure to
/// toggle, Enter and other clicks still tapping. Every batch the binder sends is checked with UIKit's rules.
@MainActor
@Suite struct TerminalTableViewOutlineTests {
    /// A file or folder: a name (its id), a size for files, children for folders.
    struct Entry: Identifiable, Equatable, OffMainActorDiffable {
        var name: String
        var size = 0
        var children: [Entry] = []
        var id: String { name }

        static func folder(_ name: String, _ children: [Entry]) -> Entry { Entry(name: name, children: children) }
        static func file(_ name: String, _ size: Int) -> Entry { Entry(name: name, size: size) }
    }

    final class EntryCell: TerminalTableViewCell {}

    /// Docs ▸ (Taxes ▸ (a.pdf), Notes.md), Pictures ▸ (東京.jpg), todo.txt
    static let tree: [Entry] = [
        .folder("Docs", [.folder("Taxes", [.file("a.pdf", 9)]), .file("Notes.md", 7)]),
        .folder("Pictures", [.file("東京.jpg", 5)]),
        .file("todo.txt", 3),
    ]

    /// A table of 24 × 8 showing `roots` through a binder (each row: the name, the size at the right for a file),
    /// every batch validated on its way to the table; taps are logged.
    @MainActor final class Fixture: KeyboardFixture<TerminalTableView, [Entry]> {
        lazy var host = view.validated()
        lazy var binder = TableViewBinder(tableView: host, scheduler: scheduler)

        init(_ roots: [Entry] = TerminalTableViewOutlineTests.tree, expanded: TreeExpansion<Entry> = .none) {
            super.init(names: roots, width: 24, height: 8) { TerminalTableView(clock: $0) }
            binder.onTable()
                .bind(cellType: EntryCell.self, tree: { [unowned self] in names }, children: \.children, expanded: expanded)
                .onDequeue { _, cell, node in
                    let size = node.model.size > 0 ? "\(node.model.size)" : ""
                    cell.lines = [TerminalLine(StyledText(node.model.name), right: StyledText(size))]
                }
                .onTapped { [unowned self] _, _, node in log.append("tap \(node.model.name)") }
            binder.finish()
            scheduler.flush()
            view.selectRow(at: ItemPath(row: 0, section: 0))
        }

        /// Clicks at column `x` of screen line `y`, then applies the updates and lets the animations end.
        func click(x: Int, y: Int) {
            _ = view.handle(.mouse(MouseEvent(kind: .press, x: x, y: y)))
            scheduler.flush()
            clock.advance(by: .seconds(1))
        }

        /// The selected row's name, read from the screen (each row is one line, with no headers above).
        var selectedName: String? {
            view.selectedRow.map { row in
                text[row.row].drop { $0 == " " || $0 == "▸" || $0 == "▾" }.split(separator: " ").first.map(String.init) ?? ""
            }
        }
    }

    // MARK: Drawing

    @Test func treeRowsAreIndentedByDepthWithADisclosureAndLeavesAlignWithFolders() {
        let fixture = Fixture(expanded: .all)
        #expect(fixture.text == [
            " ▾ Docs",
            "   ▾ Taxes",
            "       a.pdf          9",
            "     Notes.md         7",
            " ▾ Pictures",
            "     東京.jpg         5",
            "   todo.txt           3",
            "",
        ], "two columns a level, ▾ before an expanded folder, a blank before a leaf: \(fixture.text)")
    }

    @Test func aCollapsedNodeShowsARightPointingDisclosure() {
        let fixture = Fixture()
        #expect(fixture.text.prefix(3) == [" ▸ Docs", " ▸ Pictures", "   todo.txt           3"], "\(fixture.text)")
    }

    @Test func aWideNameStartsRightAfterTheIndentationAndIsCutToTheWidthThatRemains() {
        let fixture = Fixture([.folder("Pictures", [.file("東京東京東京東京東京東京東京.jpg", 5)])], expanded: .all)
        #expect(fixture.text.prefix(2) == [" ▾ Pictures", "     東京東京東京東…  5"],
                "the name starts after the indentation and the blank of a leaf, cut before the size: \(fixture.text)")
    }

    @Test func aDeeperIndentationWidthIndentsEachLevelThatMuchMore() {
        let fixture = Fixture(expanded: .all)
        fixture.view.appearance.indentationWidth = 4
        #expect(fixture.text.prefix(3) == [" ▾ Docs", "     ▾ Taxes", "           a.pdf      9"], "\(fixture.text)")
    }

    @Test func rowsThatAreNotATreesHaveNoIndentation() {
        let source = TestDataSource(rows: ["plain"])
        let table = makeTable(source)
        defer { withExtendedLifetime(source) {} }
        #expect(screen(of: table).lines[0] == " plain              ", "a flat row draws as before")
        table.selectRow(at: ItemPath(row: 0, section: 0))
        #expect(!table.handle(.key(.right)) && !table.handle(.key(.left)),
                "→ and ← on a row that is not a tree's go on, to the cell and the app")
    }

    // MARK: Keys

    @Test func rightExpandsACollapsedNodeThenMovesToItsFirstChild() {
        let fixture = Fixture()
        fixture.press(.right)
        #expect(fixture.text.prefix(4) == [" ▾ Docs", "   ▸ Taxes", "     Notes.md         7", " ▸ Pictures"],
                "→ shows Docs's children: \(fixture.text)")
        #expect(fixture.selectedName == "Docs", "and the selection stays on Docs")
        fixture.press(.right)
        #expect(fixture.selectedName == "Taxes", "→ on an expanded node selects its first child")
        fixture.press(.right)
        fixture.press(.right)
        #expect(fixture.selectedName == "a.pdf", "Taxes expands, then → goes into it")
        fixture.press(.right)
        #expect(fixture.selectedName == "a.pdf" && fixture.text[3] == "     Notes.md         7", "→ on a leaf does nothing")
        #expect(fixture.log.isEmpty, "no key tapped a row: \(fixture.log)")
    }

    @Test func leftCollapsesAnExpandedNodeOrMovesToTheParent() {
        let fixture = Fixture(expanded: .all)
        fixture.view.selectRow(at: ItemPath(row: 3, section: 0))
        #expect(fixture.selectedName == "Notes.md")
        fixture.press(.left)
        #expect(fixture.selectedName == "Docs", "← on a leaf selects its parent, past its deeper siblings")
        fixture.press(.left)
        #expect(fixture.text.prefix(3) == [" ▸ Docs", " ▾ Pictures", "     東京.jpg         5"],
                "← on an expanded node hides its children: \(fixture.text)")
        #expect(fixture.selectedName == "Docs")
        fixture.press(.left)
        #expect(fixture.selectedName == "Docs" && fixture.text[0] == " ▸ Docs", "← on a collapsed root does nothing")
        fixture.press(.down, .down)
        #expect(fixture.selectedName == "東京.jpg")
        fixture.press(.left)
        #expect(fixture.selectedName == "Pictures", "← on a child with a wide name selects its parent")
    }

    @Test func enterStillTapsATreesRow() {
        let fixture = Fixture()
        fixture.press(.down, .enter)
        #expect(fixture.log == ["tap Pictures"], "Enter taps the row; it does not expand it: \(fixture.log)")
        #expect(fixture.text[1] == " ▸ Pictures")
    }

    // MARK: Mouse

    @Test func aClickOnTheDisclosureTogglesTheNodeWithoutTappingIt() {
        let fixture = Fixture()
        fixture.click(x: 1, y: 1)
        #expect(fixture.text.prefix(3) == [" ▸ Docs", " ▾ Pictures", "     東京.jpg         5"], "\(fixture.text)")
        #expect(fixture.selectedName == "Pictures" && fixture.log.isEmpty, "the row is selected, not tapped: \(fixture.log)")
        fixture.click(x: 1, y: 1)
        #expect(fixture.text.prefix(3) == [" ▸ Docs", " ▸ Pictures", "   todo.txt           3"], "a second click collapses it")
    }

    @Test func aClickOnANestedDisclosureUsesItsIndentedColumn() {
        let fixture = Fixture(expanded: .levels(1))
        #expect(fixture.text[1] == "   ▸ Taxes")
        fixture.click(x: 1, y: 1)
        #expect(fixture.text[2] == "     Notes.md         7" && fixture.log == ["tap Taxes"],
                "a click left of the indented disclosure is on the row: a tap, no toggle: \(fixture.text) \(fixture.log)")
        fixture.click(x: 3, y: 1)
        #expect(fixture.text[2] == "       a.pdf          9", "a click on Taxes's ▸ expands it: \(fixture.text)")
        #expect(fixture.log == ["tap Taxes"])
    }

    @Test func aClickElsewhereOnATreesRowTapsIt() {
        let fixture = Fixture()
        fixture.click(x: 6, y: 0)
        #expect(fixture.log == ["tap Docs"] && fixture.text[1] == " ▸ Pictures", "a click on the name taps: \(fixture.log)")
        fixture.click(x: 1, y: 2)
        #expect(fixture.log == ["tap Docs", "tap todo.txt"], "a click where a leaf has no disclosure taps it")
    }

    // MARK: Updates

    @Test func collapsingTurnsTheDisclosureAndTheChildrenGo() {
        let fixture = Fixture(expanded: .all)
        fixture.view.selectRow(at: ItemPath(row: 4, section: 0))
        #expect(fixture.text[5] == "     東京.jpg         5", "a frame shows the child before it goes")
        fixture.press(.left)
        #expect(fixture.text[4...5] == [" ▸ Pictures", "   todo.txt           3"], "\(fixture.text)")
    }

    /// Collapsing is two batches — the children's deletes, then the toggled row's reconfigure — and the second, which
    /// moves no row, leaves the first's fade running: the children fade out rather than vanish.
    @Test func collapsingFadesTheChildrenOutThoughTheToggledRowIsReconfiguredAfter() {
        let fixture = Fixture(expanded: .all)
        fixture.view.selectRow(at: ItemPath(row: 4, section: 0))
        #expect(fixture.text[5] == "     東京.jpg         5", "a frame shows the child before it goes")
        _ = fixture.view.handle(.key(.left))
        fixture.scheduler.flush()
        #expect(fixture.host.batches.count == 2 && !fixture.host.batches[1].hasStructuralChanges, "\(fixture.host.batches)")
        #expect(fixture.text[4] == " ▸ Pictures", "the toggled row is reconfigured at once: \(fixture.text)")
        #expect(fixture.text[5].contains("東京.jpg"), "its child fades out where it was: \(fixture.text)")
        fixture.clock.advance(by: .seconds(1))
        #expect(fixture.text[4...5] == [" ▸ Pictures", "   todo.txt           3"], "\(fixture.text)")
    }

    @Test func aDisclosurePastTheContentsRightEdgeIsNotDrawnInThePadding() {
        var node = Entry.file("leaf", 1)
        for level in (0..<12).reversed() { node = .folder("f\(level)", [node]) }
        let fixture = Fixture([node], expanded: .all)
        fixture.view.selectRow(at: ItemPath(row: 12, section: 0))
        // Rows 5 to 12 in view: depth 10's ▾ is in the content's last column, depth 11's would be in the padding.
        #expect(fixture.text[5...7] == [String(repeating: " ", count: 21) + "▾", "", ""], "\(fixture.text)")
        fixture.click(x: 23, y: 6)
        #expect(fixture.log == ["tap f11"] && fixture.text[7].isEmpty,
                "a click where depth 11's disclosure would be, in the padding, taps the row: \(fixture.log)")
        fixture.click(x: 21, y: 5)
        #expect(fixture.log == ["tap f11"] && fixture.view.sectionCounts == [11],
                "a click on depth 10's ▾ collapses it: \(fixture.text)")
    }

    @Test func aRowDeeperThanTheTableIsWideIsClippedToNothing() {
        var node = Entry.file("bottom", 1)
        for level in (0..<500).reversed() { node = .folder("f\(level)", [node]) }
        let fixture = Fixture([node], expanded: .all)
        fixture.press(.end)
        #expect(fixture.text.allSatisfy { $0.isEmpty }, "rows indented past the right edge show nothing: \(fixture.text)")
        fixture.press(.left)
        #expect(fixture.view.selectedRow == ItemPath(row: 499, section: 0), "← still goes to the parent")
    }
}
