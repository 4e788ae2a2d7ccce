/// Pull to refresh: a `UIRefreshControl` on UIKit, F5 in the terminal, ``pullToRefresh()`` anywhere — tied to an async
/// handler, and ended when it returns.
extension SectionedBinder {
    /// Lets the user pull to refresh: the host shows its control (UIKit's `UIRefreshControl`, the terminal's F5 and a
    /// "Refreshing…" line), and a pull runs `handler` — one run at a time; the control ends when it returns. Nil takes
    /// the control away.
    ///
    /// ```swift
    /// binder.onPullToRefresh {
    ///     await binder.refreshPages()   // a paged feed: from its first page again
    /// }
    /// ```
    public func onPullToRefresh(_ handler: (@MainActor () async -> Void)?) {
        sources.pullToRefresh = handler
        if handler == nil {
            cellHost.setPullToRefresh(nil)
        } else {
            cellHost.setPullToRefresh { @MainActor [weak self] in self?.pullToRefresh() }
        }
    }

    /// Runs the pull-to-refresh handler as a pull does, showing the refresh until it returns; nothing while a run is
    /// in progress, or without a handler.
    public func pullToRefresh() {
        guard let handler = sources.pullToRefresh, sources.refreshing == nil else { return }
        cellHost.setRefreshing(true)
        sources.refreshing = Task { [weak self] in
            await handler()
            guard let self else { return }
            sources.refreshing = nil
            cellHost.setRefreshing(false)
        }
    }

    /// Whether a pull to refresh is running its handler.
    public var isRefreshing: Bool { sources.refreshing != nil }
}
