import Braid

/// The headless table's built-in cell for rows described by `RowContent`: its text is the content's
/// `RowContent.plainText`, which the screen rendering prints and a test reads.
///
/// ```swift
/// let cell = HeadlessContentTableViewCell()
/// cell.viewModel = RowContent(text: "Alarm", accessories: [.toggle(isOn: false)])
/// cell.text          // "Alarm [ ]"
/// cell.flipToggle()  // as a finger would: "Alarm [x]", and emits .toggled(isOn: true)
/// ```
public final class HeadlessContentTableViewCell: HeadlessTableViewCell, RowContentShowing {
    /// The content the cell shows; setting it sets ``HeadlessReusableView/text``.
    public var viewModel: RowContent? {
        didSet { text = viewModel?.plainText ?? "" }
    }

    /// Whether the headless host shows `image`: as the terminal, when it has a glyph.
    public static func canShow(_ image: ContentImage) -> Bool {
        image.hasGlyph
    }
}
