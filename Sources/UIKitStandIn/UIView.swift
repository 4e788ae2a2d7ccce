import Foundation

/// UIView.h: `@interface UIView : UIResponder <NSCoding, UIAppearance, …>` (iOS 2.0), `NS_SWIFT_UI_ACTOR`.
@MainActor
open class UIView: UIResponder {
    /// UIView.h: `- (instancetype)initWithFrame:(CGRect)frame NS_DESIGNATED_INITIALIZER;`
    public init(frame: CGRect) {
        self.frame = frame
        super.init()
    }

    /// UIView.h: `- (nullable instancetype)initWithCoder:(NSCoder *)coder NS_DESIGNATED_INITIALIZER;`
    /// (`NSCoding`'s initializer, required in Swift).
    public required init?(coder: NSCoder) {
        self.frame = .zero
        super.init()
    }

    /// NSObject's `-init`, which UIView implements as `-initWithFrame:CGRectZero`.
    public convenience override init() {
        self.init(frame: .zero)
    }

    /// UIView.h (UIViewGeometry): `@property(nonatomic) CGRect frame;`
    open var frame: CGRect {
        didSet { frameDidChange() }
    }

    /// UIView.h (UIViewGeometry): `@property(nonatomic) CGRect bounds;` — here the frame's size at the origin.
    open var bounds: CGRect {
        get { CGRect(origin: .zero, size: frame.size) }
        set { frame.size = newValue.size }
    }

    /// UIView.h: `typedef NS_OPTIONS(NSUInteger, UIViewAutoresizing)`, imported as `UIView.AutoresizingMask`
    /// (`UIViewAutoresizingNone = 0` is `[]`).
    public struct AutoresizingMask: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// `UIViewAutoresizingFlexibleLeftMargin = 1 << 0`
        public static let flexibleLeftMargin = AutoresizingMask(rawValue: 1 << 0)
        /// `UIViewAutoresizingFlexibleWidth = 1 << 1`
        public static let flexibleWidth = AutoresizingMask(rawValue: 1 << 1)
        /// `UIViewAutoresizingFlexibleRightMargin = 1 << 2`
        public static let flexibleRightMargin = AutoresizingMask(rawValue: 1 << 2)
        /// `UIViewAutoresizingFlexibleTopMargin = 1 << 3`
        public static let flexibleTopMargin = AutoresizingMask(rawValue: 1 << 3)
        /// `UIViewAutoresizingFlexibleHeight = 1 << 4`
        public static let flexibleHeight = AutoresizingMask(rawValue: 1 << 4)
        /// `UIViewAutoresizingFlexibleBottomMargin = 1 << 5`
        public static let flexibleBottomMargin = AutoresizingMask(rawValue: 1 << 5)
    }

    /// UIView.h (UIViewGeometry): `@property(nonatomic) UIViewAutoresizing autoresizingMask;` — kept, not applied:
    /// the stand-in's superviews never change size.
    open var autoresizingMask: UIView.AutoresizingMask = []

    /// UIView.h (UIViewRendering): `@property(nonatomic,getter=isHidden) BOOL hidden;`
    open var isHidden: Bool = false

    /// UIView.h (UIViewHierarchy): `@property(nonatomic,readonly,copy) NSArray<__kindof UIView *> *subviews;`
    open private(set) var subviews: [UIView] = []

    /// UIView.h (UIViewHierarchy): `@property(nullable, nonatomic,readonly) UIView *superview;` — the view that
    /// holds this one (which holds its subviews; so here a weak reference back).
    open private(set) weak var superview: UIView?

    /// UIView.h (UIViewHierarchy): `@property(nullable, nonatomic,readonly) UIWindow *window;` — the window at the
    /// top of the superview chain, nil when the view is not in one.
    open var window: UIWindow? {
        var view: UIView? = self
        while let current = view {
            if let window = current as? UIWindow { return window }
            view = current.superview
        }
        return nil
    }

    /// UIView.h (UIViewHierarchy): `- (void)addSubview:(UIView *)view;` — a view that had another superview leaves
    /// it first, as in UIKit.
    open func addSubview(_ view: UIView) {
        view.removeFromSuperview()
        subviews.append(view)
        view.superview = self
    }

    /// UIView.h (UIViewHierarchy): `- (void)removeFromSuperview;`
    open func removeFromSuperview() {
        guard let superview else { return }
        superview.subviews.removeAll { $0 === self }
        self.superview = nil
    }

    /// UIView.h (UIViewHierarchy): `- (void)layoutIfNeeded;`
    open func layoutIfNeeded() {}

    /// UIView.h (UIViewHierarchy): `- (void)setNeedsLayout;`
    open func setNeedsLayout() {}

    /// UIAccessibility.h (`@interface NSObject (UIAccessibility)`): `@property (nullable, nonatomic, copy)
    /// NSString *accessibilityLabel;` — declared on NSObject in UIKit; here on UIView, the only place the stand-in's
    /// views read it (their screen rendering prints it).
    open var accessibilityLabel: String?

    /// UIAccessibility.h (`@interface NSObject (UIAccessibilityAction)`): `@property (nullable, nonatomic, strong)
    /// NSArray <UIAccessibilityCustomAction *> *accessibilityCustomActions API_AVAILABLE(ios(8.0));` ("default ==
    /// nil") — declared on NSObject in UIKit; here on UIView, where the stand-in's cells have it.
    open var accessibilityCustomActions: [UIAccessibilityCustomAction]?

    /// UINibLoading.h (`@interface NSObject (UINibLoadingAdditions)`): `- (void)awakeFromNib;` — declared on
    /// NSObject in UIKit; here on UIView. Called on views created from a `UINib`.
    open func awakeFromNib() {}

    /// Whether the stand-in already called `awakeFromNib()` on this view (not UIKit API).
    package var standInAwoke = false

    /// Where subclasses follow a change of frame (not UIKit API: UIKit lays out on the next pass).
    package func frameDidChange() {}
}
