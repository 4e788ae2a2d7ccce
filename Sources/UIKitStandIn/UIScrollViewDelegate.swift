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
}
