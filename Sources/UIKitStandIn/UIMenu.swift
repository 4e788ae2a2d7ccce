import Foundation

/// UIMenu.h: `@interface UIMenu : UIMenuElement` (iOS 13.0), `NS_SWIFT_UI_ACTOR`.
///
/// The stand-in keeps the title, image, options and children; `identifier`, `preferredElementSize` and
/// `selectedElements` are not transcribed.
@MainActor
open class UIMenu: UIMenuElement {
    /// UIMenu.h: `typedef NS_OPTIONS(NSUInteger, UIMenuOptions)` (iOS 13.0), `NS_SWIFT_NAME(UIMenu.Options)`;
    /// `singleSelection` (iOS 15.0) is not transcribed.
    public struct Options: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// `UIMenuOptionsDisplayInline = 1 << 0`
        public static let displayInline = Options(rawValue: 1 << 0)
        /// `UIMenuOptionsDestructive = 1 << 1`
        public static let destructive = Options(rawValue: 1 << 1)
    }

    /// UIMenu.h: `@property (nonatomic, readonly) UIMenuOptions options;`
    public let options: Options
    /// UIMenu.h: `@property (nonatomic, readonly) NSArray<UIMenuElement *> *children;`
    public let children: [UIMenuElement]

    /// UIKit's Swift overlay (UIKit.swiftinterface of iPhoneOS16.5.sdk): `convenience public init(title: String =
    /// "", image: UIImage? = nil, identifier: UIMenu.Identifier? = nil, options: UIMenu.Options = [], children:
    /// [UIMenuElement] = [])` — without `identifier`, which the stand-in does not transcribe.
    public init(title: String = "", image: UIImage? = nil, options: Options = [], children: [UIMenuElement] = []) {
        self.options = options
        self.children = children
        super.init(title: title, image: image)
    }
}
