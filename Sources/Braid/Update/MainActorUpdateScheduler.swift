import Foundation

/// Runs scheduled work on the main actor's next turn — after the code that made the changes returns.
@MainActor
public final class MainActorUpdateScheduler: UpdateScheduler {
    /// A scheduler that runs each update on the main actor's next turn.
    public init() {}

    public func schedule(_ work: @escaping @MainActor () -> Void) {
        Task { @MainActor in work() }
    }

    /// Runs `work` in a detached task, then `completion` on the main actor.
    public func schedule<Result: Sendable>(
        offMainActor work: @escaping @Sendable () -> Result, then completion: @escaping @MainActor (Result) -> Void
    ) {
        let delivery = _Transfer(value: completion)
        Task.detached(priority: .userInitiated) {
            let result = work()
            await MainActor.run { delivery.value(result) }
        }
    }
}
