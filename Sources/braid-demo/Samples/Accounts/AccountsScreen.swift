import Braid
import BraidSamples
import BraidTerminal

/// Sample 1: a bank's accounts screen.
///
/// Shows: an `Int`-backed `Comparable` enum of sections that hide themselves when they have no accounts
/// (ordered by raw value), static view models on one section (a centred banner: a cell of its own), content rows
/// (`bind(content:models:)`: name, number below, balance and disclosure at the right) on a multi-section chain fed
/// by a publisher — loading until its first answer, and an error row with Retry when the
/// service fails (its fifth request) — a second chain on the same sections for titles, and a model-aware `onTapped`.
@MainActor
final class AccountsScreen: RefreshableScreen, TableDemoScreen {
    typealias Section = AccountSection

    let title = "Accounts"
    let table: TerminalTableView
    private let binder: SectionedTableViewBinder<Section>
    /// The accounts publisher: each subscription asks the service at once (here through `refresh()`, which keeps one
    /// request at a time); its failure is the section's error row, whose Retry subscribes again.
    private let feed = AccountFeed()
    var isLoading = false

    init(_ environment: DemoEnvironment) {
        table = environment.makeTable()
        binder = SectionedTableViewBinder(tableView: environment.host(table), sectionedBy: Section.self, scheduler: environment.scheduler)
        binder.diagnosticHandler = { [weak environment] in environment?.report($0) }
        // Sections without accounts disappear, animated; the rest keep the enum's order.
        binder.sectionDisplayBehavior = .hidesSectionsWithNoCellData

        binder.onSection(.message)
            .bind(cellType: CenterLabelCell.self, viewModels: [
                .init(text: "Open a new savings account today and receive 3.10% for the first three months!",
                      style: TextStyle(foreground: .green)),
            ])

        // Rows are diffed by account number (Account is CollectionIdentifiable), so a refresh animates
        // exactly the accounts that came, went or changed.
        feed.onSubscribe = { [weak self] in Task { await self?.refresh() } }
        binder.onSections(.checking, .savings, .other)
            .bind(content: { (account: Account) in
                RowContent(text: account.name, secondaryText: account.number, secondaryTextPlacement: .below,
                           accessories: [.label(formatDollars(account.balance)), .disclosureIndicator])
            }, models: feed.accounts)
            .onTapped { [weak environment] _, _, _, account in
                guard let environment else { return }
                environment.push(AccountDetailScreen(account, environment))
            }

        // Loading until the first answer, and an error row with Retry when the service fails, in the first section.
        binder.onSection(.checking)
            .states(SectionStates(loading: "Loading your accounts…", error: { error in
                StateContent("Couldn't load your accounts", secondaryText: "\(error)", actionTitle: "Retry")
            }))

        // A second chain on the same sections: titles only.
        binder.onSections(.checking, .savings, .other)
            .bind(headerTitles: [.checking: "CHECKING", .savings: "SAVINGS", .other: "OTHER"])
            .bind(footerTitles: [.other: "This section includes your investing and credit card accounts."])

        binder.finish()
    }

    /// Asks the service for the next response (``RefreshableScreen`` keeps refresh to one at a time); a failure ends
    /// the publisher's subscription, and the section shows it.
    func fetchAndShow() async {
        await feed.fetch()
    }

    /// The publisher's first answer comes as its subscription starts: nothing to load here.
    func load() async {}
}

/// The detail of one account: its name and balance, from the model the tap handler received.
@MainActor
final class AccountDetailScreen: TableDemoScreen {
    let title: String
    let table: TerminalTableView
    private let binder: TableViewBinder

    init(_ account: Account, _ environment: DemoEnvironment) {
        title = account.name
        table = environment.makeTable()
        binder = TableViewBinder(tableView: environment.host(table), scheduler: environment.scheduler)
        binder.onTable()
            .bind(content: { $0 }, models: [
                RowContent(text: "Account", secondaryText: account.number),
                RowContent(text: "Balance", secondaryText: formatDollars(account.balance)),
            ])
        binder.finish()
    }
}
