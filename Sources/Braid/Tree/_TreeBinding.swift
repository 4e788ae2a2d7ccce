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
    /// Dequeues a row's cell (configured from the row's node afterwards, as every binding's cells are): it needs
    /// no made rows, so a first display makes none.
    let dequeue: (CellDequeuer) -> AnyObject

    init(shape: _TreeShape<Model>, rows: _TypedRows<TreeNode<Model>, Void>, control: _TreeControl,
         dequeue: @escaping (CellDequeuer) -> AnyObject) {
        self.shape = shape
        self.rows = rows
        self.control = control
        self.dequeue = dequeue
    }
}
