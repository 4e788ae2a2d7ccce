#if canImport(SwiftUI) && canImport(UIKit)
import SwiftUI

@available(iOS 16.0, *)
extension ModelSingleSectionBinder where Cell: SwiftUIHostingView {
    /// Shows each row as the SwiftUI view `view` makes from the row's model, hosted with `UIHostingConfiguration` in the
    /// chain's hosting cell under the model's identity, so that a reused cell never shows another row's view state.
    ///
    /// ```swift
    /// binder.onTable()
    ///     .bind(cellType: SwiftUIHostingTableViewCell.self, models: { songs })
    ///     .rowView { song in SongRow(song: song) }
    /// ```
    ///
    /// The chain's cell type is a hosting cell (``SwiftUIHostingTableViewCell``, ``SwiftUIHostingCollectionViewCell``),
    /// bound by any of the cell-type forms: an array, a closure, a publisher, an async sequence, a recording list, a
    /// tree or pages. The identity is the one Braid diffs the row by: the model's `collectionId` when it is
    /// `CollectionIdentifiable`, else its `id` when it is `Identifiable`. A row that keeps its identity and is
    /// reconfigured (its model changed) keeps its view state; SwiftUI updates the view in place. The chain's other
    /// handlers (`onTapped`, menus, swipe actions, an `onDequeue` of its own) work as on any row.
    ///
    /// - Parameter view: makes the row's view from its model, each time the row is dequeued or reconfigured.
    /// - Note: A model that is neither `CollectionIdentifiable` nor `Identifiable` has no identity to keep: its row is
    ///   shown under a new identity each time it is configured, so its view's state (`@State`) starts anew then — it
    ///   never shows another row's. Give the model an identity to keep the state across updates.
    /// - Complexity: one `UIHostingConfiguration` each time a row is dequeued or reconfigured.
    @discardableResult
    public func rowView<Row: View>(@ViewBuilder _ view: @escaping (_ model: Model) -> Row) -> Self {
        hostRows { cell, model, id in cell.host(view(model), id: id) }
    }
}

@available(iOS 16.0, *)
extension ModelMultiSectionBinder where Cell: SwiftUIHostingView {
    /// Shows each row of the chain's sections as the SwiftUI view `view` makes from the row's model, hosted under the
    /// model's identity; see ``ModelSingleSectionBinder/rowView(_:)``.
    ///
    /// ```swift
    /// binder.onAllSections()
    ///     .bind(cellType: SwiftUIHostingCollectionViewCell.self, models: { songsByAlbum })
    ///     .rowView { song in SongRow(song: song) }
    /// ```
    ///
    /// - Parameter view: makes the row's view from its model, each time the row is dequeued or reconfigured.
    /// - Note: A model without an identity is shown under a new one each time its row is configured; see
    ///   ``ModelSingleSectionBinder/rowView(_:)``.
    /// - Complexity: one `UIHostingConfiguration` each time a row is dequeued or reconfigured.
    @discardableResult
    public func rowView<Row: View>(@ViewBuilder _ view: @escaping (_ model: Model) -> Row) -> Self {
        hostRows { cell, model, id in cell.host(view(model), id: id) }
    }
}

extension ModelSingleSectionBinder {
    /// Unavailable: ``rowView(_:)`` shows rows in a hosting cell, and the chain's cell type is not one. Bind the chain
    /// with `cellType: SwiftUIHostingTableViewCell.self` (`SwiftUIHostingCollectionViewCell.self` on a collection view).
    @available(*, unavailable, message: "rowView shows rows in a hosting cell: bind the chain with cellType: SwiftUIHostingTableViewCell.self (SwiftUIHostingCollectionViewCell.self on a collection view)")
    @discardableResult
    public func rowView<Row: View>(@ViewBuilder _ view: @escaping (_ model: Model) -> Row) -> Self {
        fatalError("unavailable")
    }
}

extension ModelMultiSectionBinder {
    /// Unavailable: ``rowView(_:)`` shows rows in a hosting cell, and the chain's cell type is not one; see
    /// ``ModelSingleSectionBinder/rowView(_:)``.
    @available(*, unavailable, message: "rowView shows rows in a hosting cell: bind the chain with cellType: SwiftUIHostingTableViewCell.self (SwiftUIHostingCollectionViewCell.self on a collection view)")
    @discardableResult
    public func rowView<Row: View>(@ViewBuilder _ view: @escaping (_ model: Model) -> Row) -> Self {
        fatalError("unavailable")
    }
}
#endif
