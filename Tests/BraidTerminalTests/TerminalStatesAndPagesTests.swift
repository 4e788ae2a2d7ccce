import Braid
import Foundation
import Testing
@testable import BraidTerminal

/// States, pages and pull to refresh on the terminal's table (and the grid's pull to refresh): a state row shows in the table's content cell, a paged
/// section loads as the selection nears its end, Enter on an error row retries, and F5 pulls to refresh with a
/// "Refreshing…" line. Every batch goes through UIKit's rules (`validated()`).
@MainActor
@Suite struct TerminalStatesAndPagesTests {
    final class NameCell: TerminalTableViewCell {}

    /// A table of pages a test answers by hand.
    @MainActor final class Fixture: KeyboardFixture<TerminalTableView, [String]> {
        lazy var binder = TableViewBinder(tableView: view.validated(), scheduler: scheduler)
        var waiting: [CheckedContinuation<Page<String, Int>, any Error>] = []
        var asked: [Int?] = []

        init() {
            super.init(names: [], width: 60, height: 6) { TerminalTableView(clock: $0) }
            binder.onTable()
                .bind(cellType: NameCell.self, pages: { [unowned self] (token: Int?) in
                    asked.append(token)
                    return try await withCheckedThrowingContinuation { waiting.append($0) }
                }, prefetchDistance: 1)
                .onDequeue { _, cell, name in cell.lines = [TerminalLine(StyledText(name))] }
            binder.finish()
        }

        /// Lets the loader's tasks run and shows what they did, drawing (rows that come into view may ask for a page).
        func settle() async {
            for _ in 0..<3 {
                for _ in 0..<20 { await Task.yield() }
                press()
                _ = buffer
            }
        }

        /// The lines, without the selection's column.
        var rows: [String] { text.map { $0.hasPrefix(" ") ? String($0.dropFirst()) : $0 } }
    }

    @Test func aPagedTableShowsItsLoadingAndErrorRowsRetriesOnEnterAndRefreshesOnF5() async {
        let fixture = Fixture()
        await fixture.settle()
        #expect(fixture.rows.first == "… Loading…", "the first page is loading: \(fixture.rows)")
        fixture.waiting.removeFirst().resume(returning: Page(models: ["a", "b"], next: 1))
        await fixture.settle()
        await fixture.settle()
        #expect(fixture.asked == [nil, 1], "both rows show, near the end: the next page is asked for")
        #expect(Array(fixture.rows.prefix(3)) == ["a", "b", "… Loading…"], "\(fixture.rows)")
        fixture.waiting.removeFirst().resume(throwing: Failure())
        await fixture.settle()
        #expect(fixture.rows[2].hasPrefix("! Couldn't load"), "the error row: \(fixture.rows)")
        #expect(fixture.rows[2].hasSuffix("Retry"), "with its action at the trailing edge: \(fixture.rows)")
        fixture.press(.end)
        #expect(fixture.view.selectedRow == ItemPath(row: 2, section: 0), "the error row can be selected: \(String(describing: fixture.view.selectedRow))")
        fixture.press(.enter)
        await fixture.settle()
        #expect(fixture.asked == [nil, 1, 1], "Enter on the error row asks for the page again")
        fixture.waiting.removeFirst().resume(returning: Page(models: ["c"], next: nil))
        await fixture.settle()
        #expect(Array(fixture.rows.prefix(4)) == ["a", "b", "c", ""], "the last page: no row after it: \(fixture.rows)")

        fixture.binder.onPullToRefresh { [unowned fixture] in await fixture.binder.refreshPages() }
        fixture.press(.function(5))
        await fixture.settle()
        #expect(fixture.rows.first == "Refreshing…", "F5: the first line says so, the rows move down: \(fixture.rows)")
        #expect(fixture.asked == [nil, 1, 1, nil], "from the first page again")
        fixture.waiting.removeFirst().resume(returning: Page(models: ["z"], next: nil))
        await fixture.settle()
        await fixture.settle()
        #expect(Array(fixture.rows.prefix(2)) == ["z", ""], "the first page replaces the rows, and the line goes: \(fixture.rows)")
    }

    struct Failure: Error {}

    final class Tile: TerminalCollectionViewCell {}

    /// The grid's pull to refresh: F5 runs the handler, a "Refreshing…" first line shows until it returns, and the
    /// items move down one line meanwhile.
    @Test func theGridRefreshesOnF5WithARefreshingLine() async {
        final class Grid: KeyboardFixture<TerminalCollectionView, [String]> {
            lazy var binder = CollectionViewBinder(collectionView: view.validated(), scheduler: scheduler)
        }
        let grid = Grid(names: ["a", "b"], width: 20, height: 4) { TerminalCollectionView(clock: $0) }
        grid.binder.onCollection().bind(cellType: Tile.self, models: { [unowned grid] in grid.names })
            .onDequeue { _, cell, name in cell.lines = [TerminalLine(StyledText(name))] }
            .itemSize { _, _ in Size(width: 6, height: 1) }
        var release: CheckedContinuation<Void, Never>?
        grid.binder.onPullToRefresh { await withCheckedContinuation { release = $0 } }
        grid.binder.finish()
        #expect(grid.text.first?.contains("a") == true, "\(grid.text)")
        grid.press(.function(5))
        for _ in 0..<20 where release == nil { await Task.yield() }
        #expect(grid.text.first == "Refreshing…", "\(grid.text)")
        #expect(grid.text.dropFirst().first?.contains("a") == true, "the items one line down: \(grid.text)")
        release?.resume()
        for _ in 0..<20 where grid.binder.isRefreshing { await Task.yield() }
        #expect(grid.text.first?.contains("a") == true, "the line goes when the handler returns: \(grid.text)")
    }

    /// The whole view's state on both terminal views: drawn centred in place of the rows or items; Enter runs its
    /// action; nil shows the list again.
    @Test func theWholeViewsStateShowsInPlaceOfTheListOnTheTableAndTheGrid() {
        final class Table: KeyboardFixture<TerminalTableView, [String]> {
            lazy var binder = TableViewBinder(tableView: view.validated(), scheduler: scheduler)
        }
        final class Grid: KeyboardFixture<TerminalCollectionView, [String]> {
            lazy var binder = CollectionViewBinder(collectionView: view.validated(), scheduler: scheduler)
        }
        var log: [String] = []
        let table = Table(names: ["a"], width: 30, height: 5) { TerminalTableView(clock: $0) }
        table.binder.onTable().bind(cellType: NameCell.self, models: { [unowned table] in table.names })
            .onDequeue { _, cell, name in cell.lines = [TerminalLine(StyledText(name))] }
        table.binder.finish()
        let grid = Grid(names: ["a"], width: 30, height: 5) { TerminalCollectionView(clock: $0) }
        grid.binder.onCollection().bind(cellType: Tile.self, models: { [unowned grid] in grid.names })
            .onDequeue { _, cell, name in cell.lines = [TerminalLine(StyledText(name))] }
            .itemSize { _, _ in Size(width: 6, height: 1) }
        grid.binder.finish()
        table.binder.setViewState(.error(StateContent("Offline", secondaryText: "No network", actionTitle: "Retry"))) { log.append("table") }
        grid.binder.setViewState(.error(StateContent("Offline", secondaryText: "No network", actionTitle: "Retry"))) { log.append("grid") }
        for text in [table.text, grid.text] {
            let shown = text.map { $0.trimmingCharacters(in: .whitespaces) }
            #expect(shown == ["", "Offline", "No network", "[Retry]", ""], "centred, the list gone: \(text)")
        }
        table.press(.enter)
        grid.press(.enter)
        #expect(log == ["table", "grid"], "Enter runs the state's action")
        table.binder.setViewState(nil)
        grid.binder.setViewState(nil)
        #expect(table.text.first?.contains("a") == true && grid.text.first?.contains("a") == true, "the list again")
    }

    /// A paged grid: its loading row shows in the grid's content cell, then the page's items replace it.
    @Test func aPagedGridShowsItsLoadingRowThenItsItems() async {
        final class Grid: KeyboardFixture<TerminalCollectionView, [String]> {
            lazy var binder = CollectionViewBinder(collectionView: view.validated(), scheduler: scheduler)
        }
        let grid = Grid(names: [], width: 40, height: 5) { TerminalCollectionView(clock: $0) }
        var waiting: CheckedContinuation<Page<String, Int>, any Error>?
        grid.binder.onCollection()
            .bind(cellType: Tile.self, pages: { (_: Int?) in try await withCheckedThrowingContinuation { waiting = $0 } })
            .onDequeue { _, cell, name in cell.lines = [TerminalLine(StyledText(name))] }
            .itemSize { _, _ in Size(width: 6, height: 1) }
        grid.binder.finish()
        for _ in 0..<20 where waiting == nil { await Task.yield() }
        grid.press()
        #expect(grid.text.joined().contains("… Loading…"), "\(grid.text)")
        waiting?.resume(returning: Page(models: ["p", "q"], next: nil))
        for _ in 0..<20 { await Task.yield() }
        grid.press()
        #expect(grid.text.joined().contains("p") && grid.text.joined().contains("q") && !grid.text.joined().contains("Loading"),
                "\(grid.text)")
    }
    /// A publisher's section on the terminal's table: loading until its first value, an error row when it fails whose
    /// Enter subscribes again, the rows of the next value, and the empty row for a value without rows.
    @Test func aPublishersSectionShowsLoadingErrorRowsAndEmptyAndEnterSubscribesAgain() async {
        final class Table: KeyboardFixture<TerminalTableView, [String]> {
            lazy var binder = TableViewBinder(tableView: view.validated(), scheduler: scheduler)
        }
        let table = Table(names: [], width: 50, height: 5) { TerminalTableView(clock: $0) }
        var subjects: [PassthroughSubject<[String], any Error>] = []
        let names = Deferred { () -> PassthroughSubject<[String], any Error> in
            let subject = PassthroughSubject<[String], any Error>()
            subjects.append(subject)
            return subject
        }
        table.binder.onTable().bind(cellType: NameCell.self, models: names)
            .onDequeue { _, cell, name in cell.lines = [TerminalLine(StyledText(name))] }
            .states(SectionStates(loading: "Loading…", empty: "Nobody here", error: { _ in StateContent("Offline", actionTitle: "Retry") }))
        table.binder.finish()
        func rows() -> [String] { table.text.map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty } }
        #expect(rows() == ["… Loading…"], "loading until the first value: \(rows())")
        subjects.last?.send(completion: .failure(Failure()))
        table.press()
        #expect(rows().count == 1 && rows()[0].hasPrefix("! Offline") && rows()[0].hasSuffix("Retry"), "\(rows())")
        table.press(.home)
        table.press(.enter)
        #expect(subjects.count == 2, "Enter on the error row subscribes again")
        table.press()
        #expect(rows() == ["… Loading…"], "loading again: \(rows())")
        subjects.last?.send(["ada", "alan"])
        table.press()
        #expect(rows() == ["ada", "alan"], "\(rows())")
        subjects.last?.send([])
        table.press()
        #expect(rows() == ["∅ Nobody here"], "a value without rows is empty: \(rows())")
    }

    /// A request in flight is cancelled when its binder goes: the loader's task sees it.
    @Test func aPagedTablesRequestIsCancelledWhenItsBinderGoes() async {
        final class Table: KeyboardFixture<TerminalTableView, [String]> {}
        let table = Table(names: [], width: 50, height: 5) { TerminalTableView(clock: $0) }
        let log = CancelLog()
        var binder: TableViewBinder? = TableViewBinder(tableView: table.view.validated(), scheduler: table.scheduler)
        binder?.onTable()
            .bind(cellType: NameCell.self, pages: { (_: Int?) -> Page<String, Int> in
                log.started = true
                await withTaskCancellationHandler {
                    for _ in 0..<1_000 where !Task.isCancelled { await Task.yield() }
                } onCancel: { log.cancelled() }
                throw CancellationError()
            })
        binder?.finish()
        for _ in 0..<20 where !log.started { await Task.yield() }
        #expect(log.started && !log.wasCancelled)
        binder = nil
        for _ in 0..<20 where !log.wasCancelled { await Task.yield() }
        #expect(log.wasCancelled, "the binder went: its request was cancelled")
    }
}

/// Whether a loader's request was cancelled (told from whichever thread the cancellation runs on).
final class CancelLog: @unchecked Sendable {
    private let lock = NSLock()
    private var cancelledFlag = false
    @MainActor var started = false
    func cancelled() { lock.lock(); cancelledFlag = true; lock.unlock() }
    var wasCancelled: Bool { lock.lock(); defer { lock.unlock() }; return cancelledFlag }
}
