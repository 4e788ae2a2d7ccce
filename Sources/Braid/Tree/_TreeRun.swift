/// Consecutive shown rows of a flattened tree (``_FlatTree``) that are consecutive siblings sitting alike:
/// `siblings[start..<(start + count)]`, at one depth, under one parent, with the same flags — leaves, collapsed
/// nodes with children, or one expanded node (whose shown children follow in runs of their own).
///
/// A walk makes a run per change of kind among siblings, not a row per node: a fully expanded tree of folders of
/// files is two runs a folder, so its first display costs a `children` call a node and nothing a row.
@usableFromInline
struct _TreeRun<Model> {
    /// The array the run's nodes are in: the roots, or their parent's children.
    @usableFromInline let siblings: [Model]
    /// Where the run starts in ``siblings``.
    @usableFromInline let start: Int
    /// The run's first row among the tree's rows.
    @usableFromInline let firstRow: Int
    /// How many rows the run has.
    @usableFromInline let count: Int
    /// The rows' depth.
    @usableFromInline let depth: Int
    /// The rows' ``TreeNode`` flags: whether they have children, and show them.
    @usableFromInline let flags: UInt8
    /// The rows' parent, shared (nil for roots).
    @usableFromInline let parent: _TreeParent<Model>?

    @inlinable
    init(
        siblings: [Model], start: Int, firstRow: Int, count: Int, depth: Int, flags: UInt8, parent: _TreeParent<Model>?
    ) {
        self.siblings = siblings
        self.start = start
        self.firstRow = firstRow
        self.count = count
        self.depth = depth
        self.flags = flags
        self.parent = parent
    }

    /// The node of the run's row `row` (a row of the tree, in the run).
    @inlinable
    func node(at row: Int) -> TreeNode<Model> {
        TreeNode(model: siblings[start + row - firstRow], packedDepth: UInt32(clamping: depth), flags: flags,
                 parentBox: parent)
    }
}
