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

    /// The slots of `elements`' identities, or `nil` when every identity was new and unique — then the
    /// slot of element *i* is *i*, and no array is needed (the common case, kept allocation-free).
    @inlinable
    mutating func slots<C: Sequence>(ofFirst elements: C, identity: (C.Element) -> ID) -> [Int]? {
        var stored: [Int] = []
        var unique = true
        var index = 0
        for element in elements {
            let slot = slot(for: identity(element))
            if unique {
                if slot != index {
                    unique = false
                    stored.reserveCapacity(elements.underestimatedCount)
                    stored.append(contentsOf: 0..<index)
                    stored.append(slot)
                }
            } else {
                stored.append(slot)
            }
            index += 1
        }
        return unique ? nil : stored
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
