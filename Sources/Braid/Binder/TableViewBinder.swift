/// The single section of a ``TableViewBinder``'s table. Public only as the section type of its chains.
public enum _SingleSection: TableViewSection {
    case table
}

/// Binds a table view without sections.
///
/// ```swift
/// let binder = TableViewBinder(tableView: tableView)
/// binder.onTable()
///     .bind(cellType: PersonCell.self, models: people)
///     .onDequeue { row, cell, person in cell.text = person.name }
///     .onTapped { row, cell, person in show(person) }
/// binder.finish()
/// ```
/// It is a ``SectionedTableViewBinder`` with one section; everything said there holds here.
@MainActor
public final class TableViewBinder {
    /// The sectioned binder doing the work, with its one section.
    public let sectioned: SectionedTableViewBinder<_SingleSection>

    /// Creates a binder for `tableView`. See ``SectionedTableViewBinder/init(tableView:sectionedBy:scheduler:)``.
    public init(tableView: any TableViewHost, scheduler: any UpdateScheduler = MainActorUpdateScheduler()) {
        sectioned = SectionedTableViewBinder(tableView: tableView, sectionedBy: _SingleSection.self, scheduler: scheduler)
        sectioned.displayedSections = [.table]
    }

    /// Starts the binding chain for the table.
    public func onTable() -> TableViewSingleSectionBinder<AnyObject, _SingleSection> {
        sectioned.onSection(.table)
    }

    /// Ends the binding and shows the data. See ``SectionedTableViewBinder/finish()``.
    public func finish() { sectioned.finish() }

    /// Reads every closure again and shows what changed, animated.
    public func refresh() { sectioned.refresh() }

    /// The table this binder drives.
    public var tableView: any TableViewHost { sectioned.tableView }

    /// Whether changes are animated; see ``SectionedTableViewBinder/animateChanges``.
    public var animateChanges: Bool {
        get { sectioned.animateChanges }
        set { sectioned.animateChanges = newValue }
    }
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
    /// Whether the binder registers the cell types it is given; see ``SectionedTableViewBinder/automaticallyRegistersCells``.
    public var automaticallyRegistersCells: Bool {
        get { sectioned.automaticallyRegistersCells }
        set { sectioned.automaticallyRegistersCells = newValue }
    }
    /// Receives the error of a bound publisher or async sequence that failed; see
    /// ``SectionedTableViewBinder/sourceFailureHandler``.
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
