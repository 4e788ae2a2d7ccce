/// The kind of view a binder drives — a table or a collection view.
///
/// Binders and binding chains are one implementation for both kinds, generic over a `Kind`; you use them by
/// the names of each kind, which are aliases:
///
/// | tables | collection views |
/// |---|---|
/// | ``SectionedTableViewBinder`` | ``SectionedCollectionViewBinder`` |
/// | ``TableViewBinder`` | ``CollectionViewBinder`` |
/// | ``TableViewSingleSectionBinder``, ``TableViewModelSingleSectionBinder`` | ``CollectionViewSingleSectionBinder``, ``CollectionViewModelSingleSectionBinder`` |
/// | ``TableViewMultiSectionBinder``, ``TableViewModelMultiSectionBinder`` | ``CollectionViewMultiSectionBinder``, ``CollectionViewModelMultiSectionBinder`` |
/// | ``TableViewAnySectionBinder`` | ``CollectionViewAnySectionBinder`` |
///
/// What differs by kind — heights or sizes, titles, row animations, the host protocol, the update delegate's
/// protocol — is declared in extensions constrained to ``TableViewKind`` or ``CollectionViewKind``. Only those
/// two conform.
public protocol BinderKind {
    /// The host protocol of the kind's views: ``TableViewHost`` or ``CollectionViewHost``.
    associatedtype View
    /// The kind's update delegate: ``TableViewUpdateDelegate`` or ``CollectionViewUpdateDelegate``.
    associatedtype UpdateDelegate
}

// MARK: - The names of each kind

/// Binds a table view whose rows are grouped in sections; see ``SectionedBinder``.
public typealias SectionedTableViewBinder<Section: TableViewSection> = SectionedBinder<TableViewKind, Section>
/// Binds a collection view whose items are grouped in sections; see ``SectionedBinder``.
public typealias SectionedCollectionViewBinder<Section: TableViewSection> = SectionedBinder<CollectionViewKind, Section>
/// Binds a table view without sections; see ``SectionlessBinder``.
public typealias TableViewBinder = SectionlessBinder<TableViewKind>
/// Binds a collection view without sections; see ``SectionlessBinder``.
public typealias CollectionViewBinder = SectionlessBinder<CollectionViewKind>

/// A table chain for one section, before its model type is known; see ``SingleSectionBinder``.
public typealias TableViewSingleSectionBinder<Cell: AnyObject, Section: TableViewSection> =
    SingleSectionBinder<TableViewKind, Cell, Section>
/// A collection chain for one section, before its model type is known; see ``SingleSectionBinder``.
public typealias CollectionViewSingleSectionBinder<Cell: AnyObject, Section: TableViewSection> =
    SingleSectionBinder<CollectionViewKind, Cell, Section>
/// A table chain for one section with models; see ``ModelSingleSectionBinder``.
public typealias TableViewModelSingleSectionBinder<Cell: AnyObject, Section: TableViewSection, Model> =
    ModelSingleSectionBinder<TableViewKind, Cell, Section, Model>
/// A collection chain for one section with models; see ``ModelSingleSectionBinder``.
public typealias CollectionViewModelSingleSectionBinder<Cell: AnyObject, Section: TableViewSection, Model> =
    ModelSingleSectionBinder<CollectionViewKind, Cell, Section, Model>
/// A table chain for several sections, before its model type is known; see ``MultiSectionBinder``.
public typealias TableViewMultiSectionBinder<Cell: AnyObject, Section: TableViewSection> =
    MultiSectionBinder<TableViewKind, Cell, Section>
/// A collection chain for several sections, before its model type is known; see ``MultiSectionBinder``.
public typealias CollectionViewMultiSectionBinder<Cell: AnyObject, Section: TableViewSection> =
    MultiSectionBinder<CollectionViewKind, Cell, Section>
/// A table chain for several sections with models; see ``ModelMultiSectionBinder``.
public typealias TableViewModelMultiSectionBinder<Cell: AnyObject, Section: TableViewSection, Model> =
    ModelMultiSectionBinder<TableViewKind, Cell, Section, Model>
/// A collection chain for several sections with models; see ``ModelMultiSectionBinder``.
public typealias CollectionViewModelMultiSectionBinder<Cell: AnyObject, Section: TableViewSection, Model> =
    ModelMultiSectionBinder<CollectionViewKind, Cell, Section, Model>
/// A table chain for any section; see ``AnySectionBinder``.
public typealias TableViewAnySectionBinder<Section: TableViewSection> = AnySectionBinder<TableViewKind, Section>
/// A collection chain for any section; see ``AnySectionBinder``.
public typealias CollectionViewAnySectionBinder<Section: TableViewSection> = AnySectionBinder<CollectionViewKind, Section>
/// The sections of a collection view: the same protocol as a table's.
public typealias CollectionViewSection = TableViewSection
