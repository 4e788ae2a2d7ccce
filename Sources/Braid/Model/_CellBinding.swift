/// What one cell binding method bound: where a section's items come from and how its cells are made.
@MainActor
final class _CellBinding<Section: Hashable> {
    /// How the binding's cells are made: what a section's snapshot keeps.
    let cells: _BoundCells
    /// The items of every section this binding provides, read again when ``version`` changes.
    private let readItems: () -> [Section: _SectionItems]
    /// The version of the binding's source: its items are read again only when it changes, so an update
    /// caused by another source leaves this binding's sections untouched (even undiffable ones).
    private let version: () -> Int
    private var cached: (version: Int, items: [Section: _SectionItems])?

    init(
        items: @escaping () -> [Section: _SectionItems], version: @escaping () -> Int, cellType: AnyObject.Type?,
        modelType: Any.Type?, makeCell: @escaping (CellDequeuer, _SectionItems, Int) -> AnyObject
    ) {
        self.cells = _BoundCells(cellType: cellType, modelType: modelType, makeCell: makeCell)
        self.readItems = items
        self.version = version
    }

    /// The items of every section this binding provides, read from the source if its version changed.
    func items() -> [Section: _SectionItems] {
        let version = version()
        if let cached, cached.version == version { return cached.items }
        let items = readItems()
        cached = (version, items)
        return items
    }

    /// Records a user's edit of `section`'s items: until the source's version changes — the next update for a
    /// closure, the next delivery for a publisher or async sequence, never for a constant array — the binding
    /// provides `items` for that section, so the next update finds the screen and the data in agreement.
    func edited(_ section: Section, _ items: _SectionItems) {
        cached?.items[section] = items
    }
}

/// The part of a cell binding that does not depend on the section type: the cell type, the model type, and how a
/// cell is made. Snapshots keep this, not the generic ``_CellBinding``, so that a section's snapshot is of a type the
/// runtime need not look up for every section on every update; one per binding, so identity tells bindings apart.
@MainActor
final class _BoundCells {
    /// The cell type, when the binding names one (cell providers dequeue their own).
    let cellType: AnyObject.Type?
    /// The model type handlers receive, if any.
    let modelType: Any.Type?
    /// Dequeues and configures the cell for `row` of `items` (the binder then runs the dequeue handlers).
    let makeCell: (_ context: CellDequeuer, _ items: _SectionItems, _ row: Int) -> AnyObject

    init(cellType: AnyObject.Type?, modelType: Any.Type?, makeCell: @escaping (CellDequeuer, _SectionItems, Int) -> AnyObject) {
        self.cellType = cellType
        self.modelType = modelType
        self.makeCell = makeCell
    }
}

/// A header or footer view type bound to sections, with its view models.
@MainActor
final class _ViewBinding<Section: Hashable> {
    /// The view type and how its views are configured and compared: what a section's snapshot keeps.
    let view: _BoundView
    private let readViewModels: () -> [Section: Any]
    private let version: () -> Int
    private var cached: (version: Int, viewModels: [Section: Any])?

    init(view: _BoundView, viewModels: @escaping () -> [Section: Any], version: @escaping () -> Int) {
        self.view = view
        self.readViewModels = viewModels
        self.version = version
    }

    /// The view models of every section, read from the source if its version changed, with that version.
    func viewModels() -> (version: Int, viewModels: [Section: Any]) {
        let version = version()
        if let cached, cached.version == version { return cached }
        let viewModels = readViewModels()
        cached = (version, viewModels)
        return (version, viewModels)
    }
}

/// The part of a header or footer binding that does not depend on the section type: the view type, and how its views
/// are configured and their view models compared. Snapshots keep this, not the generic ``_ViewBinding``, so that a
/// section's view values are of a type the runtime need not look up for every section on every update.
@MainActor
final class _BoundView {
    let viewType: AnyObject.Type
    let reuseIdentifier: String
    /// Sets a view model on a dequeued view.
    let configure: (AnyObject, Any) -> Void
    /// Compares two view models, when their type is `Equatable`.
    let equals: ((Any, Any) -> Bool)?

    init(
        viewType: AnyObject.Type, reuseIdentifier: String, configure: @escaping (AnyObject, Any) -> Void,
        equals: ((Any, Any) -> Bool)?
    ) {
        self.viewType = viewType
        self.reuseIdentifier = reuseIdentifier
        self.configure = configure
        self.equals = equals
    }

    /// One section's header or footer view in one data state.
    @MainActor
    struct Value {
        let view: _BoundView
        let viewModel: Any
        /// The source version the view model was read at: the same version means the same view model.
        let version: Int

        /// Whether two states show the same view: same source version, or equal view models.
        static func same(_ a: Value?, _ b: Value?) -> Bool {
            switch (a, b) {
            case (nil, nil): return true
            case let (a?, b?):
                guard a.view === b.view else { return false }
                if a.version == b.version { return true }
                guard let equals = a.view.equals else { return false }
                return equals(a.viewModel, b.viewModel)
            default: return false
            }
        }
    }
}

/// Values with the same scope structure as the binding chains: by section name, for all other sections,
/// and for any section.
struct _Scoped<Section: Hashable, Value> {
    var named: [Section: Value] = [:]
    var all: Value?
    var any: Value?

    /// Whether nothing was bound in any scope.
    var isEmpty: Bool { named.isEmpty && all == nil && any == nil }
    /// Whether no section has a value: nothing bound by name nor for all sections (an any-section value is a
    /// fallback, not a section's).
    @inline(__always) var bindsNoSection: Bool { named.isEmpty && all == nil }
}
