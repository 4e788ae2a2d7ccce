// The stand-in's engine is reached through `package` access: these tests run where the stand-in is built (every
// platform without UIKit). On Apple platforms the target is empty; BraidUIKit is built there against UIKit.
#if !canImport(UIKit)
import BraidTesting
import BraidUIKit
import Foundation
import Testing
import UIKitStandIn

// MARK: - Models

/// A fruit, diffable by name, equal by name and colour.
struct Fruit: Identifiable, Equatable, OffMainActorDiffable {
    var name: String
    var color = "green"
    var id: String { name }
    var label: String { color == "green" ? name : "\(name) (\(color))" }
}

enum Shelf: Int, TableViewSection, Comparable, CaseIterable {
    case top, bottom
}

// MARK: - UIKit cells and views

/// A cell that shows its text label.
final class FruitCell: UITableViewCell {}

/// A cell configured through a view model.
final class BadgeCell: UITableViewCell, ViewModelBindable {
    struct ViewModel: Identifiable, Equatable {
        var id: String
        var title: String
    }
    var viewModel: ViewModel? { didSet { textLabel?.text = viewModel?.title } }
}

/// A cell with a switch that emits events.
final class SwitchCell: UITableViewCell, ViewEventEmitting {
    enum ViewEvent: Equatable { case toggled(Bool) }
    var isOn = false
    func toggle() { isOn.toggle(); emit(event: .toggled(isOn)) }
}

/// A cell made from a nib, which remembers that it woke.
final class NibCell: UITableViewCell, UINibInitable {
    var awoke = false
    override func awakeFromNib() {
        super.awakeFromNib()
        awoke = true
    }
}

/// A header view configured through a view model.
final class ShelfHeaderView: UITableViewHeaderFooterView, ViewModelBindable {
    var viewModel: String? { didSet { textLabel?.text = viewModel.map { "[\($0)]" } } }
}

/// A collection cell, 100 points wide.
final class TileCell: UICollectionViewCell {}

/// A collection header.
final class TileHeader: UICollectionReusableView, ViewModelBindable {
    var viewModel: String? { didSet { accessibilityLabel = viewModel } }
}

// MARK: - Headless twins, for the same bindings on both hosts

final class HeadlessFruitCell: HeadlessTableViewCell {}

// MARK: - Fixtures

/// A UIKit table of five 44-point rows' height, in a window (on screen, so its binder animates its updates), driven
/// by a binder with a manual scheduler.
@MainActor
struct UIKitFixture {
    let tableView = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 5 * 44), style: .plain)
    let scheduler = ManualUpdateScheduler()
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))

    init() {
        window.addSubview(tableView)
    }

    func sectioned() -> SectionedTableViewBinder<Shelf> {
        SectionedTableViewBinder(tableView: tableView, sectionedBy: Shelf.self, scheduler: scheduler)
    }

    /// The table's screen: `# header`, each visible cell's text, `## footer`.
    var screen: [String] { tableView.engine.screen }
    var batches: [AppliedBatch] { tableView.engine.appliedBatches }
    func tap(row: Int, section: Int = 0) { tableView.engine.tap(ItemPath(row: row, section: section), location: #_sourceLocation) }
}

/// Records what reaches it.
@MainActor
final class CallLog {
    var calls: [String] = []
    func record(_ call: String) { calls.append(call) }
}

/// Hears scrolling, as an app's controller would.
@MainActor
final class ScrollListener: NSObject, UIScrollViewDelegate {
    var offsets: [CGFloat] = []
    func scrollViewDidScroll(_ scrollView: UIScrollView) { offsets.append(scrollView.contentOffset.y) }
}

// MARK: - Comparing a UIKit view with a headless one

/// What a comparison reads of a view after each round: the screen and the batches applied so far.
typealias ComparedState = (screen: [String], batches: [AppliedBatch])

/// Runs `rounds` (the first already shown) on a UIKit view and a headless one bound alike: `load` sets a round's
/// data, `update` refreshes and flushes both binders; after each round both must show the same screen and have
/// applied the same batches, with the same outcomes. Returns how many stages UIKit applied in each round.
@MainActor
func expectSameOnBothHosts<Data>(
    _ rounds: [Data], load: (Data) -> Void, update: () -> Void,
    uiKit: () -> ComparedState, headless: () -> ComparedState,
    sourceLocation: SourceLocation = #_sourceLocation
) -> [Int] {
    #expect(uiKit().screen == headless().screen, "round 0", sourceLocation: sourceLocation)
    var stages: [Int] = []
    for (round, data) in rounds.enumerated().dropFirst() {
        let before = uiKit().batches.count
        load(data)
        update()
        let (uiKitState, headlessState) = (uiKit(), headless())
        stages.append(uiKitState.batches.count - before)
        #expect(uiKitState.screen == headlessState.screen,
                "round \(round): the UIKit view shows what the headless one does", sourceLocation: sourceLocation)
        #expect(uiKitState.batches.map(\.batch) == headlessState.batches.map(\.batch),
                "round \(round): UIKit received the same batches, stage by stage", sourceLocation: sourceLocation)
        #expect(uiKitState.batches.map(\.outcome) == headlessState.batches.map(\.outcome), "round \(round)",
                sourceLocation: sourceLocation)
    }
    return stages
}

/// Expects `batches` to hold every kind of change: section inserts and deletes; item inserts, deletes, moves and
/// reconfigures.
func expectEveryKindOfChange(_ batches: [BatchUpdate], sourceLocation: SourceLocation = #_sourceLocation) {
    #expect(batches.contains { !$0.sectionInserts.isEmpty } && batches.contains { !$0.sectionDeletes.isEmpty }
            && batches.contains { !$0.itemMoves.isEmpty } && batches.contains { !$0.itemReconfigures.isEmpty }
            && batches.contains { !$0.itemInserts.isEmpty } && batches.contains { !$0.itemDeletes.isEmpty },
            "the rounds went through every kind of change: \(batches)", sourceLocation: sourceLocation)
}
#endif
