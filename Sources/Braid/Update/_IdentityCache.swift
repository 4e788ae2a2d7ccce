/// The identities that an update's diff made for the state it then showed, kept for the next update, whose diff
/// reads that state again — kept only when the lockstep walk answered, so that they were never copied for hashing and
/// cost nothing more to keep than to let go.
///
/// Taken, not read: the next diff takes each section's list out (``take(for:)``), so that it holds the only reference
/// and the engine can let the list go as it flattens it. Made by the diff that kept the lists, on whatever thread it
/// ran, handed through the main actor (`_UpdateState.identities`), and taken by the next diff alone, wherever it runs:
/// never touched by two threads at once (hence `@unchecked Sendable`).
final class _IdentityCache: @unchecked Sendable {
    /// Each section's items with their identities, by the items' object identity; the items are held, so that no
    /// other items object can take their identity while the cache lives.
    private var entries: [ObjectIdentifier: (items: _SectionItems, ids: _IdentityList)] = [:]

    /// The identities `lists` of each of `items` (nil for items without).
    init(items: [_SectionItems], lists: [_IdentityList?]) {
        for (items, list) in zip(items, lists) {
            if let list { entries[ObjectIdentifier(items)] = (items, list) }
        }
    }

    /// `items`' identities, if they were kept: no longer kept after this.
    func take(for items: _SectionItems) -> _IdentityList? {
        guard let entry = entries.removeValue(forKey: ObjectIdentifier(items)), entry.items === items else { return nil }
        return entry.ids
    }
}
