import Braid
import Testing
@testable import BraidTerminal

/// Each item of the terminal grid has its own size: fixed where the chain gives one, measured from its content
/// where it is automatic — whatever the sizes of the items around it — and sized again when it changes.
@MainActor
@Suite struct TerminalCollectionViewSizingTests {
    /// A single shelf of `items`, 30 × 2, sized by `size` (from each item's model).
    private func shelf(_ items: [Produce], width: Int = 30, size: @escaping (Produce) -> Size) -> ShelfGrid {
        ShelfGrid([.fruit: items], width: width, height: 2) { $0.itemSize { _, _, produce in size(produce) } }
    }

    @Test func anAutomaticFirstItemIsMeasuredAndTheFixedOnesAfterItKeepTheirSize() {
        let grid = shelf(["automatic", "b", "c"]) { $0.id == "automatic" ? .automatic : Size(width: 6, height: 1) }
        expectGrid(grid.screen, ["  automatic   b      c", ""],
                   "the first tile is its text's width (9 + a column each side), the others 6, not the 12 × 1 estimate")
    }

    @Test func anAutomaticItemAfterAFixedOneIsMeasuredBeforeItIsFirstDrawn() {
        let grid = shelf(["a", "automatic", "c"]) { $0.id == "automatic" ? .automatic : Size(width: 6, height: 1) }
        expectGrid(grid.screen, ["  a      automatic   c", ""],
                   "the first frame already shows the automatic tile at its measured width, not the first tile's 6")
    }

    @Test func anAutomaticItemWithAnEstimateIsMeasuredToo() {
        let grid = ShelfGrid([.fruit: ["ab", "cd", "ef"]], width: 30, height: 2) {
            $0.estimatedItemSize { _, _, _ in Size(width: 20, height: 1) }
        }
        expectGrid(grid.screen, ["  ab   cd   ef", ""],
                   "an estimate only places a tile until it is measured: three 4-column tiles on one line, not 20-column ones")
    }

    @Test func anAutomaticItemWhoseContentChangesIsMeasuredAgain() {
        let grid = shelf(["ab", "cd"]) { _ in .automatic }
        expectGrid(grid.screen, ["  ab   cd", ""], "two tiles of 4")
        grid.shelves = [.fruit: [Produce("ab", text: "abcdefgh"), "cd"]]
        grid.refresh()
        expectGrid(grid.screen, ["  abcdefgh   cd", ""],
                   "the same item (reconfigured in place) is as wide as its new text, and its neighbour moves along")
    }

    @Test func aFixedSizeFromTheModelIsReadAgainWhenTheModelChanges() {
        let grid = shelf(["ab", "cd"]) { Size(width: Double($0.text.count + 2), height: 1) }
        expectGrid(grid.screen, ["  ab   cd", ""], "two tiles of 4")
        grid.shelves = [.fruit: [Produce("ab", text: "abcdefgh"), "cd"]]
        grid.refresh()
        expectGrid(grid.screen, ["  abcdefgh   cd", ""], "the item's size comes from its new model")
    }

    @Test func automaticItemsAreMeasuredAgainWhenTheWidthChanges() {
        let grid = shelf(["abcdefghijkl"]) { _ in .automatic }
        expectGrid(grid.screen, ["  abcdefghijkl", ""], "14 columns in 30")
        grid.view.frame = TerminalRect(x: 0, y: 0, width: 10, height: 2)
        expectGrid(grid.screen, ["  abcde…", ""],
                   "in 10 columns (8 inside the insets) the tile is 8 wide and its text cut to the 6 inside its padding")
        grid.view.frame = TerminalRect(x: 0, y: 0, width: 30, height: 2)
        expectGrid(grid.screen, ["  abcdefghijkl", ""], "and whole again when there is room")
    }

    @Test func aCellWhoseContentChangesOnAKeyIsMeasuredAgain() {
        final class Growing: TerminalCollectionViewCell {
            override func handle(key: Key) -> Bool {
                guard key == .character(" ") else { return false }
                lines = ["grown!"]
                return true
            }
        }
        let view = TerminalCollectionView(clock: ManualTerminalClock())
        view.frame = TerminalRect(x: 0, y: 0, width: 30, height: 1)
        let binder = CollectionViewBinder(collectionView: view.validated(), scheduler: ManualUpdateScheduler())
        binder.onCollection().bind(cellType: Growing.self, models: ["ab", "cd"])
            .onDequeue { _, cell, name in cell.lines = [TerminalLine(StyledText(name))] }
        binder.finish()
        view.alwaysSelectsAnItem = true
        var buffer = ScreenBuffer(width: 30, height: 1)
        view.render(into: &buffer)
        expectGrid(buffer.trimmedLines, ["  ab   cd"], "two automatic tiles of 4, the first selected")
        #expect(view.handle(.key(.character(" "))), "the cell uses Space")
        view.render(into: &buffer)
        expectGrid(buffer.trimmedLines, ["  grown!   cd"], "its tile is as wide as its new text")
    }
}
