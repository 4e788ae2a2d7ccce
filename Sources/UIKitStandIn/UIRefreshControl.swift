import Foundation

/// UIRefreshControl.h: `@interface UIRefreshControl : UIControl` (iOS 6.0), `NS_SWIFT_UI_ACTOR`. A pull on its
/// scroll view sends `.valueChanged`; the stand-in has no pull, and tests send the actions themselves.
@MainActor
open class UIRefreshControl: UIControl {
    /// UIRefreshControl.h: `- (instancetype)init;`
    public convenience init() {
        self.init(frame: .zero)
    }

    /// UIRefreshControl.h: `@property (nonatomic, readonly, getter=isRefreshing) BOOL refreshing;`
    open private(set) var isRefreshing = false

    /// UIRefreshControl.h: `- (void)beginRefreshing API_AVAILABLE(ios(6.0));`
    open func beginRefreshing() { isRefreshing = true }

    /// UIRefreshControl.h: `- (void)endRefreshing API_AVAILABLE(ios(6.0));`
    open func endRefreshing() { isRefreshing = false }
}
