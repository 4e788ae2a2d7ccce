/// The single section of a ``TableViewBinder``'s table or a ``CollectionViewBinder``'s collection view.
/// Public only as the section type of their chains.
public enum _SingleSection: TableViewSection {
    case table
}

/// Binds a table or collection view without sections; use it by the name of its kind, ``TableViewBinder``
/// or ``CollectionViewBinder``.
///
/// ```swift
/// let binder = TableViewBinder(tableView: tableView)
/// binder.onTable()
///     .bind(cellType: PersonCell.self, models: people)
///     .onDequeue { row, cell, person in cell.text = person.name }
///     .onTapped { row, cell, person in show(person) }
/// binder.finish()
/// ```
/// It is a ``SectionedBinder`` with one section; everything said there holds here.
@MainActor
public final class SectionlessBinder<Kind: BinderKind> {
    /// The sectioned binder doing the work, with its one section.
    public let sectioned: SectionedBinder<Kind, _SingleSection>

    init(_ sectioned: SectionedBinder<Kind, _SingleSection>) {
        self.sectioned = sectioned
        sectioned.displayedSections = [.table]
    }

    /// Ends the binding and shows the data. See ``SectionedBinder/finish()``.
    public func finish() { sectioned.finish() }

    /// Reads every closure again and shows what changed, animated.
    public func refresh() { sectioned.refresh() }

    /// Whether changes are animated; see ``SectionedBinder/animateChanges``.
    public var animateChanges: Bool {
        get { sectioned.animateChanges }
        set { sectioned.animateChanges = newValue }
    }
    /// Whether the binder registers the cell types it is given; see ``SectionedBinder/automaticallyRegistersCells``.
    public var automaticallyRegistersCells: Bool {
        get { sectioned.automaticallyRegistersCells }
        set { sectioned.automaticallyRegistersCells = newValue }
    }
    /// Receives the error of a bound publisher or async sequence that failed; see
    /// ``SectionedBinder/sourceFailureHandler``.
    public var sourceFailureHandler: ((any Error) -> Void)? {
        get { sectioned.sourceFailureHandler }
        set { sectioned.sourceFailureHandler = newValue }
    }
    /// Receives mistakes in the binding code and warnings about the data; see ``BinderDiagnostic``.
    public var diagnosticHandler: (BinderDiagnostic) -> Void {
        get { sectioned.diagnosticHandler }
        set { sectioned.diagnosticHandler = newValue }
    }
}

extension SectionlessBinder where Kind == TableViewKind {
    /// Creates a binder for `tableView`. See ``SectionedBinder/init(tableView:sectionedBy:scheduler:)``.
    public convenience init(tableView: any TableViewHost, scheduler: any UpdateScheduler = MainActorUpdateScheduler()) {
        self.init(SectionedBinder(tableView: tableView, sectionedBy: _SingleSection.self, scheduler: scheduler))
    }

    /// Starts the binding chain for the table.
    public func onTable() -> SingleSectionBinder<Kind, AnyObject, _SingleSection> {
        sectioned.onSection(.table)
    }

    /// The table this binder drives.
    public var tableView: any TableViewHost { sectioned.tableView }

    /// How inserted rows appear.
    public var rowInsertionAnimation: RowAnimation {
        get { sectioned.rowInsertionAnimation }
        set { sectioned.rowInsertionAnimation = newValue }
    }
    /// How deleted rows disappear.
    public var rowDeletionAnimation: RowAnimation {
        get { sectioned.rowDeletionAnimation }
        set { sectioned.rowDeletionAnimation = newValue }
    }
    /// How rows whose model changed are reloaded.
    public var rowUpdateAnimation: RowAnimation {
        get { sectioned.rowUpdateAnimation }
        set { sectioned.rowUpdateAnimation = newValue }
    }
    /// How rows of models with neither identity nor equality are reloaded.
    public var undiffableSectionUpdateAnimation: RowAnimation {
        get { sectioned.undiffableSectionUpdateAnimation }
        set { sectioned.undiffableSectionUpdateAnimation = newValue }
    }
    /// Takes over applying changes, if set; see ``TableViewUpdateDelegate``.
    public var updateDelegate: (any TableViewUpdateDelegate)? {
        get { sectioned.updateDelegate }
        set { sectioned.updateDelegate = newValue }
    }
}

extension SectionlessBinder where Kind == CollectionViewKind {
    /// Creates a binder for `collectionView`. See ``SectionedBinder/init(collectionView:sectionedBy:scheduler:)``.
    public convenience init(collectionView: any CollectionViewHost, scheduler: any UpdateScheduler = MainActorUpdateScheduler()) {
        self.init(SectionedBinder(collectionView: collectionView, sectionedBy: _SingleSection.self, scheduler: scheduler))
    }

    /// Starts the binding chain for the collection view — the counterpart of a table's `onTable()`.
    public func onCollection() -> SingleSectionBinder<Kind, AnyObject, _SingleSection> {
        sectioned.onSection(.table)
    }

    /// The collection view this binder drives.
    public var collectionView: any CollectionViewHost { sectioned.collectionView }

    /// Takes over applying changes, if set; see ``CollectionViewUpdateDelegate``.
    public var updateDelegate: (any CollectionViewUpdateDelegate)? {
        get { sectioned.updateDelegate }
        set { sectioned.updateDelegate = newValue }
    }
}
