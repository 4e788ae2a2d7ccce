/// The items of one section in one data state, whatever their type: models, view models, or only a count.
///
/// The binder's snapshots hold these; the chain that bound the section created it with the model and view
/// model types it knows, so values come back out typed without a cast per item.
@MainActor
class _SectionItems {
    /// The number of rows.
    var count: Int { 0 }
    /// The type of the models handlers receive, if the binding has models.
    var modelType: Any.Type? { nil }
    /// The model at `row` (the view model when the binding has only view models).
    func model(at row: Int) -> Any? { nil }
    /// The view model at `row`, if the binding has view models.
    func viewModel(at row: Int) -> Any? { nil }
    /// The identities to diff by, or nil when the items have none (the section is diffed by count).
    func identities() -> [AnyHashable]? { nil }
    /// Whether `row` here and `otherRow` in `other` look the same; false when unknown.
    func contentEquals(_ row: Int, _ other: _SectionItems, _ otherRow: Int) -> Bool { false }
    /// Whether the items can tell equality at all.
    var hasEquality: Bool { false }
}

/// Rows that are only counted (`bind(cellProvider:numberOfCells:)`).
final class _CountedItems: _SectionItems {
    private let rows: Int
    init(count: Int) { rows = count }
    override var count: Int { rows }
}

/// Rows backed by models and/or view models.
final class _TypedItems<Model, ViewModel>: _SectionItems {
    let models: [Model]?
    let viewModels: [ViewModel]?
    private let modelTraits: _DiffTraits<Model>
    private let viewModelTraits: _DiffTraits<ViewModel>

    init(models: [Model]?, viewModels: [ViewModel]?, modelTraits: _DiffTraits<Model>, viewModelTraits: _DiffTraits<ViewModel>) {
        self.models = models
        self.viewModels = viewModels
        self.modelTraits = modelTraits
        self.viewModelTraits = viewModelTraits
    }

    override var count: Int { models?.count ?? viewModels?.count ?? 0 }
    override var modelType: Any.Type? { models != nil ? Model.self : viewModels != nil ? ViewModel.self : nil }
    override func model(at row: Int) -> Any? { models.map { $0[row] } ?? viewModels.map { $0[row] } }
    override func viewModel(at row: Int) -> Any? { viewModels.map { $0[row] } }

    /// View models decide when they are diffable (the seeds' rule), then models.
    override func identities() -> [AnyHashable]? {
        if let viewModels, let identities = viewModelTraits.identities { return identities(viewModels) }
        if let models, let identities = modelTraits.identities { return identities(models) }
        return nil
    }

    override var hasEquality: Bool {
        (viewModels != nil && viewModelTraits.equals != nil) || (models != nil && modelTraits.equals != nil)
    }

    override func contentEquals(_ row: Int, _ other: _SectionItems, _ otherRow: Int) -> Bool {
        guard let other = other as? _TypedItems<Model, ViewModel> else { return false }
        if let viewModels, let otherViewModels = other.viewModels, let equals = viewModelTraits.equals {
            return equals(viewModels, row, otherViewModels, otherRow)
        }
        if let models, let otherModels = other.models, let equals = modelTraits.equals {
            return equals(models, row, otherModels, otherRow)
        }
        return false
    }
}
