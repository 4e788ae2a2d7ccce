/// A collection view that Braid can drive: UIKit's `UICollectionView` through a thin adapter, or the
/// headless one in tests.
///
/// The counterpart of ``TableViewHost`` for collections — the same pull model, with items instead of rows,
/// header and footer *supplementary views* instead of header/footer views and titles, and sizes instead
/// of heights. Like UIKit's collection view, batch updates take no animation kinds.
@MainActor
public protocol CollectionViewHost: AnyObject {
    /// The object the host asks for its content and tells about taps, display and scrolling. Held weakly.
    var dataSource: (any CollectionViewHostDataSource)? { get set }

    /// Registers `cellType` (a subclass of the host's cell class) under `reuseIdentifier`.
    func register(cellType: AnyObject.Type, forReuseIdentifier reuseIdentifier: String)

    /// Registers a supplementary view type of `kind` under `reuseIdentifier`.
    func register(
        supplementaryViewType: AnyObject.Type, ofKind kind: SupplementaryViewKind,
        forReuseIdentifier reuseIdentifier: String)

    /// A cell registered under `reuseIdentifier`, reused if one is free, for the item at `path`.
    func dequeueReusableCell(withReuseIdentifier reuseIdentifier: String, for path: ItemPath) -> AnyObject

    /// A supplementary view of `kind` registered under `reuseIdentifier`, for `section`.
    func dequeueReusableSupplementaryView(
        ofKind kind: SupplementaryViewKind, withReuseIdentifier reuseIdentifier: String, section: Int) -> AnyObject

    /// Forgets everything it was told and asks the data source again, without animation.
    func reloadData()

    /// Applies `batch` like ``TableViewHost/performBatchUpdates(_:animations:updateData:completion:)``.
    func performBatchUpdates(_ batch: BatchUpdate, updateData: () -> Void, completion: ((Bool) -> Void)?)

    /// The paths of the items that currently have a visible cell, in ascending order.
    var indexPathsForVisibleItems: [ItemPath] { get }

    /// The visible cell at `path`, if there is one.
    func cell(at path: ItemPath) -> AnyObject?

    /// Where `cell` is now, if it is one of the host's visible cells.
    func indexPath(for cell: AnyObject) -> ItemPath?

    /// Whether the collection view is in editing mode (UIKit's `isEditing`, iOS 14).
    var isEditing: Bool { get }

    /// Enters or leaves editing mode.
    func setEditing(_ editing: Bool, animated: Bool)
}

extension CollectionViewHost {
    /// A host without an editing mode is never in it.
    public var isEditing: Bool { false }
    /// A host without an editing mode ignores this.
    public func setEditing(_ editing: Bool, animated: Bool) {}
}
