#if canImport(SwiftUI) && canImport(UIKit)
import SwiftUI

/// A SwiftUI view that shows a Braid binder's UIKit view: for SwiftUI apps whose lists are too long for `List`.
/// Write it as ``BraidTableView`` or ``BraidCollectionView``.
///
/// The app makes and configures the binder once, in `makeBinder`, from the UIKit view and a closure that reads the
/// SwiftUI view's data as it is now; its chains read the data through that closure, so the data lives in the app's
/// SwiftUI state and the binder keeps no copy of its own. Each SwiftUI update of the view hands it the new data and
/// refreshes the binder, and the binder's scheduler coalesces the refreshes of one turn of the main actor into one
/// update, diffed like any other. The binder, its view and the data source and delegate it installed go with the
/// SwiftUI view. The app's own delegates are set on the binder in `makeBinder` (`tableViewDelegate`,
/// `collectionViewDelegate`, `scrollViewDelegate`).
///
/// ```swift
/// BraidTableView(data: songs) { tableView, songs in
///     let binder = TableViewBinder(tableView: tableView)
///     binder.onTable().bind(cellType: SongCell.self, models: { songs() })
///     binder.finish()
///     return binder
/// }
/// ```
@available(iOS 13.0, *)
@MainActor
public struct BraidBinderView<View: UIView, Data, Binder: BraidBinderHosting> {
    /// What the view shows, as SwiftUI gave it last.
    private let data: Data
    private let makeView: @MainActor () -> View
    private let makeBinder: @MainActor (View, @escaping @MainActor () -> Data) -> Binder

    /// A view made by `makeView`, showing `data` through the binder `makeBinder` makes and configures, once.
    ///
    /// - Parameters:
    ///   - data: what the chains show; a new value on a SwiftUI update refreshes the binder.
    ///   - makeView: makes the UIKit view, once.
    ///   - makeBinder: makes the binder for the view, binds its chains (reading the data through the closure it is
    ///     given, which answers with the latest data), finishes it and returns it.
    /// - Complexity: an update costs the binder's refresh — each binding's data read and diffed with what is shown
    ///   (off the main actor for large `OffMainActorDiffable` data) — and the changed cells.
    public init(
        data: Data, makeView: @escaping @MainActor () -> View,
        makeBinder: @escaping @MainActor (_ view: View, _ data: @escaping @MainActor () -> Data) -> Binder
    ) {
        self.data = data
        self.makeView = makeView
        self.makeBinder = makeBinder
    }

    /// Holds the binder and the latest data for as long as SwiftUI shows the view.
    @MainActor
    public final class Coordinator {
        /// The latest data, in a box of its own: the binder's chains read it, and hold the box, not the coordinator.
        final class Latest {
            var data: Data

            init(_ data: Data) {
                self.data = data
            }
        }

        let latest: Latest
        var binder: Binder?

        init(data: Data) {
            latest = Latest(data)
        }
    }
}

/// A SwiftUI view that shows a Braid table; see ``BraidBinderView``.
@available(iOS 13.0, *)
public typealias BraidTableView<Data, Binder: BraidBinderHosting> = BraidBinderView<UITableView, Data, Binder>

/// A SwiftUI view that shows a Braid collection view; see ``BraidBinderView``.
@available(iOS 13.0, *)
public typealias BraidCollectionView<Data, Binder: BraidBinderHosting> = BraidBinderView<UICollectionView, Data, Binder>

@available(iOS 13.0, *)
extension BraidBinderView where View == UITableView {
    /// A table of `style` showing `data` through the binder `makeBinder` makes; see
    /// ``init(data:makeView:makeBinder:)``.
    public init(
        data: Data, style: UITableView.Style = .plain,
        makeBinder: @escaping @MainActor (_ tableView: UITableView, _ data: @escaping @MainActor () -> Data) -> Binder
    ) {
        self.init(data: data, makeView: { UITableView(frame: .zero, style: style) }, makeBinder: makeBinder)
    }
}

@available(iOS 13.0, *)
extension BraidBinderView where View == UICollectionView {
    /// A collection view with `layout` showing `data` through the binder `makeBinder` makes; see
    /// ``init(data:makeView:makeBinder:)``.
    public init(
        data: Data, layout: @escaping @MainActor () -> UICollectionViewLayout,
        makeBinder: @escaping @MainActor (_ collectionView: UICollectionView, _ data: @escaping @MainActor () -> Data) -> Binder
    ) {
        self.init(
            data: data, makeView: { UICollectionView(frame: .zero, collectionViewLayout: layout()) },
            makeBinder: makeBinder)
    }
}

@available(iOS 13.0, *)
extension BraidBinderView: UIViewRepresentable {
    /// The holder of the binder and the latest data.
    public func makeCoordinator() -> Coordinator {
        Coordinator(data: data)
    }

    /// Makes the UIKit view and, through `makeBinder`, its binder.
    public func makeUIView(context: Context) -> View {
        let view = makeView()
        let latest = context.coordinator.latest
        context.coordinator.binder = makeBinder(view) { latest.data }
        return view
    }

    /// Takes the new data and refreshes the binder.
    public func updateUIView(_ view: View, context: Context) {
        context.coordinator.latest.data = data
        context.coordinator.binder?.refresh()
    }

    /// Lets the binder go with the view.
    public static func dismantleUIView(_ view: View, coordinator: Coordinator) {
        coordinator.binder = nil
    }
}
#endif
