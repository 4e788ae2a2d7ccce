import Foundation

/// UIScene.h: `UIKIT_EXTERN API_AVAILABLE(ios(13.0)) NS_SWIFT_UI_ACTOR @interface UIScene : UIResponder`. The stand-in
/// declares nothing of it but its place above `UIWindowScene`; its `init` is `NS_UNAVAILABLE` (UIKit makes scenes).
@available(iOS 13.0, *)
@MainActor
open class UIScene: UIResponder {
    /// UIScene.h: `- (instancetype)init NS_UNAVAILABLE;`
    @available(*, unavailable)
    public override init() {
        super.init()
    }
}

/// UIWindowScene.h: `UIKIT_EXTERN API_AVAILABLE(ios(13.0)) NS_SWIFT_UI_ACTOR @interface UIWindowScene : UIScene`.
/// The stand-in declares only the type that names `UIWindowSceneActivationConfiguration` in Swift.
@available(iOS 13.0, *)
@MainActor
open class UIWindowScene: UIScene {}

extension UIWindowScene {
    /// UIWindowSceneActivationConfiguration.h: `UIKIT_EXTERN API_AVAILABLE(ios(15.0)) API_UNAVAILABLE(watchos, tvos)
    /// @interface UIWindowSceneActivationConfiguration : NSObject`, imported as `UIWindowScene.ActivationConfiguration`
    /// (not `NS_SWIFT_UI_ACTOR`). Its only initializer takes an `NSUserActivity`, which Foundation has only on Apple
    /// platforms, so the stand-in declares the type alone: Braid's proxies only pass the app delegate's on to UIKit.
    @available(iOS 15.0, *)
    open class ActivationConfiguration: NSObject {}
}
