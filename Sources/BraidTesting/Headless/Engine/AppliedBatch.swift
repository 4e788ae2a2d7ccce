/// A batch update a headless view accepted and applied, as its log records it.
///
/// ```swift
/// let last = table.appliedBatches.last
/// #expect(last?.batch.itemInserts == [ItemPath(row: 0, section: 0)])
/// #expect(last?.animations?.rowInsert == .fade)
/// ```
public struct AppliedBatch: Hashable, Sendable {
    /// The batch, exactly as it was passed in.
    public var batch: BatchUpdate
    /// The animations a table view was given; nil for a collection view, which takes none.
    public var animations: BatchAnimations?
    /// Where each section and row after the batch came from, as the validator computed it.
    public var outcome: BatchOutcome

    /// Creates a log entry.
    public init(batch: BatchUpdate, animations: BatchAnimations?, outcome: BatchOutcome) {
        self.batch = batch
        self.animations = animations
        self.outcome = outcome
    }
}
