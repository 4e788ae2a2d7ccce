import Braid

/// UIKit collection views' built-in header and footer view for `HeaderFooterContent`: a `UICollectionViewListCell`
/// used as a supplementary view, as UIKit's lists do, showing its own list content (`defaultContentConfiguration()`)
/// with the content's text and secondary text.
@available(iOS 14.0, *)
@MainActor
public final class UIKitContentSupplementaryView: UICollectionViewListCell, HeaderFooterContentShowing {
    /// The content the view shows; setting it shows it.
    public var viewModel: HeaderFooterContent? {
        didSet { contentConfiguration = viewModel.map { defaultContentConfiguration().showing($0) } }
    }
}
