import Foundation

/// UISwitch.h: `@interface UISwitch : UIControl <NSCoding>` (iOS 2.0), `NS_SWIFT_UI_ACTOR`. A test flips it as a
/// finger would with `isOn.toggle()` and `sendActions(for: .valueChanged)`.
@MainActor
open class UISwitch: UIControl {
    /// UISwitch.h: `- (instancetype)initWithFrame:(CGRect)frame NS_DESIGNATED_INITIALIZER;`
    public override init(frame: CGRect) {
        super.init(frame: frame)
    }

    /// UISwitch.h: `- (nullable instancetype)initWithCoder:(NSCoder *)coder NS_DESIGNATED_INITIALIZER;`
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    /// UISwitch.h: `@property(nonatomic,getter=isOn) BOOL on;`
    open var isOn = false

    /// UISwitch.h: `- (void)setOn:(BOOL)on animated:(BOOL)animated; // does not send action`
    open func setOn(_ on: Bool, animated: Bool) {
        isOn = on
    }
}
