/// How values of one type take part in diffing: their identity and their equality, when they have them.
///
/// Found once per type when a chain binds data — by asking whether the type is ``CollectionIdentifiable``,
/// `Identifiable` or `Equatable` — so that diffing never casts item by item: the closures below take whole
/// arrays, reinterpret them as arrays of the conforming type once, and run typed code per item.
struct _DiffTraits<Value> {
    /// The type that identifies items — `Value` when it has an identity; sections whose identities come from
    /// the same type can be diffed with plain identities.
    var identityType: ObjectIdentifier?
    /// The identities of a list of values: plain (`typed == false`) or carrying the model type.
    var identities: ((_ values: [Value], _ typed: Bool) -> _IdentityList)?
    /// Compares two lists of values row by row: `rowEquals(a, b)(i, j)` is whether `a[i] == b[j]`.
    var rowEquals: ((_ a: [Value], _ b: [Value]) -> (Int, Int) -> Bool)?

    init() {}

    init(of type: Value.Type) {
        if let identifiable = Value.self as? any CollectionIdentifiable.Type {
            identities = Self.collectionIdentities(identifiable)
            identityType = ObjectIdentifier(Value.self)
        } else if let identifiable = Value.self as? any Identifiable.Type {
            identities = Self.identifiableIdentities(identifiable)
            identityType = ObjectIdentifier(Value.self)
        }
        if let equatable = Value.self as? any Equatable.Type {
            rowEquals = Self.equality(equatable)
        }
    }

    private static func collectionIdentities<T: CollectionIdentifiable>(_: T.Type) -> ([Value], Bool) -> _IdentityList {
        { values, typed in
            let values = unsafeBitCast(values, to: [T].self)
            if typed { return .others(values.map { .boxed(_TypedIdentity<T, String>(id: $0.collectionId)) }) }
            return .strings(values.map(\.collectionId))
        }
    }

    private static func identifiableIdentities<T: Identifiable>(_: T.Type) -> ([Value], Bool) -> _IdentityList {
        { values, typed in
            let values = unsafeBitCast(values, to: [T].self)
            if typed { return .others(values.map { .boxed(_TypedIdentity<T, T.ID>(id: $0.id)) }) }
            // The identity type is checked once per list, not per item.
            if T.ID.self == Int.self { return .ints(values.map { unsafeBitCast($0.id, to: Int.self) }) }
            if T.ID.self == String.self { return .strings(values.map { unsafeBitCast($0.id, to: String.self) }) }
            return .others(values.map { .boxed($0.id) })
        }
    }

    private static func equality<T: Equatable>(_: T.Type) -> ([Value], [Value]) -> (Int, Int) -> Bool {
        { a, b in
            let a = unsafeBitCast(a, to: [T].self), b = unsafeBitCast(b, to: [T].self)
            return { i, j in a[i] == b[j] }
        }
    }
}

extension _ItemIdentity {
    /// An identity of any type, boxed.
    static func boxed<ID: Hashable>(_ id: ID) -> _ItemIdentity {
        .other(_IdentityBox(AnyHashable(id)))
    }
}
