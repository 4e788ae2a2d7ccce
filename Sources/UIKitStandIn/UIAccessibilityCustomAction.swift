import Foundation

/// UIAccessibilityCustomAction.h: `UIKIT_EXTERN API_AVAILABLE(ios(8.0)) @interface UIAccessibilityCustomAction :
/// NSObject` — not `NS_SWIFT_UI_ACTOR` in the iOS 16.5 SDK, so neither is the stand-in's. It keeps the name and the
/// handler; the target-selector, attributed-name and image initializers are not transcribed.
@available(iOS 8.0, *)
open class UIAccessibilityCustomAction: NSObject {
    /// UIAccessibilityCustomAction.h: `typedef BOOL(^UIAccessibilityCustomActionHandler)(UIAccessibilityCustomAction
    /// *customAction);`, imported as `UIAccessibilityCustomAction.Handler`.
    public typealias Handler = (UIAccessibilityCustomAction) -> Bool

    /// UIAccessibilityCustomAction.h: `@property (nonatomic, copy) NSString *name;` — "A localized name that
    /// describes the action."
    open var name: String
    /// UIAccessibilityCustomAction.h: `@property (nonatomic, copy, nullable) UIAccessibilityCustomActionHandler
    /// actionHandler API_AVAILABLE(ios(13.0), tvos(13.0));` — what an assistive technology calls to perform the
    /// action; its answer says whether it succeeded.
    @available(iOS 13.0, *)
    open var actionHandler: Handler?

    /// UIAccessibilityCustomAction.h: `- (instancetype)initWithName:(NSString *)name
    /// actionHandler:(UIAccessibilityCustomActionHandler)actionHandler API_AVAILABLE(ios(13.0), tvos(13.0));`
    @available(iOS 13.0, *)
    public init(name: String, actionHandler: @escaping Handler) {
        self.name = name
        self.actionHandler = actionHandler
    }
}
