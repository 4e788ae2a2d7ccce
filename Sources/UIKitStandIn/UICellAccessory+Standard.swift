/// The standard accessories of UIKit.swiftinterface's `UICellAccessory` (iPhoneOS16.5.sdk) that content cells use, and
/// the custom view accessory. Each option struct keeps `isHidden`; `reservedLayoutWidth`, `tintColor` and a label's
/// `font` and `adjustsFontForContentSizeCategory` are not transcribed (see UICellAccessory.swift).
@available(iOS 14.0, *)
extension UICellAccessory {
    /// UIKit.swiftinterface: `public struct DisclosureIndicatorOptions` — `isHidden`.
    public struct DisclosureIndicatorOptions {
        /// UIKit.swiftinterface: `public var isHidden: Swift.Bool`
        public var isHidden: Bool
        /// UIKit.swiftinterface: `public init(isHidden: Swift.Bool? = nil, reservedLayoutWidth:
        /// UIKit.UICellAccessory.LayoutDimension? = nil, tintColor: UIKit.UIColor? = nil)` — without the last two.
        public init(isHidden: Bool? = nil) { self.isHidden = isHidden ?? false }
    }

    /// UIKit.swiftinterface: `public struct CheckmarkOptions` — `isHidden`.
    public struct CheckmarkOptions {
        /// UIKit.swiftinterface: `public var isHidden: Swift.Bool`
        public var isHidden: Bool
        /// UIKit.swiftinterface: `public init(isHidden: Swift.Bool? = nil, reservedLayoutWidth:
        /// UIKit.UICellAccessory.LayoutDimension? = nil, tintColor: UIKit.UIColor? = nil)` — without the last two.
        public init(isHidden: Bool? = nil) { self.isHidden = isHidden ?? false }
    }

    /// UIKit.swiftinterface: `@available(iOS 15.4, tvOS 15.4, *) public struct DetailOptions` — `isHidden`.
    @available(iOS 15.4, *)
    public struct DetailOptions {
        /// UIKit.swiftinterface: `public var isHidden: Swift.Bool`
        public var isHidden: Bool
        /// UIKit.swiftinterface: `public init(isHidden: Swift.Bool? = nil, reservedLayoutWidth:
        /// UIKit.UICellAccessory.LayoutDimension? = nil, tintColor: UIKit.UIColor? = nil)` — without the last two.
        public init(isHidden: Bool? = nil) { self.isHidden = isHidden ?? false }
    }

    /// UIKit.swiftinterface: `public struct LabelOptions` — `isHidden`.
    public struct LabelOptions {
        /// UIKit.swiftinterface: `public var isHidden: Swift.Bool`
        public var isHidden: Bool
        /// UIKit.swiftinterface: `public init(isHidden: Swift.Bool? = nil, reservedLayoutWidth:
        /// UIKit.UICellAccessory.LayoutDimension? = nil, tintColor: UIKit.UIColor? = nil, font: UIKit.UIFont? = nil,
        /// adjustsFontForContentSizeCategory: Swift.Bool? = nil)` — with only the first.
        public init(isHidden: Bool? = nil) { self.isHidden = isHidden ?? false }
    }

    /// UIKit.swiftinterface: `public enum Placement` — its two cases; `Position` and its `position(before:)` and
    /// `position(after:)` are transcribed, the stand-in does not order accessories by them.
    public enum Placement {
        /// UIKit.swiftinterface: `public typealias Position = (_ accessories: [UIKit.UICellAccessory]) -> Swift.Int`
        public typealias Position = (_ accessories: [UICellAccessory]) -> Int
        /// UIKit.swiftinterface: `case leading(displayed: UIKit.UICellAccessory.DisplayedState = .always, at:
        /// UIKit.UICellAccessory.Placement.Position = { $0.count })`
        case leading(displayed: DisplayedState = .always, at: Position = { $0.count })
        /// UIKit.swiftinterface: `case trailing(displayed: UIKit.UICellAccessory.DisplayedState = .always, at:
        /// UIKit.UICellAccessory.Placement.Position = { _ in 0 })`
        case trailing(displayed: DisplayedState = .always, at: Position = { _ in 0 })
    }

    /// UIKit.swiftinterface: `public struct CustomViewConfiguration` — `customView`, `placement`, `isHidden` and
    /// `maintainsFixedSize`.
    public struct CustomViewConfiguration {
        /// UIKit.swiftinterface: `public let customView: UIKit.UIView`
        public let customView: UIView
        /// UIKit.swiftinterface: `public let placement: UIKit.UICellAccessory.Placement`
        public let placement: Placement
        /// UIKit.swiftinterface: `public var isHidden: Swift.Bool`
        public var isHidden: Bool
        /// UIKit.swiftinterface: `public var maintainsFixedSize: Swift.Bool`
        public var maintainsFixedSize: Bool

        /// UIKit.swiftinterface: `public init(customView: UIKit.UIView, placement: UIKit.UICellAccessory.Placement,
        /// isHidden: Swift.Bool? = nil, reservedLayoutWidth: UIKit.UICellAccessory.LayoutDimension? = nil, tintColor:
        /// UIKit.UIColor? = nil, maintainsFixedSize: Swift.Bool? = nil)` — without `reservedLayoutWidth` and
        /// `tintColor`.
        public init(customView: UIView, placement: Placement, isHidden: Bool? = nil, maintainsFixedSize: Bool? = nil) {
            self.customView = customView
            self.placement = placement
            self.isHidden = isHidden ?? false
            self.maintainsFixedSize = maintainsFixedSize ?? false
        }
    }

    /// UIKit.swiftinterface: `public static func disclosureIndicator(displayed: UIKit.UICellAccessory.DisplayedState =
    /// .always, options: UIKit.UICellAccessory.DisclosureIndicatorOptions = DisclosureIndicatorOptions()) ->
    /// UIKit.UICellAccessory`
    public static func disclosureIndicator(
        displayed: DisplayedState = .always, options: DisclosureIndicatorOptions = DisclosureIndicatorOptions()
    ) -> UICellAccessory {
        UICellAccessory(
            accessoryType: .disclosureIndicator, standInDisplayed: displayed, standInOutlineOptions: nil,
            standInActionHandler: nil)
    }

    /// UIKit.swiftinterface: `public static func checkmark(displayed: UIKit.UICellAccessory.DisplayedState = .always,
    /// options: UIKit.UICellAccessory.CheckmarkOptions = CheckmarkOptions()) -> UIKit.UICellAccessory`
    public static func checkmark(
        displayed: DisplayedState = .always, options: CheckmarkOptions = CheckmarkOptions()
    ) -> UICellAccessory {
        UICellAccessory(
            accessoryType: .checkmark, standInDisplayed: displayed, standInOutlineOptions: nil, standInActionHandler: nil)
    }

    /// UIKit.swiftinterface: `@available(iOS 15.4, tvOS 15.4, *) public static func detail(displayed:
    /// UIKit.UICellAccessory.DisplayedState = .always, options: UIKit.UICellAccessory.DetailOptions = DetailOptions(),
    /// actionHandler: UIKit.UICellAccessory.ActionHandler? = nil) -> UIKit.UICellAccessory`
    @available(iOS 15.4, *)
    public static func detail(
        displayed: DisplayedState = .always, options: DetailOptions = DetailOptions(),
        actionHandler: ActionHandler? = nil
    ) -> UICellAccessory {
        UICellAccessory(
            accessoryType: .detail, standInDisplayed: displayed, standInOutlineOptions: nil,
            standInActionHandler: actionHandler)
    }

    /// UIKit.swiftinterface: `public static func label(text: Swift.String, displayed:
    /// UIKit.UICellAccessory.DisplayedState = .always, options: UIKit.UICellAccessory.LabelOptions = LabelOptions()) ->
    /// UIKit.UICellAccessory`
    public static func label(
        text: String, displayed: DisplayedState = .always, options: LabelOptions = LabelOptions()
    ) -> UICellAccessory {
        UICellAccessory(
            accessoryType: .label, standInDisplayed: displayed, standInOutlineOptions: nil, standInActionHandler: nil,
            standInLabelText: text)
    }

    /// UIKit.swiftinterface: `public static func customView(configuration:
    /// UIKit.UICellAccessory.CustomViewConfiguration) -> UIKit.UICellAccessory`
    public static func customView(configuration: CustomViewConfiguration) -> UICellAccessory {
        UICellAccessory(
            accessoryType: .customView(configuration.customView), standInDisplayed: .always, standInOutlineOptions: nil,
            standInActionHandler: nil)
    }
}
