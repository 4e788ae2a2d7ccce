import Braid
import Foundation

/// A paged table (`bind(cellType:pages:)`) of `rows` rows on a ``HandingTableHost``, set to append one page: its
/// first page (all the rows) shown, the second asked for — as a view asks when its last row comes into view — and
/// waiting for its answer. ``answerPage()`` answers it with ``pageSize`` rows and lets the loader take them (the run
/// loop runs its task: how many turns that takes varies, so it is not timed); the update the loader then asks for is
/// what `page-100/main-actor` times — which must not grow with the rows already there (the page is a
/// `RecordingList`'s edits, not a diff).
@MainActor
final class PageFixture {
    static let pageSize = 100
    let host = HandingTableHost()
    let binder: TableViewBinder
    private let scheduler: MainActorTimingScheduler
    private var waiting: CheckedContinuation<Page<PagedItem, Int>, any Error>?
    private let rows: Int

    init(rows: Int, scheduler: MainActorTimingScheduler) {
        self.rows = rows
        self.scheduler = scheduler
        binder = TableViewBinder(tableView: host, scheduler: scheduler)
        binder.maximumAnimatedChanges = nil
        binder.onTable()
            .bind(cellType: HandedCell.self, pages: { [unowned self] (token: Int?) in
                if token == nil { return Page(models: (0..<rows).map { PagedItem(id: $0) }, next: 1) }
                return try await withCheckedThrowingContinuation { waiting = $0 }
            })
        binder.finish()
        // The first page comes, then the view shows the last row: the second page is asked for (a loading row shows).
        runTasks(until: { self.rowCount == rows })
        host.dataSource?.tableHost(host, willDisplay: HandedCell(), forRowAt: ItemPath(row: rows - 1, section: 0))
        runTasks(until: { self.waiting != nil && self.rowCount == rows + 1 })
    }

    /// The rows the host was told of.
    var rowCount: Int { host.dataSource.map { $0.tableHost(host, numberOfRowsInSection: 0) } ?? 0 }

    /// Answers the second page with ``pageSize`` rows and lets the loader take it: the update it asks for is then the
    /// scheduler's to run.
    func answerPage() {
        let page = Page(models: (rows..<(rows + Self.pageSize)).map { PagedItem(id: $0) }, next: Optional<Int>.none)
        waiting?.resume(returning: page)
        waiting = nil
        while !scheduler.hasPendingWork { _ = RunLoop.main.run(mode: .default, before: Date()) }
    }

    /// Runs the main actor's tasks and the binder's updates until `done`.
    private func runTasks(until done: () -> Bool) {
        while !done() {
            _ = RunLoop.main.run(mode: .default, before: Date())
            scheduler.settle()
        }
    }
}

/// A paged table's model: identified, so that the diff the first page takes (none: it is edits) and a repeat check
/// see identities, as an app's would.
struct PagedItem: Identifiable, Hashable, OffMainActorDiffable {
    var id: Int
}
