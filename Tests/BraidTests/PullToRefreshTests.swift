import Braid
import BraidTesting
import Testing

/// Pull to refresh (`onPullToRefresh(_:)`): the view offers it, a pull runs the async handler once at a time, and the
/// view shows the refresh until the handler returns — on a headless table and collection view.
@MainActor
@Suite("Pull to refresh")
struct PullToRefreshTests {
    @Test(arguments: ViewKind.allCases)
    func aPullRunsTheHandlerOnceAtATimeAndTheRefreshShowsUntilItReturns(kind: ViewKind) async { await aPullRunsTheHandlerOnceAtATimeAndTheRefreshShowsUntilItReturns(kind.type) }
    private func aPullRunsTheHandlerOnceAtATimeAndTheRefreshShowsUntilItReturns<K: HeadlessKind>(_: K.Type) async {
        let fixture = KindFixture<K>()
        let binder = fixture.plain()
        var people = [Person(name: "A")]
        K.onOnlySection(binder)
            .bind(cellType: K.Text.self, models: { people })
            .onDequeue { _, cell, person in cell.text = person.name }
        let gate = Gate()
        var runs = 0
        binder.onPullToRefresh {
            runs += 1
            await gate.wait()
            people.append(Person(name: "B"))
            binder.refresh()
        }
        binder.finish()
        #expect(fixture.view.pullToRefreshAction != nil, "the view offers a pull to refresh")
        fixture.view.pullToRefresh()
        await settle(until: { gate.isWaiting })
        #expect(fixture.view.isRefreshing && binder.isRefreshing, "the refresh shows while the handler runs")
        fixture.view.pullToRefresh()
        for _ in 0..<10 { await Task.yield() }
        #expect(runs == 1, "a pull while a run is in progress starts no other")
        gate.open()
        await settle(until: { !fixture.view.isRefreshing })
        fixture.flush()
        #expect(fixture.view.screen == ["A", "B"])
        #expect(!binder.isRefreshing)
        binder.onPullToRefresh(nil)
        #expect(fixture.view.pullToRefreshAction == nil, "nil takes the pull to refresh away")
    }

    @Test(arguments: ViewKind.allCases)
    func aPullOnAPagedSectionStartsItAgainFromItsFirstPage(kind: ViewKind) async { await aPullOnAPagedSectionStartsItAgainFromItsFirstPage(kind.type) }
    private func aPullOnAPagedSectionStartsItAgainFromItsFirstPage<K: HeadlessKind>(_: K.Type) async {
        let fixture = KindFixture<K>()
        let server = PageServer()
        let binder = fixture.plain()
        K.onOnlySection(binder)
            .bind(cellType: K.Text.self, pages: { try await server.load($0) })
            .onDequeue { _, cell, person in cell.text = person.name }
        binder.onPullToRefresh { await binder.refreshPages() }
        binder.finish()
        await settle(until: { server.requests == [nil] })
        server.answer(0..<2, next: nil)
        await settle(until: { fixture.flush(); return fixture.view.screen == ["p0", "p1"] })
        fixture.view.pullToRefresh()
        await settle(until: { server.requests == [nil, nil] })
        #expect(fixture.view.isRefreshing, "refreshing until the first page comes")
        server.answer(5..<7, next: nil)
        await settle(until: { !fixture.view.isRefreshing })
        fixture.flush()
        #expect(fixture.view.screen == ["p5", "p6"])
    }
}

/// Holds an async function until a test opens it.
@MainActor
final class Gate {
    private var waiting: CheckedContinuation<Void, Never>?
    var isWaiting: Bool { waiting != nil }
    func wait() async { await withCheckedContinuation { waiting = $0 } }
    func open() {
        waiting?.resume()
        waiting = nil
    }
}
