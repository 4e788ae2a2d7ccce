/// One state of a tree's expansion, as an update's flattening reads it: the nodes the app expanded or collapsed
/// itself, by identity, over a policy for the rest.
///
/// A value: each update's items keep the state they were flattened with (``_TreeControl`` holds the current one).
@usableFromInline
struct _Expansion: @unchecked Sendable {
    /// What decides a node the app has not expanded or collapsed itself.
    @usableFromInline
    enum Policy: Sendable {
        /// The binding's ``TreeExpansion``.
        case initial
        /// Collapsed: after `collapseAll()`.
        case none
        /// Expanded: after `expandAll()`.
        case all
    }

    /// A node the app expanded or collapsed: how, and the number of the change that did it (so that a later change
    /// of the same node is not undone when an older state finds the node gone).
    @usableFromInline
    struct Override: Sendable {
        @usableFromInline var isExpanded: Bool
        @usableFromInline var stamp: Int
    }

    @usableFromInline var policy: Policy = .initial
    @usableFromInline var overrides: [AnyHashable: Override] = [:]

    @usableFromInline init() {}

    /// Whether a node whose identity is `id` (nil: none, or not asked) shows its children: as the app expanded or
    /// collapsed it, else by the policy — `initially` answering the binding's own (``TreeExpansion``).
    @inlinable
    func expands(_ id: AnyHashable?, initially: () -> Bool) -> Bool {
        if let id, let override = overrides[id] { return override.isExpanded }
        switch policy {
        case .none: return false
        case .all: return true
        case .initial: return initially()
        }
    }
}
