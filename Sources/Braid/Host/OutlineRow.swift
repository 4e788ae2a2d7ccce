/// Where a row of a tree sits in its outline, as a host draws it: its indentation, and its disclosure (none, ▸ or
/// ▾). What a host's data source answers for rows of a section bound with `bind(cellType:tree:children:)`.
public struct OutlineRow: Hashable, Sendable {
    /// How far below the roots the row's node is: 0 for a root.
    public var depth: Int
    /// Whether the node has children, so the row shows a disclosure.
    public var hasChildren: Bool
    /// Whether the node shows its children.
    public var isExpanded: Bool

    /// A row at `depth`, with or without children, expanded or not.
    public init(depth: Int, hasChildren: Bool, isExpanded: Bool) {
        self.depth = depth
        self.hasChildren = hasChildren
        self.isExpanded = isExpanded
    }
}
