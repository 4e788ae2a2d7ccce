#if canImport(SwiftUI) && canImport(UIKit)
import SwiftUI

/// A cell or header/footer view that shows a SwiftUI view, hosted with `UIHostingConfiguration` (iOS 16), which sizes
/// itself: ``SwiftUIHostingTableViewCell``, ``SwiftUIHostingHeaderFooterView`` and ``SwiftUIHostingCollectionViewCell``
/// (a collection view's cell, and its header or footer as a supplementary view).
///
/// A chain bound to one of them shows its rows with ``ModelSingleSectionBinder/rowView(_:)``, which hosts each row's
/// view under its model's identity, and its headers and footers with a ``SwiftUIHeaderFooter``. Without the chain,
/// ``host(_:id:)`` shows a view under an identity the app gives:
///
/// ```swift
/// cell.host(SongRow(song: song), id: song.id)
/// ```
@available(iOS 16.0, *)
@MainActor
public protocol SwiftUIHostingView: AnyObject {
    /// The view's content configuration (UIKit's `contentConfiguration`), which ``host(_:id:)`` sets.
    var contentConfiguration: (any UIContentConfiguration)? { get set }
}

@available(iOS 16.0, *)
extension SwiftUIHostingView {
    /// Shows `view` under the identity `id` — the row's model's, or the section's — so that a reused cell or view
    /// keeps none of the view state of the row it showed before.
    ///
    /// - Complexity: one `UIHostingConfiguration`; SwiftUI updates the hosted view in place when `id` is the same.
    public func host<Row: View, ID: Hashable>(_ view: Row, id: ID) {
        contentConfiguration = UIHostingConfiguration { view.id(id) }
    }
}
#endif
