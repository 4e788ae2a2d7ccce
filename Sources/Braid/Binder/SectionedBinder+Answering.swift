/// The answers every kind's data source gives its view, from the binder's display state: the seeds'
/// 'data source/delegate' role, written once. Each kind's data source (`_TableDataSource`,
/// `_CollectionDataSource`) only translates its host protocol's questions into these.
extension SectionedBinder {
    // MARK: Content

    /// The configured cell for `path`, dequeued with `dequeue` (reuse identifier, path → cell).
    func cell(at path: ItemPath, dequeue: @escaping (String, ItemPath) -> AnyObject) -> AnyObject {
        guard let (section, data, row) = display.item(at: path), let cells = data.cells else {
            report(.error, "the \(noun) asked for a cell at \(path), which the binder has no cell binding for.")
            return _PlaceholderCell()
        }
        let dequeuer = CellDequeuer(
            path: path, dequeue: dequeue,
            register: { [unowned self] type, identifier in registerCell(type, identifier) },
            explainMismatch: { [unowned self] in dequeueMismatchMessage($0, $1, $2, at: $3) },
            reportError: { [unowned self] in report(.error, $0) }, hostContentCellType: cellHost.contentCellType)
        let cell = cells.makeCell(dequeuer, data.items, row)
        if cell is any ViewEventEmitting {
            _EventRouting.connect(cell) { [weak self] cell, event in self?.cellEmitted(event, from: cell) }
        }
        guard let item = data.items.item(at: row) else { return cell }  // a row the items own (a state row)
        for handler in store.handlers(store.handlers.dequeued, for: section) { handler(section, path.item, cell, item) }
        return cell
    }

    /// The configured header or footer view of the displayed section `index`, dequeued with `dequeue`
    /// (reuse identifier → view); nil when none is bound.
    func supplementaryView(_ kind: SupplementaryViewKind, inSection index: Int, dequeue: (String) -> AnyObject) -> AnyObject? {
        guard let data = display.section(at: index)?.data,
            let value = kind == .header ? data.headerView : data.footerView
        else { return nil }
        let view = dequeue(value.view.reuseIdentifier)
        value.view.configure(view, value.viewModel)
        return view
    }

    // MARK: Dimensions

    /// A cell dimension for `path` by the resolution rules, or nil (automatic) when none applies, the bound one
    /// says automatic, or it is not finite (reported: see ``hostValue(_:of:in:for:)``).
    func cellDimension<Value: _HostDimension>(
        _ name: String, _ scoped: _Scoped<Section, _DimensionBindings<Section>.CellDimension<Value>>, at path: ItemPath
    ) -> Value? {
        guard let (section, data, row) = display.item(at: path), let dimension = store.value(scoped, for: section) else {
            return nil
        }
        guard let item = data.items.item(at: row) else { return nil }  // a row the items own: sized automatically
        return hostValue(dimension(section, path.item, item), of: name, in: section, for: "row \(path.item)")
    }

    /// A header or footer dimension of the displayed section `index`, like ``cellDimension(_:_:at:)``.
    func sectionDimension<Value: _HostDimension>(
        _ name: String, _ scoped: _Scoped<Section, _DimensionBindings<Section>.SectionDimension<Value>>, inSection index: Int
    ) -> Value? {
        guard let (section, _) = display.section(at: index), let dimension = store.value(scoped, for: section) else {
            return nil
        }
        return hostValue(dimension(section), of: name, in: section, for: "the section")
    }

    /// `value` as the host takes it: nil (automatic) for a negative one; and for one that is not finite (not a
    /// number, or infinite) — which no host can lay out — nil after reporting the mistake,
    /// once per binding and section.
    private func hostValue<Value: _HostDimension>(_ value: Value, of name: String, in section: Section, for what: String) -> Value? {
        guard value.isFinite else {
            if diagnostics.isFirst(.nonFiniteDimension(name), for: section) {
                diagnostics.report(.error, """
                    Section \(section): \(name) gave \(value) for \(what), which is not finite; a size must be a number \
                    of points (or character cells) that is 0 or more, or automatic (.automaticDimension, Size.automatic). \
                    The binder sizes it automatically.
                    """)
            }
            return nil
        }
        return value.hostValue
    }

    // MARK: Events

    /// The user selected the cell at `path`: the tap handlers run with its model.
    func didSelect(_ cell: AnyObject, at path: ItemPath) {
        guard let (section, data, row) = display.item(at: path) else { return }
        guard let item = data.items.item(at: row) else {
            data.items.ownRowAction(row)?()  // a row the items own: its action (a state row's Retry)
            return
        }
        for handler in store.handlers(store.handlers.tapped, for: section) { handler(section, path.item, cell, item) }
    }

    /// A cell is about to show at `path`: asks for more data when the end of its section comes near — the section's
    /// items (a paged section's loader), and the chain's prefetch handler.
    func willDisplayCell(at path: ItemPath) {
        guard let (section, data, row) = display.item(at: path) else { return }
        let count = display.numberOfRows(inSection: path.section)
        data.items.rowWillShow(row, of: count)
        guard let prefetch = store.value(store.handlers.prefetch, for: section) else { return }
        switch prefetch.behavior {
        case .cellsFromEnd(let distance):
            // Once per section length: a second request for the same data would be a duplicate.
            guard path.item >= count - distance, shownRows.prefetchedCounts[section] != count else { return }
            shownRows.prefetchedCounts[section] = count
            prefetch.handler(section, count)
        }
    }

    /// An event from a cell: handlers get the row and model where the cell is now.
    func cellEmitted(_ event: Any, from cell: AnyObject) {
        guard let path = cellHost.indexPath(for: cell), let (section, data, row) = display.item(at: path) else { return }
        guard let item = data.items.item(at: row) else { return }
        for handler in store.handlers(store.handlers.events, for: section) { handler(section, path.item, cell, event, item) }
    }
}

extension Double: _HostDimension {
    var hostValue: Double? { self < 0 ? nil : self }
}

extension Size: _HostDimension {
    var hostValue: Size? { width < 0 || height < 0 ? nil : self }
    var isFinite: Bool { width.isFinite && height.isFinite }
}
