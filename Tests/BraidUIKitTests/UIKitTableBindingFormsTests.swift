#if !canImport(UIKit)
import BraidTesting
import BraidUIKit
import Foundation
import Testing
import UIKitStandIn

/// A header or footer view made from a nib, which remembers that it woke.
final class NibShelfHeaderView: UITableViewHeaderFooterView, UINibInitable, ViewModelBindable {
    var awoke = false
    var viewModel: String? { didSet { textLabel?.text = viewModel.map { "\($0) \(awoke)" } } }
    override func awakeFromNib() {
        super.awakeFromNib()
        awoke = true
    }
}

/// A note with neither identity nor equality: a section of notes is diffed by count.
struct Note {
    var text: String
}

/// The binding forms not covered elsewhere, on a UIKit table: multi-section providers and view models, publishers,
/// footer and nib header views, estimated and header/footer heights, section moves and reloads in stages.
@MainActor
@Suite struct UIKitTableBindingFormsTests {
    @Test func multiSectionCellProvidersAndViewModelDictionariesShowEverySection() {
        let fixture = UIKitFixture()
        let binder = fixture.sectioned()
        binder.onSections(.top, .bottom).bind(cellProvider: { tableView, section, row in
            let cell = tableView.dequeue(FruitCell.self)
            cell.textLabel?.text = "\(section) \(row)"
            return cell
        }, numberOfCells: [.top: 2, .bottom: 1])
        binder.displayedSections = [.top, .bottom]
        binder.finish()
        #expect(fixture.screen == ["top 0", "top 1", "bottom 0"], "counts per section, the provider per cell")

        let second = UIKitFixture()
        let viewModels = second.sectioned()
        viewModels.onSections(.top, .bottom).bind(cellType: BadgeCell.self, viewModels: [
            .top: [BadgeCell.ViewModel(id: "a", title: "Alpha")],
            .bottom: [BadgeCell.ViewModel(id: "b", title: "Beta"), BadgeCell.ViewModel(id: "c", title: "Gamma")],
        ])
        viewModels.displayedSections = [.top, .bottom]
        viewModels.finish()
        #expect(second.screen == ["Alpha", "Beta", "Gamma"], "view models given per section")
        #expect(second.tableView.cellForRow(at: IndexPath(row: 1, section: 1)) is BadgeCell)
    }

    @Test func uiKitTypedCellProvidersOfOffMainActorDiffableModelsAreDiffedOffTheMainActor() {
        var fruits = [Fruit(name: "Apple"), Fruit(name: "Kiwi")]
        func changeAndExpectADiffOffTheMainActor(_ scheduler: ManualUpdateScheduler, _ refresh: () -> Void, _ form: String) {
            fruits.removeFirst()
            refresh()
            scheduler.runMainActorWork()
            #expect(scheduler.pendingOffMainActorWork == 1, "\(form): the diff of OffMainActorDiffable models waits for another thread")
            scheduler.flush()
            fruits = [Fruit(name: "Apple"), Fruit(name: "Kiwi")]
        }

        let single = UIKitFixture()
        let singleBinder = single.sectioned()
        singleBinder.offMainActorDiffThreshold = 0
        singleBinder.onSection(.top).bind(cellProvider: { (tableView: UITableView, _: Int, fruit: Fruit) -> UITableViewCell in
            let cell = tableView.dequeue(FruitCell.self)
            cell.textLabel?.text = fruit.name
            return cell
        }, models: { fruits })
        singleBinder.displayedSections = [.top]
        singleBinder.finish()
        changeAndExpectADiffOffTheMainActor(single.scheduler, singleBinder.refresh, "a table's provider, one section")
        #expect(single.screen == ["Kiwi"])

        let multi = UIKitFixture()
        let multiBinder = multi.sectioned()
        multiBinder.offMainActorDiffThreshold = 0
        multiBinder.onAllSections().bind(
            cellProvider: { (tableView: UITableView, _: Shelf, _: Int, fruit: Fruit) -> UITableViewCell in
                let cell = tableView.dequeue(FruitCell.self)
                cell.textLabel?.text = fruit.name
                return cell
            }, models: { [.top: fruits] })
        multiBinder.displayedSections = [.top]
        multiBinder.finish()
        changeAndExpectADiffOffTheMainActor(multi.scheduler, multiBinder.refresh, "a table's provider, all sections")
        #expect(multi.screen == ["Kiwi"])

        let grid = CollectionFixture()
        let gridBinder = grid.sectioned()
        gridBinder.offMainActorDiffThreshold = 0
        gridBinder.onSection(.top).bind(
            cellProvider: { (collectionView: UICollectionView, indexPath: IndexPath, fruit: Fruit) -> UICollectionViewCell in
                let cell = collectionView.dequeue(TileCell.self, for: indexPath)
                cell.accessibilityLabel = fruit.name
                return cell
            }, models: { fruits })
        gridBinder.onAllOtherSections().bind(
            cellProvider: { (collectionView: UICollectionView, _: Shelf, indexPath: IndexPath, fruit: Fruit) -> UICollectionViewCell in
                let cell = collectionView.dequeue(TileCell.self, for: indexPath)
                cell.accessibilityLabel = fruit.name
                return cell
            }, models: { [.bottom: fruits] })
        gridBinder.displayedSections = [.top, .bottom]
        gridBinder.finish()
        changeAndExpectADiffOffTheMainActor(grid.scheduler, gridBinder.refresh, "a collection view's providers")
        #expect(grid.screen == ["Kiwi", "Kiwi"], "\(grid.screen)")
    }

    @Test func aPublisherDrivesTheUIKitTable() {
        let fixture = UIKitFixture()
        let binder = TableViewBinder(tableView: fixture.tableView, scheduler: fixture.scheduler)
        let fruits = CurrentValueSubject<[Fruit], Never>([Fruit(name: "Apple")])
        binder.onTable().bind(cellType: FruitCell.self, models: fruits)
            .onDequeue { _, cell, fruit in cell.textLabel?.text = fruit.name }
        binder.finish()
        #expect(fixture.screen == ["Apple"])
        fruits.send([Fruit(name: "Apple"), Fruit(name: "Pear")])
        fixture.scheduler.flush()
        #expect(fixture.screen == ["Apple", "Pear"], "what the publisher sends reaches UIKit")
        #expect(fixture.batches.last?.batch.itemInserts == [ItemPath(row: 1, section: 0)], "as an insert")
    }

    @Test func footerViewsAndNibHeaderViewsAreTheAppsClasses() {
        UINib.standInContents["NibShelfHeaderView"] = [NibShelfHeaderView.self]
        let fixture = UIKitFixture()
        let binder = fixture.sectioned()
        binder.onSection(.top).bind(cellType: FruitCell.self, models: [Fruit(name: "Apple")])
            .bind(headerType: NibShelfHeaderView.self, viewModel: "Top")
            .bind(footerType: ShelfHeaderView.self, viewModel: "end of top")
            .onDequeue { _, cell, fruit in cell.textLabel?.text = fruit.name }
        binder.displayedSections = [.top]
        binder.finish()
        #expect(fixture.screen == ["# Top true", "Apple", "## [end of top]"],
                "the header comes from its nib, awoken; the footer is a view, not a title")
        #expect(fixture.tableView.headerView(forSection: 0) is NibShelfHeaderView)
        #expect(fixture.tableView.footerView(forSection: 0) is ShelfHeaderView)
    }

    @Test func boundEstimatesAndHeaderFooterHeightsReachUIKitAndUnboundOnesKeepTheTablesOwn() throws {
        let fixture = UIKitFixture()
        let binder = fixture.sectioned()
        binder.onSection(.top).bind(cellType: FruitCell.self, models: [Fruit(name: "Apple")])
            .bind(headerTitle: "TOP")
            .estimatedCellHeight { _, _ in 80 }
            .headerHeight { 40 }
            .estimatedHeaderHeight { 35 }
            .footerHeight { .automaticDimension }
            .onDequeue { _, cell, fruit in cell.textLabel?.text = fruit.name }
        binder.onSection(.bottom).bind(cellType: FruitCell.self, models: [Fruit(name: "Fig")])
            .onDequeue { _, cell, fruit in cell.textLabel?.text = fruit.name }
        binder.displayedSections = [.top, .bottom]
        binder.finish()
        let table = fixture.tableView
        let delegate = try #require(table.delegate as? any UITableViewDelegate)
        #expect(delegate.tableView(table, estimatedHeightForRowAt: IndexPath(row: 0, section: 0)) == 80, "a bound estimate")
        #expect(delegate.tableView(table, heightForHeaderInSection: 0) == 40, "a bound header height")
        #expect(delegate.tableView(table, estimatedHeightForHeaderInSection: 0) == 35, "a bound header estimate")
        #expect(delegate.tableView(table, heightForFooterInSection: 0) == UITableView.automaticDimension,
                "an automatic footer height keeps UIKit sizing it")
        #expect(delegate.tableView(table, heightForHeaderInSection: 1) == UITableView.automaticDimension,
                "an unbound header height answers the table's sectionHeaderHeight")
        table.sectionHeaderHeight = 12
        table.estimatedSectionFooterHeight = 9
        #expect(delegate.tableView(table, heightForHeaderInSection: 1) == 12, "the app's own, once it sets one")
        #expect(delegate.tableView(table, estimatedHeightForFooterInSection: 1) == 9)
        #expect(fixture.screen == ["# TOP", "Apple", "Fig"])
    }

    @Test func aCellProviderWithFooterTitlesShowsTheSameAsOnTheHeadlessHost() {
        let fixture = UIKitFixture()
        let headless = HeadlessTableView(viewportSize: Size(width: 40, height: 10))
        let headlessScheduler = ManualUpdateScheduler()
        let rounds: [[Shelf: [Fruit]]] = [
            [.top: [Fruit(name: "Apple")], .bottom: [Fruit(name: "Fig")]],
            [.top: [Fruit(name: "Pear"), Fruit(name: "Apple", color: "red")], .bottom: []],
            [.bottom: [Fruit(name: "Apple"), Fruit(name: "Kiwi")]],
        ]
        var data = rounds[0]
        func bind<Cell: AnyObject>(
            _ binder: SectionedTableViewBinder<Shelf>, _ cell: Cell.Type, _ setText: @escaping (Cell, String) -> Void
        ) {
            binder.onAllSections().bind(cellProvider: { dequeuer, section, row, fruit in
                let cell = dequeuer.dequeue(Cell.self)
                setText(cell, "\(section) \(row): \(fruit.label)")
                return cell
            }, models: { data })
            .bind(footerTitles: { data.mapValues { "\($0.count) fruit" } })
            binder.sectionDisplayBehavior = .hidesSectionsWithNoCellData
            binder.finish()
        }
        let uiKitBinder = fixture.sectioned()
        bind(uiKitBinder, FruitCell.self) { $0.textLabel?.text = $1 }
        let headlessBinder = SectionedTableViewBinder(tableView: headless, sectionedBy: Shelf.self, scheduler: headlessScheduler)
        bind(headlessBinder, HeadlessFruitCell.self) { $0.text = $1 }
        #expect(fixture.screen == ["top 0: Apple", "## 1 fruit", "bottom 0: Fig", "## 1 fruit"])
        _ = expectSameOnBothHosts(rounds, load: { data = $0 }, update: {
            uiKitBinder.refresh()
            headlessBinder.refresh()
            fixture.scheduler.flush()
            headlessScheduler.flush()
        }, uiKit: { (fixture.screen, fixture.batches) }, headless: { (headless.screen, headless.appliedBatches) })
        #expect(fixture.screen == ["bottom 0: Apple", "bottom 1: Kiwi", "## 2 fruit"])
    }

    @Test func sectionMovesAndReloadsComeInStagesAsOnTheHeadlessHost() {
        let fixture = UIKitFixture()
        let headless = HeadlessTableView(viewportSize: Size(width: 40, height: 10))
        let headlessScheduler = ManualUpdateScheduler()
        var order: [Shelf] = [.top, .bottom]
        var fruits = [Fruit(name: "Apple"), Fruit(name: "Pear")]
        var notes = [Note(text: "one")]
        func bind<Cell: AnyObject>(_ binder: SectionedTableViewBinder<Shelf>, _ cell: Cell.Type, _ setText: @escaping (Cell, String) -> Void) {
            binder.onSection(.top).bind(cellType: Cell.self, models: { fruits })
                .onDequeue { _, cell, fruit in setText(cell, fruit.label) }
            binder.onSection(.bottom).bind(cellType: Cell.self, models: { notes })
                .bind(headerTitle: { "\(notes.count) notes" })
                .onDequeue { _, cell, note in setText(cell, note.text) }
            binder.displayedSections = order
            binder.finish()
        }
        let uiKitBinder = fixture.sectioned()
        bind(uiKitBinder, FruitCell.self) { $0.textLabel?.text = $1 }
        let headlessBinder = SectionedTableViewBinder(tableView: headless, sectionedBy: Shelf.self, scheduler: headlessScheduler)
        bind(headlessBinder, HeadlessFruitCell.self) { $0.text = $1 }
        #expect(fixture.screen == ["Apple", "Pear", "# 1 notes", "one"])

        // Swap the sections, change a fruit (reconfigured, after the structure) and the notes (their header title
        // changes: the section reloads).
        order = [.bottom, .top]
        fruits = [Fruit(name: "Pear"), Fruit(name: "Apple", color: "red"), Fruit(name: "Fig")]
        notes = [Note(text: "two"), Note(text: "three")]
        for (binder, scheduler) in [(uiKitBinder, fixture.scheduler), (headlessBinder, headlessScheduler)] {
            binder.displayedSections = order
            binder.refresh()
            scheduler.flush()
        }
        #expect(fixture.screen == ["# 2 notes", "two", "three", "Pear", "Apple (red)", "Fig"])
        #expect(fixture.screen == headless.screen, "the UIKit table shows what the headless one does")
        let stages = fixture.batches.map(\.batch)
        #expect(stages == headless.appliedBatches.map(\.batch), "UIKit received the same stages")
        #expect(stages.count > 1, "the update came in more than one stage: \(stages)")
        #expect(stages.contains { !$0.sectionMoves.isEmpty }, "the sections moved: \(stages)")
        #expect(stages.contains { !$0.sectionReloads.isEmpty }, "the notes' section reloaded: \(fixture.batches)")
        #expect(fixture.tableView.engine.errors.isEmpty, "UIKit's rules accepted every stage")
    }
}
#endif
