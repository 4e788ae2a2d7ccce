import Testing
import BraidDiff

/// `StageOldItems`: a new section's rows that still show old content, looked up and written like a dictionary.
@Suite("StageOldItems")
struct StageOldItemsTests {
    private func path(_ item: Int, _ section: Int) -> ItemPath { ItemPath(item: item, section: section) }

    @Test func aRowIsLookedUpByItsNumberAndOtherRowsShowTheirNewItem() {
        let items: StageOldItems = [7: path(2, 1), 1: path(0, 0), 4: path(9, 3)]
        #expect(items[1] == path(0, 0) && items[4] == path(9, 3) && items[7] == path(2, 1), "each row finds its old path")
        #expect([0, 2, 3, 5, 6, 8, -1].allSatisfy { items[$0] == nil }, "rows not given show their new item")
        #expect(items.count == 3 && !items.isEmpty)
        #expect(StageOldItems()[0] == nil && StageOldItems().isEmpty && StageOldItems().count == 0)
    }

    @Test func rowsAreVisitedInAscendingOrderWhateverOrderTheyCameIn() {
        let items = StageOldItems([(row: 5, path: path(1, 0)), (row: 2, path: path(3, 0)), (row: 9, path: path(0, 2))])
        #expect(items.map(\.row) == [2, 5, 9], "ascending rows")
        #expect(items.map(\.path) == [path(3, 0), path(1, 0), path(0, 2)], "each with its own path")
        #expect(items.rows == [2, 5, 9] && items.paths == [path(3, 0), path(1, 0), path(0, 2)])
    }

    @Test func aRowGivenTwiceShowsTheLastPathGiven() {
        let items = StageOldItems([(row: 3, path: path(0, 0)), (row: 1, path: path(5, 5)), (row: 3, path: path(8, 1))])
        #expect(items[3] == path(8, 1) && items.count == 2, "\(Array(items))")
    }

    @Test func theSameRowsAreEqualWhateverOrderTheyCameIn() {
        let ascending: StageOldItems = [1: path(0, 0), 2: path(1, 0)]
        let descending: StageOldItems = [2: path(1, 0), 1: path(0, 0)]
        #expect(ascending == descending && ascending.hashValue == descending.hashValue)
        #expect(ascending != [1: path(0, 0)] && ascending != [1: path(0, 0), 2: path(2, 0)])
    }

    @Test func aDiffsIntermediateDataListsItsUpdatedRowsInOrder() {
        // d moves to the front and c changes: UIKit would reload c where it was (moves ignored), so the move takes one
        // batch and the reload a second, and between them c shows its old content at its new row, 3.
        let old = [DiffSection(id: "A", itemIDs: ["a", "b", "c", "d"])]
        let new = [DiffSection(id: "A", itemIDs: ["d", "a", "b", "c"])]
        let stages = SectionedDiff(from: old, to: new, itemContentEquals: { old, _ in old.item != 2 }).batchStages()
        #expect(stages.count == 2, "\(stages)")
        guard case .intermediate(let sections) = stages.first?.data, case .new(0, nil, let oldItems) = sections.first else {
            Issue.record("a first stage with intermediate data: \(stages)")
            return
        }
        #expect(Array(oldItems).map(\.row) == [3] && oldItems[3] == path(2, 0), "\(Array(oldItems))")
    }
}
