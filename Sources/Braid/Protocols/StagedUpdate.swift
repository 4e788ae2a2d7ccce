/// The changes a binder wants to show, as ordered stages of valid batch updates.
///
/// Handed to an update delegate (``TableViewUpdateDelegate``, ``CollectionViewUpdateDelegate``), which
/// applies each stage in order.
@MainActor
public struct StagedUpdate {
    /// The batches, in order; each with the animations the binder would use.
    public var stages: [Stage]

    /// One batch update and the switch of the data source to the data it leads to.
    public struct Stage {
        /// The batch update, valid for UIKit's rules in the view's state after the previous stages.
        public var batch: BatchUpdate
        /// The animations the binder would use for it (table views; collection views take none).
        public var animations: BatchAnimations
        /// Switches the binder's data source to this stage's data; call it inside the batch update.
        public var apply: () -> Void
    }
}
