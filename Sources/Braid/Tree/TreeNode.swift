/// A row of a tree bound with `bind(cellType:tree:children:)`: the node's model and where it sits in the outline.
///
/// Handlers and cell configuration of a tree's chain receive these in place of bare models, so a cell can indent by
/// ``depth`` and show a disclosure from ``hasChildren`` and ``isExpanded``.
///
/// A node has its model's identity (`CollectionIdentifiable` or `Identifiable`), so expansion is kept, and rows
/// animate, by the model's id. Two nodes are equal when their models are equal and they sit alike (depth, parent,
/// children, expansion): a row whose node was expanded, collapsed or moved to another parent is updated, so its
/// cell shows it.
public struct TreeNode<Model> {
    /// The node's model.
    public let model: Model
    // A row is made for every shown node on every walk (a million for a million-row tree): its place is packed —
    // the parent shared by its children, the depth and flags in 5 bytes — so a row is the model and 16 bytes.
    @usableFromInline let parentBox: _TreeParent<Model>?
    @usableFromInline let packedDepth: UInt32
    @usableFromInline let flags: UInt8

    /// How far below the roots the node is: 0 for a root.
    @inlinable public var depth: Int { Int(packedDepth) }
    /// Whether the node has children (shown or not).
    @inlinable public var hasChildren: Bool { flags & 1 != 0 }
    /// Whether the node shows its children.
    @inlinable public var isExpanded: Bool { flags & 2 != 0 }
    /// The model of the node's parent; nil for a root.
    @inlinable public var parent: Model? { parentBox?.model }

    /// A node: what the binder makes for each row it shows (public so that tests and previews can make one).
    public init(model: Model, depth: Int, hasChildren: Bool, isExpanded: Bool, parent: Model?) {
        self.init(model: model, depth: depth, hasChildren: hasChildren, isExpanded: isExpanded, parentBox: parent.map(_TreeParent.init))
    }

    /// A node whose parent is shared with its siblings (the walk's).
    @inlinable
    init(model: Model, depth: Int, hasChildren: Bool, isExpanded: Bool, parentBox: _TreeParent<Model>?) {
        self.model = model
        self.parentBox = parentBox
        packedDepth = UInt32(clamping: depth)
        flags = (hasChildren ? 1 : 0) | (isExpanded ? 2 : 0)
    }

    /// A node as a walk's run (``_TreeRun``) packs it.
    @inlinable
    init(model: Model, packedDepth: UInt32, flags: UInt8, parentBox: _TreeParent<Model>?) {
        self.model = model
        self.parentBox = parentBox
        self.packedDepth = packedDepth
        self.flags = flags
    }
}

extension TreeNode: Sendable where Model: Sendable {}
extension TreeNode: OffMainActorDiffable where Model: OffMainActorDiffable {}

extension TreeNode: Equatable where Model: Equatable {
    /// Whether the two nodes' models are equal and they sit alike: depth, children, expansion and parent.
    @inlinable
    public static func == (lhs: TreeNode, rhs: TreeNode) -> Bool {
        lhs.model == rhs.model && lhs.packedDepth == rhs.packedDepth && lhs.flags == rhs.flags
            && (lhs.parentBox === rhs.parentBox || lhs.parent == rhs.parent)
    }
}

extension TreeNode: Identifiable where Model: Identifiable {
    /// The model's id.
    public var id: Model.ID { model.id }
}

extension TreeNode: CollectionIdentifiable where Model: CollectionIdentifiable {
    /// The model's `collectionId`.
    public var collectionId: String { model.collectionId }
}
