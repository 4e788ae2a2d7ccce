/// A strict order on identities, where their type has one: what lets the lockstep diff prove a list's identities
/// distinct without hashing them (see ``_Lockstep``). Not API.
///
/// `Int`, `String` and a ``_TaggedIdentity`` of either are compared directly, so that a diff specialized for them
/// compares inline; any other `Comparable` identity through its conformance, found at run time. The proof needs only
/// that `a < b` implies `a != b`, which `Comparable` requires; a value that is not ordered against its neighbours
/// (a NaN) ends a proof, never misleads it.
@usableFromInline
enum _IdentityOrder {
    /// `<` on `ID`, or `nil` when `ID` is not `Comparable`.
    @inlinable
    static func lessThan<ID: Hashable>(_: ID.Type) -> ((ID, ID) -> Bool)? {
        if ID.self == Int.self {
            return { unsafeBitCast($0, to: Int.self) < unsafeBitCast($1, to: Int.self) }
        }
        if ID.self == _TaggedIdentity<Int>.self {
            return { unsafeBitCast($0, to: _TaggedIdentity<Int>.self) < unsafeBitCast($1, to: _TaggedIdentity<Int>.self) }
        }
        if ID.self == String.self {
            return { unsafeBitCast($0, to: String.self) < unsafeBitCast($1, to: String.self) }
        }
        guard let comparable = ID.self as? any Comparable.Type else { return nil }
        func opened<C: Comparable>(_: C.Type) -> (ID, ID) -> Bool {
            { unsafeBitCast($0, to: C.self) < unsafeBitCast($1, to: C.self) }
        }
        return opened(comparable)
    }
}
