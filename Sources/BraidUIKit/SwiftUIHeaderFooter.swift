#if canImport(SwiftUI) && canImport(UIKit)
import SwiftUI

/// A section's header or footer as a SwiftUI view made from a model: the view model of the hosting header and footer
/// views (``SwiftUIHostingHeaderFooterView`` on tables, ``SwiftUIHostingCollectionViewCell`` on collection views), so
/// that every form of `bind(headerType:viewModel:)` and `bind(footerType:viewModel:)` binds one — a value, a closure,
/// a publisher or an async sequence, for one section or per section.
///
/// ```swift
/// binder.onSection(.favourites)
///     .bind(headerType: SwiftUIHostingHeaderFooterView.self, viewModel: {
///         SwiftUIHeaderFooter(summary) { summary in SummaryHeader(summary: summary) }
///     })
/// ```
///
/// The view is hosted with `UIHostingConfiguration` under the model's identity, found as for rows
/// (``ModelSingleSectionBinder/rowView(_:)``): a header view reused for another section never shows that section's
/// view state.
///
/// - Note: A header or footer whose source is read again (a closure on every update, a publisher on every value) is
///   configured again each time, in place: with the same identity, SwiftUI keeps its state. A model without an
///   identity gets a new one with each value made, so its view's state starts anew then.
@available(iOS 16.0, *)
@MainActor
public struct SwiftUIHeaderFooter {
    /// Hosts the view in a hosting view.
    private let show: @MainActor (any SwiftUIHostingView) -> Void

    /// A header or footer showing the view `view` makes from `model`, under the model's identity.
    ///
    /// - Parameters:
    ///   - model: what the header or footer shows; its `collectionId` or `id` is the hosted view's identity.
    ///   - view: makes the view from the model, when a header or footer view is configured with this value.
    public init<Model, Content: View>(_ model: Model, @ViewBuilder view: @escaping (_ model: Model) -> Content) {
        let id = HostingIdentity.Maker(Model.self).identity(of: model)
        show = { hostingView in hostingView.host(view(model), id: id) }
    }

    /// Shows the view in `hostingView`.
    func show(in hostingView: any SwiftUIHostingView) {
        show(hostingView)
    }
}

@available(iOS 16.0, *)
extension SwiftUIHostingView {
    /// Shows `headerFooter`, or nothing.
    func show(_ headerFooter: SwiftUIHeaderFooter?) {
        if let headerFooter { headerFooter.show(in: self) } else { contentConfiguration = nil }
    }
}
#endif
