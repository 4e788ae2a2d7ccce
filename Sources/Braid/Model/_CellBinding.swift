/// What one cell binding method bound: where a section's items come from and how its cells are made.
@MainActor
final class _CellBinding<Section: Hashable> {
    /// The items of every section this binding provides, read again on each update.
    let items: () -> [Section: _SectionItems]
    /// The cell type, when the binding names one (cell providers dequeue their own).
    let cellType: AnyObject.Type?
    /// The model type handlers receive, if any.
    let modelType: Any.Type?
    /// Dequeues and configures the cell for `row` of `items` (the binder then runs the dequeue handlers).
    let makeCell: (_ context: CellDequeuer, _ items: _SectionItems, _ row: Int) -> AnyObject

    init(
        items: @escaping () -> [Section: _SectionItems], cellType: AnyObject.Type?, modelType: Any.Type?,
        makeCell: @escaping (CellDequeuer, _SectionItems, Int) -> AnyObject
    ) {
        self.items = items
        self.cellType = cellType
        self.modelType = modelType
        self.makeCell = makeCell
    }
}

/// A header or footer view type bound to sections, with its view models.
@MainActor
final class _ViewBinding<Section: Hashable> {
    let viewType: AnyObject.Type
    let reuseIdentifier: String
    let viewModels: () -> [Section: Any]
    /// Sets a view model on a dequeued view.
    let configure: (AnyObject, Any) -> Void
    /// Compares two view models, when their type is `Equatable`.
    let equals: ((Any, Any) -> Bool)?

    init(
        viewType: AnyObject.Type, reuseIdentifier: String, viewModels: @escaping () -> [Section: Any],
        configure: @escaping (AnyObject, Any) -> Void, equals: ((Any, Any) -> Bool)?
    ) {
        self.viewType = viewType
        self.reuseIdentifier = reuseIdentifier
        self.viewModels = viewModels
        self.configure = configure
        self.equals = equals
    }

    /// One section's header or footer view in one data state.
    @MainActor
    struct Value {
        let binding: _ViewBinding
        let viewModel: Any

        static func same(_ a: Value?, _ b: Value?) -> Bool {
            switch (a, b) {
            case (nil, nil): return true
            case let (a?, b?):
                guard a.binding === b.binding, let equals = a.binding.equals else { return false }
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
}
