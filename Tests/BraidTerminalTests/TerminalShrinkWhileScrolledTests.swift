import Braid
import BraidTesting
import Testing
@testable import BraidTerminal

/// A scrolled view whose data shrinks applies the batch and shows the data: it never asks its data source for rows
/// by their old positions once the data changed (fuzzing found the table trapping here, "the table asked for a
/// cell at 0 - 1, which the binder has no cell binding for").
@MainActor
@Suite struct TerminalShrinkWhileScrolledTests {
    final class NameCell: TerminalTableViewCell {}
    struct Shelf: TableViewSection { var name: String }

    /// A sectioned table of `height` lines bound to `data` (section name → rows), scrolled to its end.
    @MainActor
    private final class ScrolledTable {
        let clock = ManualTerminalClock()
        let table: TerminalTableView
        let scheduler = ManualUpdateScheduler()
        let binder: SectionedTableViewBinder<Shelf>
        var data: [Shelf: [String]]

        init(height: Int, sections: [String], data: [String: [String]]) {
            self.data = Self.shelves(data)
            table = TerminalTableView(clock: clock)
            table.frame = TerminalRect(x: 0, y: 0, width: 20, height: height)
            binder = SectionedTableViewBinder(tableView: table.validated(), sectionedBy: Shelf.self, scheduler: scheduler)
            binder.onAllSections().bind(cellType: NameCell.self, models: { [unowned self] in self.data })
                .onDequeue { _, _, cell, name in cell.lines = [TerminalLine(StyledText(name))] }
            binder.displayedSections = sections.map(Shelf.init)
            binder.finish()
            _ = screen(of: table)
            #expect(table.handle(.key(.end)), "End scrolls to the last row")
            _ = screen(of: table)
        }

        static func shelves(_ data: [String: [String]]) -> [Shelf: [String]] {
            Dictionary(uniqueKeysWithValues: data.map { (Shelf(name: $0.key), $0.value) })
        }

        func show(_ new: [String: [String]]) -> [String] {
            data = Self.shelves(new)
            binder.refresh()
            scheduler.flush()
            clock.advance(by: .seconds(5))  // the deleted rows' fading ends
            return screen(of: table).lines.map { $0.trimmingCharacters(in: .whitespaces) }
        }
    }

    @Test func aTwoLineTableAtItsEndCutToItsLastRowShowsIt() {
        let scene = ScrolledTable(height: 2, sections: ["s"], data: ["s": ["A", "B", "C", "D"]])
        #expect(scene.show(["s": ["D"]]).first == "D", "the last row, now the only one, is shown")
        #expect(scene.table.indexPathsForVisibleRows == [ItemPath(row: 0, section: 0)], "one row is left")
    }

    @Test func aThreeLineTableOf50RowsAtItsEndCutToItsLast3ShowsThem() {
        let rows = (0..<50).map { "r\($0)" }
        let scene = ScrolledTable(height: 3, sections: ["s"], data: ["s": rows])
        let shown = scene.show(["s": Array(rows.suffix(3))])
        #expect(shown == ["r47", "r48", "r49"], "the three rows left fill the view: \(shown)")
    }

    @Test func emptyingTheFirstOfTwoSectionsWhileScrolledToTheEndShowsTheSecond() {
        let scene = ScrolledTable(height: 3, sections: ["a", "b"], data: ["a": (0..<10).map { "a\($0)" }, "b": ["b0", "b1"]])
        let shown = scene.show(["a": [], "b": ["b0", "b1"]])
        #expect(shown.filter { !$0.isEmpty } == ["b0", "b1"], "the second section's rows: \(shown)")
    }

    @Test func aGridAtItsEndCutToItsLastItemShowsIt() {
        let clock = ManualTerminalClock()
        let grid = TerminalCollectionView(clock: clock)
        grid.frame = TerminalRect(x: 0, y: 0, width: 12, height: 2)
        let scheduler = ManualUpdateScheduler()
        let binder = CollectionViewBinder(collectionView: grid.validated(), scheduler: scheduler)
        var names = (0..<40).map { "n\($0)" }
        binder.onCollection().bind(cellType: NameCell.self, models: { names })
            .onDequeue { _, cell, name in cell.lines = [TerminalLine(StyledText(name))] }
        binder.finish()
        var buffer = ScreenBuffer(width: 12, height: 2)
        grid.render(into: &buffer)
        #expect(grid.handle(.key(.end)), "End goes to the last item")
        grid.render(into: &buffer)
        names = ["n39"]
        binder.refresh()
        scheduler.flush()
        clock.advance(by: .seconds(5))
        var after = ScreenBuffer(width: 12, height: 2)
        grid.render(into: &after)
        #expect(after.lines.joined().contains("n39"), "the last item, now the only one, is shown: \(after.lines)")
    }
}
