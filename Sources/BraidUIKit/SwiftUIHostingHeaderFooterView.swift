#if canImport(SwiftUI) && canImport(UIKit)
/// UIKit tables' header and footer view for sections' headers and footers shown as SwiftUI views
/// (``SwiftUIHostingView``): bind it with `bind(headerType:viewModel:)` or `bind(footerType:viewModel:)` and a
/// ``SwiftUIHeaderFooter``.
@available(iOS 16.0, *)
@MainActor
public final class SwiftUIHostingHeaderFooterView: UITableViewHeaderFooterView, SwiftUIHostingView, ViewModelBindable {
    /// The SwiftUI header or footer the view shows; Braid sets it on each view it dequeues. Setting it hosts the view
    /// under its model's identity; `nil` shows nothing.
    public var viewModel: SwiftUIHeaderFooter? {
        didSet { show(viewModel) }
    }
}
#endif
