import Braid
import Testing
@testable import BraidTerminal

/// A `RecordingList` bound to each terminal view shows, after every edit — the app's own, a `CollectionDifference`
/// applied, a user's delete from the keyboard — what the same view shows for an array bound by closure and diffed.
/// Every batch goes through UIKit's rules (``CountCheckedView/validated(sourceLocation:)``).
@MainActor
@Suite struct TerminalRecordingListTests {
    struct Name: Identifiable, Equatable, Hashable {
        var id: String
        var mark = ""
        init(_ id: String) { self.id = id }
        var label: String { id + mark }
    }

    final class NameCell: TerminalTableViewCell {}
    final class Tile: TerminalCollectionViewCell {}

    /// The data the array-bound view shows, where the edits below and its binder's closure both reach it.
    final class Snapshot {
        var array: [Name]
        init(_ array: [Name]) { self.array = array }
    }

    /// The edits both tests make, on the list and the snapshot's array alike; after each, `recorded` (the list's
    /// view) must show what `diffed` (the array's, refreshed by `refreshDiffed`) shows, the first row or item among
    /// it. `deleteSecond` deletes the second row or item as a user would, through the list's view.
    private func edit<View>(
        _ list: RecordingList<Name>, _ snapshot: Snapshot, recorded: KeyboardFixture<View, Void>,
        diffed: KeyboardFixture<View, Void>, refreshDiffed: () -> Void, deleteSecond: () -> Void
    ) {
        func check(_ step: String) {
            recorded.press()
            refreshDiffed()
            diffed.press()
            #expect(list.elements == snapshot.array, "after \(step), the list holds the data")
            #expect(recorded.text == diffed.text, "after \(step), the list's view shows what the array's shows:\n\(recorded.text)\n\(diffed.text)")
            #expect(recorded.text.joined().contains(snapshot.array[0].label), "after \(step), the first is shown: \(recorded.text)")
        }
        list.insert(Name("ann"), at: 0)
        snapshot.array.insert(Name("ann"), at: 0)
        check("an insert at the top")
        list.append(Name("zoe"))
        snapshot.array.append(Name("zoe"))
        check("an append")
        list.move(from: 0, to: 3)
        snapshot.array.insert(snapshot.array.remove(at: 0), at: 3)
        check("a move")
        var changed = snapshot.array[1]
        changed.mark = "*"
        list.replace(at: 1, with: changed)
        snapshot.array[1] = changed
        check("an update")
        _ = list.remove(at: 2)
        snapshot.array.remove(at: 2)
        check("a remove")
        var next = snapshot.array
        next.swapAt(0, next.count - 1)
        next.insert(Name("new"), at: 1)
        #expect(list.apply(next.difference(from: snapshot.array)), "the difference fits the list")
        snapshot.array = next
        check("a CollectionDifference applied")
        deleteSecond()
        snapshot.array.remove(at: 1)
        check("a user's delete")
    }

    @Test func aTableShowsWhatAnArrayBoundByClosureShows() {
        let initial = ["bob", "cid", "dee", "eve"].map(Name.init)
        let list = RecordingList(initial)
        let snapshot = Snapshot(initial)
        var diagnostics: [String] = []
        let recorded = KeyboardFixture<TerminalTableView, Void>(names: (), width: 20, height: 12) { TerminalTableView(clock: $0) }
        let diffed = KeyboardFixture<TerminalTableView, Void>(names: (), width: 20, height: 12) { TerminalTableView(clock: $0) }
        let recordedBinder = TableViewBinder(tableView: recorded.view.validated(), scheduler: recorded.scheduler)
        let diffedBinder = TableViewBinder(tableView: diffed.view.validated(), scheduler: diffed.scheduler)
        recordedBinder.diagnosticHandler = { diagnostics.append($0.message) }
        recordedBinder.onTable().bind(cellType: NameCell.self, models: list)
            .onDequeue { _, cell, name in cell.lines = [TerminalLine(StyledText(name.label))] }
            .onDelete { row, _ in _ = list.remove(at: row) }
        diffedBinder.onTable().bind(cellType: NameCell.self, models: { snapshot.array })
            .onDequeue { _, cell, name in cell.lines = [TerminalLine(StyledText(name.label))] }
        recordedBinder.finish()
        diffedBinder.finish()
        #expect(recorded.text.prefix(4).map { String($0.drop { $0 == " " }) } == ["bob", "cid", "dee", "eve"],
                "the list's rows: \(recorded.text)")

        edit(list, snapshot, recorded: recorded, diffed: diffed, refreshDiffed: diffedBinder.refresh) {
            recorded.view.selectRow(at: ItemPath(row: 1, section: 0))
            recorded.press(.delete, .enter)
        }

        // A difference that does not fit the list changes nothing and is reported; the screen stays.
        let before = recorded.text
        let wrong = CollectionDifference<Name>([.remove(offset: list.count + 3, element: Name("ghost"), associatedWith: nil)])!
        #expect(!list.apply(wrong))
        recorded.press()
        #expect(recorded.text == before, "nothing changed on screen")
        #expect(diagnostics.count == 1 && diagnostics.allSatisfy { $0.contains("difference") },
                "the misfit is reported, once: \(diagnostics)")
    }

    @Test func aGridShowsWhatAnArrayBoundByClosureShows() {
        let initial = ["bob", "cid", "dee", "eve"].map(Name.init)
        let list = RecordingList(initial)
        let snapshot = Snapshot(initial)
        let recorded = KeyboardFixture<TerminalCollectionView, Void>(names: (), width: 24, height: 8) { TerminalCollectionView(clock: $0) }
        let diffed = KeyboardFixture<TerminalCollectionView, Void>(names: (), width: 24, height: 8) { TerminalCollectionView(clock: $0) }
        let recordedBinder = CollectionViewBinder(collectionView: recorded.view.validated(), scheduler: recorded.scheduler)
        let diffedBinder = CollectionViewBinder(collectionView: diffed.view.validated(), scheduler: diffed.scheduler)
        recordedBinder.onCollection().bind(cellType: Tile.self, models: list)
            .onDequeue { _, cell, name in cell.lines = [TerminalLine(StyledText(name.label))] }
            .itemSize { _, _ in Size(width: 6, height: 1) }
            .onDelete { item, _ in _ = list.remove(at: item) }
        diffedBinder.onCollection().bind(cellType: Tile.self, models: { snapshot.array })
            .onDequeue { _, cell, name in cell.lines = [TerminalLine(StyledText(name.label))] }
            .itemSize { _, _ in Size(width: 6, height: 1) }
        recordedBinder.finish()
        diffedBinder.finish()
        #expect(recorded.text.joined().contains("bob") && recorded.text.joined().contains("eve"), "the list's items: \(recorded.text)")

        edit(list, snapshot, recorded: recorded, diffed: diffed, refreshDiffed: diffedBinder.refresh) {
            recorded.view.selectItem(at: ItemPath(item: 1, section: 0))
            recorded.press(.delete, .enter)
        }
    }
}
