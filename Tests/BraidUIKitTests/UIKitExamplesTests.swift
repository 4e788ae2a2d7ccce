#if !canImport(UIKit)
import BraidSamples
import BraidTesting
import BraidUIKit
import BraidUIKitExamples
import Foundation
import Testing
import UIKitStandIn

/// The UIKit examples run on the stand-in: the menu lists the samples and opens each.
@MainActor
@Suite("BraidUIKit: the example view controllers")
struct UIKitExamplesTests {
    @Test func theMenuListsTheSamplesAndOpensEachOne() async {
        ServiceDelay.scale = 0
        let menu = SamplesViewController()
        let navigation = UINavigationController(rootViewController: menu)
        let table = menu.view.subviews.first as? UITableView
        #expect(table?.engine.screen == ["Accounts", "Artists & Songs", "Form", "News Feed", "Dynamic Home Page", "Shop",
                                         "Files"],
                "\(table?.engine.screen ?? [])")
        for row in 0..<7 {
            table?.engine.tap(ItemPath(row: row, section: 0), location: #_sourceLocation)
            let sample = navigation.topViewController
            #expect(navigation.viewControllers.count == 2, "row \(row) pushes its sample")
            let content = sample?.view.subviews.first  // loads the view: its binder starts fetching
            for _ in 0..<20 { await Task.yield() }
            let screen = (content as? UITableView)?.engine.screen ?? (content as? UICollectionView)?.engine.screen ?? []
            #expect(!screen.isEmpty, "\(sample?.title ?? "?") shows its table or collection view")
            navigation.popViewController(animated: false)
        }
    }

    /// Opens the sample of the menu's row `row`; returns the navigation controller (which keeps it) and its table.
    private func openSample(_ row: Int) throws -> (UINavigationController, UITableView) {
        ServiceDelay.scale = 0
        let menu = SamplesViewController()
        let navigation = UINavigationController(rootViewController: menu)
        let menuTable = try #require(menu.view.subviews.first as? UITableView)
        menuTable.engine.tap(ItemPath(row: row, section: 0), location: #_sourceLocation)
        return (navigation, try #require(navigation.topViewController?.view.subviews.first as? UITableView))
    }

    @Test func theAccountsShowTheirPublishersAnswersItsFailureAsAnErrorRowAndRetrySubscribesAgain() async throws {
        let (navigation, table) = try openSample(0)
        defer { _ = navigation }
        func settle() async { for _ in 0..<40 { await Task.yield() } }
        func shows(_ text: String) -> Bool { table.engine.screen.contains { $0.contains(text) } }
        await settle()
        #expect(shows("Checking") && !shows("Loading your accounts"), "the first answer replaced the loading row: \(table.engine.screen)")
        // The service's fifth request fails: the subscription's first, then three pulls, then the failing one.
        for _ in 0..<3 {
            table.refreshControl?.sendActions(for: .valueChanged)
            await settle()
        }
        #expect(!shows("Couldn't load"), "\(table.engine.screen)")
        table.refreshControl?.sendActions(for: .valueChanged)
        await settle()
        #expect(shows("Couldn't load your accounts"), "the failure is the section's error row: \(table.engine.screen)")
        #expect(table.refreshControl?.isRefreshing == false, "the pull ended")
        let errorRow = try #require(table.indexPathsForVisibleRows?.first {
            (table.cellForRow(at: $0) as? UIKitContentTableViewCell)?.viewModel?.text == "Couldn't load your accounts"
        })
        table.engine.tap(ItemPath(row: errorRow.row, section: errorRow.section), location: #_sourceLocation)
        await settle()
        #expect(!shows("Couldn't load") && shows("Checking"), "Retry subscribed again and its answer shows: \(table.engine.screen)")
    }

    @Test func theFormsAllDayRowTogglesWhenTappedAndHidesTheTimes() async throws {
        let (navigation, form) = try openSample(2)
        defer { _ = navigation }
        #expect(form.engine.screen.contains("All-day | Off"), "a value1 cell shows its value: \(form.engine.screen)")
        #expect(form.engine.screen.contains("09:00"))
        form.engine.tap(ItemPath(row: 0, section: 1), location: #_sourceLocation)
        await Task.yield()
        #expect(form.engine.screen.contains("All-day | On"), "tapping the row toggles it: \(form.engine.screen)")
        #expect(!form.engine.screen.contains("09:00"), "and the time rows go")
    }

    /// The file browser's rows as "level name" plus ▸ or ▾ on a folder with contents.
    private func files(_ table: UITableView) -> [String] {
        (0..<table.numberOfRows(inSection: 0)).map { row in
            guard let cell = table.cellForRow(at: IndexPath(row: row, section: 0)) else { return "?" }
            let button = (cell.accessoryView as? UIButton).flatMap { $0.isHidden ? nil : $0 }
            let chevron = button.map { $0.image(for: .normal)?.systemName == "chevron.down" ? " ▾" : " ▸" } ?? ""
            return "\(cell.indentationLevel) \(cell.textLabel?.text ?? "")\(chevron)"
        }
    }

    /// The shop: the featured row, each aisle's grid and the aisles' list, each laid out by its chain's layout
    /// through the binder's compositional layout; a tap puts a product in the basket.
    @Test func theShopIsAMixedScreenOfARowGridsAndAList() async throws {
        ServiceDelay.scale = 0
        let menu = SamplesViewController()
        let navigation = UINavigationController(rootViewController: menu)
        let menuTable = try #require(menu.view.subviews.first as? UITableView)
        menuTable.engine.tap(ItemPath(row: 5, section: 0), location: #_sourceLocation)
        let collection = try #require(navigation.topViewController?.view.subviews.first as? UICollectionView)
        for _ in 0..<20 where collection.numberOfSections < 2 { await Task.yield() }
        #expect(collection.collectionViewLayout is UICollectionViewCompositionalLayout)
        #expect(collection.numberOfSections == 7, "the featured row, five aisles, the aisles' list")
        let featured = try #require(collection.layoutAttributesForItem(at: IndexPath(item: 1, section: 0))?.frame)
        #expect(featured == CGRect(x: 166, y: 44, width: 140, height: 90), "the row, under its header: 140-wide tiles, 10 apart")
        let grid = try #require(collection.layoutAttributesForItem(at: IndexPath(item: 1, section: 1))?.frame)
        #expect(grid.width == 139 && grid.minX == 165, "two columns of at least 130 in the 288 inside the insets")
        collection.engine.tap(ItemPath(item: 0, section: 0), location: #_sourceLocation)
        for _ in 0..<20 { await Task.yield() }
        #expect(collection.engine.screen.contains { $0.hasPrefix("✓ Pears") }, "\(collection.engine.screen)")
        _ = navigation
    }

    @Test func theFileBrowserExpandsCollapsesRefreshesAndMovesKeepingFoldersOpen() async throws {
        let (navigation, table) = try openSample(6)
        defer { _ = navigation }
        table.frame.size.height = 44 * 30
        // The sample's binder updates on the main queue's next turns.
        func settle() async { for _ in 0..<20 { await Task.yield() } }
        let roots = ["0 Documents ▸", "0 Pictures ▸", "0 Music ▸", "0 Projects ▸", "0 Downloads", "0 todo.txt"]
        #expect(files(table) == roots, "the roots, folders with a disclosure, empty Downloads without")

        // Expand Documents, then Taxes, with their disclosures.
        func touchDisclosure(_ row: Int) async {
            (table.cellForRow(at: IndexPath(row: row, section: 0))?.accessoryView as? UIButton)?
                .sendActions(for: .primaryActionTriggered)
            await settle()
        }
        await touchDisclosure(0)
        await touchDisclosure(1)
        let open = ["0 Documents ▾", "1 Taxes ▾", "2 2025 return.pdf", "2 Receipts.xlsx", "1 Letters ▸", "1 Notes.md"]
        #expect(files(table) == open + roots.dropFirst(), "\(files(table))")
        await touchDisclosure(4)
        await touchDisclosure(4)
        #expect(files(table) == open + roots.dropFirst(), "Letters opened and closed again")

        // A pull refreshes: Downloads has a file now, and Documents and Taxes stay open.
        table.refreshControl?.sendActions(for: .valueChanged)
        await settle()
        #expect(files(table) == open + roots.dropFirst().map { $0 == "0 Downloads" ? "0 Downloads ▸" : $0 },
                "\(files(table))")
        #expect(table.refreshControl?.isRefreshing == false)

        // Move Taxes to Downloads from its context menu; it stays open there, as Documents does here.
        let delegate = try #require(table.delegate as? any UITableViewDelegate)
        func menu(_ row: Int) -> UIMenu? {
            delegate.tableView(table, contextMenuConfigurationForRowAt: IndexPath(row: row, section: 0), point: .zero)?
                .actionProvider?([])
        }
        let move = try #require(menu(1)?.children.first as? UIAction)
        #expect(move.title == "Move to Downloads")
        move.handler(move)
        await settle()
        await touchDisclosure(6)
        #expect(files(table) == [
            "0 Documents ▾", "1 Letters ▸", "1 Notes.md", "0 Pictures ▸", "0 Music ▸", "0 Projects ▸", "0 Downloads ▾",
            "1 Scan 1.pdf", "1 Taxes ▾", "2 2025 return.pdf", "2 Receipts.xlsx", "0 todo.txt",
        ], "\(files(table))")
        #expect(menu(8) == nil, "what is in Downloads has no move")
        #expect(table.engine.errors.isEmpty, "UIKit's rules accepted every batch: \(table.engine.errors)")
    }

    @Test func subtitleCellsShowTheirSubtitle() async throws {
        let (navigation, feed) = try openSample(3)
        defer { _ = navigation }
        for _ in 0..<20 { await Task.yield() }
        let first = try #require(feed.cellForRow(at: IndexPath(row: 0, section: 0)))
        #expect(first.detailTextLabel?.text?.isEmpty == false, "the story's summary is in the detail label")
        #expect(feed.engine.screen.first?.contains(" | ") == true, "and on screen: \(feed.engine.screen)")
    }
}
#endif
