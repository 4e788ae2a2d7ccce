/// A tree binding's expansion, on the main actor: what the app expanded and collapsed (by identity), over the
/// binding's policy — read by each update's flattening as a value (``expansion``).
///
/// One per tree binding (made by `SectionedBinder.bindTree`), shared by the items it makes, so that a host's
/// disclosure or the app's `expand(_:)` reach it from a row or a model.
@MainActor
final class _TreeControl {
    /// The binding's model type: the binder's `expand(_:)` applies to the trees of the model's type.
    let modelType: Any.Type
    /// A model's identity, when `value` is one of this tree's models and the type has one.
    let identity: (Any) -> AnyHashable?
    /// Whether `value` (one of this tree's models), at `depth`, expands by the binding's initial policy.
    let expandsInitially: (Any, Int) -> Bool
    /// Asks the binder for an update.
    let changed: () -> Void
    /// The expansion the next update flattens with.
    private(set) var expansion = _Expansion()
    /// Counts the changes to ``expansion``: part of the binding's version, so a change makes the binding read again.
    private(set) var version = 0
    /// The most rows a section of the tree showed after the last update: the size of the next update's work,
    /// before its walk (``_TreeItems/estimatedCount``).
    private(set) var shownRows: Int?
    /// The depth of a node in each shown section of the tree (shown, or under a collapsed node), for `isExpanded`.
    private var shownDepths: [(AnyHashable) -> Int?] = []
    /// The nodes every section shown in the pass under way found gone, with their stamps (nil once a section was not
    /// walked: then nothing is forgotten).
    private var gone: [AnyHashable: Int]?

    init(modelType: Any.Type, identity: @escaping (Any) -> AnyHashable?, expandsInitially: @escaping (Any, Int) -> Bool,
         changed: @escaping () -> Void) {
        self.modelType = modelType
        self.identity = identity
        self.expandsInitially = expandsInitially
        self.changed = changed
    }

    /// Shows or hides the children of the node with identity `id`.
    func set(_ id: AnyHashable, expanded: Bool) {
        version += 1
        expansion.overrides[id] = _Expansion.Override(isExpanded: expanded, stamp: version)
        changed()
    }

    /// Expands (or collapses) every node: forgets what the app expanded and collapsed.
    func setAll(expanded: Bool) {
        version += 1
        expansion = _Expansion()
        expansion.policy = expanded ? .all : .none
        changed()
    }

    /// Whether the node `model` (with identity `id`) shows its children by this expansion: what the app set, else
    /// the policy at the node's depth in the sections shown — and not when none of them holds the node. The depth is
    /// looked for only when the app set nothing.
    /// - Complexity: O(shown rows) for a shown node, O(nodes) for another.
    func isExpanded(_ model: Any, id: AnyHashable) -> Bool {
        if let override = expansion.overrides[id] { return override.isExpanded }
        guard let depth = shownDepths.lazy.compactMap({ $0(id) }).first else { return false }
        return expansion.expands(id) { expandsInitially(model, depth) }
    }

    /// Takes in one section of the tree, shown in `pass`: its rows (when walked), the nodes its walk found gone (nil
    /// when it was not walked), and how to find a node's depth in it. Expansion is the binding's, not one section's:
    /// at the pass's end a node is forgotten only if every section of the tree the pass showed found it gone.
    func shown(rows: Int?, gone sectionGone: [(id: AnyHashable, stamp: Int)]?, depth: @escaping (AnyHashable) -> Int?,
               in pass: _ShownPass) {
        let found = sectionGone.map { Dictionary($0.map { ($0.id, $0.stamp) }, uniquingKeysWith: max) }
        if pass.atEnd(of: self, { [unowned self] in self.forgetGone() }) {
            gone = found
            shownDepths = []
        } else if let found {
            gone = gone?.filter { found[$0.key] != nil }
        } else {
            gone = nil
        }
        shownDepths.append(depth)
        if let rows { shownRows = rows }
    }

    /// Forgets the state of the nodes the pass's sections all found gone from the tree — unless the app changed them
    /// again since.
    private func forgetGone() {
        for (id, stamp) in gone ?? [:] where expansion.overrides[id]?.stamp == stamp {
            expansion.overrides[id] = nil
        }
        gone = nil
    }
}
