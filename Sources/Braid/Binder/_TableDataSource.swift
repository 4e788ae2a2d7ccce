/// Answers the table's questions from the binder's data and runs the handlers it bound: the seeds'
/// 'data source/delegate' role.
///
/// Held strongly by the binder and weakly by the table, so the binder, its handlers and its table go when
/// their owner lets go.
@MainActor
final class _TableDataSource<Section: TableViewSection>: TableViewHostDataSource {
    unowned let binder: SectionedTableViewBinder<Section>
    /// Which dimensions some chain bound, fixed at `finish()` (nothing binds after it).
    var boundDimensions = _BoundDimensions()

    init(binder: SectionedTableViewBinder<Section>) {
        self.binder = binder
    }

    private var display: _DisplayState<Section> { binder.display }

    // MARK: Content

    func numberOfSections(in host: any TableViewHost) -> Int { display.numberOfSections }

    func tableHost(_ host: any TableViewHost, numberOfRowsInSection section: Int) -> Int {
        display.numberOfRows(inSection: section)
    }

    func tableHost(_ host: any TableViewHost, cellForRowAt path: ItemPath) -> AnyObject {
        guard let (section, data, row) = display.item(at: path), let cells = data.cells else {
            binder.report(.error, "the table asked for a cell at \(path), which the binder has no cell binding for.")
            return _PlaceholderCell()
        }
        let dequeuer = CellDequeuer(
            host: host, path: path,
            register: { [unowned binder] type, identifier in binder.registerCell(type, identifier) },
            explainMismatch: { [unowned binder] in binder.dequeueMismatchMessage($0, $1, $2) },
            reportError: { [unowned binder] in binder.report(.error, $0) })
        let cell = cells.makeCell(dequeuer, data.items, row)
        let model = data.items.model(at: row)
        if cell is any ViewEventEmitting {
            _EventRouting.connect(cell) { [weak binder] cell, event in binder?.dataSource.cellEmitted(event, from: cell) }
        }
        for handler in binder.store.handlers(binder.store.dequeued, for: section) { handler(section, path.item, cell, model) }
        return cell
    }

    func tableHost(_ host: any TableViewHost, titleForHeaderInSection section: Int) -> String? {
        display.section(at: section)?.data.headerTitle
    }

    func tableHost(_ host: any TableViewHost, titleForFooterInSection section: Int) -> String? {
        display.section(at: section)?.data.footerTitle
    }

    func tableHost(_ host: any TableViewHost, viewForHeaderInSection section: Int) -> AnyObject? {
        display.section(at: section)?.data.headerView.map { dequeue($0, host) }
    }

    func tableHost(_ host: any TableViewHost, viewForFooterInSection section: Int) -> AnyObject? {
        display.section(at: section)?.data.footerView.map { dequeue($0, host) }
    }

    private func dequeue(_ value: _ViewBinding<Section>.Value, _ host: any TableViewHost) -> AnyObject {
        let view = host.dequeueReusableHeaderFooterView(withReuseIdentifier: value.binding.reuseIdentifier)
        value.binding.configure(view, value.viewModel)
        return view
    }

    // MARK: Dimensions

    func tableHost(_ host: any TableViewHost, heightForRowAt path: ItemPath) -> Double? {
        // The table asks for every row's height or estimate as it loads: what nothing bound costs nothing.
        guard boundDimensions.cellHeight else { return nil }
        return cellDimension(binder.store.cellHeight, path)
    }

    func tableHost(_ host: any TableViewHost, estimatedHeightForRowAt path: ItemPath) -> Double? {
        guard boundDimensions.estimatedCellHeight else { return nil }
        return cellDimension(binder.store.estimatedCellHeight, path)
    }

    func tableHost(_ host: any TableViewHost, heightForHeaderInSection section: Int) -> Double? {
        guard boundDimensions.headerHeight else { return nil }
        return sectionDimension(binder.store.headerHeight, section)
    }

    func tableHost(_ host: any TableViewHost, estimatedHeightForHeaderInSection section: Int) -> Double? {
        guard boundDimensions.estimatedHeaderHeight else { return nil }
        return sectionDimension(binder.store.estimatedHeaderHeight, section)
    }

    func tableHost(_ host: any TableViewHost, heightForFooterInSection section: Int) -> Double? {
        guard boundDimensions.footerHeight else { return nil }
        return sectionDimension(binder.store.footerHeight, section)
    }

    func tableHost(_ host: any TableViewHost, estimatedHeightForFooterInSection section: Int) -> Double? {
        guard boundDimensions.estimatedFooterHeight else { return nil }
        return sectionDimension(binder.store.estimatedFooterHeight, section)
    }

    private func cellDimension(_ scoped: _Scoped<Section, _BindingStore<Section>.CellDimension>, _ path: ItemPath) -> Double? {
        guard let (section, data, row) = display.item(at: path),
            let dimension = binder.store.value(scoped, for: section)
        else {
            return nil
        }
        return Self.hostValue(dimension(section, path.item, data.items.model(at: row)))
    }

    private func sectionDimension(_ scoped: _Scoped<Section, _BindingStore<Section>.SectionDimension>, _ index: Int) -> Double? {
        guard let (section, _) = display.section(at: index),
            let dimension = binder.store.value(scoped, for: section)
        else {
            return nil
        }
        return Self.hostValue(dimension(section))
    }

    /// `.automaticDimension` (any negative value) is the host protocol's nil: size from content.
    private static func hostValue(_ value: Double) -> Double? { value < 0 ? nil : value }

    // MARK: Events

    func tableHost(_ host: any TableViewHost, didSelectRowAt path: ItemPath) {
        guard let (section, data, row) = display.item(at: path), let cell = host.cell(at: path) else { return }
        let model = data.items.model(at: row)
        for handler in binder.store.handlers(binder.store.tapped, for: section) { handler(section, path.item, cell, model) }
    }

    func tableHost(_ host: any TableViewHost, willDisplay cell: AnyObject, forRowAt path: ItemPath) {
        guard let (section, _, _) = display.item(at: path), let prefetch = binder.store.value(binder.store.prefetch, for: section) else {
            return
        }
        let count = display.numberOfRows(inSection: path.section)
        switch prefetch.behavior {
        case .cellsFromEnd(let distance):
            // Once per section length: a second request for the same data would be a duplicate.
            guard path.item >= count - distance, binder.prefetchedCounts[section] != count else { return }
            binder.prefetchedCounts[section] = count
            prefetch.handler(section, count)
        }
    }

    /// An event from a cell: handlers get the row and model where the cell is now.
    func cellEmitted(_ event: Any, from cell: AnyObject) {
        guard let path = binder.tableView.indexPath(for: cell), let (section, data, row) = display.item(at: path) else {
            return
        }
        let model = data.items.model(at: row)
        for handler in binder.store.handlers(binder.store.events, for: section) { handler(section, path.item, cell, event, model) }
    }
}

/// Returned only after a reported error, so the host gets an object instead of a crash without a message.
final class _PlaceholderCell {}

/// Which of the six dimensions any chain bound.
struct _BoundDimensions {
    var cellHeight = false
    var estimatedCellHeight = false
    var headerHeight = false
    var estimatedHeaderHeight = false
    var footerHeight = false
    var estimatedFooterHeight = false
}

extension _BindingStore {
    /// Which dimensions are bound in any scope.
    var boundDimensions: _BoundDimensions {
        _BoundDimensions(
            cellHeight: !cellHeight.isEmpty, estimatedCellHeight: !estimatedCellHeight.isEmpty,
            headerHeight: !headerHeight.isEmpty, estimatedHeaderHeight: !estimatedHeaderHeight.isEmpty,
            footerHeight: !footerHeight.isEmpty, estimatedFooterHeight: !estimatedFooterHeight.isEmpty)
    }
}
