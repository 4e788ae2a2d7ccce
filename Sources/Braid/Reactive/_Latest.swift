import Foundation

/// The latest value a reactive source delivered, read by a binding's provider on each update.
@MainActor @usableFromInline
final class _Latest<Value> {
    @usableFromInline var value: Value? {
        didSet { version += 1 }
    }
    /// Counts deliveries, failures and restarts: the binding reads the value again only when it changed.
    @usableFromInline private(set) var version = 0
    /// The source's failure, until it is started again.
    var failure: (any Error)? {
        didSet { version += 1 }
    }
    /// Whether the source finished (without failing): with no value, it delivered nothing — not loading any more.
    private(set) var isFinished = false

    /// The source ended: failed with `error`, or finished (nil).
    func end(_ error: (any Error)?) {
        if let error { failure = error } else { isFinished = true; version += 1 }
    }

    /// Starts the source again (a new subscription, or a new iteration), forgetting its failure; set by the binder
    /// that follows it.
    var restart: (@MainActor () -> Void)?

    /// Where the source is.
    var status: _SourceStatus {
        if let failure { return .failed(failure) }
        return value == nil && !isFinished ? .waiting : .delivering
    }
}
