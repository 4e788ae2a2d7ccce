/// What differs between a table binder and a collection binder, stated once per kind: each kind's data source
/// (``_TableDataSource``, ``_CollectionDataSource``) answers its host protocol's questions and says how to install
/// itself, apply a stage, hand an update to the kind's update delegate and register headers and footers.
///
/// Everything else the binder asks of its view is what both host protocols share, as a ``CellViewHost``: cells,
/// reloads, visible cells, editing mode, whether it is on screen.
///
/// The binder holds its data source strongly (as `any _KindDataSource<Kind, Section>`, so the view stays typed as
/// `Kind.View`) and the view holds it weakly; the data source holds the binder unowned.
@MainActor
protocol _KindDataSource<Kind, Section>: AnyObject {
    associatedtype Kind: BinderKind
    associatedtype Section: TableViewSection

    /// Which dimensions some chain bound: the data source answers only those, so the host's own defaults apply
    /// to the rest.
    var bound: _BoundDimensions { get set }
    /// The kind's update delegate, held weakly: it applies updates instead of the view's batch updates.
    var updateDelegate: Kind.UpdateDelegate? { get set }
    /// How messages name the view: "table" or "collection view".
    static var noun: String { get }
    /// Makes this the data source of `view`.
    func install(on view: Kind.View)
    /// Applies `stage` with one batch update of `view`.
    func perform(_ stage: StagedUpdate.Stage, on view: Kind.View)
    /// Lets the update delegate apply the update `update` makes to `view`; false, doing nothing (and making no
    /// update), when there is none. (Asked here, where the delegate's type is concrete: a generic caller testing
    /// `updateDelegate` would look up the metadata of `Optional<Kind.UpdateDelegate>` in the cold turn that applies
    /// a big update.)
    func handOverToDelegate(_ update: () -> StagedUpdate, view: Kind.View) -> Bool
    /// Registers a header or footer view type with `view`.
    func register(viewType: AnyObject.Type, kind: SupplementaryViewKind, identifier: String, on view: Kind.View)
    /// The view's built-in header/footer content view (a table's header/footer view, a collection view's supplementary
    /// view), which headers and footers described by content show in; nil when it has none.
    func contentViewType(of view: Kind.View) -> (any HeaderFooterContentShowing.Type)?
    /// The sections of `new`, by index, whose layout changed since the last update was applied (a collection chain's
    /// `layout(_:)`, decided per section): each is laid out again by a reload of its own. None for a table.
    func sectionsLaidOutAgain(in new: _TableSnapshot<Section>) -> [Int]
}

extension _KindDataSource {
    /// How messages name the view: "table" or "collection view".
    var noun: String { Self.noun }
}
