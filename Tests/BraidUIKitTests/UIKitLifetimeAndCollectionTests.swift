#if !canImport(UIKit)
import BraidTesting
import BraidUIKit
import Foundation
import Testing
import UIKitStandIn

/// What a binder on UIKit views leaves behind, and the collection view binders.
@MainActor
@Suite struct UIKitLifetimeAndCollectionTests {
    @Test func theBinderItsProxyAndItsCellsGoWhenTheOwnerLetsGo() {
        weak var weakBinder: TableViewBinder?
        weak var weakProxy: AnyObject?
        weak var weakCell: FruitCell?
        weak var weakTable: UITableView?
        do {
            let tableView = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 220))
            do {
                let scheduler = ManualUpdateScheduler()
                let binder = TableViewBinder(tableView: tableView, scheduler: scheduler)
                binder.onTable().bind(cellType: FruitCell.self, models: [Fruit(name: "Apple")])
                    .onDequeue { [unowned binder] _, cell, fruit in cell.textLabel?.text = "\(fruit.name) \(binder.animateChanges)" }
                    .onTapped { _, cell, _ in cell.textLabel?.text = "tapped" }
                binder.finish()
                weakBinder = binder
                weakProxy = tableView.dataSource
                weakCell = tableView.visibleCells.first as? FruitCell
                weakTable = tableView
                #expect(weakCell != nil && weakProxy != nil, "the table showed a cell through the binder's proxy")
            }
            #expect(weakBinder == nil, "the binder went with its last owner")
            #expect(weakProxy == nil, "the proxy it installed went with it")
            #expect(weakCell != nil, "a shown cell is the table's (UIKit keeps it on screen) while the table lives")
        }
        #expect(weakTable == nil, "the table went with its last owner")
        #expect(weakCell == nil, "and the cells it showed and kept for reuse went with it")
    }

    @Test func aProxyHeldOnlyByTheTableGoesWithTheBinder() {
        let tableView = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 220))
        weak var weakProxy: AnyObject?
        do {
            let binder = TableViewBinder(tableView: tableView, scheduler: ManualUpdateScheduler())
            binder.onTable().bind(cellType: FruitCell.self, models: [Fruit(name: "Apple")])
            binder.finish()
            weakProxy = tableView.dataSource
        }
        #expect(weakProxy == nil, "the table holds its data source weakly; the binder owned it")
        #expect(tableView.dataSource == nil)
    }

    @Test func aCollectionBinderShowsItemsSizesAndHeaderViewsThroughTheFlowLayout() throws {
        let layout = UICollectionViewFlowLayout()
        let collectionView = UICollectionView(frame: CGRect(x: 0, y: 0, width: 300, height: 400), collectionViewLayout: layout)
        let window = UIWindow(frame: collectionView.frame)
        window.addSubview(collectionView)  // on screen: its updates are animated batches
        let scheduler = ManualUpdateScheduler()
        let binder = SectionedCollectionViewBinder(collectionView: collectionView, sectionedBy: Shelf.self, scheduler: scheduler)
        let log = CallLog()
        var tiles = [Fruit(name: "A"), Fruit(name: "B"), Fruit(name: "C"), Fruit(name: "D")]
        binder.onSection(.top).bind(cellType: TileCell.self, models: { tiles })
            .bind(headerType: TileHeader.self, viewModel: "TILES")
            .onDequeue { _, cell, fruit in cell.accessibilityLabel = fruit.name }
            .onTapped { item, cell, fruit in log.record("tap \(item) \(fruit.name) \(type(of: cell))") }
            .itemSize { _, _ in Size(width: 100, height: 50) }
            .headerSize { Size(width: 300, height: 30) }
        binder.displayedSections = [.top]
        binder.finish()
        #expect(collectionView.engine.screen == ["# TILES", "A | B | C", "D"], "three 100-point items to a line")
        let delegate = try #require(collectionView.delegate as? any UICollectionViewDelegateFlowLayout)
        #expect(delegate.collectionView(collectionView, layout: layout, sizeForItemAt: IndexPath(item: 0, section: 0))
            == CGSize(width: 100, height: 50), "the bound size reaches the flow layout's delegate")
        collectionView.engine.tap(ItemPath(item: 3, section: 0), location: #_sourceLocation)
        #expect(log.calls == ["tap 3 D TileCell"])
        tiles.remove(at: 1)
        tiles.append(Fruit(name: "E"))
        binder.refresh()
        scheduler.flush()
        #expect(collectionView.engine.screen == ["# TILES", "A | C | D", "E"])
        #expect(collectionView.engine.appliedBatches.last?.batch.itemDeletes == [ItemPath(item: 1, section: 0)],
                "the change reached UIKit's collection view as deleteItems(at:) and insertItems(at:)")
        #expect(binder.uiCollectionView === collectionView)
    }

    /// A binder kept in a local variable (as in `viewDidLoad`) goes at once, since UIKit holds data sources weakly;
    /// its table or collection view, still in a window, is reported a turn later — the adapter goes with the binder,
    /// so it is the UIKit view that is asked. A view in no window is not.
    @Test(arguments: [true, false])
    func aBinderFreedWhileItsViewIsInAWindowIsReported(inWindow: Bool) {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        let tableView = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 220))
        let collectionView = UICollectionView(
            frame: CGRect(x: 0, y: 0, width: 100, height: 200), collectionViewLayout: UICollectionViewFlowLayout())
        if inWindow {
            window.addSubview(tableView)
            window.addSubview(collectionView)
        }
        let scheduler = ManualUpdateScheduler()
        var warnings: [String] = []
        weak var weakTableBinder: TableViewBinder?
        weak var weakCollectionBinder: CollectionViewBinder?
        do {
            let tableBinder = TableViewBinder(tableView: tableView, scheduler: scheduler)
            tableBinder.diagnosticHandler = { warnings.append($0.message) }
            tableBinder.onTable().bind(cellType: FruitCell.self, models: [Fruit(name: "Apple")])
            tableBinder.finish()
            let collectionBinder = CollectionViewBinder(collectionView: collectionView, scheduler: scheduler)
            collectionBinder.diagnosticHandler = { warnings.append($0.message) }
            collectionBinder.onCollection().bind(cellType: TileCell.self, models: [Fruit(name: "A")])
            collectionBinder.finish()
            weakTableBinder = tableBinder
            weakCollectionBinder = collectionBinder
        }
        #expect(weakTableBinder == nil && weakCollectionBinder == nil, "nothing but the locals kept the binders")
        #expect(warnings.isEmpty, "not at once: \(warnings)")
        scheduler.flush()
        if inWindow {
            #expect(warnings.count == 2, "\(warnings)")
            #expect(warnings.contains { $0.hasPrefix("a binder was freed while its table is on screen") }, "\(warnings)")
            #expect(warnings.contains { $0.hasPrefix("a binder was freed while its collection view is on screen") }, "\(warnings)")
        } else {
            #expect(warnings.isEmpty, "views in no window show nothing stale: \(warnings)")
        }
    }

    @Test func aSectionlessCollectionBinderTakesAUICollectionView() {
        let collectionView = UICollectionView(
            frame: CGRect(x: 0, y: 0, width: 100, height: 200), collectionViewLayout: UICollectionViewFlowLayout())
        let binder = CollectionViewBinder(collectionView: collectionView, scheduler: ManualUpdateScheduler())
        binder.onCollection().bind(cellType: TileCell.self, models: [Fruit(name: "A"), Fruit(name: "B")])
            .onDequeue { _, cell, fruit in cell.accessibilityLabel = fruit.name }
        binder.finish()
        #expect(collectionView.engine.screen == ["A | B"], "two of the flow layout's default 50-point items to a line")
    }
}
#endif
