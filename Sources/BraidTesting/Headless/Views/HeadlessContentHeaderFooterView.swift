import Braid

/// The headless table's built-in header and footer view for `HeaderFooterContent`: its text is the content's
/// `HeaderFooterContent.plainText`.
public final class HeadlessContentHeaderFooterView: HeadlessHeaderFooterView, HeaderFooterContentShowing {
    /// The content the view shows; setting it sets ``HeadlessReusableView/text``.
    public var viewModel: HeaderFooterContent? {
        didSet { text = viewModel?.plainText ?? "" }
    }
}
