/// The UIKit adapter of each binder made for a UIKit view, found by the binder and typed.
///
/// The core holds its host as `any TableViewHost` (or `any CollectionViewHost`), so reading the adapter back from it
/// would be a cast that asks the type at run time. Instead the UIKit initializers note the adapter they made here, and
/// BraidUIKit's properties (`uiTableView`, `tableViewDelegate`, …) look it up: a binder made for another host (a
/// headless or terminal one) has no entry, and they answer nil.
///
/// Entries hold both weakly, and one answers only for the binder it was made for: an object made later at a freed
/// binder's address finds nothing. Entries whose binder went are dropped whenever one is added.
@MainActor
final class _UIKitAdapters<Adapter: AnyObject> {
    private struct Entry {
        weak var binder: AnyObject?
        weak var adapter: Adapter?
    }

    private var entries: [ObjectIdentifier: Entry] = [:]

    /// Notes that `binder` drives `adapter`.
    func note(_ adapter: Adapter, of binder: AnyObject) {
        entries = entries.filter { $0.value.binder != nil }
        entries[ObjectIdentifier(binder)] = Entry(binder: binder, adapter: adapter)
    }

    /// The adapter `binder` was made with; nil for a binder made for another host.
    func adapter(of binder: AnyObject) -> Adapter? {
        guard let entry = entries[ObjectIdentifier(binder)], entry.binder === binder else { return nil }
        return entry.adapter
    }
}
