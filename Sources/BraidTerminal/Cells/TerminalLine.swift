/// One line of a cell or header/footer view: a part on the left and an optional part aligned to the right.
///
/// That is a title/detail cell in one line. When both parts do not fit, the right part keeps at least half
/// the width and the left part is cut with an ellipsis.
///
/// ```swift
/// TerminalLine("Every Day Checking", right: StyledText("$2,305.82", style: .bold))
/// TerminalLine("Open a new savings account today!", alignment: .center)
/// ```
public struct TerminalLine: Hashable, Sendable {
    /// Where the left part sits when the line is wider than it.
    public enum Alignment: Hashable, Sendable {
        /// From the left edge.
        case leading
        /// Centred in the space the right text leaves.
        case center
    }

    /// The main text, from the left edge (or centred).
    public var left: StyledText
    /// Text aligned to the right edge; empty for none.
    public var right: StyledText
    /// Where ``left`` sits.
    public var alignment: Alignment

    /// Creates a line with `left` text, optional `right` text, and the left part's alignment.
    public init(_ left: StyledText = StyledText(), right: StyledText = StyledText(), alignment: Alignment = .leading) {
        self.left = left
        self.right = right
        self.alignment = alignment
    }
}

extension TerminalLine: ExpressibleByStringLiteral {
    /// A line of plain left-aligned text.
    public init(stringLiteral value: String) {
        self.init(StyledText(value))
    }
}

extension TerminalLine {
    /// Draws the line in row `y`, from column `x`, `width` columns wide, clipped to `clip`.
    func draw(into buffer: inout ScreenBuffer, x: Int, y: Int, width: Int, clip: TerminalRect) {
        guard width > 0 else { return }
        let leftWidth = left.displayWidth
        let rightWidth = right.displayWidth
        var rightSpace = min(rightWidth, width)
        if leftWidth > 0, rightSpace > 0, leftWidth + 1 + rightSpace > width {
            rightSpace = min(rightSpace, max(width / 2, width - leftWidth - 1))
        }
        let leftSpace = max(0, width - rightSpace - (rightSpace > 0 && leftWidth > 0 ? 1 : 0))
        let shownLeft = left.truncated(toWidth: leftSpace)
        let leftX = alignment == .center ? x.adding(saturating: (leftSpace - shownLeft.displayWidth) / 2) : x
        buffer.draw(shownLeft, x: leftX, y: y, clip: clip)
        if rightSpace > 0 {
            let shownRight = right.truncated(toWidth: rightSpace)
            buffer.draw(shownRight, x: x.adding(saturating: width - shownRight.displayWidth), y: y, clip: clip)
        }
    }
}
