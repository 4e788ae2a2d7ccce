/// One level of ``_TreeShape/flatten(_:_:limit:splitAfter:)``'s walk: the children being shown, the next one, and
/// their parent.
@usableFromInline
struct _TreeFrame<Model> {
    @usableFromInline let children: [Model]
    @usableFromInline var next = 0
    @usableFromInline let parent: _TreeParent<Model>?
    /// The parent's identity, an ancestor of the nodes below while this frame is walked.
    @usableFromInline let id: AnyHashable?
    /// Where the level's pending run starts: its rows `runStart..<next` are shown but not yet in a run.
    @usableFromInline var runStart = 0
    /// The pending run's flags (``TreeNode``'s).
    @usableFromInline var runFlags: UInt8 = 0
    /// Where the level's walk ends among the children: their count, or where another thread's part of the walk
    /// starts (``_TreeShape/walk(_:depth:ancestors:_:limit:splitAfter:)``).
    @usableFromInline var end: Int
    /// How many of the children are still to walk.
    @inlinable var left: Int { end - next }

    @inlinable
    init(children: [Model], parent: _TreeParent<Model>?, id: AnyHashable?) {
        self.children = children
        self.parent = parent
        self.id = id
        end = children.count
    }
}
