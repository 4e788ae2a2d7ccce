#if canImport(SwiftUI) && canImport(UIKit)
/// UIKit tables' cell for rows shown as SwiftUI views (``SwiftUIHostingView``).
@available(iOS 16.0, *)
@MainActor
public final class SwiftUIHostingTableViewCell: UITableViewCell, SwiftUIHostingView {}
#endif
