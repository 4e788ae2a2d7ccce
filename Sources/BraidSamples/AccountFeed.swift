import Braid

/// The Accounts sample's publisher, on both hosts: each subscription asks the service at once, and each ``fetch()``
/// sends the service's next answer, grouped by section; a failure ends the subscription — the section shows it as an
/// error row (`states(_:)`), whose Retry subscribes again.
@MainActor
public final class AccountFeed {
    private let service = AccountService()
    /// The subject of the current subscription: a new one each time Retry subscribes again.
    private var answers: PassthroughSubject<[AccountSection: [Account]], any Error>?
    /// What a new subscription runs to ask the service: ``fetch()`` unless the screen asks its own way (the terminal's
    /// refresh, which keeps one at a time).
    public var onSubscribe: (@MainActor () -> Void)?

    public init() {}

    /// The accounts by section, from the service's answers.
    public var accounts: AnyPublisher<[AccountSection: [Account]], any Error> {
        Deferred { [weak self] () -> PassthroughSubject<[AccountSection: [Account]], any Error> in
            let subject = PassthroughSubject<[AccountSection: [Account]], any Error>()
            MainActor.assumeIsolated {
                guard let self else { return }
                self.answers = subject
                if let onSubscribe = self.onSubscribe { onSubscribe() } else { Task { await self.fetch() } }
            }
            return subject
        }
        .eraseToAnyPublisher()
    }

    /// Asks the service for its next answer and sends it to the current subscription; a failure ends it.
    public func fetch() async {
        guard let answers else { return }
        do {
            answers.send(AccountSection.grouping(try await service.fetchAccounts()))
        } catch {
            answers.send(completion: .failure(error))
        }
    }
}
