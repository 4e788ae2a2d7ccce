import Foundation

/// The models of one binding's rows, as its chain's handlers read them: typed by construction.
///
/// Each of the binding's items lists here how it reads a row's model (``_SectionItems/listedRowModels()``: an
/// array's items index their array, a tree's make the row's node, a recording list's read its version), so that a
/// handler of the chain finds its `Model` by the items' identity — never a model seen as `Any` and cast back.
///
/// One per binding with models (``_TypedRows/rowModels``), shared by every kind of items it makes. Items are listed
/// when a handler first asks for their rows, and leave when freed, on any thread (an update's diff runs off the main
/// actor, and frees there): hence the lock. Handlers run on the main actor, where the items last asked for are kept
/// (weakly) so that a section's rows are read without the lock — the per-row dimension questions of a first display.
final class _RowModels<Model>: _AnyRowModels, @unchecked Sendable {
    private struct Entry {
        weak var items: _SectionItems?
        let read: (Int) -> Model
    }
    private let lock = NSLock()
    private var live: [ObjectIdentifier: Entry] = [:]
    /// The items read last and how they read; main actor only.
    private weak var lastItems: _SectionItems?
    private var lastRead: ((Int) -> Model)?

    /// Lists `items`, read by `read` — which must not hold the items (it would keep them alive): they leave the list
    /// when freed (``unlist(_:)``).
    func list(_ items: _SectionItems, read: @escaping (Int) -> Model) {
        lock.lock()
        live[ObjectIdentifier(items)] = Entry(items: items, read: read)
        lock.unlock()
    }

    override func unlist(_ items: _SectionItems) {
        lock.lock()
        live[ObjectIdentifier(items)] = nil
        lock.unlock()
    }

    override func anyModel(in items: _SectionItems, at row: Int) -> Any? { model(in: items, at: row) }

    /// The model of `row` of `items`; nil when another binding made the items (a chain's handlers read only the rows
    /// of the sections its binding fills, so that is a mistake of the chain's resolution, which the caller reports).
    @MainActor
    func model(in items: _SectionItems, at row: Int) -> Model? {
        if let lastItems, lastItems === items, let lastRead { return lastRead(row) }
        guard items.listedRowModels() === self else { return nil }
        lock.lock()
        let entry = live[ObjectIdentifier(items)]
        lock.unlock()
        guard let entry, entry.items === items else { return nil }
        lastItems = items
        lastRead = entry.read
        return entry.read(row)
    }
}
