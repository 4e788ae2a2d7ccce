/// The log of applied batches, bounded so that a long or soak test does not grow without limit.
extension HeadlessEngine {
    /// The newest ``appliedBatchesCapacity`` batches, oldest first.
    package var appliedBatches: [AppliedBatch] {
        batchLog.count > appliedBatchesCapacity ? Array(batchLog.suffix(appliedBatchesCapacity)) : batchLog
    }

    /// Adds `batch` to the log.
    ///
    /// - Complexity: amortized O(1): the log is cut back to its capacity only once it holds twice as many.
    func logAppliedBatch(_ batch: AppliedBatch) {
        appliedBatchCount += 1
        batchLog.append(batch)
        trimBatchLog(force: false)
    }

    /// Forgets every logged batch; the count of applied batches goes on.
    package func removeAllAppliedBatches() {
        batchLog.removeAll()
    }

    /// Drops the oldest batches beyond the capacity — when the log holds twice as many, or at once if `force`.
    func trimBatchLog(force: Bool) {
        let capacity = max(0, appliedBatchesCapacity)
        guard batchLog.count > capacity, force || batchLog.count >= 2 * max(capacity, 1) else { return }
        batchLog.removeFirst(batchLog.count - capacity)
    }
}
