import Braid

/// The terminal's built-in header and footer view for sections described by `HeaderFooterContent`: the text
/// bold on the left, the secondary text dim on the right, cut with an ellipsis when they do not fit.
///
/// ```swift
/// let header = TerminalContentHeaderFooterView()
/// header.viewModel = HeaderFooterContent(text: "Accounts", secondaryText: "3")
/// ```
@MainActor
public final class TerminalContentHeaderFooterView: TerminalHeaderFooterView, HeaderFooterContentShowing {
    /// The content the view shows; setting it shows it.
    public var viewModel: HeaderFooterContent? {
        didSet {
            lines = viewModel.map {
                [TerminalLine(StyledText($0.text, style: .bold), right: StyledText($0.secondaryText, style: .dim))]
            } ?? []
        }
    }

    /// Creates an empty view; the views make it through this initializer.
    public required init() {
        super.init()
    }

    /// Clears the content with the rest.
    public override func prepareForReuse() {
        super.prepareForReuse()
        viewModel = nil
    }
}
