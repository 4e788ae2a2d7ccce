/// A collection view that Braid can drive: UIKit's `UICollectionView` through a thin adapter, or the
/// headless one in tests.
///
/// The counterpart of ``TableViewHost`` for collections — the same pull model, with items instead of rows,
/// header and footer *supplementary views* instead of header/footer views and titles, and sizes instead
/// of heights. Like UIKit's collection view, batch updates take no animation kinds.
@MainActor
public protocol CollectionViewHost: CellViewHost {
    /// The object the host asks for its content and tells about taps, display and scrolling. Held weakly.
    var dataSource: (any CollectionViewHostDataSource)? { get set }

    /// Registers a supplementary view type of `kind` under `reuseIdentifier`.
    func register(
        supplementaryViewType: AnyObject.Type, ofKind kind: SupplementaryViewKind,
        forReuseIdentifier reuseIdentifier: String)

    /// A supplementary view of `kind` registered under `reuseIdentifier`, for `section`.
    func dequeueReusableSupplementaryView(
        ofKind kind: SupplementaryViewKind, withReuseIdentifier reuseIdentifier: String, section: Int) -> AnyObject

    /// Applies `batch` like ``TableViewHost/performBatchUpdates(_:animations:updateData:completion:)``.
    func performBatchUpdates(_ batch: BatchUpdate, updateData: () -> Void, completion: ((Bool) -> Void)?)

    /// The paths of the items that currently have a visible cell, in ascending order.
    var indexPathsForVisibleItems: [ItemPath] { get }

    /// The host's built-in supplementary view for sections' header and footer ``HeaderFooterContent``; `nil` when it
    /// has none.
    var supplementaryContentViewType: (any HeaderFooterContentShowing.Type)? { get }
}

extension CollectionViewHost {
    /// A host without a supplementary content view shows no header or footer content.
    public var supplementaryContentViewType: (any HeaderFooterContentShowing.Type)? { nil }
}
