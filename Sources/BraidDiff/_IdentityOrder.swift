/// A strict order on identities, where their type has one: what lets the lockstep diff prove a list's identities
/// distinct without hashing them (see ``_Lockstep``). Not API.
///
/// `Int` and `String` are compared directly (``less(_:_:dynamic:)``), so that a diff specialized for
/// them compares inline; any other `Comparable` identity through its conformance, found at run time. The proof needs only
/// that `a < b` implies `a != b`, which `Comparable` requires; a value that is not ordered against its neighbours
/// (a NaN) ends a proof, never misleads it.
@usableFromInline
enum _IdentityOrder {
    /// Whether `ID` is compared inline by ``less(_:_:dynamic:)``, with no conformance to find.
    @inlinable
    static func isKnown<ID: Hashable>(_: ID.Type) -> Bool {
        ID.self == Int.self || ID.self == String.self
    }

    /// `a < b`: inline for the known types, else by `dynamic` (``lessThan(_:)``'s function).
    @inlinable @inline(__always)
    static func less<ID: Hashable>(_ a: ID, _ b: ID, dynamic: (ID, ID) -> Bool) -> Bool {
        if ID.self == Int.self { return unsafeBitCast(a, to: Int.self) < unsafeBitCast(b, to: Int.self) }
        if ID.self == String.self { return unsafeBitCast(a, to: String.self) < unsafeBitCast(b, to: String.self) }
        return dynamic(a, b)
    }

    /// `<` on a `Comparable` `ID` that is not a known type, found at run time; `nil` when `ID` is not `Comparable`.
    @inlinable
    static func lessThan<ID: Hashable>(_: ID.Type) -> ((ID, ID) -> Bool)? {
        guard let comparable = ID.self as? any Comparable.Type else { return nil }
        func opened<C: Comparable>(_: C.Type) -> (ID, ID) -> Bool {
            { unsafeBitCast($0, to: C.self) < unsafeBitCast($1, to: C.self) }
        }
        return opened(comparable)
    }
}
