import Foundation

/// UIKit.swiftinterface: `@available(iOS 14.0, tvOS 14.0, *) public struct UICellAccessory` (UIKit's Swift overlay
/// of UICellAccessory.h's `@interface UICellAccessory : NSObject <NSCopying, NSSecureCoding>`).
///
/// The stand-in transcribes the outline disclosure and what identifies an accessory (`accessoryType`); the other
/// accessories, `LayoutDimension` and the options' `reservedLayoutWidth` and `tintColor` are not transcribed. It
/// keeps each accessory's options and action handler (UIKit keeps them privately), for tests.
@available(iOS 14.0, *)
public struct UICellAccessory {
    /// UIKit.swiftinterface: `public typealias ActionHandler = () -> Swift.Void`
    public typealias ActionHandler = () -> Void

    /// UIKit.swiftinterface: `public enum DisplayedState { case always, whenEditing, whenNotEditing }` (from
    /// UICellAccessory.h's `UICellAccessoryDisplayedState`).
    public enum DisplayedState: Hashable, Sendable {
        case always
        case whenEditing
        case whenNotEditing
    }

    /// UIKit.swiftinterface: `public struct OutlineDisclosureOptions` — `style` and `isHidden`.
    public struct OutlineDisclosureOptions {
        /// UIKit.swiftinterface: `public enum Style { case automatic, header, cell }` (UICellAccessory.h's
        /// `UICellAccessoryOutlineDisclosureStyle`: "…Cell: A style appropriate for a cell which can be selected
        /// itself and also has nested children, where only taps on the outline disclosure will toggle the
        /// expansion state of the item; taps on the cell will select the item as normal.").
        public enum Style: Hashable, Sendable {
            case automatic
            case header
            case cell
        }

        /// UIKit.swiftinterface: `public var style: UIKit.UICellAccessory.OutlineDisclosureOptions.Style`
        public var style: Style
        /// UIKit.swiftinterface: `public var isHidden: Swift.Bool` (UICellAccessory.h: "Hidden accessories take up
        /// space in the layout, but are not visible and do not provide any behaviors.")
        public var isHidden: Bool

        /// UIKit.swiftinterface: `public init(style: UIKit.UICellAccessory.OutlineDisclosureOptions.Style? = nil,
        /// isHidden: Swift.Bool? = nil, reservedLayoutWidth: UIKit.UICellAccessory.LayoutDimension? = nil,
        /// tintColor: UIKit.UIColor? = nil)` — without the last two, which the stand-in does not transcribe; the
        /// defaults are the header's (style automatic, not hidden).
        public init(style: Style? = nil, isHidden: Bool? = nil) {
            self.style = style ?? .automatic
            self.isHidden = isHidden ?? false
        }
    }

    /// UIKit.swiftinterface: `public enum AccessoryType : Swift.Hashable` — the kind of an accessory.
    public enum AccessoryType: Hashable {
        case disclosureIndicator
        case outlineDisclosure
        case checkmark
        case delete
        case insert
        case reorder
        case multiselect
        case label
        case customView(UIView)
        @available(iOS 15.4, *)
        case detail
        @available(iOS 16.0, *)
        case popUpMenu
    }

    /// UIKit.swiftinterface: `public let accessoryType: UIKit.UICellAccessory.AccessoryType`
    public let accessoryType: AccessoryType

    /// UIKit.swiftinterface: `public static func outlineDisclosure(displayed: UIKit.UICellAccessory.DisplayedState
    /// = .always, options: UIKit.UICellAccessory.OutlineDisclosureOptions = OutlineDisclosureOptions(),
    /// actionHandler: UIKit.UICellAccessory.ActionHandler? = nil) -> UIKit.UICellAccessory` (UICellAccessory.h: "A
    /// rotating disclosure chevron for use with outlines, used to indicate and toggle the expanded/collapsed state
    /// of the item.")
    public static func outlineDisclosure(
        displayed: DisplayedState = .always, options: OutlineDisclosureOptions = OutlineDisclosureOptions(),
        actionHandler: ActionHandler? = nil
    ) -> UICellAccessory {
        UICellAccessory(
            accessoryType: .outlineDisclosure, standInDisplayed: displayed, standInOutlineOptions: options,
            standInActionHandler: actionHandler)
    }

    /// The state in which the accessory shows (not UIKit API: UIKit keeps it privately).
    package let standInDisplayed: DisplayedState
    /// An outline disclosure's options (not UIKit API).
    package let standInOutlineOptions: OutlineDisclosureOptions?
    /// What a tap on the accessory runs (not UIKit API): tests call it as a finger on the accessory would.
    package let standInActionHandler: ActionHandler?
    /// A label accessory's text (not UIKit API).
    package var standInLabelText: String? = nil
}
