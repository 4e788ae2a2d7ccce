import Foundation

/// What every section's items of one cell binding share: the diff traits of its models and view models, how it
/// makes a cell, and its items that are alive — so that a binding's items, held as ``_SectionItems`` by the
/// snapshots, are found again typed without a cast (``typed(_:)``): a user's move joins two of them, an update
/// compares an old state's with a new one's.
///
/// One per binding (made by `SectionedBinder.bindCells`), shared by every ``_TypedItems`` it makes. Items are listed
/// when another of the binding's items asks for them (``_SectionItems/exposeForLookup()``: an update compares two, a
/// user's move joins two), not when made — an update makes items for every section that changed, on the main actor —
/// and leave when freed, on any thread (the diff runs off the main actor): hence the lock.
final class _TypedRows<Model, ViewModel>: @unchecked Sendable {
    /// The models' diff traits, when the binding has models; the view models', when it has view models.
    let modelTraits: _DiffTraits<Model>?
    let viewModelTraits: _DiffTraits<ViewModel>?
    /// Whether two models' rows show alike, for a binding whose rows are compared by what they show rather than by
    /// their models — a content binding's: the contents its closure makes of them are equal. The models' equality, when
    /// they have it, only spares the question for rows whose models are equal. Nil: rows compare by the traits. It may
    /// run the app's main-actor code, so items that ask it are compared on the main actor
    /// (``_SectionItems/comparesOnMainActor``).
    let showAlike: ((Model, Model) -> Bool)?
    /// Dequeues and configures the cell for a row of these items.
    /// Called on the main actor only (``_TypedItems/makeCell(_:row:)`` is isolated to it).
    let makeCell: (CellDequeuer, _TypedItems<Model, ViewModel>, Int) -> AnyObject
    /// The binding's models as its chain's handlers read them (unused by a binding of view models only, whose chain
    /// has no model handlers).
    let rowModels = _RowModels<Model>()
    private let lock = NSLock()
    private var live: [ObjectIdentifier: Entry] = [:]

    private struct Entry {
        weak var items: _TypedItems<Model, ViewModel>?
    }

    init(
        modelTraits: _DiffTraits<Model>?, viewModelTraits: _DiffTraits<ViewModel>?,
        showAlike: ((Model, Model) -> Bool)? = nil,
        makeCell: @escaping (CellDequeuer, _TypedItems<Model, ViewModel>, Int) -> AnyObject
    ) {
        self.modelTraits = modelTraits
        self.viewModelTraits = viewModelTraits
        self.showAlike = showAlike
        self.makeCell = makeCell
    }

    /// `items` typed, when this binding made them; nil for another binding's (or counted rows).
    func typed(_ items: _SectionItems) -> _TypedItems<Model, ViewModel>? {
        lock.lock()
        defer { lock.unlock() }
        return live[ObjectIdentifier(items)]?.items
    }

    /// Lists `items` (once), so that ``typed(_:)`` finds them.
    func register(_ items: _TypedItems<Model, ViewModel>) {
        lock.lock()
        defer { lock.unlock() }
        guard !items.isRegistered else { return }
        live[ObjectIdentifier(items)] = Entry(items: items)
        items.isRegistered = true
    }

    /// Called by the items' deinit, before their memory (and so their identifier) can be reused: takes them off the
    /// list if they are on it (most never are).
    func unregister(_ items: _TypedItems<Model, ViewModel>) {
        lock.lock()
        if items.isRegistered { live[ObjectIdentifier(items)] = nil }
        lock.unlock()
    }
}
