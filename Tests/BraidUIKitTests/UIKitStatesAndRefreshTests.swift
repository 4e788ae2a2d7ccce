import Braid
import Foundation
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

/// States on UIKit: a state row in the table's content cell, and the whole view's state as its background view, on
/// the stand-in.
@MainActor
@Suite("BraidUIKit: states")
struct UIKitStatesTests {
    @Test func aStateRowShowsInTheContentCellAndTheWholeViewsStateIsTheBackgroundView() {
        let fixture = UIKitFixture()
        let binder = fixture.sectioned()
        var fruit: [Fruit] = []
        binder.onSection(.top).bind(cellType: FruitCell.self, models: { fruit })
            .onDequeue { _, cell, fruit in cell.textLabel?.text = fruit.name }
            .states(SectionStates(empty: StateContent("No fruit", actionTitle: "Add")))
        binder.displayedSections = [.top]
        binder.emptyViewState = StateContent("Nothing at all", secondaryText: "Really")
        binder.finish()
        let cell = fixture.tableView.cellForRow(at: IndexPath(row: 0, section: 0))
        #expect(cell is UIKitContentTableViewCell, "the state row is the table's content cell: \(String(describing: cell))")
        #expect((cell as? UIKitContentTableViewCell)?.viewModel == SectionState.empty(StateContent("No fruit", actionTitle: "Add")).rowContent)
        #expect(fixture.tableView.backgroundView == nil, "a state row is a row: the list shows")

        binder.setViewState(.error(StateContent("Offline", actionTitle: "Retry"))) {}
        let stack = fixture.tableView.backgroundView as? UIStackView
        #expect(stack?.arrangedSubviews.compactMap { ($0 as? UILabel)?.text } == ["Offline"])
        #expect(stack?.arrangedSubviews.compactMap { ($0 as? UIButton)?.title(for: .normal) } == ["Retry"])
        let own = UIView()
        binder.setViewState(nil)
        #expect(fixture.tableView.backgroundView == nil, "the binder's background view goes with the state")
        fixture.tableView.backgroundView = own
        fruit = [Fruit(name: "Apple")]
        binder.refresh()
        fixture.scheduler.flush()
        #expect(fixture.tableView.backgroundView === own, "an app's own background view is left alone")
    }
}

/// States on a UIKit collection view (the stand-in): a state row in its list cell, and the whole view's state as its
/// background view.
@MainActor
@Suite("BraidUIKit: states on a collection view")
struct UIKitCollectionStatesTests {
    @Test func aStateRowShowsInTheListCellAndTheWholeViewsStateIsTheBackgroundView() {
        let fixture = CollectionFixture()
        let binder = CollectionViewBinder(collectionView: fixture.collectionView, scheduler: fixture.scheduler)
        binder.onCollection().bind(cellType: StarTileCell.self, models: [Fruit]())
            .states(SectionStates(empty: "No fruit"))
        binder.finish()
        let cell = fixture.collectionView.cellForItem(at: IndexPath(item: 0, section: 0)) as? UIKitContentListCell
        let expected: RowContent = SectionState.empty("No fruit").rowContent
        #expect(cell?.viewModel == expected, "the state row is the collection view's content cell")
        binder.setViewState(.loading("Fetching…"))
        let stack = fixture.collectionView.backgroundView as? UIStackView
        #expect(stack?.arrangedSubviews.compactMap { ($0 as? UILabel)?.text } == ["Fetching…"])
        binder.setViewState(nil)
        #expect(fixture.collectionView.backgroundView == nil)
    }
}
