import Braid
import Testing

/// Pull to refresh on the headless views: the binder offers it and shows its progress; a test pulls.
extension HeadlessScrollView {
    public func setPullToRefresh(_ action: (@MainActor () -> Void)?) {
        pullToRefreshAction = action
    }

    public func setRefreshing(_ refreshing: Bool) {
        isRefreshing = refreshing
    }

    /// Pulls to refresh, as a user would: runs the action the binder set. A view that offers none fails the test.
    public func pullToRefresh(sourceLocation: SourceLocation = #_sourceLocation) {
        guard let pullToRefreshAction else {
            Issue.record("pullToRefresh(): the view offers no pull to refresh (no binder called onPullToRefresh).", sourceLocation: sourceLocation)
            return
        }
        pullToRefreshAction()
    }
}

