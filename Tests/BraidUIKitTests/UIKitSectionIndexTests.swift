#if !canImport(UIKit)
import BraidTesting
import BraidUIKit
import Foundation
import Testing
import UIKitStandIn

/// The section index on a UIKit table: the proxy answers UITableViewDataSource's index methods from the chains, and
/// setting the binder's title function after `finish()` asks the table to reload its index. On a UIKit collection
/// view, the proxy answers UICollectionViewDataSource's (iOS 14) from the same chains.
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

    @Test func theCollectionViewsDataSourceAnswersTheIndexFromTheChains() throws {
        let fixture = CollectionFixture()
        let binder = fixture.sectioned()
        binder.onAllSections().bind(cellType: TileCell.self, models: [.top: [Fruit(name: "Apple")], .bottom: [Fruit(name: "Pear")]])
            .bind(sectionIndexTitles: { $0 == .top ? "T" : "B" })
        binder.displayedSections = [.bottom, .top]
        binder.finish()
        let dataSource = try #require(fixture.collectionView.dataSource)
        #expect(dataSource.indexTitles(for: fixture.collectionView) == ["B", "T"], "the shown sections' titles, in order")
        #expect(dataSource.collectionView(fixture.collectionView, indexPathForIndexTitle: "T", at: 1) == IndexPath(index: 1),
                "the whole second section: an index path of one index, as the header says")
    }

    @Test func aCollectionViewWithoutTitlesHasNoIndex() throws {
        let fixture = CollectionFixture()
        let binder = fixture.sectioned()
        binder.onAllSections().bind(cellType: TileCell.self, models: [.top: [Fruit(name: "Apple")]])
        binder.displayedSections = [.top]
        binder.finish()
        #expect(try #require(fixture.collectionView.dataSource).indexTitles(for: fixture.collectionView) == nil,
                "UIKit shows no index for nil")
    }
}
#endif
