// Trees: the expansion of sections bound with `bind(cellType:tree:children:)` — the app's methods, the hosts'
// disclosures, and what a tree's walk found wrong.

extension SectionedBinder {
    // MARK: Expanding and collapsing

    /// Shows the children of `model`'s node in the trees of `Model`s the binder shows: the rows appear, animated
    /// like any update (a subtree larger than ``maximumAnimatedChanges`` reloads).
    ///
    /// Expansion is kept by the model's identity: it survives refreshes and the node moving to another parent, and
    /// goes when the node leaves the tree. Expanding a node whose parent is collapsed shows when the parent expands.
    public func expand<Model>(_ model: Model) { setExpanded(model, true, "expand(_:)") }

    /// Hides the children of `model`'s node (see `expand(_:)`); they keep their own expansion for when it shows
    /// them again.
    public func collapse<Model>(_ model: Model) { setExpanded(model, false, "collapse(_:)") }

    /// Expands `model`'s node if it is collapsed, else collapses it.
    public func toggle<Model>(_ model: Model) { setExpanded(model, !isExpanded(model), "toggle(_:)") }

    /// Whether `model`'s node shows its children (in the first tree of `Model`s bound, if several are): what the
    /// app expanded or collapsed, else the binding's expansion policy. A node the binder's trees do not hold is not
    /// expanded (after `expandAll()` too) — once an update found it gone, if the app expanded it.
    ///
    /// - Complexity: O(shown rows) for a shown node; O(nodes) for one under a collapsed node, or not in the tree.
    public func isExpanded<Model>(_ model: Model) -> Bool {
        guard let tree = store.trees.first(where: { $0.modelType == Model.self }), let id = tree.identity(model) else {
            return false
        }
        return tree.isExpanded(model, id: id)
    }

    /// Expands the node in a handler's `TreeNode` (see `expand(_:)`).
    public func expand<Model>(_ node: TreeNode<Model>) { expand(node.model) }
    /// Collapses the node in a handler's `TreeNode` (see `collapse(_:)`).
    public func collapse<Model>(_ node: TreeNode<Model>) { collapse(node.model) }
    /// Toggles the node in a handler's `TreeNode` (see ``toggle(_:)``).
    public func toggle<Model>(_ node: TreeNode<Model>) { toggle(node.model) }
    /// Whether the node in a handler's `TreeNode` shows its children now (see ``isExpanded(_:)``).
    public func isExpanded<Model>(_ node: TreeNode<Model>) -> Bool { isExpanded(node.model) }

    /// Expands every node of every tree the binder shows, and those that arrive later, until a node is collapsed
    /// or ``collapseAll()`` is called. What the app expanded or collapsed before is forgotten.
    public func expandAll() {
        for tree in store.trees { tree.setAll(expanded: true) }
    }

    /// Collapses every node of every tree the binder shows, and those that arrive later, until a node is expanded
    /// or ``expandAll()`` is called. What the app expanded or collapsed before is forgotten.
    public func collapseAll() {
        for tree in store.trees { tree.setAll(expanded: false) }
    }

    private func setExpanded<Model>(_ model: Model, _ expanded: Bool, _ method: String) {
        let trees = store.trees.filter { $0.modelType == Model.self }
        guard !trees.isEmpty else {
            report(.warning, "\(method) was given a \(Model.self), but the binder binds no tree of \(Model.self) models (bind(cellType:tree:children:)); nothing changes.")
            return
        }
        for tree in trees {
            guard let id = tree.identity(model) else { continue }
            tree.set(id, expanded: expanded)
        }
    }

    // MARK: The hosts' disclosures

    /// Where the row at `path` sits in its tree; nil for a row that is not a tree's.
    func outlineRow(at path: ItemPath) -> OutlineRow? {
        guard let (_, data, row) = display.item(at: path) else { return nil }
        return data.items.outlineRow(at: row)
    }

    /// Expands or collapses the node of the row at `path` (a host's disclosure, or a key).
    func setRow(at path: ItemPath, expanded: Bool) {
        let set = display.item(at: path).map { ($0.section, $0.data.items.setDisclosure(of: $0.row, expanded: expanded)) }
        switch set {
        case (_, true?)?: return
        case (let section, false?)?:
            report(.error, "the row at \(path) of section \(section) cannot \(expanded ? "expand" : "collapse"): its tree's models have no identity to keep its expansion by.")
        default:
            report(.warning, "the \(noun) asked to \(expanded ? "expand" : "collapse") the row at \(path), which is not a tree's row; nothing changes.")
        }
    }
}
