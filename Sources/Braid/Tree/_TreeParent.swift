/// The parent of a walk's shown children, made once per expanded node and shared by its children's rows
/// (``TreeNode/parent``). Immutable.
@usableFromInline
final class _TreeParent<Model>: @unchecked Sendable {
    @usableFromInline let model: Model

    @inlinable
    init(_ model: Model) {
        self.model = model
    }
}
