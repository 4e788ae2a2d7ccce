import Braid

/// The headless collection view's built-in cell for items described by `RowContent`; it shows them as
/// ``HeadlessContentTableViewCell`` does, as the content's `RowContent.plainText`.
public final class HeadlessContentCollectionViewCell: HeadlessCollectionViewCell, RowContentShowing {
    /// The content the cell shows; setting it sets ``HeadlessReusableView/text``.
    public var viewModel: RowContent? {
        didSet { text = viewModel?.plainText ?? "" }
    }

    /// Whether the headless host shows `image`: as the terminal, when it has a glyph.
    public static func canShow(_ image: ContentImage) -> Bool {
        HeadlessContentTableViewCell.canShow(image)
    }
}
