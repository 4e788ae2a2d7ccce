import Braid
import BraidTesting
import Testing

/// A page server a test answers by hand: each request waits until the test answers or fails it.
@MainActor
final class PageServer {
    /// The tokens asked for, in order.
    private(set) var requests: [Int?] = []
    private var waiting: [CheckedContinuation<Page<Person, Int>, any Error>] = []
    var pending: Int { waiting.count }

    func load(_ token: Int?) async throws -> Page<Person, Int> {
        requests.append(token)
        return try await withCheckedThrowingContinuation { waiting.append($0) }
    }

    /// Answers the oldest request with people named `names`, then `next`.
    func answer(_ names: Range<Int>, next: Int?) {
        waiting.removeFirst().resume(returning: Page(models: names.map { Person(name: "p\($0)") }, next: next))
    }

    func fail(_ reason: String) {
        waiting.removeFirst().resume(throwing: SourceFailure(reason: reason))
    }
}

/// Paged sections (`bind(cellType:pages:)`): pages asked for as the user nears the end, one at a time, with a loading
/// row, an error row whose Retry asks again, an end, cancellation when hidden, a refresh from the first page, and
/// clear messages for a loader that misbehaves — on a headless table and collection view, every batch validated.
@MainActor
@Suite("Paged sections")
struct PagedSectionTests {
    private func bindPages<K: HeadlessKind>(_ fixture: KindFixture<K>, _ server: PageServer) -> SectionedBinder<K, Section> {
        let binder = fixture.sectioned(Section.self)
        binder.onSection(.first)
            .bind(cellType: K.Text.self, pages: { try await server.load($0) }, prefetchDistance: 2)
            .onDequeue { _, cell, person in cell.text = person.name }
        binder.displayedSections = [.first]
        return binder
    }

    private func names(_ range: Range<Int>) -> [String] { range.map { "p\($0)" } }

    /// A paged binder, finished, its first page (`range`) answered with the token `next`: its rows all show, so the
    /// next page is asked for at once.
    private func showingFirstPage<K: HeadlessKind>(
        _ fixture: KindFixture<K>, _ server: PageServer, _ range: Range<Int>, next: Int
    ) async -> SectionedBinder<K, Section> {
        let binder = bindPages(fixture, server)
        binder.finish()
        await settle(until: { server.requests == [nil] })
        server.answer(range, next: next)
        await settle(until: { fixture.flush(); return server.requests == [nil, next] })
        return binder
    }

    @Test(arguments: ViewKind.allCases)
    func pagesLoadAsTheUserNearsTheEndOneAtATimeAndStopAtTheEnd(kind: ViewKind) async { await pagesLoadAsTheUserNearsTheEndOneAtATimeAndStopAtTheEnd(kind.type) }
    private func pagesLoadAsTheUserNearsTheEndOneAtATimeAndStopAtTheEnd<K: HeadlessKind>(_: K.Type) async {
        let fixture = KindFixture<K>()
        let server = PageServer()
        let binder = bindPages(fixture, server)
        binder.finish()
        #expect(fixture.view.screen == ["… Loading…"], "the first page is loading: \(fixture.view.screen)")
        await settle(until: { server.requests == [nil] })
        server.answer(0..<20, next: 1)
        await settle(until: { fixture.flush(); return fixture.view.screen.first == "p0" })
        #expect(fixture.view.screen == names(0..<12), "the first page replaces the loading row")
        #expect(server.requests == [nil], "no row near the end has shown: no second request")
        fixture.view.scroll(toOffset: .infinity)
        fixture.flush()
        await settle(until: { server.requests == [nil, 1] })
        fixture.flush()
        fixture.view.scroll(toOffset: .infinity)
        #expect(fixture.view.screen.last == "… Loading…", "a loading row follows the rows: \(fixture.view.screen)")
        fixture.view.scroll(toOffset: .infinity)
        #expect(server.requests == [nil, 1], "one request at a time, however often the end shows")
        let before = fixture.batches.count
        server.answer(20..<25, next: nil)
        await settle(until: { fixture.flush(); return fixture.numberOfItems(inSection: 0) == 25 })
        #expect(Array(fixture.batches.dropFirst(before)) == [
            BatchUpdate(itemDeletes: [ItemPath(row: 20, section: 0)], itemInserts: (20..<25).map { ItemPath(row: $0, section: 0) }),
        ], "the page is appended and the loading row goes, without a diff of the section: \(fixture.batches.dropFirst(before))")
        fixture.view.scroll(toOffset: .infinity)
        fixture.flush()
        #expect(fixture.view.screen.last == "p24", "at the end, no row follows: \(fixture.view.screen)")
        #expect(server.requests == [nil, 1] && server.pending == 0, "the last page asks for nothing more")
        #expect(fixture.log.entries.isEmpty, "\(fixture.log.entries)")
    }

    @Test(arguments: ViewKind.allCases)
    func aFailedPageShowsAnErrorRowWhoseRetryAsksForThatPageAgain(kind: ViewKind) async { await aFailedPageShowsAnErrorRowWhoseRetryAsksForThatPageAgain(kind.type) }
    private func aFailedPageShowsAnErrorRowWhoseRetryAsksForThatPageAgain<K: HeadlessKind>(_: K.Type) async {
        let fixture = KindFixture<K>()
        let server = PageServer()
        let binder = await showingFirstPage(fixture, server, 0..<5, next: 1)
        defer { withExtendedLifetime(binder) {} }  // its loader goes with it
        server.fail("timed out")
        await settle(until: { fixture.flush(); return fixture.view.screen.last?.hasPrefix("! ") == true })
        #expect(fixture.view.screen == names(0..<5) + ["! Couldn't load | SourceFailure(reason: \"timed out\") Retry"])
        fixture.view.scroll(toOffset: .infinity)
        #expect(server.requests == [nil, 1], "a failed page is not asked again until Retry")
        fixture.tap(5, 0)
        fixture.tap(5, 0)  // a second Retry before the screen shows the first: its request is already in flight
        await settle(until: { server.requests == [nil, 1, 1] })
        for _ in 0..<20 { await Task.yield() }
        #expect(server.requests == [nil, 1, 1] && server.pending == 1, "one request in flight, however often Retry is tapped")
        fixture.flush()
        #expect(fixture.view.screen.last == "… Loading…", "Retry: loading again")
        server.answer(5..<8, next: nil)
        await settle(until: { fixture.flush(); return fixture.view.screen == names(0..<8) })
    }

    @Test(arguments: ViewKind.allCases)
    func hidingTheSectionCancelsItsRequestAndShowingItAsksAgain(kind: ViewKind) async { await hidingTheSectionCancelsItsRequestAndShowingItAsksAgain(kind.type) }
    private func hidingTheSectionCancelsItsRequestAndShowingItAsksAgain<K: HeadlessKind>(_: K.Type) async {
        let fixture = KindFixture<K>()
        let server = PageServer()
        let binder = bindPages(fixture, server)
        binder.onSection(.second).bind(cellType: K.Text.self, models: [Person(name: "other")])
            .onDequeue { _, cell, person in cell.text = person.name }
        binder.sectionDisplayBehavior = .manuallyManaged
        binder.displayedSections = [.first, .second]
        binder.finish()
        await settle(until: { server.requests == [nil] })
        binder.displayedSections = [.second]
        fixture.flush()
        server.answer(0..<3, next: 1)  // the answer to the cancelled request comes anyway: it is dropped
        for _ in 0..<20 { await Task.yield() }
        binder.displayedSections = [.first, .second]
        fixture.flush()
        #expect(fixture.view.screen.first == "… Loading…", "nothing of the dropped answer shows: \(fixture.view.screen)")
        await settle(until: { server.requests == [nil, nil] })
        server.answer(0..<3, next: nil)
        await settle(until: { fixture.flush(); return fixture.view.screen == names(0..<3) + ["other"] })
    }

    @Test(arguments: ViewKind.allCases)
    func refreshPagesStartsFromTheFirstPageAndItsPageReplacesTheRows(kind: ViewKind) async { await refreshPagesStartsFromTheFirstPageAndItsPageReplacesTheRows(kind.type) }
    private func refreshPagesStartsFromTheFirstPageAndItsPageReplacesTheRows<K: HeadlessKind>(_: K.Type) async {
        let fixture = KindFixture<K>()
        let server = PageServer()
        let binder = bindPages(fixture, server)
        binder.finish()
        await settle(until: { server.requests == [nil] })
        server.answer(0..<3, next: nil)
        await settle(until: { fixture.flush(); return fixture.view.screen == names(0..<3) })
        let refreshed = RefreshFlag()
        Task { @MainActor in
            await binder.refreshPages()
            refreshed.done = true
        }
        await settle(until: { server.requests == [nil, nil] })
        fixture.flush()
        #expect(fixture.view.screen == names(0..<3), "the rows stay while the first page is on its way")
        #expect(!refreshed.done)
        server.answer(1..<4, next: nil)
        await settle(until: { refreshed.done })
        fixture.flush()
        #expect(fixture.view.screen == names(1..<4), "the first page replaces the rows: \(fixture.view.screen)")
    }

    @Test(arguments: ViewKind.allCases)
    func aRefreshWhileAPageIsInFlightCancelsItAndDropsItsLateAnswer(kind: ViewKind) async { await aRefreshWhileAPageIsInFlightCancelsItAndDropsItsLateAnswer(kind.type) }
    private func aRefreshWhileAPageIsInFlightCancelsItAndDropsItsLateAnswer<K: HeadlessKind>(_: K.Type) async {
        let fixture = KindFixture<K>()
        let server = PageServer()
        let binder = await showingFirstPage(fixture, server, 0..<5, next: 1)
        fixture.flush()
        #expect(fixture.view.screen == names(0..<5) + ["… Loading…"])
        let refreshed = RefreshFlag()
        Task { @MainActor in
            await binder.refreshPages()
            refreshed.done = true
        }
        await settle(until: { server.requests == [nil, 1, nil] })
        #expect(server.pending == 2, "the loader ignores cancellation: the first request still waits")
        fixture.flush()
        #expect(fixture.view.screen == names(0..<5), "the rows stay while the first page is on its way: \(fixture.view.screen)")
        server.answer(5..<8, next: 2)  // the cancelled request's answer, late: dropped
        for _ in 0..<20 { await Task.yield() }
        fixture.flush()
        #expect(fixture.view.screen == names(0..<5), "nothing of the late answer shows: \(fixture.view.screen)")
        #expect(!refreshed.done, "the refresh waits for its own first page")
        server.answer(10..<12, next: nil)
        await settle(until: { refreshed.done })
        fixture.flush()
        #expect(fixture.view.screen == names(10..<12), "the first page replaced the rows: \(fixture.view.screen)")
        #expect(server.requests == [nil, 1, nil], "one request at a time: none was made for the late answer")
        #expect(fixture.log.entries.isEmpty, "\(fixture.log.entries)")
    }

    @Test(arguments: ViewKind.allCases)
    func aLoaderThatHangsBlocksNothingElseAndARefreshStartsOver(kind: ViewKind) async { await aLoaderThatHangsBlocksNothingElseAndARefreshStartsOver(kind.type) }
    private func aLoaderThatHangsBlocksNothingElseAndARefreshStartsOver<K: HeadlessKind>(_: K.Type) async {
        let fixture = KindFixture<K>()
        let server = PageServer()
        let binder = bindPages(fixture, server)
        var others = [Person(name: "other")]
        binder.onSection(.second).bind(cellType: K.Text.self, models: { others })
            .onDequeue { _, cell, person in cell.text = person.name }
        binder.displayedSections = [.first, .second]
        binder.finish()
        await settle(until: { server.requests == [nil] })  // and never answered
        fixture.flush()
        #expect(fixture.view.screen == ["… Loading…", "other"])
        others.append(Person(name: "more"))
        binder.refresh()
        fixture.flush()
        #expect(fixture.view.screen == ["… Loading…", "other", "more"], "the other section updates meanwhile")
        let refreshed = RefreshFlag()
        Task { @MainActor in
            await binder.refreshPages()
            refreshed.done = true
        }
        await settle(until: { server.requests == [nil, nil] })
        server.answer(0..<1, next: nil)  // the hung request answers at last: dropped
        for _ in 0..<20 { await Task.yield() }
        #expect(!refreshed.done)
        server.answer(1..<3, next: nil)
        await settle(until: { refreshed.done })
        fixture.flush()
        #expect(fixture.view.screen == names(1..<3) + ["other", "more"], "\(fixture.view.screen)")
    }

    @Test(arguments: ViewKind.allCases)
    func aLoaderThatMisbehavesIsReportedNeverTrappedOn(kind: ViewKind) async { await aLoaderThatMisbehavesIsReportedNeverTrappedOn(kind.type) }
    private func aLoaderThatMisbehavesIsReportedNeverTrappedOn<K: HeadlessKind>(_: K.Type) async {
        let fixture = KindFixture<K>()
        let server = PageServer()
        let binder = await showingFirstPage(fixture, server, 0..<2, next: 1)
        defer { withExtendedLifetime(binder) {} }  // its loader goes with it
        server.answer(2..<2, next: 2)  // empty, not the last: the next is asked at once
        await settle(until: { fixture.flush(); return server.requests == [nil, 1, 2] })
        #expect(fixture.log.warnings.contains { $0.contains("no models but a next token") }, "\(fixture.log.warnings)")
        server.answer(1..<3, next: 1)  // repeats p1, and gives token 1 again
        await settle(until: { fixture.flush(); return fixture.numberOfItems(inSection: 0) == 4 })
        #expect(fixture.log.warnings.contains { $0.contains("holds models the paged section already has") && $0.contains("p1") }, "\(fixture.log.warnings)")
        #expect(fixture.log.warnings.contains { $0.contains("which it was given before") }, "\(fixture.log.warnings)")
        fixture.view.scroll(toOffset: .infinity)
        for _ in 0..<20 { await Task.yield() }
        #expect(server.requests == [nil, 1, 2], "paging stopped: token 1 is not asked for twice")
        #expect(fixture.log.errors.isEmpty, "\(fixture.log.errors)")
    }
}

@MainActor
private final class RefreshFlag { var done = false }
