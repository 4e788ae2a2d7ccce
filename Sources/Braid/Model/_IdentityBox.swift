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
