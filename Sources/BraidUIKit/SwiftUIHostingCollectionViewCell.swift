#if canImport(SwiftUI) && canImport(UIKit)
/// UIKit collection views' cell for items shown as SwiftUI views (bound with `rowView`), and their supplementary view
/// for headers and footers shown so, with a ``SwiftUIHeaderFooter`` (``SwiftUIHostingView``).
@available(iOS 16.0, *)
@MainActor
public final class SwiftUIHostingCollectionViewCell: UICollectionViewCell, SwiftUIHostingView, ViewModelBindable {
    /// The SwiftUI header or footer the view shows, as a supplementary view; Braid sets it on each one it dequeues.
    /// Setting it hosts the view under its model's identity; `nil` shows nothing. Rows are shown with `rowView`.
    public var viewModel: SwiftUIHeaderFooter? {
        didSet { show(viewModel) }
    }
}
#endif
