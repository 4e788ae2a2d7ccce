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

    /// UITableViewHeaderFooterView.h: `@property (nonatomic, copy, nullable) id<UIContentConfiguration>
    /// contentConfiguration API_AVAILABLE(ios(14.0), tvos(14.0), watchos(7.0));` When it is a list content
    /// configuration, the screen prints its text.
    @available(iOS 14.0, *)
    public var contentConfiguration: (any UIContentConfiguration)? {
        get { standInConfiguration as? any UIContentConfiguration }
        set { standInConfiguration = newValue }
    }
    package private(set) var standInConfiguration: Any?

    /// UITableViewHeaderFooterView.h: `- (UIListContentConfiguration *)defaultContentConfiguration
    /// API_AVAILABLE(ios(14.0), tvos(14.0), watchos(7.0));` — UIKit's depends on the table's style; the stand-in's is
    /// `.plainHeader()`.
    @available(iOS 14.0, *)
    public func defaultContentConfiguration() -> UIListContentConfiguration { .plainHeader() }

    /// UITableViewHeaderFooterView.h: `- (void)prepareForReuse;`
    open func prepareForReuse() {}

    package var renderedText: String { standInText(label: label) }
}
