import Braid
import Foundation
import BraidUIKit
import Testing

/// A page server a test answers by hand, for the UIKit tests: each request waits until the test answers or fails it.
@MainActor
final class FruitPages {
    /// The tokens asked for, in order.
    private(set) var requests: [Int?] = []
    private var waiting: [CheckedContinuation<Page<Fruit, Int>, any Error>] = []

    func load(_ token: Int?) async throws -> Page<Fruit, Int> {
        requests.append(token)
        return try await withCheckedThrowingContinuation { waiting.append($0) }
    }

    /// Answers the oldest request with fruit named `names`, then `next`.
    func answer(_ names: [String], next: Int?) {
        waiting.removeFirst().resume(returning: Page(models: names.map { Fruit(name: $0) }, next: next))
    }

    func fail() {
        waiting.removeFirst().resume(throwing: SourceFailure(reason: "offline"))
    }
}

private struct SourceFailure: Error {
    var reason: String
}

/// Paged sections on UIKit (the stand-in): the next page asked for when a row near the end is displayed (the view's
/// `willDisplay`), the loading and error rows in the view's content cell, an error row whose tap asks again, and the
/// end — on a table and a collection view, every batch validated by the stand-in's engine.
@MainActor
@Suite("BraidUIKit: paged sections")
struct UIKitPagedSectionTests {
    /// Runs the main actor's other work (the loader's task) and the binder's updates until `condition` holds.
    private func settle(_ scheduler: ManualUpdateScheduler, until condition: () -> Bool,
                        sourceLocation: SourceLocation = #_sourceLocation) async {
        for _ in 0..<1_000 where !condition() {
            await Task.yield()
            scheduler.flush()
        }
        #expect(condition(), "the condition never became true", sourceLocation: sourceLocation)
    }

    @Test func aPagedTableAsksForPagesAsItsLastRowsDisplayRetriesAFailedOneAndStopsAtTheEnd() async {
        let fixture = UIKitFixture()
        let binder = fixture.sectioned()
        let server = FruitPages()
        binder.onSection(.top)
            .bind(cellType: FruitCell.self, pages: { try await server.load($0) }, prefetchDistance: 1)
            .onDequeue { _, cell, fruit in cell.textLabel?.text = fruit.name }
        binder.displayedSections = [.top]
        binder.finish()
        func stateRow() -> RowContent? {
            let rows = fixture.tableView.numberOfRows(inSection: 0)
            return (fixture.tableView.cellForRow(at: IndexPath(row: rows - 1, section: 0)) as? UIKitContentTableViewCell)?.viewModel
        }
        #expect(stateRow()?.text == "Loading…", "the first page is loading, in the table's content cell")
        await settle(fixture.scheduler, until: { server.requests == [nil] })
        server.answer(["Apple", "Pear"], next: 1)
        // Both rows show, so the last is displayed: the next page is asked for, and a loading row follows them.
        await settle(fixture.scheduler, until: { server.requests == [nil, 1] })
        #expect(fixture.tableView.numberOfRows(inSection: 0) == 3 && stateRow()?.text == "Loading…", "\(fixture.screen)")
        server.fail()
        await settle(fixture.scheduler, until: { stateRow()?.accessories == [.label("Retry")] })
        #expect(server.requests == [nil, 1], "a failed page is not asked for again until Retry")
        fixture.tap(row: 2)
        await settle(fixture.scheduler, until: { server.requests == [nil, 1, 1] })
        server.answer(["Plum"], next: nil)
        await settle(fixture.scheduler, until: { fixture.tableView.numberOfRows(inSection: 0) == 3 && stateRow() == nil })
        #expect(fixture.screen == ["Apple", "Pear", "Plum"], "the last page: no row follows")
        #expect(server.requests == [nil, 1, 1], "nothing more is asked for after the last page")
    }

    @Test func aPagedCollectionViewAsksForPagesAsItsLastItemsDisplay() async {
        let fixture = CollectionFixture()
        let binder = CollectionViewBinder(collectionView: fixture.collectionView, scheduler: fixture.scheduler)
        let server = FruitPages()
        binder.onCollection()
            .bind(cellType: StarTileCell.self, pages: { try await server.load($0) }, prefetchDistance: 0)
            .onDequeue { _, cell, fruit in cell.accessibilityLabel = fruit.name }
        binder.finish()
        let view = fixture.collectionView
        func lastCell() -> UICollectionViewCell? {
            view.cellForItem(at: IndexPath(item: view.numberOfItems(inSection: 0) - 1, section: 0))
        }
        #expect((lastCell() as? UIKitContentListCell)?.viewModel?.text == "Loading…", "the first page is loading")
        await settle(fixture.scheduler, until: { server.requests == [nil] })
        server.answer(["Apple", "Pear", "Plum"], next: 1)
        await settle(fixture.scheduler, until: { server.requests == [nil, 1] })
        #expect(view.numberOfItems(inSection: 0) == 4, "the page's three items and a loading item")
        server.answer(["Fig"], next: nil)
        await settle(fixture.scheduler, until: { view.numberOfItems(inSection: 0) == 4 && lastCell() is StarTileCell })
        #expect(lastCell()?.accessibilityLabel == "Fig")
        #expect(server.requests == [nil, 1])
    }
    @Test func hidingAPagedSectionCancelsItsRequestAndDropsItsLateAnswer() async {
        let fixture = UIKitFixture()
        let binder = fixture.sectioned()
        let server = FruitPages()
        binder.onSection(.top)
            .bind(cellType: FruitCell.self, pages: { try await server.load($0) })
            .onDequeue { _, cell, fruit in cell.textLabel?.text = fruit.name }
        binder.onSection(.bottom).bind(cellType: FruitCell.self, models: [Fruit(name: "Kiwi")])
            .onDequeue { _, cell, fruit in cell.textLabel?.text = fruit.name }
        binder.sectionDisplayBehavior = .manuallyManaged
        binder.displayedSections = [.top, .bottom]
        binder.finish()
        await settle(fixture.scheduler, until: { server.requests == [nil] })
        binder.displayedSections = [.bottom]
        fixture.scheduler.flush()
        server.answer(["Apple"], next: nil)  // the hidden section's request was cancelled: its answer is dropped
        for _ in 0..<20 { await Task.yield() }
        binder.displayedSections = [.top, .bottom]
        fixture.scheduler.flush()
        await settle(fixture.scheduler, until: { server.requests == [nil, nil] })
        #expect(fixture.tableView.numberOfRows(inSection: 0) == 1
                && (fixture.tableView.cellForRow(at: IndexPath(row: 0, section: 0)) as? UIKitContentTableViewCell)?.viewModel?.text == "Loading…",
                "shown again, the section loads its first page again; nothing of the dropped answer shows")
        server.answer(["Pear"], next: nil)
        await settle(fixture.scheduler, until: { fixture.screen == ["Pear", "Kiwi"] })
    }
}
