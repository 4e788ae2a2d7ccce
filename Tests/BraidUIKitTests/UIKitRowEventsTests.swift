#if !canImport(UIKit)
import BraidTesting
import BraidUIKit
import Foundation
import Testing
import UIKitStandIn

/// Row events on a UIKit table: a chain's `canSelect` wins over the app's `willSelectRowAt`; deselection and the
/// end of display reach the chain's handlers and then the app's delegate.
@MainActor
@Suite struct UIKitRowEventsTests {
    @Test func theChainsRowEventsAnswerFirstAndTheAppsDelegateHearsTheRest() throws {
        let fixture = UIKitFixture()
        let binder = fixture.sectioned()
        let calls = CallLog()
        binder.onSection(.top).bind(cellType: FruitCell.self, models: [Fruit(name: "Apple"), Fruit(name: "Pear"), Fruit(name: "Plum")])
            .onDequeue { _, cell, fruit in cell.textLabel?.text = fruit.name }
            .canSelect { _, fruit in fruit.name != "Plum" }
            .onDeselected { row, fruit in calls.record("chain deselect \(row) \(fruit.name)") }
            .onDisappear { row, _, fruit in calls.record("chain disappear \(row) \(fruit.name)") }
        binder.displayedSections = [.top]
        binder.finish()
        let app = AppTableDelegate()
        binder.tableViewDelegate = app
        let table = fixture.tableView
        let delegate = try #require(table.delegate as? any UITableViewDelegate)
        let (apple, pear, plum) = (IndexPath(row: 0, section: 0), IndexPath(row: 1, section: 0), IndexPath(row: 2, section: 0))
        #expect(delegate.tableView(table, willSelectRowAt: plum) == nil, "the chain refuses Plum, whatever the app says")
        #expect(delegate.tableView(table, willSelectRowAt: pear) == nil, "the chain allows Pear; the app refuses row 1")
        #expect(delegate.tableView(table, willSelectRowAt: apple) == apple)
        delegate.tableView(table, didDeselectRowAt: apple)
        let cell = try #require(table.cellForRow(at: apple))
        delegate.tableView(table, didEndDisplaying: cell, forRowAt: apple)
        #expect(calls.calls == ["chain deselect 0 Apple", "chain disappear 0 Apple"], "the chain hears first")
        #expect(app.log.calls == ["deselect 0", "end display Apple"], "then the app's delegate")
    }
}
#endif
