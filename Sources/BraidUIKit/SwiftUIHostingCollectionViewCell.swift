#if canImport(SwiftUI) && canImport(UIKit)
/// UIKit collection views' cell for items shown as SwiftUI views (``SwiftUIHostingCell``).
@available(iOS 16.0, *)
@MainActor
public final class SwiftUIHostingCollectionViewCell: UICollectionViewCell, SwiftUIHostingCell {}
#endif
