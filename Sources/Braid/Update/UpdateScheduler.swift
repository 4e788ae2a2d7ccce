import Foundation

/// Decides when a binder applies the changes it collected.
///
/// A binder collects every change made in one turn of the main actor — `refresh()`, new data from a
/// publisher, `displayedSections` — and applies them as one diff and one batch update when its scheduler runs
/// the work. ``MainActorUpdateScheduler`` (the default) runs it on the main actor's next turn;
/// ``ManualUpdateScheduler`` runs it when a test calls `flush()`.
///
/// A large update's diff runs off the main actor (see `SectionedBinder.offMainActorDiffThreshold`): the binder
/// hands it to ``schedule(offMainActor:then:)``, which runs it elsewhere and gives its result back on the main
/// actor.
@MainActor
public protocol UpdateScheduler: AnyObject {
    /// Runs `work` later, once.
    func schedule(_ work: @escaping @MainActor () -> Void)

    /// Runs `work` off the main actor, then `completion` with its result on the main actor, later, once each.
    ///
    /// A scheduler of your own that does not implement it runs both at once, on the main actor.
    func schedule<Result: Sendable>(
        offMainActor work: @escaping @Sendable () -> Result, then completion: @escaping @MainActor (Result) -> Void)
}

extension UpdateScheduler {
    public func schedule<Result: Sendable>(
        offMainActor work: @escaping @Sendable () -> Result, then completion: @escaping @MainActor (Result) -> Void
    ) {
        completion(work())
    }
}
