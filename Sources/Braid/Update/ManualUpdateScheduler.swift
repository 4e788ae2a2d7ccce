import Foundation

/// Holds scheduled work until ``flush()``: deterministic updates for tests.
///
/// ```swift
/// let scheduler = ManualUpdateScheduler()
/// let binder = TableViewBinder(tableView: table, scheduler: scheduler)
/// models.append(x); binder.refresh()
/// scheduler.flush()   // now the table shows x
/// ```
///
/// Work meant for another thread (a large update's diff) waits in a queue of its own, so that a test can let
/// the main actor's work and the off-main work run in any order it likes: ``runMainActorWork()`` runs only the
/// main actor's, ``runOffMainActorWork(_:)`` only the other — on the calling thread, one job after another,
/// each job's result then waiting as main-actor work. ``flush()`` runs both until nothing is left.
@MainActor
public final class ManualUpdateScheduler: UpdateScheduler {
    private var pending: [@MainActor () -> Void] = []
    private var offMainActor: [@MainActor () -> Void] = []

    /// A scheduler that holds its work until the test runs it.
    public init() {}

    /// Whether work is waiting for ``flush()``.
    public var hasPendingWork: Bool { !pending.isEmpty || !offMainActor.isEmpty }

    /// How many jobs meant for another thread wait for ``runOffMainActorWork(_:)`` (or ``flush()``).
    public var pendingOffMainActorWork: Int { offMainActor.count }

    public func schedule(_ work: @escaping @MainActor () -> Void) {
        pending.append(work)
    }

    /// Queues `work` until ``runOffMainActorWork(_:)`` or ``flush()``; its `completion` then waits as main-actor
    /// work.
    public func schedule<Result: Sendable>(
        offMainActor work: @escaping @Sendable () -> Result, then completion: @escaping @MainActor (Result) -> Void
    ) {
        offMainActor.append { [unowned self] in
            let result = work()
            self.pending.append { completion(result) }
        }
    }

    /// Runs everything scheduled so far, and anything that schedules while running: main-actor work first, then
    /// the off-main jobs, until none of either is left.
    public func flush() {
        repeat {
            runMainActorWork()
            runOffMainActorWork()
        } while hasPendingWork
    }

    /// Runs the main actor's work scheduled so far, and any it schedules while running; off-main jobs wait.
    public func runMainActorWork() {
        while !pending.isEmpty {
            let work = pending
            pending.removeAll()
            for item in work { item() }
        }
    }

    /// Runs up to `count` off-main jobs, oldest first; each one's result waits as main-actor work.
    public func runOffMainActorWork(_ count: Int = .max) {
        var run = 0
        while run < count, !offMainActor.isEmpty {
            offMainActor.removeFirst()()
            run += 1
        }
    }
}
