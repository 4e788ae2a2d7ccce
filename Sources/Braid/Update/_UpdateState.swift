/// Update coordination: what the binder's updates need to know between one update and the next — the data the
/// view shows, what the data source answers right now, and the one diff that may be running off the main actor.
///
/// The logic that uses it is `SectionedBinder+Update.swift`; this is only its state, kept apart from the
/// bindings, the diagnostics and the settings.
@MainActor
struct _UpdateState<Section: Hashable> {
    /// When collected changes are applied.
    let scheduler: any UpdateScheduler
    /// The data the view shows once every applied batch finished.
    var current = _TableSnapshot<Section>.empty {
        didSet { screenVersion &+= 1 }
    }
    /// Counts the changes of ``current``: a diff computed off the main actor applies only to the screen it was
    /// computed for.
    private(set) var screenVersion = 0
    /// What the data source answers right now (the current data, or a stage's data during a batch).
    var display: _DisplayState<Section> = .snapshot(.empty)
    /// The update whose diff runs off the main actor, if one does: at most one at a time.
    var inFlight: _UpdateInFlight<Section>?
    /// Whether changes arrived while a diff ran off the main actor: an update follows when it is applied.
    var waitsForDiff = false
    /// Whether an update is scheduled for the scheduler's next run.
    var isScheduled = false
    /// Whether `finish()` was called: before it, nothing is shown and changes schedule nothing.
    var isFinished = false
    /// Counts the updates: each reads the bindings with its number, so that closure-bound data is read again on
    /// each one (static arrays never, reactive sources when they deliver — see `_CellBinding`).
    var generation = 0
    /// The identities of ``current``'s items as the update that showed it made them: the next diff takes them instead
    /// of making them again. Each is kept with its items object and used only for that one (items never change; a
    /// user's edit makes new ones).
    var identities: _IdentityCache?
    /// Cancels the diff in flight when the binder goes.
    let offMainDiffs = _OffMainDiffs()

    init(scheduler: any UpdateScheduler) {
        self.scheduler = scheduler
    }
}
