import Foundation

/// UIResponder.h: `@interface UIResponder : NSObject <UIResponderStandardEditActions>` (iOS 2.0),
/// `UIKIT_EXTERN API_AVAILABLE(ios(2.0)) NS_SWIFT_UI_ACTOR` — imported as `@MainActor open class UIResponder: NSObject`.
/// The stand-in declares nothing of its responder chain: the adapter uses none of it.
@MainActor
open class UIResponder: NSObject {
    /// NSObject's `- (instancetype)init`, which UIResponder inherits.
    public override init() {
        super.init()
    }
}
