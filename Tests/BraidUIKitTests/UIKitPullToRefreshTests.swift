import Braid
import BraidUIKit
import Testing

/// Pull to refresh on UIKit: the binder's handler tied to a `UIRefreshControl` on the table (on the stand-in, whose
/// control a test pulls by sending its `.valueChanged` actions), ended when the handler returns.
@MainActor
@Suite("BraidUIKit: pull to refresh")
struct UIKitPullToRefreshTests {
    @Test func aUIRefreshControlRunsTheHandlerAndEndsWhenItReturns() async {
        let fixture = UIKitFixture()
        let binder = fixture.sectioned()
        binder.onSection(.top).bind(cellType: FruitCell.self, models: [Fruit(name: "Apple")])
            .onDequeue { _, cell, fruit in cell.textLabel?.text = fruit.name }
        binder.displayedSections = [.top]
        var continuation: CheckedContinuation<Void, Never>?
        binder.onPullToRefresh { await withCheckedContinuation { continuation = $0 } }
        binder.finish()
        guard let control = fixture.tableView.refreshControl else {
            Issue.record("the binder put no UIRefreshControl on the table")
            return
        }
        control.sendActions(for: .valueChanged)
        for _ in 0..<20 where continuation == nil { await Task.yield() }
        #expect(continuation != nil, "the pull ran the handler")
        #expect(control.isRefreshing, "the control shows the refresh while the handler runs")
        continuation?.resume()
        for _ in 0..<20 where control.isRefreshing { await Task.yield() }
        #expect(!control.isRefreshing, "the control ends when the handler returns")
        binder.onPullToRefresh(nil)
        #expect(fixture.tableView.refreshControl == nil, "nil takes the binder's control away")
    }

    @Test func anAppsOwnRefreshControlIsLeftAloneWhenTheBindersGoes() {
        let fixture = UIKitFixture()
        let binder = fixture.sectioned()
        binder.onSection(.top).bind(cellType: FruitCell.self, models: [Fruit(name: "Apple")])
        binder.onPullToRefresh {}
        let own = UIRefreshControl()
        fixture.tableView.refreshControl = own
        binder.onPullToRefresh(nil)
        #expect(fixture.tableView.refreshControl === own, "the app's control stays")
    }
}
