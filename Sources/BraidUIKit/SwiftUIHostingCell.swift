#if canImport(SwiftUI) && canImport(UIKit)
import SwiftUI

/// A cell that shows a SwiftUI view, hosted with `UIHostingConfiguration` (iOS 16), which sizes itself:
/// ``SwiftUIHostingTableViewCell`` and ``SwiftUIHostingCollectionViewCell``.
///
/// ```swift
/// cell.host(SongRow(song: song), id: song.id)
/// ```
@available(iOS 16.0, *)
@MainActor
public protocol SwiftUIHostingCell: AnyObject {
    /// The cell's content configuration (UIKit's `contentConfiguration`), which ``host(_:id:)`` sets.
    var contentConfiguration: (any UIContentConfiguration)? { get set }
}

@available(iOS 16.0, *)
extension SwiftUIHostingCell {
    /// Shows `view` under the identity `id` — the row's model's — so that a reused cell keeps none of the view state
    /// of the row it showed before.
    ///
    /// - Complexity: one `UIHostingConfiguration`; SwiftUI updates the hosted view in place when `id` is the same.
    public func host<Row: View, ID: Hashable>(_ view: Row, id: ID) {
        contentConfiguration = UIHostingConfiguration { view.id(id) }
    }
}
#endif
