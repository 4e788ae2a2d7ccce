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
    /// How far below the roots the node is: 0 for a root.
    public let depth: Int
    /// Whether the node has children (shown or not).
    public let hasChildren: Bool
    /// Whether the node shows its children.
    public let isExpanded: Bool
    /// The model of the node's parent; nil for a root.
    public let parent: Model?

    /// A node: what the binder makes for each row it shows (public so that tests and previews can make one).
    public init(model: Model, depth: Int, hasChildren: Bool, isExpanded: Bool, parent: Model?) {
        self.model = model
        self.depth = depth
        self.hasChildren = hasChildren
        self.isExpanded = isExpanded
        self.parent = parent
    }
}

extension TreeNode: Sendable where Model: Sendable {}
extension TreeNode: OffMainActorDiffable where Model: OffMainActorDiffable {}

extension TreeNode: Equatable where Model: Equatable {}

extension TreeNode: Identifiable where Model: Identifiable {
    /// The model's id.
    public var id: Model.ID { model.id }
}

extension TreeNode: CollectionIdentifiable where Model: CollectionIdentifiable {
    /// The model's `collectionId`.
    public var collectionId: String { model.collectionId }
}
