#if !canImport(UIKit)
import BraidTesting
import BraidUIKit
import Foundation
import Testing
import UIKitStandIn

/// Rows described by content on the chain (`bind(content:models:)`) on the stand-in: the host's own content cell gets
/// the model's content as list content, a changed content reaches UIKit as `reconfigureRows(at:)` of that row alone, an
/// unchanged one not at all, and a flipped switch reaches the chain's `onToggle` with the model.
@MainActor
@Suite struct UIKitContentRowBindingTests {
    struct Setting: Identifiable {
        var id: String
        var isOn: Bool
        var content: RowContent { RowContent(text: id, accessories: [.toggle(isOn: isOn)]) }
    }

    @Test func aTableShowsContentRowsAndReconfiguresOnlyChangedContent() throws {
        let fixture = UIKitFixture()
        let binder = TableViewBinder(tableView: fixture.tableView, scheduler: fixture.scheduler)
        var settings = [Setting(id: "Wi-Fi", isOn: true), Setting(id: "Bluetooth", isOn: false)]
        var heard: [String] = []
        binder.onTable()
            .bind(content: \.content, models: { settings })
            .onToggle { row, setting, isOn in
                heard.append("\(row) \(setting.id) \(isOn)")
                settings[row].isOn = isOn
            }
            .bind(headerContent: HeaderFooterContent(text: "Radios"))
        binder.finish()
        #expect(fixture.screen == ["# Radios", "Wi-Fi", "Bluetooth"], "\(fixture.screen)")
        let cell = try #require(fixture.tableView.cellForRow(at: IndexPath(row: 1, section: 0)) as? UIKitContentTableViewCell,
                                "the table's own content cell")
        #expect(cell.contentConfiguration is UIListContentConfiguration, "shown as list content")

        let batchesBefore = fixture.batches.count
        binder.refresh()
        fixture.scheduler.flush()
        #expect(fixture.batches.count == batchesBefore || fixture.batches.last?.batch.isEmpty == true,
                "nothing changed: no reconfigure")

        let toggle = try #require(cell.accessoryView as? UISwitch)
        toggle.isOn = true
        toggle.sendActions(for: .valueChanged)
        #expect(heard == ["1 Bluetooth true"], "the chain hears the switch with the model")

        settings[0].isOn = false
        binder.refresh()
        fixture.scheduler.flush()
        #expect(fixture.batches.last?.batch.itemReconfigures == [ItemPath(row: 0, section: 0), ItemPath(row: 1, section: 0)],
                "the rows whose content changed, as reconfigureRows(at:): \(fixture.batches.map(\.batch))")
        #expect(fixture.tableView.cellForRow(at: IndexPath(row: 1, section: 0)) === cell, "in place")
    }

    @Test func aTablesDetailButtonReachesTheChainsOnDetailButtonAndTheAppsDelegate() throws {
        let fixture = UIKitFixture()
        let binder = TableViewBinder(tableView: fixture.tableView, scheduler: fixture.scheduler)
        var heard: [String] = []
        binder.onTable()
            .bind(content: { RowContent(text: $0, accessories: $0 == "Ada" ? [.detailButton] : []) }, models: ["Ada", "Alan"])
            .onDetailButton { row, name in heard.append("\(row) \(name)") }
        binder.finish()
        let app = AppTableDelegate()
        binder.tableViewDelegate = app
        let delegate = try #require(fixture.tableView.delegate as? any UITableViewDelegate)
        delegate.tableView(fixture.tableView, accessoryButtonTappedForRowWith: IndexPath(row: 0, section: 0))
        delegate.tableView(fixture.tableView, accessoryButtonTappedForRowWith: IndexPath(row: 1, section: 0))
        #expect(heard == ["0 Ada"], "UIKit's accessory tap is the content's detail button, where the content has one")
        #expect(app.log.calls == ["accessory 0", "accessory 1"], "and still reaches the app's delegate")
    }

    @Test func aCollectionViewShowsContentRowsInListCells() throws {
        let fixture = CollectionFixture()
        let binder = fixture.sectioned()
        var names = ["Ada", "Alan"]
        binder.onSection(.top).bind(content: { RowContent(text: $0) }, models: { names })
        binder.displayedSections = [.top]
        binder.finish()
        let cell = try #require(fixture.collectionView.cellForItem(at: IndexPath(item: 0, section: 0)) as? UIKitContentListCell)
        #expect((cell.contentConfiguration as? UIListContentConfiguration)?.text == "Ada")
        names[1] = "Grace"
        binder.refresh()
        fixture.scheduler.flush()
        #expect((fixture.collectionView.cellForItem(at: IndexPath(item: 1, section: 0)) as? UIKitContentListCell)?.viewModel?.text == "Grace")
    }

    @Test func aTreeOfContentRowsShowsItsOutlineAndTurnsTheDisclosureOfTheRowItOpens() throws {
        let fixture = UIKitFixture()
        let binder = TableViewBinder(tableView: fixture.tableView, scheduler: fixture.scheduler)
        binder.onTable().bind(content: { node in RowContent(text: node.model.name) }, tree: UIKitOutlineTests.tree, children: \.children)
        binder.finish()
        #expect(fixture.screen == ["a", "e"], "\(fixture.screen)")
        let row = try #require(fixture.tableView.cellForRow(at: IndexPath(row: 0, section: 0)) as? UIKitContentTableViewCell,
                               "the table's own content cell")
        #expect((row.accessoryView as? UIButton)?.image(for: .normal)?.systemName == "chevron.right", "a closed disclosure")

        binder.expand(Node("a"))
        fixture.scheduler.flush()
        #expect(fixture.screen == ["a", "b", "d", "e"], "\(fixture.screen)")
        let opened = try #require(fixture.tableView.cellForRow(at: IndexPath(row: 1, section: 0)))
        #expect(opened.indentationLevel == 1, "a child one level in")
        #expect((fixture.tableView.cellForRow(at: IndexPath(row: 0, section: 0))?.accessoryView as? UIButton)?
                    .image(for: .normal)?.systemName == "chevron.down",
                "the opened row reconfigured: its disclosure turned")
        #expect(fixture.tableView.cellForRow(at: IndexPath(row: 0, section: 0)) === row, "in place: the very cell")
    }
}
#endif
