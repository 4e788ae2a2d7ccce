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
