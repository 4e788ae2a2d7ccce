/// Assigns each distinct identity a dense integer *slot*, hashing every identity exactly once.
///
/// Everything after this step works on slot arrays, which are cheap to compare and need no generics.
/// Public only so that `@inlinable` diff entry points can use it; not API.
@usableFromInline
struct _IdentityTable<ID: Hashable> {
    @usableFromInline var slots: [ID: Int]
    @usableFromInline var count: Int = 0

    @inlinable
    init(capacity: Int) {
        slots = Dictionary(minimumCapacity: capacity)
    }

    /// The slot of `id`, creating a new one if it was not seen before — one hash, through the
    /// dictionary's defaulted-subscript `modify` accessor.
    @inlinable
    mutating func slot(for id: ID) -> Int {
        Self.claim(&slots[id, default: -1], next: &count)
    }

    @inlinable
    static func claim(_ slot: inout Int, next: inout Int) -> Int {
        if slot < 0 {
            slot = next
            next += 1
        }
        return slot
    }
}
