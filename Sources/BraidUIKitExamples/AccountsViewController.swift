import BraidSamples
import BraidUIKit
import Foundation

/// Sample 1, on UIKit: the accounts, in sections that hide when empty, fed by a publisher; each refresh shows the
/// service's next response, animated.
@MainActor
final class AccountsViewController: SampleViewController {
    typealias Section = AccountSection

    private var binder: SectionedTableViewBinder<Section>?
    private let service = AccountService()
    private let accounts = CurrentValueSubject<[Section: [Account]], Never>([:])

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
            .bind(cellType: TitleDetailTableViewCell.self, models: accounts, mapToViewModels: { account in
                .init(title: account.name + "  " + formatDollars(account.balance), subtitle: account.number)
            })
            .bind(headerTitles: [.checking: "CHECKING", .savings: "SAVINGS", .other: "OTHER"])
        binder.finish()
        self.binder = binder
        refresh()
    }

    /// Shows the service's next response; a failure is shown as the first section's error row (its Retry asks again).
    func refresh() {
        Task {
            do {
                accounts.send(AccountSection.grouping(try await service.fetchAccounts()))
            } catch {
                binder?.setState(.error(StateContent("Couldn't load your accounts", secondaryText: "\(error)", actionTitle: "Retry")),
                                 of: .checking) { [weak self] in
                    self?.binder?.setState(nil, of: .checking)
                    self?.refresh()
                }
            }
        }
    }
}
