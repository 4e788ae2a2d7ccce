/// What a row shows, described instead of drawn: text, secondary text, an image and accessories, as UIKit's
/// `UIListContentConfiguration` and a cell's accessories have them.
///
/// Rows described by content need no cell class of their own: each host shows them with its built-in content cell
/// (``CellViewHost/contentCellType``) — list content on UIKit, styled lines in the terminal, text on the headless
/// host. The content is the row's equality: an unchanged row is not touched, a changed one is shown again in place.
///
/// ```swift
/// let content = RowContent(
///     text: "Wi-Fi", secondaryText: "Home",
///     image: .system("wifi", glyph: "≋"),
///     accessories: [.disclosureIndicator])
/// content.plainText // "≋ Wi-Fi | Home ›"
/// ```
public struct RowContent: Hashable, Sendable {
    /// Where the secondary text goes, relative to the text.
    public enum SecondaryTextPlacement: Hashable, Sendable {
        /// On the same line, at the trailing edge (UIKit's value cell, `UIListContentConfiguration.valueCell()`).
        case beside
        /// On a line of its own under the text (UIKit's subtitle cell, `UIListContentConfiguration.subtitleCell()`).
        case below
    }

    /// The main text; empty for none.
    public var text: String
    /// The secondary text; empty for none.
    public var secondaryText: String
    /// Where ``secondaryText`` goes.
    public var secondaryTextPlacement: SecondaryTextPlacement
    /// The image before the text, if any.
    public var image: ContentImage?
    /// The accessories at the trailing edge, in the order they are shown from leading to trailing.
    public var accessories: [ContentAccessory]

    /// Creates the content of a row.
    ///
    /// - Parameters:
    ///   - text: the main text.
    ///   - secondaryText: text beside or below it; empty for none.
    ///   - secondaryTextPlacement: where the secondary text goes; beside the text unless said otherwise.
    ///   - image: an image before the text, named so that each host can show it.
    ///   - accessories: what the row shows at its trailing edge, leading to trailing.
    public init(
        text: String, secondaryText: String = "", secondaryTextPlacement: SecondaryTextPlacement = .beside,
        image: ContentImage? = nil, accessories: [ContentAccessory] = []
    ) {
        self.text = text
        self.secondaryText = secondaryText
        self.secondaryTextPlacement = secondaryTextPlacement
        self.image = image
        self.accessories = accessories
    }

    /// The row's toggle, if one of its accessories is a toggle: whether it is on.
    public var toggleIsOn: Bool? {
        for case .toggle(let isOn) in accessories { return isOn }
        return nil
    }

    /// The same content with its toggle (every toggle accessory) set to `isOn`.
    public func settingToggle(isOn: Bool) -> RowContent {
        var content = self
        content.accessories = accessories.map { if case .toggle = $0 { .toggle(isOn: isOn) } else { $0 } }
        return content
    }
}

/// Content is a plain value: a list of contents bound as view models (`bind(cellType:viewModels:)` with a content cell)
/// diffs off the main actor. Rows bound with `bind(content:models:)` are compared on the main actor, where the closure
/// that makes their content runs.
extension RowContent: OffMainActorDiffable {}
