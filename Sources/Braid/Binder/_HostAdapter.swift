/// What a binder asks of its view, whatever its kind: the one place where a table host and a collection host
/// differ for the binder's shared machinery (snapshots, diffing, staging, scheduling).
///
/// Each kind's adapter holds the view strongly and the kind's data source (which answers the view from the
/// binder's display state); the binder holds the adapter.
@MainActor
protocol _HostAdapter: AnyObject {
    /// How messages name the view: "table" or "collection view".
    var noun: String { get }
    /// Makes the kind's data source the view's, knowing which dimensions some chain bound.
    func connect(boundDimensions: _BoundDimensions)
    /// Shows the data source's content without animation.
    func reloadData()
    /// Applies `update`: through `delegate` when it is the kind's update delegate, else stage by stage with
    /// the view's batch updates.
    func apply(_ update: StagedUpdate, delegate: AnyObject?)
    /// Registers a cell type under `identifier`.
    func register(cellType: AnyObject.Type, identifier: String)
    /// Registers a header or footer view type under `identifier`.
    func register(viewType: AnyObject.Type, kind: SupplementaryViewKind, identifier: String)
    /// Where `cell` is now, if the view shows it.
    func indexPath(for cell: AnyObject) -> ItemPath?
    /// Whether the view is in editing mode.
    var isEditing: Bool { get }
    /// Enters or leaves editing mode.
    func setEditing(_ editing: Bool, animated: Bool)
}
