import Foundation

/// The items of one section in one data state, whatever their type: models, view models, or only a count.
///
/// The binder's snapshots hold these; the chain that bound the section created it with the model and view
/// model types it knows, so values come back out typed without a cast per item.
///
/// Immutable once made (the identities are computed once and kept, under a lock), and diffed off the main actor
/// when ``mayLeaveMainActor`` — hence `@unchecked Sendable`: an instance whose values are not
/// ``OffMainActorDiffable`` (a protocol that refines `Sendable`) says so there, and the binder then diffs it on the
/// main actor only.
class _SectionItems: @unchecked Sendable {
    /// The number of rows.
    var count: Int { 0 }
    /// The type of the models handlers receive, if the binding has models.
    var modelType: Any.Type? { nil }
    /// The model at `row` (the view model when the binding has only view models).
    func model(at row: Int) -> Any? { nil }
    /// The view model at `row`, if the binding has view models.
    func viewModel(at row: Int) -> Any? { nil }
    /// Whether these items may leave the main actor — be diffed and freed elsewhere: every value they hold is
    /// ``OffMainActorDiffable`` (or they hold none: rows only counted).
    final var mayLeaveMainActor: Bool { typeKeptOnMainActor == nil }
    /// The type of the values that keep these items on the main actor (not ``OffMainActorDiffable``), if any.
    var typeKeptOnMainActor: Any.Type? { nil }
    /// Whether the items have identities to diff by (else they are diffed by count).
    var isIdentified: Bool { false }
    /// The identities to diff by, or nil when the items have none.
    func identities() -> _IdentityList? { nil }
    /// How rows here compare with rows of `other`, a later state of a section: `compare(i, j)` is whether row
    /// `i` here and row `j` there look the same.
    ///
    /// Identified items without equality always look the same (they are never reloaded: without `Equatable`
    /// there is no way to tell a change); items with neither identity nor equality never do.
    func rowComparer(to other: _SectionItems) -> (Int, Int) -> Bool { { _, _ in false } }

    // MARK: Editing — the items after a user's delete or move

    /// These items without `row`.
    func removing(row: Int) -> _SectionItems { _CountedItems(count: count - 1) }
    /// These items with `other`'s `row` inserted at `destination` (`other` is these items or a section's of the
    /// same binding), or nil when `other`'s rows cannot join these.
    func inserting(row: Int, of other: _SectionItems, at destination: Int) -> _SectionItems? {
        other is _CountedItems ? _CountedItems(count: count + 1) : nil
    }
}

/// Rows that are only counted (`bind(cellProvider:numberOfCells:)`).
final class _CountedItems: _SectionItems, @unchecked Sendable {
    private let rows: Int
    init(count: Int) { rows = count }
    override var count: Int { rows }
}

/// Rows backed by models and/or view models.
final class _TypedItems<Model, ViewModel>: _SectionItems, @unchecked Sendable {
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

    // MARK: Diffing — view models decide when they are diffable (the seeds' rule), then models.

    override var isIdentified: Bool {
        (viewModels != nil && viewModelTraits.isIdentified) || (models != nil && modelTraits.isIdentified)
    }

    override var typeKeptOnMainActor: Any.Type? {
        if models != nil, !modelTraits.isOffMainActorDiffable { return Model.self }
        if viewModels != nil, !viewModelTraits.isOffMainActorDiffable { return ViewModel.self }
        return nil
    }

    /// Kept after the first diff that asks: this state is the old one in the next update, and the items never
    /// change. Guarded by `lock`: the diff that computes them may run off the main actor.
    private var cachedIdentities: _IdentityList??
    private let lock = NSLock()

    override func identities() -> _IdentityList? {
        lock.lock()
        defer { lock.unlock() }
        if let cachedIdentities { return cachedIdentities }
        var list: _IdentityList?
        if let viewModels, let identities = viewModelTraits.identities {
            list = identities(viewModels)
        } else if let models, let identities = modelTraits.identities {
            list = identities(models)
        }
        cachedIdentities = .some(list)
        return list
    }

    override func removing(row: Int) -> _SectionItems {
        func without<T>(_ list: [T]?) -> [T]? {
            guard var list else { return nil }
            list.remove(at: row)
            return list
        }
        return _TypedItems(models: without(models), viewModels: without(viewModels), modelTraits: modelTraits, viewModelTraits: viewModelTraits)
    }

    override func inserting(row: Int, of other: _SectionItems, at destination: Int) -> _SectionItems? {
        guard let other = other as? _TypedItems<Model, ViewModel>, (models == nil) == (other.models == nil),
            (viewModels == nil) == (other.viewModels == nil)
        else { return nil }
        func with<T>(_ list: [T]?, _ source: [T]?) -> [T]? {
            guard var list, let source else { return nil }
            list.insert(source[row], at: destination)
            return list
        }
        return _TypedItems(
            models: with(models, other.models), viewModels: with(viewModels, other.viewModels),
            modelTraits: modelTraits, viewModelTraits: viewModelTraits)
    }

    override func rowComparer(to other: _SectionItems) -> (Int, Int) -> Bool {
        guard let other = other as? _TypedItems<Model, ViewModel> else { return { _, _ in false } }
        if let viewModels, let otherViewModels = other.viewModels, let rowEquals = viewModelTraits.rowEquals {
            return rowEquals(viewModels, otherViewModels)
        }
        if let models, let otherModels = other.models, let rowEquals = modelTraits.rowEquals {
            return rowEquals(models, otherModels)
        }
        let identified = isIdentified
        return { _, _ in identified }
    }
}
