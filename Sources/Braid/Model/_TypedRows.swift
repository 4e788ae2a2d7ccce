import Foundation

/// What every section's items of one cell binding share: the diff traits of its models and view models, how it
/// makes a cell, and its items that are alive — so that a binding's items, held as ``_SectionItems`` by the
/// snapshots, are found again typed without a cast (``typed(_:)``): a user's move joins two of them, an update
/// compares an old state's with a new one's.
///
/// One per binding (made by `SectionedBinder.bindCells`), shared by every ``_TypedItems`` it makes; the items
/// register themselves when made and leave when freed, on any thread (the diff reads them off the main actor) —
/// hence the lock.
final class _TypedRows<Model, ViewModel>: @unchecked Sendable {
    /// The models' diff traits, when the binding has models; the view models', when it has view models.
    let modelTraits: _DiffTraits<Model>?
    let viewModelTraits: _DiffTraits<ViewModel>?
    /// Dequeues and configures the cell for a row of these items.
    /// Called on the main actor only (``_TypedItems/makeCell(_:row:)`` is isolated to it).
    let makeCell: (CellDequeuer, _TypedItems<Model, ViewModel>, Int) -> AnyObject
    private let lock = NSLock()
    private var live: [ObjectIdentifier: Entry] = [:]

    private struct Entry {
        weak var items: _TypedItems<Model, ViewModel>?
    }

    init(
        modelTraits: _DiffTraits<Model>?, viewModelTraits: _DiffTraits<ViewModel>?,
        makeCell: @escaping (CellDequeuer, _TypedItems<Model, ViewModel>, Int) -> AnyObject
    ) {
        self.modelTraits = modelTraits
        self.viewModelTraits = viewModelTraits
        self.makeCell = makeCell
    }

    /// `items` typed, when this binding made them; nil for another binding's (or counted rows).
    func typed(_ items: _SectionItems) -> _TypedItems<Model, ViewModel>? {
        lock.lock()
        defer { lock.unlock() }
        return live[ObjectIdentifier(items)]?.items
    }

    func register(_ items: _TypedItems<Model, ViewModel>) {
        lock.lock()
        live[ObjectIdentifier(items)] = Entry(items: items)
        lock.unlock()
    }

    /// Called by the items' deinit, before their memory (and so their identifier) can be reused.
    func unregister(_ id: ObjectIdentifier) {
        lock.lock()
        live[id] = nil
        lock.unlock()
    }
}
