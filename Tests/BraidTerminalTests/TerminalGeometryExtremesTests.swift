import Braid
import Testing
@testable import BraidTerminal

/// Geometry at its extremes — sizes from a data source that are huge, not a number or infinite, frames far off the
/// screen, the largest spacing — lays out and draws without trapping (found by `fuzz-geometry`). Braid's binders
/// report sizes that are not finite before a view sees them (`DimensionTests`); a view still takes any `Double` from
/// a data source of its own.
@MainActor
@Suite struct TerminalGeometryExtremesTests {
    @Test func aSizeInCellsIsRoundedAndKeptBetweenItsMinimumAndTheMostAViewLaysOut() {
        #expect(Int(cells: 2.5) == 3 && Int(cells: 2.49) == 2 && Int(cells: -0.0) == 0 && Int(cells: -7) == 0)
        #expect(Int(cells: .nan) == 0 && Int(cells: .nan, minimum: 1) == 1, "not a number: the minimum")
        #expect(Int(cells: .infinity) == .maximumCells && Int(cells: -.infinity, minimum: 1) == 1, "the infinities: the ends")
        #expect(Int(cells: 1e300) == .maximumCells && Int(cells: 9.3e18) == .maximumCells && Int(cells: .greatestFiniteMagnitude) == .maximumCells,
                "past Int's range: the most, not a trap")
        #expect(GridSize(Size(width: .nan, height: .infinity)) == GridSize(width: 1, height: .maximumCells))
    }

    /// A row far taller than any screen — before, `Int(1e300)` trapped — takes the most lines a view lays out; one
    /// whose height is not a number takes none; and deleting the tall row with its animation keeps a ghost only as
    /// large as the screen (before, the ghost of a row 16,777,216 lines tall was a buffer of that many lines).
    @Test func rowsOfHugeOrNotANumberHeightsLayOutScrollAndAnimateTheirDeletion() {
        let clock = ManualTerminalClock()
        let dataSource = TestDataSource(rows: [TestRow("tall", height: 1e300), TestRow("nan", height: .nan), "c", TestRow("d", height: 2)])
        let table = makeTable(dataSource, width: 10, height: 3, clock: clock)
        expectScreen(screen(of: table), [" tall     ", "          ", "          "])
        #expect(table.rowHeight(ItemPath(row: 0, section: 0)) == .maximumCells)
        #expect(table.rowHeight(ItemPath(row: 1, section: 0)) == 0)
        _ = table.handle(.key(.end))
        expectScreen(screen(of: table), [" c        ", " d        ", "          "], "the end: c, and d's two lines")
        _ = table.handle(.key(.home))
        expectScreen(screen(of: table), [" tall     ", "          ", "          "], "home: the tall row's first lines")
        table.validated().performBatchUpdates(
            BatchUpdate(itemDeletes: [ItemPath(row: 0, section: 0)]), animations: BatchAnimations(),
            updateData: { dataSource.sections[0].rows.remove(at: 0) }, completion: nil)
        let ghosts = table.animations.ghosts.values.flatMap { $0 }
        #expect(ghosts.map { [$0.snapshot.width, $0.snapshot.height] } == [[10, 3]], "the ghost is what the screen showed of the row")
        expectScreen(screen(of: table), [" tall     ", "          ", "          "], "the deleted row dims in place")
        clock.advance(by: .seconds(1))
        expectScreen(screen(of: table), [" c        ", " d        ", "          "], "then the gap closes: the row of no height is not drawn")
    }

    /// Items sized past any screen each take a line of their own, at most as wide as the view; a header of an
    /// enormous height pushes the items down without trapping.
    @Test func itemsAndHeadersOfHugeSizesLayOutOnePerLine() {
        let grid = ShelfGrid([.fruit: ["a", "b"]], headers: [.fruit: "F"], width: 12, height: 4) {
            $0.itemSize { _, _, produce in produce.id == "a" ? Size(width: 1e300, height: 1) : Size(width: 9.3e18, height: 1) }
        }
        expectGrid(grid.screen, [" F", "  a", "  b", ""], "each item as wide as the line, one per line")
        let tall = ShelfGrid([.fruit: ["a"]], headers: [.fruit: "F"], width: 12, height: 3) {
            $0.itemSize { _, _, _ in Size(width: 3, height: 1) }.headerSize { _ in Size(width: 0, height: .greatestFiniteMagnitude) }
        }
        expectGrid(tall.screen, [" F", "", ""], "the header takes the most lines a view lays out; the items are below it")
        _ = tall.view.handle(.key(.end))
        _ = tall.screen
    }

    /// A frame anywhere in `Int` — far right and below the buffer — draws nothing there and does not overflow
    /// (before, the position of each item, `area.x + frame.x`, did).
    @Test func framesFarOffTheBufferDrawNothingAndDoNotOverflow() {
        let grid = ShelfGrid([.fruit: ["a", "b"]], width: 12, height: 4)
        for frame in [TerminalRect(x: .max, y: 0, width: 30, height: 4), TerminalRect(x: 0, y: .max, width: 30, height: 4),
                      TerminalRect(x: .max - 2, y: .max - 2, width: .max, height: .max)] {
            grid.view.frame = frame
            #expect(grid.buffer(width: 12, height: 4).lines.allSatisfy { $0.allSatisfy { $0 == " " } }, "\(frame)")
        }
        grid.view.frame = TerminalRect(x: 0, y: 0, width: 12, height: 4)
        expectGrid(grid.screen, ["  a", "  b", "", ""], "and the same grid draws once its frame is back (6-column tiles, 10 inside)")
        let table = makeTable(TestDataSource(rows: rows(3)), width: 10, height: 3)
        table.frame = TerminalRect(x: .min, y: .max - 1, width: .max, height: .max)
        var buffer = ScreenBuffer(width: 10, height: 3)
        table.render(into: &buffer)
        #expect(buffer.lines.allSatisfy { $0.allSatisfy { $0 == " " } })
    }

    /// Spacing and insets are numbers of cells from 0 to `Int.maximumCells`: the largest is laid out (nothing else
    /// fits beside it), and one outside stops the program with a message naming the property.
    @Test func theLargestSpacingLaysOutAndOneBeyondItStopsWithAMessage() async {
        let grid = ShelfGrid([.fruit: ["a", "b"]], width: 12, height: 3)
        grid.view.itemSpacing = .maximumCells
        grid.view.sectionInsets = TerminalEdgeInsets(top: 0, left: .maximumCells, bottom: 0, right: .maximumCells)
        grid.view.lineSpacing = .maximumCells
        _ = grid.screen
        _ = grid.view.handle(.key(.end))
        _ = grid.screen
        await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            await MainActor.run { TerminalCollectionView().itemSpacing = -1 }
        }.map { result in
            let text = String(decoding: result.standardErrorContent, as: UTF8.self)
            #expect(text.contains("TerminalCollectionView.itemSpacing is -1; spacing and insets are 0 to 16777216 character cells"), "\(text)")
        }
    }
}
