import Testing
@testable import BraidTesting

/// A hand-written data source, like the one an app would write without Braid: it owns a grocery list, and
/// each change it makes builds its own batch and applies it through the host protocol, switching the list
/// inside `updateData`.
@MainActor
private final class GroceryList: TableViewHostDataSource, CollectionViewHostDataSource {
    struct Aisle {
        var title: String
        var items: [String]
    }

    var aisles: [Aisle]
    let table: (any TableViewHost)?
    let collection: (any CollectionViewHost)?

    init(_ aisles: [Aisle], kind: BatchUpdateValidator.ViewKind) {
        self.aisles = aisles
        if kind == .table {
            let table = HeadlessTableView(viewportSize: Size(width: 30, height: 20))
            table.register(cellType: TextCell.self, forReuseIdentifier: "Item")
            self.table = table
            collection = nil
            table.dataSource = self
        } else {
            let collection = HeadlessCollectionView(viewportSize: Size(width: 30, height: 20))
            collection.register(cellType: TileCell.self, forReuseIdentifier: "Item")
            collection.register(supplementaryViewType: TileHeader.self, ofKind: .header, forReuseIdentifier: "Aisle")
            self.collection = collection
            table = nil
            collection.dataSource = self
        }
    }

    var screen: [String] {
        (table as? HeadlessTableView)?.screen ?? (collection as? HeadlessCollectionView)?.screen ?? []
    }

    func cell(at path: ItemPath) -> AnyObject? { table?.cell(at: path) ?? collection?.cell(at: path) }

    /// Applies `batch`, switching to `newAisles` inside it.
    func apply(_ batch: BatchUpdate, _ newAisles: [Aisle]) {
        if let table {
            table.performBatchUpdates(batch, animations: .all(.automatic), updateData: { self.aisles = newAisles },
                                      completion: nil)
        } else {
            collection?.performBatchUpdates(batch, updateData: { self.aisles = newAisles }, completion: nil)
        }
    }

    // MARK: Changes

    func insert(_ item: String, at path: ItemPath) {
        var new = aisles
        new[path.section].items.insert(item, at: path.item)
        apply(BatchUpdate(itemInserts: [path]), new)
    }

    func delete(at path: ItemPath) {
        var new = aisles
        new[path.section].items.remove(at: path.item)
        apply(BatchUpdate(itemDeletes: [path]), new)
    }

    func move(from: ItemPath, to: ItemPath) {
        var new = aisles
        let item = new[from.section].items.remove(at: from.item)
        new[to.section].items.insert(item, at: to.item)
        apply(BatchUpdate(itemMoves: [Move(from: from, to: to)]), new)
    }

    func rename(at path: ItemPath, to name: String, reconfigure: Bool) {
        var new = aisles
        new[path.section].items[path.item] = name
        apply(reconfigure ? BatchUpdate(itemReconfigures: [path]) : BatchUpdate(itemReloads: [path]), new)
    }

    func insertAisle(_ aisle: Aisle, at section: Int) {
        var new = aisles
        new.insert(aisle, at: section)
        apply(BatchUpdate(sectionInserts: [section]), new)
    }

    func deleteAisle(at section: Int) {
        var new = aisles
        new.remove(at: section)
        apply(BatchUpdate(sectionDeletes: [section]), new)
    }

    // MARK: Table data source

    func numberOfSections(in host: any TableViewHost) -> Int { aisles.count }
    func tableHost(_ host: any TableViewHost, numberOfRowsInSection section: Int) -> Int { aisles[section].items.count }
    func tableHost(_ host: any TableViewHost, cellForRowAt path: ItemPath) -> AnyObject {
        let cell = host.dequeueReusableCell(withReuseIdentifier: "Item", for: path)
        (cell as? HeadlessTableViewCell)?.text = aisles[path.section].items[path.row]
        return cell
    }
    func tableHost(_ host: any TableViewHost, titleForHeaderInSection section: Int) -> String? { aisles[section].title }

    // MARK: Collection data source

    func numberOfSections(in host: any CollectionViewHost) -> Int { aisles.count }
    func collectionHost(_ host: any CollectionViewHost, numberOfItemsInSection section: Int) -> Int {
        aisles[section].items.count
    }
    func collectionHost(_ host: any CollectionViewHost, cellForItemAt path: ItemPath) -> AnyObject {
        let cell = host.dequeueReusableCell(withReuseIdentifier: "Item", for: path)
        (cell as? HeadlessCollectionViewCell)?.text = aisles[path.section].items[path.item]
        return cell
    }
    func collectionHost(
        _ host: any CollectionViewHost, viewForSupplementaryElementOfKind kind: SupplementaryViewKind,
        inSection section: Int
    ) -> AnyObject? {
        guard kind == .header else { return nil }
        let view = host.dequeueReusableSupplementaryView(ofKind: .header, withReuseIdentifier: "Aisle", section: section)
        (view as? HeadlessSupplementaryView)?.text = aisles[section].title
        return view
    }
}

@MainActor
@Suite struct HeadlessDrivenDataSourceTests {
    @Test(arguments: bothKinds)
    func aHandWrittenDataSourceDrivesTheViewThroughEveryKindOfChange(kind: BatchUpdateValidator.ViewKind) {
        let list = GroceryList([.init(title: "Fruit", items: ["Apple", "Banana", "Cherry"]),
                                .init(title: "Veg", items: ["Kale", "Leek"])], kind: kind)
        #expect(list.screen == ["# Fruit", "Apple", "Banana", "Cherry", "# Veg", "Kale", "Leek"], "the first load")

        list.insert("Date", at: p(0, 3))
        #expect(list.screen == ["# Fruit", "Apple", "Banana", "Cherry", "Date", "# Veg", "Kale", "Leek"],
                "an insert at the end of Fruit")

        list.delete(at: p(0, 1))
        #expect(list.screen == ["# Fruit", "Apple", "Cherry", "Date", "# Veg", "Kale", "Leek"], "Banana deleted")

        let kale = list.cell(at: p(1, 0))
        list.move(from: p(1, 0), to: p(0, 0))
        #expect(list.screen == ["# Fruit", "Kale", "Apple", "Cherry", "Date", "# Veg", "Leek"], "Kale moved to Fruit")
        #expect(list.cell(at: p(0, 0)) === kale, "a moved row keeps its cell")

        let cherry = list.cell(at: p(0, 2))
        list.rename(at: p(0, 2), to: "Cherry (ripe)", reconfigure: false)
        #expect(list.screen == ["# Fruit", "Kale", "Apple", "Cherry (ripe)", "Date", "# Veg", "Leek"],
                "a reload shows the new name")
        #expect(list.cell(at: p(0, 2)) !== cherry, "and replaces the cell")

        let apple = list.cell(at: p(0, 1))
        list.rename(at: p(0, 1), to: "Apple ×2", reconfigure: true)
        #expect(list.screen == ["# Fruit", "Kale", "Apple ×2", "Cherry (ripe)", "Date", "# Veg", "Leek"],
                "a reconfigure shows the new name")
        #expect(list.cell(at: p(0, 1)) === apple, "and keeps the cell")

        list.insertAisle(.init(title: "Nuts", items: ["Pecan"]), at: 1)
        #expect(list.screen == ["# Fruit", "Kale", "Apple ×2", "Cherry (ripe)", "Date", "# Nuts", "Pecan", "# Veg", "Leek"],
                "a new aisle between the two")

        list.deleteAisle(at: 2)
        #expect(list.screen == ["# Fruit", "Kale", "Apple ×2", "Cherry (ripe)", "Date", "# Nuts", "Pecan"],
                "Veg deleted")

        let errors = (list.table as? HeadlessTableView)?.errors ?? (list.collection as? HeadlessCollectionView)?.errors
        #expect(errors?.isEmpty == true, "every batch was valid")
        let logged = (list.table as? HeadlessTableView)?.appliedBatches
            ?? (list.collection as? HeadlessCollectionView)?.appliedBatches
        #expect(logged?.count == 7, "seven batches applied")
    }
}
