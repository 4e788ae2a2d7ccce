import Braid
import BraidTesting
import Testing

/// Lets the main actor run other work (an async sequence's task) until `condition` holds.
@MainActor
func settle(until condition: () -> Bool, sourceLocation: SourceLocation = #_sourceLocation) async {
    for _ in 0..<1_000 where !condition() { await Task.yield() }
    #expect(condition(), "the condition never became true while the main actor ran other work", sourceLocation: sourceLocation)
}

/// Counts a publisher's live subscriptions.
@MainActor
final class SubscriptionCounter {
    var active = 0
    func counting<P: Publisher>(_ publisher: P) -> AnyPublisher<P.Output, P.Failure> {
        publisher.handleEvents(
            receiveSubscription: { [self] _ in MainActor.assumeIsolated { active += 1 } },
            receiveCompletion: { [self] _ in MainActor.assumeIsolated { active -= 1 } },
            receiveCancel: { [self] in MainActor.assumeIsolated { active -= 1 } }
        ).eraseToAnyPublisher()
    }
}

struct SourceFailure: Error, Equatable { var reason: String }

@MainActor
@Suite("Reactive sources: publishers")
struct PublisherSourceTests {
    @Test func modelsFromASubjectShowAndSeveralSendsInOneTurnAreOneBatch() {
        let fixture = Fixture()
        let binder = fixture.plain()
        let people = PassthroughSubject<[Person], Never>()
        binder.onTable()
            .bind(cellType: TextCell.self, models: people)
            .onDequeue { _, cell, person in cell.text = person.name }
        binder.finish()
        #expect(fixture.table.screen.isEmpty, "nothing shows before the first value")
        people.send([Person(name: "A"), Person(name: "B")])
        fixture.flush()
        #expect(fixture.table.screen == ["A", "B"], "the first value shows: \(fixture.table.screen)")
        people.send([Person(name: "B")])
        people.send([Person(name: "B"), Person(name: "C")])
        fixture.flush()
        #expect(fixture.table.screen == ["B", "C"], "the last value of the turn shows: \(fixture.table.screen)")
        #expect(fixture.table.appliedBatches.map(\.batch) == [
            BatchUpdate(itemInserts: [ItemPath(row: 0, section: 0), ItemPath(row: 1, section: 0)]),
            BatchUpdate(itemDeletes: [ItemPath(row: 0, section: 0)], itemInserts: [ItemPath(row: 1, section: 0)]),
        ], "one batch per turn, diffed against what was shown: \(fixture.table.appliedBatches.map(\.batch))")
    }

    @Test func viewModelsMappedModelsCellProvidersAndCountsFollowTheirPublishers() {
        let fixture = Fixture()
        let binder = fixture.sectioned(Section.self)
        let viewModels = CurrentValueSubject<[LabelCell.ViewModel], Never>([.init(title: "v1")])
        let mapped = CurrentValueSubject<[Person], Never>([Person(name: "m1")])
        let provided = CurrentValueSubject<[String], Never>(["p1"])
        binder.onSection(.first).bind(cellType: LabelCell.self, viewModels: viewModels)
        binder.onSection(.second).bind(cellType: LabelCell.self, models: mapped, mapToViewModels: { .init(title: $0.name) })
        binder.onSection(.third).bind(cellProvider: { table, row, text in
            let cell = table.dequeue(TextCell.self)
            cell.text = text
            return cell
        }, models: provided)
        binder.displayedSections = [.first, .second, .third]
        binder.finish()
        fixture.flush()
        #expect(fixture.table.screen == ["v1", "m1", "p1"], "current values show once the binder subscribes: \(fixture.table.screen)")
        viewModels.send([.init(title: "v1"), .init(title: "v2")])
        mapped.send([Person(name: "m2")])
        provided.send(["p1", "p2"])
        fixture.flush()
        #expect(fixture.table.screen == ["v1", "v2", "m2", "p1", "p2"], "\(fixture.table.screen)")
        #expect(fixture.table.appliedBatches.count == 1, "current values arrive before finish(); the three changes are one batch: \(fixture.table.appliedBatches.map(\.batch))")
    }

    @Test func numberOfCellsTitlesAndHeaderViewsFollowTheirPublishers() {
        let fixture = Fixture()
        let binder = fixture.sectioned(Section.self)
        let count = PassthroughSubject<Int, Never>()
        let header = PassthroughSubject<String?, Never>()
        let footer = PassthroughSubject<String?, Never>()
        let headerView = PassthroughSubject<TitleHeaderView.ViewModel?, Never>()
        binder.onSection(.first)
            .bind(cellProvider: { table, row in
                let cell = table.dequeue(TextCell.self)
                cell.text = "row \(row)"
                return cell
            }, numberOfCells: count)
            .bind(headerTitle: header)
            .bind(footerTitle: footer)
        binder.onSection(.second).bind(cellType: TextCell.self, models: [Person(name: "x")])
            .onDequeue { _, cell, person in cell.text = person.name }
            .bind(headerType: TitleHeaderView.self, viewModel: headerView)
        binder.displayedSections = [.first, .second]
        binder.finish()
        count.send(2)
        header.send("HEAD")
        footer.send("foot")
        headerView.send(.init(title: "custom"))
        fixture.flush()
        #expect(fixture.table.screen == ["# HEAD", "row 0", "row 1", "## foot", "# [custom]", "x"], "\(fixture.table.screen)")
        header.send(nil)
        count.send(1)
        fixture.flush()
        #expect(fixture.table.screen == ["row 0", "## foot", "# [custom]", "x"], "\(fixture.table.screen)")
    }

    @Test func dictionaryPublishersDriveMultiSectionAndAllSectionsChains() {
        let fixture = Fixture()
        let binder = fixture.sectioned(Section.self)
        let models = PassthroughSubject<[Section: [Person]], Never>()
        let titles = PassthroughSubject<[Section: String], Never>()
        binder.onAllSections()
            .bind(cellType: TextCell.self, models: models)
            .bind(headerTitles: titles)
            .onDequeue { _, _, cell, person in cell.text = person.name }
        binder.sectionDisplayBehavior = .hidesSectionsWithNoCellData
        binder.finish()
        models.send([.second: [Person(name: "b")], .first: [Person(name: "a")]])
        titles.send([.first: "FIRST", .second: "SECOND"])
        fixture.flush()
        #expect(fixture.table.screen == ["# FIRST", "a", "# SECOND", "b"], "\(fixture.table.screen)")
        models.send([.second: [Person(name: "b")]])
        fixture.flush()
        #expect(fixture.table.screen == ["# SECOND", "b"], "a section whose data went away is hidden: \(fixture.table.screen)")
    }

    @Test func displayedSectionsRoundTripThroughPublishers() {
        let fixture = Fixture()
        let binder = fixture.sectioned(Section.self)
        binder.onAllSections().bind(headerTitles: [.first: "1", .second: "2", .third: "3"])
        let sections = PassthroughSubject<[Section], Never>()
        binder.bind(displayedSections: sections)
        var published: [[Section]] = []
        let subscription = binder.displayedSectionsPublisher.sink { published.append($0) }
        binder.finish()
        sections.send([.third, .first])
        fixture.flush()
        #expect(fixture.table.screen == ["# 3", "# 1"], "\(fixture.table.screen)")
        #expect(published.last == [.third, .first], "the publisher emits what is now on screen: \(published)")
        sections.send([.second])
        fixture.flush()
        #expect(published.last == [.second] && fixture.table.screen == ["# 2"], "\(published) / \(fixture.table.screen)")
        subscription.cancel()
    }

    @Test func aFailingPublisherKeepsTheLastDataAndReportsTheError() {
        let fixture = Fixture()
        let binder = fixture.plain()
        var failures: [SourceFailure] = []
        binder.sourceFailureHandler = { failures.append($0 as! SourceFailure) }
        let people = PassthroughSubject<[Person], SourceFailure>()
        binder.onTable().bind(cellType: TextCell.self, models: people)
            .onDequeue { _, cell, person in cell.text = person.name }
        binder.finish()
        people.send([Person(name: "kept")])
        fixture.flush()
        people.send(completion: .failure(SourceFailure(reason: "offline")))
        binder.refresh()
        fixture.flush()
        #expect(fixture.table.screen == ["kept"], "the last data stays on screen after a failure")
        #expect(failures == [SourceFailure(reason: "offline")], "the error reaches the documented hook")
    }

    @Test func aFinishedPublisherLeavesItsLastData() {
        let fixture = Fixture()
        let binder = fixture.plain()
        let people = PassthroughSubject<[Person], Never>()
        binder.onTable().bind(cellType: TextCell.self, models: people).onDequeue { _, cell, p in cell.text = p.name }
        binder.finish()
        people.send([Person(name: "last")])
        people.send(completion: .finished)
        binder.refresh()
        fixture.flush()
        #expect(fixture.table.screen == ["last"] && fixture.log.entries.isEmpty, "\(fixture.table.screen) \(fixture.log.entries)")
    }

    @Test func releasingTheBinderCancelsItsSubscriptions() {
        let fixture = Fixture()
        let counter = SubscriptionCounter()
        let people = PassthroughSubject<[Person], Never>()
        var binder: TableViewBinder? = fixture.plain()
        weak let weakBinder = binder
        binder!.onTable().bind(cellType: TextCell.self, models: counter.counting(people))
        binder!.onTable().bind(headerTitle: counter.counting(Just<String?>("title")))
        binder!.finish()
        #expect(counter.active == 1, "the Just completed; the subject stays subscribed: \(counter.active)")
        binder = nil
        #expect(weakBinder == nil, "nothing keeps the binder alive")
        #expect(counter.active == 0, "releasing the binder cancels its subscription")
    }

    /// The seeds' `Observable<[MyModel]>` example, with a publisher in its place.
    @Test func theSeedsReactiveExampleCompilesAndBehaves() {
        struct FirstModel { var text: String }
        struct SecondModel: CollectionIdentifiable, Equatable { var id: String; var text: String; var collectionId: String { id } }
        let fixture = Fixture()
        let binder = fixture.sectioned(Section.self)
        let firstSectionModels: some Publisher<[FirstModel], Never> = CurrentValueSubject([FirstModel(text: "one")])
        let secondSectionModels = CurrentValueSubject<[SecondModel], Never>([SecondModel(id: "a", text: "A")])
        binder.onSection(.first)
            .bind(cellType: TextCell.self, models: firstSectionModels)
            .onDequeue { _, cell, model in cell.text = model.text }
        binder.onSection(.second)
            .bind(cellType: OtherCell.self, models: secondSectionModels)
            .onDequeue { _, cell, model in cell.text = model.text }
        binder.displayedSections = [.first, .second]
        binder.finish()
        fixture.flush()
        secondSectionModels.send([SecondModel(id: "a", text: "A2"), SecondModel(id: "b", text: "B")])
        fixture.flush()
        #expect(fixture.table.screen == ["one", "A2", "B"], "\(fixture.table.screen)")
        #expect(fixture.table.appliedBatches.suffix(2).map(\.batch) == [
            BatchUpdate(itemInserts: [ItemPath(row: 1, section: 1)]), BatchUpdate(itemReconfigures: [ItemPath(row: 0, section: 1)])],
            "the diffable section animates an insert, then reconfigures the changed row; the undiffable first section, whose source did not change, is left alone: \(fixture.table.appliedBatches.map(\.batch))")
    }
}

@MainActor
@Suite("Reactive sources: async sequences")
struct AsyncSequenceSourceTests {
    @Test func modelsFromAStreamShowAndFollowItsValues() async {
        let fixture = Fixture()
        let binder = fixture.plain()
        let (stream, continuation) = AsyncStream.makeStream(of: [Person].self)
        binder.onTable().bind(cellType: TextCell.self, models: stream).onDequeue { _, cell, p in cell.text = p.name }
        binder.finish()
        continuation.yield([Person(name: "A")])
        await settle(until: { fixture.scheduler.hasPendingWork })
        fixture.flush()
        #expect(fixture.table.screen == ["A"], "\(fixture.table.screen)")
        continuation.yield([Person(name: "A"), Person(name: "B")])
        await settle(until: { fixture.scheduler.hasPendingWork })
        fixture.flush()
        #expect(fixture.table.screen == ["A", "B"], "\(fixture.table.screen)")
        continuation.finish()
    }

    @Test func titlesAndSectionsFromStreams() async {
        let fixture = Fixture()
        let binder = fixture.sectioned(Section.self)
        let (titles, titleInput) = AsyncStream.makeStream(of: [Section: String].self)
        let (sections, sectionInput) = AsyncStream.makeStream(of: [Section].self)
        binder.onAllSections().bind(headerTitles: titles)
        binder.bind(displayedSections: sections)
        binder.finish()
        titleInput.yield([.first: "1", .second: "2"])
        sectionInput.yield([.second, .first])
        await settle(until: { fixture.scheduler.hasPendingWork })
        await Task.yield()
        fixture.flush()
        #expect(fixture.table.screen == ["# 2", "# 1"], "\(fixture.table.screen)")
    }

    @Test func aThrowingSequenceKeepsTheLastDataAndReportsTheError() async {
        let fixture = Fixture()
        let binder = fixture.plain()
        var failures: [SourceFailure] = []
        binder.sourceFailureHandler = { failures.append($0 as! SourceFailure) }
        let (stream, continuation) = AsyncThrowingStream.makeStream(of: [Person].self)
        binder.onTable().bind(cellType: TextCell.self, models: stream).onDequeue { _, cell, p in cell.text = p.name }
        binder.finish()
        continuation.yield([Person(name: "kept")])
        continuation.finish(throwing: SourceFailure(reason: "broken"))
        await settle(until: { !failures.isEmpty })
        fixture.flush()
        #expect(fixture.table.screen == ["kept"], "the last data stays: \(fixture.table.screen)")
        #expect(failures == [SourceFailure(reason: "broken")], "the error reaches the hook")
    }

    @Test func releasingTheBinderEndsIteration() async {
        let fixture = Fixture()
        let (stream, continuation) = AsyncStream.makeStream(of: [Person].self)
        final class Flag: @unchecked Sendable { var terminated = false }
        let flag = Flag()
        continuation.onTermination = { _ in flag.terminated = true }
        var binder: TableViewBinder? = fixture.plain()
        weak let weakBinder = binder
        binder!.onTable().bind(cellType: TextCell.self, models: stream)
        binder!.finish()
        continuation.yield([Person(name: "A")])
        await settle(until: { fixture.scheduler.hasPendingWork })
        binder = nil
        #expect(weakBinder == nil, "the iterating task does not keep the binder alive")
        await settle(until: { flag.terminated })
    }
}

/// Every cell binding method, fed by a publisher and by an async stream: the first value and a change show,
/// with the exact batches.
@MainActor
@Suite("Reactive sources: every cell binding method")
struct ReactiveBindingMethodTests {
    enum Method: CaseIterable { case models, viewModels, mappedModels, cellProviderModels, cellProviderCount }
    enum Source: CaseIterable { case publisher, stream }

    /// Binds `method` to the values of `subject` (a publisher) or of a stream fed from it; keep the returned
    /// subscription for as long as the stream should follow the subject.
    private func bind(
        _ method: Method, from source: Source, _ chain: TableViewSingleSectionBinder<AnyObject, _SingleSection>,
        subject: PassthroughSubject<[String], Never>
    ) -> AnyCancellable {
        let (stream, input) = AsyncStream.makeStream(of: [String].self)
        let feed = subject.sink { input.yield($0) }
        let people: @Sendable ([String]) -> [Person] = { names in names.map { Person(name: $0) } }
        defer { _ = feed }
        switch (method, source) {
        case (.models, .publisher):
            chain.bind(cellType: TextCell.self, models: subject.map(people)).onDequeue { _, cell, person in cell.text = person.name }
        case (.models, .stream):
            chain.bind(cellType: TextCell.self, models: stream.map(people)).onDequeue { _, cell, person in cell.text = person.name }
        case (.viewModels, .publisher):
            chain.bind(cellType: LabelCell.self, viewModels: subject.map { $0.map { LabelCell.ViewModel(title: $0) } })
        case (.viewModels, .stream):
            chain.bind(cellType: LabelCell.self, viewModels: stream.map { @Sendable in $0.map { LabelCell.ViewModel(title: $0) } })
        case (.mappedModels, .publisher):
            chain.bind(cellType: LabelCell.self, models: subject.map(people), mapToViewModels: { .init(title: $0.name) })
        case (.mappedModels, .stream):
            chain.bind(cellType: LabelCell.self, models: stream.map(people), mapToViewModels: { .init(title: $0.name) })
        case (.cellProviderModels, .publisher):
            chain.bind(cellProvider: Self.provide, models: subject.map(people))
        case (.cellProviderModels, .stream):
            chain.bind(cellProvider: Self.provide, models: stream.map(people))
        case (.cellProviderCount, .publisher):
            chain.bind(cellProvider: Self.provideRow, numberOfCells: subject.map(\.count))
        case (.cellProviderCount, .stream):
            chain.bind(cellProvider: Self.provideRow, numberOfCells: stream.map { @Sendable in $0.count })
        }
        return feed
    }

    private static func provide(_ table: CellDequeuer, _ row: Int, _ person: Person) -> AnyObject {
        let cell = table.dequeue(TextCell.self)
        cell.text = person.name
        return cell
    }

    private static func provideRow(_ table: CellDequeuer, _ row: Int) -> AnyObject {
        let cell = table.dequeue(TextCell.self)
        cell.text = "row \(row)"
        return cell
    }

    @Test(arguments: Method.allCases, Source.allCases)
    func aSourceDrivesTheTableWithExactBatches(method: Method, source: Source) async {
        let fixture = Fixture()
        let binder = fixture.plain()
        let subject = PassthroughSubject<[String], Never>()
        let feed = bind(method, from: source, binder.onTable(), subject: subject)
        defer { feed.cancel() }
        binder.finish()
        subject.send(["A", "B"])
        await settle(until: { fixture.scheduler.hasPendingWork })
        fixture.flush()
        let counted = method == .cellProviderCount
        #expect(fixture.table.screen == (counted ? ["row 0", "row 1"] : ["A", "B"]), "the first value shows: \(fixture.table.screen)")
        subject.send(["B", "C", "D"])
        await settle(until: { fixture.scheduler.hasPendingWork })
        fixture.flush()
        #expect(fixture.table.screen == (counted ? ["row 0", "row 1", "row 2"] : ["B", "C", "D"]), "the change shows: \(fixture.table.screen)")
        let path = { (row: Int) in ItemPath(row: row, section: 0) }
        let change: BatchUpdate = switch method {
        case .models, .mappedModels, .cellProviderModels:
            // Person is Identifiable & Equatable: A deleted, C and D inserted, B kept.
            BatchUpdate(itemDeletes: [path(0)], itemInserts: [path(1), path(2)])
        case .viewModels:
            // View models are only Equatable: diffed by count, rows compared in place.
            BatchUpdate(itemInserts: [path(2)], itemReloads: [path(0), path(1)])
        case .cellProviderCount:
            // Only a count: a row added at the end, the others reloaded.
            BatchUpdate(itemInserts: [path(2)], itemReloads: [path(0), path(1)])
        }
        #expect(fixture.batches == [BatchUpdate(itemInserts: [path(0), path(1)]), change],
                "\(method) from a \(source): \(fixture.batches)")
    }
}
