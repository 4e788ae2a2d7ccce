/// What a walk (or the part of one another thread walked) found: its rows, and — when the app's expansion is
/// tracked — the nodes of it the walk met and the unshown children it passed.
@usableFromInline
struct _TreeWalkPart<Model> {
    @usableFromInline var tree: _FlatTree<Model>
    @usableFromInline var seen: Set<AnyHashable>
    @usableFromInline var hidden: [[Model]]
    @usableFromInline var tracksOverrides: Bool

    @inlinable
    init(tree: _FlatTree<Model>, seen: Set<AnyHashable>, hidden: [[Model]], tracksOverrides: Bool) {
        self.tree = tree
        self.seen = seen
        self.hidden = hidden
        self.tracksOverrides = tracksOverrides
    }
}
