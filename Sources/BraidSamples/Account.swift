import Braid

/// A bank account; identified by its number, so an account that changes balance updates in place.
public struct Account: CollectionIdentifiable, Equatable, OffMainActorDiffable {
    public enum Kind: Sendable { case checking, savings, creditCard, investing }

    public var name: String
    public var number: String
    public var balance: Double
    public var kind: Kind

    public var collectionId: String { number }
}

/// The four responses the accounts service cycles through (SAMPLES.md, sample 1).
public enum AccountResponses {
    public static let all: [[Account]] = [
        [
            Account(name: "Every Day Checking", number: "123***123", balance: 2_305.82, kind: .checking),
            Account(name: "High-Interest Savings", number: "719***810", balance: 105.45, kind: .savings),
            Account(name: "High-Interest Savings", number: "905***001", balance: 10_613.19, kind: .savings),
        ],
        [
            Account(name: "US Checking", number: "018***789", balance: 105.45, kind: .checking),
            Account(name: "Travel Rewards Visa", number: "658***778", balance: 310.67, kind: .creditCard),
            Account(name: "Money-Back Rewards Mastercard", number: "978***223", balance: 45.81, kind: .creditCard),
        ],
        [
            Account(name: "Travel Rewards Visa", number: "658***778", balance: 310.67, kind: .creditCard),
        ],
        [
            Account(name: "High-Interest Savings", number: "719***810", balance: 105.45, kind: .savings),
            Account(name: "High-Interest Savings", number: "905***001", balance: 10_613.19, kind: .savings),
            Account(name: "US Checking", number: "018***789", balance: 105.45, kind: .checking),
            Account(name: "Travel Rewards Visa", number: "658***778", balance: 310.67, kind: .creditCard),
            Account(name: "Money-Back Rewards Mastercard", number: "978***223", balance: 45.81, kind: .creditCard),
            Account(name: "Trading Account", number: "143***100", balance: 15_054.01, kind: .investing),
        ],
    ]
}

/// Answers with the next of the four responses after a second.
@MainActor
public final class AccountService {
    public init() {}

    private var next = 0
    private var calls = 0

    /// The next of the four responses, after a second; the fifth call fails (``AccountServiceError``), once, so that
    /// the screen shows its error row and Retry.
    public func fetchAccounts() async throws -> [Account] {
        await ServiceDelay.wait(1)
        calls += 1
        if calls == 5 { throw AccountServiceError() }
        defer { next = (next + 1) % AccountResponses.all.count }
        return AccountResponses.all[next]
    }
}

/// The bank did not answer (the fifth request, on purpose).
public struct AccountServiceError: Error, CustomStringConvertible {
    public init() {}
    public var description: String { "The bank did not answer." }
}

/// "$2,305.82": the demo's currency style, without a locale so screens are the same everywhere.
public func formatDollars(_ amount: Double) -> String {
    let cents = Int((amount * 100).rounded())
    let whole = String(cents / 100)
    var grouped = ""
    for (index, digit) in whole.reversed().enumerated() {
        if index > 0 && index % 3 == 0 { grouped.append(",") }
        grouped.append(digit)
    }
    let fraction = cents % 100
    return "$" + String(grouped.reversed()) + "." + (fraction < 10 ? "0" : "") + String(fraction)
}

/// The accounts screen's sections: a message, then the accounts by kind.
public enum AccountSection: Int, TableViewSection, Comparable, Sendable {
    case message, checking, savings, other

    /// `accounts` by the section that shows them (credit cards and investing accounts together in *other*).
    public static func grouping(_ accounts: [Account]) -> [AccountSection: [Account]] {
        Dictionary(grouping: accounts) { account in
            switch account.kind {
            case .checking: .checking
            case .savings: .savings
            case .creditCard, .investing: .other
            }
        }
    }
}
