import Braid

/// UIKit tables' built-in header and footer view for `HeaderFooterContent`: on iOS 14 and later the view's own list
/// content (`defaultContentConfiguration()`, which UIKit styles for the table) with the content's text and secondary
/// text; on iOS 13 its text label, showing the content's `HeaderFooterContent.plainText`.
@MainActor
public final class UIKitContentHeaderFooterView: UITableViewHeaderFooterView, HeaderFooterContentShowing {
    /// The content the view shows; setting it shows it.
    public var viewModel: HeaderFooterContent? {
        didSet {
            if #available(iOS 14.0, *) {
                contentConfiguration = viewModel.map { defaultContentConfiguration().showing($0) }
            } else {
                textLabel?.text = viewModel?.plainText
            }
        }
    }
}
