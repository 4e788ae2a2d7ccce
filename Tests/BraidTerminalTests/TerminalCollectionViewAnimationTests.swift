import Braid
import Testing
@testable import BraidTerminal

/// The terminal grid's animations at injected times: a reload flashes, an inserted section is highlighted whole,
/// and every highlight and fading tile lasts exactly the appearance's duration.
@MainActor
@Suite struct TerminalCollectionViewAnimationTests {
    /// A grid of three fruits whose kiwi was just reloaded: it records the batch's completions.
    @MainActor final class ReloadedKiwi {
        let grid = ShelfGrid([.fruit: ["fig", "kiwi", "lime"]], height: 2)
        var completions: [Bool] = []
        let flashed = ["........######......", "...................."]
        let plain = ["....................", "...................."]

        init() {
            _ = grid.screen
            grid.view.validated().performBatchUpdates(
                BatchUpdate(itemReloads: [ItemPath(item: 1, section: 0)]), updateData: {},
                completion: { [unowned self] in completions.append($0) })
        }

        /// Draws a frame: where it shows the reload style.
        func reloaded() -> [String] { grid.buffer().mask { $0 == grid.view.appearance.reloadedRowStyle } }
    }

    @Test func aReloadedItemFlashesForTheWholeDurationThenItsCompletionRuns() {
        let kiwi = ReloadedKiwi()
        let grid = kiwi.grid
        #expect(kiwi.reloaded() == kiwi.flashed, "kiwi's whole tile flashes in the reload style")
        grid.clock.advance(by: .milliseconds(100))
        #expect(kiwi.reloaded() == kiwi.flashed && grid.view.isAnimating && kiwi.completions.isEmpty,
                "halfway: still flashing, not complete")
        grid.clock.advance(by: .milliseconds(99))
        #expect(kiwi.reloaded() == kiwi.flashed && kiwi.completions.isEmpty, "1 ms before the end: still flashing")
        grid.clock.advance(by: .milliseconds(1))
        #expect(kiwi.reloaded() == kiwi.plain && !grid.view.isAnimating, "at 200 ms the flash is over")
        #expect(kiwi.completions == [true], "and the batch's completion ran once, finished")
    }

    @Test func aFrameDrawnBeforeTheEndIsFollowedByOneMoreEvenWhenAskedAfterIt() {
        let kiwi = ReloadedKiwi()
        let grid = kiwi.grid
        grid.clock.advance(by: .milliseconds(150))
        #expect(kiwi.reloaded() == kiwi.flashed, "150 ms: this frame still flashes")
        grid.clock.advance(by: .milliseconds(100))
        #expect(grid.view.isAnimating && kiwi.completions.isEmpty, "asked after the end: the last frame showed the middle")
        #expect(kiwi.reloaded() == kiwi.plain && !grid.view.isAnimating, "the next frame shows the end")
        #expect(kiwi.completions == [true], "and the completion ran with it")
    }

    @Test func anInsertedSectionIsHighlightedWholeHeaderIncluded() {
        let grid = ShelfGrid([.fruit: ["fig"]], headers: [.fruit: "FRUIT", .veg: "VEG"])
        _ = grid.screen
        grid.shelves[.veg] = ["kale", "leek"]
        grid.refresh()
        let buffer = grid.buffer()
        expectGrid(buffer.trimmedLines, [" FRUIT", "  fig", "", " VEG", "  kale   leek", ""], "the veg shelf appears")
        #expect(buffer.mask { $0 == grid.view.appearance.insertedRowStyle } == [
            "....................",
            "....................",
            "....................",
            "####################",
            ".######.######......",
            "....................",
        ], "its header across the width and each of its tiles are in the inserted style; the fruit shelf is not")
        grid.clock.advance(by: .milliseconds(200))
        #expect(grid.buffer().mask { $0 == grid.view.appearance.insertedRowStyle }.allSatisfy { !$0.contains("#") },
                "and not after the duration")
    }

    @Test func betweenStartAndEndHighlightsAndFadingTilesStayThenTheGapCloses() {
        let grid = ShelfGrid([.fruit: ["fig", "kiwi", "lime"]], height: 2)
        _ = grid.screen
        grid.shelves = [.fruit: ["lime", "fig", "date"]]
        grid.refresh()
        for (time, moment) in [(0, "at the start"), (120, "in the middle"), (199, "1 ms before the end")] {
            grid.clock.now = .milliseconds(time)
            let buffer = grid.buffer()
            expectGrid(buffer.trimmedLines, ["  lime   kiwi", "  date"], "\(moment): the deleted kiwi still fades over fig's new place")
            #expect(buffer[9, 0].style.attributes.contains(.dim), "\(moment): kiwi is dim")
            #expect(buffer[3, 0].style == grid.view.appearance.movedRowStyle, "\(moment): the moved lime is highlighted")
            #expect(buffer[3, 1].style == grid.view.appearance.insertedRowStyle, "\(moment): the inserted date is highlighted")
            #expect(grid.view.isAnimating, "\(moment): animating")
        }
        grid.clock.now = .milliseconds(200)
        let after = grid.buffer()
        expectGrid(after.trimmedLines, ["  lime   fig", "  date"], "at 200 ms the gap closes")
        #expect(after[3, 0].style == .plain && after[3, 1].style == .plain && !grid.view.isAnimating, "and the highlights are over")
    }
}
