import Braid
import BraidSamples
import BraidTerminal

/// The seven samples, by the name used on the command line.
enum Sample: String, CaseIterable {
    case accounts, artists, form, newsFeed = "news-feed", homePage = "home-page", shop, files

    var title: String {
        switch self {
        case .accounts: "Accounts"
        case .artists: "Artists & Songs"
        case .form: "Form"
        case .newsFeed: "News Feed"
        case .homePage: "Dynamic Home Page"
        case .shop: "Shop"
        case .files: "Files"
        }
    }

    var summary: String {
        switch self {
        case .accounts: "Auto-hiding enum sections from a publisher; refresh through four responses."
        case .artists: "Struct sections known at run time; letters come and go, artists move."
        case .form: "Cell events, a cell provider and refresh(): an 'Add Event' form."
        case .newsFeed: "Infinite scroll with prefetch; stories repeat, so it shows the duplicate-identity warning."
        case .homePage: "A server-driven page: sections from a bundled JSON response."
        case .shop: "A mixed screen: a featured row, product grids, a list; filter and refresh move tiles."
        case .files: "A file browser: a tree; folders open and close, and stay open through refreshes and moves."
        }
    }

    @MainActor
    func makeScreen(_ environment: DemoEnvironment) -> any DemoScreen {
        switch self {
        case .accounts: AccountsScreen(environment)
        case .artists: ArtistsScreen(environment)
        case .form: FormScreen(environment)
        case .newsFeed: NewsFeedScreen(environment)
        case .homePage: HomeScreen(environment)
        case .shop: ShopScreen(environment)
        case .files: FilesScreen(environment)
        }
    }
}

/// The samples menu: a table without sections, one content row per sample — its title, its summary below, a
/// disclosure mark (SAMPLES.md, sample 0).
@MainActor
final class SamplesMenu: TableDemoScreen {
    let title = "Braid samples"
    let table: TerminalTableView
    private let binder: TableViewBinder

    init(_ environment: DemoEnvironment) {
        table = environment.makeTable()
        binder = TableViewBinder(tableView: environment.host(table), scheduler: environment.scheduler)
        binder.diagnosticHandler = { [weak environment] in environment?.report($0) }
        binder.onTable()
            .bind(content: { sample in
                RowContent(text: sample.title, secondaryText: sample.summary, secondaryTextPlacement: .below,
                           accessories: [.disclosureIndicator])
            }, models: Sample.allCases)
            .onTapped { [weak environment] _, _, sample in
                guard let environment else { return }
                environment.push(sample.makeScreen(environment))
            }
        binder.finish()
    }
}
