/// Binds a table or collection view whose rows are grouped in sections named by `Section` — an enum, or a
/// struct for sections known only at run time.
///
/// Use it by the name of its kind: ``SectionedTableViewBinder`` for tables, ``SectionedCollectionViewBinder``
/// for collection views. Both are this one class: the chains, the data model, diffing, scheduling and the
/// reactive sources are written once; what differs by kind (heights or sizes, titles, row animations, the host)
/// lives in extensions constrained to ``TableViewKind`` or ``CollectionViewKind``.
///
/// Describe each section in a *binding chain*: its cells and where their models come from, what happens on
/// tap, how tall things are. Then call ``finish()``; the binder shows the data and, whenever it changes
/// (``refresh()``, ``displayedSections``, a publisher), diffs old against new and applies the smallest
/// batch update the view accepts, animated.
///
/// ```swift
/// enum Section: TableViewSection { case friends, enemies }
///
/// let binder = SectionedTableViewBinder(tableView: tableView, sectionedBy: Section.self)
/// binder.onSection(.enemies)
///     .bind(cellType: EnemyCell.self, models: enemies)
///     .bind(headerTitle: "ENEMIES")
///     .onTapped { row, cell, person in show(person) }
/// binder.onSection(.friends)
///     .bind(cellType: FriendCell.self, models: { friends })
/// binder.displayedSections = [.friends, .enemies]
/// binder.finish()
/// ```
@MainActor
public final class SectionedBinder<Kind: BinderKind, Section: TableViewSection> {
    // MARK: Configuration

    /// The sections shown, in order, while ``sectionDisplayBehavior`` is `.manuallyManaged`; otherwise the
    /// sections the binder decided to show.
    ///
    /// Setting it under another behaviour is ignored, as the original library did, with a warning: the binder
    /// decides which sections show. Set ``sectionDisplayBehavior`` to `.manuallyManaged` first to choose them.
    public var displayedSections: [Section] {
        get { shownSections.isManual ? shownSections.manual : current.sections }
        set {
            guard shownSections.isManual else {
                report(.warning, "displayedSections was set while sectionDisplayBehavior is \(sectionDisplayBehavior); the assignment is ignored and the binder goes on deciding which sections show. Set sectionDisplayBehavior = .manuallyManaged first to choose the sections yourself.")
                return
            }
            shownSections.manual = newValue
            setNeedsUpdate()
        }
    }

    /// Which sections are shown and in what order.
    public var sectionDisplayBehavior: SectionDisplayBehavior {
        get { shownSections.behavior }
        set {
            shownSections.behavior = newValue
            setNeedsUpdate()
        }
    }

    /// Whether changes are animated as batch updates (`true`) or applied with a plain reload.
    public var animateChanges: Bool {
        get { settings.animateChanges }
        set { settings.animateChanges = newValue }
    }

    /// The most rows, items and sections one update may change and still be animated; an update that changes
    /// more is shown with a plain reload (``StagedUpdate/ReloadReason/tooManyChanges(_:)``). `nil` animates every
    /// update, however large.
    ///
    /// Counted over all of an update's stages (``StagedUpdate/changeCount``). An update of a view that is not on
    /// screen is always a reload (``CellViewHost/isOnScreen``). See <doc:UpdatingData>.
    public var maximumAnimatedChanges: Int? {
        get { settings.maximumAnimatedChanges }
        set { settings.maximumAnimatedChanges = newValue }
    }

    /// The default ``maximumAnimatedChanges``: 10,000 changes.
    ///
    /// Measured with `braid-bench binder --filter mix/`: on a headless table of 100,000 rows the `mix` update
    /// (~40,000 changes) costs ~22 ms shown as batches (`mix/refresh`) and ~16.5 ms shown as a reload
    /// (`mix/reload`), against ~11.4 ms for its diff alone — ~0.26 µs a change to apply batches, ~0.05 µs a row to
    /// reload — so batches cost less only while fewer than ~20% of the rows change. UIKit's own cost per change is
    /// higher (it animates every visible change and maps every path), and an animation of more changes than any
    /// screen shows tells the user nothing a reload does not: the default sits below that crossing.
    public static var defaultMaximumAnimatedChanges: Int { 10_000 }

    /// The number of rows (old and new together) from which an update's diff runs off the main actor.
    ///
    /// When every bound model and view model type is ``OffMainActorDiffable`` (a `Sendable` type that says so), the
    /// work of an update that grows with the rows — identities, equality, the diff, staging — runs off the main
    /// actor, and the main actor only reads the bindings and applies the finished batches; an update with fewer rows
    /// than this is diffed on the main actor at once, where that is cheaper than the trip to another thread and
    /// back. An update with a section whose values are not `OffMainActorDiffable` is always diffed on the main actor
    /// (and, from this size on, the binder warns once per such section, naming the type). `0` sends every update off
    /// the main actor; `Int.max` none. See <doc:UpdatingData>.
    public var offMainActorDiffThreshold: Int {
        get { settings.offMainActorDiffThreshold }
        set { settings.offMainActorDiffThreshold = newValue }
    }

    /// The default ``offMainActorDiffThreshold``: 1,000 rows, old and new together. Measured with
    /// `braid-bench main-actor --filter mix/ --sizes 200,500,1000,2000`: the main actor's share of an update
    /// diffed elsewhere is ~0.08–0.14 ms whatever its size, while a `mix` diffed on the main actor costs ~0.12 ms at
    /// 400 rows, ~0.13 ms at 1,000 and ~0.18 ms at 2,000 — they cross between 500 and 1,000 rows; the smaller side
    /// keeps small updates immediate.
    public static var defaultOffMainActorDiffThreshold: Int { 1_000 }

    /// Whether the binder registers the cell and header/footer types it is given with the view.
    /// When `false`, register them yourself; a type that is not registered is reported when dequeued.
    public var automaticallyRegistersCells: Bool {
        get { registration.isAutomatic }
        set { registration.isAutomatic = newValue }
    }

    /// The original library's name for ``automaticallyRegistersCells``.
    public var automaticallyRegister: Bool {
        get { automaticallyRegistersCells }
        set { automaticallyRegistersCells = newValue }
    }

    /// Receives the error of a bound publisher or async sequence that failed. The view keeps the last data
    /// that source delivered; the other sources go on. Without a handler the failure is reported as a warning.
    public var sourceFailureHandler: ((any Error) -> Void)? {
        get { sources.failureHandler }
        set { sources.failureHandler = newValue }
    }

    /// Receives mistakes in the binding code (errors) and warnings about the data (duplicate identities).
    /// The default traps on errors with their message and prints warnings.
    public var diagnosticHandler: (BinderDiagnostic) -> Void {
        get { diagnostics.handler }
        set { diagnostics.handler = newValue }
    }

    // MARK: Parts

    /// The view, as the kind's host protocol.
    let view: Kind.View
    /// The view, as what every kind of host offers.
    let cellHost: any CellViewHost
    /// Answers the view's questions, and does what differs by kind (see ``_KindDataSource``).
    private(set) var dataSource: (any _KindDataSource<Kind, Section>)!
    /// What the chains bound.
    let store = _BindingStore<Section>()
    /// Update coordination: the data shown, the data source's answers, the diff in flight.
    var updates: _UpdateState<Section>
    /// How changes are shown.
    var settings: _UpdateSettings
    /// Which sections show.
    var shownSections = _ShownSections<Section>()
    var diagnostics = _Diagnostics<Section>()
    var registration = _Registration()
    /// The rows shown (for their disappear handlers) and the section lengths prefetching was asked for.
    var shownRows = _ShownRows<Section>()
    /// The reactive sources' subscriptions and tasks, which live as long as the binder.
    let sources = _SourceLifetime()
    /// Warns if the binder goes while its view stays on screen.
    let freedCheck = _FreedBinderCheck()

    /// Creates a binder for `view` (which is `cellHost` too), answered by the data source `makeDataSource` makes.
    init(
        view: Kind.View, cellHost: any CellViewHost, scheduler: any UpdateScheduler,
        makeDataSource: (SectionedBinder) -> any _KindDataSource<Kind, Section>
    ) {
        self.view = view
        self.cellHost = cellHost
        updates = _UpdateState(scheduler: scheduler)
        settings = _UpdateSettings(
            maximumAnimatedChanges: Self.defaultMaximumAnimatedChanges,
            offMainActorDiffThreshold: Self.defaultOffMainActorDiffThreshold)
        dataSource = makeDataSource(self)
        cellHost.setKeepsVisibleRowsInPlace(settings.keepsVisibleRowsInPlace)
    }

    /// The data the view shows once every applied batch finished.
    var current: _TableSnapshot<Section> {
        get { updates.current }
        set { updates.current = newValue }
    }

    /// What the data source answers right now.
    var display: _DisplayState<Section> {
        get { updates.display }
        set { updates.display = newValue }
    }

    /// How messages name the view: "table" or "collection view".
    var noun: String { dataSource.noun }

    // MARK: Starting binding chains

    /// Starts a chain for one section, named.
    public func onSection(_ section: Section) -> SingleSectionBinder<Kind, AnyObject, Section> {
        SingleSectionBinder(binder: self, section: section)
    }

    /// Starts a chain for several sections, named.
    public func onSections(_ sections: Section...) -> MultiSectionBinder<Kind, AnyObject, Section> {
        onSections(sections)
    }

    /// Starts a chain for several sections, named.
    public func onSections(_ sections: [Section]) -> MultiSectionBinder<Kind, AnyObject, Section> {
        MultiSectionBinder(binder: self, scope: .sections(sections))
    }

    /// Starts a chain for every section whose cells are not bound by name — including sections known only
    /// at run time. Same as ``onAllOtherSections()``; use whichever reads better.
    public func onAllSections() -> MultiSectionBinder<Kind, AnyObject, Section> {
        MultiSectionBinder(binder: self, scope: .allSections)
    }

    /// Starts a chain for every section whose cells are not bound by name. Same as ``onAllSections()``.
    public func onAllOtherSections() -> MultiSectionBinder<Kind, AnyObject, Section> {
        onAllSections()
    }

    /// Starts a chain whose handlers run for any section in addition to the specific ones, and whose
    /// dimensions are the fallback when no specific chain gives one.
    public func onAnySection() -> AnySectionBinder<Kind, Section> {
        AnySectionBinder(binder: self)
    }

    // MARK: Finishing and updating

    /// Ends the binding: registers the cell types, makes the binder the view's data source and shows the
    /// data. Binding after this is a mistake the binder reports.
    public func finish() {
        guard !updates.isFinished else {
            report(.warning, "finish() was called twice on the same binder; the second call is ignored.")
            return
        }
        updates.isFinished = true
        registerBoundTypes()
        dataSource.bound = store.boundDimensions
        dataSource.install(on: view)
        var snapshot = makeSnapshot(generation: updates.generation)
        // Known once here, so that the updates that follow number unchanged sections by their place.
        snapshot.sectionsAreDistinct = _SectionNumbering(.empty, snapshot).newAreDistinct
        current = snapshot
        // The layouts shown first: a section's that changes before the first update is laid out again then.
        _ = dataSource.sectionsLaidOutAgain(in: snapshot)
        reload(showing: snapshot)
        shownSections.published?.send(snapshot.sections)
        takeIn(shown: snapshot, isFirstDisplay: true)
        checkEditingDeclarations()
        freedCheck.arm(host: cellHost, scheduler: updates.scheduler, sink: diagnostics.sink, noun: noun)
    }

    /// Reads every closure given to the chains again and shows what changed, animated.
    ///
    /// Changes made in the same turn of the main actor are coalesced into one update.
    public func refresh() {
        setNeedsUpdate()
    }

    // MARK: Diagnostics

    func report(_ severity: BinderDiagnostic.Severity, _ message: String) {
        diagnostics.report(severity, message)
    }

    /// Checks that binding is still allowed; reports and returns false after ``finish()``.
    ///
    /// - Parameter method: the chain method that was called, as `#function` names it.
    func checkCanBind(_ method: String) -> Bool {
        if updates.isFinished {
            report(.error, "\(method) was called after finish(); bind everything before calling finish() — the binding is ignored.")
            return false
        }
        return true
    }
}
