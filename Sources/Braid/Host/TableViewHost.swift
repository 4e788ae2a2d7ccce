/// A table view that Braid can drive: UIKit's `UITableView` through a thin adapter, the terminal table view,
/// or the headless one in tests.
///
/// The core never touches a view any other way. The protocol follows UIKit's *pull* model on purpose: the
/// core registers cell types and tells the host to reload or to perform a batch update; the host then asks
/// its ``dataSource`` how many sections and rows there are and for each visible cell, which the data source
/// dequeues from the host by reuse identifier and configures. Nothing here asks more of a host than UIKit
/// offers. Cells and header/footer views are objects of the host's own classes (reuse needs identity);
/// sizes are in the host's units (points for UIKit, character rows for the terminal).
@MainActor
public protocol TableViewHost: AnyObject {
    /// The object the host asks for its content and tells about taps, display and scrolling. Held weakly.
    var dataSource: (any TableViewHostDataSource)? { get set }

    /// Registers `cellType` (a subclass of the host's cell class) under `reuseIdentifier`.
    ///
    /// A host reports a type that is not one of its cells as a clear error.
    func register(cellType: AnyObject.Type, forReuseIdentifier reuseIdentifier: String)

    /// Registers a header/footer view type (a subclass of the host's header/footer class).
    func register(headerFooterViewType: AnyObject.Type, forReuseIdentifier reuseIdentifier: String)

    /// A cell registered under `reuseIdentifier`, reused if one is free, for the row at `path`.
    ///
    /// Called by the data source while answering ``TableViewHostDataSource/tableHost(_:cellForRowAt:)``.
    func dequeueReusableCell(withReuseIdentifier reuseIdentifier: String, for path: ItemPath) -> AnyObject

    /// A header/footer view registered under `reuseIdentifier`, reused if one is free.
    func dequeueReusableHeaderFooterView(withReuseIdentifier reuseIdentifier: String) -> AnyObject

    /// Forgets everything it was told and asks the data source again, without animation.
    func reloadData()

    /// Applies `batch` with `animations`: calls `updateData` (in which the data source switches to the data
    /// after the batch), checks the batch against the counts it had before and the ones the data source
    /// reports after, updates its visible cells, then calls `completion` with whether animations finished.
    ///
    /// Index spaces are UIKit's: deletes, reloads and move sources before the batch; inserts and move
    /// destinations after it; reconfigures at the cell's position before the batch.
    func performBatchUpdates(
        _ batch: BatchUpdate, animations: BatchAnimations, updateData: () -> Void,
        completion: ((Bool) -> Void)?)

    /// The paths of the rows that currently have a visible cell, in ascending order.
    var indexPathsForVisibleRows: [ItemPath] { get }

    /// The visible cell at `path`, if there is one.
    func cell(at path: ItemPath) -> AnyObject?

    /// Where `cell` is now, if it is one of the host's visible cells.
    func indexPath(for cell: AnyObject) -> ItemPath?

    /// Whether the table is in editing mode (delete and reorder controls shown).
    var isEditing: Bool { get }

    /// Enters or leaves editing mode, animated or not.
    func setEditing(_ editing: Bool, animated: Bool)
}

extension TableViewHost {
    /// A host without an editing mode is never in it.
    public var isEditing: Bool { false }
    /// A host without an editing mode ignores this.
    public func setEditing(_ editing: Bool, animated: Bool) {}
}
