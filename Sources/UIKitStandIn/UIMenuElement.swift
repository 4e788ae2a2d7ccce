import Foundation

/// UIMenuElement.h: `@interface UIMenuElement : NSObject <NSCopying, NSSecureCoding>` (iOS 13.0),
/// `NS_SWIFT_UI_ACTOR`. The stand-in keeps the title and image; `subtitle`, coding and copying are not transcribed.
@MainActor
open class UIMenuElement: NSObject {
    /// UIMenuElement.h: `typedef NS_ENUM(NSInteger, UIMenuElementState)` (iOS 13.0), imported as
    /// `UIMenuElement.State`.
    public enum State: Int, Sendable {
        case off = 0, on = 1, mixed = 2
    }

    /// UIMenuElement.h: `typedef NS_OPTIONS(NSUInteger, UIMenuElementAttributes)` (iOS 13.0), imported as
    /// `UIMenuElement.Attributes`; `keepsMenuPresented` (iOS 16.0) is not transcribed.
    public struct Attributes: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// `UIMenuElementAttributesDisabled = 1 << 0`
        public static let disabled = Attributes(rawValue: 1 << 0)
        /// `UIMenuElementAttributesDestructive = 1 << 1`
        public static let destructive = Attributes(rawValue: 1 << 1)
        /// `UIMenuElementAttributesHidden = 1 << 2`
        public static let hidden = Attributes(rawValue: 1 << 2)
    }

    /// UIMenuElement.h: `@property (nonatomic, readonly) NSString *title;` (UIAction.h redeclares it `copy`,
    /// read-write).
    open var title: String
    /// UIMenuElement.h: `@property (nonatomic, nullable, readonly) UIImage *image;` (UIAction.h redeclares it
    /// read-write).
    open var image: UIImage?

    /// The stand-in's designated initializer (UIKit's are `initWithCoder:` and the subclasses' factories).
    init(title: String, image: UIImage?) {
        self.title = title
        self.image = image
    }
}
