import Foundation

/// UIFocusAnimationCoordinator.h: `UIKIT_EXTERN API_AVAILABLE(ios(9.0)) NS_SWIFT_UI_ACTOR @interface
/// UIFocusAnimationCoordinator : NSObject`. The stand-in declares none of its methods (coordinated animations):
/// Braid's proxies only pass a coordinator on to the app's delegate.
@available(iOS 9.0, *)
@MainActor
open class UIFocusAnimationCoordinator: NSObject {
    /// NSObject's `- (instancetype)init`, which UIFocusAnimationCoordinator inherits.
    public override init() {
        super.init()
    }
}
