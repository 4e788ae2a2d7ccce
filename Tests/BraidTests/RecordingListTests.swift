import Braid
import BraidTesting
import Testing

/// A model that counts how often its identity and its equality are asked: an update made from recorded edits asks
/// neither, a diff asks both for every row. Not `OffMainActorDiffable`, so every diff runs here, on the main actor.
private struct Counted: Identifiable, Hashable {
    nonisolated(unsafe) static var idReads = 0
    nonisolated(unsafe) static var comparisons = 0
    private var key: Int
    var value: Int
    var id: Int {
        Self.idReads += 1
        return key
    }
    init(_ key: Int, _ value: Int = 0) {
        self.key = key
        self.value = value
    }
    var label: String { "\(key).\(value)" }
    static func == (a: Counted, b: Counted) -> Bool {
        comparisons += 1
        return a.key == b.key && a.value == b.value
    }
    /// For `CollectionDifference.inferringMoves()`; the binder never hashes a model.
    func hash(into hasher: inout Hasher) {
        hasher.combine(key)
        hasher.combine(value)
    }
}

/// `RecordingList`: a list that records its edits, bound to a table or a collection view, shows exactly what an
/// array bound by closure shows for the same data — its batches made from the edits (each through UIKit's rules, as
/// every headless batch is) without reading the rest of the list; a wrong index is reported, never shown.
@MainActor
@Suite("Recording lists")
struct RecordingListTests {
    // MARK: The same screen as the snapshot path

    @Test(arguments: eachKind([1, 2, 3, 4, 5, 6, 7, 8]))
    func randomEditsShowWhatAnArrayBoundByClosureShows(kind: ViewKind, seed: Int) {
        randomEditsShowWhatAnArrayBoundByClosureShows(kind.type, seed: UInt64(seed))
    }
    private func randomEditsShowWhatAnArrayBoundByClosureShows<K: HeadlessKind>(_: K.Type, seed: UInt64) {
        var random = SeededRandom(seed: seed)
        // Keys from a small range: some models share an identity, which the array's diff matches in order and the
        // recorded edits place where they were made; the screens agree either way.
        var nextKey = 0
        func newModel() -> Counted {
            nextKey += 1
            return Counted(Int.random(in: 0...3, using: &random) == 0 ? nextKey % 7 : 100 + nextKey)
        }
        let initial = (0..<Int.random(in: 0...12, using: &random)).map { _ in newModel() }
        let recorded = KindFixture<K>(rows: 200), diffed = KindFixture<K>(rows: 200)
        let list = RecordingList(initial)
        var array = initial
        let recordedBinder = recorded.plain(), diffedBinder = diffed.plain()
        K.onOnlySection(recordedBinder).bind(cellType: K.Text.self, models: list)
            .onDequeue { _, cell, model in cell.text = model.label }
            .onDelete { row, _ in list.remove(at: row) }
        K.onOnlySection(diffedBinder).bind(cellType: K.Text.self, models: { array })
            .onDequeue { _, cell, model in cell.text = model.label }
            .onDelete { row, _ in array.remove(at: row) }
        recordedBinder.finish()
        diffedBinder.finish()

        for step in 0..<120 {
            // A few edits, coalesced into one update; the same on both.
            for _ in 0..<Int.random(in: 1...4, using: &random) {
                let count = array.count
                switch Int.random(in: 0..<6, using: &random) {
                case 0, 1:
                    guard count < 60 else { fallthrough }
                    let model = newModel(), row = Int.random(in: 0...count, using: &random)
                    list.insert(model, at: row)
                    array.insert(model, at: row)
                case 2:
                    guard count > 0 else { continue }
                    let row = Int.random(in: 0..<count, using: &random)
                    list.remove(at: row)
                    array.remove(at: row)
                case 3:
                    guard count > 0 else { continue }
                    let from = Int.random(in: 0..<count, using: &random), to = Int.random(in: 0..<count, using: &random)
                    list.move(from: from, to: to)
                    array.insert(array.remove(at: from), at: to)
                case 4:
                    guard count > 0 else { continue }
                    let row = Int.random(in: 0..<count, using: &random)
                    var model = array[row]
                    model.value += 1
                    list.replace(at: row, with: model)
                    array[row] = model
                default:
                    // A few changes made elsewhere, arriving as one difference — its moves inferred now and then.
                    var changed = array
                    for _ in 0..<Int.random(in: 1...3, using: &random) {
                        if !changed.isEmpty && Bool.random(using: &random) {
                            let model = changed.remove(at: Int.random(in: 0..<changed.count, using: &random))
                            if Bool.random(using: &random) { changed.insert(model, at: Int.random(in: 0...changed.count, using: &random)) }
                        } else if changed.count < 60 {
                            changed.insert(newModel(), at: Int.random(in: 0...changed.count, using: &random))
                        }
                    }
                    let difference = changed.difference(from: array)
                    #expect(list.apply(Bool.random(using: &random) ? difference.inferringMoves() : difference),
                            "seed \(seed), step \(step): a difference made from the list's own data fits it")
                    array = changed
                }
            }
            if Int.random(in: 0..<6, using: &random) == 0 { recordedBinder.refresh() }  // a refresh with no edit in it
            diffedBinder.refresh()
            recorded.flush()
            diffed.flush()
            #expect(list.elements == array, "seed \(seed), step \(step): the list holds the array's models")
            #expect(recorded.view.screen == diffed.view.screen,
                    "seed \(seed), step \(step): the recording list's screen is the array's")
            #expect(recorded.view.screen == array.map(\.label), "seed \(seed), step \(step): the screen shows the data")
            // Now and then a user deletes a row by swiping, the same row in both.
            if !array.isEmpty && Int.random(in: 0..<8, using: &random) == 0 {
                let row = Int.random(in: 0..<array.count, using: &random)
                recorded.view.delete(path(row, 0))
                diffed.view.delete(path(row, 0))
                recorded.flush()
                diffed.flush()
                #expect(recorded.view.screen == array.map(\.label) && diffed.view.screen == array.map(\.label),
                        "seed \(seed), step \(step): after a user's delete both show the data")
            }
        }
        #expect(recorded.log.errors.isEmpty, "no error reported: \(recorded.log.errors)")
    }

    // MARK: The fast path

    @Test(arguments: ViewKind.allCases)
    func insertingOneRowReadsNoIdentityAndComparesNoModel(kind: ViewKind) {
        insertingOneRowReadsNoIdentityAndComparesNoModel(kind.type)
    }
    private func insertingOneRowReadsNoIdentityAndComparesNoModel<K: HeadlessKind>(_: K.Type) {
        let fixture = KindFixture<K>()
        let list = RecordingList((0..<10_000).map { Counted($0) })
        let binder = fixture.plain()
        K.onOnlySection(binder).bind(cellType: K.Text.self, models: list)
            .onDequeue { _, cell, model in cell.text = model.label }
            .onDelete { row, _ in list.remove(at: row) }
        binder.finish()
        Counted.idReads = 0
        Counted.comparisons = 0

        list.insert(Counted(-1), at: 2)
        list.replace(at: 5, with: Counted(3, 1))
        fixture.flush()
        #expect(Counted.idReads == 0 && Counted.comparisons == 0,
                "an update made from recorded edits reads no identity (\(Counted.idReads)) and compares no model (\(Counted.comparisons))")
        #expect(fixture.batches.suffix(2) == [BatchUpdate(itemInserts: [path(2, 0)]), BatchUpdate(itemReconfigures: [path(5, 0)])],
                "the insert, then the update at its new path in a batch of its own: \(fixture.batches)")
        #expect(Array(fixture.view.screen.prefix(6)) == ["0.0", "1.0", "-1.0", "2.0", "3.0", "3.1"])

        // A user's delete changes the screen without a new version of the list: the update after it diffs.
        fixture.view.delete(path(0, 0))
        fixture.flush()
        #expect(Counted.idReads > 0, "the update after a user's delete is diffed, by identity")
        Counted.idReads = 0
        list.move(from: 0, to: 3)
        fixture.flush()
        #expect(Counted.idReads == 0, "the diffed update showed a version of the list: edits are taken as made again")
        #expect(fixture.batches.last == BatchUpdate(itemMoves: [Move(from: path(0, 0), to: path(3, 0))]))
        #expect(Array(fixture.view.screen.prefix(4)) == ["-1.0", "2.0", "3.0", "1.0"])
    }

    @Test func twoListsAndATitleOnlySectionKeepTheRecordedPathAndShowingSectionsLeavesIt() {
        let fixture = KindFixture<TableViewKind>(rows: 30)
        let binder = fixture.sectioned(Section.self)
        let first = RecordingList((0..<5).map { Counted($0) }), third = RecordingList([Counted(100)])
        binder.onSection(.first).bind(cellType: TextCell.self, models: first)
            .onDequeue { _, cell, model in cell.text = model.label }
        binder.onSection(.second).bind(headerTitle: "TITLE ONLY")
        binder.onSection(.third).bind(cellType: TextCell.self, models: third)
            .onDequeue { _, cell, model in cell.text = model.label }
        binder.displayedSections = [.first, .second, .third]
        binder.finish()
        Counted.idReads = 0

        first.insert(Counted(-1), at: 1)
        third.append(Counted(101))
        third.replace(at: 0, with: Counted(100, 1))
        fixture.flush()
        #expect(Counted.idReads == 0, "two lists' edits in one update, and a section with only a title: the recorded path")
        #expect(fixture.batches.suffix(2) == [BatchUpdate(itemInserts: [path(1, 0), path(1, 2)]),
                                              BatchUpdate(itemReconfigures: [path(0, 2)])])
        #expect(fixture.view.screen == ["0.0", "-1.0", "1.0", "2.0", "3.0", "4.0", "# TITLE ONLY", "100.1", "101.0"])

        first.remove(at: 0)
        binder.displayedSections = [.first, .third]
        fixture.flush()
        #expect(Counted.idReads > 0, "sections shown or hidden in the same update: the update is diffed")
        #expect(fixture.view.screen == ["-1.0", "1.0", "2.0", "3.0", "4.0", "100.1", "101.0"])
        #expect(fixture.log.entries.isEmpty, "no diagnostics: \(fixture.log.entries)")
    }

    @Test func moreEditsThanTheListRecordsAreDiffed() {
        let fixture = KindFixture<TableViewKind>()
        let list = RecordingList((0..<10).map { Counted($0) })
        let binder = fixture.plain()
        binder.onTable().bind(cellType: TextCell.self, models: list)
            .onDequeue { _, cell, model in cell.text = model.label }
        binder.finish()
        Counted.idReads = 0
        for key in 0...RecordingList<Counted>.recordedEditLimit { list.append(Counted(100 + key)) }
        fixture.flush()
        #expect(Counted.idReads > 0, "past the limit the edits are not kept: the update diffs")
        #expect(fixture.view.numberOfRows(inSection: 0) == list.count)
    }

    @Test func aCellProviderMakesTheCellsOfARecordingList() {
        let fixture = KindFixture<TableViewKind>()
        let list = RecordingList(["a", "b"])
        let binder = fixture.plain()
        binder.onTable().bind(cellProvider: { dequeuer, _, model in
            let cell = dequeuer.dequeue(TextCell.self)
            cell.text = "\(model)"
            return cell
        }, models: list)
        binder.finish()
        list.insert("z", at: 1)
        fixture.flush()
        #expect(fixture.view.screen == ["a", "z", "b"])
    }

    // MARK: Lists per section

    /// The chain forms that bind a recording list per section (or a view-model list), each beside the same form with
    /// an array by closure.
    enum RecordingForm: CaseIterable, Sendable {
        case cellTypeModels, cellProviderModels, cellTypeViewModels
    }

    @Test(arguments: eachKind(RecordingForm.allCases.flatMap { form in [1, 2, 3, 4].map { (form, $0) } }))
    func randomEditsOfListsPerSectionShowWhatArraysBoundByClosureShow(kind: ViewKind, input: (RecordingForm, Int)) {
        randomEditsOfListsPerSectionShowWhatArraysBoundByClosureShow(kind.type, form: input.0, seed: UInt64(input.1))
    }
    private func randomEditsOfListsPerSectionShowWhatArraysBoundByClosureShow<K: HeadlessKind>(
        _: K.Type, form: RecordingForm, seed: UInt64
    ) {
        typealias Card = CardCell.ViewModel
        var random = SeededRandom(seed: seed)
        // Keys from a small range now and then: some rows share an identity, within a section and across sections.
        var nextKey = 0
        func newCard() -> Card {
            nextKey += 1
            let key = Int.random(in: 0...3, using: &random) == 0 ? nextKey % 7 : 100 + nextKey
            return Card(id: "\(key)", title: "\(key).0")
        }
        let sections: [Section] = [.first, .second, .third]
        var arrays: [Section: [Card]] = [:]
        for section in sections { arrays[section] = (0..<Int.random(in: 0...6, using: &random)).map { _ in newCard() } }
        let lists = arrays.mapValues { RecordingList($0) }
        let recorded = KindFixture<K>(rows: 300), diffed = KindFixture<K>(rows: 300)
        let recordedBinder = recorded.sectioned(Section.self), diffedBinder = diffed.sectioned(Section.self)
        switch form {
        case .cellTypeModels:
            recordedBinder.onSections(sections).bind(cellType: K.Text.self, models: lists)
                .onDequeue { _, _, cell, card in cell.text = card.title }
            diffedBinder.onSections(sections).bind(cellType: K.Text.self, models: { arrays })
                .onDequeue { _, _, cell, card in cell.text = card.title }
        case .cellProviderModels:
            // The cell shows its section, so that a provider handed the wrong section shows it.
            func provider(_ dequeuer: CellDequeuer, _ section: Section, _ row: Int, _ card: Card) -> AnyObject {
                let cell = dequeuer.dequeue(K.Text.self)
                cell.text = "\(section):\(card.title)"
                return cell
            }
            recordedBinder.onSections(sections).bind(cellProvider: provider, models: lists)
            diffedBinder.onSections(sections).bind(cellProvider: provider, models: { arrays })
        case .cellTypeViewModels:
            recordedBinder.onSections(sections).bind(cellType: K.Card.self, viewModels: lists)
            diffedBinder.onSections(sections).bind(cellType: K.Card.self, viewModels: { arrays })
        }
        recordedBinder.displayedSections = sections
        diffedBinder.displayedSections = sections
        recordedBinder.finish()
        diffedBinder.finish()

        for step in 0..<80 {
            // A few edits, coalesced into one update, in one section or several; the same on both.
            for _ in 0..<Int.random(in: 1...4, using: &random) {
                let section = sections[Int.random(in: 0..<3, using: &random)]
                let list = lists[section]!
                let count = arrays[section]!.count
                switch Int.random(in: 0..<6, using: &random) {
                case 0, 1:
                    guard count < 40 else { fallthrough }
                    let card = newCard(), row = Int.random(in: 0...count, using: &random)
                    list.insert(card, at: row)
                    arrays[section]!.insert(card, at: row)
                case 2:
                    guard count > 0 else { continue }
                    let row = Int.random(in: 0..<count, using: &random)
                    list.remove(at: row)
                    arrays[section]!.remove(at: row)
                case 3:
                    guard count > 0 else { continue }
                    let from = Int.random(in: 0..<count, using: &random), to = Int.random(in: 0..<count, using: &random)
                    list.move(from: from, to: to)
                    arrays[section]!.insert(arrays[section]!.remove(at: from), at: to)
                case 4:
                    // A row taken to another section: a delete and an insert in the lists, a move to the diff.
                    guard count > 0 else { continue }
                    let other = sections[Int.random(in: 0..<3, using: &random)]
                    let row = Int.random(in: 0..<count, using: &random)
                    let card = list.remove(at: row)!
                    arrays[section]!.remove(at: row)
                    let to = Int.random(in: 0...arrays[other]!.count, using: &random)
                    lists[other]!.insert(card, at: to)
                    arrays[other]!.insert(card, at: to)
                default:
                    guard count > 0 else { continue }
                    let row = Int.random(in: 0..<count, using: &random)
                    var card = arrays[section]![row]
                    card.title += "'"
                    list.replace(at: row, with: card)
                    arrays[section]![row] = card
                }
            }
            if Int.random(in: 0..<6, using: &random) == 0 { recordedBinder.refresh() }  // a refresh with no edit in it
            diffedBinder.refresh()
            recorded.flush()
            diffed.flush()
            #expect(sections.allSatisfy { lists[$0]!.elements == arrays[$0]! }, "seed \(seed), step \(step)")
            #expect(recorded.view.screen == diffed.view.screen,
                    "seed \(seed), step \(step): the recording lists' screen is the arrays' (\(form))")
            let shown = sections.flatMap { section in
                arrays[section]!.map { form == .cellProviderModels ? "\(section):\($0.title)" : $0.title }
            }
            #expect(recorded.view.screen == shown, "seed \(seed), step \(step): the screen shows the data (\(form))")
        }
        #expect(recorded.log.entries.isEmpty, "no diagnostics: \(recorded.log.entries)")
    }

    @Test func listsPerSectionUpdateFromTheirEditsWithoutReadingAnIdentity() {
        let fixture = KindFixture<TableViewKind>(rows: 30)
        let binder = fixture.sectioned(Section.self)
        let lists = [Section.first: RecordingList((0..<5).map { Counted($0) }), .third: RecordingList([Counted(100)])]
        binder.onSections(.first, .third).bind(cellType: TextCell.self, models: lists)
            .onDequeue { _, _, cell, model in cell.text = model.label }
        binder.displayedSections = [.first, .third]
        binder.finish()
        Counted.idReads = 0
        Counted.comparisons = 0

        lists[.first]!.insert(Counted(-1), at: 1)
        lists[.third]!.append(Counted(101))
        lists[.third]!.replace(at: 0, with: Counted(100, 1))
        fixture.flush()
        #expect(Counted.idReads == 0 && Counted.comparisons == 0,
                "two lists' edits in one update: made from the edits (\(Counted.idReads) identities read)")
        #expect(fixture.batches.suffix(2) == [BatchUpdate(itemInserts: [path(1, 0), path(1, 1)]),
                                              BatchUpdate(itemReconfigures: [path(0, 1)])], "\(fixture.batches)")
        #expect(fixture.view.screen == ["0.0", "-1.0", "1.0", "2.0", "3.0", "4.0", "100.1", "101.0"])

        // An edit out of range in one of the lists is reported, and the view keeps showing the lists.
        lists[.third]!.remove(at: 7)
        fixture.flush()
        #expect(fixture.log.warnings.count == 1 && fixture.log.warnings[0].contains("RecordingList.remove(at:) was given index 7"),
                "\(fixture.log.entries)")
        #expect(fixture.view.screen == ["0.0", "-1.0", "1.0", "2.0", "3.0", "4.0", "100.1", "101.0"])
    }

    @Test func aViewModelListUpdatesItsCellsFromItsEdits() {
        let fixture = KindFixture<TableViewKind>()
        let list = RecordingList([CardCell.ViewModel(id: "a", title: "A"), CardCell.ViewModel(id: "b", title: "B")])
        let binder = fixture.plain()
        binder.onTable().bind(cellType: CardCell.self, viewModels: list)
        binder.finish()
        list.insert(CardCell.ViewModel(id: "z", title: "Z"), at: 1)
        list.replace(at: 0, with: CardCell.ViewModel(id: "a", title: "A2"))
        fixture.flush()
        #expect(fixture.batches.suffix(2) == [BatchUpdate(itemInserts: [path(1, 0)]), BatchUpdate(itemReconfigures: [path(0, 0)])],
                "the batches made from the edits: \(fixture.batches)")
        #expect(fixture.view.screen == ["A2", "Z", "B"])
    }

    // MARK: Wrong edits

    /// A table that shows `list`'s models by their labels, finished, and its binder (which the caller keeps: a list
    /// whose binder is gone is bound to none).
    private func table(showing list: RecordingList<Counted>) -> (KindFixture<TableViewKind>, AnyObject) {
        let fixture = KindFixture<TableViewKind>()
        let binder = fixture.plain()
        binder.onTable().bind(cellType: TextCell.self, models: list)
            .onDequeue { _, cell, model in cell.text = model.label }
        binder.finish()
        return (fixture, binder)
    }

    @Test func anIndexOutOfRangeIsReportedAndTheEditIgnored() {
        let list = RecordingList([Counted(1), Counted(2)])
        let (fixture, binder) = table(showing: list)
        let batches = fixture.batches.count

        list.insert(Counted(3), at: 5)
        #expect(list.remove(at: -1) == nil)
        list.move(from: 0, to: 2)
        list.replace(at: 2, with: Counted(9))
        fixture.flush()
        #expect(fixture.log.errors.isEmpty, "a wrong edit is the data's problem: a warning")
        #expect(fixture.log.warnings == [
            "RecordingList.insert(_:at:) was given index 5, but the list has 2 elements: use an index in 0...2. The edit is ignored; the view keeps showing the list.",
            "RecordingList.remove(at:) was given index -1, but the list has 2 elements: use an index in 0..<2. The edit is ignored; the view keeps showing the list.",
            "RecordingList.move(from:to:) was given index 2, but the list has 2 elements: use an index in 0..<2. The edit is ignored; the view keeps showing the list.",
            "RecordingList.replace(at:with:) was given index 2, but the list has 2 elements: use an index in 0..<2. The edit is ignored; the view keeps showing the list.",
        ], "each wrong edit is reported once, naming the method, the index and the valid range")
        #expect(list.elements == [Counted(1), Counted(2)] && fixture.view.screen == ["1.0", "2.0"])
        #expect(fixture.batches.count == batches, "nothing to show")
        list.append(Counted(3))
        fixture.flush()
        #expect(fixture.view.screen == ["1.0", "2.0", "3.0"], "later edits show as usual")
        withExtendedLifetime(binder) {}
    }

    @Test func aDifferenceThatDoesNotFitIsReportedAndNothingApplied() {
        let list = RecordingList([Counted(1), Counted(2)])
        let (fixture, binder) = table(showing: list)
        let batches = fixture.batches.count

        // Made from other data: three elements removed from a list of two; an insertion past the result's end.
        let removesTooMany = [Counted(9)].difference(from: [Counted(1), Counted(2), Counted(3)])
        let insertsPastTheEnd = CollectionDifference([.insert(offset: 3, element: Counted(7), associatedWith: nil)])!
        #expect(!list.apply(removesTooMany) && !list.apply(insertsPastTheEnd))
        fixture.flush()
        #expect(fixture.log.errors.isEmpty, "a difference that does not fit is the data's problem: a warning")
        #expect(fixture.log.warnings == [
            "RecordingList.apply(_:) was given a difference that does not fit the list of 2 elements: it removes the element at offset 2, outside the list's 0..<2. Nothing is applied; the view keeps showing the list.",
            "RecordingList.apply(_:) was given a difference that does not fit the list of 2 elements: it inserts at offset 3, outside the result's 0..<3. Nothing is applied; the view keeps showing the list.",
        ], "each reported once, with the offset and the valid range")
        #expect(list.elements == [Counted(1), Counted(2)] && fixture.view.screen == ["1.0", "2.0"], "nothing applied")
        #expect(fixture.batches.count == batches, "nothing to show")

        // One that fits is edits like any other: two deletes and an insert, made without a diff.
        Counted.idReads = 0
        #expect(list.apply([Counted(3)].difference(from: list.elements)))
        fixture.flush()
        #expect(Counted.idReads == 0, "no identity read: the update is made from the edits")
        #expect(fixture.batches.count == batches + 1 && fixture.batches.last
                    == BatchUpdate(itemDeletes: [path(0, 0), path(1, 0)], itemInserts: [path(0, 0)]), "\(fixture.batches)")
        #expect(fixture.view.screen == ["3.0"])

        // Unbound, a difference that does not fit only returns false, as `Array.applying(_:)` returns nil.
        let unbound = RecordingList([1, 2])
        #expect(!unbound.apply([Int]().difference(from: [1, 2, 3])) && unbound.elements == [1, 2])
        withExtendedLifetime(binder) {}
    }

    // MARK: The list itself

    @Test func theListKeepsItsElementsAcrossChunks() {
        let list = RecordingList(0..<3_000)
        var array = Array(0..<3_000)
        var random = SeededRandom(seed: 7)
        for _ in 0..<2_000 {
            let row = Int.random(in: 0..<array.count, using: &random)
            switch Int.random(in: 0..<4, using: &random) {
            case 0: list.insert(-row, at: row); array.insert(-row, at: row)
            case 1: list.remove(at: row); array.remove(at: row)
            case 2: let to = Int.random(in: 0..<array.count, using: &random); list.move(from: row, to: to); array.insert(array.remove(at: row), at: to)
            default: list.replace(at: row, with: row * 7); array[row] = row * 7
            }
        }
        for _ in 0..<3_000 { list.append(1) ; array.append(1) }
        #expect(list.elements == array && Array(list) == array && list.count == array.count)
        #expect(list[1234] == array[1234] && list[array.count - 1] == 1)
    }

    @Test func theListKeepsItsElementsAsChunksAndNodesSplitAndEmpty() {
        // Two nodes of chunks, the second one chunk short of full: inserts near the end split its chunks until it
        // splits too; removes near the end then empty chunks and a node.
        let list = RecordingList(0..<130_048)
        var array = Array(0..<130_048)
        var random = SeededRandom(seed: 11)
        for value in 0..<70_000 {
            let row = array.count - Int.random(in: 0..<3_000, using: &random)
            list.insert(-value, at: row)
            array.insert(-value, at: row)
        }
        #expect(list.elements == array, "after the inserts")
        for _ in 0..<120_000 {
            let row = array.count - 1 - Int.random(in: 0..<min(3_000, array.count), using: &random)
            list.remove(at: row)
            array.remove(at: row)
        }
        #expect(list.elements == array && Array(list) == array, "after the removes")
        #expect([0, 999, 40_000, array.count - 1].allSatisfy { list[$0] == array[$0] })
    }
}
