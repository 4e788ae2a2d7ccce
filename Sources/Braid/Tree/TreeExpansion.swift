/// Which nodes of a tree show their children, until the app expands or collapses them (`expand(_:)`,
/// `collapse(_:)`, `expandAll()`, `collapseAll()` on the binder).
///
/// The policy applies to every node the app has not expanded or collapsed itself, including nodes that arrive
/// later: with `.all`, a new folder shows expanded.
public enum TreeExpansion<Model>: Sendable {
    /// Only the roots show (the default).
    case none
    /// Every node shows its children.
    case all
    /// The nodes above depth `n` show their children: `.levels(1)` shows the roots' children.
    case levels(Int)
    /// The nodes for which `predicate` is true show their children. It is called off the main actor for
    /// `OffMainActorDiffable` models, so it must depend on the model only.
    case matching(@Sendable (Model) -> Bool)
}
