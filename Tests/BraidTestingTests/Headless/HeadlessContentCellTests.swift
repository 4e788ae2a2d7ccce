import Braid
import Testing
@testable import BraidTesting

/// The headless views' content cells and header/footer views show a content's plain text, so that a test reads what a
/// content row shows; a toggle flipped as a finger would reaches the chain's `onEvent(from:)`.
@MainActor
@Suite struct HeadlessContentCellTests {
    enum Shelf: Int, TableViewSection, Comparable { case settings }

    @Test func eachViewNamesItsKindsContentCellAndHeaderView() {
        let table = HeadlessTableView(viewportSize: Size(width: 40, height: 10))
        let collection = HeadlessCollectionView(viewportSize: Size(width: 40, height: 10))
        #expect(table.contentCellType == HeadlessContentTableViewCell.self)
        #expect(collection.contentCellType == HeadlessContentCollectionViewCell.self)
        #expect(table.headerFooterContentViewType == HeadlessContentHeaderFooterView.self)
        #expect(collection.supplementaryContentViewType == HeadlessContentSupplementaryView.self)
        #expect(ValidatingHost(table).headerFooterContentViewType == HeadlessContentHeaderFooterView.self,
                "a validating host passes the header view on")
        #expect(ValidatingHost(collection).supplementaryContentViewType == HeadlessContentSupplementaryView.self)
    }

    @Test func aTableShowsItsContentRowsAndHeaderAsText() {
        let table = HeadlessTableView(viewportSize: Size(width: 40, height: 10))
        let binder = TableViewBinder(tableView: table)
        binder.onTable()
            .bind(cellType: HeadlessContentTableViewCell.self, viewModels: [
                RowContent(text: "Wi-Fi", secondaryText: "Home", image: .system("wifi", glyph: "≋"),
                           accessories: [.disclosureIndicator]),
                RowContent(text: "Ada", secondaryText: "Engineer", secondaryTextPlacement: .below,
                           image: .system("person"), accessories: [.badge("2"), .checkmark]),
            ])
            .bind(headerType: HeadlessContentHeaderFooterView.self, viewModel: HeaderFooterContent(text: "Network", secondaryText: "2"))
        binder.finish()
        #expect(table.screen == ["# Network | 2", "≋ Wi-Fi | Home ›", "Ada (2) ✓\nEngineer"],
                "the glyph leads, the secondary text goes beside or on a line below; an image without a glyph is left out")
        #expect(table.rectForRow(at: ItemPath(row: 1, section: 0)).height == 2, "a row with a line below is two lines tall")
    }

    @Test func aToggleFlippedAsAFingerWouldShowsFlippedAndReachesTheChain() {
        let collection = HeadlessCollectionView(viewportSize: Size(width: 40, height: 10))
        let binder = SectionedCollectionViewBinder(collectionView: collection, sectionedBy: Shelf.self)
        var heard: [String] = []
        binder.onSection(.settings)
            .bind(cellType: HeadlessContentCollectionViewCell.self, viewModels: [
                RowContent(text: "Alarm"), RowContent(text: "Wake up", accessories: [.toggle(isOn: false)]),
            ])
            .onEvent(from: HeadlessContentCollectionViewCell.self) { item, _, event in heard.append("\(item) \(event)") }
            .bind(headerType: HeadlessContentSupplementaryView.self, viewModel: HeaderFooterContent(text: "Clock"))
        binder.displayedSections = [.settings]
        binder.finish()
        let wakeUp = ItemPath(row: 1, section: 0)
        collection.emitEvent(fromCellAt: ItemPath(row: 0, section: 0), as: HeadlessContentCollectionViewCell.self) {
            #expect(!$0.flipToggle(), "a row without a toggle has none to flip")
        }
        collection.emitEvent(fromCellAt: wakeUp, as: HeadlessContentCollectionViewCell.self) {
            #expect($0.flipToggle())
        }
        #expect(heard == ["1 toggled(isOn: true)"], "the chain hears the new state, from the item where the cell is")
        collection.emitEvent(fromCellAt: wakeUp, as: HeadlessContentCollectionViewCell.self) {
            #expect(!$0.userTappedDetailButton(), "no detail button: nothing to tap")
        }
        #expect(heard.count == 1)
        #expect(collection.screen == ["# Clock", "Alarm", "Wake up [x]"], "the cell shows it flipped at once")
    }
}
