/// An item's identity as the binder diffs it when a table's identities are of more than one type: one concrete
/// `Hashable` type whatever the model type, so that the diff engine's hashing is specialized for it instead of going
/// through `AnyHashable` for every item. (A table whose identities are all `Int`s, or all `String`s, is diffed with
/// exactly those: see ``_IdentityList``.)
///
/// `Int` and `String` identities are stored as themselves; any other goes in a box. An identity is the model's id
/// alone: it does not carry the model type. What keeps `1` for a `Song` from matching `1` for an `Artist` is that
/// each model type is bound by its own chain, and when several chains' sections have identities the diff matches
/// each chain's rows among themselves (BraidDiff's item groups; see `_SnapshotDiff`).
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
