import Braid

/// The headless collection view's built-in header and footer view for `HeaderFooterContent`: its text is the
/// content's `HeaderFooterContent.plainText`.
public final class HeadlessContentSupplementaryView: HeadlessSupplementaryView, HeaderFooterContentShowing {
    /// The content the view shows; setting it sets ``HeadlessReusableView/text``.
    public var viewModel: HeaderFooterContent? {
        didSet { text = viewModel?.plainText ?? "" }
    }
}
