import Braid
import Dispatch

/// An update scheduler that diffs on a real thread, but only when the test says so: a test can act on the main
/// actor — tap, scroll, type, draw frames — while a diff is known to be in flight, then let it finish.
///
/// ```swift
/// let scheduler = GatedUpdateScheduler()
/// let binder = TableViewBinder(tableView: table, scheduler: scheduler)
/// …
/// models = bigChange; binder.refresh()
/// while scheduler.offMainJobsStarted == 0 { await Task.yield() }   // the diff waits on another thread
/// table.scroll(by: 3)                                              // the main actor is free
/// scheduler.open()                                                 // the diff runs; its result lands later
/// ```
///
/// Main-actor work runs on the main actor's next turn, as with `MainActorUpdateScheduler`.
@MainActor
public final class GatedUpdateScheduler: UpdateScheduler {
    private let gate = DispatchSemaphore(value: 0)
    private let mainActorWork = MainActorUpdateScheduler()
    /// How many off-main jobs were handed over so far (running, waiting for ``open()``, or done).
    public private(set) var offMainJobsStarted = 0

    /// A scheduler whose diffs wait until the test calls `open()`.
    public init() {}

    public func schedule(_ work: @escaping @MainActor () -> Void) {
        mainActorWork.schedule(work)
    }

    /// Runs `work` on a background thread once ``open()`` lets it, then `completion` on the main queue.
    public func schedule<Result: Sendable>(
        offMainActor work: @escaping @Sendable () -> Result, then completion: @escaping @MainActor (Result) -> Void
    ) {
        offMainJobsStarted += 1
        let gate = self.gate
        let completion = _Transfer(value: completion)
        DispatchQueue.global().async {
            gate.wait()
            let result = work()
            DispatchQueue.main.async { MainActor.assumeIsolated { completion.value(result) } }
        }
    }

    /// Lets the oldest job that waits run.
    public func open() { gate.signal() }
}
