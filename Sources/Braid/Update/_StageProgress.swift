import Foundation

/// How many stages of an update its update delegate applied, and whether the turn that handed it over is over
/// (a stage applied later is ignored: the binder already reloaded).
@MainActor
final class _StageProgress {
    var applied = 0
    var isOver = false

    /// `update`, each stage's `apply` counted — and ignored once the turn is over.
    func counting(_ update: StagedUpdate) -> StagedUpdate {
        var counted = update
        counted.stages = update.stages.map { stage in
            var stage = stage
            let apply = stage.apply
            stage.apply = {  // holds the progress: a delegate may keep a stage and call it late
                guard !self.isOver else { return }
                self.applied += 1
                apply()
            }
            return stage
        }
        return counted
    }
}
