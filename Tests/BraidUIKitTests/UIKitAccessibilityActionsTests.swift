#if !canImport(UIKit)
import BraidTesting
import BraidUIKit
import Foundation
import Testing
import UIKitStandIn

/// A row's swipe and context-menu actions as its cell's `accessibilityCustomActions` (issue #37): what UIKit does not
/// list in VoiceOver's Actions rotor itself, set when the binder configures the cell, replaced when it configures it
/// again, each running the handler its swipe action or menu item runs.
@MainActor
@Suite("BraidUIKit: accessibility actions")
struct UIKitAccessibilityActionsTests {
    /// Favourite, Share ▸ Mail, Delete (destructive), Archive (disabled); each logs the model it was made for.
    private static func menu(_ fruit: Fruit, log: CallLog) -> ContextMenu {
        ContextMenu(title: fruit.name, children: [
            .action(ContextMenuAction(title: "Favourite", state: .on) { log.record("favourite \(fruit.label)") }),
            .menu(ContextMenu(title: "Share", children: [.action(ContextMenuAction(title: "Mail") { log.record("mail \(fruit.label)") })])),
            .action(ContextMenuAction(title: "Delete", isDestructive: true) { log.record("menu delete \(fruit.label)") }),
            .action(ContextMenuAction(title: "Archive", isDisabled: true) { log.record("archive \(fruit.label)") }),
        ])
    }

    /// The names of `cell`'s custom actions.
    private func names(_ cell: UIView?) -> [String]? { cell?.accessibilityCustomActions?.map(\.name) }

    /// Performs `cell`'s custom action named `name` as VoiceOver does, and says whether it succeeded.
    @discardableResult
    private func perform(_ name: String, on cell: UIView?, sourceLocation: SourceLocation = #_sourceLocation) -> Bool {
        guard let action = cell?.accessibilityCustomActions?.first(where: { $0.name == name }) else {
            Issue.record("no custom action \(name) on the cell: \(names(cell) ?? [])", sourceLocation: sourceLocation)
            return false
        }
        return action.actionHandler?(action) ?? false
    }

    @Test func aTableRowWithoutTrailingSwipeActionsGetsItsLeadingOnesAndItsMenuItemsRunWithItsModel() throws {
        let fixture = UIKitFixture()
        let log = CallLog()
        var fruits = [Fruit(name: "Apple"), Fruit(name: "Pear")]
        let binder = fixture.sectioned()
        binder.onSection(.top).bind(cellType: FruitCell.self, models: { fruits })
            .onDequeue { _, cell, fruit in cell.textLabel?.text = fruit.label }
            .leadingSwipeActions { _, fruit in
                [SwipeAction(title: "Pin") { done in log.record("pin \(fruit.label)"); done(true) }]
            }
            .contextMenu { _, _, fruit in Self.menu(fruit, log: log) }
        binder.displayedSections = [.top]
        binder.finish()
        let pear = fixture.tableView.cellForRow(at: IndexPath(row: 1, section: 0))
        #expect(names(pear) == ["Pin", "Favourite", "Share, Mail", "Delete"],
                "UIKit lists no leading actions without trailing ones, nor menu items; a disabled item is left out")
        #expect(perform("Pin", on: pear) && perform("Share, Mail", on: pear) && perform("Delete", on: pear))
        #expect(log.calls == ["pin Pear", "mail Pear", "menu delete Pear"], "each runs its handler with the row's model")
        fruits[1].color = "red"
        binder.refresh()
        fixture.scheduler.flush()
        let repainted = fixture.tableView.cellForRow(at: IndexPath(row: 1, section: 0))
        #expect(repainted === pear, "the row is reconfigured in place")
        #expect(names(repainted) == ["Pin", "Favourite", "Share, Mail", "Delete"], "its actions are set again, not added")
        perform("Favourite", on: repainted)
        #expect(log.calls.last == "favourite Pear (red)", "after the model changed, an action runs with the new model")
    }

    @Test func aTableRowWithTrailingActionsOrADeleteLeavesItsSwipeActionsToUIKitAndListsNoMenuItemNamedLikeThem() throws {
        let fixture = UIKitFixture()
        let log = CallLog()
        var fruits = [Fruit(name: "Apple")]
        let binder = fixture.sectioned()
        binder.onSection(.top).bind(cellType: FruitCell.self, models: { fruits })
            .leadingSwipeActions { _, _ in [SwipeAction(title: "Pin") { $0(true) }] }
            .onDelete { row, _ in fruits.remove(at: row) }
            .contextMenu { _, _, fruit in Self.menu(fruit, log: log) }
        binder.onSection(.bottom).bind(cellType: FruitCell.self, models: [Fruit(name: "Fig")])
            .trailingSwipeActions { _, _ in [SwipeAction(title: "Favourite") { $0(true) }] }
            .contextMenu { _, _, fruit in Self.menu(fruit, log: log) }
        binder.displayedSections = [.top, .bottom]
        binder.finish()
        let apple = fixture.tableView.cellForRow(at: IndexPath(row: 0, section: 0))
        #expect(names(apple) == ["Favourite", "Share, Mail"],
                "UIKit lists the Delete and, with it, the leading Pin; the menu's Delete is not listed twice")
        let fig = fixture.tableView.cellForRow(at: IndexPath(row: 0, section: 1))
        #expect(names(fig) == ["Share, Mail", "Delete"], "UIKit lists the trailing Favourite; the menu's is left out")
        perform("Share, Mail", on: fig)
        #expect(log.calls == ["mail Fig"])
    }

    @Test func aReusedTableCellLosesThePreviousRowsActionsAndKeepsTheAppsOwn() throws {
        let fixture = UIKitFixture()
        let log = CallLog()
        let fruits = (0 ..< 20).map { Fruit(name: $0 < 10 ? "Menu \($0)" : "Plain \($0)") }
        let binder = TableViewBinder(tableView: fixture.tableView, scheduler: fixture.scheduler)
        binder.onTable().bind(cellType: FruitCell.self, models: fruits)
            .onDequeue { _, cell, fruit in
                cell.textLabel?.text = fruit.name
                // The app's own action, given once per cell (as a cell's initializer would).
                if cell.accessibilityCustomActions == nil {
                    cell.accessibilityCustomActions = [UIAccessibilityCustomAction(name: "Own") { _ in true }]
                }
            }
            .contextMenu { _, _, fruit in fruit.name.hasPrefix("Menu") ? Self.menu(fruit, log: log) : nil }
        binder.finish()
        let first = try #require(fixture.tableView.cellForRow(at: IndexPath(row: 0, section: 0)))
        #expect(names(first) == ["Own", "Favourite", "Share, Mail", "Delete"], "the app's own action first, then Braid's")
        let shown = Set(fixture.tableView.visibleCells.map(ObjectIdentifier.init))
        fixture.tableView.contentOffset = CGPoint(x: 0, y: 12 * 44)
        let reused = fixture.tableView.visibleCells.filter { shown.contains(ObjectIdentifier($0)) }
        #expect(!reused.isEmpty, "scrolling reuses the cells of the rows that went")
        for cell in reused {
            #expect(names(cell) == ["Own"], "a reused cell keeps no action of the row it showed: \(names(cell) ?? [])")
        }
        fixture.tableView.contentOffset = .zero
        let back = try #require(fixture.tableView.cellForRow(at: IndexPath(row: 2, section: 0)))
        perform("Favourite", on: back)
        #expect(log.calls == ["favourite Menu 2"], "a cell reused for a row with a menu gets that row's actions")
    }

    @Test func aCollectionItemsMenuItemsAreItsCellsCustomActionsAndAReusedCellLosesThem() throws {
        let fixture = CollectionFixture(height: 100)
        let log = CallLog()
        let fruits = (0 ..< 30).map { Fruit(name: $0 < 12 ? "Menu \($0)" : "Plain \($0)") }
        let binder = fixture.sectioned()
        binder.onSection(.top).bind(cellType: TileCell.self, models: fruits)
            .leadingSwipeActions { _, _ in [SwipeAction(title: "Pin") { $0(true) }] }
            .contextMenu { _, _, fruit in fruit.name.hasPrefix("Menu") ? Self.menu(fruit, log: log) : nil }
        binder.displayedSections = [.top]
        binder.finish()
        let second = fixture.collectionView.cellForItem(at: IndexPath(item: 1, section: 0))
        #expect(names(second) == ["Favourite", "Share, Mail", "Delete"],
                "the menu's enabled items; swipe actions are a list layout's, which UIKit's list cell lists itself")
        #expect(perform("Delete", on: second))
        #expect(log.calls == ["menu delete Menu 1"], "the item's model")
        let shown = Set(fixture.collectionView.visibleCells.map(ObjectIdentifier.init))
        fixture.collectionView.contentOffset = CGPoint(x: 0, y: 300)
        let reused = fixture.collectionView.visibleCells.filter { shown.contains(ObjectIdentifier($0)) }
        #expect(!reused.isEmpty, "scrolling reuses the cells of the items that went")
        for cell in reused {
            #expect(cell.accessibilityCustomActions == nil, "a reused cell keeps no action of the item it showed")
        }
    }
}
#endif
