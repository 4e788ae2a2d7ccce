import Braid
import BraidTesting
import Foundation
import Testing

/// A model that is not `Sendable` (a class with mutable state): its sections are always diffed on the main actor.
final class Account: Identifiable, Equatable {
    let id: Int
    var balance: Int
    init(id: Int, balance: Int = 0) {
        self.id = id
        self.balance = balance
    }
    static func == (a: Account, b: Account) -> Bool { a.id == b.id && a.balance == b.balance }
}

/// Large updates of ``OffMainActorDiffable`` models are diffed off the main actor: the main actor only reads the bindings and
/// applies the finished batches, one diff at a time, in order, never against a screen they were not computed for.
///
/// The tests drive the two sides by hand through ``ManualUpdateScheduler``: `runMainActorWork()` runs the main
/// actor's turns (reading the bindings, applying results), `runOffMainActorWork(_:)` the diffs.
@MainActor
@Suite("Diffing off the main actor")
struct OffMainActorDiffTests {
    /// The five data-binding methods, each bound from a closure (the array, publisher and async-sequence forms
    /// reach the same overloads; they are covered by the source test below).
    enum Method: String, CaseIterable, CustomTestStringConvertible, Sendable {
        case cellType, viewModels, mappedToViewModels, cellProvider, content
        var testDescription: String { rawValue }
        /// Content rows are compared by the content the app's closure makes, which is main-actor code: their diff stays
        /// on the main actor, whatever the models.
        var comparesOnMainActor: Bool { self == .content }
    }

    /// A table of people bound by `method` in `scope`, diffed off the main actor from the first row on.
    private func bind(_ method: Method, _ scope: Scope, _ fixture: Fixture, _ people: @escaping () -> [Person])
        -> SectionedTableViewBinder<Section>
    {
        let binder = fixture.sectioned(Section.self)
        binder.offMainActorDiffThreshold = 0
        let models = { [Section.first: people()] }
        let card = { (person: Person) in CardCell.ViewModel(id: person.name, title: person.label) }
        switch (method, scope) {
        case (.cellType, .single):
            binder.onSection(.first).bind(cellType: TextCell.self, models: people).onDequeue { _, cell, person in cell.text = person.label }
        case (.cellType, _):
            binder.onAllSections().bind(cellType: TextCell.self, models: models).onDequeue { _, _, cell, person in cell.text = person.label }
        case (.viewModels, .single):
            binder.onSection(.first).bind(cellType: CardCell.self, viewModels: { people().map(card) })
        case (.viewModels, _):
            binder.onAllSections().bind(cellType: CardCell.self, viewModels: { models().mapValues { $0.map(card) } })
        case (.mappedToViewModels, .single):
            binder.onSection(.first).bind(cellType: CardCell.self, models: people, mapToViewModels: card)
        case (.mappedToViewModels, _):
            binder.onAllSections().bind(cellType: CardCell.self, models: models, mapToViewModels: card)
        case (.cellProvider, .single):
            binder.onSection(.first).bind(cellProvider: { dequeuer, _, person in
                let cell = dequeuer.dequeue(TextCell.self)
                cell.text = person.label
                return cell
            }, models: people)
        case (.cellProvider, _):
            binder.onAllSections().bind(cellProvider: { dequeuer, _, _, person in
                let cell = dequeuer.dequeue(TextCell.self)
                cell.text = person.label
                return cell
            }, models: models)
        case (.content, .single):
            binder.onSection(.first).bind(content: { RowContent(text: $0.label) }, models: people)
        case (.content, _):
            binder.onAllSections().bind(content: { (person: Person) in RowContent(text: person.label) }, models: models)
        }
        binder.displayedSections = [.first]
        return binder
    }

    @Test(arguments: Method.allCases, [Scope.single, .all])
    func aSendableModelsDiffRunsOffTheMainActorAndItsBatchIsAppliedOnIt(method: Method, scope: Scope) {
        let fixture = Fixture()
        var people = ["A", "B", "C"].map { Person(name: $0) }
        let binder = bind(method, scope, fixture, { people })
        binder.finish()

        people.remove(at: 0)
        people.append(Person(name: "D"))
        binder.refresh()
        fixture.scheduler.runMainActorWork()
        if method.comparesOnMainActor {
            #expect(fixture.scheduler.pendingOffMainActorWork == 0, "\(method): compared where its closure runs, at once")
            #expect(fixture.batches == [BatchUpdate(itemDeletes: [path(0, 0)], itemInserts: [path(2, 0)])])
            #expect(fixture.table.screen == ["B", "C", "D"] && !fixture.scheduler.hasPendingWork)
            return
        }
        #expect(fixture.scheduler.pendingOffMainActorWork == 1, "\(method): the diff waits for another thread")
        #expect(fixture.table.screen == ["A", "B", "C"] && fixture.batches.isEmpty, "nothing changes before the diff is done")

        fixture.scheduler.runOffMainActorWork()
        #expect(fixture.table.screen == ["A", "B", "C"], "the diff's result is applied on the main actor, not where it ran")

        fixture.scheduler.runMainActorWork()
        #expect(fixture.batches == [BatchUpdate(itemDeletes: [path(0, 0)], itemInserts: [path(2, 0)])])
        #expect(fixture.table.screen == ["B", "C", "D"])
        #expect(!fixture.scheduler.hasPendingWork)
    }

    /// The same table bound by `method` in `scope` through the `updatedBy:` form, whose callback it returns.
    private func bindUpdatedBy(_ method: Method, _ scope: Scope, _ fixture: Fixture, _ people: @escaping () -> [Person])
        -> (SectionedTableViewBinder<Section>, () -> Void)
    {
        let binder = fixture.sectioned(Section.self)
        binder.offMainActorDiffThreshold = 0
        var update: () -> Void = {}
        let models = { [Section.first: people()] }
        let card = { (person: Person) in CardCell.ViewModel(id: person.name, title: person.label) }
        switch (method, scope) {
        case (.cellType, .single):
            binder.onSection(.first).bind(cellType: TextCell.self, models: people, updatedBy: &update)
                .onDequeue { _, cell, person in cell.text = person.label }
        case (.cellType, _):
            binder.onAllSections().bind(cellType: TextCell.self, models: models, updatedBy: &update)
                .onDequeue { _, _, cell, person in cell.text = person.label }
        case (.viewModels, .single):
            binder.onSection(.first).bind(cellType: CardCell.self, viewModels: { people().map(card) }, updatedBy: &update)
        case (.viewModels, _):
            binder.onAllSections().bind(cellType: CardCell.self, viewModels: { models().mapValues { $0.map(card) } },
                                        updatedBy: &update)
        case (.mappedToViewModels, .single):
            binder.onSection(.first).bind(cellType: CardCell.self, models: people, mapToViewModels: card, updatedBy: &update)
        case (.mappedToViewModels, _):
            binder.onAllSections().bind(cellType: CardCell.self, models: models, mapToViewModels: card, updatedBy: &update)
        case (.cellProvider, .single):
            binder.onSection(.first).bind(cellProvider: { dequeuer, _, person in
                let cell = dequeuer.dequeue(TextCell.self)
                cell.text = person.label
                return cell
            }, models: people, updatedBy: &update)
        case (.cellProvider, _):
            binder.onAllSections().bind(cellProvider: { dequeuer, _, _, person in
                let cell = dequeuer.dequeue(TextCell.self)
                cell.text = person.label
                return cell
            }, models: models, updatedBy: &update)
        case (.content, .single):
            binder.onSection(.first).bind(content: { RowContent(text: $0.label) }, models: people, updatedBy: &update)
        case (.content, _):
            binder.onAllSections().bind(content: { (person: Person) in RowContent(text: person.label) }, models: models,
                                        updatedBy: &update)
        }
        binder.displayedSections = [.first]
        return (binder, update)
    }

    @Test(arguments: Method.allCases, [Scope.single, .all])
    func theUpdatedByFormOfSendableModelsIsDiffedOffTheMainActor(method: Method, scope: Scope) {
        let fixture = Fixture()
        var people = ["A", "B", "C"].map { Person(name: $0) }
        let (binder, update) = bindUpdatedBy(method, scope, fixture, { people })
        binder.finish()

        people.remove(at: 0)
        update()
        fixture.scheduler.runMainActorWork()
        #expect(fixture.scheduler.pendingOffMainActorWork == (method.comparesOnMainActor ? 0 : 1),
                "\(method) updatedBy: the diff waits for another thread (content rows: none, compared on the main actor)")
        fixture.scheduler.flush()
        #expect(fixture.table.screen == ["B", "C"] && fixture.batches == [BatchUpdate(itemDeletes: [path(0, 0)])])
    }

    @Test func everySourceFormOfSendableModelsIsDiffedOffTheMainActor() async {
        let fixture = Fixture()
        let subject = PassthroughSubject<[Person], Never>()
        let (stream, continuation) = AsyncStream.makeStream(of: [Person].self)
        let binder = fixture.sectioned(Section.self)
        binder.offMainActorDiffThreshold = 0
        binder.onSection(.first).bind(cellType: TextCell.self, models: [Person(name: "array")])
            .onDequeue { _, cell, person in cell.text = person.name }
        binder.onSection(.second).bind(cellType: TextCell.self, models: subject)
            .onDequeue { _, cell, person in cell.text = person.name }
        binder.onSection(.third).bind(cellType: TextCell.self, models: stream)
            .onDequeue { _, cell, person in cell.text = person.name }
        binder.displayedSections = [.first, .second, .third]
        binder.finish()

        subject.send([Person(name: "published")])
        fixture.scheduler.runMainActorWork()
        #expect(fixture.scheduler.pendingOffMainActorWork == 1, "a publisher's models are diffed off the main actor")
        fixture.flush()
        continuation.yield([Person(name: "streamed")])
        while !fixture.scheduler.hasPendingWork { await Task.yield() }
        fixture.scheduler.runMainActorWork()
        #expect(fixture.scheduler.pendingOffMainActorWork == 1, "an async sequence's models are diffed off the main actor")
        fixture.flush()
        #expect(fixture.table.screen == ["array", "published", "streamed"])
        continuation.finish()
    }

    @Test func modelsThatAreNotSendableAreDiffedOnTheMainActor() {
        let fixture = Fixture()
        var accounts = [Account(id: 1), Account(id: 2)]
        let binder = fixture.plain()
        binder.offMainActorDiffThreshold = 0
        binder.onTable().bind(cellType: TextCell.self, models: { accounts })
            .onDequeue { _, cell, account in cell.text = "\(account.id)" }
        binder.finish()

        accounts.append(Account(id: 3))
        binder.refresh()
        fixture.scheduler.runMainActorWork()
        #expect(fixture.scheduler.pendingOffMainActorWork == 0, "a class with mutable state is never read on another thread")
        #expect(fixture.table.screen == ["1", "2", "3"], "the update was applied in the same turn")
    }

    /// `Sendable` alone is not enough: only the types that declare ``OffMainActorDiffable`` leave the main actor (the
    /// compiler cannot tell `Sendable` at run time). A large update kept on the main actor says why, once per section.
    @Test func contentRowsStayOnTheMainActorWithoutAWarningThatAConformanceCouldNotAnswer() {
        struct Plain: Identifiable, Sendable { let id: Int }
        let fixture = Fixture()
        var rows = [Plain(id: 1), Plain(id: 2)]
        let binder = fixture.plain()
        binder.offMainActorDiffThreshold = 4
        binder.onTable().bind(content: { RowContent(text: "\($0.id)") }, models: { rows })
        binder.finish()
        rows.append(Plain(id: 3))
        binder.refresh()
        fixture.scheduler.runMainActorWork()
        #expect(fixture.scheduler.pendingOffMainActorWork == 0 && fixture.table.screen == ["1", "2", "3"],
                "compared where the content closure runs, in the same turn")
        #expect(fixture.log.entries.isEmpty, "declaring Plain OffMainActorDiffable would not move it: \(fixture.log.entries)")
    }

    @Test func sendableModelsThatAreNotOffMainActorDiffableStayOnTheMainActorAndTheBinderSaysWhy() {
        struct Plain: Identifiable, Equatable, Sendable { let id: Int }
        let fixture = Fixture()
        var rows = [Plain(id: 1), Plain(id: 2)]
        var people = [Person(name: "a")]
        let binder = fixture.sectioned(Section.self)
        binder.offMainActorDiffThreshold = 4
        binder.onSection(.first).bind(cellType: TextCell.self, models: { rows }).onDequeue { _, cell, row in cell.text = "\(row.id)" }
        binder.onSection(.second).bind(cellType: TextCell.self, models: { people }).onDequeue { _, cell, person in cell.text = person.name }
        binder.displayedSections = [.first, .second]
        binder.finish()
        #expect(fixture.log.entries.isEmpty, "the first load is not diffed: \(fixture.log.entries)")

        rows.append(Plain(id: 3))  // 3 old rows and 4 new ones
        binder.refresh()
        fixture.scheduler.runMainActorWork()
        #expect(fixture.scheduler.pendingOffMainActorWork == 0, "one section's values keep the whole update on the main actor")
        #expect(fixture.table.screen == ["1", "2", "3", "a"], "the update was applied in the same turn")
        #expect(fixture.log.warnings == [
            "an update of 7 rows is diffed on the main actor: section first of the table holds Plain values, which are not OffMainActorDiffable. If Plain is Sendable, declare its conformance to OffMainActorDiffable so that large updates are diffed off the main actor.",
        ], "named once, for the section whose values are not OffMainActorDiffable (Person is)")

        rows.append(Plain(id: 4))
        people.append(Person(name: "b"))
        binder.refresh()
        fixture.flush()
        #expect(fixture.table.screen == ["1", "2", "3", "4", "a", "b"])
        #expect(fixture.log.entries.count == 1, "once per section: \(fixture.log.entries)")
    }

    @Test func aSmallUpdateKeptOnTheMainActorIsNotReported() {
        let fixture = Fixture()
        var accounts = [Account(id: 1)]
        let binder = fixture.plain()
        binder.offMainActorDiffThreshold = 4
        binder.onTable().bind(cellType: TextCell.self, models: { accounts }).onDequeue { _, cell, account in cell.text = "\(account.id)" }
        binder.finish()
        accounts.append(Account(id: 2))  // 1 + 2 rows: under the threshold, where diffing off the main actor begins
        binder.refresh()
        fixture.flush()
        #expect(fixture.table.screen == ["1", "2"])
        #expect(fixture.log.entries.isEmpty, "\(fixture.log.entries)")
        accounts.append(Account(id: 3))  // 2 + 3 rows
        binder.refresh()
        fixture.flush()
        #expect(fixture.log.entries.count == 1, "\(fixture.log.entries)")
    }

    @Test func anUpdateWithFewerRowsThanTheThresholdStaysOnTheMainActor() {
        let fixture = Fixture()
        var people = (0..<5).map { Person(name: "p\($0)") }
        let binder = fixture.plain()
        binder.offMainActorDiffThreshold = 11
        binder.onTable().bind(cellType: TextCell.self, models: { people }).onDequeue { _, cell, person in cell.text = person.name }
        binder.finish()

        people.append(Person(name: "p5"))  // 5 old rows and 6 new ones: 11, the threshold
        binder.refresh()
        fixture.scheduler.runMainActorWork()
        #expect(fixture.scheduler.pendingOffMainActorWork == 1, "11 rows reach the threshold")
        fixture.flush()

        binder.offMainActorDiffThreshold = 13
        people.removeLast()  // 6 + 5 = 11 < 13
        binder.refresh()
        fixture.scheduler.runMainActorWork()
        #expect(fixture.scheduler.pendingOffMainActorWork == 0, "a small update is diffed at once")
        #expect(fixture.table.screen == (0..<5).map { "p\($0)" })
        #expect(SectionedTableViewBinder<Section>.defaultOffMainActorDiffThreshold > 0)
    }

    @Test func changesWhileADiffRunsJoinTheNextUpdate() {
        let fixture = Fixture()
        var people = ["A", "B"].map { Person(name: $0) }
        let binder = bind(.cellType, .single, fixture, { people })
        binder.finish()

        people.append(Person(name: "C"))
        binder.refresh()
        fixture.scheduler.runMainActorWork()   // the diff to A B C starts
        people.append(Person(name: "D"))
        binder.refresh()
        people[0].age = 31
        binder.refresh()
        fixture.scheduler.runMainActorWork()
        #expect(fixture.scheduler.pendingOffMainActorWork == 1, "one diff in flight at a time: the changes wait")

        fixture.scheduler.runOffMainActorWork()
        fixture.scheduler.runMainActorWork()   // A B C applied; the changes made meanwhile start the next diff
        #expect(fixture.table.screen == ["A", "B", "C"], "the first result shows the data it was computed from")
        #expect(fixture.scheduler.pendingOffMainActorWork == 1, "the changes made while it ran are the next diff")

        fixture.scheduler.runOffMainActorWork()
        fixture.scheduler.runMainActorWork()
        #expect(fixture.table.screen == ["A31", "B", "C", "D"])
        #expect(fixture.batches == [
            BatchUpdate(itemInserts: [path(2, 0)]),
            BatchUpdate(itemInserts: [path(3, 0)]),
            BatchUpdate(itemReconfigures: [path(0, 0)]),
        ], "both changes in one update (its reconfigure in a batch of its own), after the first")
        #expect(!fixture.scheduler.hasPendingWork)
    }

    @Test func aUserEditWhileADiffRunsDropsTheResultComputedForTheOldScreen() {
        let fixture = Fixture()
        var people = ["A", "B", "C"].map { Person(name: $0) }
        let binder = bind(.cellType, .single, fixture, { people })
        binder.onSection(.first).onDelete { row in people.remove(at: row) }
        binder.finish()

        people.append(Person(name: "D"))
        binder.refresh()
        fixture.scheduler.runMainActorWork()   // the diff A B C → A B C D starts
        fixture.table.delete(row: 0, section: 0)   // the user deletes A meanwhile; the handler updates the data
        #expect(fixture.table.screen == ["B", "C"])

        fixture.scheduler.runOffMainActorWork()
        fixture.scheduler.runMainActorWork()
        #expect(fixture.table.screen == ["B", "C"], "the stale result (which would insert at row 3 of a 2-row table) is dropped")
        fixture.flush()
        #expect(fixture.table.screen == ["B", "C", "D"])
        #expect(fixture.batches == [BatchUpdate(itemDeletes: [path(0, 0)]), BatchUpdate(itemInserts: [path(2, 0)])],
                "the delete, then D: nothing applied twice, no batch for a screen it was not computed for")
        #expect(fixture.log.entries.isEmpty, "\(fixture.log.entries)")
    }

    @Test func aBinderReleasedWithADiffInFlightIsFreedAndAppliesNothing() {
        let fixture = Fixture()
        weak var released: SectionedTableViewBinder<Section>?
        var people = ["A"].map { Person(name: $0) }
        do {
            let binder = bind(.cellType, .single, fixture, { people })
            binder.finish()
            people.append(Person(name: "B"))
            binder.refresh()
            fixture.scheduler.runMainActorWork()
            #expect(fixture.scheduler.pendingOffMainActorWork == 1)
            released = binder
        }
        #expect(released == nil, "the diff in flight does not keep the binder")
        fixture.flush()
        #expect(fixture.batches.isEmpty && fixture.table.screen == ["A"], "nothing is applied after the binder went")
    }

    /// Random data changes, refreshes, user deletes and completions of the diff in random order: one diff at a time,
    /// each result applied to the screen it was computed for (or dropped), every batch valid, and at rest the screen
    /// shows the data.
    @Test(arguments: [false, true])
    func randomInterleavingsOfChangesAndDiffsEndOnTheData(withUserDeletes: Bool) {
        var random = SeededRandom(seed: withUserDeletes ? 0x0FF_DE1E7E : 0x0FF_3A1)
        let fixture = Fixture(rows: 100)
        let binder = fixture.sectioned(Section.self)
        binder.offMainActorDiffThreshold = 0
        var data: [Section: [Person]] = [.first: [], .second: [], .third: []]
        binder.onAllSections()
            .bind(cellType: TextCell.self, models: { data })
            .onDequeue { _, _, cell, person in cell.text = person.label }
            // The data may have changed since the screen was drawn: delete by identity, as an app should.
            .onDelete { _, _, person in for section in Section.allCases { data[section]!.removeAll { $0.id == person.id } } }
        binder.sectionDisplayBehavior = .hidesSectionsWithNoCellData
        binder.finish()
        func screenOfData() -> [String] { Section.allCases.flatMap { data[$0]!.map(\.label) } }

        // The data each diff was started from, and whether the user edited the screen since (then its result,
        // computed for the screen before the edit, must be dropped): in flight, then finished but not yet applied.
        var inFlight: [(screen: [String], stale: Bool)] = []
        var finished: [(screen: [String], stale: Bool)] = []
        var applied = 0, dropped = 0
        for step in 0..<400 {
            switch random.next(below: withUserDeletes ? 6 : 5) {
            case 0, 1:
                var seen = Set<String>()
                let names = (0..<random.next(below: 14)).map { _ in "p\(random.next(below: 20))" }.filter { seen.insert($0).inserted }
                data = [.first: [], .second: [], .third: []]
                for name in names {
                    data[Section.allCases[random.next(below: 3)]]!.append(Person(name: name, age: 30 + random.next(below: 2)))
                }
                binder.refresh()
            case 2:
                let before = fixture.scheduler.pendingOffMainActorWork
                let screenBefore = fixture.table.screen
                let started = screenOfData()
                let applying = finished.isEmpty ? nil : finished.removeFirst()
                fixture.scheduler.runMainActorWork()
                if let applying {
                    if applying.stale {
                        dropped += 1
                        #expect(fixture.table.screen == screenBefore, "step \(step): a result computed before the user's edit is dropped")
                    } else {
                        applied += 1
                        #expect(fixture.table.screen == applying.screen, "step \(step): a result shows the data its diff started from")
                    }
                }
                if before == 0 && fixture.scheduler.pendingOffMainActorWork == 1 { inFlight.append((started, false)) }
            case 3:
                if fixture.scheduler.pendingOffMainActorWork == 1 {
                    fixture.scheduler.runOffMainActorWork(1)
                    finished.append(inFlight.removeFirst())
                }
            case 4:
                binder.refresh()
            default:
                if let (cell, _) = fixture.table.visibleCells.randomElement(using: &random) {
                    fixture.table.delete(row: cell.row, section: cell.section)
                    inFlight = inFlight.map { ($0.screen, true) }
                    finished = finished.map { ($0.screen, true) }
                }
            }
            #expect(fixture.scheduler.pendingOffMainActorWork <= 1, "step \(step): at most one diff in flight")
            #expect(inFlight.count == fixture.scheduler.pendingOffMainActorWork && finished.count <= 1,
                    "step \(step): the bookkeeping follows the scheduler")
        }
        fixture.flush()
        #expect(fixture.table.screen == screenOfData(), "at rest the screen shows the data")
        #expect(fixture.table.errors.isEmpty, "every batch passed UIKit's rules")
        #expect(applied > 10, "many diffs ran off the main actor and were applied (\(applied))")
        #expect(!withUserDeletes || dropped > 0, "some results were dropped after a user's delete (\(dropped))")
        #expect(fixture.log.entries.isEmpty, "\(fixture.log.entries)")
    }
}

/// The same on real threads: ``MainActorUpdateScheduler`` diffs in a detached task while the main actor goes on.
/// (Run under the thread sanitizer by `.ci/run`: `swift test --sanitize=thread --filter OffMainActor`.)
@MainActor
@Suite("Diffing off the main actor, on real threads")
struct OffMainActorThreadTests {
    /// Waits — letting the main actor run — until `done`, for at most about ten seconds.
    private func waitUntil(_ done: () -> Bool) async {
        for _ in 0..<2_000 where !done() {
            try? await Task.sleep(nanoseconds: 5_000_000)
        }
    }

    @Test func theMainActorKeepsRunningWhileALargeDiffRunsAndTheResultLandsInOrder() async {
        let table = HeadlessTableView(viewportSize: Size(width: 40, height: 10))
        let scheduler = GatedUpdateScheduler()
        let binder = SectionedTableViewBinder(tableView: table, sectionedBy: Section.self, scheduler: scheduler)
        var data: [Section: [Person]] = [:]
        func fill(_ round: Int) {
            for (index, section) in Section.allCases.enumerated() {
                data[section] = (0..<40_000).map { Person(name: "\(index)-\(($0 * 7 + round) % 40_000)") }
            }
        }
        fill(0)
        binder.onAllSections().bind(cellType: TextCell.self, models: { data })
            .onDequeue { _, _, cell, person in cell.text = person.name }
        binder.displayedSections = Section.allCases
        binder.finish()

        for round in 1...2 {
            fill(round)
            binder.refresh()
            await waitUntil { scheduler.offMainJobsStarted == round }
            // The diff of 240,000 rows waits on another thread: the main actor is free — it takes a tap and scrolls.
            #expect(table.screen.first == "0-\(round - 1)", "round \(round): the old data is shown while the diff runs")
            table.scroll(by: 3)
            #expect(table.screen.first == "0-\(21 + round - 1)", "round \(round): the main actor scrolled the table meanwhile")
            table.scroll(by: -3)
            scheduler.open()
            await waitUntil { table.screen.first == data[.first]!.first!.name }
            #expect(table.screen == data[.first]!.prefix(table.screen.count).map(\.name), "round \(round): the new data, in order")
        }
        #expect(table.errors.isEmpty)
    }

    @Test func manyRefreshesOnRealThreadsEndOnTheData() async {
        let table = HeadlessTableView(viewportSize: Size(width: 40, height: 50))
        let binder = TableViewBinder(tableView: table, scheduler: MainActorUpdateScheduler())
        binder.offMainActorDiffThreshold = 0
        var random = SeededRandom(seed: 0x7AB1E)
        var people: [Person] = []
        binder.onTable().bind(cellType: TextCell.self, models: { people }).onDequeue { _, cell, person in cell.text = person.label }
        binder.finish()
        for _ in 0..<60 {
            var seen = Set<String>()
            people = (0..<random.next(below: 40)).map { _ in "p\(random.next(below: 60))" }.filter { seen.insert($0).inserted }
                .map { Person(name: $0, age: 30 + random.next(below: 2)) }
            binder.refresh()
            if random.next(below: 3) == 0 { await Task.yield() }
        }
        await waitUntil { table.screen == people.map(\.label) }
        #expect(table.screen == people.map(\.label), "at rest the screen shows the last data")
        #expect(table.errors.isEmpty, "every batch passed UIKit's rules")
    }

    @Test func aBinderReleasedWhileItsDiffRunsIsFreed() async {
        let table = HeadlessTableView(viewportSize: Size(width: 40, height: 10))
        weak var released: TableViewBinder?
        let log = DiagnosticLog()
        do {
            let binder = TableViewBinder(tableView: table, scheduler: MainActorUpdateScheduler())
            binder.diagnosticHandler = log.record
            var people = (0..<100_000).map { Person(name: "\($0)") }
            binder.onTable().bind(cellType: TextCell.self, models: { people }).onDequeue { _, cell, person in cell.text = person.name }
            binder.finish()
            people.reverse()
            binder.refresh()
            await Task.yield()   // the update starts and hands its diff to another thread
            released = binder
        }
        #expect(released == nil, "the diff in flight does not keep the binder")
        let batches = table.appliedBatchCount
        try? await Task.sleep(nanoseconds: 300_000_000)
        #expect(table.appliedBatchCount == batches, "nothing is applied after the binder went")
        #expect(log.warnings.count == 1 && log.warnings.allSatisfy { $0.contains("a binder was freed while its table is on screen") },
                "the table outlived its binder on screen, which a turn later is reported: \(log.entries)")
    }
}

/// Records where instances of it were freed: a `Sendable` class a model can hold.
final class DeinitWitness: Sendable {
    /// How many instances were freed on the main queue (where the main actor runs) and elsewhere.
    static let counts = LockedCounts()
    /// A value only the main queue carries: the main actor runs on the main queue, not always on the main thread.
    static let mainQueueKey: DispatchSpecificKey<Bool> = {
        let key = DispatchSpecificKey<Bool>()
        DispatchQueue.main.setSpecific(key: key, value: true)
        return key
    }()
    deinit {
        let onMain = Thread.isMainThread || DispatchQueue.getSpecific(key: Self.mainQueueKey) == true
        Self.counts.withLock { onMain ? ($0.main += 1) : ($0.elsewhere += 1) }
    }
}

final class LockedCounts: @unchecked Sendable {
    private let lock = NSLock()
    private var counts = (main: 0, elsewhere: 0)
    func withLock<T>(_ body: (inout (main: Int, elsewhere: Int)) -> T) -> T {
        lock.lock()
        defer { lock.unlock() }
        return body(&counts)
    }
}

/// A model whose rows tell where they were freed.
struct WitnessedRow: Identifiable, Equatable, OffMainActorDiffable {
    let id: Int
    let witness = DeinitWitness()
    static func == (a: WitnessedRow, b: WitnessedRow) -> Bool { a.id == b.id }
}

extension OffMainActorThreadTests {
    @Test func theOldRowsOfAnUpdateDiffedElsewhereAreFreedElsewhereToo() async {
        let table = HeadlessTableView(viewportSize: Size(width: 40, height: 5))
        // The manual scheduler runs the diff on the main actor, so only the binder can send the old rows elsewhere.
        let scheduler = ManualUpdateScheduler()
        let binder = TableViewBinder(tableView: table, scheduler: scheduler)
        binder.offMainActorDiffThreshold = 0
        var rows = (0..<2_000).map { WitnessedRow(id: $0) }
        binder.onTable().bind(cellType: TextCell.self, models: { rows }).onDequeue { _, cell, row in cell.text = "\(row.id)" }
        binder.finish()
        _ = DeinitWitness.mainQueueKey
        let before = DeinitWitness.counts.withLock { $0 }

        rows = (0..<2_000).map { WitnessedRow(id: $0 + 1) }   // every old row goes with the old state
        binder.refresh()
        scheduler.flush()
        for _ in 0..<2_000 where DeinitWitness.counts.withLock({ $0.main + $0.elsewhere }) < before.main + before.elsewhere + 2_000 {
            try? await Task.sleep(nanoseconds: 5_000_000)
        }
        let after = DeinitWitness.counts.withLock { $0 }
        #expect(after.elsewhere - before.elsewhere == 2_000, "the 2,000 old rows were freed off the main thread")
        #expect(after.main == before.main, "none on the main thread: freeing grows with the rows")
        #expect(table.screen.first == "1")
    }
}
