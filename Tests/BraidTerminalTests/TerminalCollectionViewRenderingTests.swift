import Braid
import Testing
@testable import BraidTerminal

/// What the terminal grid draws, as string grids: footers, spacing and insets, header and footer sizes from the
/// chain, reflow when the terminal is resized, a 1 × 1 terminal, wide characters in narrow tiles, scrolled views.
@MainActor
@Suite struct TerminalCollectionViewRenderingTests {
    @Test func footersSpanTheWidthBelowTheirSectionsItemsAndWrap() {
        let grid = ShelfGrid(
            [.fruit: ["fig", "kiwi", "lime"], .veg: ["kale"]], headers: [.fruit: "FRUIT", .veg: "VEG"],
            footers: [.fruit: "3 fruits, all ripe", .veg: "one vegetable left in stock"], height: 10)
        expectGrid(grid.screen, [
            " FRUIT",
            "  fig    kiwi",
            "  lime",
            "",
            " 3 fruits, all ripe",
            " VEG",
            "  kale",
            "",
            " one vegetable left",
            " in stock",
        ], "each footer follows its section's bottom inset across the 18 columns inside the side insets, wrapped there")
    }

    @Test func spacingAndInsetsPlaceTheItems() {
        let grid = ShelfGrid([.fruit: ["fig", "kiwi", "lime", "pear", "plum"]], headers: [.fruit: "FRUIT"], height: 8)
        grid.view.itemSpacing = 3
        grid.view.lineSpacing = 1
        grid.view.sectionInsets = TerminalEdgeInsets(top: 1, left: 2, bottom: 1, right: 2)
        expectGrid(grid.screen, [
            "  FRUIT",
            "",
            "   fig      kiwi",
            "",
            "   lime     pear",
            "",
            "   plum",
            "",
        ], "the header inside the side insets; a blank line of top inset; 3 columns between tiles, a blank line between lines")
    }

    @Test func headerAndFooterSizesFromTheChainWinOverTheViewsOwn() {
        let grid = ShelfGrid(
            [.fruit: ["fig", "kiwi"], .veg: ["kale"]], headers: [.fruit: "FRUIT", .veg: "VEG"],
            footers: [.fruit: "hidden", .veg: "last"], height: 9
        ) {
            $0.itemSize { _, _, _ in Size(width: 6, height: 1) }
                .headerSize { _ in Size(width: 0, height: 2) }
                .footerSize { shelf in shelf == .fruit ? Size(width: 0, height: 0) : .automatic }
        }
        expectGrid(grid.screen, [
            " FRUIT",
            "",
            "  fig    kiwi",
            "",
            " VEG",
            "",
            "  kale",
            "",
            " last",
        ], "headers two lines high; the fruit footer none; the veg footer (automatic) its one line")
    }

    @Test func aResizedTerminalReflowsTheGridAndItsHeaders() {
        let grid = ShelfGrid([.fruit: ["fig", "kiwi", "lime"]], headers: [.fruit: "FRUIT AND VEG"], framed: false)
        expectGrid(grid.buffer(width: 20, height: 6).trimmedLines, [
            " FRUIT AND VEG",
            "  fig    kiwi",
            "  lime",
            "", "", "",
        ], "20 columns: two tiles a line")
        #expect(!grid.view.handle(.resize), "the run loop tells the view, then draws into a buffer of the new size")
        expectGrid(grid.buffer(width: 10, height: 6).trimmedLines, [
            " FRUIT",
            " AND VEG",
            "  fig",
            "  kiwi",
            "  lime",
            "",
        ], "10 columns: one tile a line, and the header wrapped to two lines pushes them down")
    }

    @Test func widerInsetsReflowTheGridAndItsHeaders() {
        let grid = ShelfGrid([.fruit: ["fig", "kiwi"]], headers: [.fruit: "FRUIT AND VEG"], width: 16, height: 5)
        expectGrid(grid.screen, [" FRUIT AND VEG", "  fig    kiwi", "", "", ""], "14 columns inside the insets")
        grid.view.sectionInsets = TerminalEdgeInsets(left: 4, right: 4)
        expectGrid(grid.screen, ["    FRUIT", "    AND VEG", "     fig", "     kiwi", ""],
                   "8 columns inside the insets: the header wraps to two lines, one tile a line")
    }

    @Test func aOneByOneTerminalShowsTheTopLeftCell() {
        let grid = ShelfGrid([.fruit: ["fig", "kiwi"]], headers: [.fruit: "FRUIT"], width: 1, height: 1)
        grid.view.sectionInsets = TerminalEdgeInsets()
        let top = grid.buffer()
        #expect(top.lines == ["F"], "the header, wrapped to one column a line, shows its first letter: \(top.lines)")
        grid.view.selectItem(at: ItemPath(item: 1, section: 0))
        let selected = grid.buffer()
        #expect(selected.lines == [" "], "scrolled to kiwi's line, whose first column is its tile's padding: \(selected.lines)")
        #expect(selected[0, 0].style.attributes.contains(.reverse), "in reverse video: the selected tile")
    }

    @Test func wideCharactersAreCutWholeInsideATileNarrowerThanTheirText() {
        let grid = ShelfGrid([.fruit: ["漢字かな", "🍎🍐🍊", "ab"]], width: 30, height: 1)
        let buffer = grid.buffer()
        expectGrid(buffer.trimmedLines, ["  漢…    🍎…    ab"],
                   "6-column tiles keep 4 columns of text: one two-column character and the ellipsis, nothing spilt into the gap")
        #expect(buffer[5, 0].character == " " && buffer[12, 0].character == " ",
                "the column after each ellipsis is the tile's padding, blank")
    }

    @Test func aScrolledViewShowsTheLinesAroundTheSelection() {
        let grid = ShelfGrid([.fruit: (0..<20).map { Produce("i\($0)") }], width: 16, height: 3)
        expectGrid(grid.screen, ["  i0     i1", "  i2     i3", "  i4     i5"], "the top: two tiles a line")
        grid.view.selectItem(at: ItemPath(item: 9, section: 0))
        expectGrid(grid.screen, ["  i4     i5", "  i6     i7", "  i8     i9"], "scrolled just enough to show i9 on the last line")
        grid.view.selectItem(at: ItemPath(item: 19, section: 0))
        expectGrid(grid.screen, ["  i14    i15", "  i16    i17", "  i18    i19"], "scrolled to the end")
        grid.view.selectItem(at: ItemPath(item: 10, section: 0))
        expectGrid(grid.screen, ["  i10    i11", "  i12    i13", "  i14    i15"], "back up: i10 on the first line")
    }
}
