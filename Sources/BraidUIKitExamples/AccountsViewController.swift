import BraidSamples
import BraidUIKit
import Foundation

/// Sample 1, on UIKit: the accounts, in sections that hide when empty, fed by a publisher — loading until its first
/// answer, and an error row with Retry when the service fails (its fifth request); a pull shows the service's next
/// response, animated.
@MainActor
final class AccountsViewController: SampleViewController {
    typealias Section = AccountSection

    private var binder: SectionedTableViewBinder<Section>?
    /// The accounts publisher: each subscription asks the service at once; its failure is the section's error row,
    /// whose Retry subscribes again.
    private let feed = AccountFeed()

    convenience init() {
        self.init(title: "Accounts")
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        let binder = SectionedTableViewBinder(
            tableView: tableView, sectionedBy: Section.self, sectionDisplayBehavior: .hidesSectionsWithNoCellData)
        binder.onSection(.message)
            .bind(cellType: CenterLabelTableViewCell.self, viewModels: ["Open a new savings account today and receive 3.10%!"])
        binder.onSections(.checking, .savings, .other)
            .bind(cellType: TitleDetailTableViewCell.self, models: feed.accounts, mapToViewModels: { account in
                .init(title: account.name + "  " + formatDollars(account.balance), subtitle: account.number)
            })
            .bind(headerTitles: [.checking: "CHECKING", .savings: "SAVINGS", .other: "OTHER"])
        binder.onSection(.checking)
            .states(SectionStates(loading: "Loading your accounts…", error: { error in
                StateContent("Couldn't load your accounts", secondaryText: "\(error)", actionTitle: "Retry")
            }))
        binder.onPullToRefresh { [weak feed] in await feed?.fetch() }
        binder.finish()
        self.binder = binder
    }
}
