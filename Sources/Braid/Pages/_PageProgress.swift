/// How far a paged section's loading has come (``_PageLoader``).
struct _PageProgress<Token: Hashable> {
    /// The token of the next page to ask for; nil before the first.
    var next: Token?
    /// Tokens of pages loaded: none is asked for twice.
    var asked: Set<Token> = []
    /// The identities of the models loaded, to find a page that repeats them.
    var seen: Set<_ItemIdentity> = []
    var loadedAny = false
    var ended = false
    /// A refresh's first page is on its way: it replaces the rows when it comes.
    var isRefreshing = false
    var isShown = false
    /// Why the last request failed, until Retry.
    var failure: (any Error)?
    /// Empty pages that were not the last, in a row.
    var emptyRun = 0
    /// Counts refreshes and hides: an answer to an older request is dropped.
    var generation = 0

    /// From the first page again, the rows kept until it comes.
    mutating func restart() {
        next = nil
        asked = []
        isRefreshing = loadedAny
        ended = false
        failure = nil
        emptyRun = 0
        generation += 1
    }
}
