import Braid
import BraidSamples
import BraidTerminal

/// Sample 4: an endless news feed.
///
/// Shows: a table without sections; `prefetch(when: .cellsFromEnd(_:))` asking for the next page as the end
/// comes into view; new rows appended, animated; a loading row while a page is in flight, and never a second
/// request meanwhile. Stories repeat across pages, so the feed meets duplicate identities — Braid matches
/// them in order and keeps the table consistent.
@MainActor
final class NewsFeedScreen: TableDemoScreen {
    /// A row of the feed: a story, or the loading row at the end.
    enum FeedRow: CollectionIdentifiable, Equatable {
        case story(NewsItem)
        case loading

        var collectionId: String {
            switch self {
            case .story(let item): item.collectionId
            case .loading: "loading"
            }
        }
    }

    var title: String { "News Feed (\(stories.count) stories)" }
    let table: TerminalTableView
    private let binder: TableViewBinder
    let service = NewsFeedService()
    private var stories: [NewsItem] = []
    private(set) var isLoading = false

    init(_ environment: DemoEnvironment) {
        table = environment.makeTable()
        binder = TableViewBinder(tableView: environment.host(table), scheduler: environment.scheduler)
        binder.diagnosticHandler = { [weak environment] in environment?.report($0) }
        binder.onTable()
            .bind(cellProvider: { table, _, row in
                switch row {
                case .story(let item):
                    let cell = table.dequeue(TitleDetailCell.self)
                    cell.viewModel = .init(title: item.title, subtitle: item.summary, detail: item.isAd ? "Ad" : nil, subtitleLines: 2)
                    return cell
                case .loading:
                    return table.dequeue(LoadingCell.self)
                }
            }, models: { [unowned self] in stories.map(FeedRow.story) + (isLoading ? [.loading] : []) })
            .prefetch(when: .cellsFromEnd(2)) { [weak self] _ in
                Task { await self?.loadNextPage() }
            }
        binder.finish()
    }

    func load() async {
        await loadNextPage()
    }

    /// Appends the next page; does nothing while a page is already on its way.
    private func loadNextPage() async {
        guard !isLoading else { return }
        isLoading = true
        binder.refresh()  // shows the loading row
        let page = await service.fetchPage()
        isLoading = false
        stories += page
        binder.refresh()
    }
}
