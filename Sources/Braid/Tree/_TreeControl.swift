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
    /// The expansion the next update flattens with (what the last pass found gone forgotten first).
    var expansion: _Expansion {
        settle()
        return current
    }
    private var current = _Expansion()
    /// Counts the changes to ``expansion``: part of the binding's version, so a change makes the binding read again.
    private(set) var version = 0
    /// The most rows a section of the tree showed after the last update: the size of the next update's work,
    /// before its walk (``_TreeItems/estimatedCount``).
    private(set) var shownRows: Int?
    /// The depth of a node in each section of the tree the last pass showed (shown, or under a collapsed node), for
    /// `isExpanded`.
    private var shownDepths: [(AnyHashable) -> Int?] = []
    /// The last pass that showed the tree (``_ShownPass/number``), and the nodes every section of it found gone, with
    /// their stamps (nil once a section was not walked: then nothing is forgotten) — forgotten when the pass is over
    /// (``settle()``).
    private var pass: (number: Int, gone: [AnyHashable: Int]?)?

    init(modelType: Any.Type, identity: @escaping (Any) -> AnyHashable?, expandsInitially: @escaping (Any, Int) -> Bool,
         changed: @escaping () -> Void) {
        self.modelType = modelType
        self.identity = identity
        self.expandsInitially = expandsInitially
        self.changed = changed
    }

    /// Shows or hides the children of the node with identity `id`.
    func set(_ id: AnyHashable, expanded: Bool) {
        settle()
        version += 1
        current.overrides[id] = _Expansion.Override(isExpanded: expanded, stamp: version)
        changed()
    }

    /// Expands (or collapses) every node: forgets what the app expanded and collapsed.
    func setAll(expanded: Bool) {
        settle()
        version += 1
        current = _Expansion()
        current.policy = expanded ? .all : .none
        changed()
    }

    /// Whether the node `model` (with identity `id`) shows its children by this expansion: what the app set, else
    /// the policy at the node's depth in the sections shown — and not when none of them holds the node. The depth is
    /// looked for only when the app set nothing.
    /// - Complexity: O(shown rows) for a shown node, O(nodes) for another.
    func isExpanded(_ model: Any, id: AnyHashable) -> Bool {
        let expansion = expansion
        if let override = expansion.overrides[id] { return override.isExpanded }
        guard let depth = shownDepths.lazy.compactMap({ $0(id) }).first else { return false }
        return expansion.expands(id) { expandsInitially(model, depth) }
    }

    /// Takes in one section of the tree, shown in `pass`: its rows (when walked), the nodes its walk found gone (nil
    /// when it was not walked), and how to find a node's depth in it. Expansion is the binding's, not one section's:
    /// once the pass is over, a node is forgotten only if every section of the tree it showed found it gone.
    func shown(rows: Int?, gone sectionGone: [(id: AnyHashable, stamp: Int)]?, depth: @escaping (AnyHashable) -> Int?,
               in pass: _ShownPass) {
        let found: [AnyHashable: Int]? = sectionGone.map { gone in
            gone.isEmpty ? [:] : Dictionary(gone.map { ($0.id, $0.stamp) }, uniquingKeysWith: max)
        }
        if let last = self.pass, last.number == pass.number {
            // Another section of the same pass: only what both found gone.
            let kept = last.gone.flatMap { before in found.map { now in before.isEmpty ? before : before.filter { now[$0.key] != nil } } }
            self.pass = (pass.number, kept)
        } else {
            settle()
            self.pass = (pass.number, found)
            shownDepths = []
        }
        shownDepths.append(depth)
        if let rows { shownRows = rows }
    }

    /// Forgets the state of the nodes every section of the last pass found gone from the tree — unless the app changed
    /// them again since. Done once the pass is over: when the next pass, a read of the expansion, or a change comes.
    private func settle() {
        guard let gone = pass?.gone, !gone.isEmpty else { return }
        for (id, stamp) in gone where current.overrides[id]?.stamp == stamp {
            current.overrides[id] = nil
        }
        pass?.gone = [:]
    }
}
