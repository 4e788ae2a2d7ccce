/// An object that applies a binder's changes to its table view itself, instead of the binder.
///
/// The binder still diffs; the delegate receives the staged batches (each valid for UIKit) and applies them
/// — for example with its own animations, or not at all. It must call `apply` for each stage, in order,
/// inside the host's batch update (or around a reload): that switches the binder's data source to the
/// stage's data.
@MainActor
public protocol TableViewUpdateDelegate: AnyObject {
    /// Applies `update` to `host`.
    func apply(_ update: TableViewUpdate, to host: any TableViewHost)
}

/// The changes a binder wants to show, as ordered stages of valid batch updates.
@MainActor
public struct TableViewUpdate {
    /// The batches, in order; each with the animations the binder would use.
    public var stages: [Stage]

    /// One batch update and the switch of the data source to the data it leads to.
    public struct Stage {
        /// The batch update, valid for UIKit's rules in the table's state after the previous stages.
        public var batch: BatchUpdate
        /// The animations the binder would use for it.
        public var animations: BatchAnimations
        /// Switches the binder's data source to this stage's data; call it inside the batch update.
        public var apply: () -> Void
    }
}
