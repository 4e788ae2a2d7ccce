import Braid

/// A news item; identified by title — so the feed meets duplicate identities when a page repeats an item.
public struct NewsItem: CollectionIdentifiable, Equatable, OffMainActorDiffable {
    public var title: String
    public var summary: String
    public var isAd: Bool = false
    public var collectionId: String { title }
}

/// The feed's stock of stories (SAMPLES.md, sample 4): thirteen, two of them advertisements.
public enum NewsStock {
    public static let items: [NewsItem] = [
        NewsItem(title: "Local Cat Declares Independence From Household",
                 summary: "Citing 'years of inadequate lap availability', the cat has annexed the sunny half of the sofa."),
        NewsItem(title: "Scientists Confirm Mondays Are 40% Longer",
                 summary: "A decade-long study finds the effect strongest between 2 and 4 p.m., and worse after long weekends."),
        NewsItem(title: "Man Finishes Reading Terms and Conditions",
                 summary: "Witnesses describe him as 'changed'. He has not yet said what he agreed to."),
        NewsItem(title: "City Unveils Pothole Named After Mayor",
                 summary: "The crater on Fifth Street, now the city's deepest, will be filled 'when budgets allow'."),
        NewsItem(title: "Try Cloud Socks — Your Feet Deserve the Sky", summary: "Sponsored. Now with 30% more cloud.", isAd: true),
        NewsItem(title: "Houseplant Thriving Despite Owner's Best Efforts",
                 summary: "The fern, watered twice since March, has put out three new fronds out of spite."),
        NewsItem(title: "Office Printer Works First Time; Staff Suspicious",
                 summary: "IT has opened an investigation. Employees are advised not to print anything important."),
        NewsItem(title: "Area Dog Very Good, Sources Say",
                 summary: "Multiple independent witnesses have confirmed the dog is, in fact, a good boy."),
        NewsItem(title: "Toddler Negotiates Bedtime Extension to 8:05",
                 summary: "Parents called the five minutes 'a reasonable concession'. Talks resume tomorrow."),
        NewsItem(title: "Group Chat Goes Silent After Someone Asks for Volunteers",
                 summary: "The last message, 'anyone?', has been read by all eleven members."),
        NewsItem(title: "Braid Pro: Tables That Never Crash", summary: "Sponsored. Batch updates UIKit actually accepts.", isAd: true),
        NewsItem(title: "Weather Forecast Accurate for Once",
                 summary: "Meteorologists are as surprised as anyone and have asked not to be expected to do it again."),
        NewsItem(title: "Leftovers Rediscovered at Back of Fridge",
                 summary: "Archaeologists estimate the lasagna dates to the early spring period."),
    ]
}

/// Answers a page of eight random stories after a second and a half, six pages in all; every fifth request fails, so
/// that a feed shows its error row and Retry.
@MainActor
public final class NewsFeedService {
    /// The pages there are: the last one's next token is nil.
    public static let pageCount = 6
    private var random: SampleRandom
    /// How many page requests are in flight — a paged section never starts a second one.
    private(set) var requestsInFlight = 0
    /// How many pages were asked for in all.
    private(set) var requestCount = 0

    public init(seed: UInt64 = 4) {
        random = SampleRandom(seed: seed)
    }

    /// The page `page` (0 for the first: a paged section asks with nil) and the next page's number; every fifth
    /// request fails with ``NewsFeedError``.
    public func fetchPage(_ page: Int?) async throws -> Page<NewsItem, Int> {
        requestsInFlight += 1
        requestCount += 1
        let request = requestCount
        ServiceLog.note("news page request \(request) (\(requestsInFlight) in flight)")
        defer { requestsInFlight -= 1 }
        await ServiceDelay.wait(1.5)
        if request % 5 == 0 { throw NewsFeedError() }
        let page = page ?? 0
        let stories = (0..<8).map { _ in NewsStock.items.randomElement(using: &random)! }
        return Page(models: stories, next: page + 1 < Self.pageCount ? page + 1 : nil)
    }
}

/// The news service did not answer (every fifth request, on purpose).
public struct NewsFeedError: Error, CustomStringConvertible {
    public var description: String { "The news service did not answer." }
}
