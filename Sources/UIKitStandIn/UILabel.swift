import Foundation

/// UILabel.h: `@interface UILabel : UIView <NSCoding, UIContentSizeCategoryAdjusting>` (iOS 2.0), `NS_SWIFT_UI_ACTOR`.
@MainActor
open class UILabel: UIView {
    /// UILabel.h: `@property(nullable, nonatomic,copy) NSString *text;`
    open var text: String?

    /// UILabel.h: `@property(nonatomic) NSTextAlignment textAlignment;` — "default is NSTextAlignmentNatural".
    open var textAlignment: NSTextAlignment = .natural

    /// UILabel.h: `@property(nonatomic) NSInteger numberOfLines;` Default 1.
    open var numberOfLines: Int = 1
}
