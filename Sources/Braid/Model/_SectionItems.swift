import Foundation

/// The items of one section in one data state, whatever their type: models, view models, or only a count.
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
    /// The model at `row` (the view model when the binding has only view models).
    func model(at row: Int) -> Any? { nil }
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
    /// Whether the items have identities to diff by (else they are diffed by count).
    var isIdentified: Bool { false }
    /// The identities to diff by, or nil when the items have none.
    func identities() -> _IdentityList? { nil }
    /// How rows here compare with rows of `other`, a later state of a section: row by row, and a run at a time.
    ///
    /// Identified items without equality always look the same (they are never reloaded: without `Equatable`
    /// there is no way to tell a change); items with neither identity nor equality never do.
    func rowComparer(to other: _SectionItems) -> _RowComparer { .allDiffer }
    /// These items as the diff and a user's edits take them: themselves, or — for a ``RecordingList``'s items, kept
    /// in chunks — the same rows in one array, made once.
    var flat: _SectionItems { self }

    // MARK: Recorded edits — items that know how they came from an earlier state

    /// The recording list and its version these items are, when they are a ``RecordingList``'s.
    var recorded: (list: _RecordingIdentity, version: Int)? { nil }
    /// The edits that lead from `old` to these items, when these are a ``RecordingList``'s and `old` is the version
    /// of the same list their edits start from; nil otherwise (the update then diffs).
    func edits(since old: _SectionItems) -> [_RecordedEdit]? { nil }

    // MARK: Trees — a section bound with `bind(cellType:tree:children:)`

    /// Whether these are a tree's items (``_TreeItems``).
    var isTree: Bool { false }
    /// For a tree's items whose rows were walked: what was wrong with the tree, and which nodes the app expanded
    /// or collapsed are gone from it. Nil otherwise.
    var treeFindings: (problems: [String], gone: [(id: AnyHashable, stamp: Int)])? { nil }
    /// Where `row` sits in its tree; nil for rows that are not a tree's.
    func outlineRow(at row: Int) -> OutlineRow? { nil }
    /// The expansion of a tree's items (nil for others).
    var expansionControl: _TreeControl? { nil }
    /// The expansion that `row`'s node belongs to, and its identity there; nil for rows that are not a tree's, or
    /// whose models have no identity.
    func expansionKey(at row: Int) -> (control: _TreeControl, id: AnyHashable)? { nil }
    /// The depth of the node whose identity is `id`, shown or under a collapsed node, for a tree's items that hold
    /// it; nil otherwise. O(rows) for a shown node, O(nodes) for another.
    func depth(of id: AnyHashable) -> Int? { nil }
    /// The rows that go when a user deletes `row`: the row itself — and, in a tree, its shown descendants.
    func rowsGoing(with row: Int) -> Range<Int> { row..<(row + 1) }
    /// `row`'s parent row (nil for a root, or a row that is not a tree's) and the rows of its siblings, itself
    /// among them: where a user's move of it may land.
    func siblingRows(of row: Int) -> (parent: Int?, rows: [Int]) { (nil, Array(0..<count)) }

    // MARK: Editing — the items after a user's delete or move

    /// Whether the rows are only counted (``_CountedItems``): they have no models to move or hand to handlers.
    var isCounted: Bool { false }
    /// These items without `row`.
    func removing(row: Int) -> _SectionItems { self }
    /// These items with `other`'s `row` inserted at `destination` (`other` is these items or a section's of the
    /// same binding), or nil when `other`'s rows cannot join these.
    func inserting(row: Int, of other: _SectionItems, at destination: Int) -> _SectionItems? { nil }
}
