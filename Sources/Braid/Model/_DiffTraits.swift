/// How values of one type take part in diffing: their identity and their equality, when they have them.
///
/// Found once per type when a chain binds data — by asking whether the type is `CollectionIdentifiable`,
/// `Identifiable`, `Equatable` or `OffMainActorDiffable` — so that diffing never casts item by item: the closures
/// below take whole arrays, reinterpret them as arrays of the conforming type once, and run typed code per item.
///
/// Inlinable, and made by the chains' inlinable binding methods: so it is made in the app's module, where the
/// model type is concrete, and the compiler specializes the closures for it — `==` and `id` inlined in the
/// loops. Made in this module, the same closures run as unspecialized generic code: a value-witness copy of
/// each model and a witness call per row: ~15 ns a row against ~5 ns specialized, for a two-`Int` struct here.
@usableFromInline
struct _DiffTraits<Value> {
    /// The identities of a list of values, when `Value` has an identity.
    @usableFromInline var identities: ((_ values: [Value]) -> _IdentityList)?
    /// Whether `Value` has an identity (`identities` is set), asked on every update without touching the closure.
    @usableFromInline var isIdentified = false
    /// Compares two lists of values: row by row (`a[i] == b[j]`), and a run of rows at a time — the offsets `k` in
    /// `0..<count`, ascending, where `a[i + k] != b[j + k]`, in a loop of its own, specialized, not a call a row.
    @usableFromInline var rowComparer: ((_ a: [Value], _ b: [Value]) -> _RowComparer)?
    /// Whether `Value` is ``OffMainActorDiffable``, so that lists of it may be diffed off the main actor (when the
    /// update is large enough to gain from it; see `SectionedBinder.offMainActorDiffThreshold`).
    @usableFromInline var isOffMainActorDiffable = false

    /// The traits of `Value`: the only way to make them, so that a binding's traits are its values' own. (A binding
    /// without models, or without view models, has none: `nil`, never traits that claim nothing.)
    @inlinable
    init(of type: Value.Type) {
        if let identifiable = Value.self as? any CollectionIdentifiable.Type {
            identities = Self.collectionIdentities(identifiable)
            isIdentified = true
        } else if let identifiable = Value.self as? any Identifiable.Type {
            identities = Self.identifiableIdentities(identifiable)
            isIdentified = true
        }
        if let equatable = Value.self as? any Equatable.Type {
            rowComparer = Self.equality(equatable)
        }
        isOffMainActorDiffable = Value.self is any OffMainActorDiffable.Type
    }

    @inlinable
    static func collectionIdentities<T: CollectionIdentifiable>(_: T.Type) -> ([Value]) -> _IdentityList {
        { values in
            let values = unsafeBitCast(values, to: [T].self)
            return .strings(map(values) { $0.collectionId })
        }
    }

    @inlinable
    static func identifiableIdentities<T: Identifiable>(_: T.Type) -> ([Value]) -> _IdentityList {
        { values in
            let values = unsafeBitCast(values, to: [T].self)
            // The identity type is checked once per list, not per item.
            if T.ID.self == Int.self { return .ints(intIDs(values)) }
            if T.ID.self == String.self { return .strings(map(values) { unsafeBitCast($0.id, to: String.self) }) }
            return .others(map(values) { .boxed($0.id) })
        }
    }

    @inlinable
    static func equality<T: Equatable>(_: T.Type) -> ([Value], [Value]) -> _RowComparer {
        { a, b in
            let a = unsafeBitCast(a, to: [T].self), b = unsafeBitCast(b, to: [T].self)
            return _RowComparer(equals: { i, j in a[i] == b[j] }, differing: { i, j, count in
                precondition(i >= 0 && j >= 0 && count >= 0 && i + count <= a.count && j + count <= b.count,
                             "rows \(i)..<\(i + count) of \(a.count) compared with rows \(j)..<\(j + count) of \(b.count)")
                return a.withUnsafeBufferPointer { a in
                    b.withUnsafeBufferPointer { b in
                        var differing: [Int] = []
                        for k in 0..<count where a[i + k] != b[j + k] { differing.append(k) }
                        return differing
                    }
                }
            })
        }
    }

    /// The `Int` ids of `values` (whose `ID` is `Int`), in one loop without a closure per value.
    @inlinable
    static func intIDs<T: Identifiable>(_ values: [T]) -> [Int] {
        values.withUnsafeBufferPointer { buffer in
            [Int](unsafeUninitializedCapacity: buffer.count) { result, count in
                for index in buffer.indices { result[index] = unsafeBitCast(buffer[index].id, to: Int.self) }
                count = buffer.count
            }
        }
    }

    // `values.map(transform)` for each identity type: in generic code `map` copies every value out of the array
    // (and destroys the copy) before calling `transform`, and appends through a generic `append`. These read each
    // value where it is stored and write into a buffer of the concrete result type.

    @inlinable
    static func map<T>(_ values: [T], _ transform: (borrowing T) -> String) -> [String] {
        values.withUnsafeBufferPointer { buffer in
            [String](unsafeUninitializedCapacity: buffer.count) { result, count in
                for index in buffer.indices { result.initializeElement(at: index, to: transform(buffer[index])) }
                count = buffer.count
            }
        }
    }

    @inlinable
    static func map<T>(_ values: [T], _ transform: (borrowing T) -> _ItemIdentity) -> [_ItemIdentity] {
        values.withUnsafeBufferPointer { buffer in
            [_ItemIdentity](unsafeUninitializedCapacity: buffer.count) { result, count in
                for index in buffer.indices { result.initializeElement(at: index, to: transform(buffer[index])) }
                count = buffer.count
            }
        }
    }
}
