#if !canImport(UIKit)
import BraidTesting
import BraidUIKit
import Foundation
import Testing
import UIKitStandIn

/// SwiftUI rows below the hand-off to SwiftUI, on the stand-in (`hostRows`, which `rowView` is written on): every
/// dequeued or reconfigured cell is given its row's model and that model's identity, so a reused cell is hosted under
/// the new row's identity and a reconfigured one under the same.
@MainActor
@Suite struct ModelChainsHostingTests {
    /// A hosting cell's stand-in: what it was last asked to host, and under which identity.
    final class HostCell: UITableViewCell {
        var hosted: (name: String, id: HostingIdentity)?
    }

    final class HostItem: UICollectionViewCell {
        var hosted: (name: String, id: HostingIdentity)?
    }

    private func fruitIdentity(_ name: String) -> HostingIdentity {
        .model(ObjectIdentifier(Fruit.self), AnyHashable(name))
    }

    @Test func aReusedTableCellIsHostedUnderItsNewRowsIdentity() throws {
        let fixture = UIKitFixture()
        let binder = TableViewBinder(tableView: fixture.tableView, scheduler: fixture.scheduler)
        let fruits = (0..<20).map { Fruit(name: "fruit \($0)") }
        binder.onTable()
            .bind(cellType: HostCell.self, models: fruits)
            .hostRows { cell, fruit, id in cell.hosted = (fruit.name, id) }
        binder.finish()
        let first = try #require(fixture.tableView.cellForRow(at: IndexPath(row: 0, section: 0)) as? HostCell)
        #expect(first.hosted?.name == "fruit 0" && first.hosted?.id == fruitIdentity("fruit 0"))

        fixture.tableView.contentOffset = CGPoint(x: 0, y: 10 * 44)
        let visible = (10..<15).compactMap { fixture.tableView.cellForRow(at: IndexPath(row: $0, section: 0)) as? HostCell }
        #expect(visible.count == 5, "rows 10 to 14 are on screen")
        #expect(visible.contains { $0 === first }, "the first row's cell was reused further down")
        for (offset, cell) in visible.enumerated() {
            let name = "fruit \(10 + offset)"
            #expect(cell.hosted?.name == name && cell.hosted?.id == fruitIdentity(name),
                    "row \(10 + offset) is hosted under its own model's identity, never the row its cell showed before")
        }
    }

    @Test func aReconfiguredRowIsHostedAgainUnderTheSameIdentity() throws {
        let fixture = UIKitFixture()
        let binder = TableViewBinder(tableView: fixture.tableView, scheduler: fixture.scheduler)
        var fruits = [Fruit(name: "apple"), Fruit(name: "pear")]
        var hostings: [String] = []
        binder.onTable()
            .bind(cellType: HostCell.self, models: { fruits })
            .hostRows { cell, fruit, id in
                cell.hosted = (fruit.label, id)
                hostings.append(fruit.label)
            }
        binder.finish()
        let pear = try #require(fixture.tableView.cellForRow(at: IndexPath(row: 1, section: 0)) as? HostCell)
        hostings.removeAll()

        fruits[1].color = "yellow"
        binder.refresh()
        fixture.scheduler.flush()
        #expect(fixture.batches.last?.batch.itemReconfigures == [ItemPath(row: 1, section: 0)], "\(fixture.batches.map(\.batch))")
        #expect(hostings == ["pear (yellow)"], "only the changed row is hosted again")
        #expect(fixture.tableView.cellForRow(at: IndexPath(row: 1, section: 0)) === pear, "in its own cell")
        #expect(pear.hosted?.id == fruitIdentity("pear"), "under the same identity, so SwiftUI keeps the view's state")
    }

    @Test func aCollectionViewsSectionsHostEachItemUnderItsModelsIdentity() throws {
        let fixture = CollectionFixture()
        let binder = fixture.sectioned()
        binder.onSections(.top, .bottom)
            .bind(cellType: HostItem.self, models: [.top: [Fruit(name: "apple")], .bottom: [Fruit(name: "fig"), Fruit(name: "kiwi")]])
            .hostRows { cell, fruit, id in cell.hosted = (fruit.name, id) }
        binder.displayedSections = [.top, .bottom]
        binder.finish()
        let hosted = [(0, 0), (0, 1), (1, 1)].map { item, section in
            (fixture.collectionView.cellForItem(at: IndexPath(item: item, section: section)) as? HostItem)?.hosted
        }
        #expect(hosted.map { $0?.name } == ["apple", "fig", "kiwi"])
        #expect(hosted.map { $0?.id } == ["apple", "fig", "kiwi"].map(fruitIdentity))
    }

    @Test func rowsWithoutIdentityAreHostedUnderANewIdentityEachTimeTheyAreConfigured() throws {
        let fixture = UIKitFixture()
        let binder = TableViewBinder(tableView: fixture.tableView, scheduler: fixture.scheduler)
        var names = ["apple", "pear"]
        binder.onTable()
            .bind(cellType: HostCell.self, models: { names })
            .hostRows { cell, name, id in cell.hosted = (name, id) }
        binder.finish()
        func ids() -> [HostingIdentity?] {
            (0..<2).map { (fixture.tableView.cellForRow(at: IndexPath(row: $0, section: 0)) as? HostCell)?.hosted?.id }
        }
        let before = ids()
        names[1] = "plum"
        binder.refresh()
        fixture.scheduler.flush()
        let after = ids()
        #expect(before[0] != nil && before[0] != before[1], "\(before)")
        #expect(after[0] == before[0], "an unchanged row is not configured again (Strings are Equatable): \(before) \(after)")
        #expect(after[1] != nil && after[1] != before[1] && after[1] != before[0],
                "Strings have no identity: the changed row is hosted anew, so it shows no state of the row before: \(after)")
    }
}
#endif
