import Braid
import BraidSamples
import BraidTerminal

/// Sample 5: a server-driven shopping home page (seeds: "Dynamic Home Page").
///
/// Shows: a struct section type with a static `.banner` member bound by name, every other section bound with
/// `onAllOtherSections()` and a cell provider that picks the cell from the section's content;
/// `displayedSections`, header titles and custom footer views driven by publishers; models that are not
/// diffable, so sections update with `undiffableSectionUpdateAnimation`. A malformed response shows an
/// error row with the reason.
@MainActor
final class HomeScreen: TableDemoScreen {
    /// A section of the page: the banner, or one the response describes.
    struct Section: TableViewSection {
        var id: String
        static let banner = Section(id: "banner")
        static let error = Section(id: "error")
    }

    /// One row's content: not identifiable, not equatable — the page is "undiffable".
    enum Row {
        case product(Product)
        case store(Store)
    }

    let title = "Home"
    let table: TerminalTableView
    private let binder: SectionedTableViewBinder<Section>
    let service = HomeService()
    /// What the service answered: the page's sections, or why there are none.
    private let page = CurrentValueSubject<Result<[HomePageSectionContent], HomeService.ResponseError>, Never>(.success([]))
    private(set) var isLoading = false

    init(_ environment: DemoEnvironment) {
        table = environment.makeTable()
        binder = SectionedTableViewBinder(tableView: environment.host(table), sectionedBy: Section.self, scheduler: environment.scheduler)
        binder.diagnosticHandler = { [weak environment] in environment?.report($0) }
        binder.undiffableSectionUpdateAnimation = .left

        // The banner first, then the response's sections in the response's order (or the error).
        let content = page.map { (try? $0.get()) ?? [] }
        let failure = page.map { result -> String? in
            if case .failure(let error) = result { return error.description }
            return nil
        }
        binder.bind(displayedSections: page.map { result in
            switch result {
            case .success(let sections): [Section.banner] + sections.map { Section(id: $0.title) }
            case .failure: [Section.banner, .error]
            }
        })

        binder.onSection(.banner)
            .bind(cellType: CenterLabelCell.self, viewModels: [.init(text: "<Brand Name>. Shopping made easy.", style: .bold)])

        binder.onSection(.error)
            .bind(cellType: CenterLabelCell.self, viewModels: failure.map { reason in
                reason.map { [CenterLabelCell.ViewModel(text: "Could not load the page: \($0)", style: TextStyle(foreground: .red))] } ?? []
            })

        binder.onAllOtherSections()
            .bind(cellProvider: { table, _, _, row in
                switch row {
                case .product(let product):
                    let cell = table.dequeue(ImageTitleSubtitleCell.self)
                    cell.viewModel = .init(title: product.name, subtitle: formatPrice(product))
                    return cell
                case .store(let store):
                    let cell = table.dequeue(TitleDetailCell.self)
                    cell.viewModel = .init(title: store.location, detail: "\(store.distance) km")
                    return cell
                }
            }, models: content.map { sections in
                Dictionary(sections.map { (Section(id: $0.title), Self.rows(of: $0)) }, uniquingKeysWith: { first, _ in first })
            })
            .bind(headerTitles: content.map { sections in
                Dictionary(sections.map { (Section(id: $0.title), $0.title) }, uniquingKeysWith: { first, _ in first })
            })
            .bind(footerType: SectionHeaderView.self, viewModels: content.map { sections in
                Dictionary(sections.compactMap { section in
                    section.footer.map { (Section(id: section.title), SectionHeaderView.ViewModel(title: $0)) }
                }, uniquingKeysWith: { first, _ in first })
            })
        binder.finish()
    }

    func load() async {
        isLoading = true
        TerminalApp.setNeedsDisplay()
        let result = await service.fetchHomePage()
        isLoading = false
        page.send(result)
    }

    private static func rows(of section: HomePageSectionContent) -> [Row] {
        switch section.models {
        case .products(let products): products.map(Row.product)
        case .stores(let stores): stores.map(Row.store)
        }
    }
}
