extension SectionedBinder {
    /// Registers every cell and header/footer type the chains named, if the binder registers automatically.
    func registerBoundTypes() {
        for binding in Array(store.cells.named.values) + [store.cells.all].compactMap({ $0 }) {
            if let cellType = binding.cells.cellType { registerCell(cellType, _reuseIdentifier(of: cellType)) }
        }
        for (kind, scoped) in [(SupplementaryViewKind.header, store.headerViews), (.footer, store.footerViews)] {
            for view in (Array(scoped.named.values) + [scoped.all].compactMap({ $0 })).map({ $0.view })
            where registration.claims("\(kind):" + view.reuseIdentifier) {
                dataSource.register(viewType: view.viewType, kind: kind, identifier: view.reuseIdentifier, on: self.view)
            }
        }
    }

    func registerCell(_ cellType: AnyObject.Type, _ identifier: String) {
        guard registration.claims(identifier) else { return }
        cellHost.register(cellType: cellType, forReuseIdentifier: identifier)
    }

    /// Why the view handed back `got` when a `asked` cell was dequeued under `identifier`.
    func dequeueMismatchMessage(_ asked: AnyObject.Type, _ identifier: String, _ got: AnyObject, at path: ItemPath) -> String {
        // A view reconfiguring a row hands back the row's existing cell: under a chain that promised to keep each
        // row's cell type, a provider that dequeued another type broke that promise.
        if let section = display.section(at: path.section)?.section,
            case .reconfiguring = store.value(store.handlers.changedCellUpdates, for: section)
        {
            return "the \(noun) handed back a \(type(of: got)) for the cell at \(path), but the cell provider dequeued a \(asked) (reuse identifier '\(identifier)'). The row's chain says updatingChangedCells(by: .reconfiguring), a promise that the provider keeps each row's cell type: a changed row is reconfigured in place, and the view hands back its existing cell. Use .automatic (the default, which reloads cell providers' rows) or .reloading for a provider whose cell type may change — or, if \(asked) shares its reuse identifier with another type, give it its own (ReuseIdentifiable)."
        }
        let cause = automaticallyRegistersCells
            ? "another type is registered under '\(identifier)'; give \(asked) its own reuseIdentifier (ReuseIdentifiable)."
            : "automaticallyRegistersCells is false and \(asked) is not registered under '\(identifier)': register it with the \(noun)'s register(cellType:forReuseIdentifier:) before finish(), or leave automatic registration on."
        return "the \(noun) returned a \(type(of: got)) for reuse identifier '\(identifier)', not a \(asked): \(cause)"
    }
}
