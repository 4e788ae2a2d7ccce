#if canImport(SwiftUI) && canImport(UIKit)
/// UIKit tables' cell for rows shown as SwiftUI views (``SwiftUIHostingView``): bind it as a chain's cell type and show
/// the rows with ``ModelSingleSectionBinder/rowView(_:)``.
@available(iOS 16.0, *)
@MainActor
public final class SwiftUIHostingTableViewCell: UITableViewCell, SwiftUIHostingView {}
#endif
