/// UIKit.swiftinterface (iPhoneOS16.5.sdk): `@available(iOS 14.0, tvOS 14.0, *) public struct
/// UIListContentConfiguration : UIKit.UIContentConfiguration, Swift.Hashable` (UIListContentConfiguration.h:
/// `@interface UIListContentConfiguration : NSObject <UIContentConfiguration, NSSecureCoding>`).
///
/// The stand-in keeps the text, the secondary text, the image and which style it was made as; the text, image and
/// layout properties (`textProperties`, `imageProperties`, margins, padding) are not transcribed.
@available(iOS 14.0, *)
public struct UIListContentConfiguration: UIContentConfiguration, Hashable {
    /// The style the configuration was made as (not UIKit API: UIKit keeps it privately), by its constructor's name.
    package enum StandInStyle: Hashable {
        case cell, subtitleCell, valueCell, plainHeader, plainFooter, groupedHeader, groupedFooter
    }

    /// The style it was made as (not UIKit API), for tests.
    package let standInStyle: StandInStyle

    private init(standInStyle: StandInStyle) {
        self.standInStyle = standInStyle
    }

    /// UIKit.swiftinterface: `public static func cell() -> UIKit.UIListContentConfiguration` (`+cellConfiguration`:
    /// "Returns the default configuration for a list cell.")
    public static func cell() -> UIListContentConfiguration { UIListContentConfiguration(standInStyle: .cell) }

    /// UIKit.swiftinterface: `public static func subtitleCell() -> UIKit.UIListContentConfiguration`
    /// (`+subtitleCellConfiguration`: "Returns the default configuration for a list cell with subtitle text.")
    public static func subtitleCell() -> UIListContentConfiguration {
        UIListContentConfiguration(standInStyle: .subtitleCell)
    }

    /// UIKit.swiftinterface: `public static func valueCell() -> UIKit.UIListContentConfiguration`
    /// (`+valueCellConfiguration`: "Returns the default configuration for a list cell with side-by-side value text.")
    public static func valueCell() -> UIListContentConfiguration { UIListContentConfiguration(standInStyle: .valueCell) }

    /// UIKit.swiftinterface: `public static func plainHeader() -> UIKit.UIListContentConfiguration`
    public static func plainHeader() -> UIListContentConfiguration {
        UIListContentConfiguration(standInStyle: .plainHeader)
    }

    /// UIKit.swiftinterface: `public static func plainFooter() -> UIKit.UIListContentConfiguration`
    public static func plainFooter() -> UIListContentConfiguration {
        UIListContentConfiguration(standInStyle: .plainFooter)
    }

    /// UIKit.swiftinterface: `public static func groupedHeader() -> UIKit.UIListContentConfiguration`
    public static func groupedHeader() -> UIListContentConfiguration {
        UIListContentConfiguration(standInStyle: .groupedHeader)
    }

    /// UIKit.swiftinterface: `public static func groupedFooter() -> UIKit.UIListContentConfiguration`
    public static func groupedFooter() -> UIListContentConfiguration {
        UIListContentConfiguration(standInStyle: .groupedFooter)
    }

    /// UIKit.swiftinterface: `public var image: UIKit.UIImage? { get set }` (UIListContentConfiguration.h:
    /// `@property (nonatomic, strong, nullable) UIImage *image;`)
    public var image: UIImage?

    /// UIKit.swiftinterface: `public var text: Swift.String? { get set }` (UIListContentConfiguration.h:
    /// `@property (nonatomic, copy, nullable) NSString *text;`)
    public var text: String?

    /// UIKit.swiftinterface: `public var secondaryText: Swift.String? { get set }` (UIListContentConfiguration.h:
    /// `@property (nonatomic, copy, nullable) NSString *secondaryText;`)
    public var secondaryText: String?

    /// What the stand-in's screen prints for a view showing it (not UIKit API): the text, then ` | ` and the secondary
    /// text when there is one, as for a cell's detail label.
    package var standInText: String {
        guard let secondaryText, !secondaryText.isEmpty else { return text ?? "" }
        return (text ?? "") + " | " + secondaryText
    }
}
