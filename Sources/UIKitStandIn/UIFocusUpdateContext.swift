import Foundation

/// UIFocus.h: `UIKIT_EXTERN API_AVAILABLE(ios(9.0)) NS_SWIFT_UI_ACTOR @interface UIFocusUpdateContext : NSObject`.
/// The stand-in declares none of its properties (the focused items, the heading): Braid's proxies only pass a
/// context on to the app's delegate.
@available(iOS 9.0, *)
@MainActor
open class UIFocusUpdateContext: NSObject {
    /// NSObject's `- (instancetype)init`, which UIFocusUpdateContext inherits.
    public override init() {
        super.init()
    }
}

/// UITableView.h: `UIKIT_EXTERN API_AVAILABLE(ios(9.0)) NS_SWIFT_UI_ACTOR @interface UITableViewFocusUpdateContext :
/// UIFocusUpdateContext`; its `previouslyFocusedIndexPath` and `nextFocusedIndexPath` are not transcribed.
@available(iOS 9.0, *)
@MainActor
open class UITableViewFocusUpdateContext: UIFocusUpdateContext {}

/// UICollectionView.h: `UIKIT_EXTERN API_AVAILABLE(ios(9.0)) NS_SWIFT_UI_ACTOR @interface
/// UICollectionViewFocusUpdateContext : UIFocusUpdateContext`; its `previouslyFocusedIndexPath` and
/// `nextFocusedIndexPath` are not transcribed.
@available(iOS 9.0, *)
@MainActor
open class UICollectionViewFocusUpdateContext: UIFocusUpdateContext {}
