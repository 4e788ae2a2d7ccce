/// Something a content row shows at its trailing edge, as UIKit's cell accessories are.
///
/// A toggle is the one accessory the user changes: when they flip it, the host's content cell sends
/// ``RowContentEvent/toggled(isOn:)`` to the row's binding chain (``RowContentShowing``).
public enum ContentAccessory: Hashable, Sendable {
    /// `›`: the row leads somewhere (UIKit's disclosure indicator).
    case disclosureIndicator
    /// `✓`: the row is chosen (UIKit's checkmark).
    case checkmark
    /// `ⓘ`: a button that shows details about the row (UIKit's detail button).
    case detailButton
    /// Short text at the trailing edge, such as a value or a count (UIKit's label accessory).
    case label(String)
    /// Short text drawn as a badge — an unread count, "New" (UIKit: a label accessory).
    case badge(String)
    /// A switch, on or off (UIKit's `UISwitch`; the terminal flips it on Space).
    case toggle(isOn: Bool)

    /// How a text host writes the accessory: `›`, `✓`, `ⓘ`, the label's text, `(badge)`, `[x]` or `[ ]`.
    public var mark: String {
        switch self {
        case .disclosureIndicator: "›"
        case .checkmark: "✓"
        case .detailButton: "ⓘ"
        case .label(let text): text
        case .badge(let text): "(" + text + ")"
        case .toggle(let isOn): isOn ? "[x]" : "[ ]"
        }
    }
}

extension ContentAccessory {
    /// A label's or a badge's text, which hosts with a label accessory show as it is; `nil` for the others.
    public var trailingText: String? {
        switch self {
        case .label(let text), .badge(let text): text
        default: nil
        }
    }
}
