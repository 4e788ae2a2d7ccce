#if !canImport(UIKit)
import BraidTesting
import BraidUIKit
import Foundation
import Testing
import UIKitStandIn

/// What the core hands a UIKit proxy for a cell or a view is a UIKit one, or the mismatch is reported: a cell provider
/// that returns something else gets a message naming it, and UIKit gets a dequeued placeholder cell (which a
/// collection view requires), never a blank one in silence.
@MainActor
@Suite struct UIKitViewMismatchTests {
    @Test func aTableCellProviderReturningNoUIKitCellIsReportedAndUIKitGetsADequeuedPlaceholder() throws {
        let fixture = UIKitFixture()
        let binder = fixture.sectioned()
        var errors: [String] = []
        binder.diagnosticHandler = { errors.append($0.message) }
        binder.onSection(.top).bind(cellProvider: { _, _, _ in NSObject() }, models: [Fruit(name: "Apple")])
        binder.displayedSections = [.top]
        binder.finish()
        let cell = try #require(fixture.tableView.cellForRow(at: IndexPath(row: 0, section: 0)), "the row has a cell")
        #expect(cell.reuseIdentifier == "Braid.PlaceholderCell", "a dequeued placeholder, not a blank UITableViewCell()")
        #expect(errors.contains { $0.contains("the cell of row 0 in section 0") && $0.contains("NSObject, not a UITableViewCell") },
                "the mismatch is reported, naming the row and the type: \(errors)")
    }

    @Test func aCollectionCellProviderReturningNoUIKitCellIsReportedAndUIKitGetsADequeuedPlaceholder() throws {
        let fixture = CollectionFixture()
        let binder = fixture.sectioned()
        var errors: [String] = []
        binder.diagnosticHandler = { errors.append($0.message) }
        binder.onSection(.top).bind(cellProvider: { _, _, _ in NSObject() }, models: [Fruit(name: "Apple")])
        binder.displayedSections = [.top]
        binder.finish()
        let cell = try #require(fixture.collectionView.cellForItem(at: IndexPath(item: 0, section: 0)), "the item has a cell")
        #expect(cell.reuseIdentifier == "Braid.PlaceholderCell", "a dequeued placeholder: UIKit takes no other")
        #expect(errors.contains { $0.contains("the cell of item 0 in section 0") && $0.contains("NSObject, not a UICollectionViewCell") },
                "the mismatch is reported, naming the item and the type: \(errors)")
        #expect(fixture.collectionView.engine.errors.isEmpty, "UIKit's rules hold: \(fixture.collectionView.engine.errors)")
    }

    @Test func aCellUIKitWasGivenIsFoundByIdentityForItsEvents() {
        let fixture = UIKitFixture()
        let binder = TableViewBinder(tableView: fixture.tableView, scheduler: fixture.scheduler)
        let log = CallLog()
        binder.onTable().bind(cellType: SwitchCell.self, models: [Fruit(name: "Apple"), Fruit(name: "Pear")])
            .onEvent(from: SwitchCell.self) { row, _, event, fruit in log.record("\(event) \(row) \(fruit.name)") }
        binder.finish()
        (fixture.tableView.visibleCells.last as? SwitchCell)?.toggle()
        #expect(log.calls == ["toggled(true) 1 Pear"], "the event's row is the cell's, found among the visible cells")
    }
}
#endif
