import Foundation

/// What the table and collection view proxies share: the scroll-view delegate methods, each told to the host's
/// data source where it listens and forwarded to the app's ``scrollViewDelegate``.
///
/// All fourteen methods of UIKit's `UIScrollViewDelegate` are forwarded: scrolling (`scrollViewDidScroll`, the
/// dragging and decelerating ones, `scrollViewDidEndScrollingAnimation`), scrolling to the top
/// (`scrollViewShouldScrollToTop` — YES without an app delegate that says otherwise — and `scrollViewDidScrollToTop`),
/// zooming (`viewForZooming(in:)` — nil without one, so no zooming — `scrollViewDidZoom`,
/// `scrollViewWillBeginZooming`, `scrollViewDidEndZooming`) and `scrollViewDidChangeAdjustedContentInset`.
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

    func scrollViewShouldScrollToTop(_ scrollView: UIScrollView) -> Bool {
        (scrollViewDelegate?.scrollViewShouldScrollToTop)?(scrollView) ?? true
    }

    func viewForZooming(in scrollView: UIScrollView) -> UIView? {
        (scrollViewDelegate?.viewForZooming(in:))?(scrollView) ?? nil
    }

    func scrollViewDidZoom(_ scrollView: UIScrollView) {
        (scrollViewDelegate?.scrollViewDidZoom)?(scrollView)
    }

    func scrollViewWillBeginZooming(_ scrollView: UIScrollView, with view: UIView?) {
        (scrollViewDelegate?.scrollViewWillBeginZooming(_:with:))?(scrollView, view)
    }

    func scrollViewDidEndZooming(_ scrollView: UIScrollView, with view: UIView?, atScale scale: CGFloat) {
        (scrollViewDelegate?.scrollViewDidEndZooming(_:with:atScale:))?(scrollView, view, scale)
    }

    func scrollViewDidChangeAdjustedContentInset(_ scrollView: UIScrollView) {
        (scrollViewDelegate?.scrollViewDidChangeAdjustedContentInset)?(scrollView)
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
