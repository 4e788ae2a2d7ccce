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
        return tree.isExpanded(model, id: id, depth: { self.depth(of: id, in: tree) })
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

    /// The depth of the node `id` in the sections `tree` binds — where it is shown, else under a collapsed node;
    /// nil when none holds it.
    private func depth(of id: AnyHashable, in tree: _TreeControl) -> Int? {
        for data in current.data where data.items.expansionControl === tree {
            if let depth = data.items.depth(of: id) { return depth }
        }
        return nil
    }

    // MARK: The hosts' disclosures

    /// Where the row at `path` sits in its tree; nil for a row that is not a tree's.
    func outlineRow(at path: ItemPath) -> OutlineRow? {
        guard let (_, data, row) = display.item(at: path), data.items.isTree else { return nil }
        return data.items.outlineRow(at: row)
    }

    /// Expands or collapses the node of the row at `path` (a host's disclosure, or a key).
    func setRow(at path: ItemPath, expanded: Bool) {
        guard let (section, data, row) = display.item(at: path), data.items.isTree else {
            report(.warning, "the \(noun) asked to \(expanded ? "expand" : "collapse") the row at \(path), which is not a tree's row; nothing changes.")
            return
        }
        guard let key = data.items.expansionKey(at: row) else {
            report(.error, "the row at \(path) of section \(section) cannot \(expanded ? "expand" : "collapse"): its tree's models have no identity to keep its expansion by.")
            return
        }
        key.control.set(key.id, expanded: expanded)
    }

    // MARK: What a walk found

    /// Takes in what the walks of `snapshot`'s trees found, once it is shown: reports, once per section and message,
    /// what was wrong (a cycle, a node under two parents, a tree too deep, unstable children) — a warning: the data's
    /// problem, shown as well as it can be; forgets the expansion of nodes gone from the tree; and keeps each tree's
    /// row count, the next update's size before its walk. Only trees already walked are read: nothing is walked here.
    ///
    /// Expansion is the chain's: a node is forgotten only when no section the chain binds holds it any more — when
    /// every one of them walked and found it gone.
    func absorbTreeFindings(of snapshot: _TableSnapshot<Section>) {
        if store.trees.isEmpty { return }
        // Per tree binding: the nodes every one of its sections found gone (nil once one of them was not walked).
        var gone: [ObjectIdentifier: (control: _TreeControl, nodes: [AnyHashable: Int]?)] = [:]
        for index in snapshot.data.indices where snapshot.data[index].items.isTree {
            let items = snapshot.data[index].items
            guard let control = items.expansionControl else { continue }
            let key = ObjectIdentifier(control)
            guard let findings = items.treeFindings else {
                gone[key] = (control, nil)
                continue
            }
            control.shownRows = items.count
            let found = Dictionary(findings.gone.map { ($0.id, $0.stamp) }, uniquingKeysWith: max)
            let before = gone[key].map { $0.nodes } ?? found
            gone[key] = (control, before?.filter { found[$0.key] != nil })
            let section = snapshot.sections[index]
            for problem in findings.problems where diagnostics.isFirst(.badTree(problem), for: section) {
                let name = Section.self == SingleSection.self ? "the \(noun)'s tree" : "the tree of section \(section)"
                report(.warning, "\(name): \(problem)")
            }
        }
        for (control, nodes) in gone.values {
            if let nodes, !nodes.isEmpty { control.forget(nodes.map { (id: $0.key, stamp: $0.value) }) }
        }
    }

    /// Looks for identities shown more than once in the trees of a first display (`snapshot`), once it shows: a node
    /// under two parents. A walk sees a repeat among expanded nodes itself; a repeated leaf shows only in the rows'
    /// identities, which an update's diff reads — and a first display has no diff. So they are read here, off the main
    /// actor where the models allow (the rows they make are kept, for the next update's diff), and warned about as
    /// an update's diff warns.
    func checkTreeIdentities(of snapshot: _TableSnapshot<Section>) {
        if store.trees.isEmpty { return }
        for index in snapshot.data.indices where snapshot.data[index].items.isTree {
            let items = snapshot.data[index].items, section = snapshot.sections[index]
            guard items.isIdentified, !items.isEmpty else { continue }
            let find: @Sendable () -> [String] = {
                guard let ids = items.identities()?.itemIdentities else { return [] }
                var seen = Set<_ItemIdentity>(minimumCapacity: ids.count), repeated = Set<String>()
                for id in ids where !seen.insert(id).inserted { repeated.insert(id.description) }
                return repeated.sorted()
            }
            let warn: @MainActor ([String]) -> Void = { [weak self] names in
                guard let self, !names.isEmpty, self.diagnostics.isFirst(.duplicates, for: section) else { return }
                self.report(.warning, self.repeatedNodesMessage(in: section, names))
            }
            if items.mayLeaveMainActor {
                updates.scheduler.schedule(offMainActor: find, then: warn)
            } else {
                updates.scheduler.schedule { warn(find()) }
            }
        }
    }

    /// The warning about nodes of `section`'s tree whose identities (`names`) occur more than once.
    func repeatedNodesMessage(in section: Section, _ names: [String]) -> String {
        let name = Section.self == SingleSection.self ? "the \(noun)" : "section \(section)"
        return "\(name)'s tree has nodes whose identity occurs more than once — under two parents, or twice under one (\(names.joined(separator: ", "))). Expansion is kept by identity, so such nodes expand and collapse together, and their rows are matched in order, the rest animating as inserts and deletes. Give each node a unique collectionId/id."
    }
}
