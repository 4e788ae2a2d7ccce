/// What a cell provider closure dequeues its cells from: the table or collection view, at the row being
/// asked for.
///
/// ```swift
/// binder.onTable().bind(cellProvider: { tableView, row, model in
///     tableView.dequeue(TitleCell.self)
/// }, models: items)
/// ```
@MainActor
public struct CellDequeuer {
    /// The path of the row (or item) being asked for.
    public let path: ItemPath
    /// Dequeues from the view: reuse identifier, path → cell.
    let dequeueCell: (String, ItemPath) -> AnyObject
    let register: (AnyObject.Type, String) -> Void
    /// Explains a dequeue that did not hand back the type asked for: which type came, and the likely cause.
    let explainMismatch: (_ asked: AnyObject.Type, _ identifier: String, _ got: AnyObject, _ path: ItemPath) -> String
    /// Sends an error to the binder's `diagnosticHandler`.
    let reportError: (String) -> Void
    /// The host's content cell (``CellViewHost/contentCellType``), which state rows show in.
    let hostContentCellType: (any RowContentShowing.Type)?

    init(
        path: ItemPath, dequeue: @escaping (String, ItemPath) -> AnyObject,
        register: @escaping (AnyObject.Type, String) -> Void,
        explainMismatch: @escaping (AnyObject.Type, String, AnyObject, ItemPath) -> String, reportError: @escaping (String) -> Void,
        hostContentCellType: (any RowContentShowing.Type)? = nil
    ) {
        self.path = path
        self.dequeueCell = dequeue
        self.register = register
        self.explainMismatch = explainMismatch
        self.reportError = reportError
        self.hostContentCellType = hostContentCellType
    }

    /// A cell of `cellType`, reused if one is free, registered first if the binder registers automatically.
    ///
    /// - Note: If the view hands back another type — `cellType` was never registered while the binder's
    ///   `automaticallyRegistersCells` is off, or another type is registered under its identifier — this stops
    ///   the program with a message that says so. Cell binding methods that name their cell type
    ///   (`bind(cellType:…)`) report the mistake to the binder's `diagnosticHandler` instead.
    public func dequeue<Cell: AnyObject>(_ cellType: Cell.Type) -> Cell {
        let identifier = _reuseIdentifier(of: cellType)
        let cell = dequeueObject(cellType, identifier)
        guard let typed = cell as? Cell else { fatalError("Braid: " + explainMismatch(cellType, identifier, cell, path)) }
        return typed
    }

    /// Dequeues a `cellType` cell and configures it; if the view hands back another type, reports why to the
    /// binder and returns what the view gave, unconfigured — the view keeps working.
    func dequeueOrReport<Cell: AnyObject>(_ cellType: Cell.Type, configure: (Cell) -> Void = { _ in }) -> AnyObject {
        let identifier = _reuseIdentifier(of: cellType)
        let cell = dequeueObject(cellType, identifier)
        guard let typed = cell as? Cell else {
            reportError(explainMismatch(cellType, identifier, cell, path))
            return cell
        }
        configure(typed)
        return typed
    }

    /// A cell showing `state`: of `cellType` (a chain's own), else the host's content cell showing the state's
    /// ``SectionState/rowContent``; a placeholder, reported, for a host without one.
    func dequeueStateCell(_ cellType: (any StateShowing.Type)?, showing state: SectionState) -> AnyObject {
        if let cellType {
            func dequeue<Cell: StateShowing>(_ type: Cell.Type) -> AnyObject { dequeueOrReport(type) { $0.show(state) } }
            return dequeue(cellType)
        }
        return dequeueContentCell(
            showing: state.rowContent,
            missing: "a section shows a \(state.kindName) state, but the view has no content cell (CellViewHost.contentCellType) and its chain names no state cell (SectionStates.cellType); the row shows empty.")
    }

    /// The host's content cell (``hostContentCellType``) showing `content`; `unshownImage` gets the warning for an
    /// image that cell cannot show (``RowContentShowing/unshownImageWarning(for:)``). A placeholder, reported as
    /// `missing` says, for a host without a content cell.
    func dequeueContentCell(
        showing content: RowContent?, missing: @autoclosure () -> String,
        unshownImage: (BinderDiagnostic) -> Void = { _ in }
    ) -> AnyObject {
        guard let contentCellType = hostContentCellType else {
            reportError(missing())
            return _PlaceholderCell()
        }
        func dequeue<Cell: RowContentShowing>(_ type: Cell.Type) -> AnyObject {
            dequeueOrReport(type) { cell in
                guard let content else { return }
                if let warning = Cell.unshownImageWarning(for: content) { unshownImage(warning) }
                cell.viewModel = content
            }
        }
        return dequeue(contentCellType)
    }

    private func dequeueObject(_ cellType: AnyObject.Type, _ identifier: String) -> AnyObject {
        register(cellType, identifier)
        return dequeueCell(identifier, path)
    }
}

/// The reuse identifier of a cell or view type: its own when it is ``ReuseIdentifiable``, else its name.
func _reuseIdentifier(of type: AnyObject.Type) -> String {
    (type as? any ReuseIdentifiable.Type)?.reuseIdentifier ?? String(describing: type)
}
