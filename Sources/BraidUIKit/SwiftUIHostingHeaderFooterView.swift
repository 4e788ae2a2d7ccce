#if canImport(SwiftUI) && canImport(UIKit)
/// UIKit tables' header and footer view for sections' headers and footers shown as SwiftUI views
/// (``SwiftUIHostingView``).
@available(iOS 16.0, *)
@MainActor
public final class SwiftUIHostingHeaderFooterView: UITableViewHeaderFooterView, SwiftUIHostingView {}
#endif
