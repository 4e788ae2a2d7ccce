import BraidTesting
import Foundation

/// UITableViewCell.h: `@interface UITableViewCell : UIView <NSCoding, UIGestureRecognizerDelegate>` (iOS 2.0),
/// `NS_SWIFT_UI_ACTOR`.
@MainActor
open class UITableViewCell: UIView, StandInReusable {
    /// UITableViewCell.h: `typedef NS_ENUM(NSInteger, UITableViewCellStyle)`, imported as
    /// `UITableViewCell.CellStyle`.
    public enum CellStyle: Int, Sendable {
        case `default` = 0, value1 = 1, value2 = 2, subtitle = 3
    }

    /// UITableViewCell.h: `typedef NS_ENUM(NSInteger, UITableViewCellAccessoryType)`, imported as
    /// `UITableViewCell.AccessoryType`.
    public enum AccessoryType: Int, Sendable {
        case none = 0, disclosureIndicator = 1, detailDisclosureButton = 2, checkmark = 3, detailButton = 4
    }

    /// UITableViewCell.h: `typedef NS_ENUM(NSInteger, UITableViewCellEditingStyle)`, imported as
    /// `UITableViewCell.EditingStyle`.
    public enum EditingStyle: Int, Sendable {
        case none = 0, delete = 1, insert = 2
    }

    /// UITableViewCell.h: `- (instancetype)initWithStyle:(UITableViewCellStyle)style reuseIdentifier:(nullable
    /// NSString *)reuseIdentifier NS_DESIGNATED_INITIALIZER;` — 44 points tall, as UIKit's default cell.
    public init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
        self.reuseIdentifier = reuseIdentifier
        detailLabel = style == .default ? nil : UILabel(frame: .zero)
        super.init(frame: CGRect(x: 0, y: 0, width: 320, height: 44))
    }

    /// UITableViewCell.h: `- (nullable instancetype)initWithCoder:(NSCoder *)coder NS_DESIGNATED_INITIALIZER;`
    public required init?(coder: NSCoder) {
        detailLabel = nil
        super.init(coder: coder)
    }

    /// NSObject's `-init` (UIKit: `-initWithStyle:UITableViewCellStyleDefault reuseIdentifier:nil`), `required`
    /// here so that the table can create registered subclasses; see UIKitStandIn.swift.
    public required convenience init() {
        self.init(style: .default, reuseIdentifier: nil)
    }

    /// UITableViewCell.h: `@property (nonatomic, readonly, copy, nullable) NSString *reuseIdentifier;`
    public package(set) var reuseIdentifier: String?

    /// UITableViewCell.h: `@property (nonatomic, readonly, strong) UIView *contentView;`
    public let contentView = UIView(frame: .zero)

    /// UITableViewCell.h: `@property (nonatomic, readonly, strong, nullable) UILabel *textLabel;`
    open var textLabel: UILabel? { label }
    private let label = UILabel(frame: .zero)

    /// UITableViewCell.h: `@property (nonatomic, readonly, strong, nullable) UILabel *detailTextLabel;  // default
    /// is nil.  label will be created if necessary (and the current style supports a detail label).` — nil for the
    /// `.default` style, as in UIKit. The screen shows it after the text label, separated by " | ".
    open var detailTextLabel: UILabel? { detailLabel }
    private let detailLabel: UILabel?

    /// UITableViewCell.h: `@property (nonatomic, readonly, strong, nullable) UIImageView *imageView` ("default is
    /// nil.  image view will be created if necessary.") — here made with the cell.
    open var imageView: UIImageView? { image }
    private let image = UIImageView(image: nil)

    /// UITableViewCell.h: `@property (nonatomic) UITableViewCellAccessoryType accessoryType; // default is
    /// UITableViewCellAccessoryNone. use to set standard type`
    open var accessoryType: AccessoryType = .none

    /// UITableViewCell.h: `@property (nonatomic, copy, nullable) id<UIContentConfiguration> contentConfiguration
    /// API_AVAILABLE(ios(14.0), tvos(14.0), watchos(7.0));` (UIKit.swiftinterface: `public var contentConfiguration:
    /// (any UIKit.UIContentConfiguration)?`, in an extension). When it is a list content configuration, the screen
    /// prints its text.
    @available(iOS 14.0, *)
    public var contentConfiguration: (any UIContentConfiguration)? {
        get { standInConfiguration as? any UIContentConfiguration }
        set { standInConfiguration = newValue }
    }
    package private(set) var standInConfiguration: Any?

    /// UITableViewCell.h: `- (UIListContentConfiguration *)defaultContentConfiguration API_AVAILABLE(ios(14.0), tvos(14.0),
    /// watchos(7.0));` — the stand-in's is `.cell()`.
    @available(iOS 14.0, *)
    public func defaultContentConfiguration() -> UIListContentConfiguration { .cell() }

    /// UITableViewCell.h: `@property (nonatomic, strong, nullable) UIView *accessoryView; // if set, use custom
    /// view. ignore accessoryType. tracks if enabled can calls accessory action`
    open var accessoryView: UIView?

    /// UITableViewCell.h: `@property (nonatomic) NSInteger indentationLevel; // adjust content indent. default is 0`
    /// — the table sets it from its delegate's `tableView(_:indentationLevelForRowAt:)` as it shows the cell.
    open var indentationLevel: Int = 0

    /// UITableViewCell.h: `@property (nonatomic) CGFloat indentationWidth; // width for each level. default is 10.0`
    open var indentationWidth: CGFloat = 10

    /// UITableViewCell.h: `- (void)prepareForReuse;`
    open func prepareForReuse() {}

    package var renderedText: String {
        let text = standInText(label: label)
        guard accessibilityLabel == nil, standInConfiguration == nil, let detail = detailLabel?.text, !detail.isEmpty else { return text }
        return text + " | " + detail
    }
}
