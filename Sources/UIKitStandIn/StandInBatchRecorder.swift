import Braid
import BraidTesting
import Foundation

/// The operations called in one `performBatchUpdates(_:completion:)`, collected into one `BatchUpdate` (not
/// UIKit API). The table and the collection view share it.
@MainActor
final class StandInBatchRecorder {
    /// The batch being collected, while an updates closure runs.
    private var open: (batch: BatchUpdate, animations: BatchAnimations)?

    /// Runs `updates` as one batch on `engine`, which validates and applies what it collected — UIKit's
    /// `performBatchUpdates(_:completion:)`. A call inside another batch's updates joins that batch.
    func perform<Client>(
        on engine: HeadlessEngine<Client>, animated: Bool, _ updates: (() -> Void)?, completion: ((Bool) -> Void)?
    ) {
        if open != nil {
            updates?()
            completion?(true)
            return
        }
        engine.performBatch(updates: {
            open = (BatchUpdate(), BatchAnimations())
            updates?()
            let collected = open ?? (BatchUpdate(), BatchAnimations())
            open = nil
            return (collected.batch, animated ? collected.animations : nil)
        }, completion: completion)
    }

    /// Adds an operation to the open batch; outside one, applies it as a batch of its own, as UIKit does.
    func record<Client>(
        on engine: HeadlessEngine<Client>, animated: Bool, _ change: @escaping (inout BatchUpdate, inout BatchAnimations) -> Void
    ) {
        if var collected = open {
            change(&collected.batch, &collected.animations)
            open = collected
            return
        }
        perform(on: engine, animated: animated, { self.record(on: engine, animated: animated, change) }, completion: nil)
    }
}
