#if !canImport(UIKit)
import BraidTesting
import BraidUIKit
import Foundation
import Testing
import UIKitStandIn

/// Editing through UIKit: the binder's editing chains reach a `UITableView` as its editing data-source and
/// delegate methods — swipe actions as `UIContextualAction`s, the delete commit, can-move, target and move-row —
/// and a `UICollectionView`'s interactive movement; after a user's edit the screen and the data agree.
@MainActor
@Suite("BraidUIKit: editing")
struct UIKitEditingTests {
    /// A sectionless binder on the stand-in's table showing `fruits`, with the given editing.
    private func bind(
        _ fixture: UIKitFixture, _ fruits: @escaping () -> [Fruit],
        edit: (TableViewModelSingleSectionBinder<FruitCell, SingleSection, Fruit>) -> Void
    ) -> TableViewBinder {
        let binder = TableViewBinder(tableView: fixture.tableView, scheduler: fixture.scheduler)
        let chain = binder.onTable().bind(cellType: FruitCell.self, models: fruits)
            .onDequeue { _, cell, fruit in cell.textLabel?.text = fruit.label }
        edit(chain)
        binder.finish()
        return binder
    }

    @Test func aSwipedDeleteReachesOnDeleteAndTheNextUpdateAppliesNothing() {
        let fixture = UIKitFixture()
        var fruits = [Fruit(name: "Apple"), Fruit(name: "Pear")]
        let binder = bind(fixture, { fruits }) { chain in chain.onDelete { row, _ in fruits.remove(at: row) } }
        #expect(fixture.tableView.standInSwipe(IndexPath(row: 0, section: 0)) == ["Delete"],
                "no trailing actions: UIKit's own Delete, from the editing style")
        fixture.tableView.standInPerformSwipeAction(titled: "Delete", at: IndexPath(row: 0, section: 0))
        fixture.scheduler.flush()
        #expect(fixture.screen == ["Pear"] && fruits.map(\.name) == ["Pear"])
        #expect(fixture.batches.map(\.batch) == [BatchUpdate(itemDeletes: [ItemPath(row: 0, section: 0)])],
                "one delete, nothing applied twice: \(fixture.batches.map(\.batch))")
        withExtendedLifetime(binder) {}
    }

    @Test func swipeActionsBecomeContextualActionsWithTheirStyleAndCompletion() {
        let fixture = UIKitFixture()
        let log = CallLog()
        let binder = bind(fixture, { [Fruit(name: "Apple")] }) { chain in
            chain.leadingSwipeActions { _, fruit in [SwipeAction(title: "Pin") { log.record("pin \(fruit.name)"); $0(false) }] }
                .trailingSwipeActions { row, fruit in
                    [SwipeAction(title: "Love", hint: "pink") { log.record("love \(row) \(fruit.name)"); $0(true) },
                     SwipeAction(title: "Bin", style: .destructive) { $0(true) }]
                }
        }
        let configuration = fixture.tableView.delegate.flatMap { $0 as? any UITableViewDelegate }?
            .tableView(fixture.tableView, trailingSwipeActionsConfigurationForRowAt: IndexPath(row: 0, section: 0))
        #expect(configuration?.actions.map(\.title) == ["Love", "Bin"])
        #expect(configuration?.actions.map(\.style) == [.normal, .destructive], "the styles map to UIKit's")
        #expect(fixture.tableView.standInPerformSwipeAction(titled: "Love", at: IndexPath(row: 0, section: 0)) == true,
                "the completion passes through")
        #expect(fixture.tableView.standInPerformSwipeAction(titled: "Pin", at: IndexPath(row: 0, section: 0), edge: .leading) == false)
        #expect(log.calls == ["love 0 Apple", "pin Apple"], "the handlers know their row and model")
        withExtendedLifetime(binder) {}
    }

    @Test func aMoveInEditingModeReachesOnMoveAndARefusedOneGoesBack() {
        let fixture = UIKitFixture()
        var fruits = ["Apple", "Pear", "Fig"].map { Fruit(name: $0) }
        var accept = true
        let binder = bind(fixture, { fruits }) { chain in
            chain.onMove { from, to, _ in if accept { fruits.insert(fruits.remove(at: from), at: to) } }
                .moveTarget { _, proposed in proposed == 1 ? nil : proposed }
        }
        binder.setEditing(true, animated: true)
        #expect(fixture.tableView.isEditing, "the binder's editing mode is the table's")
        #expect(fixture.tableView.standInMove(from: IndexPath(row: 0, section: 0), to: IndexPath(row: 1, section: 0))
                == IndexPath(row: 0, section: 0), "the chain's moveTarget refuses row 1, through UIKit's target method")
        #expect(fixture.tableView.standInMove(from: IndexPath(row: 0, section: 0), to: IndexPath(row: 2, section: 0))
                == IndexPath(row: 2, section: 0))
        let afterMove = fixture.batches.count
        fixture.scheduler.flush()
        #expect(fixture.batches.count == afterMove, "the data moved the same way: no batch")
        #expect(fixture.screen == ["Pear", "Fig", "Apple"])
        accept = false
        fixture.tableView.standInMove(from: IndexPath(row: 0, section: 0), to: IndexPath(row: 2, section: 0))
        fixture.scheduler.flush()
        #expect(fixture.screen == ["Pear", "Fig", "Apple"], "the refused move went back, animated")
        #expect(fixture.batches.last?.batch.itemMoves == [Move(from: ItemPath(row: 2, section: 0), to: ItemPath(row: 0, section: 0))])
        withExtendedLifetime(binder) {}
    }

    @Test func theDeleteControlInEditingModeReachesOnDeleteOnlyForRowsWithTheDeleteStyle() {
        let fixture = UIKitFixture()
        var fruits = [Fruit(name: "Apple"), Fruit(name: "Pear")]
        let binder = bind(fixture, { fruits }) { chain in
            chain.onDelete { row, _ in fruits.remove(at: row) }.canEdit { _, fruit in fruit.name == "Apple" }
        }
        binder.setEditing(true, animated: false)
        fixture.tableView.standInDelete(IndexPath(row: 0, section: 0))
        fixture.scheduler.flush()
        #expect(fixture.screen == ["Pear"] && fruits.map(\.name) == ["Pear"], "\(fixture.screen)")
        let refused = fixture.tableView.engine.expectError({ fixture.tableView.standInDelete(IndexPath(row: 0, section: 0)) },
                                                           sourceLocation: #_sourceLocation)
        #expect(refused?.message.contains("cannot be deleted") == true, "canEdit refuses Pear: \(String(describing: refused))")
        #expect(fixture.batches.map(\.batch) == [BatchUpdate(itemDeletes: [ItemPath(row: 0, section: 0)])] && fruits.count == 1,
                "one delete, nothing for the refused one: \(fixture.batches.map(\.batch))")
        withExtendedLifetime(binder) {}
    }

    @Test func aCollectionViewMovesItemsInteractivelyAndOffersListSwipeActions() {
        let collectionView = UICollectionView(
            frame: CGRect(x: 0, y: 0, width: 300, height: 200), collectionViewLayout: UICollectionViewFlowLayout())
        let scheduler = ManualUpdateScheduler()
        let binder = CollectionViewBinder(collectionView: collectionView, scheduler: scheduler)
        var tiles = ["a", "b", "c"]
        binder.onCollection().bind(cellType: TileCell.self, models: { tiles })
            .onMove { from, to, _ in tiles.insert(tiles.remove(at: from), at: to) }
            .onDelete { row, _ in tiles.remove(at: row) }
            .itemSize { _, _ in Size(width: 100, height: 50) }
        binder.finish()
        #expect(collectionView.standInMove(from: IndexPath(item: 0, section: 0), to: IndexPath(item: 2, section: 0))
                == IndexPath(item: 2, section: 0))
        scheduler.flush()
        #expect(tiles == ["b", "c", "a"])
        let provider = binder.sectioned.trailingSwipeActionsConfigurationProvider
        let delete = provider(IndexPath(item: 0, section: 0))?.actions.first
        #expect(delete?.title == "Delete" && delete?.style == .destructive, "onDelete gives a list layout a Delete action")
        binder.setEditing(true, animated: false)
        #expect(collectionView.isEditing)
    }

    /// The app's long-press handler, as the DocC article "Using Braid with UIKit" shows it, driving UIKit's
    /// interactive movement; the binder answers UIKit's questions and takes the move.
    @Test func anAppDrivesInteractiveMovementAndTheChainDecidesWhereItemsGo() {
        let collectionView = UICollectionView(
            frame: CGRect(x: 0, y: 0, width: 300, height: 200), collectionViewLayout: UICollectionViewFlowLayout())
        let scheduler = ManualUpdateScheduler()
        let binder = CollectionViewBinder(collectionView: collectionView, scheduler: scheduler)
        var tiles = ["a", "b", "c", "d"]
        binder.onCollection().bind(cellType: TileCell.self, models: { tiles })
            .onDequeue { _, cell, tile in cell.accessibilityLabel = tile }
            .onMove { from, to, _ in tiles.insert(tiles.remove(at: from), at: to) }
            .canMove { _, tile in tile != "d" }
            .moveTarget { _, proposed in min(proposed, 2) }
            .itemSize { _, _ in Size(width: 100, height: 50) }
        binder.finish()
        #expect(collectionView.engine.screen == ["a | b | c", "d"])
        func drag(from start: CGPoint, to end: CGPoint) {
            guard let indexPath = collectionView.indexPathForItem(at: start),
                collectionView.beginInteractiveMovementForItem(at: indexPath)
            else { return }
            collectionView.updateInteractiveMovementTargetPosition(end)
            collectionView.endInteractiveMovement()
            scheduler.flush()
        }
        drag(from: CGPoint(x: 10, y: 10), to: CGPoint(x: 250, y: 10))
        #expect(tiles == ["b", "c", "a", "d"], "a dragged over c lands there")
        #expect(collectionView.engine.screen == ["b | c | a", "d"])
        drag(from: CGPoint(x: 10, y: 60), to: CGPoint(x: 10, y: 10))
        #expect(tiles == ["b", "c", "a", "d"], "d cannot move: the gesture does not begin")
        drag(from: CGPoint(x: 10, y: 10), to: CGPoint(x: 10, y: 60))
        #expect(tiles == ["c", "a", "b", "d"], "the move target keeps b above d")
        #expect(collectionView.engine.errors.isEmpty)
    }
}
#endif
