#if !canImport(UIKit)
import BraidTesting
import BraidUIKit
import Foundation
import Testing
import UIKitStandIn

/// A `RecordingList` bound to a UIKit table: its edits — inserts, removes, a move, a replace, a
/// `CollectionDifference` — reach UIKit as the same batches, with the same outcomes, as they reach a headless table
/// bound to another list given the same edits, and both show the list.
@MainActor
@Suite struct UIKitRecordingListTests {
    /// The edits of each round, made on a list.
    private static let rounds: [(RecordingList<Fruit>) -> Void] = [
        { _ in },
        { $0.insert(Fruit(name: "Kiwi"), at: 0); $0.append(Fruit(name: "Lime")) },
        { $0.move(from: 0, to: 2); $0.replace(at: 0, with: Fruit(name: "Apple", color: "red")) },
        { _ = $0.remove(at: 1) },
        { list in
            let now = list.elements
            var next = now
            next.swapAt(0, next.count - 1)
            next.insert(Fruit(name: "Fig"), at: 1)
            #expect(list.apply(next.difference(from: now)))
        },
        { $0.removeAll() },
    ]

    @Test func editsReachUIKitAsTheyReachTheHeadlessHost() {
        let fixture = UIKitFixture()
        let headless = HeadlessTableView(viewportSize: Size(width: 40, height: 5))
        let headlessScheduler = ManualUpdateScheduler()
        let initial = [Fruit(name: "Apple"), Fruit(name: "Pear")]
        let uiKitList = RecordingList(initial), headlessList = RecordingList(initial)
        let uiKitBinder = TableViewBinder(tableView: fixture.tableView, scheduler: fixture.scheduler)
        uiKitBinder.onTable().bind(cellType: FruitCell.self, models: uiKitList)
            .onDequeue { _, cell, fruit in cell.textLabel?.text = fruit.label }
        let headlessBinder = TableViewBinder(tableView: headless, scheduler: headlessScheduler)
        headlessBinder.onTable().bind(cellType: HeadlessFruitCell.self, models: headlessList)
            .onDequeue { _, cell, fruit in cell.text = fruit.label }
        uiKitBinder.finish()
        headlessBinder.finish()
        var shown: [[String]] = []
        let stages = expectSameOnBothHosts(Array(Self.rounds.indices), load: { round in
            Self.rounds[round](uiKitList)
            Self.rounds[round](headlessList)
        }, update: {
            fixture.scheduler.flush()
            headlessScheduler.flush()
            shown.append(fixture.screen)
            #expect(fixture.screen == uiKitList.elements.map(\.label), "UIKit shows the list")
        }, uiKit: { (fixture.screen, fixture.batches) }, headless: { (headless.screen, headless.appliedBatches) })
        #expect(stages.allSatisfy { $0 >= 1 }, "each round's edits reached UIKit as batch updates: \(stages)")
        #expect(shown.last == [] && shown.first == ["Kiwi", "Apple", "Pear", "Lime"], "\(shown)")
        let batches = fixture.batches.map(\.batch)
        #expect(batches.contains { !$0.itemInserts.isEmpty } && batches.contains { !$0.itemDeletes.isEmpty }
                && batches.contains { !$0.itemMoves.isEmpty } && batches.contains { !$0.itemReconfigures.isEmpty },
                "the rounds went through every kind of row change: \(batches)")
    }
}
#endif
