import Braid
import BraidTesting
import Testing

/// Context menus on the chains, on a headless table and a headless collection view: what a long press opens,
/// which chain's menu a section gets (by name, else all sections, else any section), and an action's handler
/// acting on the model the menu was opened for.
@MainActor
@Suite("Context menus")
struct ContextMenuTests {
    /// The menu a long press on (`row`, `section`) opens, on either kind of view.
    private func menu<K: HeadlessKind>(_ fixture: KindFixture<K>, _ row: Int, _ section: Int) -> ContextMenu? {
        if let table = fixture.view as? HeadlessTableView { return table.contextMenu(row: row, section: section) }
        if let collection = fixture.view as? HeadlessCollectionView { return collection.contextMenu(item: row, section: section) }
        return nil
    }

    @discardableResult
    private func perform<K: HeadlessKind>(_ fixture: KindFixture<K>, _ titles: [String], _ row: Int, _ section: Int) -> Bool {
        if let table = fixture.view as? HeadlessTableView { return table.performContextMenuAction(titles, row: row, section: section) }
        if let collection = fixture.view as? HeadlessCollectionView {
            return collection.performContextMenuAction(titles, item: row, section: section)
        }
        return false
    }

    /// Favourite (on for "b"), Share ▸ Mail / Messages (disabled), Delete (destructive): each logs its model.
    private static func songMenu(_ model: String, calls: CallLog) -> ContextMenu {
        ContextMenu(title: model, children: [
            .action(ContextMenuAction(title: "Favourite", symbolName: "star", state: model == "b" ? .on : .off) { calls.record("favourite \(model)") }),
            .menu(ContextMenu(title: "Share", children: [
                .action(ContextMenuAction(title: "Mail") { calls.record("mail \(model)") }),
                .action(ContextMenuAction(title: "Messages", isDisabled: true) { calls.record("messages \(model)") }),
            ])),
            .action(ContextMenuAction(title: "Delete", symbolName: "trash", isDestructive: true) { calls.record("delete \(model)") }),
        ])
    }

    @Test(arguments: [ViewKind.table, .collection])
    func aSingleSectionChainsMenuIsTypedByTheModelAndItsActionsGetIt(kind: ViewKind) {
        switch kind {
        case .table: singleSection(KindFixture<TableViewKind>())
        case .collection: singleSection(KindFixture<CollectionViewKind>())
        }
    }

    private func singleSection<K: HeadlessKind>(_ fixture: KindFixture<K>) {
        var models = ["a", "b", "c"]
        let binder = fixture.plain()
        let calls = fixture.calls
        K.onOnlySection(binder)
            .bind(cellType: K.Text.self, models: { models })
            .contextMenu { row, _, model in row == 2 ? nil : Self.songMenu(model, calls: calls) }
        binder.finish()
        let menu = menu(fixture, 1, 0)
        #expect(menu?.title == "b")
        #expect(menu?.children.map(\.title) == ["Favourite", "Share", "Delete"])
        #expect(menu?.action(at: ["Favourite"])?.state == .on)
        #expect(menu?.action(at: ["Favourite"])?.symbolName == "star")
        #expect(menu?.action(at: ["Delete"])?.isDestructive == true)
        #expect(menu?.action(at: ["Share", "Messages"])?.isDisabled == true)
        #expect(menu?.action(at: ["Share"]) == nil, "a submenu is not an action")
        #expect(self.menu(fixture, 2, 0) == nil, "the chain gave no menu for row 2")

        #expect(perform(fixture, ["Share", "Mail"], 1, 0))
        #expect(perform(fixture, ["Delete"], 0, 0))
        #expect(fixture.calls.calls == ["mail b", "delete a"])

        // The data changes while a menu is open: its actions act on the model it was opened for.
        let open = self.menu(fixture, 0, 0)
        models = ["z", "a", "b", "c"]
        binder.refresh()
        fixture.flush()
        open?.action(at: ["Favourite"])?.handler()
        #expect(fixture.calls.calls.last == "favourite a")
        #expect(self.menu(fixture, 0, 0)?.title == "z", "a new menu is for the row's model now")
        #expect(fixture.log.entries.isEmpty, "\(fixture.log.entries)")
    }

    @Test(arguments: [ViewKind.table, .collection])
    func aTitleThatIsNotThereADisabledActionAndARowWithoutAMenuAreReported(kind: ViewKind) {
        switch kind {
        case .table: reported(KindFixture<TableViewKind>())
        case .collection: reported(KindFixture<CollectionViewKind>())
        }
    }

    private func reported<K: HeadlessKind>(_ fixture: KindFixture<K>) {
        let binder = fixture.plain()
        let calls = fixture.calls
        K.onOnlySection(binder)
            .bind(cellType: K.Text.self, models: ["a", "b"])
            .contextMenu { row, _, model in row == 1 ? nil : Self.songMenu(model, calls: calls) }
        binder.finish()
        let missing = fixture.view.expectError { perform(fixture, ["Share", "Fax"], 0, 0) }
        #expect(missing?.kind == .invalidArgument)
        #expect(missing?.message.contains("Share ▸ [Mail, Messages]") == true, "\(missing?.message ?? "")")
        let disabled = fixture.view.expectError { perform(fixture, ["Share", "Messages"], 0, 0) }
        #expect(disabled?.message.contains("disabled") == true)
        let none = fixture.view.expectError { perform(fixture, ["Delete"], 1, 0) }
        #expect(none?.message.contains("has no context menu") == true)
        let invisible = fixture.view.expectError { _ = menu(fixture, 5, 0) }
        #expect(invisible?.kind == .noVisibleCell)
        #expect(fixture.calls.calls.isEmpty, "nothing ran")
    }

    @Test(arguments: [ViewKind.table, .collection])
    func aMenuBoundByNameWinsOverAllSectionsWhichWinsOverAnySection(kind: ViewKind) {
        switch kind {
        case .table: resolution(KindFixture<TableViewKind>())
        case .collection: resolution(KindFixture<CollectionViewKind>())
        }
    }

    private func resolution<K: HeadlessKind>(_ fixture: KindFixture<K>) {
        let binder = fixture.sectioned(Section.self)
        func menu(_ title: String) -> ContextMenu { ContextMenu(title: title, children: [.action(ContextMenuAction(title: "Go") {})]) }
        binder.onSection(.first)
            .bind(cellType: K.Text.self, models: ["f"])
            .contextMenu { row, _, model in menu("named \(model) \(row)") }
        binder.onAllSections()
            .bind(cellType: K.Text.self, models: [.second: ["s"], .third: ["t"]])
            .contextMenu { section, row, _, model in section == .third ? nil : menu("all \(model) \(row)") }
        binder.onAnySection().contextMenu { section, _, _ in menu("any \(section)") }
        binder.displayedSections = [.first, .second, .third]
        binder.finish()
        #expect(self.menu(fixture, 0, 0)?.title == "named f 0")
        #expect(self.menu(fixture, 0, 1)?.title == "all s 0")
        #expect(self.menu(fixture, 0, 2) == nil, "the all-sections chain decides for its sections, and gave none")
        #expect(fixture.log.entries.isEmpty, "\(fixture.log.entries)")
    }

    @Test func anAnySectionMenuIsTheLastFallbackAndAnEmptyMenuIsWarnedAndNotShown() {
        let fixture = Fixture()
        let binder = fixture.sectioned(Section.self)
        binder.onSections(.first, .second).bind(cellType: TextCell.self, models: [.first: ["f"], .second: ["s"]])
        binder.onSection(.second).contextMenu { _, _ in ContextMenu(children: []) }
        binder.onAnySection().contextMenu { section, row, _ in
            ContextMenu(title: "any \(section) \(row)", children: [.action(ContextMenuAction(title: "Go") {})])
        }
        binder.displayedSections = [.first, .second]
        binder.finish()
        #expect(fixture.table.contextMenu(row: 0, section: 0)?.title == "any first 0")
        #expect(fixture.table.contextMenu(row: 0, section: 1) == nil)
        #expect(fixture.log.warnings.count == 1, "an empty menu: \(fixture.log.entries)")
    }
}
