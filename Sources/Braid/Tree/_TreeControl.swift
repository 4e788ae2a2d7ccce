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
    var shownRows: Int?

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
    /// the policy at the node's `depth` — nil when the tree does not hold the node, which then does not expand. The
    /// depth is asked only when the app set nothing.
    func isExpanded(_ model: Any, id: AnyHashable, depth: () -> Int?) -> Bool {
        if let override = expansion.overrides[id] { return override.isExpanded }
        guard let depth = depth() else { return false }
        return expansion.expands(id) { expandsInitially(model, depth) }
    }

    /// Forgets the state of nodes an update found gone from the tree — unless the app changed them again since.
    func forget(_ gone: [(id: AnyHashable, stamp: Int)]) {
        for (id, stamp) in gone where expansion.overrides[id]?.stamp == stamp {
            expansion.overrides[id] = nil
        }
    }
}
