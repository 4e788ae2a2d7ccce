import Foundation

/// How many rows a walk of a tree of `Sendable` models walks before it gives part of what is left to another thread
/// (``_TreeShape/flatten(_:_:limit:splitAfter:)``). A walk passes about a row a nanosecond; starting a thread and
/// waiting for it costs tens of microseconds, which a tree must be several times this size to repay. Tests and the
/// binder's fuzz target lower it, to split small trees anywhere.
@usableFromInline package nonisolated(unsafe) var _treeWalkSplitThreshold = 1 << 17

/// A part of a tree's walk for another thread: offered to a queue when made, joined by the walk that made it.
///
/// Whichever comes first walks it: a thread of the queue, or the walk that joins it — so when no core is free (the
/// other busy with a diff, or freeing an old state), the walk does the part itself, as if it had not split, rather
/// than wait for a thread to start. Made only for `Sendable` models (``_TreeShape/splitsWalks``): another thread reads
/// the nodes the walk does. The queue runs at user-interactive quality of service, as the walk that waits may be the
/// main thread's.
@usableFromInline
final class _TreeWorker<Model>: @unchecked Sendable {
    private let work: () -> _TreeWalkPart<Model>
    private let lock = NSLock()
    /// Whether a thread took the part to walk; under `lock`.
    private var taken = false
    /// The part, once the queue's thread walked it; under `lock`.
    private var walked: _TreeWalkPart<Model>?
    private let done = DispatchSemaphore(value: 0)

    @usableFromInline
    init(_ work: @escaping () -> _TreeWalkPart<Model>) {
        self.work = work
        DispatchQueue.global(qos: .userInteractive).async { [self] in
            guard take() else { return }
            let part = self.work()
            lock.withLock { walked = part }
            done.signal()
        }
    }

    /// Whether the calling thread is the first to take the part.
    private func take() -> Bool {
        lock.withLock {
            defer { taken = true }
            return !taken
        }
    }

    /// Lets the part go unwalked (the walk that split was cut before it): waits only for a thread that started it,
    /// so that no part outlives its walk.
    @usableFromInline
    func abandon() {
        if !take() { done.wait() }
    }

    /// The part: walked here if no thread of the queue has started it, else waited for.
    @usableFromInline
    func join() -> _TreeWalkPart<Model> {
        if take() { return work() }
        done.wait()
        guard let part = lock.withLock({ walked }) else {
            preconditionFailure("a tree walk's part was joined before it was walked")
        }
        return part
    }
}
