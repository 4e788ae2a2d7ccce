/// What only a table binder has: its table, titles (see the chains), heights, and an animation per kind of change.
extension SectionedBinder where Kind == TableViewKind {
    /// Creates a binder for `tableView`, sectioned by `sectionType`.
    ///
    /// - Parameters:
    ///   - tableView: the table the binder drives; the binder becomes its data source.
    ///   - sectionType: the type that names the table's sections.
    ///   - sectionDisplayBehavior: which sections show and in what order (the original library's parameter);
    ///     see ``SectionedBinder/sectionDisplayBehavior``.
    ///   - scheduler: when collected changes are applied; the default waits for the main actor's next turn, so
    ///     every change made in one turn becomes one diff and one batch update.
    public convenience init(
        tableView: any TableViewHost, sectionedBy sectionType: Section.Type,
        sectionDisplayBehavior: SectionDisplayBehavior = .manuallyManaged,
        scheduler: any UpdateScheduler = MainActorUpdateScheduler()
    ) {
        self.init(view: tableView, cellHost: tableView, scheduler: scheduler, makeDataSource: { _TableDataSource(binder: $0) })
        shownSections.behavior = sectionDisplayBehavior
        settings.animations.sectionReload = .none  // the original's default for header and footer changes
    }

    /// The table this binder drives.
    public var tableView: any TableViewHost { view }

    // MARK: Animations

    /// How inserted rows appear.
    public var rowInsertionAnimation: RowAnimation {
        get { settings.animations.rowInsert }
        set { settings.animations.rowInsert = newValue }
    }
    /// How deleted rows disappear.
    public var rowDeletionAnimation: RowAnimation {
        get { settings.animations.rowDelete }
        set { settings.animations.rowDelete = newValue }
    }
    /// How rows whose model changed (by `==`) are reloaded.
    public var rowUpdateAnimation: RowAnimation {
        get { settings.animations.rowReload }
        set { settings.animations.rowReload = newValue }
    }
    /// How sections that start showing appear.
    public var sectionInsertionAnimation: RowAnimation {
        get { settings.animations.sectionInsert }
        set { settings.animations.sectionInsert = newValue }
    }
    /// How sections that stop showing disappear.
    public var sectionDeletionAnimation: RowAnimation {
        get { settings.animations.sectionDelete }
        set { settings.animations.sectionDelete = newValue }
    }
    /// How sections whose header or footer changed are reloaded; `.none` unless set, as in the original library.
    ///
    /// A section reloads only when its header or footer changed (its rows are diffed on their own), so this is
    /// the animation of every section reload the binder makes.
    public var sectionHeaderFooterUpdateAnimation: RowAnimation {
        get { settings.animations.sectionReload }
        set { settings.animations.sectionReload = newValue }
    }
    /// The original library's animation for reloading a whole section for a reason other than its header or
    /// footer; `.automatic` unless set.
    ///
    /// Kept so that ported code compiles and reads back what it set. Like the original (whose diff never
    /// produced such reloads), the binder reloads a section only when its header or footer changed, with
    /// ``sectionHeaderFooterUpdateAnimation``; rows whose models changed take ``rowUpdateAnimation``.
    public var sectionUpdateAnimation: RowAnimation {
        get { settings.sectionUpdateAnimation }
        set { settings.sectionUpdateAnimation = newValue }
    }
    /// The animation for the rows of sections whose models have neither identity nor equality.
    public var undiffableSectionUpdateAnimation: RowAnimation {
        get { settings.undiffableAnimation }
        set { settings.undiffableAnimation = newValue }
    }
}
