/// Decides when a binder applies the changes it collected.
///
/// A binder collects every change made in one turn of the main actor — `refresh()`, new data from a
/// publisher, `displayedSections` — and applies them as one diff and one batch update when its scheduler runs
/// the work. ``MainActorUpdateScheduler`` (the default) runs it on the main actor's next turn;
/// ``ManualUpdateScheduler`` runs it when a test calls `flush()`.
@MainActor
public protocol UpdateScheduler: AnyObject {
    /// Runs `work` later, once.
    func schedule(_ work: @escaping @MainActor () -> Void)
}

/// Runs scheduled work on the main actor's next turn — after the code that made the changes returns.
@MainActor
public final class MainActorUpdateScheduler: UpdateScheduler {
    public init() {}

    public func schedule(_ work: @escaping @MainActor () -> Void) {
        Task { @MainActor in work() }
    }
}

/// Holds scheduled work until ``flush()``: deterministic updates for tests.
///
/// ```swift
/// let scheduler = ManualUpdateScheduler()
/// let binder = TableViewBinder(tableView: table, scheduler: scheduler)
/// models.append(x); binder.refresh()
/// scheduler.flush()   // now the table shows x
/// ```
@MainActor
public final class ManualUpdateScheduler: UpdateScheduler {
    private var pending: [@MainActor () -> Void] = []

    public init() {}

    /// Whether work is waiting for ``flush()``.
    public var hasPendingWork: Bool { !pending.isEmpty }

    public func schedule(_ work: @escaping @MainActor () -> Void) {
        pending.append(work)
    }

    /// Runs everything scheduled so far, and anything that schedules while running.
    public func flush() {
        while !pending.isEmpty {
            let work = pending
            pending.removeAll()
            for item in work { item() }
        }
    }
}
