import BraidSamples
import BraidUIKit
import Foundation

/// Sample 4, on UIKit: a paged feed — the next page asked for as its end comes near, Braid's loading and error rows
/// (the service fails every fifth request: Retry), and a pull to refresh from the first page.
@MainActor
final class NewsFeedViewController: SampleViewController {
    private var binder: TableViewBinder?
    private let service = NewsFeedService()

    convenience init() {
        self.init(title: "News Feed")
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        let binder = TableViewBinder(tableView: tableView)
        binder.onTable()
            .bind(cellType: TitleDetailTableViewCell.self, pages: { [service] (page: Int?) in try await service.fetchPage(page) })
            .onDequeue { _, cell, story in cell.viewModel = .init(title: story.title, subtitle: story.isAd ? "Ad" : story.summary) }
        binder.onPullToRefresh { [weak binder] in await binder?.refreshPages() }
        binder.finish()
        self.binder = binder
    }
}
