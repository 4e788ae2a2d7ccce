import Foundation

/// A tree section's items: the roots as the source gave them and the expansion they show with, flattened into rows
/// (``flat``: the nodes as an array binding's items) once, when first asked — on the thread the diff runs on, so a
/// large tree of ``OffMainActorDiffable`` models is walked off the main actor.
///
/// Until flattened, only what needs no walk is known on the main actor: whether there are rows (``isEmpty``) and
/// about how many (``estimatedCount``). A user's delete or move makes items whose rows are given
/// (``init(edited:of:)``).
final class _TreeItems<Model>: _SectionItems, @unchecked Sendable {
    let roots: [Model]
    let shape: _TreeShape<Model>
    let expansion: _Expansion
    let rows: _TypedRows<TreeNode<Model>, Void>
    /// The binding's expansion; read on the main actor only.
    let control: _TreeControl
    /// How many rows the tree showed before these were made, when known: the update's size, before the walk.
    private let previousCount: Int?
    private var walked: (items: _TypedItems<TreeNode<Model>, Void>, problems: [String], gone: [(id: AnyHashable, stamp: Int)])?
    private let lock = NSLock()

    init(roots: [Model], shape: _TreeShape<Model>, expansion: _Expansion, rows: _TypedRows<TreeNode<Model>, Void>,
         control: _TreeControl, previousCount: Int?) {
        self.roots = roots
        self.shape = shape
        self.expansion = expansion
        self.rows = rows
        self.control = control
        self.previousCount = previousCount
    }

    /// Items showing `nodes` (a user's edit of `other`'s rows), with `other`'s tree.
    init(edited nodes: _TypedItems<TreeNode<Model>, Void>, of other: _TreeItems<Model>) {
        roots = other.roots
        shape = other.shape
        expansion = other.expansion
        rows = other.rows
        control = other.control
        previousCount = nil
        walked = (nodes, [], [])
    }

    /// The rows, walked on first use (O(shown rows)) and kept.
    private var typedFlat: _TypedItems<TreeNode<Model>, Void> { walk().items }

    private func walk() -> (items: _TypedItems<TreeNode<Model>, Void>, problems: [String], gone: [(id: AnyHashable, stamp: Int)]) {
        lock.lock()
        defer { lock.unlock() }
        if let walked { return walked }
        let tree = shape.walk(roots, expansion, previousCount ?? 0)
        let result = (_TypedItems<TreeNode<Model>, Void>(models: tree.nodes, viewModels: nil, rows: rows), tree.problems, tree.gone)
        walked = result
        return result
    }

    /// What the walk found, once it ran (nil before: nothing is walked to answer).
    override var treeFindings: (problems: [String], gone: [(id: AnyHashable, stamp: Int)])? {
        lock.lock()
        defer { lock.unlock() }
        return walked.map { ($0.problems, $0.gone) }
    }

    override var count: Int { typedFlat.count }
    override var isEmpty: Bool {
        lock.lock()
        defer { lock.unlock() }
        return walked.map { $0.items.count == 0 } ?? roots.isEmpty
    }
    override var estimatedCount: Int {
        lock.lock()
        defer { lock.unlock() }
        return walked?.items.count ?? max(previousCount ?? 0, roots.count)
    }
    override func model(at row: Int) -> Any? { typedFlat.model(at: row) }
    override var flat: _SectionItems { typedFlat }
    override var isTree: Bool { true }

    @MainActor
    override func makeCell(_ dequeuer: CellDequeuer, row: Int) -> AnyObject? { typedFlat.makeCell(dequeuer, row: row) }

    override var isIdentified: Bool { rows.modelTraits?.isIdentified == true }
    override var typeKeptOnMainActor: Any.Type? {
        rows.modelTraits?.isOffMainActorDiffable == true ? nil : TreeNode<Model>.self
    }
    override func identities() -> _IdentityList? { typedFlat.identities() }
    override func rowComparer(to other: _SectionItems) -> (Int, Int) -> Bool { typedFlat.rowComparer(to: other) }

    // MARK: The outline

    override func outlineRow(at row: Int) -> OutlineRow? {
        let node = typedFlat.models![row]
        return OutlineRow(depth: node.depth, hasChildren: node.hasChildren, isExpanded: node.isExpanded)
    }

    override var expansionControl: _TreeControl? { control }

    override func expansionKey(at row: Int) -> (control: _TreeControl, id: AnyHashable)? {
        guard let id = shape.identity?(typedFlat.models![row].model) else { return nil }
        return (control, id)
    }

    override func rowsGoing(with row: Int) -> Range<Int> {
        let nodes = typedFlat.models!
        var end = row + 1
        while end < nodes.count && nodes[end].depth > nodes[row].depth { end += 1 }
        return row..<end
    }

    override func siblingRows(of row: Int) -> (parent: Int?, rows: [Int]) {
        let nodes = typedFlat.models!
        let depth = nodes[row].depth
        var start = row
        while start > 0 && nodes[start - 1].depth >= depth { start -= 1 }
        var siblings: [Int] = []
        var index = start
        while index < nodes.count && nodes[index].depth >= depth {
            if nodes[index].depth == depth { siblings.append(index) }
            index += 1
        }
        return (start > 0 ? start - 1 : nil, siblings)
    }

    // MARK: A user's edits: the rows as edited, the tree kept

    override func removing(row: Int) -> _SectionItems {
        _TreeItems(edited: typedFlat.typedRemoving(row: row), of: self)
    }

    override func inserting(row: Int, of other: _SectionItems, at destination: Int) -> _SectionItems? {
        typedFlat.typedInserting(row: row, of: other, at: destination).map { _TreeItems(edited: $0, of: self) }
    }
}
