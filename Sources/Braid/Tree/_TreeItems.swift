import Foundation

/// A tree section's items: the roots as the source gave them and the expansion they show with, walked into runs of
/// rows (``_FlatTree``) once, when first asked — on the thread the diff runs on, so a large tree of
/// ``OffMainActorDiffable`` models is walked off the main actor.
///
/// Until walked, only what needs no walk is known on the main actor: whether there are rows (``isEmpty``) and
/// about how many (``estimatedCount``). The walk makes no row: a row's node is made when asked for (a cell, an
/// outline), and all of them (``flat``: the nodes as an array binding's items) only when a diff or a user's edit
/// needs them — so a first display costs a `children` call a node. A user's delete or move makes items whose rows
/// are given (``init(edited:of:)``).
final class _TreeItems<Model>: _SectionItems, @unchecked Sendable {
    let roots: [Model]
    let binding: _TreeBinding<Model>
    let expansion: _Expansion
    /// How many rows the tree showed before these were made, when known: the update's size, before the walk.
    private let previousCount: Int?
    /// The walk, once made; under `lock`.
    private var walked: _FlatTree<Model>?
    /// The rows, once made; under `lock`.
    private var made: _TypedItems<TreeNode<Model>, Void>?
    private let lock = NSLock()

    init(roots: [Model], binding: _TreeBinding<Model>, expansion: _Expansion, previousCount: Int?) {
        self.roots = roots
        self.binding = binding
        self.expansion = expansion
        self.previousCount = previousCount
    }

    /// Items showing `nodes` (a user's edit of `other`'s rows), with `other`'s tree.
    init(edited nodes: _TypedItems<TreeNode<Model>, Void>, of other: _TreeItems<Model>) {
        roots = other.roots
        binding = other.binding
        expansion = other.expansion
        previousCount = nil
        made = nodes
    }

    /// The walk: made on first use (O(shown rows)) and kept. Nil for edited items, whose rows are given.
    private var tree: _FlatTree<Model>? {
        lock.lock()
        defer { lock.unlock() }
        return walkedLocked()
    }

    private func walkedLocked() -> _FlatTree<Model>? {
        if let walked { return walked }
        guard made == nil else { return nil }
        // A large walk takes a second thread where one is left for the main actor: on the main actor itself (a
        // first display, whose walk the main actor waits for), or with more than two cores. A walk in an update's
        // diff on two cores would take the core the main actor's turn runs on — its turn then waited ~3–6 ms for it.
        let splits = _MainQueueMarker.isCurrent || ProcessInfo.processInfo.activeProcessorCount > 2
        let tree = binding.shape.walk(roots, expansion, splits)
        walked = tree
        return tree
    }

    /// The rows, made on first use from the walk (O(shown rows)) and kept.
    private var typedFlat: _TypedItems<TreeNode<Model>, Void> {
        lock.lock()
        defer { lock.unlock() }
        if let made { return made }
        let nodes = walkedLocked().map(binding.shape.rows) ?? []
        let items = _TypedItems<TreeNode<Model>, Void>(models: nodes, viewModels: nil, rows: binding.rows)
        made = items
        return items
    }

    /// The node at `row`, from the walk, or from the rows of edited items.
    private func node(at row: Int) -> TreeNode<Model> { nodes()(row) }

    /// Reads nodes by row, the walk or the rows found once (for loops over rows: one lock, not one a row).
    private func nodes() -> (Int) -> TreeNode<Model> {
        if let tree { return tree.node(at:) }
        let rows = typedFlat.models!
        return { rows[$0] }
    }

    /// Takes in what the walk found, once it ran (a tree not walked is not walked here): reports what was wrong with
    /// the tree (a cycle, a node under two parents, a tree too deep, unstable children); hands the binding's
    /// expansion the nodes found gone and how to find a node; and, on a first display, has the rows' identities read
    /// for repeats, which only an update's diff reads otherwise.
    @MainActor
    override func wasShown(_ pass: _ShownPass, section: Int) {
        lock.lock()
        let findings = walked.map { (problems: $0.problems, gone: $0.gone, rows: $0.count) }
        lock.unlock()
        // Weakly: the expansion outlives these items, which hold it (through the binding).
        binding.control.shown(rows: findings?.rows, gone: findings?.gone, depth: { [weak self] in self?.depth(of: $0) }, in: pass)
        for problem in findings?.problems ?? [] { pass.warn(section, "tree: \(problem)") }
        if pass.isFirstDisplay && isIdentified && !isEmpty {
            pass.checkRepeatedIdentities(section) { [self] in passingIdentities() }
        }
    }

    /// The rows' identities, from rows made for them and let go: a first display's check of repeats keeps no row (a
    /// million nodes' rows would stay as long as the display).
    private func passingIdentities() -> _IdentityList? {
        guard let tree else { return identities() }
        return _TypedItems<TreeNode<Model>, Void>(models: binding.shape.rows(tree), viewModels: nil, rows: binding.rows).identities()
    }

    override var count: Int { tree?.count ?? typedFlat.count }
    override var isEmpty: Bool {
        lock.lock()
        defer { lock.unlock() }
        return walked.map { $0.count == 0 } ?? made.map { $0.count == 0 } ?? roots.isEmpty
    }
    override var estimatedCount: Int {
        lock.lock()
        defer { lock.unlock() }
        return walked?.count ?? made?.count ?? max(previousCount ?? 0, roots.count)
    }
    override func listRowModels() -> _AnyRowModels? {
        // The items unlist themselves before they are freed (`_SectionItems`' deinit): the read cannot outlive them.
        binding.rows.rowModels.list(self) { [unowned(unsafe) self] in self.node(at: $0) }
        return binding.rows.rowModels
    }
    override var flat: _SectionItems { typedFlat }

    @MainActor
    override func makeCell(_ dequeuer: CellDequeuer, row: Int) -> AnyObject? { binding.dequeue(dequeuer, node(at: row)) }

    override var isIdentified: Bool { binding.rows.modelTraits?.isIdentified == true }
    override var typeKeptOnMainActor: Any.Type? {
        binding.rows.modelTraits?.isOffMainActorDiffable == true ? nil : TreeNode<Model>.self
    }
    override var comparesOnMainActor: Bool { binding.rows.showAlike != nil }
    override func identities() -> _IdentityList? { typedFlat.identities() }
    override func rowComparer(to other: _SectionItems) -> _RowComparer { typedFlat.rowComparer(to: other) }

    // MARK: The outline

    override func outlineRow(at row: Int) -> OutlineRow? {
        let node = node(at: row)
        return OutlineRow(depth: node.depth, hasChildren: node.hasChildren, isExpanded: node.isExpanded)
    }

    @MainActor
    override func setDisclosure(of row: Int, expanded: Bool) -> Bool? {
        guard let id = binding.shape.identity?(node(at: row).model) else { return false }
        binding.control.set(id, expanded: expanded)
        return true
    }

    /// The depth of the node whose identity is `id`, shown or under a collapsed node; nil when the tree does not
    /// hold it. O(rows) for a shown node, O(nodes) for another.
    private func depth(of id: AnyHashable) -> Int? {
        guard let identity = binding.shape.identity else { return nil }
        if let tree {
            // Run by run: the nodes read where they are, no row made.
            for run in tree.runs {
                for index in run.start..<(run.start + run.count) where identity(run.siblings[index]) == id {
                    return run.depth
                }
            }
        } else if let shown = typedFlat.models!.first(where: { identity($0.model) == id }) {
            return shown.depth
        }
        // Not shown: under a collapsed node, or not in the tree.
        return binding.shape.depth(of: id, in: roots)
    }

    override func rowsGoing(with row: Int) -> Range<Int> {
        let node = nodes(), count = count
        let depth = node(row).depth
        var end = row + 1
        while end < count && node(end).depth > depth { end += 1 }
        return row..<end
    }

    /// A node moves among its siblings only: before each of them, or after the last one's shown descendants (rows
    /// once it is lifted out).
    override func moveLandings(of row: Int) -> (rows: [Int], rule: String)? {
        let siblings = siblingRows(of: row)
        let lifted = { (index: Int) in index > row ? index - 1 : index }
        var places = siblings.filter { $0 != row }.map(lifted)
        if let last = siblings.last { places.append(lifted(rowsGoing(with: last).upperBound)) }
        return (Array(Set(places)).sorted(),
                "rows of a tree move among their siblings only (to move a node to another parent, change the tree and refresh)")
    }

    /// The rows of `row`'s siblings, itself among them.
    private func siblingRows(of row: Int) -> [Int] {
        let node = nodes(), count = count
        let depth = node(row).depth
        var start = row
        while start > 0 && node(start - 1).depth >= depth { start -= 1 }
        var siblings: [Int] = []
        var index = start
        while index < count {
            let other = node(index).depth
            guard other >= depth else { break }
            if other == depth { siblings.append(index) }
            index += 1
        }
        return siblings
    }

    // MARK: A user's edits: the rows as edited, the tree kept

    override func removing(row: Int) -> _SectionItems {
        _TreeItems(edited: typedFlat.typedRemoving(row: row), of: self)
    }

    override func inserting(row: Int, of other: _SectionItems, at destination: Int) -> _SectionItems? {
        typedFlat.typedInserting(row: row, of: other, at: destination).map { _TreeItems(edited: $0, of: self) }
    }
}
