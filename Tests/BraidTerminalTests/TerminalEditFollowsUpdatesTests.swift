import Braid
import Testing
@testable import BraidTerminal

/// An edit in progress — a delete confirmation, a swipe menu, a move — meets a batch update on either terminal view,
/// through a binder: it follows its item to its new place, or ends when its item went (or was reloaded, or the view
/// reloaded). It never acts on another item than the one the user chose.
@MainActor
@Suite struct TerminalEditFollowsUpdatesTests {
    /// A name with an identity, so that the binder diffs inserts, deletes and moves (plain strings would make every
    /// change a reload of the rows).
    struct Name: Identifiable, Equatable {
        var id: String
        init(_ id: String) { self.id = id }
    }

    final class NameCell: TerminalTableViewCell {}

    /// A table of 20 × 6 showing `names` through a binder with the given editing.
    @MainActor final class TableFixture: KeyboardFixture<TerminalTableView, [Name]> {
        lazy var binder = TableViewBinder(tableView: view.validated(), scheduler: scheduler)

        init(_ names: [String], edit: (TableViewModelSingleSectionBinder<NameCell, SingleSection, Name>, TableFixture) -> Void) {
            super.init(names: names.map(Name.init), width: 20, height: 6) { TerminalTableView(clock: $0) }
            let chain = binder.onTable().bind(cellType: NameCell.self, models: { [unowned self] in self.names })
                .onDequeue { _, cell, name in cell.lines = [TerminalLine(StyledText(name.id))] }
            edit(chain, self)
            binder.finish()
            view.selectRow(at: ItemPath(row: 0, section: 0))
        }

        /// Changes the data with `change` and applies the update, while the user is in the middle of an edit.
        func update(_ change: (inout [Name]) -> Void) {
            change(&names)
            binder.refresh()
            scheduler.flush()
        }
    }

    @Test func aDeleteConfirmationFollowsItsRowThroughAnUpdate() {
        let fixture = TableFixture(["Ann", "Bob", "Cid"]) { chain, fixture in
            chain.onDelete { row, name in fixture.log.append("delete \(name.id)"); fixture.names.remove(at: row) }
        }
        fixture.press(.down, .delete)
        fixture.update { $0.insert(Name("Zed"), at: 0) }
        #expect(fixture.view.hasEditInProgress, "the row asked about is still there: the confirmation stays")
        fixture.press(.enter)
        #expect(fixture.log == ["delete Bob"], "Enter deletes the row the user chose, now one lower: \(fixture.log)")
        #expect(fixture.names.map(\.id) == ["Zed", "Ann", "Cid"])
    }

    @Test func aDeleteConfirmationEndsWhenItsRowGoesOrIsReloaded() {
        let fixture = TableFixture(["Ann", "Bob", "Cid"]) { chain, fixture in
            chain.onDelete { row, name in fixture.log.append("delete \(name.id)"); fixture.names.remove(at: row) }
        }
        fixture.press(.down, .delete)
        fixture.update { $0.remove(at: 1) }
        #expect(!fixture.view.hasEditInProgress, "the row asked about went: the confirmation ends")
        fixture.press(.enter)
        #expect(fixture.log.isEmpty && fixture.names.map(\.id) == ["Ann", "Cid"], "and Enter deletes nothing: \(fixture.log)")
    }

    @Test func aSwipeMenuFollowsItsRowThroughAnUpdate() {
        let fixture = TableFixture(["Ann", "Bob"]) { chain, fixture in
            chain.trailingSwipeActions { _, name in
                [SwipeAction(title: "Favourite") { done in fixture.log.append("favourite \(name.id)"); done(true) }]
            }
        }
        fixture.press(.down, .tab)
        fixture.update { $0.insert(Name("Zed"), at: 0) }
        fixture.press(.enter)
        #expect(fixture.log == ["favourite Bob"], "the action runs for the row whose menu it is: \(fixture.log)")
    }

    @Test func aMoveStartsOverFromWhereItsRowWent() {
        let fixture = TableFixture(["Ann", "Bob", "Cid"]) { chain, fixture in
            chain.onMove { from, to, name in
                fixture.log.append("move \(name.id) \(from)→\(to)")
                fixture.names.insert(fixture.names.remove(at: from), at: to)
            }
        }
        fixture.binder.setEditing(true, animated: true)
        fixture.press(.character("m"), .down)
        fixture.update { $0.insert(Name("Zed"), at: 0) }
        #expect(fixture.view.hasEditInProgress, "the row being moved is still there: the move goes on")
        fixture.press(.enter)
        #expect(fixture.log.isEmpty, "it starts over from the row's new place, so a drop there moves nothing: \(fixture.log)")
        fixture.press(.character("m"), .down, .enter)
        #expect(fixture.log == ["move Ann 1→2"], "a move after the update takes the row from where it is now: \(fixture.log)")
    }

    @Test func anUpdateShownAsAReloadEndsTheEdit() {
        let fixture = TableFixture(["Ann", "Bob"]) { chain, fixture in
            chain.onDelete { row, name in fixture.log.append("delete \(name.id)"); fixture.names.remove(at: row) }
        }
        fixture.binder.maximumAnimatedChanges = 0
        fixture.press(.down, .delete)
        fixture.update { $0.insert(Name("Zed"), at: 0) }
        #expect(!fixture.view.hasEditInProgress, "a reload says nothing of where the row went: the edit ends")
        fixture.press(.enter)
        #expect(fixture.log.isEmpty)
    }

    final class Tile: TerminalCollectionViewCell {}

    @Test func onAGridTooADeleteConfirmationFollowsItsTileAndEndsWhenItGoes() {
        final class GridFixture: KeyboardFixture<TerminalCollectionView, [Name]> {
            lazy var binder = CollectionViewBinder(collectionView: view.validated(), scheduler: scheduler)
        }
        let fixture = GridFixture(names: ["fig", "kiwi", "lime"].map(Name.init), width: 20, height: 6) {
            TerminalCollectionView(clock: $0)
        }
        fixture.binder.onCollection().bind(cellType: Tile.self, models: { [unowned fixture] in fixture.names })
            .onDequeue { _, cell, name in cell.lines = [TerminalLine(StyledText(name.id))] }
            .itemSize { _, _ in Size(width: 6, height: 1) }
            .onDelete { [unowned fixture] item, name in fixture.log.append("delete \(name.id)"); fixture.names.remove(at: item) }
        fixture.binder.finish()
        fixture.view.selectItem(at: ItemPath(item: 0, section: 0))
        func update(_ change: (inout [Name]) -> Void) {
            change(&fixture.names)
            fixture.binder.refresh()
            fixture.scheduler.flush()
        }

        fixture.press(.right, .delete)
        update { $0.insert(Name("date"), at: 0) }
        #expect(fixture.view.hasEditInProgress, "the tile asked about is still there")
        fixture.press(.enter)
        #expect(fixture.log == ["delete kiwi"], "Enter deletes the tile the user chose: \(fixture.log)")

        fixture.view.selectItem(at: ItemPath(item: 2, section: 0))
        fixture.press(.delete)
        update { $0.removeAll { $0.id == "lime" } }
        #expect(!fixture.view.hasEditInProgress, "its tile went: the confirmation ends")
        fixture.press(.enter)
        #expect(fixture.log == ["delete kiwi"], "and nothing else is deleted: \(fixture.log)")
    }
}
