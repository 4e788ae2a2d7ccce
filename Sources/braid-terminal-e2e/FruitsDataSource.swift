import BraidTerminal

/// The table's data source, written by hand against Braid's host protocol. A Braid binder takes this
/// role in real apps; the screen only needs something that answers the table and can apply updates.
final class FruitsDataSource: TableViewHostDataSource {
    private(set) var store: FruitStore
    /// Told when the user taps a row or toggles the switch, with what to show in the status line.
    var onEvent: ((String) -> Void)?

    init(store: FruitStore) {
        self.store = store
    }

    // MARK: Updates

    /// Inserts a fruit at the top of the list, animated.
    func insertAtTop(into table: any TableViewHost) {
        table.performBatchUpdates(
            BatchUpdate(itemInserts: [ItemPath(row: 0, section: FruitStore.Section.fruits.rawValue)]),
            animations: BatchAnimations(),
            updateData: {
                store.insertedCount += 1
                store.fruits.insert(("New fruit \(store.insertedCount)", "$0.99"), at: 0)
            },
            completion: nil)
    }

    /// Adds a row at the end of the last section, animated.
    func appendLater(_ title: String, to table: any TableViewHost) {
        let section = FruitStore.Section.later.rawValue
        table.performBatchUpdates(
            BatchUpdate(itemInserts: [ItemPath(row: store.later.count, section: section)]),
            animations: BatchAnimations(),
            updateData: { store.later.append(title) },
            completion: nil)
    }

    /// Deletes the fruit at `path`, animated; other rows stay.
    func delete(_ path: ItemPath, from table: any TableViewHost) {
        guard path.section == FruitStore.Section.fruits.rawValue else { return }
        table.performBatchUpdates(
            BatchUpdate(itemDeletes: [path]), animations: BatchAnimations(),
            updateData: { _ = store.fruits.remove(at: path.row) }, completion: nil)
    }

    // MARK: TableViewHostDataSource

    func numberOfSections(in host: any TableViewHost) -> Int {
        FruitStore.Section.allCases.count
    }

    func tableHost(_ host: any TableViewHost, numberOfRowsInSection section: Int) -> Int {
        switch FruitStore.Section(rawValue: section)! {
        case .fruits: store.fruits.count
        case .settings: 1
        case .later: store.later.count
        }
    }

    func tableHost(_ host: any TableViewHost, cellForRowAt path: ItemPath) -> AnyObject {
        switch FruitStore.Section(rawValue: path.section)! {
        case .fruits:
            let cell = host.dequeueReusableCell(withReuseIdentifier: FruitCell.reuseIdentifier, for: path) as! FruitCell
            let fruit = store.fruits[path.row]
            cell.configure(name: fruit.name, price: fruit.price)
            return cell
        case .settings:
            let cell = host.dequeueReusableCell(withReuseIdentifier: ToggleCell.reuseIdentifier, for: path) as! ToggleCell
            cell.configure(title: "Notifications", isOn: store.notificationsOn) { [weak self] isOn in
                self?.store.notificationsOn = isOn
                self?.onEvent?("notifications \(isOn ? "on" : "off")")
            }
            return cell
        case .later:
            let cell = host.dequeueReusableCell(withReuseIdentifier: FruitCell.reuseIdentifier, for: path) as! FruitCell
            cell.configure(name: store.later[path.row], price: "")
            return cell
        }
    }

    func tableHost(_ host: any TableViewHost, titleForHeaderInSection section: Int) -> String? {
        switch FruitStore.Section(rawValue: section)! {
        case .fruits: "FRUITS"
        case .settings: "Settings"
        case .later: store.later.isEmpty ? nil : "Added later"
        }
    }

    func tableHost(_ host: any TableViewHost, titleForFooterInSection section: Int) -> String? {
        section == FruitStore.Section.fruits.rawValue ? "\(store.fruits.count) fruits" : nil
    }

    func tableHost(_ host: any TableViewHost, didSelectRowAt path: ItemPath) {
        switch FruitStore.Section(rawValue: path.section)! {
        case .fruits: onEvent?("tapped \(store.fruits[path.row].name)")
        case .settings: onEvent?("tapped Notifications")
        case .later: onEvent?("tapped \(store.later[path.row])")
        }
    }
}
