#if !canImport(UIKit)
import BraidTesting
import BraidUIKit
import Foundation
import Testing
import UIKitStandIn

/// An app's table view delegate: records what reaches it and answers some questions its own way.
@MainActor
final class AppTableDelegate: NSObject, UITableViewDelegate {
    let log = CallLog()
    func tableView(_ tableView: UITableView, didDeselectRowAt indexPath: IndexPath) { log.record("deselect \(indexPath.row)") }
    func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) { log.record("select \(indexPath.row)") }
    func tableView(_ tableView: UITableView, willSelectRowAt indexPath: IndexPath) -> IndexPath? {
        indexPath.row == 1 ? nil : indexPath
    }
    func tableView(_ tableView: UITableView, shouldHighlightRowAt indexPath: IndexPath) -> Bool { indexPath.row != 1 }
    func tableView(_ tableView: UITableView, accessoryButtonTappedForRowWith indexPath: IndexPath) {
        log.record("accessory \(indexPath.row)")
    }
    func tableView(_ tableView: UITableView, didEndDisplaying cell: UITableViewCell, forRowAt indexPath: IndexPath) {
        log.record("end display \(cell.textLabel?.text ?? "?")")
    }
    func tableView(_ tableView: UITableView, willDisplayHeaderView view: UIView, forSection section: Int) {
        log.record("header \(section)")
    }
    func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat { 99 }
    func tableView(
        _ tableView: UITableView, trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath
    ) -> UISwipeActionsConfiguration? {
        UISwipeActionsConfiguration(actions: [UIContextualAction(style: .normal, title: "App") { _, _, done in done(true) }])
    }
    func scrollViewDidScroll(_ scrollView: UIScrollView) { log.record("scrolled") }
}

/// An app's collection view and flow-layout delegate.
@MainActor
final class AppCollectionDelegate: NSObject, UICollectionViewDelegateFlowLayout {
    let log = CallLog()
    func collectionView(_ collectionView: UICollectionView, didDeselectItemAt indexPath: IndexPath) {
        log.record("deselect \(indexPath.item)")
    }
    func collectionView(_ collectionView: UICollectionView, shouldSelectItemAt indexPath: IndexPath) -> Bool {
        indexPath.item != 1
    }
    func collectionView(
        _ collectionView: UICollectionView, didEndDisplaying cell: UICollectionViewCell, forItemAt indexPath: IndexPath
    ) { log.record("end display \(indexPath.item)") }
    func collectionView(
        _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout, insetForSectionAt section: Int
    ) -> UIEdgeInsets { UIEdgeInsets(top: 8, left: 4, bottom: 8, right: 4) }
    func collectionView(
        _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
        sizeForItemAt indexPath: IndexPath
    ) -> CGSize { CGSize(width: 77, height: 77) }
}

/// A drag's spring-loading context, as UIKit passes one.
@MainActor
final class SpringLoadingContext: NSObject, UISpringLoadedInteractionContext {}

/// An app's table delegate with the focus, spring-loading and context-menu preview methods.
@MainActor
final class AppTableFocusAndMenuDelegate: NSObject, UITableViewDelegate {
    let log = CallLog()
    let preview = UITargetedPreview(view: UIView())
    func tableView(_ tableView: UITableView, shouldUpdateFocusIn context: UITableViewFocusUpdateContext) -> Bool { false }
    func tableView(
        _ tableView: UITableView, didUpdateFocusIn context: UITableViewFocusUpdateContext,
        with coordinator: UIFocusAnimationCoordinator
    ) { log.record("focus updated") }
    func tableView(_ tableView: UITableView, selectionFollowsFocusForRowAt indexPath: IndexPath) -> Bool { indexPath.row == 0 }
    func tableView(
        _ tableView: UITableView, shouldSpringLoadRowAt indexPath: IndexPath, with context: any UISpringLoadedInteractionContext
    ) -> Bool { context is SpringLoadingContext && indexPath.row == 1 }
    func tableView(
        _ tableView: UITableView, previewForHighlightingContextMenuWithConfiguration configuration: UIContextMenuConfiguration
    ) -> UITargetedPreview? { preview }
    func tableView(
        _ tableView: UITableView, willDisplayContextMenu configuration: UIContextMenuConfiguration,
        animator: (any UIContextMenuInteractionAnimating)?
    ) { log.record("menu shown \(configuration.actionProvider?([])?.title ?? "?")") }
}

/// An app's collection view delegate with the layout-transition, focus and context-menu preview methods.
@MainActor
final class AppCollectionFocusAndMenuDelegate: NSObject, UICollectionViewDelegate {
    let log = CallLog()
    let preview = UITargetedPreview(view: UIView())
    func collectionView(
        _ collectionView: UICollectionView, transitionLayoutForOldLayout fromLayout: UICollectionViewLayout,
        newLayout toLayout: UICollectionViewLayout
    ) -> UICollectionViewTransitionLayout {
        UICollectionViewTransitionLayout(currentLayout: toLayout, nextLayout: fromLayout)
    }
    func collectionView(
        _ collectionView: UICollectionView, didUpdateFocusIn context: UICollectionViewFocusUpdateContext,
        with coordinator: UIFocusAnimationCoordinator
    ) { log.record("focus updated") }
    func collectionView(
        _ collectionView: UICollectionView, contextMenuConfiguration configuration: UIContextMenuConfiguration,
        highlightPreviewForItemAt indexPath: IndexPath
    ) -> UITargetedPreview? { indexPath.item == 1 ? preview : nil }
    func collectionView(
        _ collectionView: UICollectionView, willEndContextMenuInteraction configuration: UIContextMenuConfiguration,
        animator: (any UIContextMenuInteractionAnimating)?
    ) { log.record("menu ended") }
}

/// The app's own table and collection view delegates behind a binder (issue #37): what the chains do not answer is
/// forwarded; where both could answer, what a chain bound wins.
@MainActor
@Suite struct UIKitDelegateForwardingTests {
    private func tableDelegate(_ fixture: UIKitFixture) throws -> any UITableViewDelegate {
        try #require(fixture.tableView.delegate as? any UITableViewDelegate, "the binder installed its delegate")
    }

    @Test func tableMethodsTheChainsDoNotAnswerReachTheAppsDelegate() throws {
        let fixture = UIKitFixture()
        let binder = fixture.sectioned()
        binder.onSection(.top).bind(cellType: FruitCell.self, models: [Fruit(name: "Apple"), Fruit(name: "Pear")])
            .onDequeue { _, cell, fruit in cell.textLabel?.text = fruit.name }
        binder.displayedSections = [.top]
        binder.finish()
        let app = AppTableDelegate()
        binder.tableViewDelegate = app
        let table = fixture.tableView
        let delegate = try tableDelegate(fixture)
        let (first, second) = (IndexPath(row: 0, section: 0), IndexPath(row: 1, section: 0))
        delegate.tableView(table, didDeselectRowAt: second)
        delegate.tableView(table, accessoryButtonTappedForRowWith: first)
        delegate.tableView(table, willDisplayHeaderView: UIView(), forSection: 0)
        let cell = try #require(table.cellForRow(at: first))
        delegate.tableView(table, didEndDisplaying: cell, forRowAt: first)
        #expect(app.log.calls == ["deselect 1", "accessory 0", "header 0", "end display Apple"],
                "each forwarded event reaches the app's delegate with its arguments")
        #expect(delegate.tableView(table, willSelectRowAt: second) == nil, "the app's answer: row 1 is not selected")
        #expect(delegate.tableView(table, willSelectRowAt: first) == first)
        #expect(!delegate.tableView(table, shouldHighlightRowAt: second) && delegate.tableView(table, shouldHighlightRowAt: first))
        binder.tableViewDelegate = nil
        #expect(delegate.tableView(table, shouldHighlightRowAt: second), "without an app delegate, UIKit's default: YES")
        #expect(delegate.tableView(table, willSelectRowAt: second) == second, "without one, the row is selected")
    }

    @Test func onATableWhatTheChainBoundWinsAndOtherwiseTheAppsDelegateAnswers() throws {
        let fixture = UIKitFixture()
        let log = CallLog()
        let binder = fixture.sectioned()
        binder.onSection(.top).bind(cellType: FruitCell.self, models: [Fruit(name: "Apple")])
            .cellHeight { _, _ in 60 }
            .trailingSwipeActions { _, _ in [SwipeAction(title: "Chain") { $0(true) }] }
            .onTapped { row, _, fruit in log.record("chain tapped \(row) \(fruit.name)") }
        binder.onSection(.bottom).bind(cellType: FruitCell.self, models: [Fruit(name: "Fig")])
        binder.displayedSections = [.top, .bottom]
        binder.finish()
        let app = AppTableDelegate()
        binder.tableViewDelegate = app
        let table = fixture.tableView
        let delegate = try tableDelegate(fixture)
        let (bound, unbound) = (IndexPath(row: 0, section: 0), IndexPath(row: 0, section: 1))
        #expect(delegate.tableView(table, heightForRowAt: bound) == 60, "the chain's height wins over the app's 99")
        #expect(delegate.tableView(table, heightForRowAt: unbound) == 99, "an unbound height is the app delegate's")
        #expect(delegate.tableView(table, trailingSwipeActionsConfigurationForRowAt: bound)?.actions.map(\.title) == ["Chain"])
        #expect(delegate.tableView(table, trailingSwipeActionsConfigurationForRowAt: unbound)?.actions.map(\.title) == ["App"],
                "a row without the chain's swipe actions gets the app delegate's")
        fixture.tap(row: 0)
        #expect(log.calls == ["chain tapped 0 Apple"] && app.log.calls == ["select 0"],
                "a selection is told to the chain's handler and then to the app's delegate: \(log.calls) \(app.log.calls)")
        delegate.scrollViewDidScroll(table)
        #expect(app.log.calls.last == "scrolled", "without a scroll-view delegate, scrolling reaches the table delegate")
        withExtendedLifetime(app) {}
    }

    @Test func theAppsDelegatesAreHeldWeakly() {
        let fixture = UIKitFixture()
        let binder = fixture.sectioned()
        binder.finish()
        var app: AppTableDelegate? = AppTableDelegate()
        binder.tableViewDelegate = app
        #expect(binder.tableViewDelegate === app)
        app = nil
        #expect(binder.tableViewDelegate == nil, "the binder does not keep the app's delegate alive")
        let collection = CollectionFixture()
        let collectionBinder = collection.sectioned()
        collectionBinder.finish()
        var appCollection: AppCollectionDelegate? = AppCollectionDelegate()
        collectionBinder.collectionViewDelegate = appCollection
        #expect(collectionBinder.collectionViewDelegate === appCollection)
        appCollection = nil
        #expect(collectionBinder.collectionViewDelegate == nil)
    }

    @Test func collectionMethodsTheChainsDoNotAnswerReachTheAppsDelegateAndBoundSizesWin() throws {
        let fixture = CollectionFixture()
        let binder = fixture.sectioned()
        binder.onSection(.top).bind(cellType: TileCell.self, models: [Fruit(name: "Apple"), Fruit(name: "Pear")])
            .itemSize { _, _ in Size(width: 120, height: 40) }
        binder.onSection(.bottom).bind(cellType: TileCell.self, models: [Fruit(name: "Fig")])
        binder.displayedSections = [.top, .bottom]
        binder.finish()
        let app = AppCollectionDelegate()
        binder.collectionViewDelegate = app
        let view = fixture.collectionView
        let delegate = try #require(view.delegate as? any UICollectionViewDelegateFlowLayout)
        let (first, second) = (IndexPath(item: 0, section: 0), IndexPath(item: 1, section: 0))
        delegate.collectionView(view, didDeselectItemAt: second)
        let cell = try #require(view.cellForItem(at: first))
        delegate.collectionView(view, didEndDisplaying: cell, forItemAt: first)
        #expect(app.log.calls == ["deselect 1", "end display 0"])
        #expect(!delegate.collectionView(view, shouldSelectItemAt: second) && delegate.collectionView(view, shouldSelectItemAt: first))
        #expect(delegate.collectionView(view, layout: fixture.layout, insetForSectionAt: 0)
            == UIEdgeInsets(top: 8, left: 4, bottom: 8, right: 4), "a flow-layout method reaches the app's delegate")
        #expect(delegate.collectionView(view, layout: fixture.layout, sizeForItemAt: first) == CGSize(width: 120, height: 40),
                "the chain's item size wins over the app's")
        #expect(delegate.collectionView(view, layout: fixture.layout, sizeForItemAt: IndexPath(item: 0, section: 1))
            == CGSize(width: 77, height: 77), "an unbound item size is the app delegate's")
        binder.collectionViewDelegate = nil
        #expect(delegate.collectionView(view, shouldSelectItemAt: second), "without an app delegate, UIKit's default: YES")
        #expect(delegate.collectionView(view, layout: fixture.layout, insetForSectionAt: 0) == fixture.layout.sectionInset,
                "without one, the layout's own inset")
    }

    @Test func aTablesFocusSpringLoadingAndContextMenuPreviewMethodsReachTheAppsDelegate() throws {
        let fixture = UIKitFixture()
        let binder = fixture.sectioned()
        binder.onSection(.top).bind(cellType: FruitCell.self, models: [Fruit(name: "Apple"), Fruit(name: "Pear")])
            .contextMenu { _, _, fruit in ContextMenu(title: fruit.name, children: [.action(ContextMenuAction(title: "Eat") {})]) }
        binder.displayedSections = [.top]
        binder.finish()
        let table = fixture.tableView
        let delegate = try tableDelegate(fixture)
        let (first, second) = (IndexPath(row: 0, section: 0), IndexPath(row: 1, section: 0))
        let menu = try #require(delegate.tableView(table, contextMenuConfigurationForRowAt: second, point: .zero))
        // Without an app delegate, UIKit's answers for a missing method.
        #expect(delegate.tableView(table, shouldUpdateFocusIn: UITableViewFocusUpdateContext()))
        #expect(!delegate.tableView(table, selectionFollowsFocusForRowAt: first), "the table's selectionFollowsFocus: NO")
        table.selectionFollowsFocus = true
        #expect(delegate.tableView(table, selectionFollowsFocusForRowAt: second), "the table's selectionFollowsFocus: YES")
        #expect(delegate.tableView(table, shouldSpringLoadRowAt: first, with: SpringLoadingContext()))
        #expect(delegate.tableView(table, previewForHighlightingContextMenuWithConfiguration: menu) == nil)
        let app = AppTableFocusAndMenuDelegate()
        binder.tableViewDelegate = app
        #expect(!delegate.tableView(table, shouldUpdateFocusIn: UITableViewFocusUpdateContext()), "the app's answer")
        delegate.tableView(table, didUpdateFocusIn: UITableViewFocusUpdateContext(), with: UIFocusAnimationCoordinator())
        #expect(delegate.tableView(table, selectionFollowsFocusForRowAt: first) && !delegate.tableView(table, selectionFollowsFocusForRowAt: second),
                "the app's per-row answer overrides the table's selectionFollowsFocus")
        #expect(delegate.tableView(table, shouldSpringLoadRowAt: second, with: SpringLoadingContext())
            && !delegate.tableView(table, shouldSpringLoadRowAt: first, with: SpringLoadingContext()),
                "the row and UIKit's context reach the app's delegate")
        #expect(delegate.tableView(table, previewForHighlightingContextMenuWithConfiguration: menu) === app.preview,
                "the app's delegate gives the preview of the chain's menu")
        delegate.tableView(table, willDisplayContextMenu: menu, animator: nil)
        #expect(app.log.calls == ["focus updated", "menu shown Pear"], "\(app.log.calls)")
    }

    @Test func aCollectionViewsLayoutTransitionFocusAndContextMenuPreviewMethodsReachTheAppsDelegate() throws {
        let fixture = CollectionFixture()
        let binder = fixture.sectioned()
        binder.onSection(.top).bind(cellType: TileCell.self, models: [Fruit(name: "Apple"), Fruit(name: "Pear")])
            .contextMenu { _, _, fruit in ContextMenu(title: fruit.name, children: [.action(ContextMenuAction(title: "Eat") {})]) }
        binder.displayedSections = [.top]
        binder.finish()
        let view = fixture.collectionView
        let delegate = try #require(view.delegate as? any UICollectionViewDelegate)
        let second = IndexPath(item: 1, section: 0)
        let menu = try #require(delegate.collectionView(view, contextMenuConfigurationForItemsAt: [second], point: .zero))
        let next = UICollectionViewFlowLayout()
        let plain = delegate.collectionView(view, transitionLayoutForOldLayout: fixture.layout, newLayout: next)
        #expect(plain.currentLayout === fixture.layout && plain.nextLayout === next,
                "without an app delegate, a plain transition layout from the old layout to the new one")
        #expect(delegate.collectionView(view, contextMenuConfiguration: menu, highlightPreviewForItemAt: second) == nil)
        #expect(delegate.collectionView(view, sceneActivationConfigurationForItemAt: second, point: .zero) == nil)
        #expect(!delegate.collectionView(view, selectionFollowsFocusForItemAt: second), "the view's selectionFollowsFocus")
        let app = AppCollectionFocusAndMenuDelegate()
        binder.collectionViewDelegate = app
        let appTransition = delegate.collectionView(view, transitionLayoutForOldLayout: fixture.layout, newLayout: next)
        #expect(appTransition.currentLayout === next && appTransition.nextLayout === fixture.layout, "the app's transition layout")
        #expect(delegate.collectionView(view, contextMenuConfiguration: menu, highlightPreviewForItemAt: second) === app.preview)
        delegate.collectionView(view, didUpdateFocusIn: UICollectionViewFocusUpdateContext(), with: UIFocusAnimationCoordinator())
        delegate.collectionView(view, willEndContextMenuInteraction: menu, animator: nil)
        #expect(app.log.calls == ["focus updated", "menu ended"], "\(app.log.calls)")
        #expect(delegate.collectionView(view, shouldUpdateFocusIn: UICollectionViewFocusUpdateContext()),
                "a method the app's delegate lacks: UIKit's default")
    }
}
#endif
