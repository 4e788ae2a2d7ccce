#if canImport(SwiftUI) && canImport(UIKit)
/// UIKit collection views' cell for items shown as SwiftUI views, and their supplementary view for headers and footers
/// shown so (``SwiftUIHostingView``).
@available(iOS 16.0, *)
@MainActor
public final class SwiftUIHostingCollectionViewCell: UICollectionViewCell, SwiftUIHostingView {}
#endif
