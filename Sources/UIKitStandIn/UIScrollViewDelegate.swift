import Foundation

/// UIScrollView.h: `@protocol UIScrollViewDelegate<NSObject>` (iOS 2.0), `NS_SWIFT_UI_ACTOR`; every method is
/// `@optional` — here each has a default that does nothing, as UIKit does for a method not implemented.
@MainActor
public protocol UIScrollViewDelegate: NSObjectProtocol {
    /// `- (void)scrollViewDidScroll:(UIScrollView *)scrollView;`
    func scrollViewDidScroll(_ scrollView: UIScrollView)
    /// `- (void)scrollViewWillBeginDragging:(UIScrollView *)scrollView;`
    func scrollViewWillBeginDragging(_ scrollView: UIScrollView)
    /// `- (void)scrollViewWillEndDragging:(UIScrollView *)scrollView withVelocity:(CGPoint)velocity
    /// targetContentOffset:(inout CGPoint *)targetContentOffset;`
    func scrollViewWillEndDragging(
        _ scrollView: UIScrollView, withVelocity velocity: CGPoint,
        targetContentOffset: UnsafeMutablePointer<CGPoint>)
    /// `- (void)scrollViewDidEndDragging:(UIScrollView *)scrollView willDecelerate:(BOOL)decelerate;`
    func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool)
    /// `- (void)scrollViewWillBeginDecelerating:(UIScrollView *)scrollView;`
    func scrollViewWillBeginDecelerating(_ scrollView: UIScrollView)
    /// `- (void)scrollViewDidEndDecelerating:(UIScrollView *)scrollView;`
    func scrollViewDidEndDecelerating(_ scrollView: UIScrollView)
    /// `- (void)scrollViewDidEndScrollingAnimation:(UIScrollView *)scrollView;`
    func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView)
    /// `- (void)scrollViewDidScrollToTop:(UIScrollView *)scrollView;`
    func scrollViewDidScrollToTop(_ scrollView: UIScrollView)
    /// `- (void)scrollViewDidZoom:(UIScrollView *)scrollView API_AVAILABLE(ios(3.2));`
    func scrollViewDidZoom(_ scrollView: UIScrollView)
    /// `- (nullable UIView *)viewForZoomingInScrollView:(UIScrollView *)scrollView;` — nil: no zooming.
    func viewForZooming(in scrollView: UIScrollView) -> UIView?
    /// `- (void)scrollViewWillBeginZooming:(UIScrollView *)scrollView withView:(nullable UIView *)view
    /// API_AVAILABLE(ios(3.2));`
    func scrollViewWillBeginZooming(_ scrollView: UIScrollView, with view: UIView?)
    /// `- (void)scrollViewDidEndZooming:(UIScrollView *)scrollView withView:(nullable UIView *)view
    /// atScale:(CGFloat)scale;`
    func scrollViewDidEndZooming(_ scrollView: UIScrollView, with view: UIView?, atScale scale: CGFloat)
    /// `- (BOOL)scrollViewShouldScrollToTop:(UIScrollView *)scrollView;` — UIKit's answer when it is missing: YES.
    func scrollViewShouldScrollToTop(_ scrollView: UIScrollView) -> Bool
    /// `- (void)scrollViewDidChangeAdjustedContentInset:(UIScrollView *)scrollView API_AVAILABLE(ios(11.0), tvos(11.0));`
    func scrollViewDidChangeAdjustedContentInset(_ scrollView: UIScrollView)
}

extension UIScrollViewDelegate {
    public func scrollViewDidScroll(_ scrollView: UIScrollView) {}
    public func scrollViewWillBeginDragging(_ scrollView: UIScrollView) {}
    public func scrollViewWillEndDragging(
        _ scrollView: UIScrollView, withVelocity velocity: CGPoint,
        targetContentOffset: UnsafeMutablePointer<CGPoint>
    ) {}
    public func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool) {}
    public func scrollViewWillBeginDecelerating(_ scrollView: UIScrollView) {}
    public func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) {}
    public func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView) {}
    public func scrollViewDidScrollToTop(_ scrollView: UIScrollView) {}
    public func scrollViewDidZoom(_ scrollView: UIScrollView) {}
    public func viewForZooming(in scrollView: UIScrollView) -> UIView? { nil }
    public func scrollViewWillBeginZooming(_ scrollView: UIScrollView, with view: UIView?) {}
    public func scrollViewDidEndZooming(_ scrollView: UIScrollView, with view: UIView?, atScale scale: CGFloat) {}
    public func scrollViewShouldScrollToTop(_ scrollView: UIScrollView) -> Bool { true }
    public func scrollViewDidChangeAdjustedContentInset(_ scrollView: UIScrollView) {}
}
