import Foundation

/// UIGeometry.h: `typedef struct __attribute__((objc_boxable)) NS_SWIFT_SENDABLE NSDirectionalEdgeInsets { CGFloat
/// top, leading, bottom, trailing; } NSDirectionalEdgeInsets API_AVAILABLE(ios(11.0),tvos(11.0),watchos(4.0));`,
/// imported as a Swift struct with a memberwise initializer.
public struct NSDirectionalEdgeInsets: Equatable, Sendable {
    /// UIGeometry.h: `CGFloat top, leading, bottom, trailing;`
    public var top: CGFloat
    public var leading: CGFloat
    public var bottom: CGFloat
    public var trailing: CGFloat

    /// UIGeometry.h: `NSDirectionalEdgeInsetsMake(top, leading, bottom, trailing)`, imported as
    /// `init(top:leading:bottom:trailing:)`.
    public init(top: CGFloat, leading: CGFloat, bottom: CGFloat, trailing: CGFloat) {
        self.top = top
        self.leading = leading
        self.bottom = bottom
        self.trailing = trailing
    }

    /// UIGeometry.h: `UIKIT_EXTERN const NSDirectionalEdgeInsets NSDirectionalEdgeInsetsZero
    /// API_AVAILABLE(ios(11.0),tvos(11.0),watchos(4.0));`, imported as `NSDirectionalEdgeInsets.zero`.
    public static let zero = NSDirectionalEdgeInsets(top: 0, leading: 0, bottom: 0, trailing: 0)
}

/// UIGeometry.h: `typedef NS_ENUM(NSInteger, NSRectAlignment) { NSRectAlignmentNone = 0, NSRectAlignmentTop,
/// NSRectAlignmentTopLeading, NSRectAlignmentLeading, NSRectAlignmentBottomLeading, NSRectAlignmentBottom,
/// NSRectAlignmentBottomTrailing, NSRectAlignmentTrailing, NSRectAlignmentTopTrailing, } API_AVAILABLE(ios(13.0));`
public enum NSRectAlignment: Int, Sendable {
    case none = 0, top, topLeading, leading, bottomLeading, bottom, bottomTrailing, trailing, topTrailing
}
