/// What every update's items of one tree binding share (``_TreeItems``): the tree's shape, the rows' typed binding,
/// the expansion, and how a row's cell is dequeued.
///
/// One per `bind(cellType:tree:children:expanded:)` (made by `SectionedBinder.bindTree`).
final class _TreeBinding<Model>: @unchecked Sendable {
    let shape: _TreeShape<Model>
    /// The nodes' diff traits and typed lookup, for the rows once made (``_TreeItems/flat``).
    let rows: _TypedRows<TreeNode<Model>, Void>
    /// The binding's expansion; read on the main actor only.
    let control: _TreeControl
    /// Dequeues a row's cell for its node (configured from the node afterwards, as every binding's cells are; a
    /// content row's shows the content made of it): the node is read from the walk, so a first display makes no rows.
    let dequeue: (CellDequeuer, TreeNode<Model>) -> AnyObject

    init(shape: _TreeShape<Model>, rows: _TypedRows<TreeNode<Model>, Void>, control: _TreeControl,
         dequeue: @escaping (CellDequeuer, TreeNode<Model>) -> AnyObject) {
        self.shape = shape
        self.rows = rows
        self.control = control
        self.dequeue = dequeue
    }
}
