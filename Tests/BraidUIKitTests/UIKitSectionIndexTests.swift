#if !canImport(UIKit)
import BraidTesting
import BraidUIKit
import Foundation
import Testing
import UIKitStandIn

/// The section index on a UIKit table: the proxy answers UITableViewDataSource's index methods from the chains, and
/// setting the binder's title function after `finish()` asks the table to reload its index.
@MainActor
@Suite struct UIKitSectionIndexTests {
    @Test func theTablesDataSourceAnswersTheIndexFromTheChains() throws {
        let fixture = UIKitFixture()
        let binder = fixture.sectioned()
        binder.onAllSections().bind(cellType: FruitCell.self, models: [.top: [Fruit(name: "Apple")], .bottom: [Fruit(name: "Pear")]])
            .bind(sectionIndexTitles: { $0 == .top ? "T" : "B" })
        binder.displayedSections = [.bottom, .top]
        binder.finish()
        let dataSource = try #require(fixture.tableView.dataSource)
        #expect(dataSource.sectionIndexTitles(for: fixture.tableView) == ["B", "T"], "the shown sections' titles, in order")
        #expect(dataSource.tableView(fixture.tableView, sectionForSectionIndexTitle: "T", at: 1) == 1)
        #expect(fixture.tableView.sectionIndexReloads == 0)
        binder.sectionIndexTitle = { _ in "?" }
        #expect(fixture.tableView.sectionIndexReloads == 1, "a new title function after finish() reloads UIKit's index")
    }

    @Test func aTableWithoutTitlesHasNoIndex() throws {
        let fixture = UIKitFixture()
        let binder = fixture.sectioned()
        binder.onAllSections().bind(cellType: FruitCell.self, models: [.top: [Fruit(name: "Apple")]])
        binder.displayedSections = [.top]
        binder.finish()
        #expect(try #require(fixture.tableView.dataSource).sectionIndexTitles(for: fixture.tableView) == nil,
                "UIKit shows no index for nil")
    }
}
#endif
