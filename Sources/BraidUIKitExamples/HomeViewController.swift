import BraidSamples
import BraidUIKit
import Foundation

/// Sample 5, on UIKit: a server-driven page — sections from a bundled response, in its order.
@MainActor
final class HomeViewController: SampleViewController {
    /// A section of the page, known only once the response is read.
    struct Section: TableViewSection {
        var title: String
    }

    private var binder: SectionedTableViewBinder<Section>?
    private let service = HomeService()
    private var content: [HomePageSectionContent] = []

    convenience init() {
        self.init(title: "Home")
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        let binder = SectionedTableViewBinder(tableView: tableView, sectionedBy: Section.self)
        binder.onAllSections()
            .bind(cellType: TitleDetailTableViewCell.self, models: { [unowned self] in rows }, mapToViewModels: { $0 })
            .bind(headerType: SectionHeaderView.self, viewModels: { [unowned self] in
                Dictionary(uniqueKeysWithValues: content.map { (Section(title: $0.title), $0.title) })
            })
            .bind(footerTitles: { [unowned self] in
                Dictionary(uniqueKeysWithValues: content.map { (Section(title: $0.title), $0.footer) })
            })
        binder.finish()
        self.binder = binder
        Task {
            if case .success(let sections) = await service.fetchHomePage() {
                content = sections
                binder.displayedSections = sections.map { Section(title: $0.title) }
                binder.refresh()
            }
        }
    }

    /// Each section's rows, as the cells' view models.
    private var rows: [Section: [TitleDetailTableViewCell.ViewModel]] {
        var rows: [Section: [TitleDetailTableViewCell.ViewModel]] = [:]
        for section in content {
            switch section.models {
            case .products(let products):
                rows[Section(title: section.title)] = products.map { .init(title: $0.name, subtitle: formatPrice($0)) }
            case .stores(let stores):
                rows[Section(title: section.title)] = stores.map { .init(title: $0.location, subtitle: "\($0.distance) km") }
            }
        }
        return rows
    }
}
