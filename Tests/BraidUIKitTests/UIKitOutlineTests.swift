#if !canImport(UIKit)
import BraidTesting
@testable import BraidUIKit
import Foundation
import Testing
import UIKitStandIn

/// A node of the outlines these tests bind: a name (its id) and its children.
struct Node: Identifiable, Equatable, OffMainActorDiffable {
    var name: String
    var children: [Node] = []
    var id: String { name }

    init(_ name: String, _ children: [Node] = []) {
        self.name = name
        self.children = children
    }
}

/// A list cell showing its node's name.
final class NodeListCell: UICollectionViewListCell {}

/// Trees on UIKit's views (the stand-in here): a table row's indentation level and disclosure button, a list cell's
/// indentation and outline disclosure; a disclosure's tap expanding and collapsing through validated batches; reused
/// cells; rows of no tree left as the app configured them.
@MainActor
@Suite struct UIKitOutlineTests {
    /// a ▸ (b ▸ (c), d), e
    static let tree = [Node("a", [Node("b", [Node("c")]), Node("d")]), Node("e")]

    private func path(_ row: Int, _ section: Int = 0) -> ItemPath { ItemPath(row: row, section: section) }

    /// The table's cell at `row`, which must be visible.
    private func cell(_ fixture: UIKitFixture, _ row: Int, _ section: Int = 0) -> UITableViewCell? {
        fixture.tableView.cellForRow(at: IndexPath(row: row, section: section))
    }

    /// A row as "level name" plus its disclosure: ▸ (hides its children), ▾ (shows them), · (a leaf's hidden one),
    /// nothing (no Braid disclosure).
    private func outline(_ cell: UITableViewCell?) -> String {
        guard let cell else { return "?" }
        let name = cell.textLabel?.text ?? ""
        guard let button = cell.accessoryView as? UIButton else { return "\(cell.indentationLevel) \(name)" }
        if button.isHidden { return "\(cell.indentationLevel) \(name) ·" }
        switch button.image(for: .normal)?.systemName {
        case "chevron.right": return "\(cell.indentationLevel) \(name) ▸"
        case "chevron.down": return "\(cell.indentationLevel) \(name) ▾"
        default: return "\(cell.indentationLevel) \(name) ?"
        }
    }

    private func rows(_ fixture: UIKitFixture, section: Int = 0) -> [String] {
        (0..<fixture.tableView.numberOfRows(inSection: section)).map { outline(cell(fixture, $0, section)) }
    }

    /// Touches the disclosure button of the cell at `row`.
    private func touchDisclosure(_ fixture: UIKitFixture, _ row: Int) {
        let button = cell(fixture, row)?.accessoryView as? UIButton
        #expect(button != nil, "row \(row) has a disclosure")
        button?.sendActions(for: .primaryActionTriggered)
        fixture.scheduler.flush()
    }

    @Test func theDisclosuresLabelsAreTheAppsTranslationWhereItHasOne() throws {
        // A bundle like an app's, translating one of the two keys in its own `BraidUIKit.strings`.
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("outline-labels-\(UUID().uuidString).bundle")
        defer { try? FileManager.default.removeItem(at: folder) }
        let table = folder.appendingPathComponent("en.lproj/BraidUIKit.strings")
        try FileManager.default.createDirectory(at: table.deletingLastPathComponent(), withIntermediateDirectories: true)
        try #""Expand" = "Développer";"#.write(to: table, atomically: true, encoding: .utf8)
        let bundle = try #require(Bundle(path: folder.path))
        #expect(OutlineDisclosureButton.label("Expand", from: bundle) == "Développer", "the app's translation")
        #expect(OutlineDisclosureButton.label("Collapse", from: bundle) == "Collapse", "a key it does not translate")
        #expect(OutlineDisclosureButton.label("Expand", from: .main) == "Expand", "no table: English")
    }

    @Test func aTablesTreeRowsAreIndentedByDepthAndTheirDisclosureExpandsAndCollapses() {
        let fixture = UIKitFixture()
        let binder = TableViewBinder(tableView: fixture.tableView, scheduler: fixture.scheduler)
        let log = CallLog()
        binder.onTable().bind(cellType: FruitCell.self, tree: { Self.tree }, children: \.children)
            .onDequeue { _, cell, node in cell.textLabel?.text = node.model.name }
            .onTapped { _, _, node in log.record("tap \(node.model.name)") }
        binder.finish()
        #expect(rows(fixture) == ["0 a ▸", "0 e ·"])
        #expect((cell(fixture, 0)?.accessoryView as? UIButton)?.accessibilityLabel == "Expand")

        touchDisclosure(fixture, 0)
        #expect(rows(fixture) == ["0 a ▾", "1 b ▸", "1 d ·", "0 e ·"], "the disclosure expanded a")
        #expect(fixture.batches.map(\.batch) == [
            BatchUpdate(itemInserts: [path(1), path(2)]), BatchUpdate(itemReconfigures: [path(0)]),
        ], "the children were inserted, then a's row reconfigured: its chevron turned")
        #expect((cell(fixture, 0)?.accessoryView as? UIButton)?.accessibilityLabel == "Collapse")
        let delegate = fixture.tableView.delegate as? any UITableViewDelegate
        #expect(delegate?.tableView(fixture.tableView, indentationLevelForRowAt: IndexPath(row: 1, section: 0)) == 1,
                "the delegate answers UIKit the row's depth")

        touchDisclosure(fixture, 1)
        #expect(rows(fixture) == ["0 a ▾", "1 b ▾", "2 c ·", "1 d ·", "0 e ·"], "the disclosure expanded b")
        touchDisclosure(fixture, 0)
        #expect(rows(fixture) == ["0 a ▸", "0 e ·"], "the disclosure collapsed a, with b's children")
        #expect(fixture.batches.contains { Set($0.batch.itemDeletes) == [path(1), path(2), path(3)] }, "\(fixture.batches)")

        fixture.tap(row: 0)
        fixture.scheduler.flush()
        #expect(log.calls == ["tap a"], "a tap on the row still taps it")
        #expect(rows(fixture) == ["0 a ▸", "0 e ·"], "and does not expand it")
        #expect(fixture.tableView.engine.errors.isEmpty, "UIKit's rules accepted every batch: \(fixture.tableView.engine.errors)")
        #expect(binder.isExpanded(Node("b")), "b kept its expansion while a was collapsed")
    }

    @Test func aReusedTableCellNeverKeepsAnotherRowsOutlineAndRowsOfNoTreeAreLeftAlone() {
        let fixture = UIKitFixture()
        let binder = fixture.sectioned()
        let deep = [Node("a", [Node("b", [Node("c", [Node("d")])])])]
        let flat = ["Fig", "Pear", "Sloe", "Plum", "Kiwi", "Lime", "Date", "Yuzu"].map { Fruit(name: $0) }
        binder.onSection(.top).bind(cellType: FruitCell.self, tree: { deep }, children: \.children, expanded: .all)
            .onDequeue { _, cell, node in cell.textLabel?.text = node.model.name }
        // The app indents Kiwi itself, and gives Lime its own accessory view; it leaves other rows' as they are.
        binder.onSection(.bottom).bind(cellType: FruitCell.self, models: flat)
            .onDequeue { _, cell, fruit in
                cell.textLabel?.text = fruit.name
                if fruit.name == "Kiwi" { cell.indentationLevel = 2 }
                if fruit.name == "Lime" { cell.accessoryView = UIView(frame: .zero) }
            }
        binder.displayedSections = [.top, .bottom]
        binder.finish()
        #expect(rows(fixture) == ["0 a ▾", "1 b ▾", "2 c ▾", "3 d ·"])
        let treeCells = (0..<4).compactMap { cell(fixture, $0) }.map(ObjectIdentifier.init)
        #expect(rows(fixture, section: 1).first == "0 Fig", "a row of no tree has neither indentation nor disclosure")

        // Scrolling to the end sends the tree rows' cells to the reuse pool, and the flat rows take them.
        fixture.tableView.contentOffset = CGPoint(x: 0, y: 7 * 44)
        #expect(rows(fixture, section: 1).filter { $0 != "?" } == ["0 Plum", "2 Kiwi", "0 Lime", "0 Date", "0 Yuzu"],
                "no flat row keeps a tree row's level or disclosure; Kiwi keeps the app's level")
        let flatCells = (3..<8).compactMap { cell(fixture, $0, 1) }
        #expect(flatCells.filter { treeCells.contains(ObjectIdentifier($0)) }.count == 4, "every tree row's cell was reused")
        #expect(flatCells[2].accessoryView != nil && !(flatCells[2].accessoryView is UIButton), "Lime keeps the app's view")

        // And back: the tree rows take the flat rows' cells, and show their own outline. (A flat row's level stays
        // what the app left on its cell, as on any UIKit table: Kiwi's 2 goes with its cell.)
        binder.collapse(Node("c"))
        fixture.scheduler.flush()
        fixture.tableView.contentOffset = .zero
        #expect(rows(fixture) == ["0 a ▾", "1 b ▾", "2 c ▸"], "reused cells show their tree rows' outline")
        #expect(fixture.tableView.engine.errors.isEmpty, "\(fixture.tableView.engine.errors)")
    }

    @Test func forRowsOfNoTreeTheAppsDelegateAnswersTheIndentationLevel() {
        let fixture = UIKitFixture()
        let binder = fixture.sectioned()
        let delegate = IndentingDelegate()
        binder.tableViewDelegate = delegate
        binder.onSection(.top).bind(cellType: FruitCell.self, tree: { Self.tree }, children: \.children, expanded: .all)
            .onDequeue { _, cell, node in cell.textLabel?.text = node.model.name }
        binder.onSection(.bottom).bind(cellType: FruitCell.self, models: [Fruit(name: "Fig")])
            .onDequeue { _, cell, fruit in cell.textLabel?.text = fruit.name }
        binder.displayedSections = [.top, .bottom]
        binder.finish()
        let table = fixture.tableView
        let proxy = table.delegate as? any UITableViewDelegate
        #expect(proxy?.tableView(table, indentationLevelForRowAt: IndexPath(row: 2, section: 0)) == 2,
                "a tree row's depth wins")
        #expect(proxy?.tableView(table, indentationLevelForRowAt: IndexPath(row: 0, section: 1)) == 7,
                "the app's delegate answers for a row of no tree")
    }

    // MARK: Collection views

    /// A UIKit collection view of list cells (tree items) and plain ones.
    private func collection() -> (CollectionFixture, CollectionViewBinder) {
        let fixture = CollectionFixture()
        fixture.layout.itemSize = CGSize(width: 300, height: 40)
        return (fixture, CollectionViewBinder(collectionView: fixture.collectionView, scheduler: fixture.scheduler))
    }

    /// An item as "level name" plus its outline disclosure: ▸/▾ (shown; ▾ when the node shows its children, read from
    /// the binder), · (hidden), nothing (none).
    private func items(_ fixture: CollectionFixture, _ binder: CollectionViewBinder) -> [String] {
        (0..<fixture.collectionView.numberOfItems(inSection: 0)).map { item in
            guard let cell = fixture.collectionView.cellForItem(at: IndexPath(item: item, section: 0)) as? UICollectionViewListCell
            else { return "?" }
            let name = cell.accessibilityLabel ?? ""
            let disclosures = cell.accessories.filter { $0.accessoryType == .outlineDisclosure }
            guard let disclosure = disclosures.first else { return "\(cell.indentationLevel) \(name)" }
            #expect(disclosures.count == 1, "one outline disclosure on \(name)")
            #expect(disclosure.standInOutlineOptions?.style == .cell, "a tap on the cell still selects it")
            if disclosure.standInOutlineOptions?.isHidden == true { return "\(cell.indentationLevel) \(name) ·" }
            return "\(cell.indentationLevel) \(name) \(binder.isExpanded(Node(name)) ? "▾" : "▸")"
        }
    }

    /// Touches the outline disclosure of the list cell at `item`.
    private func touchDisclosure(_ fixture: CollectionFixture, item: Int) {
        let cell = fixture.collectionView.cellForItem(at: IndexPath(item: item, section: 0)) as? UICollectionViewListCell
        let handler = cell?.accessories.first { $0.accessoryType == .outlineDisclosure }?.standInActionHandler
        #expect(handler != nil, "item \(item) has an outline disclosure that acts")
        handler?()
        fixture.scheduler.flush()
    }

    @Test func listCellsShowTheirDepthAndAnOutlineDisclosureThatExpandsAndCollapses() {
        let (fixture, binder) = collection()
        let log = CallLog()
        binder.onCollection().bind(cellType: NodeListCell.self, tree: { Self.tree }, children: \.children)
            .onDequeue { _, cell, node in cell.accessibilityLabel = node.model.name }
            .onTapped { _, _, node in log.record("tap \(node.model.name)") }
        binder.finish()
        #expect(items(fixture, binder) == ["0 a ▸", "0 e ·"])

        touchDisclosure(fixture, item: 0)
        #expect(items(fixture, binder) == ["0 a ▾", "1 b ▸", "1 d ·", "0 e ·"])
        #expect(fixture.batches.map(\.batch) == [
            BatchUpdate(itemInserts: [ItemPath(item: 1, section: 0), ItemPath(item: 2, section: 0)]),
            BatchUpdate(itemReconfigures: [ItemPath(item: 0, section: 0)]),
        ])
        touchDisclosure(fixture, item: 1)
        #expect(items(fixture, binder) == ["0 a ▾", "1 b ▾", "2 c ·", "1 d ·", "0 e ·"])
        touchDisclosure(fixture, item: 0)
        #expect(items(fixture, binder) == ["0 a ▸", "0 e ·"])

        fixture.tap(item: 0)
        fixture.scheduler.flush()
        #expect(log.calls == ["tap a"], "a tap on the cell selects it and does not expand it")
        #expect(items(fixture, binder) == ["0 a ▸", "0 e ·"])
        #expect(fixture.collectionView.engine.errors.isEmpty, "\(fixture.collectionView.engine.errors)")
    }

    @Test func aReusedListCellLosesItsOutlineOnAnItemOfNoTreeAndOtherCellsAreLeftAlone() {
        let fixture = CollectionFixture(height: 160)
        fixture.layout.itemSize = CGSize(width: 300, height: 40)
        let binder = SectionedCollectionViewBinder(
            collectionView: fixture.collectionView, sectionedBy: Shelf.self, scheduler: fixture.scheduler)
        let deep = [Node("a", [Node("b", [Node("c")])])]
        let flat = ["Fig", "Kiwi", "Lime", "Pear", "Plum", "Sloe"].map { Fruit(name: $0) }
        binder.onSection(.top).bind(cellType: NodeListCell.self, tree: { deep }, children: \.children, expanded: .all)
            .onDequeue { _, cell, node in cell.accessibilityLabel = node.model.name }
        binder.onSection(.bottom).bind(cellType: NodeListCell.self, models: flat)
            .onDequeue { _, cell, fruit in cell.accessibilityLabel = fruit.name }
        binder.displayedSections = [.top, .bottom]
        binder.finish()
        let treeCells = (0..<3).compactMap { fixture.collectionView.cellForItem(at: IndexPath(item: $0, section: 0)) }
        #expect(treeCells.count == 3)
        // Scrolling to the end sends the tree items' cells to the reuse pool, and the flat items take them.
        fixture.collectionView.contentOffset = CGPoint(x: 0, y: 5 * 40)
        let flatCells = (2..<6).compactMap {
            fixture.collectionView.cellForItem(at: IndexPath(item: $0, section: 1)) as? UICollectionViewListCell
        }
        #expect(flatCells.count == 4)
        #expect(flatCells.filter { cell in treeCells.contains { $0 === cell } }.count == 3, "every tree item's cell was reused")
        for cell in flatCells {
            #expect(cell.indentationLevel == 0 && cell.accessories.isEmpty, "\(cell.accessibilityLabel ?? "?") has no outline")
        }
        #expect(fixture.collectionView.engine.errors.isEmpty, "\(fixture.collectionView.engine.errors)")

        // A tree of cells that are not list cells shows, without an outline from Braid.
        let (plain, plainBinder) = collection()
        plainBinder.onCollection().bind(cellType: TileCell.self, tree: { Self.tree }, children: \.children, expanded: .all)
            .onDequeue { _, cell, node in cell.accessibilityLabel = node.model.name }
        plainBinder.finish()
        #expect(plain.screen == ["a", "b", "c", "d", "e"])
    }
}

/// An app's table delegate that indents every row by 7.
@MainActor
final class IndentingDelegate: NSObject, UITableViewDelegate {
    func tableView(_ tableView: UITableView, indentationLevelForRowAt indexPath: IndexPath) -> Int { 7 }
}
#endif
