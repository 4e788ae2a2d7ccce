import Foundation

/// UITargetedPreview.h: `UIKIT_EXTERN API_AVAILABLE(ios(13.0)) API_UNAVAILABLE(watchos, tvos) NS_SWIFT_UI_ACTOR
/// @interface UITargetedPreview : NSObject <NSCopying>`. The stand-in keeps the view; the parameters, the target and
/// copying are not transcribed.
@available(iOS 13.0, *)
@MainActor
open class UITargetedPreview: NSObject {
    /// UITargetedPreview.h: `@property (nonatomic, readonly) UIView *view;`
    public let view: UIView

    /// UITargetedPreview.h: `- (instancetype)initWithView:(UIView *)view;` — "the view must be in a window" (the
    /// stand-in does not check).
    public init(view: UIView) {
        self.view = view
    }
}
