/// What a walk (or the part of one another thread walked) found: its rows, and — when the app's expansion is
/// tracked — the nodes of it the walk met and the unshown children it passed.
@usableFromInline
struct _TreeWalkPart<Model> {
    @usableFromInline var tree: _FlatTree<Model>
    @usableFromInline var seen: Set<AnyHashable>
    @usableFromInline var hidden: [[Model]]
    /// The identities of the nodes it showed expanded (and of their ancestors above it).
    @usableFromInline var expanded: Set<AnyHashable>
    @usableFromInline var tracksOverrides: Bool

    @inlinable
    init(tree: _FlatTree<Model>, seen: Set<AnyHashable>, hidden: [[Model]], expanded: Set<AnyHashable>, tracksOverrides: Bool) {
        self.tree = tree
        self.seen = seen
        self.hidden = hidden
        self.expanded = expanded
        self.tracksOverrides = tracksOverrides
    }
}
