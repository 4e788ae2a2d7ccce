import Foundation

/// UIScrollView.h: `@interface UIScrollView : UIView <NSCoding, UIFocusItemScrollableContainer>` (iOS 2.0),
/// `NS_SWIFT_UI_ACTOR`.
@MainActor
open class UIScrollView: UIView {
    /// UIScrollView.h: `@property(nonatomic) CGPoint contentOffset;` — setting it scrolls, and the delegate hears
    /// `scrollViewDidScroll(_:)`.
    open var contentOffset: CGPoint {
        get { CGPoint(x: 0, y: standInContentOffset) }
        set { standInScroll(toOffset: Double(newValue.y)) }
    }

    /// UIScrollView.h: `@property(nonatomic, readonly) UIEdgeInsets adjustedContentInset API_AVAILABLE(ios(11.0),tvos(11.0));`
    /// — the content inset with the safe area's; zero here: the stand-in has neither.
    open var adjustedContentInset: UIEdgeInsets { .zero }

    /// UIScrollView.h: `@property(nonatomic) CGSize contentSize;` (read here; the views compute it).
    open var contentSize: CGSize {
        get { CGSize(width: frame.width, height: standInContentHeight) }
        set {}
    }

    /// UIScrollView.h: `@property(nullable,nonatomic,weak) id<UIScrollViewDelegate> delegate;`
    ///
    /// `UITableView` and `UICollectionView` narrow its type to their own delegate protocols in UIKit; see
    /// UIKitStandIn.swift for why it keeps this type here.
    open weak var delegate: (any UIScrollViewDelegate)?

    /// UIScrollView.h: `@property (nonatomic, strong, nullable) UIRefreshControl *refreshControl
    /// API_AVAILABLE(ios(10.0)) API_UNAVAILABLE(tvos);` — kept; the stand-in has no pull gesture.
    open var refreshControl: UIRefreshControl?

    /// UIScrollView.h: `- (void)setContentOffset:(CGPoint)contentOffset animated:(BOOL)animated;`
    open func setContentOffset(_ contentOffset: CGPoint, animated: Bool) {
        self.contentOffset = contentOffset
    }

    // MARK: What the table and collection views supply (not UIKit API)

    package var standInContentOffset: Double { 0 }
    package var standInContentHeight: Double { 0 }
    package func standInScroll(toOffset offset: Double) {}
}
