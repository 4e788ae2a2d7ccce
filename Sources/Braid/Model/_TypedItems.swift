import Foundation

/// Rows backed by models and/or view models, made by one cell binding (``rows``: what its items share).
final class _TypedItems<Model, ViewModel>: _SectionItems, @unchecked Sendable {
    let models: [Model]?
    let viewModels: [ViewModel]?
    let rows: _TypedRows<Model, ViewModel>
    /// Whether ``rows`` lists these items (``exposeForLookup()``); read and written under its lock.
    var isRegistered = false

    /// Made in every update for every section whose source delivered — in code generic over the model type, where
    /// each step through generic storage asks the runtime for metadata: so it only stores, and the items join their
    /// binding's lookup table only when another of its items asks for them (``exposeForLookup()``).
    init(models: [Model]?, viewModels: [ViewModel]?, rows: _TypedRows<Model, ViewModel>) {
        self.models = models
        self.viewModels = viewModels
        self.rows = rows
    }

    deinit {
        rows.unregister(self)
    }

    override func exposeForLookup() {
        rows.register(self)
    }

    @MainActor
    override func makeCell(_ dequeuer: CellDequeuer, row: Int) -> AnyObject? {
        rows.makeCell(dequeuer, self, row)
    }

    override var count: Int { models?.count ?? viewModels?.count ?? 0 }

    override func listRowModels() -> _AnyRowModels? {
        guard let models else { return nil }
        rows.rowModels.list(self) { models[$0] }
        return rows.rowModels
    }

    // MARK: Diffing — view models decide when they are diffable (the seeds' rule), then models.

    override var isIdentified: Bool {
        (viewModels != nil && rows.viewModelTraits?.isIdentified == true)
            || (models != nil && rows.modelTraits?.isIdentified == true)
    }

    override var typeKeptOnMainActor: Any.Type? {
        if models != nil, rows.modelTraits?.isOffMainActorDiffable != true { return Model.self }
        if viewModels != nil, rows.viewModelTraits?.isOffMainActorDiffable != true { return ViewModel.self }
        return nil
    }

    override var comparesOnMainActor: Bool { rows.showAlike != nil }

    /// Made anew on each call, not kept here: a diff hands them to the engine, which lets each section's go as it
    /// flattens them for hashing, so that a big update holds its identities about once (BraidDiff's `SectionedDiff`
    /// takes its sections). A cache here would hold them through that. The binder keeps them instead where keeping
    /// costs nothing — after a diff the lockstep walk answered (`_IdentityCache`).
    override func identities() -> _IdentityList? {
        if let viewModels, let identities = rows.viewModelTraits?.identities { return identities(viewModels) }
        if let models, let identities = rows.modelTraits?.identities { return identities(models) }
        return nil
    }

    override func removing(row: Int) -> _SectionItems { typedRemoving(row: row) }

    override func inserting(row: Int, of other: _SectionItems, at destination: Int) -> _SectionItems? {
        typedInserting(row: row, of: other, at: destination)
    }

    /// ``removing(row:)``, typed.
    func typedRemoving(row: Int) -> _TypedItems {
        func without<T>(_ list: [T]?) -> [T]? {
            guard var list else { return nil }
            list.remove(at: row)
            return list
        }
        return _TypedItems(models: without(models), viewModels: without(viewModels), rows: rows)
    }

    /// ``inserting(row:of:at:)``, typed.
    func typedInserting(row: Int, of other: _SectionItems, at destination: Int) -> _TypedItems? {
        guard let other = rows.typed(exposed(other.flat)), (models == nil) == (other.models == nil),
            (viewModels == nil) == (other.viewModels == nil)
        else { return nil }
        func with<T>(_ list: [T]?, _ source: [T]?) -> [T]? {
            guard var list, let source else { return nil }
            list.insert(source[row], at: destination)
            return list
        }
        return _TypedItems(
            models: with(models, other.models), viewModels: with(viewModels, other.viewModels), rows: rows)
    }

    override func rowComparer(to other: _SectionItems) -> _RowComparer {
        guard let other = rows.typed(exposed(other.flat)) else { return .allDiffer }
        if let models, let otherModels = other.models, let showAlike = rows.showAlike {
            // Rows compared by what they show: by the models first, where they have equality (equal models show
            // alike), then what the rows show, only for the pairs whose models differ — all of them without equality.
            let byModels = rows.modelTraits?.rowComparer.map { $0(models, otherModels) } ?? .allDiffer
            return byModels.narrowed { i, j in !showAlike(models[i], otherModels[j]) }
        }
        if let viewModels, let otherViewModels = other.viewModels, let comparer = rows.viewModelTraits?.rowComparer {
            return comparer(viewModels, otherViewModels)
        }
        if let models, let otherModels = other.models, let comparer = rows.modelTraits?.rowComparer {
            return comparer(models, otherModels)
        }
        return isIdentified ? .allEqual : .allDiffer
    }

    /// `items`, listed in their binding's lookup table, so that ``_TypedRows/typed(_:)`` finds them if they are this
    /// binding's.
    private func exposed(_ items: _SectionItems) -> _SectionItems {
        items.exposeForLookup()
        return items
    }
}
