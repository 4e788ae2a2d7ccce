#if !canImport(UIKit)
import BraidTesting
import BraidUIKit
import Foundation
import Testing
import UIKitStandIn

/// An app delegate that has its own context menus.
@MainActor
final class AppContextMenuDelegate: NSObject, UITableViewDelegate, UICollectionViewDelegate {
    func tableView(
        _ tableView: UITableView, contextMenuConfigurationForRowAt indexPath: IndexPath, point: CGPoint
    ) -> UIContextMenuConfiguration? {
        UIContextMenuConfiguration(identifier: nil, previewProvider: nil) { _ in UIMenu(title: "App", children: []) }
    }

    func collectionView(
        _ collectionView: UICollectionView, contextMenuConfigurationForItemsAt indexPaths: [IndexPath], point: CGPoint
    ) -> UIContextMenuConfiguration? {
        UIContextMenuConfiguration(identifier: nil, previewProvider: nil) { _ in UIMenu(title: "App \(indexPaths.count)", children: []) }
    }
}

/// Context menus through UIKit: a chain's ``ContextMenu`` reaches a `UITableView` or `UICollectionView` as a
/// `UIContextMenuConfiguration` whose `UIMenu` holds `UIAction`s (symbol, attributes, state) and child menus; where
/// no chain gives one, the app's delegate answers.
@MainActor
@Suite("BraidUIKit: context menus")
struct UIKitContextMenuTests {
    /// Favourite (on for Pear), Share ▸ Mail, Delete (destructive), Archive (disabled).
    private static func menu(_ fruit: Fruit, log: CallLog) -> ContextMenu {
        ContextMenu(title: fruit.name, children: [
            .action(ContextMenuAction(title: "Favourite", symbolName: "star", state: fruit.name == "Pear" ? .on : .off) {
                log.record("favourite \(fruit.name)")
            }),
            .menu(ContextMenu(title: "Share", children: [.action(ContextMenuAction(title: "Mail") { log.record("mail \(fruit.name)") })])),
            .action(ContextMenuAction(title: "Delete", symbolName: "trash", isDestructive: true) { log.record("delete \(fruit.name)") }),
            .action(ContextMenuAction(title: "Archive", isDisabled: true) {}),
        ])
    }

    /// The menu UIKit presents for a configuration: what its action provider gives.
    private func presented(_ configuration: UIContextMenuConfiguration?) -> UIMenu? {
        configuration?.actionProvider?([])
    }

    /// Checks the menu's shape, then picks Share ▸ Mail and Favourite as UIKit would (their handlers).
    private func checkAndPick(_ menu: UIMenu?) {
        #expect(menu?.children.map(\.title) == ["Favourite", "Share", "Delete", "Archive"])
        let actions = menu?.children.compactMap { $0 as? UIAction } ?? []
        #expect(actions.map(\.state) == [.on, .off, .off])
        #expect(actions.map { $0.image?.systemName } == ["star", "trash", nil], "symbols are UIImage(systemName:)")
        #expect(actions.map(\.attributes) == [[], .destructive, .disabled])
        let share = menu?.children.compactMap { $0 as? UIMenu }.first
        #expect(share?.title == "Share")
        (share?.children.first as? UIAction).map { $0.handler($0) }
        actions.first.map { $0.handler($0) }
    }

    @Test func aTableRowsMenuIsAUIContextMenuConfigurationAndTheAppsDelegateAnswersForTheOthers() throws {
        let fixture = UIKitFixture()
        let log = CallLog()
        let binder = fixture.sectioned()
        binder.onSection(.top).bind(cellType: FruitCell.self, models: [Fruit(name: "Apple"), Fruit(name: "Pear")])
            .contextMenu { _, _, fruit in Self.menu(fruit, log: log) }
        binder.onSection(.bottom).bind(cellType: FruitCell.self, models: [Fruit(name: "Fig")])
        binder.displayedSections = [.top, .bottom]
        binder.finish()
        let delegate = try #require(fixture.tableView.delegate as? any UITableViewDelegate)
        let table = fixture.tableView
        let configuration = delegate.tableView(table, contextMenuConfigurationForRowAt: IndexPath(row: 1, section: 0), point: .zero)
        let menu = presented(configuration)
        #expect(menu?.title == "Pear")
        checkAndPick(menu)
        #expect(log.calls == ["mail Pear", "favourite Pear"], "the handlers act on the row's model")
        #expect(delegate.tableView(table, contextMenuConfigurationForRowAt: IndexPath(row: 0, section: 1), point: .zero) == nil,
                "no chain menu and no app delegate: none")
        let app = AppContextMenuDelegate()
        binder.tableViewDelegate = app
        #expect(presented(delegate.tableView(table, contextMenuConfigurationForRowAt: IndexPath(row: 0, section: 1), point: .zero))?.title == "App",
                "a row without the chain's menu gets the app delegate's")
        #expect(presented(delegate.tableView(table, contextMenuConfigurationForRowAt: IndexPath(row: 0, section: 0), point: .zero))?.title == "Apple",
                "what the chain bound wins")
        withExtendedLifetime(app) {}
    }

    @Test func aCollectionItemsMenuIsAUIContextMenuConfigurationForOneItem() throws {
        let fixture = CollectionFixture()
        let log = CallLog()
        let binder = fixture.sectioned()
        binder.onSection(.top).bind(cellType: TileCell.self, models: [Fruit(name: "Apple"), Fruit(name: "Pear")])
            .contextMenu { _, _, fruit in Self.menu(fruit, log: log) }
        binder.displayedSections = [.top]
        binder.finish()
        let delegate = try #require(fixture.collectionView.delegate as? any UICollectionViewDelegate)
        let view = fixture.collectionView
        let one = [IndexPath(item: 1, section: 0)]
        let menu = presented(delegate.collectionView(view, contextMenuConfigurationForItemsAt: one, point: .zero))
        #expect(menu?.title == "Pear")
        checkAndPick(menu)
        #expect(log.calls == ["mail Pear", "favourite Pear"])
        let two = [IndexPath(item: 0, section: 0), IndexPath(item: 1, section: 0)]
        #expect(delegate.collectionView(view, contextMenuConfigurationForItemsAt: two, point: .zero) == nil,
                "several items (a multiple selection): the chain's menu is for one")
        let app = AppContextMenuDelegate()
        binder.collectionViewDelegate = app
        #expect(presented(delegate.collectionView(view, contextMenuConfigurationForItemsAt: two, point: .zero))?.title == "App 2")
        #expect(presented(delegate.collectionView(view, contextMenuConfigurationForItemsAt: one, point: .zero))?.title == "Pear")
        #expect(presented(delegate.collectionView(view, contextMenuConfigurationForItemAt: one[0], point: .zero))?.title == "Pear",
                "before iOS 16 UIKit asks for one item")
        withExtendedLifetime(app) {}
    }
}
#endif
