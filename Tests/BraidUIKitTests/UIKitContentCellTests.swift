#if !canImport(UIKit)
import BraidTesting
import BraidUIKit
import Foundation
import Testing
import UIKitStandIn

/// UIKit's content cells on the stand-in: a table's cell gets list content (a value cell beside, a subtitle cell
/// below) and the table cell's accessories, a collection view's list cell the list cell's accessories; a flipped switch
/// reaches the chain; the header views get their list content — bound through the binders' view-model binding, as
/// content rows are bound.
@MainActor
@Suite struct UIKitContentCellTests {
    @Test func eachUIKitHostNamesItsContentCellAndHeaderView() {
        let table = TableViewBinder(tableView: UITableView(frame: .zero, style: .plain)).tableView
        let collection = CollectionViewBinder(collectionView: UICollectionView(
            frame: .zero, collectionViewLayout: UICollectionViewFlowLayout())).collectionView
        #expect(table.contentCellType == UIKitContentTableViewCell.self)
        #expect(table.headerFooterContentViewType == UIKitContentHeaderFooterView.self)
        #expect(collection.contentCellType == UIKitContentListCell.self)
        #expect(collection.supplementaryContentViewType == UIKitContentSupplementaryView.self)
    }

    @Test func aTableCellGetsListContentAndTheTableCellsAccessories() throws {
        let fixture = UIKitFixture()
        let binder = TableViewBinder(tableView: fixture.tableView, scheduler: fixture.scheduler)
        binder.onTable()
            .bind(cellType: UIKitContentTableViewCell.self, viewModels: [
                RowContent(text: "Wi-Fi", secondaryText: "Home", image: .system("wifi", glyph: "≋"),
                           accessories: [.disclosureIndicator]),
                RowContent(text: "Ada", secondaryText: "Engineer", secondaryTextPlacement: .below,
                           accessories: [.detailButton, .disclosureIndicator]),
                RowContent(text: "Disk", accessories: [.checkmark, .badge("3")]),
            ])
            .bind(headerType: UIKitContentHeaderFooterView.self, viewModel: HeaderFooterContent(text: "Network", secondaryText: "3"))
        binder.finish()
        #expect(fixture.screen == ["# Network | 3", "Wi-Fi | Home", "Ada | Engineer", "Disk"])
        let cells = try (0..<3).map { try #require(fixture.tableView.cellForRow(at: IndexPath(row: $0, section: 0)) as? UIKitContentTableViewCell) }
        let lists = cells.map { $0.contentConfiguration as? UIListContentConfiguration }
        #expect(lists.map { $0?.standInStyle } == [.valueCell, .subtitleCell, .valueCell], "beside: a value cell; below: a subtitle cell")
        #expect(lists[0]?.image?.systemName == "wifi" && lists[1]?.image == nil, "the system image the content names")
        #expect(lists[2]?.secondaryText == nil, "no secondary text: none, not an empty one")
        #expect(cells.map(\.accessoryType) == [.disclosureIndicator, .detailDisclosureButton, .checkmark])
        #expect(cells[0].accessoryView == nil && (cells[2].accessoryView as? UILabel)?.text == "3",
                "a badge is a label in the accessory view")
    }

    @Test func aTableCellsSwitchShowsTheToggleAndItsFlipReachesTheChain() throws {
        let fixture = UIKitFixture()
        let binder = TableViewBinder(tableView: fixture.tableView, scheduler: fixture.scheduler)
        var heard: [String] = []
        binder.onTable()
            .bind(cellType: UIKitContentTableViewCell.self, viewModels: [
                RowContent(text: "Alarm"), RowContent(text: "Wake up", accessories: [.label("7:00"), .toggle(isOn: false)]),
            ])
            .onEvent(from: UIKitContentTableViewCell.self) { row, _, event in heard.append("\(row) \(event)") }
        binder.finish()
        let cell = try #require(fixture.tableView.cellForRow(at: IndexPath(row: 1, section: 0)) as? UIKitContentTableViewCell)
        let toggle = try #require(cell.accessoryView as? UISwitch, "a toggle is a switch, which wins over the label")
        #expect(!toggle.isOn)
        toggle.isOn = true
        toggle.sendActions(for: .valueChanged)
        #expect(heard == ["1 toggled(isOn: true)"], "the chain hears the switch's new state")
        #expect(cell.viewModel?.toggleIsOn == true, "the cell's content follows the switch")
    }

    @Test func aListCellGetsListContentAndTheListCellsAccessories() throws {
        let fixture = CollectionFixture()
        fixture.layout.headerReferenceSize = CGSize(width: 300, height: 30)
        let binder = fixture.sectioned()
        var heard: [String] = []
        binder.onSection(.top)
            .bind(cellType: UIKitContentListCell.self, viewModels: [
                RowContent(text: "Wi-Fi", secondaryText: "Home", accessories: [.disclosureIndicator, .checkmark]),
                RowContent(text: "Ada", secondaryText: "Engineer", secondaryTextPlacement: .below,
                           accessories: [.detailButton, .label("7:00"), .badge("3"), .toggle(isOn: true)]),
            ])
            .onEvent(from: UIKitContentListCell.self) { item, _, event in heard.append("\(item) \(event)") }
            .bind(headerType: UIKitContentSupplementaryView.self, viewModel: HeaderFooterContent(text: "Network"))
        binder.displayedSections = [.top]
        binder.finish()
        #expect(fixture.screen == ["# Network", "Wi-Fi | Home | Ada | Engineer"])
        let cells = try (0..<2).map { try #require(fixture.collectionView.cellForItem(at: IndexPath(item: $0, section: 0)) as? UIKitContentListCell) }
        #expect(cells.map { ($0.contentConfiguration as? UIListContentConfiguration)?.standInStyle } == [.valueCell, .subtitleCell])
        #expect(cells[0].accessories.map(\.accessoryType) == [.disclosureIndicator, .checkmark])
        let second = cells[1].accessories
        #expect(second.count == 4 && second[0].accessoryType == .detail && second[1].standInLabelText == "7:00"
                && second[2].standInLabelText == "3", "the detail button, then a label for the label and the badge")
        guard second.count == 4, case .customView(let view) = second[3].accessoryType, let toggle = view as? UISwitch else {
            Issue.record("a toggle is a switch in a custom view accessory"); return
        }
        #expect(toggle.isOn)
        toggle.isOn = false
        toggle.sendActions(for: .valueChanged)
        #expect(heard == ["1 toggled(isOn: false)"])
        second[0].standInActionHandler?()
        #expect(heard == ["1 toggled(isOn: false)", "1 detailButtonTapped"], "a tap on the detail button reaches the chain")
    }

    @Test func aListCellKeepsTheOutlineDisclosureWhenItsContentChanges() throws {
        let cell = UIKitContentListCell()
        cell.accessories = [.outlineDisclosure()]
        cell.viewModel = RowContent(text: "Folder", accessories: [.checkmark])
        #expect(cell.accessories.map(\.accessoryType) == [.outlineDisclosure, .checkmark])
        cell.viewModel = RowContent(text: "Folder")
        #expect(cell.accessories.map(\.accessoryType) == [.outlineDisclosure])
    }

    @Test func aTreeOfContentRowsKeepsItsOutlineOnATableAndBesideTheContentsAccessoriesInAList() throws {
        let table = UIKitFixture()
        let tableBinder = TableViewBinder(tableView: table.tableView, scheduler: table.scheduler)
        tableBinder.onTable().bind(cellType: UIKitContentTableViewCell.self, tree: { UIKitOutlineTests.tree }, children: \.children)
            .onDequeue { _, cell, node in cell.viewModel = RowContent(text: node.model.name, accessories: [.label("1")]) }
        tableBinder.finish()
        let row = try #require(table.tableView.cellForRow(at: IndexPath(row: 0, section: 0)))
        #expect(table.screen == ["a", "e"] && row.indentationLevel == 0)
        #expect(row.accessoryView is UIButton, "the outline disclosure takes the accessory view, in place of the label")

        let list = CollectionFixture()
        list.layout.itemSize = CGSize(width: 300, height: 40)
        let listBinder = CollectionViewBinder(collectionView: list.collectionView, scheduler: list.scheduler)
        listBinder.onCollection().bind(cellType: UIKitContentListCell.self, tree: { UIKitOutlineTests.tree }, children: \.children)
            .onDequeue { _, cell, node in cell.viewModel = RowContent(text: node.model.name, accessories: [.checkmark]) }
        listBinder.finish()
        let item = try #require(list.collectionView.cellForItem(at: IndexPath(item: 0, section: 0)) as? UIKitContentListCell)
        #expect(list.screen == ["a", "e"])
        #expect(item.accessories.map(\.accessoryType) == [.checkmark, .outlineDisclosure], "both, in a list cell")
    }

    @Test func imagesAreShownWhenTheyNameASystemImage() {
        #expect(UIKitContentTableViewCell.canShow(.system("star")) && UIKitContentListCell.canShow(.system("star")))
        #expect(!UIKitContentTableViewCell.canShow(.glyph("★")), "a glyph alone is the text hosts'")
    }
}
#endif
