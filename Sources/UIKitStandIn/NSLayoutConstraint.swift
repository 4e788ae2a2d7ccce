import Foundation

/// NSLayoutConstraint.h: `UIKIT_EXTERN API_AVAILABLE(ios(6.0)) @interface NSLayoutConstraint : NSObject`. The stand-in
/// has only what its callers name through it: the layout axis.
open class NSLayoutConstraint: NSObject {
    /// UIView.h: `typedef NS_ENUM(NSInteger, UILayoutConstraintAxis) { UILayoutConstraintAxisHorizontal = 0,
    /// UILayoutConstraintAxisVertical = 1 }`, imported as `NSLayoutConstraint.Axis`.
    public enum Axis: Int, Sendable {
        case horizontal = 0, vertical = 1
    }
}
