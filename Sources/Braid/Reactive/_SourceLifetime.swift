import Foundation

/// Subscriptions and tasks that live exactly as long as their binder.
///
/// A plain class whose deinit cancels the tasks, so releasing the binder ends iteration of every
/// `AsyncSequence` it follows; Combine subscriptions cancel themselves when their `AnyCancellable` goes.
final class _SourceLifetime {
    /// The binder's `sourceFailureHandler`.
    var failureHandler: ((any Error) -> Void)?
    var cancellables: [AnyCancellable] = []
    var tasks: [Task<Void, Never>] = []
    /// Each paged section's refresh: from its first page again (`refreshPages()`).
    var pageRefreshes: [@MainActor () async -> Void] = []
    /// What a pull to refresh runs (`onPullToRefresh(_:)`), and the run in progress.
    var pullToRefresh: (@MainActor () async -> Void)?
    var refreshing: Task<Void, Never>?

    deinit {
        for task in tasks { task.cancel() }
        refreshing?.cancel()
    }
}
