import Foundation

/// UIButton.h: `@interface UIButton : UIControl <NSCoding>` (iOS 2.0), `NS_SWIFT_UI_ACTOR`. The stand-in keeps the
/// images set per state; it draws nothing.
@MainActor
open class UIButton: UIControl {
    /// UIButton.h: `typedef NS_ENUM(NSInteger, UIButtonType)`, imported as `UIButton.ButtonType`; the types the
    /// stand-in's callers use.
    public enum ButtonType: Int, Sendable {
        /// `UIButtonTypeCustom = 0`
        case custom = 0
        /// `UIButtonTypeSystem API_AVAILABLE(ios(7.0))`
        case system = 1
    }

    /// UIButton.h: `- (instancetype)initWithFrame:(CGRect)frame NS_DESIGNATED_INITIALIZER;`
    public override init(frame: CGRect) {
        super.init(frame: frame)
    }

    /// UIButton.h: `- (nullable instancetype)initWithCoder:(NSCoder *)coder NS_DESIGNATED_INITIALIZER;`
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    /// UIButton.h: `+ (instancetype)buttonWithType:(UIButtonType)buttonType;`, imported as `init(type:)`.
    public convenience init(type buttonType: UIButton.ButtonType) {
        self.init(frame: .zero)
        self.buttonType = buttonType
    }

    /// UIButton.h: `@property(nonatomic,readonly) UIButtonType buttonType;`
    open private(set) var buttonType: UIButton.ButtonType = .custom

    private var images: [UIControl.State: UIImage] = [:]

    /// UIButton.h: `- (void)setImage:(nullable UIImage *)image forState:(UIControlState)state;`
    open func setImage(_ image: UIImage?, for state: UIControl.State) {
        images[state] = image
    }

    /// UIButton.h: `- (nullable UIImage *)imageForState:(UIControlState)state;` — the normal state's image where
    /// `state` has none, as in UIKit.
    open func image(for state: UIControl.State) -> UIImage? {
        images[state] ?? images[.normal]
    }

    private var titles: [UIControl.State: String] = [:]

    /// UIButton.h: `- (void)setTitle:(nullable NSString *)title forState:(UIControlState)state;`
    open func setTitle(_ title: String?, for state: UIControl.State) {
        titles[state] = title
    }

    /// UIButton.h: `- (nullable NSString *)titleForState:(UIControlState)state;` — the normal state's title where
    /// `state` has none, as in UIKit.
    open func title(for state: UIControl.State) -> String? {
        titles[state] ?? titles[.normal]
    }
}
