import Braid
import Testing
@testable import BraidTerminal

/// Selection and display in the terminal grid, through a binder: Enter taps the selected item, when the chain lets
/// it be selected, deselecting the item tapped before; items that leave the view are ended once, with their models.
@MainActor
@Suite struct TerminalCollectionViewRowEventsTests {
    @Test func enterSelectsWhatCanSelectAllowsDeselectsTheItemBeforeAndDeletedItemsDisappear() {
        var calls: [String] = []
        let grid = ShelfGrid([.fruit: ["apple", "fig", "pear"]], width: 20, height: 4) { chain in
            chain.itemSize { _, _, _ in Size(width: 6, height: 1) }
                .canSelect { _, _, produce in produce.id != "fig" }
                .onTapped { _, _, _, produce in calls.append("tap \(produce.id)") }
                .onDeselected { _, _, produce in calls.append("deselect \(produce.id)") }
                .onDisappear { _, _, _, produce in calls.append("gone \(produce.id)") }
        }
        _ = grid.screen
        grid.view.handle(.key(.right))  // selects the first item
        grid.view.handle(.key(.enter))
        grid.view.handle(.key(.right))
        grid.view.handle(.key(.enter))
        grid.view.handle(.key(.right))
        grid.view.handle(.key(.enter))
        #expect(calls == ["tap apple", "deselect apple", "tap pear"], "fig may not be selected; pear deselects apple: \(calls)")
        calls = []
        grid.shelves[.fruit]?.removeFirst()
        grid.refresh()
        _ = grid.screen
        #expect(calls == ["gone apple"], "the deleted item's tile is ended, with its model: \(calls)")
        #expect(grid.view.tappedItem == ItemPath(item: 1, section: 0), "pear stays selected, one place to the left")
    }
}
