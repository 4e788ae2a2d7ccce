import Braid
import BraidTesting
import Testing
@testable import BraidTerminal

/// A terminal view is on screen when the running app's latest frame drew it, and a binder shows the updates of a
/// view that is not on screen as reloads — nothing animates there. With no app running, every view is on screen.
///
/// The tests play the app's frames through `ScreenPresence.latestFrame`, which only a running `TerminalApp` sets
/// otherwise; each test is synchronous on the main actor, so no other test runs while it is set, and each resets it.
@MainActor
@Suite struct ScreenPresenceTests {
    final class NameCell: TerminalTableViewCell {}

    @Test func aTableTheLatestFrameDidNotDrawShowsItsUpdatesWithoutAnimation() {
        defer { ScreenPresence.latestFrame = nil }
        let clock = ManualTerminalClock()
        let table = TerminalTableView(clock: clock)
        table.frame = TerminalRect(x: 0, y: 0, width: 12, height: 4)
        let scheduler = ManualUpdateScheduler()
        let binder = TableViewBinder(tableView: table.validated(), scheduler: scheduler)
        var names = ["a", "b", "c"]
        binder.onTable().bind(cellType: NameCell.self, models: { names })
            .onDequeue { _, cell, name in cell.lines = [TerminalLine(StyledText(name))] }
        binder.finish()
        #expect(table.isOnScreen, "with no app running, a view counts as on screen")

        ScreenPresence.latestFrame = 1
        var buffer = ScreenBuffer(width: 12, height: 4)
        table.render(into: &buffer)
        #expect(table.isOnScreen, "the app's latest frame drew it")
        names.insert("z", at: 0)
        binder.refresh()
        scheduler.flush()
        #expect(table.isAnimating, "on screen, the insert is animated")

        clock.advance(by: .seconds(5))
        ScreenPresence.latestFrame = 2  // the app drew another screen
        #expect(!table.isOnScreen, "the latest frame did not draw it")
        names.removeFirst(2)
        binder.refresh()
        scheduler.flush()
        #expect(!table.isAnimating, "off screen, the update was a reload: nothing animates")
        #expect(screen(of: table).lines.map { $0.trimmingCharacters(in: .whitespaces) } == ["b", "c", "", ""],
                "and the table shows the data when it is drawn again")
    }

    /// A binder let go while the app's latest frame shows its table (a binder kept in a local variable) is reported a
    /// turn later; one whose table the app no longer draws is not.
    @Test(arguments: [true, false])
    func aBinderFreedWhileTheAppShowsItsTableIsReported(stillDrawn: Bool) {
        defer { ScreenPresence.latestFrame = nil }
        let table = TerminalTableView(clock: ManualTerminalClock())
        table.frame = TerminalRect(x: 0, y: 0, width: 12, height: 4)
        let scheduler = ManualUpdateScheduler()
        var warnings: [String] = []
        do {
            let binder = TableViewBinder(tableView: table.validated(), scheduler: scheduler)
            binder.diagnosticHandler = { warnings.append($0.message) }
            binder.onTable().bind(cellType: NameCell.self, models: ["a"])
            binder.finish()
            ScreenPresence.latestFrame = 1
            var buffer = ScreenBuffer(width: 12, height: 4)
            table.render(into: &buffer)
        }
        if !stillDrawn { ScreenPresence.latestFrame = 2 }  // the app drew another screen
        scheduler.flush()
        #expect(warnings.count == (stillDrawn ? 1 : 0), "\(warnings)")
        #expect(warnings.allSatisfy { $0.hasPrefix("a binder was freed while its table is on screen") }, "\(warnings)")
    }

    @Test func aGridTheLatestFrameDidNotDrawShowsItsUpdatesWithoutAnimation() {
        defer { ScreenPresence.latestFrame = nil }
        let clock = ManualTerminalClock()
        let grid = TerminalCollectionView(clock: clock)
        grid.frame = TerminalRect(x: 0, y: 0, width: 20, height: 4)
        let scheduler = ManualUpdateScheduler()
        let binder = CollectionViewBinder(collectionView: grid.validated(), scheduler: scheduler)
        var names = ["a", "b", "c"]
        binder.onCollection().bind(cellType: NameCell.self, models: { names })
            .onDequeue { _, cell, name in cell.lines = [TerminalLine(StyledText(name))] }
        binder.finish()
        #expect(grid.isOnScreen, "with no app running, a view counts as on screen")

        ScreenPresence.latestFrame = 7
        var buffer = ScreenBuffer(width: 20, height: 4)
        grid.render(into: &buffer)
        names.append("d")
        binder.refresh()
        scheduler.flush()
        #expect(grid.isAnimating, "on screen, the insert is animated")

        clock.advance(by: .seconds(5))
        ScreenPresence.latestFrame = 8
        #expect(!grid.isOnScreen)
        names.removeFirst()
        binder.refresh()
        scheduler.flush()
        #expect(!grid.isAnimating, "off screen, the update was a reload: nothing animates")
        var after = ScreenBuffer(width: 20, height: 4)
        grid.render(into: &after)
        #expect(grid.indexPathsForVisibleItems.count == 3, "and the grid shows the data when it is drawn again")
        #expect(after.lines.joined().contains("d") && !after.lines.joined().contains("a"))
    }
}
