import Foundation

/// UIGeometry.h: `typedef struct __attribute__((objc_boxable)) NS_SWIFT_SENDABLE UIEdgeInsets { CGFloat top, left,
/// bottom, right; } UIEdgeInsets;` (iOS 2.0), imported as a Swift struct with a memberwise initializer.
public struct UIEdgeInsets: Equatable, Sendable {
    /// UIGeometry.h: `CGFloat top, left, bottom, right;`
    public var top: CGFloat
    public var left: CGFloat
    public var bottom: CGFloat
    public var right: CGFloat

    /// UIGeometry.h: `UIEdgeInsetsMake(top, left, bottom, right)`, imported as `init(top:left:bottom:right:)`.
    public init(top: CGFloat, left: CGFloat, bottom: CGFloat, right: CGFloat) {
        self.top = top
        self.left = left
        self.bottom = bottom
        self.right = right
    }

    /// UIGeometry.h: `UIKIT_EXTERN const UIEdgeInsets UIEdgeInsetsZero;`, imported as `UIEdgeInsets.zero`.
    public static let zero = UIEdgeInsets(top: 0, left: 0, bottom: 0, right: 0)
}
