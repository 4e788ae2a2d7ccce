/// Loads a paged section's pages (`bind(cellType:pages:)`) into a ``RecordingList``, one request at a time.
///
/// The first page is asked for (token nil) when the section is first shown; each next one when a row within
/// ``distance`` of the section's end comes into view. A request is cancelled when the section is hidden or the binder
/// goes (the loader goes with its binding); a later answer of a request made before a refresh, or before the section
/// was hidden, is dropped. What the loader does wrong is reported, never trapped on:
/// - a page token asked for twice (the loader answered with a token it had already been given): paging stops;
/// - an empty page that is not the last: the next is asked for at once, up to ``emptyPageLimit`` in a row, then an
///   error row;
/// - a model repeated across pages: warned about, as duplicates are.
@MainActor
final class _PageLoader<Model, Token: Hashable> {
    /// The loaded models: pages append to it, a refresh's first page replaces it.
    let list = RecordingList<Model>()
    /// How many rows from the end a row that comes into view asks for the next page.
    let distance: Int
    /// Counts changes of ``status``, so that the binding reads its section again.
    private(set) var version = 0
    /// How many empty pages that are not the last may come in a row before paging stops with an error.
    static var emptyPageLimit: Int { 10 }

    private let load: @MainActor (Token?) async throws -> Page<Model, Token>
    private let identities: (([Model]) -> _IdentityList)?
    private let report: @MainActor (BinderDiagnostic.Severity, String) -> Void
    private let changed: @MainActor () -> Void
    private var progress = _PageProgress<Token>()
    private var request: Task<Void, Never>?

    init(
        load: @escaping @MainActor (Token?) async throws -> Page<Model, Token>, distance: Int, traits: _DiffTraits<Model>,
        report: @escaping @MainActor (BinderDiagnostic.Severity, String) -> Void, changed: @escaping @MainActor () -> Void
    ) {
        self.load = load
        self.distance = max(0, distance)
        self.identities = traits.identities
        self.report = report
        self.changed = changed
    }

    deinit {
        request?.cancel()
    }

    /// Where the section is, for its states: waiting for its first page, loading the next, failed, or neither.
    var status: _SourceStatus {
        if let failure = progress.failure { return .failed(failure) }
        if progress.ended || progress.isRefreshing { return .delivering }
        return progress.loadedAny ? (request == nil ? .delivering : .loadingMore) : .waiting
    }

    // MARK: What the screen does

    /// The section was shown (true) or hidden (false): shown, it asks for its first page if it has none; hidden, its
    /// request is cancelled (asked again when shown and near the end).
    func setShown(_ shown: Bool) {
        guard shown != progress.isShown else { return }
        progress.isShown = shown
        if shown {
            if !progress.loadedAny { loadNext() }
        } else if request != nil {
            cancelRequest()
            changedStatus()
        }
    }

    /// A row of the section's `count` comes into view: near the end, the next page is asked for.
    func rowWillShow(_ row: Int, of count: Int) {
        if row >= count - 1 - distance { loadNext() }
    }

    /// Asks for the page after the last one loaded — unless one is on its way, the last has come, a request failed
    /// (its Retry asks again), or the section is not shown.
    func loadNext() {
        guard request == nil, progress.failure == nil, !progress.ended, progress.isShown else { return }
        let token = progress.next
        let generation = progress.generation
        request = Task { [weak self, load] in
            do {
                let page = try await load(token)
                self?.landed(page, asked: token, generation: generation)
            } catch {
                self?.failed(error, generation: generation)
            }
        }
        changedStatus()
    }

    /// The error row's Retry: asks again for the page that failed.
    func retry() {
        guard progress.failure != nil else { return }
        progress.failure = nil
        progress.emptyRun = 0
        changedStatus()
        loadNext()
    }

    /// Starts again from the first page, and returns when it has come (or failed, or the section is not shown): the
    /// rows stay until it comes, then it replaces them.
    func refresh() async {
        cancelRequest()
        progress.restart()
        changedStatus()
        loadNext()
        await request?.value
    }

    // MARK: Answers

    private func landed(_ page: Page<Model, Token>, asked token: Token?, generation: Int) {
        guard generation == progress.generation else { return }  // a request from before a refresh, or a hide
        request = nil
        if let token { progress.asked.insert(token) }
        if progress.isRefreshing {
            progress.isRefreshing = false
            progress.seen = []
            reportRepeats(in: page.models)
            list.replaceAll(with: page.models)
        } else {
            reportRepeats(in: page.models)
            list.append(contentsOf: page.models)
        }
        progress.loadedAny = true
        progress.next = page.next
        if let next = page.next, next == token || progress.asked.contains(next) {
            report(.warning, "the page loader answered the page \(token.map { "\($0)" } ?? "first page") with the next token \(next), which it was given before: the pages would repeat, so paging stops here.")
            progress.ended = true
        } else if page.next == nil {
            progress.ended = true
        }
        changedStatus()
        if page.models.isEmpty && !progress.ended { emptyPage(after: token) }
    }

    /// An empty page that is not the last: the next is asked for at once (no row came into view to ask), up to
    /// ``emptyPageLimit`` in a row.
    private func emptyPage(after token: Token?) {
        progress.emptyRun += 1
        if progress.emptyRun == 1 {
            report(.warning, "the page loader answered \(token.map { "the page \($0)" } ?? "the first page") with no models but a next token: an empty page should be the last (next: nil). The next page is asked for at once.")
        }
        if progress.emptyRun >= Self.emptyPageLimit {
            progress.failure = _EmptyPagesFailure(count: progress.emptyRun)
            changedStatus()
        } else {
            loadNext()
        }
    }

    private func failed(_ error: any Error, generation: Int) {
        guard generation == progress.generation else { return }
        request = nil
        if error is CancellationError { return changedStatus() }  // cancelled by the loader itself: asked again later
        progress.failure = error
        changedStatus()
    }

    /// Warns about models of `page` whose identities the section already shows.
    private func reportRepeats(in page: [Model]) {
        guard let identities, !page.isEmpty else { return }
        var repeated: [String] = [], named = Set<_ItemIdentity>()
        for id in identities(page).itemIdentities where !progress.seen.insert(id).inserted && named.insert(id).inserted {
            repeated.append(id.description)
        }
        guard !repeated.isEmpty else { return }
        report(.warning, "a page holds models the paged section already has, or holds twice (identities \(repeated.prefix(5).joined(separator: ", "))\(repeated.count > 5 ? ", …" : "")): each shows more than once, and animations of them may be wrong. A page should hold only new models.")
    }

    private func cancelRequest() {
        request?.cancel()
        request = nil
        progress.generation += 1
    }

    private func changedStatus() {
        version &+= 1
        changed()
    }
}
