/// A mark at the right edge of a cell's first line, like UIKit's accessory types.
///
/// ```swift
/// cell.accessory = .disclosureIndicator // "›": selecting the row opens more
/// cell.accessory = .checkmark           // "✓"
/// ```
public enum TerminalAccessory: Hashable, Sendable {
    /// Nothing at the row's right edge.
    case none
    /// `›`: the row leads somewhere.
    case disclosureIndicator
    /// `✓`: the row is chosen.
    case checkmark
    /// Any short text.
    case text(StyledText)

    /// What is drawn; empty for ``none``.
    public var mark: StyledText {
        switch self {
        case .none: StyledText()
        case .disclosureIndicator: StyledText("›", style: .dim)
        case .checkmark: StyledText("✓", style: .bold)
        case .text(let text): text
        }
    }
}
