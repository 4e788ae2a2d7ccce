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
    private let service = AccountService()
    /// Where the service's answers go: the subject of the accounts publisher's current subscription — a new one each
    /// time the section's Retry subscribes again after a failure.
    private var answers: PassthroughSubject<[Section: [Account]], any Error>?

    convenience init() {
        self.init(title: "Accounts")
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        let binder = SectionedTableViewBinder(
            tableView: tableView, sectionedBy: Section.self, sectionDisplayBehavior: .hidesSectionsWithNoCellData)
        binder.onSection(.message)
            .bind(cellType: CenterLabelTableViewCell.self, viewModels: ["Open a new savings account today and receive 3.10%!"])
        // Each subscription asks the service at once; its failure is the section's error row, whose Retry subscribes
        // again.
        let accounts = Deferred { [weak self] () -> PassthroughSubject<[Section: [Account]], any Error> in
            let subject = PassthroughSubject<[Section: [Account]], any Error>()
            MainActor.assumeIsolated {
                self?.answers = subject
                Task { await self?.fetchAndShow() }
            }
            return subject
        }
        binder.onSections(.checking, .savings, .other)
            .bind(cellType: TitleDetailTableViewCell.self, models: accounts, mapToViewModels: { account in
                .init(title: account.name + "  " + formatDollars(account.balance), subtitle: account.number)
            })
            .bind(headerTitles: [.checking: "CHECKING", .savings: "SAVINGS", .other: "OTHER"])
        binder.onSection(.checking)
            .states(SectionStates(loading: "Loading your accounts…", error: { error in
                StateContent("Couldn't load your accounts", secondaryText: "\(error)", actionTitle: "Retry")
            }))
        binder.onPullToRefresh { [weak self] in await self?.fetchAndShow() }
        binder.finish()
        self.binder = binder
    }

    /// Asks the service for its next response and sends it to the publisher's subscription; a failure ends the
    /// subscription, and the section shows it.
    func fetchAndShow() async {
        guard let answers else { return }
        do {
            answers.send(AccountSection.grouping(try await service.fetchAccounts()))
        } catch {
            answers.send(completion: .failure(error))
        }
    }
}
