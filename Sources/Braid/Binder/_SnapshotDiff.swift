/// The difference between two of a binder's data states, as the batches that apply it and what the binder
/// needs to know about them.
///
/// Diffing is tiered per section: identities give inserts, deletes and moves; equality adds reloads;
/// sections with neither are diffed by count. The diff engine is given concrete types, so that its hashing
/// is specialized rather than dynamic: sections are numbered in the order they first appear, and rows are
/// identified by `Int`s or `String`s when every identified section's identities are of that type (the common
/// case), by ``_ItemIdentity`` otherwise — plain when one model type identifies every identified section,
/// typed by model when several do, so that equal ids of different model types never match.
@MainActor
struct _SnapshotDiff<Section: Hashable> {
    /// The batches, in order (none when nothing changed). When a changed row is to be reconfigured, reloads
    /// never share a batch with structural changes (the engine's `contentChangesLast`), so the last batch's
    /// reloads can become reconfigures.
    var stages: [ChangesetStage]
    /// Sections diffed by count only, old index → new index.
    var undiffableSections: [Move<Int>]
    /// Sections that occur more than once in either state.
    var duplicateSections: [Section]
    /// For each new section with rows whose identity occurs more than once, those identities, sorted.
    var duplicateRowsBySection: [Int: [String]]

    /// Diffs `old` against `new`.
    /// - Parameter keepsCells: whether changed rows of new section `t` are to be reconfigured rather than
    ///   reloaded.
    /// - Complexity: O(n) in the rows, hashing each identity once; rows are compared through one typed
    ///   comparer per pair of sections.
    init(from old: _TableSnapshot<Section>, to new: _TableSnapshot<Section>, keepsCells: (Int) -> Bool = { _ in false }) {
        var identityTypes = Set<ObjectIdentifier>()
        for data in [old.data, new.data].joined() {
            if let type = data.items.identityType { identityTypes.insert(type) }
        }
        let typed = identityTypes.count > 1
        let oldLists = old.data.map { $0.items.identities(typed: typed) }
        let newLists = new.data.map { $0.items.identities(typed: typed) }
        let lists = [oldLists, newLists].joined().compactMap { $0 }
        let sectionContentEquals = { (s: Int, t: Int) in old.data[s].headerAndFooterEqual(new.data[t]) }
        let rowComparer = { (s: Int, t: Int) -> (Int, Int) -> Bool in
            // The same items object: the section's source has not delivered since (see _CellBinding), so
            // nothing in it changed — even in an undiffable section, which would otherwise reload every row.
            if old.data[s].items === new.data[t].items { return { _, _ in true } }
            return old.data[s].items.rowComparer(to: new.data[t].items)
        }
        // Each branch calls the engine with a concrete identity type, so that it is specialized for it.
        var sectionsByNumber: [Section] = []
        let result: _RowDiff.Result
        if lists.allSatisfy({ $0.ints != nil }) {
            let (from, to) = Self.number(old, new, oldLists.map { $0?.ints }, newLists.map { $0?.ints }, &sectionsByNumber)
            result = _RowDiff.run(from, to, sectionContentEquals: sectionContentEquals, rowComparer: rowComparer, keepsCells: keepsCells)
        } else if lists.allSatisfy({ $0.strings != nil }) {
            let (from, to) = Self.number(old, new, oldLists.map { $0?.strings }, newLists.map { $0?.strings }, &sectionsByNumber)
            result = _RowDiff.run(from, to, sectionContentEquals: sectionContentEquals, rowComparer: rowComparer, keepsCells: keepsCells)
        } else {
            let (from, to) = Self.number(
                old, new, oldLists.map { $0?.itemIdentities }, newLists.map { $0?.itemIdentities }, &sectionsByNumber)
            result = _RowDiff.run(from, to, sectionContentEquals: sectionContentEquals, rowComparer: rowComparer, keepsCells: keepsCells)
        }
        stages = result.stages
        undiffableSections = result.undiffableSections
        duplicateSections = result.duplicateSectionNumbers.map { sectionsByNumber[$0] }
        duplicateRowsBySection = result.duplicateRowsBySection
    }

    /// Both states' sections for the diff engine: numbered in the order they first appear (the same section
    /// gets the same number on both sides), with their identities, or their count where `ids` has none.
    private static func number<ID: Hashable>(
        _ old: _TableSnapshot<Section>, _ new: _TableSnapshot<Section>, _ oldIDs: [[ID]?], _ newIDs: [[ID]?],
        _ sectionsByNumber: inout [Section]
    ) -> (old: [DiffSection<Int, ID>], new: [DiffSection<Int, ID>]) {
        var numbers: [Section: Int] = [:]
        var result: [[DiffSection<Int, ID>]] = []
        for (snapshot, ids) in [(old, oldIDs), (new, newIDs)] {
            var sections: [DiffSection<Int, ID>] = []
            sections.reserveCapacity(snapshot.sections.count)
            for (index, section) in snapshot.sections.enumerated() {
                let number = numbers[section] ?? sectionsByNumber.count
                if number == sectionsByNumber.count {
                    numbers[section] = number
                    sectionsByNumber.append(section)
                }
                if let identities = ids[index] {
                    sections.append(DiffSection(id: number, itemIDs: identities))
                } else {
                    sections.append(DiffSection(id: number, count: snapshot.data[index].items.count))
                }
            }
            result.append(sections)
        }
        return (result[0], result[1])
    }
}

/// The diff engine run on numbered sections and identities of one concrete type — apart from the section
/// type, so that the engine is specialized for `Int` and `String` identities even inside generic binders.
private enum _RowDiff {
    struct Result {
        var stages: [ChangesetStage]
        var undiffableSections: [Move<Int>]
        var duplicateSectionNumbers: [Int]
        var duplicateRowsBySection: [Int: [String]]
    }

    /// - Parameter rowComparer: how rows of old section `s` compare with rows of new section `t`.
    static func run<ID: Hashable>(
        _ oldSections: [DiffSection<Int, ID>], _ newSections: [DiffSection<Int, ID>],
        sectionContentEquals: @escaping (Int, Int) -> Bool,
        rowComparer: @escaping (_ old: Int, _ new: Int) -> (Int, Int) -> Bool, keepsCells: (Int) -> Bool
    ) -> Result {
        // The engine asks for one comparer per pair of sections it meets (matched rows come in order of new path,
        // so mostly once per section) and calls it with row indices.
        let diff = SectionedDiff(
            from: oldSections, to: newSections, sectionContentEquals: sectionContentEquals, itemComparer: rowComparer)
        var duplicateRows: [Int: [String]] = [:]
        if !diff.duplicateItemIDs.isEmpty {
            let duplicates = Set(diff.duplicateItemIDs)
            for (index, section) in newSections.enumerated() {
                guard let identities = section.items.identities else { continue }
                let repeated = Set(identities.filter(duplicates.contains))
                if !repeated.isEmpty { duplicateRows[index] = repeated.map { describe($0) }.sorted() }
            }
        }
        return Result(
            stages: diff.batchStages(contentChangesLast: diff.itemUpdates.contains { keepsCells($0.to.section) }),
            undiffableSections: diff.undiffableSections,
            duplicateSectionNumbers: diff.duplicateSectionIDs, duplicateRowsBySection: duplicateRows)
    }

    /// An identity's own value, for messages.
    private static func describe<ID>(_ id: ID) -> String {
        (id as? _ItemIdentity)?.description ?? "\(id)"
    }
}

extension _IdentityList {
    /// The identities, if they are `Int`s.
    fileprivate var ints: [Int]? {
        if case .ints(let ids) = self { ids } else { nil }
    }

    /// The identities, if they are `String`s.
    fileprivate var strings: [String]? {
        if case .strings(let ids) = self { ids } else { nil }
    }
}
