import Foundation
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

/// The seeds' reactive example's models.
private struct FirstModel { var text: String }
private struct SecondModel: CollectionIdentifiable, Equatable { var id: String; var text: String; var collectionId: String { id } }

/// Set when a stream's iteration ends.
private final class Flag: @unchecked Sendable { var terminated = false }

@MainActor
@Suite("Reactive sources: publishers")
struct PublisherSourceTests {
    @Test(arguments: ViewKind.allCases)
    func modelsFromASubjectShowAndSeveralSendsInOneTurnAreOneBatch(kind: ViewKind) { modelsFromASubjectShowAndSeveralSendsInOneTurnAreOneBatch(kind.type) }
    private func modelsFromASubjectShowAndSeveralSendsInOneTurnAreOneBatch<K: HeadlessKind>(_: K.Type) {
        let fixture = KindFixture<K>()
        let binder = fixture.plain()
        let people = PassthroughSubject<[Person], Never>()
        K.onOnlySection(binder)
            .bind(cellType: K.Text.self, models: people)
            .onDequeue { _, cell, person in cell.text = person.name }
        binder.finish()
        #expect(fixture.view.screen.isEmpty, "nothing shows before the first value")
        people.send([Person(name: "A"), Person(name: "B")])
        fixture.flush()
        #expect(fixture.view.screen == ["A", "B"], "the first value shows: \(fixture.view.screen)")
        people.send([Person(name: "B")])
        people.send([Person(name: "B"), Person(name: "C")])
        fixture.flush()
        #expect(fixture.view.screen == ["B", "C"], "the last value of the turn shows: \(fixture.view.screen)")
        #expect(fixture.view.appliedBatches.map(\.batch) == [
            BatchUpdate(itemInserts: [ItemPath(row: 0, section: 0), ItemPath(row: 1, section: 0)]),
            BatchUpdate(itemDeletes: [ItemPath(row: 0, section: 0)], itemInserts: [ItemPath(row: 1, section: 0)]),
        ], "one batch per turn, diffed against what was shown: \(fixture.view.appliedBatches.map(\.batch))")
    }

    @Test(arguments: ViewKind.allCases)
    func viewModelsMappedModelsCellProvidersAndCountsFollowTheirPublishers(kind: ViewKind) { viewModelsMappedModelsCellProvidersAndCountsFollowTheirPublishers(kind.type) }
    private func viewModelsMappedModelsCellProvidersAndCountsFollowTheirPublishers<K: HeadlessKind>(_: K.Type) {
        let fixture = KindFixture<K>()
        let binder = fixture.sectioned(Section.self)
        let viewModels = CurrentValueSubject<[LabelCell.ViewModel], Never>([.init(title: "v1")])
        let mapped = CurrentValueSubject<[Person], Never>([Person(name: "m1")])
        let provided = CurrentValueSubject<[String], Never>(["p1"])
        binder.onSection(.first).bind(cellType: K.Label.self, viewModels: viewModels)
        binder.onSection(.second).bind(cellType: K.Label.self, models: mapped, mapToViewModels: { .init(title: $0.name) })
        binder.onSection(.third).bind(cellProvider: { table, row, text in
            let cell = table.dequeue(K.Text.self)
            cell.text = text
            return cell
        }, models: provided)
        binder.displayedSections = [.first, .second, .third]
        binder.finish()
        fixture.flush()
        #expect(fixture.view.screen == ["v1", "m1", "p1"], "current values show once the binder subscribes: \(fixture.view.screen)")
        viewModels.send([.init(title: "v1"), .init(title: "v2")])
        mapped.send([Person(name: "m2")])
        provided.send(["p1", "p2"])
        fixture.flush()
        #expect(fixture.view.screen == ["v1", "v2", "m2", "p1", "p2"], "\(fixture.view.screen)")
        #expect(fixture.view.appliedBatches.count == 1, "current values arrive before finish(); the three changes are one batch: \(fixture.view.appliedBatches.map(\.batch))")
    }

    @Test(arguments: ViewKind.allCases)
    func numberOfCellsAndHeaderAndFooterViewsFollowTheirPublishers(kind: ViewKind) {
        numberOfCellsAndHeaderAndFooterViewsFollowTheirPublishers(kind.type)
    }
    private func numberOfCellsAndHeaderAndFooterViewsFollowTheirPublishers<K: HeadlessKind>(_: K.Type) {
        let fixture = KindFixture<K>()
        let binder = fixture.sectioned(Section.self)
        let count = PassthroughSubject<Int, Never>()
        let header = PassthroughSubject<TitleHeaderView.ViewModel?, Never>()
        let footer = CurrentValueSubject<TitleHeaderView.ViewModel?, Never>(.init(title: "F"))
        binder.onSection(.first)
            .bind(cellProvider: { dequeuer, row in
                let cell = dequeuer.dequeue(K.Text.self)
                cell.text = "row \(row)"
                return cell
            }, numberOfCells: count)
            .bind(headerType: K.Header.self, viewModel: header)
            .bind(footerType: K.Header.self, viewModel: footer)
        binder.onSection(.second).bind(cellType: K.Text.self, models: [Person(name: "x")])
            .onDequeue { _, cell, person in cell.text = person.name }
        binder.displayedSections = [.first, .second]
        binder.finish()
        fixture.flush()
        #expect(fixture.view.screen == ["## [F]", "x"], "\(fixture.kind): the footer's current value shows: \(fixture.view.screen)")
        count.send(2)
        header.send(.init(title: "H"))
        fixture.flush()
        #expect(fixture.view.screen == ["# [H]", "row 0", "row 1", "## [F]", "x"], "\(fixture.kind): \(fixture.view.screen)")
        header.send(nil)
        count.send(1)
        fixture.flush()
        #expect(fixture.view.screen == ["row 0", "## [F]", "x"], "\(fixture.kind): a nil view model is no header: \(fixture.view.screen)")
        #expect(fixture.batches == [BatchUpdate(sectionReloads: [0]), BatchUpdate(sectionReloads: [0])],
                "\(fixture.kind): each time the header changed with the rows, the section reloads with its new rows: \(fixture.batches)")
    }

    @Test func numberOfCellsTitlesAndHeaderViewsFollowTheirPublishers() {
        // Titles are the table's; the collection's publisher-driven headers are in `dictionaryPublishers…`.
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

    @Test(arguments: ViewKind.allCases)
    func dictionaryPublishersDriveMultiSectionAndAllSectionsChains(kind: ViewKind) { dictionaryPublishersDriveMultiSectionAndAllSectionsChains(kind.type) }
    private func dictionaryPublishersDriveMultiSectionAndAllSectionsChains<K: HeadlessKind>(_: K.Type) {
        let fixture = KindFixture<K>()
        let binder = fixture.sectioned(Section.self)
        let models = PassthroughSubject<[Section: [Person]], Never>()
        let titles = PassthroughSubject<[Section: TitleHeaderView.ViewModel?], Never>()
        binder.onAllSections()
            .bind(cellType: K.Text.self, models: models)
            .bind(headerType: K.Header.self, viewModels: titles)
            .onDequeue { _, _, cell, person in cell.text = person.name }
        binder.sectionDisplayBehavior = .hidesSectionsWithNoCellData
        binder.finish()
        models.send([.second: [Person(name: "b")], .first: [Person(name: "a")]])
        titles.send([.first: .init(title: "FIRST"), .second: .init(title: "SECOND")])
        fixture.flush()
        #expect(fixture.view.screen == ["# [FIRST]", "a", "# [SECOND]", "b"], "\(fixture.view.screen)")
        models.send([.second: [Person(name: "b")]])
        fixture.flush()
        #expect(fixture.view.screen == ["# [SECOND]", "b"], "a section whose data went away is hidden: \(fixture.view.screen)")
    }

    @Test(arguments: ViewKind.allCases)
    func displayedSectionsRoundTripThroughPublishers(kind: ViewKind) { displayedSectionsRoundTripThroughPublishers(kind.type) }
    private func displayedSectionsRoundTripThroughPublishers<K: HeadlessKind>(_: K.Type) {
        let fixture = KindFixture<K>()
        let binder = fixture.sectioned(Section.self)
        binder.onAllSections().bind(headerType: K.Header.self, viewModels: [.first: .init(title: "1"), .second: .init(title: "2"), .third: .init(title: "3")])
        let sections = PassthroughSubject<[Section], Never>()
        binder.bind(displayedSections: sections)
        var published: [[Section]] = []
        let subscription = binder.displayedSectionsPublisher.sink { published.append($0) }
        binder.finish()
        sections.send([.third, .first])
        fixture.flush()
        #expect(fixture.view.screen == ["# [3]", "# [1]"], "\(fixture.view.screen)")
        #expect(published.last == [.third, .first], "the publisher emits what is now on screen: \(published)")
        sections.send([.second])
        fixture.flush()
        #expect(published.last == [.second] && fixture.view.screen == ["# [2]"], "\(published) / \(fixture.view.screen)")
        subscription.cancel()
    }

    /// The publisher is made when first asked for: a subscriber that comes before `finish()`, after it, or after an
    /// update receives at once what is on screen then, and every applied update after — even one that leaves the
    /// sections as they were.
    @Test(arguments: ViewKind.allCases)
    func displayedSectionsPublisherAnswersWheneverItIsFirstAskedFor(kind: ViewKind) {
        displayedSectionsPublisherAnswersWhenever(kind.type)
    }
    private func displayedSectionsPublisherAnswersWhenever<K: HeadlessKind>(_: K.Type) {
        for firstAsked in ["before finish()", "after finish()", "after an update"] {
            let fixture = KindFixture<K>()
            let binder = fixture.sectioned(Section.self)
            var titles: [Section: TitleHeaderView.ViewModel?] = [.first: .init(title: "1"), .second: .init(title: "2")]
            binder.onAllSections().bind(headerType: K.Header.self, viewModels: { titles })
            binder.displayedSections = [.first]
            var published: [[Section]] = []
            var subscription: AnyCancellable?
            func subscribe() { subscription = binder.displayedSectionsPublisher.sink { published.append($0) } }
            if firstAsked == "before finish()" { subscribe() }
            binder.finish()
            if firstAsked == "after finish()" { subscribe() }
            binder.displayedSections = [.second, .first]
            fixture.flush()
            if firstAsked == "after an update" { subscribe() }
            titles[.first] = .init(title: "one")
            binder.refresh()
            fixture.flush()
            #expect(fixture.view.screen == ["# [2]", "# [one]"], "\(firstAsked): \(fixture.view.screen)")
            let expected: [[Section]] = switch firstAsked {
            case "before finish()": [[], [.first], [.second, .first], [.second, .first]]
            case "after finish()": [[.first], [.second, .first], [.second, .first]]
            default: [[.second, .first], [.second, .first]]
            }
            #expect(published == expected, "\(firstAsked): \(published)")
            subscription?.cancel()
        }
    }

    @Test(arguments: ViewKind.allCases)
    func aFailingPublisherKeepsTheLastDataAndReportsTheError(kind: ViewKind) { aFailingPublisherKeepsTheLastDataAndReportsTheError(kind.type) }
    private func aFailingPublisherKeepsTheLastDataAndReportsTheError<K: HeadlessKind>(_: K.Type) {
        let fixture = KindFixture<K>()
        let binder = fixture.plain()
        var failures: [SourceFailure] = []
        binder.sourceFailureHandler = { failures.append($0 as! SourceFailure) }
        let people = PassthroughSubject<[Person], SourceFailure>()
        K.onOnlySection(binder).bind(cellType: K.Text.self, models: people)
            .onDequeue { _, cell, person in cell.text = person.name }
        binder.finish()
        people.send([Person(name: "kept")])
        fixture.flush()
        people.send(completion: .failure(SourceFailure(reason: "offline")))
        binder.refresh()
        fixture.flush()
        #expect(fixture.view.screen == ["kept"], "the last data stays on screen after a failure")
        #expect(failures == [SourceFailure(reason: "offline")], "the error reaches the documented hook")
    }

    /// Many publishers deliver on a queue of their own (`URLSession`'s, a `subscribe(on:)`): their values and their
    /// failure reach the main actor. Before, the first value delivered off the main thread stopped the program (the
    /// subscription's closures were the main actor's, and Swift checks that where they are called).
    @Test func valuesAndAFailureDeliveredOnAnotherQueueReachTheMainActor() async {
        let fixture = Fixture()
        let binder = fixture.plain()
        var failures: [String] = []
        binder.sourceFailureHandler = { failures.append("\($0)") }
        let people = PassthroughSubject<[Person], SourceFailure>()
        binder.onTable().bind(cellType: TextCell.self, models: people).onDequeue { _, cell, p in cell.text = p.name }
        binder.finish()
        let subject = _Transfer(value: people)
        await withCheckedContinuation { (done: CheckedContinuation<Void, Never>) in
            DispatchQueue.global().async {
                subject.value.send([Person(name: "A"), Person(name: "B")])
                subject.value.send(completion: .failure(SourceFailure(reason: "offline")))
                done.resume()
            }
        }
        await settle(until: { !failures.isEmpty })
        fixture.flush()
        #expect(fixture.view.screen == ["A", "B"], "\(fixture.view.screen)")
        #expect(failures == [#"SourceFailure(reason: "offline")"#])
    }

    /// A publisher may deliver one value after another on different threads. A value delivered off the main actor
    /// waits for the main queue; one delivered on the main actor is taken at once. The screen must still end on the
    /// last value sent — before, an earlier value from another thread, reaching the main actor after a later one,
    /// replaced it: the screen showed data the publisher had already replaced, for good.
    @Test func aValueSentFromAnotherThreadDoesNotOvertakeALaterOne() async {
        let fixture = Fixture()
        let binder = fixture.plain()
        let people = PassthroughSubject<[Person], Never>()
        binder.onTable().bind(cellType: TextCell.self, models: people).onDequeue { _, cell, p in cell.text = p.name }
        binder.finish()
        let subject = _Transfer(value: people)
        let sent = DispatchSemaphore(value: 0)
        Thread {
            subject.value.send([Person(name: "early")])  // handed to the main queue, behind this turn
            sent.signal()
        }.start()
        sent.wait()
        people.send([Person(name: "late")])  // on the main actor: taken at once
        fixture.flush()
        #expect(fixture.view.screen == ["late"])
        await withCheckedContinuation { done in DispatchQueue.main.async { done.resume() } }  // after "early" arrived
        binder.refresh()
        fixture.flush()
        #expect(fixture.view.screen == ["late"], "the value sent first, arriving last, does not replace the last one sent")
    }

    @Test(arguments: ViewKind.allCases)
    func aFinishedPublisherLeavesItsLastData(kind: ViewKind) { aFinishedPublisherLeavesItsLastData(kind.type) }
    private func aFinishedPublisherLeavesItsLastData<K: HeadlessKind>(_: K.Type) {
        let fixture = KindFixture<K>()
        let binder = fixture.plain()
        let people = PassthroughSubject<[Person], Never>()
        K.onOnlySection(binder).bind(cellType: K.Text.self, models: people).onDequeue { _, cell, p in cell.text = p.name }
        binder.finish()
        people.send([Person(name: "last")])
        people.send(completion: .finished)
        binder.refresh()
        fixture.flush()
        #expect(fixture.view.screen == ["last"] && fixture.log.entries.isEmpty, "\(fixture.view.screen) \(fixture.log.entries)")
    }

    @Test(arguments: ViewKind.allCases)
    func releasingTheBinderCancelsItsSubscriptions(kind: ViewKind) { releasingTheBinderCancelsItsSubscriptions(kind.type) }
    private func releasingTheBinderCancelsItsSubscriptions<K: HeadlessKind>(_: K.Type) {
        let fixture = KindFixture<K>()
        let counter = SubscriptionCounter()
        let people = PassthroughSubject<[Person], Never>()
        var binder: SectionlessBinder<K>? = fixture.plain()
        weak var weakBinder: SectionlessBinder<K>?
        weakBinder = binder
        K.onOnlySection(binder!).bind(cellType: K.Text.self, models: counter.counting(people))
        K.onOnlySection(binder!).bind(headerType: K.Header.self, viewModel: counter.counting(Just<TitleHeaderView.ViewModel?>(.init(title: "title"))))
        binder!.finish()
        #expect(counter.active == 1, "the Just completed; the subject stays subscribed: \(counter.active)")
        binder = nil
        #expect(weakBinder == nil, "nothing keeps the binder alive")
        #expect(counter.active == 0, "releasing the binder cancels its subscription")
    }

    /// The seeds' `Observable<[MyModel]>` example, with a publisher in its place.
    @Test(arguments: ViewKind.allCases)
    func theSeedsReactiveExampleCompilesAndBehaves(kind: ViewKind) { theSeedsReactiveExampleCompilesAndBehaves(kind.type) }
    private func theSeedsReactiveExampleCompilesAndBehaves<K: HeadlessKind>(_: K.Type) {
        let fixture = KindFixture<K>()
        let binder = fixture.sectioned(Section.self)
        let firstSectionModels: some Publisher<[FirstModel], Never> = CurrentValueSubject([FirstModel(text: "one")])
        let secondSectionModels = CurrentValueSubject<[SecondModel], Never>([SecondModel(id: "a", text: "A")])
        binder.onSection(.first)
            .bind(cellType: K.Text.self, models: firstSectionModels)
            .onDequeue { _, cell, model in cell.text = model.text }
        binder.onSection(.second)
            .bind(cellType: K.Other.self, models: secondSectionModels)
            .onDequeue { _, cell, model in cell.text = model.text }
        binder.displayedSections = [.first, .second]
        binder.finish()
        fixture.flush()
        secondSectionModels.send([SecondModel(id: "a", text: "A2"), SecondModel(id: "b", text: "B")])
        fixture.flush()
        #expect(fixture.view.screen == ["one", "A2", "B"], "\(fixture.view.screen)")
        #expect(fixture.view.appliedBatches.suffix(2).map(\.batch) == [
            BatchUpdate(itemInserts: [ItemPath(row: 1, section: 1)]), BatchUpdate(itemReconfigures: [ItemPath(row: 0, section: 1)])],
            "the diffable section animates an insert, then reconfigures the changed row; the undiffable first section, whose source did not change, is left alone: \(fixture.view.appliedBatches.map(\.batch))")
    }
}

@MainActor
@Suite("Reactive sources: async sequences")
struct AsyncSequenceSourceTests {
    @Test(arguments: ViewKind.allCases)
    func modelsFromAStreamShowAndFollowItsValues(kind: ViewKind) async { await modelsFromAStreamShowAndFollowItsValues(kind.type) }
    private func modelsFromAStreamShowAndFollowItsValues<K: HeadlessKind>(_: K.Type) async {
        let fixture = KindFixture<K>()
        let binder = fixture.plain()
        let (stream, continuation) = AsyncStream.makeStream(of: [Person].self)
        K.onOnlySection(binder).bind(cellType: K.Text.self, models: stream).onDequeue { _, cell, p in cell.text = p.name }
        binder.finish()
        continuation.yield([Person(name: "A")])
        await settle(until: { fixture.scheduler.hasPendingWork })
        fixture.flush()
        #expect(fixture.view.screen == ["A"], "\(fixture.view.screen)")
        continuation.yield([Person(name: "A"), Person(name: "B")])
        await settle(until: { fixture.scheduler.hasPendingWork })
        fixture.flush()
        #expect(fixture.view.screen == ["A", "B"], "\(fixture.view.screen)")
        continuation.finish()
    }

    @Test(arguments: ViewKind.allCases)
    func headerViewsAndSectionsFromStreams(kind: ViewKind) async { await headerViewsAndSectionsFromStreams(kind.type) }
    private func headerViewsAndSectionsFromStreams<K: HeadlessKind>(_: K.Type) async {
        let fixture = KindFixture<K>()
        let binder = fixture.sectioned(Section.self)
        let (titles, titleInput) = AsyncStream.makeStream(of: [Section: TitleHeaderView.ViewModel?].self)
        let (sections, sectionInput) = AsyncStream.makeStream(of: [Section].self)
        binder.onAllSections().bind(headerType: K.Header.self, viewModels: titles)
        binder.bind(displayedSections: sections)
        binder.finish()
        titleInput.yield([.first: .init(title: "1"), .second: .init(title: "2")])
        sectionInput.yield([.second, .first])
        await settle(until: { fixture.scheduler.hasPendingWork })
        await Task.yield()
        fixture.flush()
        #expect(fixture.view.screen == ["# [2]", "# [1]"], "\(fixture.view.screen)")
    }

    @Test(arguments: ViewKind.allCases)
    func aThrowingSequenceKeepsTheLastDataAndReportsTheError(kind: ViewKind) async { await aThrowingSequenceKeepsTheLastDataAndReportsTheError(kind.type) }
    private func aThrowingSequenceKeepsTheLastDataAndReportsTheError<K: HeadlessKind>(_: K.Type) async {
        let fixture = KindFixture<K>()
        let binder = fixture.plain()
        var failures: [SourceFailure] = []
        binder.sourceFailureHandler = { failures.append($0 as! SourceFailure) }
        let (stream, continuation) = AsyncThrowingStream.makeStream(of: [Person].self)
        K.onOnlySection(binder).bind(cellType: K.Text.self, models: stream).onDequeue { _, cell, p in cell.text = p.name }
        binder.finish()
        continuation.yield([Person(name: "kept")])
        continuation.finish(throwing: SourceFailure(reason: "broken"))
        await settle(until: { !failures.isEmpty })
        fixture.flush()
        #expect(fixture.view.screen == ["kept"], "the last data stays: \(fixture.view.screen)")
        #expect(failures == [SourceFailure(reason: "broken")], "the error reaches the hook")
    }

    @Test(arguments: ViewKind.allCases)
    func releasingTheBinderEndsIteration(kind: ViewKind) async { await releasingTheBinderEndsIteration(kind.type) }
    private func releasingTheBinderEndsIteration<K: HeadlessKind>(_: K.Type) async {
        let fixture = KindFixture<K>()
        let (stream, continuation) = AsyncStream.makeStream(of: [Person].self)
        let flag = Flag()
        continuation.onTermination = { _ in flag.terminated = true }
        var binder: SectionlessBinder<K>? = fixture.plain()
        weak var weakBinder: SectionlessBinder<K>?
        weakBinder = binder
        K.onOnlySection(binder!).bind(cellType: K.Text.self, models: stream)
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
    private func bind<K: HeadlessKind>(
        _ method: Method, from source: Source, _ chain: SingleSectionBinder<K, AnyObject, SingleSection>,
        subject: PassthroughSubject<[String], Never>
    ) -> AnyCancellable {
        let (stream, input) = AsyncStream.makeStream(of: [String].self)
        let feed = subject.sink { input.yield($0) }
        let people: @Sendable ([String]) -> [Person] = { names in names.map { Person(name: $0) } }
        defer { _ = feed }
        switch (method, source) {
        case (.models, .publisher):
            chain.bind(cellType: K.Text.self, models: subject.map(people)).onDequeue { _, cell, person in cell.text = person.name }
        case (.models, .stream):
            chain.bind(cellType: K.Text.self, models: stream.map(people)).onDequeue { _, cell, person in cell.text = person.name }
        case (.viewModels, .publisher):
            chain.bind(cellType: K.Label.self, viewModels: subject.map { $0.map { LabelCell.ViewModel(title: $0) } })
        case (.viewModels, .stream):
            chain.bind(cellType: K.Label.self, viewModels: stream.map { @Sendable in $0.map { LabelCell.ViewModel(title: $0) } })
        case (.mappedModels, .publisher):
            chain.bind(cellType: K.Label.self, models: subject.map(people), mapToViewModels: { .init(title: $0.name) })
        case (.mappedModels, .stream):
            chain.bind(cellType: K.Label.self, models: stream.map(people), mapToViewModels: { .init(title: $0.name) })
        case (.cellProviderModels, .publisher):
            chain.bind(cellProvider: Self.provide(K.self), models: subject.map(people))
        case (.cellProviderModels, .stream):
            chain.bind(cellProvider: Self.provide(K.self), models: stream.map(people))
        case (.cellProviderCount, .publisher):
            chain.bind(cellProvider: Self.provideRow(K.self), numberOfCells: subject.map(\.count))
        case (.cellProviderCount, .stream):
            chain.bind(cellProvider: Self.provideRow(K.self), numberOfCells: stream.map { @Sendable in $0.count })
        }
        return feed
    }

    private static func provide<K: HeadlessKind>(_: K.Type) -> (CellDequeuer, Int, Person) -> AnyObject {
        { dequeuer, _, person in
            let cell = dequeuer.dequeue(K.Text.self)
            cell.text = person.name
            return cell
        }
    }

    private static func provideRow<K: HeadlessKind>(_: K.Type) -> (CellDequeuer, Int) -> AnyObject {
        { dequeuer, row in
            let cell = dequeuer.dequeue(K.Text.self)
            cell.text = "row \(row)"
            return cell
        }
    }

    @Test(arguments: eachKind(Method.allCases), Source.allCases)
    func aSourceDrivesTheTableWithExactBatches(kind: (ViewKind, Method), source: Source) async { await aSourceDrivesTheTableWithExactBatches(kind.0.type, kind.1, source) }
    private func aSourceDrivesTheTableWithExactBatches<K: HeadlessKind>(_: K.Type, _ method: Method, _ source: Source) async {
        let fixture = KindFixture<K>()
        let binder = fixture.plain()
        let subject = PassthroughSubject<[String], Never>()
        let feed = bind(method, from: source, K.onOnlySection(binder), subject: subject)
        defer { feed.cancel() }
        binder.finish()
        subject.send(["A", "B"])
        await settle(until: { fixture.scheduler.hasPendingWork })
        fixture.flush()
        let counted = method == .cellProviderCount
        #expect(fixture.view.screen == (counted ? ["row 0", "row 1"] : ["A", "B"]), "the first value shows: \(fixture.view.screen)")
        subject.send(["B", "C", "D"])
        await settle(until: { fixture.scheduler.hasPendingWork })
        fixture.flush()
        #expect(fixture.view.screen == (counted ? ["row 0", "row 1", "row 2"] : ["B", "C", "D"]), "the change shows: \(fixture.view.screen)")
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
