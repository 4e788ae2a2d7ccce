/// A table view that Braid can drive: UIKit's `UITableView` through a thin adapter, the terminal table view,
/// or the headless one in tests.
///
/// The core never touches a view any other way. The protocol follows UIKit's *pull* model on purpose: the
/// core registers cell types and tells the host to reload or to perform a batch update; the host then asks
/// its ``dataSource`` how many sections and rows there are and for each visible cell, which the data source
/// dequeues from the host by reuse identifier and configures. Nothing here asks more of a host than UIKit
/// offers. Cells and header/footer views are objects of the host's own classes (reuse needs identity);
/// sizes are in the host's units (points for UIKit, character rows for the terminal). What a table host has
/// in common with a collection host — registering and dequeuing cells, reloading, the visible cells, editing
/// mode — is declared once, in ``CellViewHost``.
@MainActor
public protocol TableViewHost: CellViewHost {
    /// The object the host asks for its content and tells about taps, display and scrolling. Held weakly.
    var dataSource: (any TableViewHostDataSource)? { get set }

    /// Registers a header/footer view type (a subclass of the host's header/footer class).
    func register(headerFooterViewType: AnyObject.Type, forReuseIdentifier reuseIdentifier: String)

    /// A header/footer view registered under `reuseIdentifier`, reused if one is free.
    func dequeueReusableHeaderFooterView(withReuseIdentifier reuseIdentifier: String) -> AnyObject

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

    /// Asks the data source for the section index's titles again (UIKit's `reloadSectionIndexTitles()`). A host
    /// that asks for them whenever it draws its index needs nothing here: the default does nothing.
    func reloadSectionIndexTitles()

    /// The host's built-in header/footer view for sections' ``HeaderFooterContent``; `nil` when it has none.
    var headerFooterContentViewType: (any HeaderFooterContentShowing.Type)? { get }
}

extension TableViewHost {
    /// Does nothing: the host asks for the titles whenever it draws its index.
    public func reloadSectionIndexTitles() {}
    /// A host without a header/footer content view shows no header or footer content.
    public var headerFooterContentViewType: (any HeaderFooterContentShowing.Type)? { nil }
}
