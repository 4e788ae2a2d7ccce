/// UIWindow.h: `UIKIT_EXTERN API_AVAILABLE(ios(2.0)) NS_SWIFT_UI_ACTOR @interface UIWindow : UIView`.
///
/// In the stand-in a window is only what makes its subviews' `window` non-nil: the test of a view on screen
/// (BraidUIKit shows the updates of a view that is in no window as reloads). It has UIView's initializers.
@MainActor
open class UIWindow: UIView {
    /// UIWindow.h: `@property(nullable, nonatomic,strong) UIViewController *rootViewController
    /// API_AVAILABLE(ios(4.0));  // default is nil` — kept, not shown: the stand-in does not install the controller's
    /// view in the window, as UIKit does.
    open var rootViewController: UIViewController?
}
