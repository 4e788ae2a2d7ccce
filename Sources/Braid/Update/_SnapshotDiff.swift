/// The diff of two of a binder's data states: what it needs, gathered on the main actor (``init(from:to:numbering:keepsCells:)``),
/// and the diff itself (``run()``), which returns the batches that apply the difference and what the binder needs to
/// know about them (``_SnapshotDiff/Result``).
///
/// Diffing is tiered per section: identities give inserts, deletes and moves; equality adds reloads;
/// sections with neither are diffed by count. The diff engine is given concrete types, so that its hashing
/// is specialized rather than dynamic: sections are numbered in the order they first appear, and rows are
/// identified by `Int`s or `String`s when every identified section's identities are of that type (the common
/// case), by ``_ItemIdentity`` otherwise.
///
/// Rows match only within one chain's sections: a row that goes from a section of one chain to a section of
/// another is deleted and inserted, never moved — its cell was made and configured by the first chain (its type
/// may not even be the second's), and a moved row keeps its cell. So when several chains' sections have
/// identities, the engine is told each section's chain (its item groups) and matches each chain's rows among
/// themselves: equal ids of two chains (of two model types, or the same model shown by two chains) never match,
/// and no identity is copied to carry its chain.
///
/// Made in two steps, so that the work that grows with the rows can leave the main actor: the initializer gathers
/// on the main actor what the diff needs of the two states — in time and memory that grow with the sections —
/// and ``run()`` does the rest anywhere — when ``mayRunOffMainActor``.
///
/// An update whose every change is one a change-aware source recorded (a ``RecordingList``'s edits) is not diffed:
/// its batches are made from the edits (``_RecordedDiff``), in time that grows with them, on the main actor. The
/// initializer finds out which way an update goes; the update path calls ``run()`` either way.
struct _SnapshotDiff: Sendable {
    /// Each old and new section's items.
    var oldItems: [_SectionItems]
    var newItems: [_SectionItems]
    /// Each old and new section's number: the same section has the same number in both states.
    var oldNumbers: [Int]
    var newNumbers: [Int]
    /// For each pair of an old and a new section of the same number, whether they look alike (headers and footers):
    /// new section `t`'s pairs are `sameNumberPairs[sameNumberStarts[t]..<sameNumberStarts[t + 1]]`. Mostly one pair
    /// per new section (a section occurs once in a state), so arrays rather than a table keyed by pairs.
    var sameNumberPairs: [(old: Int, equal: Bool)]
    var sameNumberStarts: [Int]
    /// Whether changed rows of each new section are reconfigured rather than reloaded.
    var keepsCells: [Bool]
    /// The chain that binds each old and new section's cells (its `_BoundCells`), nil for a section no chain gives
    /// cells.
    var oldChains: [ObjectIdentifier?]
    var newChains: [ObjectIdentifier?]
    /// The rows of old sections that a user moved there from another section (``_SectionSnapshot/movedIn``), by
    /// section: updated wherever they are matched, so that their cells are configured for their section again.
    var movedIn: [Int: Set<Int>]
    /// The old state's identities as the update that showed it made them, when it kept them (``_IdentityCache``).
    var oldIdentities: _IdentityCache?
    /// The update made from the sources' recorded edits, when they are all it changed: then nothing is diffed.
    var edits: _RecordedDiff?

    /// Whether every section's items may be read and compared off the main actor (an update made from edits reads
    /// none, and stays on it: its work grows with the edits).
    var mayRunOffMainActor: Bool {
        func mayLeave(_ items: _SectionItems) -> Bool { items.mayLeaveMainActor && !items.comparesOnMainActor }
        return edits == nil && oldItems.allSatisfy(mayLeave) && newItems.allSatisfy(mayLeave)
    }

    /// The rows ``run()`` reads: both states' (none for an update made from edits).
    var rowCount: Int {
        if edits != nil { return 0 }
        return oldItems.reduce(0) { $0 + $1.estimatedCount } + newItems.reduce(0) { $0 + $1.estimatedCount }
    }

    /// Whether old section `s` and new section `t` have the same number and look alike.
    func headersAndFootersEqual(_ s: Int, _ t: Int) -> Bool {
        sameNumberPairs[sameNumberStarts[t]..<sameNumberStarts[t + 1]].contains { $0.old == s && $0.equal }
    }

    /// Gathers what a diff of `old` against `new` needs, their sections numbered by `numbering`.
    /// - Parameter keepsCells: whether changed rows of each new section are reconfigured rather than reloaded.
    /// - Complexity: O(sections); nothing here reads a row.
    /// - Parameter oldIdentities: `old`'s identities, kept by the update that showed it.
    @MainActor
    init<Section: Hashable>(
        from old: _TableSnapshot<Section>, to new: _TableSnapshot<Section>, numbering: _SectionNumbering<Section>,
        keepsCells: [Bool], oldIdentities: _IdentityCache? = nil
    ) {
        let (oldNumbers, newNumbers) = (numbering.old, numbering.new)
        // Closures, not key paths: a key path through a type generic over the section type is made at run time on
        // every use — its pattern walked, its type demangled: a third of the code an update's main-actor turns
        // fetched from memory after a 1M-row diff had flushed the caches (callgrind, braid-bench main-actor).
        // The engine compares the headers and footers of matched sections only: sections of the same number. The old
        // sections of each number, as a chain from its first through `nextOld`.
        var firstOld = [Int](repeating: -1, count: numbering.sections.count)
        var nextOld = [Int](repeating: -1, count: oldNumbers.count)
        for s in oldNumbers.indices.reversed() {
            nextOld[s] = firstOld[oldNumbers[s]]
            firstOld[oldNumbers[s]] = s
        }
        var pairs: [(old: Int, equal: Bool)] = []
        var starts: [Int] = [0]
        pairs.reserveCapacity(newNumbers.count)
        starts.reserveCapacity(newNumbers.count + 1)
        for (t, number) in newNumbers.enumerated() {
            var s = firstOld[number]
            while s >= 0 {
                pairs.append((s, _SectionSnapshot.headersAndFootersEqual(old.data, s, new.data, t)))
                s = nextOld[s]
            }
            starts.append(pairs.count)
        }
        // Loops, not `map` with a closure: a closure made here is isolated to the main actor, which Swift checks at
        // run time on each call (~110 instructions), and `map` over the sections copies each one; these read one
        // field of each section in place.
        func itemsAndChains(_ snapshot: _TableSnapshot<Section>) -> ([_SectionItems], [ObjectIdentifier?]) {
            var items: [_SectionItems] = [], chains: [ObjectIdentifier?] = []
            items.reserveCapacity(snapshot.data.count)
            chains.reserveCapacity(snapshot.data.count)
            for index in snapshot.data.indices {
                items.append(snapshot.data[index].items)
                chains.append(snapshot.data[index].cells.map(ObjectIdentifier.init))
            }
            return (items, chains)
        }
        var movedIn: [Int: Set<Int>] = [:]
        for s in old.data.indices where !old.data[s].movedIn.isEmpty { movedIn[s] = old.data[s].movedIn }
        let (oldItems, oldChains) = itemsAndChains(old)
        let (newItems, newChains) = itemsAndChains(new)
        self.oldItems = oldItems
        self.oldChains = oldChains
        self.newItems = newItems
        self.newChains = newChains
        self.oldNumbers = oldNumbers
        self.newNumbers = newNumbers
        sameNumberPairs = pairs
        sameNumberStarts = starts
        self.keepsCells = keepsCells
        self.movedIn = movedIn
        self.oldIdentities = oldIdentities
        edits = _RecordedDiff(from: old, to: new, numbering: numbering)
    }

    /// What the diff found, with sections by number.
    struct Result: Sendable {
        var stages: [ChangesetStage]
        var undiffableSections: [Move<Int>]
        var duplicateSectionNumbers: [Int]
        var duplicateRowsBySection: [Int: [String]]
        /// The new sections' identities, when the lockstep walk answered: for the next update, which diffs this state
        /// again.
        var newIdentities: _IdentityCache? = nil
    }

    /// Diffs the two states.
    ///
    /// Each section's identities are made for this diff and handed down by value — each hop takes them, none keeps
    /// them — to the engine, which lets each section's go as it flattens them for hashing. So a big update holds its
    /// identities about once at its peak (braid-bench `memory`).
    /// - Complexity: O(n) in the rows, hashing each identity once; rows are compared through one typed
    ///   comparer per pair of sections.
    func run() -> Result {
        if let edits {
            return Result(stages: Self.reconfiguring(edits.run(), keepsCells: keepsCells), undiffableSections: [],
                          duplicateSectionNumbers: [], duplicateRowsBySection: [:])
        }
        // Items that both states hold (a section whose source has not delivered since) give one list to both.
        var made: [ObjectIdentifier: _IdentityList?] = [:]
        var oldLists = oldItems.map { items in
            let list = oldIdentities?.take(for: items) ?? items.identities()
            made[ObjectIdentifier(items)] = list
            return list
        }
        var newLists = newItems.map { made[ObjectIdentifier($0)] ?? $0.identities() }
        made = [:]
        // Each branch calls the engine with a concrete identity type, so that it is specialized for it.
        if Self.all(oldLists, newLists, { Self.ints($0) != nil }) {
            return diff(Self.take(&oldLists, Self.ints), Self.take(&newLists, Self.ints), Self.ints, _IdentityList.ints)
        } else if Self.all(oldLists, newLists, { Self.strings($0) != nil }) {
            return diff(Self.take(&oldLists, Self.strings), Self.take(&newLists, Self.strings), Self.strings, _IdentityList.strings)
        } else {
            return diff(Self.take(&oldLists, \.itemIdentities), Self.take(&newLists, \.itemIdentities), \.itemIdentities,
                        _IdentityList.others)
        }
    }

    /// Whether every list of both states (where a section has one) is `kind` — asked of the lists in place, so that
    /// no other reference to them outlives the question.
    private static func all(
        _ old: [_IdentityList?], _ new: [_IdentityList?], _ kind: (_IdentityList) -> Bool
    ) -> Bool {
        old.allSatisfy { $0.map(kind) ?? true } && new.allSatisfy { $0.map(kind) ?? true }
    }

    /// `lists` unwrapped by `unwrap`, each taken out of `lists` as it is unwrapped, so that the result holds the only
    /// reference to each section's identities.
    private static func take<ID>(_ lists: inout [_IdentityList?], _ unwrap: (_IdentityList) -> [ID]?) -> [[ID]?] {
        var ids: [[ID]?] = []
        ids.reserveCapacity(lists.count)
        for index in lists.indices {
            let list = lists[index]
            lists[index] = nil
            ids.append(list.flatMap(unwrap))
        }
        return ids
    }

    /// Diffs the two states by `oldIDs` and `newIDs` (nil for a section without identities), taken; where the sections
    /// with identities are several chains', rows are matched only within their chain's sections.
    /// - Parameters:
    ///   - unwrap: how the identities were read from a section's list; asked again only to name a new section's
    ///     repeated identities.
    ///   - wrap: a section's identities as a list again, to keep for the next update.
    private func diff<ID: Hashable>(
        _ oldIDs: consuming [[ID]?], _ newIDs: consuming [[ID]?], _ unwrap: @escaping (_IdentityList) -> [ID]?,
        _ wrap: @escaping ([ID]) -> _IdentityList
    ) -> Result {
        // The chains of the sections with identities, numbered.
        var identifiedChains: [ObjectIdentifier?: Int] = [:]
        for s in oldChains.indices where oldIDs[s] != nil && identifiedChains[oldChains[s]] == nil {
            identifiedChains[oldChains[s]] = identifiedChains.count
        }
        for t in newChains.indices where newIDs[t] != nil && identifiedChains[newChains[t]] == nil {
            identifiedChains[newChains[t]] = identifiedChains.count
        }
        let sectionContentEquals = { (s: Int, t: Int) in self.headersAndFootersEqual(s, t) }
        let rowComparer = { (s: Int, t: Int) -> _RowComparer in
            // A row that moved to another section is updated: its chain configures a cell for its section (a cell
            // provider may even pick another type), and a moved cell would keep the old section's configuration.
            // So is one that a user moved here from another section, for the same reason.
            if self.oldNumbers[s] != self.newNumbers[t] { return .allDiffer }
            let compare: _RowComparer =
                // The same items object: the section's source has not delivered since (see _CellBinding), so
                // nothing in it changed — even in an undiffable section, which would otherwise reload every row.
                if self.oldItems[s] === self.newItems[t] { .allEqual }
                else { self.oldItems[s].comparer(to: self.newItems[t]) }
            guard let movedIn = self.movedIn[s] else { return compare }
            return compare.differing(atOld: movedIn)
        }
        let newItems = newItems
        // Several chains' sections with identities: each section's rows are matched only with rows of its chain's
        // sections (the engine's item groups, numbered as above).
        let itemGroups = identifiedChains.count > 1
            ? (old: oldChains.map { identifiedChains[$0] ?? -1 }, new: newChains.map { identifiedChains[$0] ?? -1 })
            : nil
        let (from, to) = sections(consume oldIDs, consume newIDs)
        return Self.run(
            consume from, consume to, sectionContentEquals: sectionContentEquals, rowComparer: rowComparer, keepsCells: keepsCells,
            itemGroups: itemGroups, keeping: (newItems, wrap), newIdentities: { newItems[$0].identities().flatMap(unwrap) })
    }

    /// Both states' sections for the diff engine: by number, with their identities, or their count where `ids`
    /// has none — each taken out of `oldIDs` and `newIDs` as its section is made.
    private func sections<ID: Hashable>(
        _ oldIDs: consuming [[ID]?], _ newIDs: consuming [[ID]?]
    ) -> (old: [DiffSection<Int, ID>], new: [DiffSection<Int, ID>]) {
        func sections(_ numbers: [Int], _ items: [_SectionItems], _ ids: inout [[ID]?]) -> [DiffSection<Int, ID>] {
            numbers.indices.map { index in
                defer { ids[index] = nil }
                if let identities = ids[index] { return DiffSection(id: numbers[index], itemIDs: identities) }
                return DiffSection(id: numbers[index], count: items[index].count)
            }
        }
        return (sections(oldNumbers, oldItems, &oldIDs), sections(newNumbers, newItems, &newIDs))
    }
}

extension _SnapshotDiff {
    /// The diff engine run on numbered sections and identities of one concrete type — apart from the section
    /// type, so that the engine is specialized for `Int` and `String` identities even inside generic binders.
    /// The sections are taken and handed to the engine, which lets their identities go as it goes.
    /// - Parameters:
    ///   - rowComparer: how rows of old section `s` compare with rows of new section `t`.
    ///   - itemGroups: each old and new section's chain, numbered, where rows of two chains must never match; nil
    ///     for one chain.
    ///   - keeping: the new sections' items, and how their identities make a list again: to keep them for the next
    ///     update when the lockstep walk answered.
    ///   - newIdentities: new section `t`'s identities made again (nil for a section without): asked only to name
    ///     repeated identities.
    private static func run<ID: Hashable>(
        _ oldSections: consuming [DiffSection<Int, ID>], _ newSections: consuming [DiffSection<Int, ID>],
        sectionContentEquals: @escaping (Int, Int) -> Bool,
        rowComparer: @escaping (_ old: Int, _ new: Int) -> _RowComparer, keepsCells: [Bool],
        itemGroups: (old: [Int], new: [Int])?,
        keeping: (items: [_SectionItems], wrap: ([ID]) -> _IdentityList), newIdentities: (Int) -> [ID]?
    ) -> Result {
        let newCount = newSections.count
        // The engine asks for one comparer per pair of sections it meets (matched rows come in order of new path,
        // so mostly once per section) and calls it with row indices.
        let (diff, walkedNew) = SectionedDiff.walking(
            from: consume oldSections, to: consume newSections, sectionContentEquals: sectionContentEquals,
            itemComparers: { let pair = rowComparer($0, $1); return (pair.equals, pair.differing) },
            itemGroups: itemGroups)
        var duplicateRows: [Int: [String]] = [:]
        if !diff.duplicateItemIDs.isEmpty {
            // Where rows were matched by chain, a row repeats an identity of its own chain's rows only: the repeated
            // identities by chain (all under -1 without chains).
            var duplicatesByGroup: [Int: Set<ID>] = [:]
            for (k, id) in diff.duplicateItemIDs.enumerated() {
                duplicatesByGroup[diff._duplicateItemGroups.isEmpty ? -1 : diff._duplicateItemGroups[k], default: []].insert(id)
            }
            for index in 0..<newCount {
                guard let duplicates = duplicatesByGroup[itemGroups?.new[index] ?? -1],
                      let identities = newIdentities(index) else { continue }
                let repeated = Set(identities.filter(duplicates.contains))
                if !repeated.isEmpty { duplicateRows[index] = repeated.map { "\($0)" }.sorted() }
            }
        }
        let stages = diff.batchStages(contentChangesLast: diff.itemUpdates.contains { keepsCells[$0.to.section] })
        return Result(
            stages: reconfiguring(stages, keepsCells: keepsCells),
            undiffableSections: diff.undiffableSections,
            duplicateSectionNumbers: diff.duplicateSectionIDs, duplicateRowsBySection: duplicateRows,
            newIdentities: walkedNew.map { sections in
                _IdentityCache(items: keeping.items, lists: sections.map { $0.items.identities.map(keeping.wrap) })
            })
    }

    /// `stages` with the last batch's reloads turned into reconfigures in the new sections that keep their cells
    /// (`keepsCells`, from ``SectionedBinder/keepsCells(of:)``); the diff put reloads in a last batch of their own
    /// then, so a row's path is the same before and after it. Done with the diff, so that it is off the main actor
    /// with it.
    private static func reconfiguring(_ stages: [ChangesetStage], keepsCells: [Bool]) -> [ChangesetStage] {
        guard var last = stages.last, !last.batch.itemReloads.isEmpty, !last.batch.hasStructuralChanges else { return stages }
        if last.batch.itemReconfigures.isEmpty, last.batch.itemReloads.allSatisfy({ keepsCells[$0.section] }) {
            // The usual case: every reload is a reconfigure — the arrays swapped, not copied path by path.
            swap(&last.batch.itemReconfigures, &last.batch.itemReloads)
        } else {
            var reloads: [ItemPath] = []
            for path in last.batch.itemReloads {
                if keepsCells[path.section] { last.batch.itemReconfigures.append(path) } else { reloads.append(path) }
            }
            last.batch.itemReloads = reloads
        }
        var result = stages
        result[result.count - 1] = last
        return result
    }

    /// The identities, if they are `Int`s.
    private static func ints(_ list: _IdentityList) -> [Int]? {
        if case .ints(let ids) = list { ids } else { nil }
    }

    /// The identities, if they are `String`s.
    private static func strings(_ list: _IdentityList) -> [String]? {
        if case .strings(let ids) = list { ids } else { nil }
    }
}

