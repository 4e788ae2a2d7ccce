import Braid

/// The terminal's built-in cell for rows described by `RowContent`: the cell that content rows are dequeued as in
/// a ``TerminalTableView`` and a ``TerminalCollectionView``.
///
/// It shows the content as styled lines: the image's glyph and the text on the left, the secondary text dim on the
/// right or on a line of its own below, and the accessories as the table's marks at the right edge
/// (``TerminalTableViewCell/accessory``): `›`, `✓`, `ⓘ`, a label dim, a badge bold, a toggle `[x]` or `[ ]`. Text
/// that does not fit is cut with an ellipsis, wide characters take their two columns (``StyledText``). Space flips a
/// toggle: the cell shows it flipped and emits `RowContentEvent.toggled(isOn:)`; `i` taps a detail button.
///
/// ```swift
/// let cell = TerminalContentCell()
/// cell.viewModel = RowContent(text: "Wi-Fi", secondaryText: "Home", accessories: [.disclosureIndicator])
/// ```
@MainActor
public final class TerminalContentCell: TerminalTableViewCell, RowContentShowing {
    /// The content the cell shows; setting it shows it.
    public var viewModel: RowContent? {
        didSet { accessory = viewModel.map { Self.accessory(for: $0.accessories) } ?? .none }
    }

    /// Creates an empty cell; the views make it through this initializer.
    public required init() {
        super.init()
    }

    /// Whether the terminal can show `image`: when it has a glyph. Without one, the row shows its text alone.
    public static func canShow(_ image: ContentImage) -> Bool {
        image.hasGlyph
    }

    /// The content's lines: the text (after the image's glyph), and the secondary text beside it or below.
    public override func layoutLines(width: Int) -> [TerminalLine] {
        guard let content = viewModel else { return lines }
        var left = StyledText()
        if let image = content.image, let glyph = image.glyph, Self.canShow(image) { left.append(glyph + " ") }
        let indent = left.displayWidth
        left.append(content.text)
        let secondary = StyledText(content.secondaryText, style: .dim)
        guard !content.secondaryText.isEmpty, content.secondaryTextPlacement == .below else {
            return [TerminalLine(left, right: secondary)]
        }
        return [TerminalLine(left), TerminalLine(StyledText(String(repeating: " ", count: indent)) + secondary)]
    }

    /// Space flips the content's toggle, shows it flipped and emits `RowContentEvent.toggled(isOn:)`; `i` taps its
    /// detail button (`RowContentEvent.detailButtonTapped`). Any other key, or one whose accessory the row does not
    /// have, is not the cell's.
    public override func handle(key: Key) -> Bool {
        switch key {
        case .character(" "): flipToggle()
        case .character("i"): userTappedDetailButton()
        default: false
        }
    }

    /// Clears the content with the rest.
    public override func prepareForReuse() {
        super.prepareForReuse()
        viewModel = nil
    }

    /// The mark at the right edge for `accessories`: the table's own marks, the others after them, one space apart.
    static func accessory(for accessories: [ContentAccessory]) -> TerminalAccessory {
        switch accessories {
        case []: return .none
        case [.disclosureIndicator]: return .disclosureIndicator
        case [.checkmark]: return .checkmark
        default:
            var marks = StyledText()
            for accessory in accessories {
                if !marks.isEmpty { marks.append(" ") }
                marks.append(mark(of: accessory))
            }
            return .text(marks)
        }
    }

    private static func mark(of accessory: ContentAccessory) -> StyledText {
        switch accessory {
        case .disclosureIndicator: TerminalAccessory.disclosureIndicator.mark
        case .checkmark: TerminalAccessory.checkmark.mark
        case .label: StyledText(accessory.mark, style: .dim)
        case .badge: StyledText(accessory.mark, style: .bold)
        case .detailButton, .toggle: StyledText(accessory.mark)
        }
    }
}
