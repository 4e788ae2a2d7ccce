#if !canImport(UIKit)
import BraidTesting
import BraidUIKit
import Foundation
import Testing
import UIKitStandIn

/// A collection cell that emits events.
final class StarTileCell: UICollectionViewCell, ViewEventEmitting {
    enum ViewEvent: Equatable { case starred }
    func star() { emit(event: .starred) }
}

/// A collection cell made from a nib, which remembers that it woke.
final class NibTileCell: UICollectionViewCell, UINibInitable {
    var awoke = false
    override func awakeFromNib() {
        super.awakeFromNib()
        awoke = true
    }
}

/// A collection footer made from a nib.
final class NibTileFooter: UICollectionReusableView, UINibInitable, ViewModelBindable {
    var viewModel: String? { didSet { accessibilityLabel = viewModel.map { "\($0) \(awoke)" } } }
    var awoke = false
    override func awakeFromNib() {
        super.awakeFromNib()
        awoke = true
    }
}

final class HeadlessTileCell: HeadlessCollectionViewCell {}

/// A UIKit collection view with a flow layout, in a window (on screen): 300 points wide, items 100 × 50 unless bound
/// otherwise.
@MainActor
struct CollectionFixture {
    let layout = UICollectionViewFlowLayout()
    let collectionView: UICollectionView
    let scheduler = ManualUpdateScheduler()
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))

    init(height: CGFloat = 400) {
        layout.itemSize = CGSize(width: 100, height: 50)
        collectionView = UICollectionView(frame: CGRect(x: 0, y: 0, width: 300, height: height), collectionViewLayout: layout)
        window.addSubview(collectionView)
    }

    func sectioned() -> SectionedCollectionViewBinder<Shelf> {
        SectionedCollectionViewBinder(collectionView: collectionView, sectionedBy: Shelf.self, scheduler: scheduler)
    }

    var screen: [String] { collectionView.engine.screen }
    var batches: [AppliedBatch] { collectionView.engine.appliedBatches }
    func tap(item: Int, section: Int = 0) {
        collectionView.engine.tap(ItemPath(item: item, section: section), location: #_sourceLocation)
    }
}

/// Collection view binders on UIKit's `UICollectionView` (the stand-in here): the same screens and batches as the
/// headless collection view, stage by stage; updates of every kind; events, prefetch, scrolling, lifetime.
@MainActor
@Suite struct UIKitCollectionViewTests {
    /// Binds `shelves` on `binder` with `Cell`, whatever the host: the one binding both hosts run.
    private func bind<Cell: AnyObject>(
        _ binder: SectionedCollectionViewBinder<Shelf>, cell: Cell.Type, size: Size,
        shelves: @escaping () -> [Shelf: [Fruit]], setText: @escaping (Cell, String) -> Void
    ) {
        binder.onAllSections().bind(cellType: Cell.self, models: shelves)
            .onDequeue { _, _, cell, fruit in setText(cell, fruit.label) }
            .itemSize { _, _, _ in size }
        binder.sectionDisplayBehavior = .hidesSectionsWithNoCellData
        binder.finish()
    }

    /// Data that goes through every stage kind: sections coming and going, items inserted, deleted, moved within
    /// and across sections, and changed (reconfigured, in a stage of their own after structural changes).
    private static let rounds: [[Shelf: [Fruit]]] = [
        [.top: [Fruit(name: "A"), Fruit(name: "B"), Fruit(name: "C")]],
        [.top: [Fruit(name: "C"), Fruit(name: "A", color: "red")], .bottom: [Fruit(name: "D")]],
        [.bottom: [Fruit(name: "D"), Fruit(name: "B")]],
        [.top: [Fruit(name: "D"), Fruit(name: "E")], .bottom: [Fruit(name: "B", color: "blue")]],
        [:],
    ]

    @Test func theSameBindingShowsTheSameScreensAndBatchesOnUIKitAndTheHeadlessCollectionView() {
        let fixture = CollectionFixture()
        let headless = HeadlessCollectionView(viewportSize: Size(width: 30, height: 8))
        let headlessScheduler = ManualUpdateScheduler()
        var data = Self.rounds[0]
        let uiKitBinder = fixture.sectioned()
        bind(uiKitBinder, cell: TileCell.self, size: Size(width: 100, height: 50), shelves: { data }) {
            $0.accessibilityLabel = $1
        }
        let headlessBinder = SectionedCollectionViewBinder(
            collectionView: headless, sectionedBy: Shelf.self, scheduler: headlessScheduler)
        bind(headlessBinder, cell: HeadlessTileCell.self, size: Size(width: 10, height: 1), shelves: { data }) { $0.text = $1 }
        #expect(fixture.screen == ["A | B | C"])
        let stagesPerRound = expectSameOnBothHosts(Self.rounds, load: { data = $0 }, update: {
            uiKitBinder.refresh()
            headlessBinder.refresh()
            fixture.scheduler.flush()
            headlessScheduler.flush()
        }, uiKit: { (fixture.screen, fixture.batches) }, headless: { (headless.screen, headless.appliedBatches) })
        #expect(fixture.screen.isEmpty)
        #expect(stagesPerRound.contains { $0 > 1 }, "a round came in more than one stage: \(stagesPerRound)")
        expectEveryKindOfChange(fixture.batches.map(\.batch))
        #expect(fixture.collectionView.engine.errors.isEmpty, "UIKit's rules accepted every batch")
    }

    @Test func aChangedItemIsReconfiguredInPlaceAndWithoutAnimationTheViewReloads() {
        let fixture = CollectionFixture()
        let binder = CollectionViewBinder(collectionView: fixture.collectionView, scheduler: fixture.scheduler)
        var fruits = [Fruit(name: "A"), Fruit(name: "B")]
        binder.onCollection().bind(cellType: TileCell.self, models: { fruits })
            .onDequeue { _, cell, fruit in cell.accessibilityLabel = fruit.label }
        binder.finish()
        let cell = fixture.collectionView.cellForItem(at: IndexPath(item: 1, section: 0))
        fruits[1].color = "red"
        binder.refresh()
        fixture.scheduler.flush()
        #expect(fixture.screen == ["A | B (red)"])
        #expect(fixture.batches.last?.batch.itemReconfigures == [ItemPath(item: 1, section: 0)],
                "the change reached UIKit as reconfigureItems(at:)")
        #expect(fixture.collectionView.cellForItem(at: IndexPath(item: 1, section: 0)) === cell, "the same cell")

        binder.animateChanges = false
        let batches = fixture.batches.count
        let reloads = fixture.collectionView.engine.counters.reloads
        fruits.insert(Fruit(name: "Z"), at: 0)
        binder.refresh()
        fixture.scheduler.flush()
        #expect(fixture.batches.count == batches, "no batch update reached the collection view")
        #expect(fixture.collectionView.engine.counters.reloads == reloads + 1, "it reloaded its data once")
        #expect(fixture.screen == ["Z | A | B (red)"])
    }

    @Test func anUpdateDelegateStillTakesOverApplyingChanges() {
        final class Applier: CollectionViewUpdateDelegate {
            var stages = 0
            func apply(_ update: CollectionViewUpdate, to host: any CollectionViewHost) {
                for stage in update.stages {
                    stages += 1
                    host.performBatchUpdates(stage.batch, updateData: stage.apply, completion: nil)
                }
            }
        }
        let fixture = CollectionFixture()
        let binder = CollectionViewBinder(collectionView: fixture.collectionView, scheduler: fixture.scheduler)
        let applier = Applier()
        binder.updateDelegate = applier
        var fruits = [Fruit(name: "A")]
        binder.onCollection().bind(cellType: TileCell.self, models: { fruits })
            .onDequeue { _, cell, fruit in cell.accessibilityLabel = fruit.name }
        binder.finish()
        fruits.append(Fruit(name: "B"))
        binder.refresh()
        fixture.scheduler.flush()
        #expect(applier.stages == 1, "the delegate received the stage")
        #expect(fixture.batches.last?.batch.itemInserts == [ItemPath(item: 1, section: 0)], "and applied it through UIKit")
        #expect(fixture.screen == ["A | B"])
    }

    @Test func duplicateIdentitiesAreMatchedInOrderAndEveryBatchIsValid() {
        let fixture = CollectionFixture()
        let binder = CollectionViewBinder(collectionView: fixture.collectionView, scheduler: fixture.scheduler)
        var warnings: [String] = []
        binder.diagnosticHandler = { warnings.append($0.message) }
        var fruits = [Fruit(name: "A"), Fruit(name: "A"), Fruit(name: "B")]
        binder.onCollection().bind(cellType: TileCell.self, models: { fruits })
            .onDequeue { _, cell, fruit in cell.accessibilityLabel = fruit.label }
        binder.finish()
        fruits = [Fruit(name: "B"), Fruit(name: "A"), Fruit(name: "A", color: "red"), Fruit(name: "A")]
        binder.refresh()
        fixture.scheduler.flush()
        #expect(fixture.screen == ["B | A | A (red)", "A"], "the collection view shows the data, duplicates too")
        #expect(warnings.count == 1, "the binder warns once about the duplicates: \(warnings)")
        #expect(fixture.collectionView.engine.errors.isEmpty, "UIKit's rules accepted every batch")
    }

    @Test func tapsAndCellEventsReachTheChainWithTheAppsCell() {
        let fixture = CollectionFixture()
        let binder = CollectionViewBinder(collectionView: fixture.collectionView, scheduler: fixture.scheduler)
        let log = CallLog()
        binder.onCollection().bind(cellType: StarTileCell.self, models: [Fruit(name: "A"), Fruit(name: "B")])
            .onDequeue { _, cell, fruit in cell.accessibilityLabel = fruit.name }
            .onTapped { item, cell, fruit in log.record("tap \(item) \(fruit.name) \(type(of: cell))") }
            .onEvent(from: StarTileCell.self) { item, _, event, fruit in log.record("\(event) \(item) \(fruit.name)") }
        binder.finish()
        fixture.tap(item: 1)
        (fixture.collectionView.cellForItem(at: IndexPath(item: 0, section: 0)) as? StarTileCell)?.star()
        #expect(log.calls == ["tap 1 B StarTileCell", "starred 0 A"])
    }

    @Test func willDisplayPrefetchesAsTheUserScrollsAndScrollingIsForwarded() {
        let fixture = CollectionFixture(height: 100)
        let binder = CollectionViewBinder(collectionView: fixture.collectionView, scheduler: fixture.scheduler)
        let listener = ScrollListener()
        binder.scrollViewDelegate = listener
        var fruits = (0 ..< 12).map { Fruit(name: "F\($0)") }
        let log = CallLog()
        binder.onCollection().bind(cellType: TileCell.self, models: { fruits })
            .onDequeue { _, cell, fruit in cell.accessibilityLabel = fruit.name }
            .prefetch(when: .cellsFromEnd(2)) { start in log.record("prefetch from \(start)") }
        binder.finish()
        #expect(fixture.screen == ["F0 | F1 | F2", "F3 | F4 | F5"])
        #expect(log.calls.isEmpty, "nothing near the end is displayed yet")
        fixture.collectionView.contentOffset = CGPoint(x: 0, y: 100)
        #expect(log.calls == ["prefetch from 12"], "will-display of an item near the end asks for more")
        #expect(listener.offsets == [100], "the app's scroll-view delegate hears the scroll through the binder")
        fruits.append(Fruit(name: "F12"))
        binder.refresh()
        fixture.scheduler.flush()
        #expect(fixture.collectionView.numberOfItems(inSection: 0) == 13)
    }

    @Test func footerViewsNibCellsAndSizesGoThroughTheFlowLayout() throws {
        UINib.standInContents["NibTileCell"] = [NibTileCell.self]
        UINib.standInContents["NibTileFooter"] = [NibTileFooter.self]
        let fixture = CollectionFixture()
        let binder = fixture.sectioned()
        binder.onSection(.top).bind(cellType: NibTileCell.self, models: [Fruit(name: "A")])
            .onDequeue { _, cell, fruit in cell.accessibilityLabel = "\(fruit.name) \(cell.awoke)" }
            .bind(headerType: TileHeader.self, viewModel: "HEAD")
            .bind(footerType: NibTileFooter.self, viewModel: "FOOT")
            .headerSize { Size(width: 300, height: 30) }
            .footerSize { Size(width: 300, height: 20) }
        binder.onSection(.bottom).bind(cellType: TileCell.self, models: [Fruit(name: "B")])
            .onDequeue { _, cell, fruit in cell.accessibilityLabel = fruit.name }
        binder.displayedSections = [.top, .bottom]
        binder.finish()
        #expect(fixture.screen == ["# HEAD", "A true", "## FOOT true", "B"],
                "a nib cell and a nib footer, awoken from their nibs; the unsized bottom section has neither")
        let delegate = try #require(fixture.collectionView.delegate as? any UICollectionViewDelegateFlowLayout)
        let layout = fixture.layout
        #expect(delegate.collectionView(fixture.collectionView, layout: layout, referenceSizeForHeaderInSection: 0)
            == CGSize(width: 300, height: 30), "a bound header size")
        #expect(delegate.collectionView(fixture.collectionView, layout: layout, referenceSizeForFooterInSection: 0)
            == CGSize(width: 300, height: 20), "a bound footer size")
        layout.footerReferenceSize = CGSize(width: 300, height: 5)
        #expect(delegate.collectionView(fixture.collectionView, layout: layout, referenceSizeForFooterInSection: 1)
            == CGSize(width: 300, height: 5), "an unbound size answers the layout's own")
        #expect(delegate.collectionView(fixture.collectionView, layout: layout, sizeForItemAt: IndexPath(item: 0, section: 1))
            == CGSize(width: 100, height: 50), "an unbound item size answers the layout's itemSize")
        #expect(fixture.collectionView.supplementaryView(
            forElementKind: UICollectionView.elementKindSectionFooter, at: IndexPath(item: 0, section: 0)) is NibTileFooter)
    }

    @Test func multiSectionCellProvidersDequeueFromTheUIKitCollectionView() {
        let fixture = CollectionFixture()
        let binder = fixture.sectioned()
        binder.onSections(.top, .bottom).bind(cellProvider: { collectionView, section, row in
            let cell = collectionView.dequeue(TileCell.self)
            cell.accessibilityLabel = "\(section) \(row)"
            return cell
        }, numberOfCells: [.top: 2, .bottom: 1])
        binder.displayedSections = [.top, .bottom]
        binder.finish()
        #expect(fixture.screen == ["top 0 | top 1", "bottom 0"])

        let typed = CollectionFixture()
        let typedBinder = typed.sectioned()
        typedBinder.onSections(.top, .bottom).bind(cellProvider: {
            (collectionView: UICollectionView, section: Shelf, indexPath: IndexPath, fruit: Fruit) -> UICollectionViewCell in
            let cell = collectionView.dequeue(TileCell.self, for: indexPath)
            cell.accessibilityLabel = "\(section) \(indexPath.item) \(fruit.name)"
            return cell
        }, models: [.top: [Fruit(name: "A")], .bottom: [Fruit(name: "B"), Fruit(name: "C")]])
        typedBinder.displayedSections = [.top, .bottom]
        typedBinder.finish()
        #expect(typed.screen == ["top 0 A", "bottom 0 B | bottom 1 C"], "a provider typed with UIKit's collection view")
    }

    @Test func theBinderItsProxyAndItsCellsGoWithTheirOwners() {
        weak var weakBinder: CollectionViewBinder?
        weak var weakProxy: AnyObject?
        weak var weakCell: UICollectionViewCell?
        weak var weakView: UICollectionView?
        do {
            let collectionView = UICollectionView(
                frame: CGRect(x: 0, y: 0, width: 300, height: 200), collectionViewLayout: UICollectionViewFlowLayout())
            do {
                let binder = CollectionViewBinder(collectionView: collectionView, scheduler: ManualUpdateScheduler())
                binder.onCollection().bind(cellType: TileCell.self, models: [Fruit(name: "A")])
                    .onDequeue { [unowned binder] _, cell, fruit in
                        cell.accessibilityLabel = "\(fruit.name) \(binder.animateChanges)"
                    }
                binder.finish()
                weakBinder = binder
                weakProxy = collectionView.dataSource
                weakCell = collectionView.visibleCells.first
                weakView = collectionView
                #expect(weakCell != nil && weakProxy != nil, "the collection view showed a cell through the proxy")
            }
            #expect(weakBinder == nil, "the binder went with its last owner")
            #expect(weakProxy == nil, "the proxy it installed went with it")
            #expect(collectionView.dataSource == nil)
        }
        #expect(weakView == nil && weakCell == nil, "the cells went with the collection view that showed them")
    }
}
#endif
