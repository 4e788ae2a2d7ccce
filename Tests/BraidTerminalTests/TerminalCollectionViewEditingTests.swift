import Braid
import Testing
@testable import BraidTerminal

/// Editing from the keyboard on a grid a Braid binder drives, with the table's keys: delete with a confirmation
/// (through the destructive swipe action a collection chain's `onDelete` gives), swipe actions as a menu under the
/// tile, editing-mode marks, and moves with ← → ↑ ↓ — each only where the chain allows it.
@MainActor
@Suite struct TerminalCollectionViewEditingTests {
    final class Tile: TerminalCollectionViewCell {}

    /// A grid of 20 × 6 showing `names` in tiles 6 wide (two to a line), through a binder with the given editing.
    @MainActor final class Fixture: KeyboardFixture<TerminalCollectionView, [String]> {
        lazy var binder = CollectionViewBinder(collectionView: view.validated(), scheduler: scheduler)

        init(_ names: [String], edit: (CollectionViewModelSingleSectionBinder<Tile, SingleSection, String>, Fixture) -> Void) {
            super.init(names: names, width: 20, height: 6) { TerminalCollectionView(clock: $0) }
            let chain = binder.onCollection().bind(cellType: Tile.self, models: { [unowned self] in self.names })
                .onDequeue { _, cell, name in cell.lines = [TerminalLine(StyledText(name))] }
                .itemSize { _, _ in Size(width: 6, height: 1) }
            edit(chain, self)
            binder.finish()
            view.selectItem(at: ItemPath(item: 0, section: 0))
        }
    }

    @Test func deleteAsksForAConfirmationThenPerformsTheDestructiveAction() {
        let fixture = Fixture(["fig", "kiwi", "lime"]) { chain, fixture in
            chain.onDelete { item, name in fixture.log.append("delete \(name)"); fixture.names.remove(at: item) }
        }
        #expect(fixture.view.editingKeyHints.map(\.key) == ["del", "tab"], "a deletable item offers delete and its actions (Delete)")
        fixture.press(.delete)
        #expect(fixture.view.hasEditInProgress && fixture.view.editingKeyHints.map(\.action) == ["delete", "keep"], "the status line asks")
        #expect(fixture.buffer.mask { $0.foreground == .red && $0.attributes.contains(.bold) }.first == ".######.............",
                "the tile to delete is bold red: \(fixture.buffer.mask { $0.foreground == .red })")
        fixture.press(.escape)
        #expect(fixture.log.isEmpty && fixture.text.first == "  fig    kiwi", "Esc keeps the item: \(fixture.text)")
        fixture.press(.backspace, .enter)
        #expect(fixture.log == ["delete fig"], "Enter confirms: the chain's onDelete runs")
        #expect(fixture.text.prefix(2) == ["  kiwi   lime", ""], "and the tile goes: \(fixture.text)")
    }

    @Test func anItemWithoutADestructiveActionIgnoresTheDeleteKey() {
        let fixture = Fixture(["fig"]) { chain, _ in
            chain.trailingSwipeActions { _, _ in [SwipeAction(title: "Share") { $0(true) }] }
        }
        #expect(fixture.view.editingKeyHints.map(\.key) == ["tab"])
        #expect(!fixture.view.handle(.key(.delete)), "the key is the app's to handle")
    }

    @Test func tabOpensTheSwipeActionsAsAMenuUnderTheTileInTheirColours() {
        let fixture = Fixture(["fig", "kiwi", "lime"]) { chain, fixture in
            chain.leadingSwipeActions { _, name in
                [SwipeAction(title: "Favourite", hint: "yellow") { done in fixture.log.append("favourite \(name)"); done(true) }]
            }
            .trailingSwipeActions { _, name in
                [SwipeAction(title: "Share") { done in fixture.log.append("share \(name)"); done(true) }]
            }
        }
        fixture.press(.right, .tab)
        #expect(fixture.text.prefix(3) == ["  fig    kiwi", "  l Favourite", "    Share"],
                "leading then trailing, over the line under the tile, ending where the tile ends: \(fixture.text)")
        #expect(fixture.buffer[4, 1].style == TextStyle([.bold, .reverse], foreground: .yellow), "the hint's colour, chosen")
        #expect(fixture.buffer[4, 2].style == TextStyle.bold)
        fixture.press(.down, .enter)
        #expect(fixture.log == ["share kiwi"], "↓ then Enter performs the second action for the selected item")
        #expect(fixture.text.prefix(2) == ["  fig    kiwi", "  lime"], "the menu closes: \(fixture.text)")
    }

    /// An open menu over tiles anywhere in `Int` draws without overflow: `fuzz-geometry` found a grid whose part on
    /// screen was empty, at `Int.max`, with the menu's tile a line above it — placing the menu under the tile,
    /// `maxY + height`, went past `Int`'s range.
    @Test func anOpenMenuOfAGridFramedAnywhereInIntDrawsWithoutOverflow() {
        let fixture = Fixture(["fig", "kiwi", "lime"]) { chain, _ in
            chain.trailingSwipeActions { _, _ in [SwipeAction(title: "Share") { $0(true) }, SwipeAction(title: "Mail") { $0(true) }] }
        }
        fixture.press(.tab)
        #expect(fixture.text.joined().contains("Share"), "the menu is open: \(fixture.text)")
        // The menu's tile and the grid's part on screen where the fuzzer found them, and at the other ends of `Int`.
        let tile = ItemPath(item: 0, section: 0)
        for (rect, area) in [(TerminalRect(x: 5, y: .max - 1, width: 1, height: 1), TerminalRect(x: 0, y: .max, width: 20, height: 0)),
                             (TerminalRect(x: .max - 1, y: .max, width: .max, height: .max), TerminalRect(x: .max, y: .max, width: 0, height: 0)),
                             (TerminalRect(x: .min, y: .min, width: 1, height: 1), TerminalRect(x: .min, y: .min, width: 20, height: 6))] {
            var buffer = ScreenBuffer(width: 20, height: 6)
            fixture.view.drawEditing(over: [(tile, rect)], in: area, movedStyle: .plain, into: &buffer)
            #expect(buffer.lines.allSatisfy { $0.allSatisfy { $0 == " " } }, "nothing drawn off the buffer: \(rect) in \(area)")
        }
        #expect(fixture.text.joined().contains("Share"), "and the menu draws where it was: \(fixture.text)")
    }

    @Test func editingModeMarksTilesAndTurnsSwipeActionsOff() {
        let fixture = Fixture(["fig", "kiwi", "lime"]) { chain, _ in
            chain.onDelete { _, _ in }.onMove { _, _, _ in }.canMove { item, _ in item != 1 }
        }
        #expect(!fixture.view.isEditing)
        fixture.binder.setEditing(true, animated: true)
        #expect(fixture.view.isEditing, "the binder's editing mode reaches the grid")
        #expect(fixture.text.prefix(2) == [" −fig ≡ −kiwi", " −lime≡"], "− on tiles that can be deleted, ≡ on tiles that can move: \(fixture.text)")
        #expect(fixture.view.editingKeyHints.map(\.key) == ["del", "m"], "no swipe actions in editing mode")
        #expect(!fixture.view.handle(.key(.tab)))
        fixture.binder.setEditing(false, animated: true)
        #expect(fixture.text.first == "  fig    kiwi", "the marks go with editing mode: \(fixture.text)")
    }

    @Test func mMovesTheSelectedItemWithArrowsInTwoDimensionsAndEnterDropsIt() {
        let fixture = Fixture(["fig", "kiwi", "lime", "pear", "plum"]) { chain, fixture in
            chain.onMove { from, to, name in
                fixture.log.append("move \(name) \(from)→\(to)")
                fixture.names.insert(fixture.names.remove(at: from), at: to)
            }
        }
        #expect(fixture.view.editingKeyHints.map(\.key) == ["m"], "a grid moves items without editing mode, as UIKit's do")
        fixture.press(.character("m"), .right, .down)
        #expect(fixture.view.editingKeyHints.map(\.key) == ["←→↑↓", "⏎", "esc"])
        #expect(fixture.text.prefix(3) == ["  fig    kiwi", "  lime  ▸pear", "  plum"], "the place it would land is marked: \(fixture.text)")
        fixture.press(.enter)
        #expect(fixture.log == ["move fig 0→3"], "→ then ↓: the place of the item under kiwi")
        #expect(fixture.text.prefix(3) == ["  kiwi   lime", "  pear   fig", "  plum"], "moved, and the update after agrees: \(fixture.text)")
        #expect(fixture.view.selectedItem == ItemPath(item: 3, section: 0), "the selection follows the item")
        fixture.press(.character("m"), .left, .up, .escape)
        #expect(fixture.log.count == 1 && !fixture.view.hasEditInProgress, "Esc leaves it where it was")
    }

    @Test func aMoveStopsAtTheEdgesAndPassesOverARefusedPlace() {
        let fixture = Fixture(["fig", "kiwi", "lime"]) { chain, fixture in
            chain.onMove { from, to, name in
                fixture.log.append("move \(name) \(from)→\(to)")
                fixture.names.insert(fixture.names.remove(at: from), at: to)
            }
            .moveTarget { _, proposed in proposed == 1 ? nil : proposed }
        }
        fixture.press(.character("m"), .left, .up, .enter)
        #expect(fixture.log.isEmpty, "nothing before the first place or above the first line")
        fixture.press(.character("m"), .right, .enter)
        #expect(fixture.log == ["move fig 0→2"], "→ goes past the place the hook refuses")
        fixture.view.selectItem(at: ItemPath(item: 1, section: 0))
        fixture.press(.character("m"), .up, .enter)
        #expect(fixture.log.count == 1, "↑ on the first line has no line to go to, not even the first item: \(fixture.log)")
    }

    enum Shelf: Int, TableViewSection, Comparable { case fruit, veg }

    @Test func anItemMovesDownIntoTheNextSectionWhereTheChainLetsItLeave() {
        let view = TerminalCollectionView(clock: ManualTerminalClock())
        view.frame = TerminalRect(x: 0, y: 0, width: 20, height: 6)
        let scheduler = ManualUpdateScheduler()
        var shelves: [Shelf: [String]] = [.fruit: ["fig", "kiwi", "lime"], .veg: ["kale"]]
        let binder = SectionedCollectionViewBinder(
            collectionView: view.validated(), sectionedBy: Shelf.self, sectionDisplayBehavior: .hidesSectionsWithNoCellData, scheduler: scheduler)
        binder.onAllSections().bind(cellType: Tile.self, models: { shelves })
            .itemSize { _, _, _ in Size(width: 6, height: 1) }
            .onMove { from, to, _ in shelves[to.section, default: []].insert(shelves[from.section]!.remove(at: from.row), at: to.row) }
            .movesLeaveSection(true)
        binder.finish()
        view.selectItem(at: ItemPath(item: 2, section: 0))
        view.handle(.key(.character("m")))
        view.handle(.key(.down))
        view.handle(.key(.enter))
        scheduler.flush()
        #expect(shelves == [.fruit: ["fig", "kiwi"], .veg: ["lime", "kale"]], "↓ from the last line goes to the line below, in the next section: \(shelves)")
        #expect(view.selectedItem == ItemPath(item: 0, section: 1))
    }
}
