/// A tree flattened into the rows it shows (``_TreeShape/flatten(_:_:)``), with what the walk found wrong.
@usableFromInline
struct _FlatTree<Model> {
    /// The shown nodes, in order: each node, then its shown descendants.
    @usableFromInline var nodes: [TreeNode<Model>] = []
    /// What is wrong with the tree (a cycle, a tree too deep, unstable children): reported once per section.
    @usableFromInline var problems: [String] = []
    /// The ids of nodes the app expanded or collapsed that are nowhere in the tree, with their change's number:
    /// their state goes with them (``_TreeControl/forget(_:)``).
    @usableFromInline var gone: [(id: AnyHashable, stamp: Int)] = []

    @usableFromInline init() {}

    /// Adds `problem`, unless it is already there or there are a few already (a cycle can repeat on every row).
    @inlinable
    mutating func report(_ problem: String) {
        if problems.count < 8 && !problems.contains(problem) { problems.append(problem) }
    }
}
