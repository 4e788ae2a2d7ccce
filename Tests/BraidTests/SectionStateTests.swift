import Braid
import BraidTesting
import Testing

/// Sections' states (`SectionState`): a loading row until a source delivers, an error row with Retry when it fails, an
/// empty row when it has none, and states set by hand — each a row after the section's rows, or alone, shown and taken
/// away by validated batches, on a headless table and a headless collection view.
@MainActor
@Suite("Section states")
struct SectionStateTests {
    @Test(arguments: ViewKind.allCases)
    func aPublisherIsLoadingUntilItsFirstValueThenItsRowsReplaceTheLoadingRow(kind: ViewKind) { aPublisherIsLoadingUntilItsFirstValueThenItsRowsReplaceTheLoadingRow(kind.type) }
    private func aPublisherIsLoadingUntilItsFirstValueThenItsRowsReplaceTheLoadingRow<K: HeadlessKind>(_: K.Type) {
        let fixture = KindFixture<K>()
        let binder = fixture.plain()
        let people = PassthroughSubject<[Person], Never>()
        K.onOnlySection(binder)
            .bind(cellType: K.Text.self, models: people)
            .onDequeue { _, cell, person in cell.text = person.name }
            .states()
        binder.finish()
        #expect(fixture.view.screen == ["… Loading…"], "loading until the first value: \(fixture.view.screen)")
        people.send([Person(name: "A"), Person(name: "B")])
        fixture.flush()
        #expect(fixture.view.screen == ["A", "B"])
        #expect(fixture.batches == [
            BatchUpdate(itemDeletes: [ItemPath(row: 0, section: 0)], itemInserts: [ItemPath(row: 0, section: 0), ItemPath(row: 1, section: 0)]),
        ], "the loading row goes and the rows come in one batch: \(fixture.batches)")
        #expect(fixture.log.entries.isEmpty, "\(fixture.log.entries)")
    }

    @Test(arguments: ViewKind.allCases)
    func aFailureIsAnErrorRowWhoseRetrySubscribesAgain(kind: ViewKind) { aFailureIsAnErrorRowWhoseRetrySubscribesAgain(kind.type) }
    private func aFailureIsAnErrorRowWhoseRetrySubscribesAgain<K: HeadlessKind>(_: K.Type) {
        let fixture = KindFixture<K>()
        let binder = fixture.plain()
        var subjects: [PassthroughSubject<[Person], SourceFailure>] = []
        let people = Deferred { () -> PassthroughSubject<[Person], SourceFailure> in
            let subject = PassthroughSubject<[Person], SourceFailure>()
            subjects.append(subject)
            return subject
        }
        let calls = fixture.calls
        K.onOnlySection(binder)
            .bind(cellType: K.Text.self, models: people)
            .onDequeue { _, cell, person in cell.text = person.name }
            .onTapped { _, _, person in calls.record("tapped \(person.name)") }
            .states(SectionStates(error: { StateContent("Couldn't load", secondaryText: ($0 as? SourceFailure)?.reason, actionTitle: "Retry") }))
        binder.finish()
        #expect(subjects.count == 1)
        subjects[0].send([Person(name: "A")])
        fixture.flush()
        subjects[0].send(completion: .failure(SourceFailure(reason: "offline")))
        fixture.flush()
        #expect(fixture.view.screen == ["A", "! Couldn't load | offline Retry"],
                "the rows stay, and the error row follows them: \(fixture.view.screen)")
        #expect(fixture.log.entries.isEmpty, "a failure a section shows is not warned about: \(fixture.log.entries)")
        fixture.tap(1, 0)
        #expect(calls.take().isEmpty, "the chain's tap handler does not hear of the state row")
        #expect(subjects.count == 2, "Retry subscribes again")
        fixture.flush()
        #expect(fixture.view.screen == ["A"], "after Retry the section is no longer failed: \(fixture.view.screen)")
        subjects[1].send([Person(name: "A"), Person(name: "B")])
        fixture.flush()
        #expect(fixture.view.screen == ["A", "B"])
        fixture.tap(1, 0)
        #expect(calls.take() == ["tapped B"])
    }

    @Test(arguments: ViewKind.allCases)
    func anAsyncSequenceThatFailsBeforeAnyValueShowsTheErrorAloneAndRetryIteratesAgain(kind: ViewKind) async { await anAsyncSequenceThatFailsBeforeAnyValueShowsTheErrorAloneAndRetryIteratesAgain(kind.type) }
    private func anAsyncSequenceThatFailsBeforeAnyValueShowsTheErrorAloneAndRetryIteratesAgain<K: HeadlessKind>(_: K.Type) async {
        let fixture = KindFixture<K>()
        let binder = fixture.plain()
        let attempts = Attempts()
        let sequence = FailingOnce(attempts: attempts)
        K.onOnlySection(binder)
            .bind(cellType: K.Text.self, models: sequence)
            .onDequeue { _, cell, person in cell.text = person.name }
            .states()
        binder.finish()
        await settle(until: { fixture.flush(); return fixture.view.screen.first?.hasPrefix("! ") == true })
        #expect(fixture.view.screen == ["! Couldn't load | SourceFailure(reason: \"first attempt fails\") Retry"],
                "the default error row describes the failure: \(fixture.view.screen)")
        fixture.tap(0, 0)
        fixture.flush()
        await settle(until: { fixture.flush(); return fixture.view.screen == ["A"] })
        #expect(attempts.count == 2, "Retry iterates the sequence again")
    }

    @Test(arguments: ViewKind.allCases)
    func anEmptyValueIsTheEmptyRowAndRowsThatComeTakeItsPlace(kind: ViewKind) { anEmptyValueIsTheEmptyRowAndRowsThatComeTakeItsPlace(kind.type) }
    private func anEmptyValueIsTheEmptyRowAndRowsThatComeTakeItsPlace<K: HeadlessKind>(_: K.Type) {
        let fixture = KindFixture<K>()
        let binder = fixture.plain()
        var people: [Person] = []
        K.onOnlySection(binder)
            .bind(cellType: K.Text.self, models: { people })
            .onDequeue { _, cell, person in cell.text = person.name }
            .states(SectionStates(empty: StateContent("No people", secondaryText: "Add one")))
        binder.finish()
        #expect(fixture.view.screen == ["∅ No people | Add one"])
        people = [Person(name: "A")]
        binder.refresh()
        fixture.flush()
        #expect(fixture.view.screen == ["A"])
        people = []
        binder.refresh()
        fixture.flush()
        #expect(fixture.view.screen == ["∅ No people | Add one"], "and back, when the rows go")
        #expect(fixture.log.entries.isEmpty, "\(fixture.log.entries)")
    }

    /// Models without an identity (diffed by count, row by row): a state row that takes a chain row's place, or gives it
    /// back, is another cell — the row is reloaded, never reconfigured into it — and compared rows never read past the
    /// chain's rows.
    @Test(arguments: ViewKind.allCases)
    func statesOfRowsWithoutIdentityReloadTheRowsTheyReplace(kind: ViewKind) { statesOfRowsWithoutIdentityReloadTheRowsTheyReplace(kind.type) }
    private func statesOfRowsWithoutIdentityReloadTheRowsTheyReplace<K: HeadlessKind>(_: K.Type) {
        let fixture = KindFixture<K>()
        let binder = fixture.plain()
        let names = PassthroughSubject<[String], SourceFailure>()
        K.onOnlySection(binder)
            .bind(cellType: K.Text.self, models: names)
            .onDequeue { _, cell, name in cell.text = name }
            .states(SectionStates(loading: "Loading…", empty: "Nobody", error: { _ in "Offline" }))
        binder.finish()
        #expect(fixture.view.screen == ["… Loading…"])
        names.send(["ada", "alan"])
        fixture.flush()
        #expect(fixture.view.screen == ["ada", "alan"], "\(fixture.view.screen)")
        names.send([])
        fixture.flush()
        #expect(fixture.view.screen == ["∅ Nobody"], "\(fixture.view.screen)")
        #expect(fixture.batches.last?.itemReconfigures == [], "the empty row is not a name's cell reconfigured: \(fixture.batches)")
        names.send(["grace"])
        fixture.flush()
        #expect(fixture.view.screen == ["grace"], "\(fixture.view.screen)")
        binder.setState(.error("Offline"))
        fixture.flush()
        #expect(fixture.view.screen == ["grace", "! Offline"], "\(fixture.view.screen)")
        names.send([])
        fixture.flush()
        #expect(fixture.view.screen == ["! Offline"], "\(fixture.view.screen)")
        #expect(fixture.log.entries.isEmpty, "\(fixture.log.entries)")
    }

    @Test(arguments: ViewKind.allCases)
    func aSourceThatCompletesWithNothingStopsLoadingAndIsEmpty(kind: ViewKind) { aSourceThatCompletesWithNothingStopsLoadingAndIsEmpty(kind.type) }
    private func aSourceThatCompletesWithNothingStopsLoadingAndIsEmpty<K: HeadlessKind>(_: K.Type) {
        let fixture = KindFixture<K>()
        let binder = fixture.plain()
        let people = PassthroughSubject<[Person], Never>()
        K.onOnlySection(binder)
            .bind(cellType: K.Text.self, models: people)
            .onDequeue { _, cell, person in cell.text = person.name }
            .states(SectionStates(empty: "Nothing here"))
        binder.finish()
        #expect(fixture.view.screen == ["… Loading…"])
        people.send(completion: .finished)
        fixture.flush()
        #expect(fixture.view.screen == ["∅ Nothing here"], "finished without a value: not loading, empty: \(fixture.view.screen)")
    }

    @Test(arguments: ViewKind.allCases)
    func withoutStatesAnEmptySectionShowsNoRowsAndAFailureIsWarned(kind: ViewKind) { withoutStatesAnEmptySectionShowsNoRowsAndAFailureIsWarned(kind.type) }
    private func withoutStatesAnEmptySectionShowsNoRowsAndAFailureIsWarned<K: HeadlessKind>(_: K.Type) {
        let fixture = KindFixture<K>()
        let binder = fixture.plain()
        let people = PassthroughSubject<[Person], SourceFailure>()
        K.onOnlySection(binder)
            .bind(cellType: K.Text.self, models: people)
            .onDequeue { _, cell, person in cell.text = person.name }
        binder.finish()
        #expect(fixture.view.screen.isEmpty, "no state declared: no rows, as always")
        people.send(completion: .failure(SourceFailure(reason: "offline")))
        fixture.flush()
        #expect(fixture.view.screen.isEmpty)
        #expect(fixture.log.warnings.count == 1 && fixture.log.warnings[0].contains("declare states"), "\(fixture.log.entries)")
    }

    @Test(arguments: ViewKind.allCases)
    func aStateSetByHandFollowsTheRowsRunsItsActionAndGoesWhenCleared(kind: ViewKind) { aStateSetByHandFollowsTheRowsRunsItsActionAndGoesWhenCleared(kind.type) }
    private func aStateSetByHandFollowsTheRowsRunsItsActionAndGoesWhenCleared<K: HeadlessKind>(_: K.Type) {
        let fixture = KindFixture<K>()
        let binder = fixture.sectioned(Section.self)
        let calls = fixture.calls
        binder.onSection(.first).bind(cellType: K.Text.self, models: [Person(name: "A"), Person(name: "B")])
            .onDequeue { _, cell, person in cell.text = person.name; calls.record("dequeued \(person.name)") }
        binder.onSection(.second).bind(cellType: K.Text.self, models: [Person(name: "C")])
            .onDequeue { _, cell, person in cell.text = person.name }
        binder.displayedSections = [.first, .second]
        binder.finish()
        _ = calls.take()
        binder.setState(.loading("Loading more…"), of: .first)
        fixture.flush()
        #expect(fixture.view.screen == ["A", "B", "… Loading more…", "C"])
        #expect(fixture.batches.last == BatchUpdate(itemInserts: [ItemPath(row: 2, section: 0)]), "one row inserted: \(fixture.batches)")
        #expect(calls.take().isEmpty, "the state row is not the chain's: no onDequeue for it, and the rows stay as they were")
        binder.setState(.error(StateContent("Failed", actionTitle: "Again")), of: .first) { calls.record("again") }
        fixture.flush()
        #expect(fixture.view.screen == ["A", "B", "! Failed Again", "C"])
        #expect(fixture.batches.last.map { $0.itemReloads + $0.itemReconfigures } == [ItemPath(row: 2, section: 0)],
                "a state that changes is its row updated: \(fixture.batches)")
        fixture.tap(2, 0)
        #expect(calls.take() == ["again"], "selecting the row runs its action")
        binder.setState(nil, of: .first)
        fixture.flush()
        #expect(fixture.view.screen == ["A", "B", "C"])
        #expect(fixture.batches.last == BatchUpdate(itemDeletes: [ItemPath(row: 2, section: 0)]))
        #expect(fixture.log.entries.isEmpty, "\(fixture.log.entries)")
    }

    @Test(arguments: ViewKind.allCases)
    func theWholeViewsStateReplacesTheListEmptyWhenNoSectionHasARowOrSetByHand(kind: ViewKind) { theWholeViewsStateReplacesTheListEmptyWhenNoSectionHasARowOrSetByHand(kind.type) }
    private func theWholeViewsStateReplacesTheListEmptyWhenNoSectionHasARowOrSetByHand<K: HeadlessKind>(_: K.Type) {
        let fixture = KindFixture<K>()
        let binder = fixture.sectioned(Section.self)
        var first: [Person] = []
        let calls = fixture.calls
        binder.onSection(.first).bind(cellType: K.Text.self, models: { first })
            .onDequeue { _, cell, person in cell.text = person.name }
        binder.onSection(.second).bind(cellType: K.Text.self, models: [Person]())
        binder.displayedSections = [.first, .second]
        binder.emptyViewState = StateContent("Nothing yet", secondaryText: "Add a person")
        binder.finish()
        #expect(fixture.view.viewState == .empty(StateContent("Nothing yet", secondaryText: "Add a person")),
                "no section has a row: the empty state replaces the list")
        first = [Person(name: "A")]
        binder.refresh()
        fixture.flush()
        #expect(fixture.view.viewState == nil, "a row: the list again")
        #expect(fixture.view.screen == ["A"])
        binder.setViewState(.error(StateContent("Offline", actionTitle: "Retry"))) { calls.record("retry") }
        #expect(fixture.view.viewState == .error(StateContent("Offline", actionTitle: "Retry")), "set by hand, whatever the rows")
        fixture.view.tapViewState()
        #expect(calls.take() == ["retry"])
        binder.setViewState(nil)
        #expect(fixture.view.viewState == nil)
        first = []
        binder.refresh()
        fixture.flush()
        #expect(fixture.view.viewState?.content.text == "Nothing yet", "and empty again when the rows go")
        #expect(fixture.log.entries.isEmpty, "\(fixture.log.entries)")
    }
}

/// Counts a sequence's iterations.
private final class Attempts: @unchecked Sendable {
    var count = 0
}

/// A sequence whose first iteration fails before any value, and whose later ones deliver `[A]`.
private struct FailingOnce: AsyncSequence, Sendable {
    typealias Element = [Person]
    let attempts: Attempts

    struct Iterator: AsyncIteratorProtocol {
        let attempt: Int
        var done = false
        mutating func next() async throws -> [Person]? {
            if attempt == 1 { throw SourceFailure(reason: "first attempt fails") }
            if done { return nil }
            done = true
            return [Person(name: "A")]
        }
    }

    func makeAsyncIterator() -> Iterator {
        attempts.count += 1
        return Iterator(attempt: attempts.count)
    }
}
