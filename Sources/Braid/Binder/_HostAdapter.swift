/// What a binder asks of its view, whatever its kind: the one place where a table host and a collection host
/// differ for the binder's shared machinery (snapshots, diffing, staging, scheduling).
///
/// One adapter serves both kinds (``_KindHostAdapter``): it holds the view strongly and the kind's data source
/// (which answers the view from the binder's display state); the binder holds the adapter.
@MainActor
protocol _HostAdapter: AnyObject {
    /// The view, as the kind's host protocol (`Kind.View`).
    var anyView: Any { get }
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
    /// Whether the view is on screen.
    var isOnScreen: Bool { get }
    /// Enters or leaves editing mode.
    func setEditing(_ editing: Bool, animated: Bool)
}

/// What a kind's data source tells the adapter about its kind of view: how to install it, how to hand it a
/// stage or an update delegate, how to register headers and footers. Everything else the adapter asks of the
/// view as a ``CellViewHost``, the same for both kinds.
@MainActor
protocol _KindDataSource: AnyObject {
    associatedtype Kind: BinderKind
    associatedtype Section: TableViewSection

    init(binder: SectionedBinder<Kind, Section>)
    /// Which dimensions some chain bound.
    var bound: _BoundDimensions { get set }
    /// How messages name the view: "table" or "collection view".
    static var noun: String { get }
    /// `view` as what every kind of host offers.
    static func cellHost(_ view: Kind.View) -> any CellViewHost
    /// Makes this the data source of `view`.
    func install(on view: Kind.View)
    /// Applies `stage` with one batch update of `view`.
    func perform(_ stage: StagedUpdate.Stage, on view: Kind.View)
    /// Lets `delegate` apply `update` to `view`.
    func handOver(_ update: StagedUpdate, to delegate: Kind.UpdateDelegate, view: Kind.View)
    /// Registers a header or footer view type with `view`.
    func register(viewType: AnyObject.Type, kind: SupplementaryViewKind, identifier: String, on view: Kind.View)
}

/// The adapter of either kind: a view of the kind's host protocol and the kind's data source that answers it.
@MainActor
final class _KindHostAdapter<DataSource: _KindDataSource>: _HostAdapter {
    let view: DataSource.Kind.View
    let dataSource: DataSource

    init(binder: SectionedBinder<DataSource.Kind, DataSource.Section>, view: DataSource.Kind.View) {
        self.view = view
        dataSource = DataSource(binder: binder)
    }

    var anyView: Any { view }

    private var cellHost: any CellViewHost { DataSource.cellHost(view) }

    var noun: String { DataSource.noun }

    func connect(boundDimensions: _BoundDimensions) {
        dataSource.bound = boundDimensions
        dataSource.install(on: view)
    }

    func reloadData() { cellHost.reloadData() }

    func apply(_ update: StagedUpdate, delegate: AnyObject?) {
        if let delegate = delegate as? DataSource.Kind.UpdateDelegate {
            dataSource.handOver(update, to: delegate, view: view)
            return
        }
        for stage in update.stages { dataSource.perform(stage, on: view) }
    }

    func register(cellType: AnyObject.Type, identifier: String) {
        cellHost.register(cellType: cellType, forReuseIdentifier: identifier)
    }

    func register(viewType: AnyObject.Type, kind: SupplementaryViewKind, identifier: String) {
        dataSource.register(viewType: viewType, kind: kind, identifier: identifier, on: view)
    }

    func indexPath(for cell: AnyObject) -> ItemPath? { cellHost.indexPath(for: cell) }

    var isEditing: Bool { cellHost.isEditing }

    var isOnScreen: Bool { cellHost.isOnScreen }

    func setEditing(_ editing: Bool, animated: Bool) { cellHost.setEditing(editing, animated: animated) }
}

extension SectionedBinder {
    /// The view this binder drives, as its kind's host protocol.
    var view: Kind.View { host.anyView as! Kind.View }
}
