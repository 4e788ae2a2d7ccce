import Foundation

/// UIStackView.h: `UIKIT_EXTERN API_AVAILABLE(ios(9.0)) NS_SWIFT_UI_ACTOR @interface UIStackView : UIView`. The
/// stand-in keeps its arranged subviews and settings; it lays nothing out.
@MainActor
open class UIStackView: UIView {
    /// UIStackView.h: `typedef NS_ENUM(NSInteger, UIStackViewAlignment)`, imported as `UIStackView.Alignment`:
    /// `UIStackViewAlignmentFill`, `…Leading` (`…Top`), `…FirstBaseline`, `…Center`, `…Trailing` (`…Bottom`),
    /// `…LastBaseline`, in that order from 0.
    public enum Alignment: Int, Sendable {
        case fill = 0, leading = 1, firstBaseline = 2, center = 3, trailing = 4, lastBaseline = 5
    }

    /// UIStackView.h: `- (instancetype)initWithArrangedSubviews:(NSArray<__kindof UIView *> *)views;` — "Adds views
    /// as subviews of the receiver."
    public convenience init(arrangedSubviews views: [UIView]) {
        self.init(frame: .zero)
        for view in views { addArrangedSubview(view) }
    }

    /// UIStackView.h: `@property(nonatomic,readonly,copy) NSArray<__kindof UIView *> *arrangedSubviews;`
    open private(set) var arrangedSubviews: [UIView] = []

    /// UIStackView.h: `- (void)addArrangedSubview:(UIView *)view;`
    open func addArrangedSubview(_ view: UIView) {
        arrangedSubviews.append(view)
        addSubview(view)
    }

    /// UIStackView.h: `@property(nonatomic) UILayoutConstraintAxis axis;` (UIView.h's `UILayoutConstraintAxis`,
    /// imported as `NSLayoutConstraint.Axis`). Default horizontal.
    open var axis: NSLayoutConstraint.Axis = .horizontal

    /// UIStackView.h: `@property(nonatomic) UIStackViewAlignment alignment;` Default fill.
    open var alignment: UIStackView.Alignment = .fill

    /// UIStackView.h: `@property(nonatomic) CGFloat spacing;`
    open var spacing: CGFloat = 0
}
