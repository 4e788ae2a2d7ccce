#if !canImport(UIKit)
import BraidTesting
import BraidUIKit
import Foundation
import Testing
import UIKitStandIn

/// Updates through UIKit's `performBatchUpdates`: the same screens and batches as on the headless host, every
/// stage kind, reconfigures, `animateChanges = false`, the update delegate, duplicates.
@MainActor
@Suite struct UIKitUpdateTests {
    /// Binds `shelves` on `binder` with `Cell`, whatever the host: the one binding both hosts run.
    private func bind<Cell: AnyObject>(
        _ binder: SectionedTableViewBinder<Shelf>, cell: Cell.Type, shelves: @escaping () -> [Shelf: [Fruit]],
        setText: @escaping (Cell, String) -> Void
    ) {
        binder.onAllSections().bind(cellType: Cell.self, models: shelves)
            .onDequeue { _, _, cell, fruit in setText(cell, fruit.label) }
        binder.onAllSections().bind(headerTitles: { Dictionary(uniqueKeysWithValues: shelves().keys.map { ($0, "\($0)") }) })
        binder.sectionDisplayBehavior = .hidesSectionsWithNoCellData
        binder.finish()
    }

    /// Data that goes through every stage kind: section inserts, deletes and moves; row inserts, deletes, moves
    /// and reconfigures.
    private static let rounds: [[Shelf: [Fruit]]] = [
        [.top: [Fruit(name: "Apple"), Fruit(name: "Pear"), Fruit(name: "Fig")]],
        [.top: [Fruit(name: "Fig"), Fruit(name: "Apple", color: "red")], .bottom: [Fruit(name: "Kiwi")]],
        [.bottom: [Fruit(name: "Kiwi"), Fruit(name: "Pear")]],
        [.top: [Fruit(name: "Kiwi"), Fruit(name: "Lime")], .bottom: [Fruit(name: "Pear", color: "yellow")]],
        [:],
    ]

    @Test func theSameBindingShowsTheSameScreensAndBatchesOnUIKitAndTheHeadlessHost() {
        let fixture = UIKitFixture()
        let headless = HeadlessTableView(viewportSize: Size(width: 40, height: 5))
        let headlessScheduler = ManualUpdateScheduler()
        var data = Self.rounds[0]
        let uiKitBinder = fixture.sectioned()
        bind(uiKitBinder, cell: FruitCell.self, shelves: { data }) { $0.textLabel?.text = $1 }
        let headlessBinder = SectionedTableViewBinder(tableView: headless, sectionedBy: Shelf.self, scheduler: headlessScheduler)
        bind(headlessBinder, cell: HeadlessFruitCell.self, shelves: { data }) { $0.text = $1 }
        // Headless titles take one line; the stand-in's take 28 points. Compare what is shown, not where.
        _ = expectSameOnBothHosts(Self.rounds, load: { data = $0 }, update: {
            uiKitBinder.refresh()
            headlessBinder.refresh()
            fixture.scheduler.flush()
            headlessScheduler.flush()
        }, uiKit: { (fixture.screen, fixture.batches) }, headless: { (headless.screen, headless.appliedBatches) })
        #expect(fixture.batches.count >= 4, "every round was applied as batch updates")
        expectEveryKindOfChange(fixture.batches.map(\.batch))
    }

    @Test func eachKindOfChangeUsesTheBindersRowAnimationInUIKitsTerms() {
        let fixture = UIKitFixture()
        let binder = TableViewBinder(tableView: fixture.tableView, scheduler: fixture.scheduler)
        binder.rowInsertionAnimation = .fade
        binder.rowDeletionAnimation = .left
        binder.rowUpdateAnimation = .top
        var fruits = [Fruit(name: "Apple"), Fruit(name: "Pear")]
        binder.onTable().bind(cellType: FruitCell.self, models: { fruits })
            .onDequeue { _, cell, fruit in cell.textLabel?.text = fruit.label }
            .updatingChangedCells(by: .reloading)
        binder.finish()
        fruits = [Fruit(name: "Apple", color: "red")]
        binder.refresh()
        fixture.scheduler.flush()
        fruits.append(Fruit(name: "Kiwi"))
        binder.refresh()
        fixture.scheduler.flush()
        let animations = fixture.batches.compactMap(\.animations)
        #expect(animations.map(\.rowDelete).contains(.left), "deletes went through deleteRows(at:with: .left)")
        #expect(animations.map(\.rowInsert).contains(.fade), "inserts went through insertRows(at:with: .fade)")
        #expect(animations.contains { $0.rowReloadInSection[0] == .top }, "reloads went through reloadRows(at:with: .top)")
        #expect(fixture.screen == ["Apple (red)", "Kiwi"])
    }

    @Test func aReconfigureReachesUIKitAsReconfigureRowsAndKeepsTheCell() {
        let fixture = UIKitFixture()
        let binder = TableViewBinder(tableView: fixture.tableView, scheduler: fixture.scheduler)
        var badges = [BadgeCell.ViewModel(id: "a", title: "One")]
        binder.onTable().bind(cellType: BadgeCell.self, viewModels: { badges })
        binder.finish()
        let before = fixture.tableView.cellForRow(at: IndexPath(row: 0, section: 0))
        badges[0].title = "Uno"
        binder.refresh()
        fixture.scheduler.flush()
        #expect(fixture.screen == ["Uno"])
        #expect(fixture.tableView.cellForRow(at: IndexPath(row: 0, section: 0)) === before,
                "the same cell shows the new title: reconfigured, not replaced")
        #expect(fixture.batches.last?.batch.itemReconfigures == [ItemPath(row: 0, section: 0)],
                "the change reached UIKit as reconfigureRows(at:)")
    }

    @Test func aTableInNoWindowReloadsAndInAWindowAnimates() {
        let fixture = UIKitFixture()
        let binder = TableViewBinder(tableView: fixture.tableView, scheduler: fixture.scheduler)
        var fruits = [Fruit(name: "Apple")]
        binder.onTable().bind(cellType: FruitCell.self, models: { fruits })
            .onDequeue { _, cell, fruit in cell.textLabel?.text = fruit.name }
        binder.finish()
        func show(_ names: [String]) {
            fruits = names.map { Fruit(name: $0) }
            binder.refresh()
            fixture.scheduler.flush()
        }

        fixture.tableView.removeFromSuperview()
        #expect(fixture.tableView.window == nil && fixture.window.subviews.isEmpty, "out of its window")
        let reloads = fixture.tableView.engine.counters.reloads
        show(["Apple", "Kiwi"])
        #expect(fixture.batches.isEmpty, "a table in no window is not on screen: no batch")
        #expect(fixture.tableView.engine.counters.reloads == reloads + 1 && fixture.screen == ["Apple", "Kiwi"],
                "it reloads, and shows the data")

        fixture.window.addSubview(fixture.tableView)
        #expect(fixture.tableView.window === fixture.window)
        show(["Kiwi"])
        #expect(fixture.batches.map(\.batch) == [BatchUpdate(itemDeletes: [ItemPath(row: 0, section: 0)])],
                "back in a window, the change is a batch")
        #expect(fixture.screen == ["Kiwi"])
    }

    @Test func withoutAnimatedChangesTheTableReloadsItsData() {
        let fixture = UIKitFixture()
        let binder = TableViewBinder(tableView: fixture.tableView, scheduler: fixture.scheduler)
        binder.animateChanges = false
        var fruits = [Fruit(name: "Apple")]
        binder.onTable().bind(cellType: FruitCell.self, models: { fruits })
            .onDequeue { _, cell, fruit in cell.textLabel?.text = fruit.name }
        binder.finish()
        let reloads = fixture.tableView.engine.counters.reloads
        fruits.insert(Fruit(name: "Pear"), at: 0)
        binder.refresh()
        fixture.scheduler.flush()
        #expect(fixture.batches.isEmpty, "no batch update reached the table")
        #expect(fixture.tableView.engine.counters.reloads == reloads + 1, "the table reloaded its data once")
        #expect(fixture.screen == ["Pear", "Apple"])
    }

    @Test func anUpdateDelegateStillTakesOverApplyingChanges() {
        final class Applier: TableViewUpdateDelegate {
            var stages = 0
            func apply(_ update: TableViewUpdate, to host: any TableViewHost) {
                for stage in update.stages {
                    stages += 1
                    host.performBatchUpdates(stage.batch, animations: .all(.none), updateData: stage.apply, completion: nil)
                }
            }
        }
        let fixture = UIKitFixture()
        let binder = TableViewBinder(tableView: fixture.tableView, scheduler: fixture.scheduler)
        let applier = Applier()
        binder.updateDelegate = applier
        var fruits = [Fruit(name: "Apple")]
        binder.onTable().bind(cellType: FruitCell.self, models: { fruits })
            .onDequeue { _, cell, fruit in cell.textLabel?.text = fruit.name }
        binder.finish()
        fruits.append(Fruit(name: "Pear"))
        binder.refresh()
        fixture.scheduler.flush()
        #expect(applier.stages == 1, "the delegate received the stage")
        #expect(fixture.batches.last?.animations?.rowInsert == Braid.RowAnimation.none,
                "the delegate's animation reached UIKit, not the binder's")
        #expect(fixture.screen == ["Apple", "Pear"])
    }

    @Test func duplicateIdentitiesAreMatchedInOrderAndEveryBatchIsValid() {
        let fixture = UIKitFixture()
        let binder = TableViewBinder(tableView: fixture.tableView, scheduler: fixture.scheduler)
        var warnings: [String] = []
        binder.diagnosticHandler = { warnings.append($0.message) }
        var fruits = [Fruit(name: "Apple"), Fruit(name: "Apple"), Fruit(name: "Pear")]
        binder.onTable().bind(cellType: FruitCell.self, models: { fruits })
            .onDequeue { _, cell, fruit in cell.textLabel?.text = fruit.label }
        binder.finish()
        fruits = [Fruit(name: "Pear"), Fruit(name: "Apple"), Fruit(name: "Apple", color: "red"), Fruit(name: "Apple")]
        binder.refresh()
        fixture.scheduler.flush()
        #expect(fixture.screen == ["Pear", "Apple", "Apple (red)", "Apple"], "the table shows the data, duplicates too")
        #expect(warnings.count == 1, "the binder warns once about the duplicates: \(warnings)")
        #expect(fixture.tableView.engine.errors.isEmpty, "UIKit's rules accepted every batch")
    }

    @Test func anInvalidBatchIsRejectedWithUIKitsMessage() throws {
        let tableView = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 220))
        tableView.register(FruitCell.self)
        let source = OneRowSource()
        tableView.dataSource = source
        tableView.layoutIfNeeded()
        let error = tableView.engine.expectError({
            tableView.performBatchUpdates { tableView.insertRows(at: [IndexPath(row: 0, section: 0)], with: .fade) }
        }, sourceLocation: #_sourceLocation)
        let message = try #require(error?.message)
        #expect(message.contains("UITableView rejected a batch update"), "the stand-in names UIKit's class: \(message)")
        #expect(message.contains("invalid number of rows in section 0"), "and UIKit's reason: \(message)")
    }

    @Test func aNibWithoutTheViewIsReportedWithUIKitsMessageOnBothViews() throws {
        UINib.standInContents["Empty"] = []
        let tableView = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 220))
        let nib = UINib(nibName: "Empty", bundle: nil)
        let tableError = tableView.engine.expectError({
            tableView.register(nib, forCellReuseIdentifier: "Row")
        }, sourceLocation: #_sourceLocation)
        #expect(tableError?.message == """
            invalid nib registered for identifier (Row) - nib must contain exactly one top level object which must \
            be a UITableViewCell instance
            """)
        let collectionView = UICollectionView(
            frame: CGRect(x: 0, y: 0, width: 320, height: 220), collectionViewLayout: UICollectionViewFlowLayout())
        let collectionError = collectionView.engine.expectError({
            collectionView.register(
                nib, forSupplementaryViewOfKind: UICollectionView.elementKindSectionHeader, withReuseIdentifier: "Head")
        }, sourceLocation: #_sourceLocation)
        #expect(collectionError?.message == """
            invalid nib registered for identifier (Head) - nib must contain exactly one top level object which must \
            be a UICollectionReusableView instance
            """)
    }
}
#endif
