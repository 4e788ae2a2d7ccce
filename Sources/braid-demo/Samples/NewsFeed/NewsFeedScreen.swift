import Braid
import BraidSamples
import BraidTerminal

/// Sample 4: an endless news feed, paged.
///
/// Shows: a table without sections bound to a page loader with content rows (`bind(content:pages:)`, no cell class):
/// each story's title, its summary below, and "Ad" at the right of an advertisement. The next page is asked for as
/// the end comes into view, one request at a time; a loading row while a page is on its way and an error row with
/// Retry when one fails (the service fails every fifth request), both Braid's — no hand-written loading row; the
/// end of the pages; F5 pulls to refresh, from the first page again. Stories repeat across pages and within them,
/// so the feed meets duplicate identities: Braid matches them in order, keeps the table consistent, and says so.
@MainActor
final class NewsFeedScreen: TableDemoScreen {
    var title: String { "News Feed (\(storyCount) stories)" }
    let table: TerminalTableView
    private let binder: TableViewBinder
    let service = NewsFeedService()
    /// The stories of the pages loaded since the first.
    private var storyCount = 0

    init(_ environment: DemoEnvironment) {
        table = environment.makeTable()
        binder = TableViewBinder(tableView: environment.host(table), scheduler: environment.scheduler)
        binder.diagnosticHandler = { [weak environment] in environment?.report($0) }
        binder.onTable()
            .bind(content: { (item: NewsItem) in
                RowContent(text: item.title, secondaryText: item.summary, secondaryTextPlacement: .below,
                           accessories: item.isAd ? [.label("Ad")] : [])
            }, pages: { [weak self, service] (page: Int?) in
                let answer = try await service.fetchPage(page)
                self?.storyCount = (page == nil ? 0 : self?.storyCount ?? 0) + answer.models.count
                return answer
            }, prefetchDistance: 2)
        binder.onPullToRefresh { [weak self] in await self?.binder.refreshPages() }
        binder.finish()
    }

    var keyHints: [KeyHint] { [KeyHint(key: "F5", action: "refresh")] }
}
