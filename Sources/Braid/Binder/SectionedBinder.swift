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
        get { sectionDisplayBehaviorIsManual ? manualSections : current.sections }
        set {
            guard sectionDisplayBehaviorIsManual else {
                report(.warning, "displayedSections was set while sectionDisplayBehavior is \(sectionDisplayBehavior); the assignment is ignored and the binder goes on deciding which sections show. Set sectionDisplayBehavior = .manuallyManaged first to choose the sections yourself.")
                return
            }
            manualSections = newValue
            setNeedsUpdate()
        }
    }

    /// Which sections are shown and in what order.
    public var sectionDisplayBehavior: SectionDisplayBehavior<Section> = .manuallyManaged {
        didSet { setNeedsUpdate() }
    }

    /// Whether changes are animated as batch updates (`true`) or applied with a plain reload.
    public var animateChanges = true

    /// The most rows, items and sections one update may change and still be animated; an update that changes
    /// more is shown with a plain reload (``StagedUpdate/ReloadReason/tooManyChanges(_:)``). `nil` animates every
    /// update, however large.
    ///
    /// Counted over all of an update's stages (``StagedUpdate/changeCount``). An update of a view that is not on
    /// screen is always a reload (``CellViewHost/isOnScreen``). See <doc:UpdatingData>.
    public var maximumAnimatedChanges: Int? = SectionedBinder.defaultMaximumAnimatedChanges

    /// The default ``maximumAnimatedChanges``: 10,000 changes.
    ///
    /// Measured with `braid-bench binder --filter mix/`: on a headless table of 100,000 rows the `mix` update
    /// (~40,000 changes) costs ~14 ms shown as batches (`mix/refresh`) and ~10.6 ms shown as a reload
    /// (`mix/reload`), against ~8.7 ms for its diff alone — ~0.13 µs a change to apply batches, ~0.02 µs a row to
    /// reload — so batches cost less only while fewer than ~15% of the rows change. UIKit's own cost per change is
    /// higher (it animates every visible change and maps every path), and an animation of more changes than any
    /// screen shows tells the user nothing a reload does not: the default sits below that crossing.
    public static var defaultMaximumAnimatedChanges: Int { 10_000 }

    /// The number of rows (old and new together) from which an update's diff runs off the main actor.
    ///
    /// When every bound model and view model type is `Sendable`, the work of an update that grows with the
    /// rows — identities, equality, the diff, staging — runs off the main actor, and the main actor only reads
    /// the bindings and applies the finished batches; an update with fewer rows than this is diffed on the main
    /// actor at once, where that is cheaper than the trip to another thread and back. Sections whose models are
    /// not `Sendable` are always diffed on the main actor. `0` sends every update off the main actor; `Int.max`
    /// none. See <doc:UpdatingData>.
    public var offMainActorDiffThreshold = SectionedBinder.defaultOffMainActorDiffThreshold

    /// The default ``offMainActorDiffThreshold``: 1,000 rows, old and new together. Measured with
    /// `braid-bench main-actor --filter mix/ --sizes 200,500,1000,2000`: the main actor's share of an update
    /// diffed elsewhere is ~0.08–0.14 ms whatever its size, while a `mix` diffed on the main actor costs ~0.12 ms at
    /// 400 rows, ~0.13 ms at 1,000 and ~0.18 ms at 2,000 — they cross between 500 and 1,000 rows; the smaller side
    /// keeps small updates immediate.
    public static var defaultOffMainActorDiffThreshold: Int { 1_000 }

    /// Whether the binder registers the cell and header/footer types it is given with the view.
    /// When `false`, register them yourself; a type that is not registered is reported when dequeued.
    public var automaticallyRegistersCells = true

    /// The original library's name for ``automaticallyRegistersCells``.
    public var automaticallyRegister: Bool {
        get { automaticallyRegistersCells }
        set { automaticallyRegistersCells = newValue }
    }

    /// Receives the error of a bound publisher or async sequence that failed. The view keeps the last data
    /// that source delivered; the other sources go on. Without a handler the failure is reported as a warning.
    public var sourceFailureHandler: ((any Error) -> Void)?

    /// Receives mistakes in the binding code (errors) and warnings about the data (duplicate identities).
    /// The default traps on errors with their message and prints warnings.
    public var diagnosticHandler: (BinderDiagnostic) -> Void = BinderDiagnostic.defaultHandler

    // MARK: State

    let scheduler: any UpdateScheduler
    /// The view, through the adapter of its kind: registration, reloads, batches, the data source.
    private(set) var host: (any _HostAdapter)!
    var store = _BindingStore<Section>()
    /// The data the view shows once every applied batch finished.
    var current = _TableSnapshot<Section>.empty {
        didSet { screenVersion &+= 1 }
    }
    /// Counts the changes of ``current``: a diff computed off the main actor applies only to the screen it was
    /// computed for.
    var screenVersion = 0
    /// The update whose diff runs off the main actor, if one does: at most one at a time.
    var updateInFlight: _UpdateInFlight<Section>?
    /// Whether changes arrived while a diff ran off the main actor: an update follows when it is applied.
    var updateWaitsForDiff = false
    let offMainDiffs = _OffMainDiffs()
    /// What the data source answers right now (the current data, or a stage's data during a batch).
    var display: _DisplayState<Section> = .snapshot(.empty)
    var manualSections: [Section] = []
    /// The animations of each kind of change (tables; collection views take none).
    var animations = BatchAnimations()
    var undiffableAnimation: RowAnimation = .fade
    /// The update delegate, typed by the kind's extension (``TableViewUpdateDelegate`` or
    /// ``CollectionViewUpdateDelegate``).
    weak var updateDelegateObject: AnyObject?
    var isFinished = false
    var updateIsScheduled = false
    var registeredIdentifiers: Set<String> = []
    var warnedDuplicateSections: Set<Section> = []
    var reportedUnboundSections: Set<Section> = []
    var reportedWrongAssumptions: Set<Section> = []
    /// Sections whose editing declarations were checked (``checkEditingDeclarations(of:)``).
    var checkedEditingSections: Set<Section> = []
    var prefetchedCounts: [Section: Int] = [:]
    /// The rows the view is reconfiguring while a stage is applied, for the message when a cell provider
    /// breaks its promise to keep their cell type.
    var reconfiguringPaths: [ItemPath] = []
    /// Bumped by every update: closure-bound data is read again on each one (static arrays never, reactive
    /// sources when they deliver — see `_CellBinding`).
    var updateGeneration = 0
    var pendingSourceVersion: (() -> Int)?
    let sourceLifetime = _SourceLifetime()
    let displayedSectionsSubject = CurrentValueSubject<[Section], Never>([])

    /// Creates a binder whose view is reached through the adapter `makeHost` makes for it.
    init(scheduler: any UpdateScheduler, makeHost: (SectionedBinder) -> any _HostAdapter) {
        self.scheduler = scheduler
        host = makeHost(self)
    }

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
        guard !isFinished else {
            report(.warning, "finish() was called twice on the same binder; the second call is ignored.")
            return
        }
        isFinished = true
        registerBoundTypes()
        host.connect(boundDimensions: store.boundDimensions)
        let snapshot = makeSnapshot()
        current = snapshot
        display = .snapshot(snapshot)
        host.reloadData()
        displayedSectionsSubject.send(snapshot.sections)
        checkEditingDeclarations()
    }

    /// Reads every closure given to the chains again and shows what changed, animated.
    ///
    /// Changes made in the same turn of the main actor are coalesced into one update.
    public func refresh() {
        setNeedsUpdate()
    }

    // MARK: Diagnostics

    func report(_ severity: BinderDiagnostic.Severity, _ message: String) {
        diagnosticHandler(BinderDiagnostic(severity: severity, message: message))
    }

    /// Checks that binding is still allowed; reports and returns false after ``finish()``.
    ///
    /// - Parameter method: the chain method that was called, as `#function` names it.
    func checkCanBind(_ method: String) -> Bool {
        if isFinished {
            report(.error, "\(method) was called after finish(); bind everything before calling finish() — the binding is ignored.")
            return false
        }
        return true
    }

    var sectionDisplayBehaviorIsManual: Bool {
        if case .manuallyManaged = sectionDisplayBehavior { return true }
        return false
    }
}

/// The sections a chain applies to. Public only for the chain protocols; not API.
public enum _ChainScope<Section: Hashable> {
    case sections([Section])
    case allSections
    case anySection
}
