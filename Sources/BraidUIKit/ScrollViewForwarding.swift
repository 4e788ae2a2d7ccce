import Foundation

/// What the table and collection view proxies share: the scroll-view delegate methods, each told to the host's
/// data source where it listens and forwarded to the app's ``scrollViewDelegate``.
///
/// UIKit has one delegate per scroll view, and a binder installs its own; this is how the app still hears about
/// scrolling. Each forwarded call reads the app's method as an optional function value —
/// `(scrollViewDelegate?.scrollViewDidScroll)?(scrollView)` — which is valid both for UIKit's `@optional`
/// requirements and for the stand-in's defaulted ones.
@MainActor
class ScrollViewForwarding: NSObject, UIScrollViewDelegate {
    /// Where scroll-view delegate calls are forwarded. Held weakly.
    weak var scrollViewDelegate: (any UIScrollViewDelegate)?

    /// Called on every scroll, before forwarding; the subclasses tell their host's data source.
    func didScroll() {}

    func scrollViewDidScroll(_ scrollView: UIScrollView) {
        didScroll()
        (scrollViewDelegate?.scrollViewDidScroll)?(scrollView)
    }

    func scrollViewWillBeginDragging(_ scrollView: UIScrollView) {
        (scrollViewDelegate?.scrollViewWillBeginDragging)?(scrollView)
    }

    func scrollViewWillEndDragging(
        _ scrollView: UIScrollView, withVelocity velocity: CGPoint, targetContentOffset: UnsafeMutablePointer<CGPoint>
    ) {
        (scrollViewDelegate?.scrollViewWillEndDragging(_:withVelocity:targetContentOffset:))?(
            scrollView, velocity, targetContentOffset)
    }

    func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool) {
        (scrollViewDelegate?.scrollViewDidEndDragging(_:willDecelerate:))?(scrollView, decelerate)
    }

    func scrollViewWillBeginDecelerating(_ scrollView: UIScrollView) {
        (scrollViewDelegate?.scrollViewWillBeginDecelerating)?(scrollView)
    }

    func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) {
        (scrollViewDelegate?.scrollViewDidEndDecelerating)?(scrollView)
    }

    func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView) {
        (scrollViewDelegate?.scrollViewDidEndScrollingAnimation)?(scrollView)
    }

    func scrollViewDidScrollToTop(_ scrollView: UIScrollView) {
        (scrollViewDelegate?.scrollViewDidScrollToTop)?(scrollView)
    }
}

extension ItemPath {
    /// UIKit's index path as Braid's.
    init(_ indexPath: IndexPath) {
        self.init(item: indexPath.item, section: indexPath.section)
    }
}

extension IndexPath {
    /// Braid's path as UIKit's.
    init(_ path: ItemPath) {
        self.init(item: path.item, section: path.section)
    }
}
