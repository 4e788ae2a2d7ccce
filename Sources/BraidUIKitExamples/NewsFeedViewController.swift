import BraidSamples
import BraidUIKit
import Foundation

/// Sample 4, on UIKit: an endless feed that asks for the next page as its end comes near.
@MainActor
final class NewsFeedViewController: SampleViewController {
    private var binder: TableViewBinder?
    private let service = NewsFeedService()
    private var stories: [NewsItem] = []
    private var isLoading = false

    convenience init() {
        self.init(title: "News Feed")
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        let binder = TableViewBinder(tableView: tableView)
        binder.onTable()
            .bind(cellProvider: Self.cell(for:row:story:), models: { [unowned self] in stories })
            .prefetch(when: .cellsFromEnd(2)) { [weak self] _ in self?.loadNextPage() }
        binder.finish()
        self.binder = binder
        loadNextPage()
    }

    /// A story's cell — a cell provider typed with UIKit's table, as the original library's tutorials wrote them.
    private static func cell(for tableView: UITableView, row: Int, story: NewsItem) -> UITableViewCell {
        let cell = tableView.dequeue(TitleDetailTableViewCell.self)
        cell.viewModel = .init(title: story.title, subtitle: story.isAd ? "Ad" : story.summary)
        return cell
    }

    /// Appends the next page; one request at a time.
    private func loadNextPage() {
        guard !isLoading else { return }
        isLoading = true
        Task {
            stories += await service.fetchPage()
            isLoading = false
            binder?.refresh()
        }
    }
}
