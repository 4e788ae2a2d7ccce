/// The content a terminal cell or header/footer view shows: lines of styled text, with a left and a
/// right part each.
///
/// The common base of ``TerminalTableViewCell`` and ``TerminalHeaderFooterView``. Subclasses set
/// ``lines`` when they are configured, or override ``layoutLines(width:)`` to compute lines for the width
/// they get (wrapping, centring), or ``draw(into:frame:clip:)`` to draw something else entirely. The
/// automatic height is the number of lines.
///
/// ```swift
/// final class NoteView: TerminalHeaderFooterView {
///     var note = ""
///     override func layoutLines(width: Int) -> [TerminalLine] {
///         StyledText(note, style: .dim).wrapped(toWidth: width).map { TerminalLine($0) }
///     }
/// }
/// ```
@MainActor
open class TerminalView {
    /// The identifier it was dequeued under; `nil` for a view made directly.
    public internal(set) var reuseIdentifier: String?

    /// The content: one entry per terminal row.
    open var lines: [TerminalLine] = []

    /// Creates an empty view. Hosts create registered types through this initializer.
    public required init() {}

    /// The text of the first line's left part; setting it makes a first line if there is none.
    public var text: StyledText {
        get { lines.first?.left ?? StyledText() }
        set { editFirstLine { $0.left = newValue } }
    }

    /// The text of the first line's right part; setting it makes a first line if there is none.
    public var detailText: StyledText {
        get { lines.first?.right ?? StyledText() }
        set { editFirstLine { $0.right = newValue } }
    }

    /// The lines to draw at `width` columns (padding and accessory already taken off). By default
    /// ``lines`` as they are; lines too wide are cut with an ellipsis when drawn.
    open func layoutLines(width: Int) -> [TerminalLine] {
        lines
    }

    /// The height in terminal rows this view wants at `width` columns: the host uses it when its data
    /// source gives no height. By default the number of ``layoutLines(width:)``, at least 1.
    open func preferredHeight(width: Int) -> Int {
        max(1, layoutLines(width: width).count)
    }

    /// Draws the content into `frame` of `buffer`, touching only cells inside `clip`.
    ///
    /// `frame` is where the whole view would be; when the view is scrolled partly out of sight it extends
    /// beyond `clip`. The host has already filled `frame` with blanks and applies selection and animation
    /// styles afterwards. By default draws ``layoutLines(width:)`` from the top, one per row.
    open func draw(into buffer: inout ScreenBuffer, frame: TerminalRect, clip: TerminalRect) {
        for (index, line) in layoutLines(width: frame.width).enumerated() where index < frame.height {
            line.draw(into: &buffer, x: frame.x, y: frame.y + index, width: frame.width, clip: clip)
        }
    }

    /// Called before the host hands the view out again for other content. By default clears ``lines``;
    /// subclasses that keep more state reset it here and call `super`.
    open func prepareForReuse() {
        lines = []
    }

    private func editFirstLine(_ edit: (inout TerminalLine) -> Void) {
        if lines.isEmpty { lines.append(TerminalLine()) }
        edit(&lines[0])
    }
}
