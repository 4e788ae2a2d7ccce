import Braid
import Testing
@testable import BraidTerminal

/// The terminal's collection view driven by a Braid binder, drawn into buffers: a grid that wraps, with
/// headers and footers, a selection moved in two dimensions, taps, highlighted updates — and only the items in
/// view asked for.
@MainActor
@Suite struct TerminalCollectionViewTests {
    enum Shelf: Int, TableViewSection, Comparable { case fruit, veg }

    /// A named item, identified by its name: moves and inserts animate as such.
    struct Name: Identifiable, Equatable, ExpressibleByStringLiteral, CustomStringConvertible {
        var id: String
        init(stringLiteral value: String) { id = value }
        init(_ value: String) { id = value }
        var description: String { id }
    }

    final class Tile: TerminalCollectionViewCell {
        nonisolated(unsafe) static var made = 0
        required init() {
            super.init()
            Tile.made += 1
        }
    }
    final class ShelfHeader: TerminalHeaderFooterView, ViewModelBindable {
        var viewModel: String? { didSet { lines = [TerminalLine(StyledText(viewModel ?? "", style: .bold))] } }
    }

    /// A grid of `width` × `height` showing `shelves`, tiles `tileWidth` wide.
    @MainActor final class Grid {
        let view: TerminalCollectionView
        let binder: SectionedCollectionViewBinder<Shelf>
        let scheduler = ManualUpdateScheduler()
        let clock = ManualTerminalClock()
        var shelves: [Shelf: [Name]]
        var taps: [String] = []

        init(_ shelves: [Shelf: [Name]], width: Int = 20, height: Int = 6, tileWidth: Double = 6, headers: Bool = false) {
            self.shelves = shelves
            view = TerminalCollectionView(clock: clock)
            view.frame = TerminalRect(x: 0, y: 0, width: width, height: height)
            binder = SectionedCollectionViewBinder(collectionView: view.validated(), sectionedBy: Shelf.self, sectionDisplayBehavior: .hidesSectionsWithNoCellData, scheduler: scheduler)
            let chain = binder.onAllSections().bind(cellType: Tile.self, models: { [unowned self] in self.shelves })
                .onDequeue { _, _, cell, name in cell.lines = [TerminalLine(StyledText(name.id))] }
                .onTapped { [unowned self] shelf, item, _, name in self.taps.append("\(shelf) \(item) \(name)") }
                .itemSize { _, _, _ in Size(width: tileWidth, height: 1) }
            if headers { chain.bind(headerType: ShelfHeader.self, viewModels: { [unowned self] in Dictionary(uniqueKeysWithValues: self.shelves.keys.map { ($0, "\($0)".uppercased()) }) }) }
            binder.finish()
        }

        var screen: [String] {
            var buffer = ScreenBuffer(width: view.frame!.maxX, height: view.frame!.maxY)
            view.render(into: &buffer)
            return buffer.lines.map { String($0.reversed().drop { $0 == " " }.reversed()) }
        }

        func refresh(_ shelves: [Shelf: [Name]]) {
            self.shelves = shelves
            binder.refresh()
            scheduler.flush()
        }
    }

    @Test func itemsWrapIntoLinesWithSpacingAndInsets() {
        let grid = Grid([.fruit: ["fig", "kiwi", "lime", "pear", "plum"]])
        #expect(grid.screen == ["  fig    kiwi", "  lime   pear", "  plum", "", "", ""],
                "two tiles of 6 per line: 1 column inset, 1 of padding, 1 between: \(grid.screen)")
    }

    @Test func headersSpanTheWidthAndSectionsFollowEachOther() {
        let grid = Grid([.fruit: ["fig", "kiwi", "lime"], .veg: ["kale"]], headers: true)
        #expect(grid.screen == [" FRUIT", "  fig    kiwi", "  lime", "", " VEG", "  kale"], "\(grid.screen)")
    }

    @Test func arrowsMoveTheSelectionInTwoDimensionsAndEnterTaps() {
        let grid = Grid([.fruit: ["fig", "kiwi", "lime", "pear", "plum"], .veg: ["kale", "leek"]], height: 8)
        grid.view.alwaysSelectsAnItem = true
        _ = grid.screen
        #expect(grid.view.selectedItem == ItemPath(item: 0, section: 0), "the first item starts selected")
        grid.view.handle(.key(.right))
        grid.view.handle(.key(.down))
        #expect(grid.view.selectedItem == ItemPath(item: 3, section: 0), "→ then ↓: pear, below kiwi")
        grid.view.handle(.key(.down))
        #expect(grid.view.selectedItem == ItemPath(item: 4, section: 0), "↓ to plum, the nearest in the last line")
        grid.view.handle(.key(.down))
        #expect(grid.view.selectedItem == ItemPath(item: 0, section: 1), "↓ crosses into the next section")
        grid.view.handle(.key(.left))
        #expect(grid.view.selectedItem == ItemPath(item: 4, section: 0), "← crosses back")
        grid.view.handle(.key(.end))
        grid.view.handle(.key(.enter))
        #expect(grid.taps == ["veg 1 leek"], "End selects the last item; Enter taps it")
        let line = grid.screen.firstIndex { $0.contains("leek") }!
        var buffer = ScreenBuffer(width: 20, height: 8)
        grid.view.render(into: &buffer)
        #expect(buffer[9, line].style.attributes.contains(.reverse), "the selection is shown in reverse video")
    }

    @Test func aClickSelectsAndTapsTheItemUnderTheMouse() {
        let grid = Grid([.fruit: ["fig", "kiwi", "lime"]])
        _ = grid.screen
        #expect(grid.view.handle(.mouse(MouseEvent(kind: .press, x: 9, y: 0))))
        #expect(grid.taps == ["fruit 1 kiwi"] && grid.view.selectedItem == ItemPath(item: 1, section: 0))
    }

    @Test func aRefreshAnimatesInsertsDeletesAndMovesAndTheHighlightsEnd() {
        let grid = Grid([.fruit: ["fig", "kiwi", "lime"]])
        _ = grid.screen
        grid.refresh([.fruit: ["lime", "fig", "date"]])
        var buffer = ScreenBuffer(width: 20, height: 6)
        grid.view.render(into: &buffer)
        #expect(buffer.lines[0].hasPrefix("  lime   kiwi") && buffer.lines[1].hasPrefix("  date"),
                "the deleted kiwi fades where it was (over fig, now there): \(buffer.lines)")
        #expect(buffer[10, 0].style.attributes.contains(.dim), "dimmed while it fades")
        #expect(buffer[3, 1].style == grid.view.appearance.insertedRowStyle, "the inserted date is highlighted")
        #expect(buffer[3, 0].style == grid.view.appearance.movedRowStyle, "the moved lime carries its highlight")
        #expect(grid.view.isAnimating)
        grid.clock.advance(by: .seconds(1))
        buffer = ScreenBuffer(width: 20, height: 6)
        grid.view.render(into: &buffer)
        #expect(buffer.lines[0].hasPrefix("  lime   fig"), "the gap closes: \(buffer.lines)")
        #expect(buffer[3, 1].style == .plain && !grid.view.isAnimating, "and the highlights end")
    }

    @Test func aMillionItemsDequeueOnlyWhatIsInView() {
        Tile.made = 0
        let grid = Grid([.fruit: (0..<1_000_000).map { Name("\($0)") }], width: 40, height: 10, tileWidth: 9)
        #expect(grid.screen.first == "  0         1         2", "\(grid.screen.first ?? "")")
        #expect(Tile.made == 30, "3 tiles a line, 10 lines in view: 30 cells made, not a million (\(Tile.made))")
        grid.view.handle(.key(.end))
        #expect(grid.screen.contains { $0.contains("999999") }, "End shows the last item: \(grid.screen) \(grid.view.selectedItem as Any)")
        #expect(Tile.made <= 60, "cells are reused as the view moves (\(Tile.made) made)")
    }

    @Test func aNarrowerViewReflowsAndATinyOneStillDraws() {
        let grid = Grid([.fruit: ["fig", "kiwi", "lime"]])
        #expect(grid.screen.first == "  fig    kiwi")
        grid.view.frame = TerminalRect(x: 0, y: 0, width: 10, height: 4)
        #expect(grid.screen.prefix(3) == ["  fig", "  kiwi", "  lime"], "one tile a line now: \(grid.screen)")
        grid.view.frame = TerminalRect(x: 0, y: 0, width: 1, height: 1)
        #expect(grid.screen.count == 1, "a 1×1 view draws one cell without trouble")
    }

    @Test func itemsWithoutASizeAreMeasuredFromTheirContentWideCharactersIncluded() {
        let view = TerminalCollectionView(clock: ManualTerminalClock())
        view.frame = TerminalRect(x: 0, y: 0, width: 30, height: 3)
        let binder = CollectionViewBinder(collectionView: view.validated(), scheduler: ManualUpdateScheduler())
        binder.onCollection().bind(cellType: Tile.self, models: ["漢字", "ab", "🍎x"])
            .onDequeue { _, cell, name in cell.lines = [TerminalLine(StyledText(name))] }
        binder.finish()
        var buffer = ScreenBuffer(width: 30, height: 3)
        view.render(into: &buffer)
        buffer = ScreenBuffer(width: 30, height: 3)
        view.render(into: &buffer)
        #expect(buffer.lines[0].hasPrefix("  漢字   ab   🍎x "), "each tile is as wide as its text (CJK and emoji two columns) and a column each side: \(buffer.lines[0])")
    }

    @Test func otherKeysGoToTheSelectedCell() {
        final class Counter: TerminalCollectionViewCell {
            nonisolated(unsafe) static var keys: [Key] = []
            override func handle(key: Key) -> Bool {
                Counter.keys.append(key)
                return key == .character(" ")
            }
        }
        Counter.keys = []
        let view = TerminalCollectionView(clock: ManualTerminalClock())
        view.frame = TerminalRect(x: 0, y: 0, width: 20, height: 3)
        let binder = CollectionViewBinder(collectionView: view.validated(), scheduler: ManualUpdateScheduler())
        binder.onCollection().bind(cellType: Counter.self, models: ["a"])
        binder.finish()
        view.alwaysSelectsAnItem = true
        var buffer = ScreenBuffer(width: 20, height: 3)
        view.render(into: &buffer)
        #expect(view.handle(.key(.character(" "))), "the cell used Space")
        #expect(!view.handle(.key(.character("q"))), "q is the app's")
        #expect(Counter.keys == [.character(" "), .character("q")])
    }

    @Test func aVeryWideTerminalPutsManyTilesOnALine() {
        let grid = Grid([.fruit: (0..<30).map { Name("\($0)") }], width: 400, height: 3)
        let first = grid.screen[0]
        #expect(first.hasPrefix("  0      1") && first.contains("29"), "all thirty tiles of 7 columns fit one line of 400: \(first)")
    }

    @Test func itemsInsertedAboveTheViewDoNotMoveWhatTheUserSees() {
        let names = (0..<100).map { Name("i\($0)") }
        let grid = Grid([.fruit: names], width: 16, height: 4)   // two tiles a line
        _ = grid.screen
        grid.view.selectItem(at: ItemPath(item: 60, section: 0))
        let before = grid.screen
        #expect(before.contains { $0.contains("i60") }, "scrolled to i60: \(before)")
        grid.refresh([.fruit: [Name("new0"), Name("new1")] + names])
        #expect(grid.screen == before, "two items inserted above (one whole line): the view shows the same tiles: \(grid.screen) vs \(before)")
        #expect(grid.view.selectedItem == ItemPath(item: 62, section: 0), "the selection stays on i60")
    }
}
