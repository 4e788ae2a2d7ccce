/// An identity and a tag that keeps equal identities of different tags apart: the binder tags each row's identity
/// with its chain, so that rows of two chains never match. Hashed without `Hasher` when the identity is an `Int`
/// (see ``_identityHash(_:seed:)``). Package-wide, not API: Braid's binder makes it, BraidDiff hashes and orders it.
@usableFromInline
package struct _TaggedIdentity<ID: Hashable>: Hashable, CustomStringConvertible {
    @usableFromInline package var tag: Int
    @usableFromInline package var id: ID

    @inlinable
    package init(tag: Int, id: ID) {
        self.tag = tag
        self.id = id
    }

    /// The identity alone, as messages name it.
    @usableFromInline package var description: String { "\(id)" }
}

extension _TaggedIdentity: Sendable where ID: Sendable {}

/// Ordered by tag, then identity: the order in which the lockstep diff proves a list's identities distinct (see
/// ``_IdentityOrder``).
extension _TaggedIdentity: Comparable where ID: Comparable {
    @inlinable
    package static func < (a: Self, b: Self) -> Bool {
        a.tag != b.tag ? a.tag < b.tag : a.id < b.id
    }
}
