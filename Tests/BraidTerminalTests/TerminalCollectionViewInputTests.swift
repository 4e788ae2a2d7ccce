import Braid
import Testing
@testable import BraidTerminal

/// Page Up/Down, Home and the mouse wheel on the terminal grid, checked on the screen they leave.
@MainActor
@Suite struct TerminalCollectionViewInputTests {
    /// Twenty tiles, two a line, in a view `height` lines high, the first selected.
    private func twentyTiles(height: Int) -> ShelfGrid {
        let grid = ShelfGrid([.fruit: (0..<20).map { Produce("i\($0)") }], width: 16, height: height)
        grid.view.alwaysSelectsAnItem = true
        _ = grid.screen
        return grid
    }

    @Test func pageDownAndPageUpMoveTheSelectionAScreenfulOfLines() {
        let grid = twentyTiles(height: 4)
        grid.view.handle(.key(.pageDown))
        #expect(grid.view.selectedItem == ItemPath(item: 8, section: 0), "four lines down from i0: i8")
        expectGrid(grid.screen, ["  i2     i3", "  i4     i5", "  i6     i7", "  i8     i9"], "scrolled to show i8")
        grid.view.handle(.key(.pageDown))
        #expect(grid.view.selectedItem == ItemPath(item: 16, section: 0))
        expectGrid(grid.screen, ["  i10    i11", "  i12    i13", "  i14    i15", "  i16    i17"], "four more lines")
        grid.view.handle(.key(.pageUp))
        #expect(grid.view.selectedItem == ItemPath(item: 8, section: 0))
        let buffer = grid.buffer()
        expectGrid(buffer.trimmedLines, ["  i8     i9", "  i10    i11", "  i12    i13", "  i14    i15"], "back up to i8, now the top line")
        #expect(buffer.mask { $0.attributes.contains(.reverse) }[0] == ".######.........", "i8's tile is selected")
    }

    @Test func homeGoesBackToTheFirstItemAtTheTop() {
        let grid = twentyTiles(height: 3)
        grid.view.handle(.key(.end))
        expectGrid(grid.screen, ["  i14    i15", "  i16    i17", "  i18    i19"], "End: the last line")
        grid.view.handle(.key(.home))
        #expect(grid.view.selectedItem == ItemPath(item: 0, section: 0))
        expectGrid(grid.screen, ["  i0     i1", "  i2     i3", "  i4     i5"], "Home: the top again")
    }

    @Test func theWheelScrollsThreeLinesKeepsTheSelectionInViewAndStopsAtTheEnds() {
        let grid = twentyTiles(height: 4)
        grid.view.selectItem(at: ItemPath(item: 7, section: 0))
        func wheel(_ kind: MouseEvent.Kind, _ times: Int = 1) {
            for _ in 0..<times { #expect(grid.view.handle(.mouse(MouseEvent(kind: kind, x: 3, y: 1)))) }
        }
        wheel(.wheelDown)
        expectGrid(grid.screen, ["  i6     i7", "  i8     i9", "  i10    i11", "  i12    i13"], "three lines down")
        #expect(grid.view.selectedItem == ItemPath(item: 7, section: 0), "i7 is still in view: still selected")
        wheel(.wheelDown)
        expectGrid(grid.screen, ["  i12    i13", "  i14    i15", "  i16    i17", "  i18    i19"], "three more")
        #expect(grid.view.selectedItem == ItemPath(item: 12, section: 0), "i7 left the view: the first item in view is selected")
        wheel(.wheelDown, 2)
        expectGrid(grid.screen, ["  i14    i15", "  i16    i17", "  i18    i19", ""],
                   "no further than the end: the last line, then the section's bottom inset")
        wheel(.wheelUp, 3)
        expectGrid(grid.screen, ["  i0     i1", "  i2     i3", "  i4     i5", "  i6     i7"], "and no further than the top")
        #expect(grid.view.selectedItem == ItemPath(item: 2, section: 0),
                "i12 left the view one line from the top, where i2 was the first in view; i2 stayed in view")
        #expect(!grid.view.handle(.mouse(MouseEvent(kind: .wheelDown, x: 30, y: 1))), "the wheel outside the view is not the view's")
    }
}
