import Foundation

/// The items of one section in one data state, whatever their kind: models, view models, only a count, a recording
/// list's version, a tree.
///
/// A kind is one subclass. What it overrides are questions the binder's shared steps ask of every section's items —
/// the update (identities, comparing, a source's own edits), the display (a cell, an outline row, a disclosure), a
/// user's edits (what goes with a delete, where a move lands), and what to take in once shown — each answered for a
/// flat array by default; no member exists for one kind alone, and no shared step asks which kind it holds.
///
/// The binder's snapshots hold these; the chain that bound the section created it with the model and view
/// model types it knows (``_TypedItems``, sharing a ``_TypedRows`` with the binding's other items), so values come
/// back out typed without a cast.
///
/// Immutable once made (a diff that needs the identities again takes them from the update before, `_IdentityCache`),
/// and diffed off the main actor when ``mayLeaveMainActor`` — hence `@unchecked Sendable`: an instance whose values
/// are not ``OffMainActorDiffable`` (a protocol that refines `Sendable`) says so there, and the binder then diffs it on
/// the main actor only.
class _SectionItems: @unchecked Sendable {
    /// The number of rows.
    var count: Int { 0 }
    /// Whether there are no rows — known without counting them (a tree's items know it before they are walked).
    var isEmpty: Bool { count == 0 }
    /// The number of rows, or — for a tree's items not yet walked — an estimate: the size of an update's work,
    /// known on the main actor before the diff.
    var estimatedCount: Int { count }
    /// The binding's ``_RowModels`` — these items listed with it, once — through which the chain's handlers read a
    /// row's model typed; nil for rows without models.
    @MainActor
    final func listedRowModels() -> _AnyRowModels? {
        if let listedIn { return listedIn }
        listedIn = listRowModels()
        return listedIn
    }
    /// Lists these items with their binding's ``_RowModels`` (each kind reads its rows' models its own way) and
    /// returns it; nil for rows without models. Asked once, by ``listedRowModels()``.
    func listRowModels() -> _AnyRowModels? { nil }
    /// Where ``listedRowModels()`` listed these items; they leave when freed. Written on the main actor only.
    private var listedIn: _AnyRowModels?

    deinit {
        listedIn?.unlist(self)
    }
    /// The row `row` as the chain's items hold it — where its handlers read it; nil for a row the items own (a state
    /// row), which no handler of the chain hears of.
    func item(at row: Int) -> _ItemRow? { _ItemRow(items: self, row: row) }
    /// What selecting `row`, one the items own, does; nil for a chain's row, and for an own row that cannot be
    /// selected.
    func ownRowAction(_ row: Int) -> (@MainActor () -> Void)? { nil }
    /// The chain's rows, without the rows the items own (which follow them).
    var chainItems: _SectionItems { self }
    /// The rows the items own, after the chain's, as values their kind compares; none for most kinds.
    var ownRows: [AnyHashable] { [] }
    /// Edits that take out `old`'s own rows, for a kind whose edits start from the chain's rows of `old`.
    final func removingOwnRows(of old: _SectionItems) -> [_RecordedEdit] {
        (0..<old.ownRows.count).map { .remove(old.count - 1 - $0) }
    }
    /// Lists these items with the binding that made them, so that its other items can find them typed
    /// (``_TypedRows``); counted rows have nothing to find.
    func exposeForLookup() {}
    /// Dequeues and configures the cell for `row`, when the binding that made these items makes their cells (a
    /// binding of counted rows makes its own).
    @MainActor
    func makeCell(_ dequeuer: CellDequeuer, row: Int) -> AnyObject? { nil }
    /// Whether these items may leave the main actor — be diffed and freed elsewhere: every value they hold is
    /// ``OffMainActorDiffable`` (or they hold none: rows only counted).
    final var mayLeaveMainActor: Bool { typeKeptOnMainActor == nil }
    /// The type of the values that keep these items on the main actor (not ``OffMainActorDiffable``), if any.
    var typeKeptOnMainActor: Any.Type? { nil }
    /// Whether comparing these items' rows (``rowComparer(to:)``) runs code of the app's that belongs to the main actor
    /// — a content binding's closure, which makes what the rows show — so that a diff that compares them runs there.
    /// Their identities may still be read elsewhere (``mayLeaveMainActor``).
    var comparesOnMainActor: Bool { false }
    /// Whether the items have identities to diff by (else they are diffed by count).
    var isIdentified: Bool { false }
    /// The identities to diff by, or nil when the items have none.
    func identities() -> _IdentityList? { nil }
    /// How rows here compare with rows of `other`, a later state of a section: row by row, and a run at a time.
    ///
    /// Identified items without equality always look the same (they are never reloaded: without `Equatable`
    /// there is no way to tell a change); items with neither identity nor equality never do.
    func rowComparer(to other: _SectionItems) -> _RowComparer { .allDiffer }
    /// ``rowComparer(to:)``, asked of whichever side has rows of its own (``ownRows``: a state row), which alone knows
    /// where they are: a kind compares its chain's rows with `other`'s (its ``flat``), which holds none of them.
    final func comparer(to other: _SectionItems) -> _RowComparer {
        ownRows.isEmpty && !other.ownRows.isEmpty ? other.rowComparer(to: self).swapped : rowComparer(to: other)
    }
    /// These items as the diff and a user's edits take them: themselves, or — for a ``RecordingList``'s items, kept
    /// in chunks — the same rows in one array, made once.
    var flat: _SectionItems { self }

    // MARK: Sources that know their changes

    /// The version of a change-aware source these items are — the source, and the number of the version — when the
    /// source counts its versions and records the edits between them (a ``RecordingList``); nil otherwise.
    var sourceVersion: (source: AnyObject, number: Int)? { nil }
    /// The edits that lead from `old` to these items, when these items know them (`old` is the version of the same
    /// source their edits start from); nil otherwise: the update then diffs.
    func edits(since old: _SectionItems) -> [_RecordedEdit]? { nil }

    // MARK: Once shown

    /// The binder showed these items as its section at index `section` (an update was applied, or the first display
    /// made): what the kind takes in from it — it reports what is wrong with its data (`pass.warn`), and keeps what
    /// the next update and the binder's questions need.
    @MainActor
    func wasShown(_ pass: _ShownPass, section: Int) {}
    /// The binder stopped showing these items' section (an update hid it): a kind that loads its rows stops.
    @MainActor
    func wasHidden() {}
    /// Whether the kind hears of ``wasHidden()``: an update looks for hidden sections only where one does.
    var hearsWhenHidden: Bool { false }
    /// `row` of the section's `count` is about to come into view: a kind that loads more near its end asks for it.
    @MainActor
    func rowWillShow(_ row: Int, of count: Int) {}

    // MARK: The hosts' questions about a row

    /// Where `row` sits in an outline; nil for rows that are not in one.
    func outlineRow(at row: Int) -> OutlineRow? { nil }
    /// Shows or hides what `row` discloses (a host's disclosure, or a key): true once set; false when the row's
    /// disclosure cannot be kept (its models have no identity); nil when the row has none.
    @MainActor
    func setDisclosure(of row: Int, expanded: Bool) -> Bool? { nil }

    // MARK: Editing — the items after a user's delete or move

    /// Whether the rows are only counted (``_CountedItems``): they have no models to move or hand to handlers.
    var isCounted: Bool { false }
    /// The rows that go when a user deletes `row`: the row itself — or, where rows hang from it (a tree's shown
    /// descendants), those too. A row that takes others with it cannot move: a view moves one row.
    func rowsGoing(with row: Int) -> Range<Int> { row..<(row + 1) }
    /// Where a user's move of `row` may land within its section — the rows it may take once lifted out, and why
    /// no others — or nil when any row of the section will do (and, where the chain allows, other sections).
    func moveLandings(of row: Int) -> (rows: [Int], rule: String)? { nil }
    /// These items without `row`.
    func removing(row: Int) -> _SectionItems { self }
    /// These items with `other`'s `row` inserted at `destination` (`other` is these items or a section's of the
    /// same binding), or nil when `other`'s rows cannot join these.
    func inserting(row: Int, of other: _SectionItems, at destination: Int) -> _SectionItems? { nil }
}
