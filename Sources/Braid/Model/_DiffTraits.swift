/// How values of one type take part in diffing: their identity and their equality, when they have them.
///
/// Found once per type when a chain binds data — by asking whether the type is ``CollectionIdentifiable``,
/// `Identifiable` or `Equatable` — so that diffing never casts item by item.
struct _DiffTraits<Value> {
    /// The identities of a list of values, typed by `Value` so that equal ids of different model types differ.
    var identities: (([Value]) -> [AnyHashable])?
    /// Whether `a[i]` and `b[j]` look the same.
    var equals: ((_ a: [Value], _ i: Int, _ b: [Value], _ j: Int) -> Bool)?

    var isDiffable: Bool { identities != nil || equals != nil }

    init() {}

    init(of type: Value.Type) {
        if let identifiable = Value.self as? any CollectionIdentifiable.Type {
            identities = Self.collectionIdentities(identifiable)
        } else if let identifiable = Value.self as? any Identifiable.Type {
            identities = Self.identifiableIdentities(identifiable)
        }
        if let equatable = Value.self as? any Equatable.Type {
            equals = Self.equality(equatable)
        }
    }

    private static func collectionIdentities<T: CollectionIdentifiable>(_: T.Type) -> ([Value]) -> [AnyHashable] {
        { values in unsafeBitCast(values, to: [T].self).map { AnyHashable(_TypedIdentity<T, String>(id: $0.collectionId)) } }
    }

    private static func identifiableIdentities<T: Identifiable>(_: T.Type) -> ([Value]) -> [AnyHashable] {
        { values in unsafeBitCast(values, to: [T].self).map { AnyHashable(_TypedIdentity<T, T.ID>(id: $0.id)) } }
    }

    private static func equality<T: Equatable>(_: T.Type) -> ([Value], Int, [Value], Int) -> Bool {
        { a, i, b, j in unsafeBitCast(a, to: [T].self)[i] == unsafeBitCast(b, to: [T].self)[j] }
    }
}

/// An identity that also carries its model type, so that `1` for a `Song` never matches `1` for an `Artist`.
struct _TypedIdentity<Model, ID: Hashable>: Hashable {
    var id: ID
}
