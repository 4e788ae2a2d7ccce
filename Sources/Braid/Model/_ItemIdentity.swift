/// An item's identity as the binder diffs it: one concrete `Hashable` type whatever the model type, so that
/// the diff engine's hashing is specialized for it instead of going through `AnyHashable` for every item.
///
/// The common identity types are stored as themselves; any other goes in a box. When every section of a
/// table identifies its items by the same model type, identities are *plain*: `Person` "A" is `.string("A")`.
/// When sections identify different model types, they are *typed*: the model type is part of the identity, so
/// that `1` for a `Song` never matches `1` for an `Artist` (see `_DiffTraits`).
@usableFromInline
enum _ItemIdentity: Hashable, CustomStringConvertible {
    case int(Int)
    case string(String)
    case other(_IdentityBox)

    /// An identity of any type, boxed.
    @inlinable
    static func boxed<ID: Hashable>(_ id: ID) -> _ItemIdentity {
        .other(_IdentityBox(AnyHashable(id)))
    }

    /// The identity's own value, for messages: `A`, not `string("A")`.
    @usableFromInline var description: String {
        switch self {
        case .int(let value): "\(value)"
        case .string(let value): value
        case .other(let box): box.description
        }
    }
}

/// The identities of one section's items, as the diff engine will hash them: the two common identity types
/// unboxed — a table whose identities are all `Int`s (or all `String`s) is diffed with exactly those — and
/// any other as ``_ItemIdentity``.
@usableFromInline
enum _IdentityList {
    case ints([Int])
    case strings([String])
    case others([_ItemIdentity])

    /// The identities as ``_ItemIdentity``, for tables that mix identity types.
    var itemIdentities: [_ItemIdentity] {
        switch self {
        case .ints(let ids): ids.map { .int($0) }
        case .strings(let ids): ids.map { .string($0) }
        case .others(let ids): ids
        }
    }
}

/// An identity of any other type (or a typed one), boxed so that ``_ItemIdentity`` stays small.
@usableFromInline
final class _IdentityBox: Hashable {
    let value: AnyHashable

    @usableFromInline
    init(_ value: AnyHashable) {
        self.value = value
    }

    /// The identity's own value.
    var description: String { "\(value.base)" }

    @usableFromInline
    static func == (a: _IdentityBox, b: _IdentityBox) -> Bool { a.value == b.value }
    @usableFromInline
    func hash(into hasher: inout Hasher) { hasher.combine(value) }
}
