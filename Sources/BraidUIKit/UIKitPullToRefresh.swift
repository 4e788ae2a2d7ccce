import Foundation

/// A binder's pull to refresh on a UIKit table or collection view (what ``UIKitTableView`` and ``UIKitCollectionView``
/// share): a `UIRefreshControl` set as the scroll view's `refreshControl`, whose pull (`.valueChanged`) runs the
/// binder's action, and whose spinner the binder starts and stops.
@MainActor
final class UIKitPullToRefresh: NSObject {
    private let scrollView: UIScrollView
    private var action: (@MainActor () -> Void)?
    /// The control this put on the scroll view, and only that: an app's own is left alone when the binder's goes.
    private var control: UIRefreshControl?

    init(_ scrollView: UIScrollView) {
        self.scrollView = scrollView
    }

    /// Puts a refresh control that runs `action` on the scroll view; nil takes it away.
    func setAction(_ action: (@MainActor () -> Void)?) {
        self.action = action
        guard action != nil else {
            if let control, scrollView.refreshControl === control { scrollView.refreshControl = nil }
            control = nil
            return
        }
        guard control == nil else { return }
        let control = UIRefreshControl()
        if #available(iOS 14.0, *) {
            control.addAction(UIAction { [weak self] _ in self?.action?() }, for: .valueChanged)
        } else {
            #if canImport(UIKit)
            control.addTarget(self, action: #selector(pulled), for: .valueChanged)
            #endif
        }
        scrollView.refreshControl = control
        self.control = control
    }

    /// Starts (true) or stops the control's spinner.
    func setRefreshing(_ refreshing: Bool) {
        guard let control else { return }
        if refreshing {
            if !control.isRefreshing { control.beginRefreshing() }
        } else {
            control.endRefreshing()
        }
    }

    #if canImport(UIKit)
    @objc private func pulled() { action?() }
    #endif
}
