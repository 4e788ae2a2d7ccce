#if !canImport(UIKit)
import BraidTesting
import BraidUIKit
import Foundation
import Testing
import UIKitStandIn

/// A binder on a UIKit table (the stand-in on this platform): cells, titles and views, dimensions, events.
@MainActor
@Suite struct UIKitTableViewTests {
    @Test func aBinderMadeWithAUITableViewInstallsItsProxyAndShowsTheModels() {
        let fixture = UIKitFixture()
        let binder = fixture.sectioned()
        binder.onSection(.top).bind(cellType: FruitCell.self, models: [Fruit(name: "Apple"), Fruit(name: "Pear")])
            .bind(headerTitle: "TOP")
            .onDequeue { _, cell, fruit in cell.textLabel?.text = fruit.label }
        binder.displayedSections = [.top]
        binder.finish()
        #expect(fixture.tableView.dataSource != nil, "the binder sets the table's data source")
        #expect(fixture.tableView.delegate is any UITableViewDelegate, "the binder sets the table's delegate")
        #expect(fixture.screen == ["# TOP", "Apple", "Pear"], "the table pulls the binder's rows and title")
        #expect(binder.uiTableView === fixture.tableView, "the binder gives back the UIKit table it drives")
    }

    @Test func everyCellBindingMethodDequeuesTheAppsCellType() {
        let fixture = UIKitFixture()
        let binder = fixture.sectioned()
        let badges = [BadgeCell.ViewModel(id: "b", title: "Badge")]
        binder.onSection(.top).bind(cellType: FruitCell.self, models: [Fruit(name: "Apple")])
            .onDequeue { _, cell, fruit in cell.textLabel?.text = fruit.name }
        binder.onSection(.top).bind(cellType: BadgeCell.self, viewModels: badges)
        binder.onSection(.bottom).bind(cellType: BadgeCell.self, models: [Fruit(name: "Fig")]) {
            BadgeCell.ViewModel(id: $0.name, title: "mapped \($0.name)")
        }
        binder.displayedSections = [.top, .bottom]
        binder.finish()
        #expect(fixture.screen == ["Badge", "mapped Fig"], "view models and mapped models configure BadgeCells")
        #expect(fixture.tableView.cellForRow(at: IndexPath(row: 0, section: 1)) is BadgeCell)

        let providers = UIKitFixture()
        let plain = TableViewBinder(tableView: providers.tableView, scheduler: providers.scheduler)
        plain.onTable().bind(cellProvider: { table, row, fruit in
            let cell = table.dequeue(FruitCell.self)
            cell.textLabel?.text = "\(row): \(fruit.name)"
            return cell
        }, models: [Fruit(name: "Kiwi"), Fruit(name: "Lime")])
        plain.finish()
        #expect(providers.screen == ["0: Kiwi", "1: Lime"], "a cell provider with models dequeues from the UIKit table")

        let counted = UIKitFixture()
        let counter = TableViewBinder(tableView: counted.tableView, scheduler: counted.scheduler)
        counter.onTable().bind(cellProvider: { table, row in
            let cell = table.dequeue(FruitCell.self)
            cell.textLabel?.text = "row \(row)"
            return cell
        }, numberOfCells: 2)
        counter.finish()
        #expect(counted.screen == ["row 0", "row 1"], "a cell provider with a count dequeues from the UIKit table")
    }

    @Test func headerAndFooterViewsAreDequeuedHeaderFooterViewsAndWinOverTitles() {
        let fixture = UIKitFixture()
        let binder = fixture.sectioned()
        binder.onSection(.top).bind(cellType: FruitCell.self, models: [Fruit(name: "Apple")])
            .bind(headerType: ShelfHeaderView.self, viewModel: "Top shelf")
            .bind(footerTitle: "1 fruit")
            .onDequeue { _, cell, fruit in cell.textLabel?.text = fruit.name }
        binder.displayedSections = [.top]
        binder.finish()
        #expect(fixture.screen == ["# [Top shelf]", "Apple", "## 1 fruit"])
        #expect(fixture.tableView.headerView(forSection: 0) is ShelfHeaderView, "the header is the app's view class")
    }

    @Test func boundHeightsReachUIKitAndUnboundOnesKeepTheTablesOwn() throws {
        let fixture = UIKitFixture()
        let binder = fixture.sectioned()
        binder.onSection(.top).bind(cellType: FruitCell.self, models: [Fruit(name: "Apple"), Fruit(name: "Pear")])
            .cellHeight { row, _ in row == 0 ? 60 : .automaticDimension }
        binder.onSection(.bottom).bind(cellType: FruitCell.self, models: [Fruit(name: "Fig")])
        binder.displayedSections = [.top, .bottom]
        binder.finish()
        let delegate = try #require(fixture.tableView.delegate as? any UITableViewDelegate)
        let height = { (row: Int, section: Int) in
            delegate.tableView(fixture.tableView, heightForRowAt: IndexPath(row: row, section: section))
        }
        #expect(height(0, 0) == 60, "a bound height reaches UIKit in points")
        #expect(height(1, 0) == UITableView.automaticDimension, "an automatic height keeps UIKit self-sizing the row")
        #expect(height(0, 1) == UITableView.automaticDimension, "an unbound height does not turn self-sizing off")
        #expect(delegate.tableView(fixture.tableView, estimatedHeightForRowAt: IndexPath(row: 0, section: 1))
            == UITableView.automaticDimension, "an unbound estimate answers the table's estimatedRowHeight")
        fixture.tableView.rowHeight = 50
        #expect(height(0, 1) == 50, "an unbound height answers the table's rowHeight when the app set one")
        #expect(fixture.tableView.engine.screen.count == 3)
    }

    /// A height that is not finite never reaches UIKit, which has no use for it: the binder reports it and the
    /// row self-sizes.
    @Test func aHeightThatIsNotFiniteReachesUIKitAsAutomaticAfterAnError() throws {
        let fixture = UIKitFixture()
        let binder = fixture.sectioned()
        var errors: [String] = []
        binder.diagnosticHandler = { errors.append($0.message) }
        binder.onSection(.top).bind(cellType: FruitCell.self, models: [Fruit(name: "Apple")]).cellHeight { _, _ in .nan }
        binder.displayedSections = [.top]
        binder.finish()
        let delegate = try #require(fixture.tableView.delegate as? any UITableViewDelegate)
        #expect(delegate.tableView(fixture.tableView, heightForRowAt: IndexPath(row: 0, section: 0)) == UITableView.automaticDimension)
        #expect(errors.count == 1 && errors.first?.contains("cellHeight gave nan for row 0, which is not finite") == true, "\(errors)")
        #expect(fixture.screen.count == 1, "the row is on screen, self-sized")
    }

    @Test func tapsReachOnTappedWithTheAppsCellAndEventsReachOnEvent() {
        let fixture = UIKitFixture()
        let binder = TableViewBinder(tableView: fixture.tableView, scheduler: fixture.scheduler)
        let log = CallLog()
        binder.onTable().bind(cellType: SwitchCell.self, models: [Fruit(name: "Apple"), Fruit(name: "Pear")])
            .onDequeue { _, cell, fruit in cell.textLabel?.text = fruit.name }
            .onTapped { row, cell, fruit in log.record("tap \(row) \(fruit.name) \(cell.isOn)") }
            .onEvent(from: SwitchCell.self) { row, _, event, fruit in log.record("\(event) \(row) \(fruit.name)") }
        binder.finish()
        fixture.tap(row: 1)
        (fixture.tableView.cellForRow(at: IndexPath(row: 0, section: 0)) as? SwitchCell)?.toggle()
        #expect(log.calls == ["tap 1 Pear false", "toggled(true) 0 Apple"])
    }

    @Test func willDisplayPrefetchesAsTheUserScrollsAndScrollingIsForwarded() {
        let fixture = UIKitFixture()
        let binder = TableViewBinder(tableView: fixture.tableView, scheduler: fixture.scheduler)
        let listener = ScrollListener()
        binder.scrollViewDelegate = listener
        var fruits = (0 ..< 8).map { Fruit(name: "F\($0)") }
        let log = CallLog()
        binder.onTable().bind(cellType: FruitCell.self, models: { fruits })
            .onDequeue { _, cell, fruit in cell.textLabel?.text = fruit.name }
            .prefetch(when: .cellsFromEnd(2)) { start in log.record("prefetch from \(start)") }
        binder.finish()
        #expect(fixture.screen.count == 5)
        #expect(log.calls.isEmpty, "nothing near the end is displayed yet")
        fixture.tableView.contentOffset = CGPoint(x: 0, y: 3 * 44)
        #expect(log.calls == ["prefetch from 8"], "will-display of a row near the end asks for more")
        #expect(listener.offsets == [132], "the app's scroll-view delegate hears the scroll through the binder")
        fruits.append(Fruit(name: "F8"))
        binder.refresh()
        fixture.scheduler.flush()
        #expect(fixture.tableView.numberOfRows(inSection: 0) == 9)
    }

    @Test func nibCellsAreRegisteredWithTheirNibAndWakeFromIt() {
        UINib.standInContents["NibCell"] = [NibCell.self]
        let fixture = UIKitFixture()
        let binder = TableViewBinder(tableView: fixture.tableView, scheduler: fixture.scheduler)
        binder.onTable().bind(cellType: NibCell.self, models: [Fruit(name: "Apple")])
            .onDequeue { _, cell, fruit in cell.textLabel?.text = "\(fruit.name) \(cell.awoke)" }
        binder.finish()
        #expect(fixture.screen == ["Apple true"], "a UINibInitable cell comes from its nib, awoken")
    }

    @Test func theOriginalsRegisterAndDequeueConveniencesUseTheTypeName() {
        let tableView = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 88))
        tableView.register(FruitCell.self)
        let source = OneRowSource()
        tableView.dataSource = source
        #expect(tableView.visibleCells.first is FruitCell, "dequeue(_:for:) found the cell register(_:) registered")
    }
}

/// A plain UIKit data source that dequeues with the original's convenience.
@MainActor
final class OneRowSource: NSObject, UITableViewDataSource {
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 1 }
    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        tableView.dequeue(FruitCell.self, for: indexPath)
    }
}
#endif
