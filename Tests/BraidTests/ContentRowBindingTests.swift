import Braid
import BraidTesting
import Testing

#if canImport(Combine)
import Combine
#else
import OpenCombine
#endif

/// Rows described by content on the chain (`bind(content:models:)`): each row shows its model's content in the host's
/// content cell, identified by the model and compared by the content — on a headless table and collection view, whose
/// every batch is validated.
@MainActor
@Suite("Content rows on the chain")
struct ContentRowBindingTests {
    /// A model with an identity and no equality: only its content can say that it changed.
    struct Alarm: Identifiable {
        var id: String
        var isOn = false
        var note = ""
        var content: RowContent { RowContent(text: id, accessories: [.toggle(isOn: isOn)]) }
    }

    enum Shelf: Int, TableViewSection, Comparable { case first, second }

    @Test(arguments: ViewKind.allCases)
    func eachRowShowsItsModelsContentInTheHostsContentCell(kind: ViewKind) { eachRowShows(kind.type) }
    private func eachRowShows<K: HeadlessKind>(_: K.Type) {
        let fixture = KindFixture<K>()
        let binder = fixture.plain()
        let people = [Person(name: "Ada", age: 36), Person(name: "Alan", age: 41)]
        K.onOnlySection(binder).bind(content: { RowContent(text: $0.name, secondaryText: "\($0.age)") }, models: people)
        binder.finish()
        #expect(fixture.view.screen == ["Ada | 36", "Alan | 41"], "\(fixture.kind): \(fixture.view.screen)")
        #expect(fixture.cell(0, 0) is any RowContentShowing, "the row is the host's content cell")
        #expect(fixture.log.entries.isEmpty, "\(fixture.log.entries)")
    }

    @Test(arguments: ViewKind.allCases)
    func onlyRowsWhoseContentChangedAreReconfiguredEvenForModelsThatAreNotEquatable(kind: ViewKind) {
        onlyChangedContentIsReconfigured(kind.type)
    }
    private func onlyChangedContentIsReconfigured<K: HeadlessKind>(_: K.Type) {
        let fixture = KindFixture<K>()
        let binder = fixture.plain()
        var alarms = ["6:00", "7:00", "8:00"].map { Alarm(id: $0) }
        K.onOnlySection(binder).bind(content: \.content, models: { alarms })
        binder.finish()
        let before = fixture.cell(1, 0)

        alarms[0].note = "weekdays"   // the model changed, its content did not
        binder.refresh()
        fixture.flush()
        #expect(fixture.batches.allSatisfy { $0.itemReconfigures.isEmpty && $0.itemReloads.isEmpty },
                "\(fixture.kind): an unchanged content is not touched: \(fixture.batches)")

        alarms[1].isOn = true
        binder.refresh()
        fixture.flush()
        #expect(fixture.batches.last == BatchUpdate(itemReconfigures: [path(1, 0)]),
                "\(fixture.kind): the changed row alone, in place: \(fixture.batches)")
        #expect(fixture.cell(1, 0) === before, "a reconfigure keeps the very cell")
        #expect(fixture.view.screen == ["6:00 [ ]", "7:00 [x]", "8:00 [ ]"], "\(fixture.view.screen)")

        alarms.insert(Alarm(id: "5:00"), at: 0)
        alarms.removeLast()
        binder.refresh()
        fixture.flush()
        #expect(fixture.batches.last == BatchUpdate(itemDeletes: [path(2, 0)], itemInserts: [path(0, 0)]),
                "identity is the model's: \(fixture.batches)")
    }

    /// A model with an identity and equality, part of which (`note`) its row does not show.
    struct Reading: Identifiable, Equatable {
        var id: Int
        var value = 0
        var note = ""
        var content: RowContent { RowContent(text: "\(id)", secondaryText: "\(value)") }
    }

    /// The models whose content a binding made, in order (a model's id each time its content is made).
    final class MadeContent<ID> { var ids: [ID] = [] }

    /// Binds `models` to `binder`'s only section as content rows (`\.content`), noting in the result each model whose
    /// content is made.
    private func bindCounting<K: HeadlessKind, Model: Identifiable>(
        _ binder: SectionlessBinder<K>, _ models: @escaping () -> [Model], content: @escaping (Model) -> RowContent
    ) -> MadeContent<Model.ID> {
        let made = MadeContent<Model.ID>()
        K.onOnlySection(binder).bind(content: { (model: Model) in
            made.ids.append(model.id)
            return content(model)
        }, models: models)
        binder.finish()
        return made
    }

    @Test(arguments: ViewKind.allCases)
    func theFirstDisplayMakesTheContentOfTheRowsShownOnly(kind: ViewKind) { firstDisplayIsLazy(kind.type) }
    private func firstDisplayIsLazy<K: HeadlessKind>(_: K.Type) {
        let fixture = KindFixture<K>()
        let binder = fixture.plain()
        let readings = (0..<10_000).map { Reading(id: $0) }
        let made = bindCounting(binder, { readings }, content: \.content)
        let shown = fixture.visiblePaths.map(\.item)
        #expect(!shown.isEmpty && fixture.numberOfItems(inSection: 0) == 10_000)
        #expect(made.ids.count == shown.count,
                "\(fixture.kind): content is made for the \(shown.count) rows shown, once each, not for 10,000")
        if made.ids.count == shown.count { #expect(Set(made.ids) == Set(shown), "\(fixture.kind): the rows shown") }
        #expect(fixture.view.screen.first == "0 | 0", "\(fixture.view.screen)")

        made.ids = []
        fixture.view.scroll(to: path(5_000, 0))
        #expect(made.ids.sorted() == fixture.visiblePaths.map(\.item).filter { !shown.contains($0) }.sorted(),
                "\(fixture.kind): scrolling makes the content of the rows that come into view")
    }

    @Test(arguments: ViewKind.allCases)
    func anUpdateOfEquatableModelsMakesTheContentOfTheChangedModelsOnly(kind: ViewKind) { equatableUpdate(kind.type) }
    private func equatableUpdate<K: HeadlessKind>(_: K.Type) {
        let fixture = KindFixture<K>()
        let binder = fixture.plain()
        var readings = (0..<10_000).map { Reading(id: $0) }
        let made = bindCounting(binder, { readings }, content: \.content)
        let shown = Set(fixture.visiblePaths.map(\.item))
        let before = fixture.cell(1, 0)

        made.ids = []
        for row in [1, 2_000, 9_999] { readings[row].value += 1 }   // content changed: one row shown, two not
        for row in [3, 7_000] { readings[row].note = "checked" }   // the models changed, their content did not
        binder.refresh()
        fixture.flush()
        #expect(fixture.batches == [BatchUpdate(itemReconfigures: [path(1, 0), path(2_000, 0), path(9_999, 0)])],
                "\(fixture.kind): exactly the rows whose content changed, in place: \(fixture.batches)")
        #expect(fixture.cell(1, 0) === before, "a reconfigure keeps the very cell")
        // Each changed model's content, old and new (5 × 2), and the shown row configured again (1).
        #expect(made.ids.count == 11 && Set(made.ids) == [1, 3, 2_000, 7_000, 9_999] && shown.contains(1),
                "\(fixture.kind): content made for the changed models only, not 10,000 rows")

        made.ids = []
        readings.insert(Reading(id: -1), at: 0)
        readings[5_001].value += 1
        readings.removeLast()
        binder.refresh()
        fixture.flush()
        #expect(fixture.batches.dropFirst() == [
            BatchUpdate(itemDeletes: [path(9_999, 0)], itemInserts: [path(0, 0)]),
            BatchUpdate(itemReconfigures: [path(5_001, 0)]),
        ], "\(fixture.kind): inserted, deleted, and the changed row reconfigured at its new path: \(fixture.batches)")
        #expect(made.ids.filter { $0 == 5_000 }.count == 2 && made.ids.count <= 2 + fixture.visiblePaths.count,
                "\(fixture.kind): the changed model's content, and the rows shown again")
    }

    @Test(arguments: ViewKind.allCases)
    func rowsOfModelsThatAreNotEquatableAreComparedByTheirContentEveryOne(kind: ViewKind) { contentCompared(kind.type) }
    private func contentCompared<K: HeadlessKind>(_: K.Type) {
        let fixture = KindFixture<K>()
        let binder = fixture.plain()
        var alarms = (0..<1_000).map { Alarm(id: "\($0)") }
        let made = bindCounting(binder, { alarms }, content: \.content)

        made.ids = []
        let changed = (0..<100).map { 20 + 9 * $0 }   // 100 rows, none of them shown
        for row in changed { alarms[row].isOn = true }
        for row in stride(from: 0, to: 1_000, by: 7) { alarms[row].note = "weekdays" }   // not shown: no change
        binder.refresh()
        fixture.flush()
        #expect(fixture.batches == [BatchUpdate(itemReconfigures: changed.map { path($0, 0) })],
                "\(fixture.kind): the 100 rows whose content changed, and only them: \(fixture.batches.map(\.changeCount))")
        #expect(made.ids.count == 2 * 1_000,
                "\(fixture.kind): without equality every row's content is compared, old and new: \(made.ids.count)")
    }

    @Test(arguments: ViewKind.allCases)
    func aToggleAndADetailButtonReachTheChainWithTheModel(kind: ViewKind) { togglesReachTheChain(kind.type) }
    private func togglesReachTheChain<K: HeadlessKind>(_: K.Type) {
        let fixture = KindFixture<K>()
        let binder = fixture.sectioned(Shelf.self)
        var heard: [String] = []
        var alarms: [Shelf: [Alarm]] = [.first: [Alarm(id: "6:00")], .second: [Alarm(id: "7:00"), Alarm(id: "8:00")]]
        binder.onSections(.first, .second)
            .bind(content: { alarm in
                var content = alarm.content
                content.accessories.append(.detailButton)
                return content
            }, models: { alarms })
            .onToggle { section, row, alarm, isOn in
                heard.append("\(section) \(row) \(alarm.id) \(isOn)")
                alarms[section]?[row].isOn = isOn
            }
            .onDetailButton { section, row, alarm in heard.append("detail \(section) \(row) \(alarm.id)") }
            .onTapped { section, row, _, alarm in heard.append("tapped \(section) \(row) \(alarm.id)") }
        binder.displayedSections = [.first, .second]
        binder.finish()

        let eight = fixture.cell(1, 1) as? any RowContentShowing
        #expect(eight?.flipToggle() == true)
        #expect(eight?.userTappedDetailButton() == true)
        fixture.tap(0, 0)
        #expect(heard == ["second 1 8:00 true", "detail second 1 8:00", "tapped first 0 6:00"], "\(heard)")
        binder.refresh()
        fixture.flush()
        // The snapshot still holds the content before the user's toggle: the row is configured again with what it
        // already shows (the cell stays).
        #expect(fixture.batches == [BatchUpdate(itemReconfigures: [path(1, 1)])], "\(fixture.batches)")
        #expect(fixture.cell(1, 1) === eight, "the toggled row keeps its cell")
        #expect(fixture.view.screen.contains("8:00 [x] ⓘ") || fixture.view.screen.contains("8:00 [x] (i)"),
                "\(fixture.view.screen)")
    }

    @Test func aCellTypesEventHandlerOnContentRowsAndAContentEventOnCellRowsAreReported() {
        let fixture = KindFixture<TableViewKind>()
        let binder = fixture.sectioned(Shelf.self)
        binder.onSection(.first).bind(content: { RowContent(text: $0) }, models: ["a"])
            .onEvent(from: ToggleCell.self) { _, _, _, _ in }
        #expect(fixture.log.errors.count == 1 && fixture.log.errors.first?.contains("onEvent(from: ToggleCell.self) names a cell type, but the chain's rows are content rows") == true,
                "\(fixture.log.errors)")
        // (On a chain of a cell type, onToggle does not compile; a cell provider's chain has no one cell type.)
        binder.onSection(.second).bind(cellProvider: { view, _, _ in view.dequeue(ToggleCell.self) }, models: ["b"])
            .onToggle { _, _, _ in }
        #expect(fixture.log.errors.count == 2 && fixture.log.errors.last?.contains("onToggle is a content row's event, but the chain's rows are cells a cell provider makes") == true,
                "\(fixture.log.errors)")
        // What is right is not reported: the content cell's own events on content rows, and a cell's on its rows.
        binder.onSection(.first).onEvent(from: HeadlessContentTableViewCell.self) { _, _, _ in }
        binder.onSection(.second).onEvent(from: ToggleCell.self) { _, _, _ in }
        #expect(fixture.log.errors.count == 2, "\(fixture.log.errors)")
    }

    @Test func anImageTheHostCannotShowIsReportedOnceForTheBinding() {
        let fixture = KindFixture<TableViewKind>()
        let binder = fixture.plain()
        binder.onTable().bind(content: { RowContent(text: $0, image: .system("star")) }, models: ["a", "b", "c"])
        binder.finish()
        #expect(fixture.view.screen == ["a", "b", "c"], "the rows show their text without the image")
        #expect(fixture.log.warnings.count == 1, "\(fixture.log.warnings)")
        #expect(fixture.log.warnings.first?.contains("cannot show the image 'star'") == true)
    }

    @Test func rowsFromAPublisherAndAnAsyncSequenceShowTheirLatestValue() async {
        let fixture = KindFixture<CollectionViewKind>()
        let binder = fixture.sectioned(Shelf.self)
        let subject = PassthroughSubject<[String], Never>()
        let (stream, continuation) = AsyncStream.makeStream(of: [Shelf: [String]].self)
        binder.onSection(.first).bind(content: { RowContent(text: $0) }, models: subject)
        binder.onSection(.second).bind(content: { (text: String) in RowContent(text: text.uppercased()) }, models: stream.map { $0[.second] ?? [] })
        binder.displayedSections = [.first, .second]
        binder.finish()
        subject.send(["x"])
        continuation.yield([.second: ["y"]])
        for _ in 0..<50 where fixture.numberOfItems(inSection: 1) == 0 {
            await Task.yield()
            fixture.flush()
        }
        fixture.flush()
        #expect(fixture.view.screen == ["x", "Y"], "\(fixture.view.screen)")
    }

    @Test(arguments: ViewKind.allCases)
    func headersAndFootersDescribedByContentShowInTheViewsContentView(kind: ViewKind) { headersAndFooters(kind.type) }
    private func headersAndFooters<K: HeadlessKind>(_: K.Type) {
        let fixture = KindFixture<K>()
        let binder = fixture.sectioned(Shelf.self)
        var count = 1
        binder.onSection(.first)
            .bind(content: { RowContent(text: $0) }, models: ["a"])
            .bind(headerContent: { HeaderFooterContent(text: "Alarms", secondaryText: "\(count)") })
        binder.onSections(.first, .second)
            .bind(footerContents: [.first: HeaderFooterContent(text: "end"), .second: nil])
        binder.onSection(.second).bind(content: { RowContent(text: $0) }, models: ["b"])
        binder.displayedSections = [.first, .second]
        binder.finish()
        #expect(fixture.view.screen == ["# Alarms | 1", "a", "## end", "b"], "\(fixture.kind): \(fixture.view.screen)")
        #expect(fixture.log.entries.isEmpty, "\(fixture.log.entries)")
        count = 2
        binder.refresh()
        fixture.flush()
        #expect(fixture.view.screen == ["# Alarms | 2", "a", "## end", "b"], "\(fixture.kind): \(fixture.view.screen)")
    }

    @Test func contentRowsTakeSwipeActionsAndContextMenusAsCellRowsDo() {
        let fixture = KindFixture<TableViewKind>()
        let binder = fixture.plain()
        var heard: [String] = []
        binder.onTable().bind(content: \.content, models: ["6:00", "7:00"].map { Alarm(id: $0) })
            .trailingSwipeActions { row, alarm in
                [SwipeAction(title: "Snooze") { done in heard.append("snooze \(row) \(alarm.id)"); done(true) }]
            }
            .contextMenu { row, _, alarm in
                ContextMenu(title: alarm.id, children: [.action(ContextMenuAction(title: "Skip") { heard.append("skip \(row) \(alarm.id)") })])
            }
        binder.finish()
        #expect(fixture.view.swipe(row: 1, section: 0).map(\.title) == ["Snooze"])
        #expect(fixture.view.performSwipeAction(titled: "Snooze", row: 1, section: 0) == true)
        let menu = fixture.view.contextMenu(row: 0, section: 0)
        #expect(menu?.title == "6:00", "the menu gets the content row's model")
        if case .action(let skip)? = menu?.children.first { skip.handler() }
        #expect(heard == ["snooze 1 7:00", "skip 0 6:00"], "\(heard)")
        #expect(fixture.log.entries.isEmpty, "\(fixture.log.entries)")
    }

    @Test func aCollectionsContentItemsTakeContextMenus() {
        let fixture = KindFixture<CollectionViewKind>()
        let binder = fixture.plain()
        binder.onCollection().bind(content: \.content, models: [Alarm(id: "6:00")])
            .contextMenu { _, _, alarm in ContextMenu(title: alarm.id, children: [.action(ContextMenuAction(title: "Skip") {})]) }
        binder.finish()
        #expect(fixture.view.contextMenu(item: 0, section: 0)?.title == "6:00", "\(fixture.log.entries) \(fixture.view.screen)")
    }

    @Test(arguments: ViewKind.allCases)
    func aContentRowIsDeletedByTheUserAsAnyRow(kind: ViewKind) { deleting(kind.type) }
    private func deleting<K: HeadlessKind>(_: K.Type) {
        let fixture = KindFixture<K>()
        let binder = fixture.plain()
        var alarms = ["6:00", "7:00", "8:00"].map { Alarm(id: $0) }
        var deleted: [String] = []
        K.onOnlySection(binder).bind(content: \.content, models: { alarms })
            .canEdit { _, _ in true }
            .onDelete { row, alarm in
                deleted.append(alarm.id)
                alarms.remove(at: row)
            }
        binder.finish()
        fixture.view.delete(path(1, 0))
        #expect(deleted == ["7:00"], "the handler gets the row's model: \(deleted)")
        let afterDelete = fixture.batches.count
        binder.refresh()
        fixture.flush()
        #expect(fixture.view.screen == ["6:00 [ ]", "8:00 [ ]"], "\(fixture.kind): \(fixture.view.screen)")
        #expect(fixture.batches.dropFirst(afterDelete).allSatisfy { $0.isEmpty },
                "the data and the screen already agree: nothing is applied twice: \(fixture.batches)")
    }

    @Test(arguments: ViewKind.allCases)
    func aRecordingListsEditsShowAsContentRowsEditedInPlace(kind: ViewKind) { recording(kind.type) }
    private func recording<K: HeadlessKind>(_: K.Type) {
        let fixture = KindFixture<K>()
        let binder = fixture.plain()
        let alarms = RecordingList(["6:00", "7:00"].map { Alarm(id: $0) })
        K.onOnlySection(binder).bind(content: \.content, models: alarms)
        binder.finish()
        let before = fixture.cell(0, 0)
        let shown = fixture.batches.count
        alarms.replace(at: 0, with: Alarm(id: "6:00", isOn: true))
        alarms.append(Alarm(id: "8:00"))
        fixture.flush()
        let edits = fixture.batches.dropFirst(shown)
        #expect(edits.flatMap(\.itemInserts) == [path(2, 0)] && edits.flatMap(\.itemReconfigures) == [path(0, 0)]
                && edits.allSatisfy { $0.itemReloads.isEmpty && $0.itemDeletes.isEmpty },
                "\(fixture.kind): the list's edits, the replaced row in place: \(edits)")
        #expect(fixture.cell(0, 0) === before, "a reconfigure keeps the cell")
        #expect(fixture.view.screen == ["6:00 [x]", "7:00 [ ]", "8:00 [ ]"], "\(fixture.view.screen)")
    }

    @Test func aRecordingListDiffedAfterAllComparesItsContentRowsByTheirContent() {
        let fixture = Fixture()
        let binder = fixture.sectioned(Shelf.self)
        let alarms = RecordingList(["6:00", "7:00", "8:00"].map { Alarm(id: $0) })
        binder.onSection(.first).bind(content: \.content, models: alarms)
        binder.onSection(.second).bind(content: { (text: String) in RowContent(text: text) }, models: ["other"])
        binder.displayedSections = [.first]
        binder.finish()

        alarms.replace(at: 0, with: Alarm(id: "6:00", note: "weekdays"))   // the model replaced, its content the same
        alarms.replace(at: 1, with: Alarm(id: "7:00", isOn: true))         // its content changed
        binder.displayedSections = [.first, .second]                       // the sections changed: diffed, not replayed
        fixture.flush()
        #expect(fixture.batches.flatMap(\.itemReconfigures) == [path(1, 0)] && fixture.batches.flatMap(\.itemReloads).isEmpty,
                "the row whose content changed, and only it, though Alarm has no equality: \(fixture.batches)")
        #expect(fixture.table.screen == ["6:00 [ ]", "7:00 [x]", "8:00 [ ]", "other"], "\(fixture.table.screen)")
    }

    /// A model with an identity and no equality, part of which (`note`) its row does not show.
    struct Gauge: Identifiable {
        var id: Int
        var value = 0
        var note = 0
        var content: RowContent { RowContent(text: "\(id)", secondaryText: "\(value)") }
    }

    @Test(arguments: [false, true])
    func randomUpdatesShowEveryRowsContentAndReconfigureExactlyTheRowsWhoseContentChanged(equatable: Bool) {
        if equatable {
            randomUpdates { Reading(id: $0, value: $1, note: "\($2)") } as: { ($0.id, $0.value) }
        } else {
            randomUpdates { Gauge(id: $0, value: $1, note: $2) } as: { ($0.id, $0.value) }
        }
    }

    /// 30 rounds of random edits to 150 models made by `make(id, value, note)` — content changed, only the note
    /// changed, inserted, deleted, moved — each refreshed on a table that shows every row; `shown` reads a model's id
    /// and shown value.
    private func randomUpdates<Model: Identifiable>(
        _ make: @escaping (Int, Int, Int) -> Model, as shown: @escaping (Model) -> (id: Int, value: Int),
        sourceLocation: SourceLocation = #_sourceLocation
    ) {
        var random = SeededRandom(seed: 49)
        let fixture = Fixture(rows: 400)
        let binder = fixture.plain()
        var models = (0..<150).map { make($0, 0, 0) }
        var nextID = 150
        binder.onTable().bind(content: { RowContent(text: "\(shown($0).id)", secondaryText: "\(shown($0).value)") },
                              models: { models })
        binder.finish()
        for round in 0..<30 {
            let old = models.map(shown)
            for _ in 0..<(1 + random.next(below: 8)) {
                let row = random.next(below: models.count)
                let (id, value) = shown(models[row])
                switch random.next(below: 5) {
                case 0: models[row] = make(id, value + 1, 0)
                case 1: models[row] = make(id, value, round + 1)
                case 2: models.insert(make(nextID, 0, 0), at: row); nextID += 1
                case 3 where models.count > 1: models.remove(at: row)
                default: models.insert(models.remove(at: row), at: random.next(below: models.count))
                }
            }
            let before = fixture.batches.count
            binder.refresh()
            fixture.flush()
            let new = models.map(shown)
            let oldValues = Dictionary(uniqueKeysWithValues: old.map { ($0.id, $0.value) })
            let changed = Set(new.filter { row in oldValues[row.id].map { $0 != row.value } ?? false }.map(\.id))
            let batches = fixture.batches.dropFirst(before)
            let updated = Set(batches.flatMap(\.itemReconfigures).map { new[$0.item].id }
                              + batches.flatMap(\.itemReloads).map { old[$0.item].id })
            #expect(updated == changed, "round \(round): rows updated \(updated.sorted()), content changed \(changed.sorted())",
                    sourceLocation: sourceLocation)
            #expect(fixture.table.screen == new.map { "\($0.id) | \($0.value)" }, "round \(round): every row shows its content",
                    sourceLocation: sourceLocation)
        }
        #expect(fixture.table.errors.isEmpty && fixture.log.entries.isEmpty, "\(fixture.log.entries)", sourceLocation: sourceLocation)
    }

    @Test func aToggleTheHandlerRefusesStaysAsTheUserSetItUntilTheContentChanges() {
        let fixture = KindFixture<TableViewKind>()
        let binder = fixture.plain()
        var alarms = [Alarm(id: "6:00")]
        binder.onTable().bind(content: \.content, models: { alarms }).onToggle { _, _, _ in }
        binder.finish()
        let cell = fixture.cell(0, 0) as? any RowContentShowing
        #expect(cell?.flipToggle() == true)
        binder.refresh()
        fixture.flush()
        #expect(fixture.view.screen == ["6:00 [x]"], "the content the binder made last did not change: \(fixture.view.screen)")
        alarms[0].note = "refused"
        alarms[0].isOn = true
        binder.refresh()
        fixture.flush()
        alarms[0].isOn = false
        binder.refresh()
        fixture.flush()
        #expect(fixture.view.screen == ["6:00 [ ]"], "a change of content shows the model's: \(fixture.view.screen)")
    }
}
