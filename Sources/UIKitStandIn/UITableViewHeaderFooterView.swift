import BraidTesting
import Foundation

/// UITableViewHeaderFooterView.h: `@interface UITableViewHeaderFooterView : UIView` (iOS 6.0), `NS_SWIFT_UI_ACTOR`.
@MainActor
open class UITableViewHeaderFooterView: UIView, StandInReusable {
    /// UITableViewHeaderFooterView.h: `- (instancetype)initWithReuseIdentifier:(nullable NSString *)reuseIdentifier
    /// NS_DESIGNATED_INITIALIZER;`
    public init(reuseIdentifier: String?) {
        self.reuseIdentifier = reuseIdentifier
        super.init(frame: .zero)
    }

    /// UITableViewHeaderFooterView.h: `- (nullable instancetype)initWithCoder:(NSCoder *)coder NS_DESIGNATED_INITIALIZER;`
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    /// NSObject's `-init`, `required` here so that the table can create registered subclasses.
    public required convenience init() {
        self.init(reuseIdentifier: nil)
    }

    /// UITableViewHeaderFooterView.h: `@property (nonatomic, readonly, copy, nullable) NSString *reuseIdentifier;`
    public package(set) var reuseIdentifier: String?

    /// UITableViewHeaderFooterView.h: `@property (nonatomic, readonly, strong) UIView *contentView;`
    public let contentView = UIView(frame: .zero)

    /// UITableViewHeaderFooterView.h: `@property (nonatomic, readonly, strong, nullable) UILabel *textLabel;`
    open var textLabel: UILabel? { label }
    private let label = UILabel(frame: .zero)

    /// UITableViewHeaderFooterView.h: `- (void)prepareForReuse;`
    open func prepareForReuse() {}

    package var renderedText: String { standInText(label: label) }
}
