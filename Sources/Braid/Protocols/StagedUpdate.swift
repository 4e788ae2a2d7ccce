/// The changes a binder wants to show, as ordered stages of valid batch updates.
///
/// Handed to an update delegate (``TableViewUpdateDelegate``, ``CollectionViewUpdateDelegate``), which
/// applies each stage in order.
@MainActor
public struct StagedUpdate {
    /// The batches, in order; each with the animations the binder would use.
    public var stages: [Stage]

    /// Why the binder shows this update as a reload rather than animating its stages, or `nil` when it animates
    /// them.
    ///
    /// The binder itself then switches its data source to the new data and calls the view's `reloadData()`. An
    /// update delegate that is handed such an update may do the same — ``applyData()``, then `reloadData()` —
    /// or apply the stages as usual: both end on the same data.
    public var reloadReason: ReloadReason?

    /// Why an update is shown as a reload, without animation.
    public enum ReloadReason: Equatable, Sendable {
        /// The view is not on screen (``CellViewHost/isOnScreen``): nobody would see the animation.
        case notOnScreen
        /// The update changes more rows, items and sections than the binder's `maximumAnimatedChanges`:
        /// `changes` in all.
        case tooManyChanges(Int)
    }

    /// An update shown stage by stage, animated.
    public init(stages: [Stage], reloadReason: ReloadReason? = nil) {
        self.stages = stages
        self.reloadReason = reloadReason
    }

    /// Switches the binder's data source to the update's final data, every stage's ``Stage/apply`` in order:
    /// what to call before the view's `reloadData()` when showing the update as a reload.
    public func applyData() {
        for stage in stages { stage.apply() }
    }

    /// The paths and sections the update changes, over all its stages: every deleted, inserted, moved, reloaded
    /// and reconfigured row or item, and every deleted, inserted, moved and reloaded section.
    public var changeCount: Int {
        stages.reduce(0) { $0 + $1.batch.changeCount }
    }

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
