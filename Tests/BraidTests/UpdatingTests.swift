import Braid
import BraidTesting
import Testing

/// How changes reach the view: coalesced `refresh()`, tiered diffing, header changes, `animateChanges`, per-kind
/// animations, the update delegate, duplicate identities, staged updates — and long random runs in which every
/// batch passes UIKit's rules and the screen always shows the data. On a headless table, and — except for titles,
/// row animations and the table's update delegate — on a headless collection view, with its own rules.
@MainActor
@Suite("Updating")
struct UpdatingTests {
    // MARK: Coalescing

    @Test(arguments: ViewKind.allCases)
    func changesBeforeTheSchedulerRunsBecomeOneDiffAndOneBatch(kind: ViewKind) { changesBeforeTheSchedulerRunsBecomeOneDiffAndOneBatch(kind.type) }
    private func changesBeforeTheSchedulerRunsBecomeOneDiffAndOneBatch<K: HeadlessKind>(_: K.Type) {
        let fixture = KindFixture<K>()
        let binder = fixture.sectioned(Section.self)
        var reads = 0
        var first = [Person(name: "A")]
        binder.onSection(.first)
            .bind(cellType: K.Text.self, models: { reads += 1; return first })
            .onDequeue { _, cell, person in cell.text = person.label }
        binder.onSection(.second).bind(cellType: K.Text.self, models: [Person(name: "C")])
            .onDequeue { _, cell, person in cell.text = person.label }
        binder.displayedSections = [.first]
        binder.finish()
        reads = 0

        first.append(Person(name: "B"))
        binder.refresh()
        binder.displayedSections = [.first, .second]
        first.append(Person(name: "Z"))
        binder.refresh()
        #expect(fixture.batches.isEmpty && reads == 0, "nothing happens before the scheduler runs")
        fixture.flush()
        #expect(reads == 1, "the models closure is read once per update, however many changes it coalesces")
        #expect(fixture.batches == [BatchUpdate(sectionInserts: [1], itemInserts: [path(1, 0), path(2, 0)])],
                "one batch for all the changes")
        #expect(fixture.view.screen == ["A", "B", "Z", "C"])
        fixture.flush()
        #expect(fixture.batches.count == 1, "a second flush has nothing to do")
    }

    @Test(arguments: ViewKind.allCases)
    func refreshBeforeFinishDoesNothing(kind: ViewKind) { refreshBeforeFinishDoesNothing(kind.type) }
    private func refreshBeforeFinishDoesNothing<K: HeadlessKind>(_: K.Type) {
        let fixture = KindFixture<K>()
        let binder = fixture.plain()
        K.onOnlySection(binder).bind(cellType: K.Text.self, models: [Person(name: "A")])
        binder.refresh()
        #expect(!fixture.scheduler.hasPendingWork, "nothing to update before finish()")
        binder.finish()
        #expect(fixture.numberOfItems(inSection: 0) == 1)
    }

    // MARK: Tiered diffing

    @Test(arguments: ViewKind.allCases)
    func identityWithoutEqualityMovesRowsButNeverReloadsThem(kind: ViewKind) { identityWithoutEqualityMovesRowsButNeverReloadsThem(kind.type) }
    private func identityWithoutEqualityMovesRowsButNeverReloadsThem<K: HeadlessKind>(_: K.Type) {
        let fixture = KindFixture<K>()
        let binder = fixture.plain()
        var tags = [Tag(collectionId: "a", text: "A"), Tag(collectionId: "b", text: "B"), Tag(collectionId: "c", text: "C")]
        K.onOnlySection(binder)
            .bind(cellType: K.Text.self, models: { tags })
            .onDequeue { _, cell, tag in cell.text = tag.text }
        binder.finish()
        tags = [Tag(collectionId: "c", text: "C"), Tag(collectionId: "a", text: "A changed"), Tag(collectionId: "d", text: "D")]
        binder.refresh()
        fixture.flush()
        #expect(fixture.batches == [BatchUpdate(itemDeletes: [path(1, 0)], itemInserts: [path(2, 0)], itemMoves: [Move(from: path(2, 0), to: path(0, 0))])],
                "b deleted, d inserted, c moved; a is not reloaded without Equatable")
        #expect(fixture.view.screen == ["C", "A", "D"], "a keeps its old cell and text: no equality, no reload")
    }

    @Test(arguments: ViewKind.allCases)
    func equalityAddsReloadsOfChangedRows(kind: ViewKind) { equalityAddsReloadsOfChangedRows(kind.type) }
    private func equalityAddsReloadsOfChangedRows<K: HeadlessKind>(_: K.Type) {
        let fixture = KindFixture<K>()
        let binder = fixture.plain()
        var people = [Person(name: "A"), Person(name: "B")]
        K.onOnlySection(binder)
            .bind(cellType: K.Text.self, models: { people })
            .onDequeue { _, cell, person in cell.text = person.label }
        binder.finish()
        people[1].age = 40
        binder.refresh()
        fixture.flush()
        #expect(fixture.batches == [BatchUpdate(itemReconfigures: [path(1, 0)])], "only the changed row is reconfigured, in place")
        #expect(fixture.view.screen == ["A", "B40"])
    }

    @Test(arguments: ViewKind.allCases)
    func neitherIdentityNorEqualityReloadsTheRowsAndChangesCountsAtTheEnd(kind: ViewKind) { neitherIdentityNorEqualityReloadsTheRowsAndChangesCountsAtTheEnd(kind.type) }
    private func neitherIdentityNorEqualityReloadsTheRowsAndChangesCountsAtTheEnd<K: HeadlessKind>(_: K.Type) {
        let fixture = KindFixture<K>()
        let binder = fixture.plain()
        (binder as? TableViewBinder)?.undiffableSectionUpdateAnimation = .left
        var items = [Plain(text: "1"), Plain(text: "2"), Plain(text: "3")]
        K.onOnlySection(binder)
            .bind(cellType: K.Text.self, models: { items })
            .onDequeue { _, cell, item in cell.text = item.text }
        binder.finish()
        items = [Plain(text: "x"), Plain(text: "y")]
        binder.refresh()
        fixture.flush()
        #expect(fixture.batches == [BatchUpdate(itemDeletes: [path(2, 0)], itemReloads: [path(0, 0), path(1, 0)])],
                "the last row is deleted and the others reloaded")
        if K.kind == .table {
            #expect(fixture.view.appliedBatches.last?.animations?.rowReload(inSection: 0) == .left,
                    "with the undiffable animation")
        }
        #expect(fixture.view.screen == ["x", "y"])

        items += [Plain(text: "z"), Plain(text: "w")]
        binder.refresh()
        fixture.flush()
        #expect(fixture.batches.last == BatchUpdate(itemInserts: [path(2, 0), path(3, 0)], itemReloads: [path(0, 0), path(1, 0)]),
                "rows are added at the end")
        #expect(fixture.view.screen == ["x", "y", "z", "w"])
    }

    @Test(arguments: ViewKind.allCases)
    func equalityWithoutIdentityReloadsOnlyTheRowsThatChanged(kind: ViewKind) { equalityWithoutIdentityReloadsOnlyTheRowsThatChanged(kind.type) }
    private func equalityWithoutIdentityReloadsOnlyTheRowsThatChanged<K: HeadlessKind>(_: K.Type) {
        let fixture = KindFixture<K>()
        let binder = fixture.plain()
        var notes = [Note(text: "1"), Note(text: "2"), Note(text: "3")]
        K.onOnlySection(binder)
            .bind(cellType: K.Text.self, models: { notes })
            .onDequeue { _, cell, note in cell.text = note.text }
        binder.finish()
        notes = [Note(text: "1"), Note(text: "two")]
        binder.refresh()
        fixture.flush()
        #expect(fixture.batches == [BatchUpdate(itemDeletes: [path(2, 0)], itemReloads: [path(1, 0)])],
                "rows compare in place: row 0 is equal, row 1 changed, row 2 is gone")
        if K.kind == .table {
            #expect(fixture.view.appliedBatches.last?.animations?.rowReload(inSection: 0) == .fade,
                    "a section without identity takes the undiffable animation")
        }
        #expect(fixture.view.screen == ["1", "two"])
    }

    @Test(arguments: ViewKind.allCases)
    func sectionsWithDifferentModelTypesAreDiffedEachByItsOwnTier(kind: ViewKind) { sectionsWithDifferentModelTypesAreDiffedEachByItsOwnTier(kind.type) }
    private func sectionsWithDifferentModelTypesAreDiffedEachByItsOwnTier<K: HeadlessKind>(_: K.Type) {
        let fixture = KindFixture<K>()
        let binder = fixture.sectioned(Section.self)
        var people = [Person(name: "A"), Person(name: "B")]
        var plain = [Plain(text: "1")]
        binder.onSection(.first).bind(cellType: K.Text.self, models: { people })
            .onDequeue { _, cell, person in cell.text = person.label }
        binder.onSection(.second).bind(cellType: K.Text.self, models: { plain })
            .onDequeue { _, cell, item in cell.text = item.text }
        binder.displayedSections = [.first, .second]
        binder.finish()
        people.swapAt(0, 1)
        plain = [Plain(text: "one")]
        binder.refresh()
        fixture.flush()
        #expect(fixture.batches == [BatchUpdate(itemMoves: [Move(from: path(1, 0), to: path(0, 0))], itemReloads: [path(0, 1)])],
                "the identified section moves a row; the plain one reloads")
        if K.kind == .table {
            #expect(fixture.view.appliedBatches.last?.animations?.rowReloadInSection == [1: .fade],
                    "only the undiffable section takes the undiffable animation")
        }
        #expect(fixture.view.screen == ["B", "A", "one"])
    }

    @Test(arguments: ViewKind.allCases)
    func sameIdentitiesOfDifferentModelTypesNeverMatch(kind: ViewKind) { sameIdentitiesOfDifferentModelTypesNeverMatch(kind.type) }
    private func sameIdentitiesOfDifferentModelTypesNeverMatch<K: HeadlessKind>(_: K.Type) {
        let fixture = KindFixture<K>()
        let binder = fixture.sectioned(Section.self)
        var useTags = false
        binder.onSection(.first).bind(cellProvider: { dequeuer, _, person in
            let cell = dequeuer.dequeue(K.Text.self)
            cell.text = "person \(person.name)"
            return cell
        }, models: { useTags ? [] : [Person(name: "a")] })
        binder.onSection(.second).bind(cellType: K.Text.self, models: { useTags ? [Tag(collectionId: "a", text: "tag a")] : [] })
            .onDequeue { _, cell, tag in cell.text = tag.text }
        binder.displayedSections = [.first, .second]
        binder.finish()
        useTags = true
        binder.refresh()
        fixture.flush()
        #expect(fixture.batches == [BatchUpdate(itemDeletes: [path(0, 0)], itemInserts: [path(0, 1)])],
                "a Person 'a' and a Tag 'a' are different rows: a delete and an insert, not a move")
        #expect(fixture.view.screen == ["tag a"])
    }

    // MARK: Headers with rows

    @Test func aHeaderChangeWithRowChangesReloadsTheSectionWithItsNewRows() {
        let fixture = Fixture()
        let binder = fixture.plain()
        var people = [Person(name: "A")]
        var title = "ONE"
        binder.onTable()
            .bind(cellType: TextCell.self, models: { people })
            .onDequeue { _, cell, person in cell.text = person.label }
            .bind(headerTitle: { title })
        binder.finish()
        people.append(Person(name: "B"))
        title = "TWO"
        binder.refresh()
        fixture.flush()
        #expect(fixture.batches == [BatchUpdate(sectionReloads: [0])], "the section reload covers its new rows (UIKit R14)")
        #expect(fixture.table.screen == ["# TWO", "A", "B"])
    }

    /// The diff compares the headers of the old and new sections of the same section value; displayed twice, a section
    /// has two of each, and a header change reloads both — and only them.
    @Test func aSectionDisplayedTwiceReloadsBothWhenItsHeaderChanges() {
        let fixture = Fixture()
        let binder = fixture.sectioned(Section.self)
        var title = "ONE"
        binder.onSection(.first)
            .bind(cellType: TextCell.self, models: [Person(name: "A")])
            .onDequeue { _, cell, person in cell.text = person.label }
            .bind(headerTitle: { title })
        binder.onSection(.second)
            .bind(cellType: TextCell.self, models: [Person(name: "B")])
            .onDequeue { _, cell, person in cell.text = person.label }
            .bind(headerTitle: "SECOND")
        binder.displayedSections = [.first, .second, .first]
        binder.finish()
        #expect(fixture.table.screen == ["# ONE", "A", "# SECOND", "B", "# ONE", "A"])
        title = "TWO"
        binder.refresh()
        fixture.flush()
        #expect(fixture.batches == [BatchUpdate(sectionReloads: [0, 2])], "both showings of the section, not the other one")
        #expect(fixture.table.screen == ["# TWO", "A", "# SECOND", "B", "# TWO", "A"])
        binder.refresh()
        fixture.flush()
        #expect(fixture.batches == [BatchUpdate(sectionReloads: [0, 2])], "and nothing once the headers agree again")
    }

    /// A section displayed more than once is reported, once, by the first update that shows it so — whether that
    /// update changed the sections or they were so from the start. (An update whose sections did not change numbers
    /// them by their place, skipping the lookups, only when they are known to be distinct.)
    @Test(arguments: [true, false])
    func aSectionDisplayedMoreThanOnceIsReportedOnce(fromTheStart: Bool) {
        let fixture = Fixture()
        let binder = fixture.sectioned(Section.self)
        binder.onAllSections()
            .bind(cellType: TextCell.self, models: { [Section.first: [Person(name: "A")], .second: [Person(name: "B")]] })
            .onDequeue { _, _, cell, person in cell.text = person.label }
        binder.displayedSections = fromTheStart ? [.first, .second, .first] : [.first, .second]
        binder.finish()
        binder.refresh()
        fixture.flush()  // the sections as they were
        if !fromTheStart {
            #expect(fixture.log.warnings.isEmpty, "distinct sections: \(fixture.log.warnings)")
            binder.displayedSections = [.first, .second, .first]
            fixture.flush()
            #expect(fixture.batches == [BatchUpdate(sectionInserts: [2])], "the copy is inserted as a section of its own")
        }
        binder.refresh()
        fixture.flush()  // unchanged again
        #expect(fixture.log.warnings == ["section first is displayed more than once; the table shows it twice and animates the copies as separate sections."],
                "\(fixture.log.warnings)")
        #expect(fixture.table.screen == ["A", "B", "A"])
    }

    @Test(arguments: ViewKind.allCases)
    func aHeaderViewChangeWithRowChangesReloadsTheSectionWithItsNewRows(kind: ViewKind) {
        aHeaderViewChangeWithRowChangesReloadsTheSectionWithItsNewRows(kind.type)
    }
    private func aHeaderViewChangeWithRowChangesReloadsTheSectionWithItsNewRows<K: HeadlessKind>(_: K.Type) {
        let fixture = KindFixture<K>()
        let binder = fixture.plain()
        var people = [Person(name: "A")]
        var title = "ONE"
        K.onOnlySection(binder)
            .bind(cellType: K.Text.self, models: { people })
            .onDequeue { _, cell, person in cell.text = person.label }
            .bind(headerType: K.Header.self, viewModel: { .init(title: title) })
        binder.finish()
        people.append(Person(name: "B"))
        title = "TWO"
        binder.refresh()
        fixture.flush()
        #expect(fixture.batches == [BatchUpdate(sectionReloads: [0])],
                "\(fixture.kind): the section reload covers its new rows (R14): \(fixture.batches)")
        #expect(fixture.view.screen == ["# [TWO]", "A", "B"], "\(fixture.kind): \(fixture.view.screen)")
    }

    // MARK: Animations

    @Test(arguments: ViewKind.allCases)
    func animateChangesFalseReloadsTheTableWithoutABatch(kind: ViewKind) { animateChangesFalseReloadsTheTableWithoutABatch(kind.type) }
    private func animateChangesFalseReloadsTheTableWithoutABatch<K: HeadlessKind>(_: K.Type) {
        let fixture = KindFixture<K>()
        let binder = fixture.plain()
        binder.animateChanges = false
        var people = [Person(name: "A")]
        K.onOnlySection(binder).bind(cellType: K.Text.self, models: { people })
            .onDequeue { _, cell, person in cell.text = person.label }
        binder.finish()
        let reloads = fixture.view.counters.reloads
        people = [Person(name: "B"), Person(name: "A", age: 1)]
        binder.refresh()
        fixture.flush()
        #expect(fixture.batches.isEmpty, "no batch update")
        #expect(fixture.view.counters.reloads == reloads + 1, "one reloadData()")
        #expect(fixture.view.screen == ["B", "A1"])
    }

    @Test func eachKindOfChangeTakesTheBindersAnimationForIt() {
        let fixture = Fixture()
        let binder = fixture.sectioned(Section.self)
        binder.rowInsertionAnimation = .left
        binder.rowDeletionAnimation = .right
        binder.rowUpdateAnimation = .top
        binder.sectionInsertionAnimation = .bottom
        binder.sectionDeletionAnimation = .middle
        binder.sectionUpdateAnimation = .none
        var people = [Person(name: "A"), Person(name: "B")]
        binder.onSection(.first).bind(cellType: TextCell.self, models: { people }).updatingChangedCells(by: .reloading)
        binder.onSection(.second).bind(cellType: TextCell.self, models: [Person(name: "C")])
        binder.displayedSections = [.first]
        binder.finish()
        people = [Person(name: "A", age: 2), Person(name: "D")]
        binder.displayedSections = [.first, .second]
        binder.refresh()
        fixture.flush()
        let expected = BatchAnimations(
            rowInsert: .left, rowDelete: .right, rowReload: .top, sectionInsert: .bottom, sectionDelete: .middle,
            sectionReload: .none)
        #expect(fixture.table.appliedBatches.map(\.animations) == [expected], "every kind has its own animation")
        #expect(fixture.batches == [BatchUpdate(sectionInserts: [1], itemDeletes: [path(1, 0)], itemInserts: [path(1, 0)], itemReloads: [path(0, 0)])])
    }

    // MARK: Update delegate

    /// Applies every stage itself, with its own animation, and records what it was given.
    final class RecordingUpdateDelegate: TableViewUpdateDelegate {
        var updates: [[BatchUpdate]] = []
        var applies = true
        func apply(_ update: TableViewUpdate, to host: any TableViewHost) {
            updates.append(update.stages.map(\.batch))
            guard applies else { return }
            for stage in update.stages {
                host.performBatchUpdates(stage.batch, animations: .all(.none), updateData: stage.apply, completion: nil)
            }
        }
    }

    @Test func anUpdateDelegateTakesOverApplyingTheStages() {
        let fixture = Fixture()
        let binder = fixture.plain()
        let delegate = RecordingUpdateDelegate()
        binder.updateDelegate = delegate
        var people = [Person(name: "A"), Person(name: "B")]
        binder.onTable().bind(cellType: TextCell.self, models: { people })
            .onDequeue { _, cell, person in cell.text = person.label }
        binder.finish()
        people = [Person(name: "B", age: 5), Person(name: "A")]
        binder.refresh()
        fixture.flush()
        #expect(delegate.updates.count == 1, "the delegate got the update")
        #expect(delegate.updates.first == fixture.batches, "and applied exactly the stages it was given")
        #expect(fixture.table.appliedBatches.allSatisfy { $0.animations == .all(.none) }, "with its own animations")
        #expect(fixture.table.screen == ["B5", "A"])
    }

    // MARK: Duplicates

    @Test(arguments: ViewKind.allCases)
    func duplicateIdentitiesWarnOncePerSectionAndTheTableStaysConsistent(kind: ViewKind) { duplicateIdentitiesWarnOncePerSectionAndTheTableStaysConsistent(kind.type) }
    private func duplicateIdentitiesWarnOncePerSectionAndTheTableStaysConsistent<K: HeadlessKind>(_: K.Type) {
        let fixture = KindFixture<K>()
        let binder = fixture.sectioned(Section.self)
        var first = [Person(name: "A"), Person(name: "A", age: 1), Person(name: "B")]
        var second = [Person(name: "C")]
        binder.onSection(.first).bind(cellType: K.Text.self, models: { first })
            .onDequeue { _, cell, person in cell.text = person.label }
        binder.onSection(.second).bind(cellType: K.Text.self, models: { second })
            .onDequeue { _, cell, person in cell.text = person.label }
        binder.displayedSections = [.first, .second]
        binder.finish()
        #expect(fixture.view.screen == ["A", "A1", "B", "C"], "duplicates are shown as given")

        first = [Person(name: "B"), Person(name: "A", age: 2), Person(name: "A"), Person(name: "A")]
        second = [Person(name: "C"), Person(name: "C")]
        binder.refresh()
        fixture.flush()
        #expect(fixture.view.screen == ["B", "A2", "A", "A", "C", "C"], "every batch was valid and the table shows the data")
        first.append(Person(name: "B"))
        binder.refresh()
        fixture.flush()
        #expect(fixture.view.screen == ["B", "A2", "A", "A", "B", "C", "C"])
        #expect(fixture.batches == [
            BatchUpdate(itemInserts: [path(3, 0), path(1, 1)], itemMoves: [Move(from: path(2, 0), to: path(0, 0))]),
            BatchUpdate(itemReconfigures: [path(1, 0), path(2, 0)]),
            BatchUpdate(itemInserts: [path(4, 0)]),
        ], "\(fixture.kind): each duplicate is inserted once, at its own path (a collection view counts every insert): \(fixture.batches)")
        #expect(fixture.log.warnings.count == 2, "one warning per section, not per update: \(fixture.log.warnings)")
        #expect(fixture.log.warnings.first?.contains("section first") == true && fixture.log.warnings.first?.contains("A") == true,
                "the warning names the section and the identity: \(fixture.log.warnings)")
    }

    @Test(arguments: ViewKind.allCases)
    func anIdentityRepeatedAcrossSectionsIsWarnedInEachOfThem(kind: ViewKind) { anIdentityRepeatedAcrossSectionsIsWarnedInEachOfThem(kind.type) }
    private func anIdentityRepeatedAcrossSectionsIsWarnedInEachOfThem<K: HeadlessKind>(_: K.Type) {
        let fixture = KindFixture<K>()
        let binder = fixture.sectioned(Section.self)
        var second = [Person(name: "B")]
        binder.onAllSections()
            .bind(cellType: K.Text.self, models: { [Section.first: [Person(name: "A")], .second: second] })
            .onDequeue { _, _, cell, person in cell.text = person.label }
        binder.displayedSections = [.first, .second]
        binder.finish()
        second.append(Person(name: "A"))
        binder.refresh()
        fixture.flush()
        #expect(fixture.view.screen == ["A", "B", "A"], "the table shows both copies")
        #expect(fixture.batches == [BatchUpdate(itemInserts: [path(1, 1)])], "\(fixture.kind): \(fixture.batches)")
        #expect(fixture.log.warnings.count == 2 && fixture.log.warnings.allSatisfy { $0.contains("(A)") },
                "both sections holding A are named, once each: \(fixture.log.warnings)")
    }

    // MARK: Work done

    @Test(arguments: ViewKind.allCases)
    func aLargeTableDequeuesOnlyWhatIsVisibleWhenItLoadsAndWhenItChanges(kind: ViewKind) { aLargeTableDequeuesOnlyWhatIsVisibleWhenItLoadsAndWhenItChanges(kind.type) }
    private func aLargeTableDequeuesOnlyWhatIsVisibleWhenItLoadsAndWhenItChanges<K: HeadlessKind>(_: K.Type) {
        let fixture = KindFixture<K>(rows: 10)
        let binder = fixture.plain()
        binder.maximumAnimatedChanges = nil  // the 10,001 changes below are animated, not shown as a reload
        var people = (0..<100_000).map { Person(name: "p\($0)") }
        K.onOnlySection(binder)
            .bind(cellType: K.Text.self, models: { people })
            .onDequeue { _, cell, person in cell.text = person.label }
        binder.finish()
        #expect(fixture.view.counters.totalCellDequeues == 10, "finish() dequeues the 10 visible rows, not 100,000")

        fixture.view.resetCounters()
        for row in stride(from: 0, to: people.count, by: 10) { people[row].age = 31 }  // rows 0, 10, 20, …
        people.insert(Person(name: "new"), at: 50_000)
        binder.refresh()
        fixture.flush()
        #expect(fixture.batches.flatMap(\.itemReconfigures).count == 10_000, "every changed row is reconfigured")
        #expect(fixture.view.counters.configuredPaths == [path(0, 0)],
                "only the one visible changed row is asked for a cell again")
        #expect(fixture.view.screen.first == "p031" && fixture.view.screen.count == 10)
    }

    // MARK: Staged updates

    @Test(arguments: ViewKind.allCases)
    func aMovedAndChangedRowTakesTwoValidBatchesAndHandlersSeeTheRightModels(kind: ViewKind) { aMovedAndChangedRowTakesTwoValidBatchesAndHandlersSeeTheRightModels(kind.type) }
    private func aMovedAndChangedRowTakesTwoValidBatchesAndHandlersSeeTheRightModels<K: HeadlessKind>(_: K.Type) {
        let fixture = KindFixture<K>()
        let binder = fixture.plain()
        let calls = fixture.calls
        var people = [Person(name: "A"), Person(name: "B"), Person(name: "C")]
        K.onOnlySection(binder).bind(cellType: K.Text.self, models: { people })
            .onDequeue { row, cell, person in cell.text = person.label; calls.record("dequeue \(row) \(person.label)") }
        binder.finish()
        _ = calls.take()
        people = [Person(name: "C", age: 9), Person(name: "A"), Person(name: "B")]
        binder.refresh()
        fixture.flush()
        #expect(fixture.batches == [BatchUpdate(itemMoves: [Move(from: path(2, 0), to: path(0, 0))]), BatchUpdate(itemReconfigures: [path(0, 0)])],
                "a moved row's change comes after the move, where its path is final: move first, reconfigure after")
        #expect(calls.take() == ["dequeue 0 C9"], "the reconfigure configures the new model at the final row")
        #expect(fixture.view.screen == ["C9", "A", "B"])
        fixture.tap(0, 0)
    }

    @Test(arguments: ViewKind.allCases)
    func aMovedSectionWithRowChangesIsMovedFirstThenChanged(kind: ViewKind) { aMovedSectionWithRowChangesIsMovedFirstThenChanged(kind.type) }
    private func aMovedSectionWithRowChangesIsMovedFirstThenChanged<K: HeadlessKind>(_: K.Type) {
        let fixture = KindFixture<K>()
        let binder = fixture.sectioned(Section.self)
        var data: [Section: [Person]] = [.first: [Person(name: "A")], .second: [Person(name: "C"), Person(name: "D")]]
        binder.onAllSections().bind(cellType: K.Text.self, models: { data })
            .onDequeue { _, _, cell, person in cell.text = person.label }
            .bind(headerType: K.Header.self, viewModels: [.first: .init(title: "first"), .second: .init(title: "second")])
        binder.displayedSections = [.first, .second]
        binder.finish()
        data[.second] = [Person(name: "D"), Person(name: "E")]
        binder.displayedSections = [.second, .first]
        binder.refresh()
        fixture.flush()
        #expect(fixture.batches.count == 2, "a section move with row changes in it is staged: \(fixture.batches)")
        #expect(fixture.batches.first == BatchUpdate(sectionMoves: [Move(from: 1, to: 0)]))
        #expect(fixture.view.screen == ["# [second]", "D", "E", "# [first]", "A"])
    }

    // MARK: Random changes

    /// 300 random updates of three differently diffable sections; after each, the screen shows the data. Every
    /// batch is checked by the headless table against UIKit's rules (strict), so an invalid one fails here.
    @Test(arguments: ViewKind.allCases)
    func randomChangesAlwaysApplyValidBatchesAndShowTheData(kind: ViewKind) { randomChangesAlwaysApplyValidBatchesAndShowTheData(kind.type) }
    private func randomChangesAlwaysApplyValidBatchesAndShowTheData<K: HeadlessKind>(_: K.Type) {
        var random = SeededRandom(seed: 0xB1A1D)
        let fixture = KindFixture<K>(rows: 200)
        let binder = fixture.sectioned(Section.self)
        var people: [Person] = []
        var tags: [Tag] = []
        var plain: [Plain] = []
        binder.onSection(.first).bind(cellType: K.Text.self, models: { people })
            .onDequeue { _, cell, person in cell.text = person.label }
        binder.onSection(.second).bind(cellType: K.Text.self, models: { tags })
            .onDequeue { _, cell, tag in cell.text = tag.collectionId }
        binder.onSection(.third).bind(cellType: K.Text.self, models: { plain })
            .onDequeue { _, cell, item in cell.text = item.text }
            .bind(headerType: K.Header.self, viewModel: { plain.count > 3 ? .init(title: "many") : nil })
        binder.sectionDisplayBehavior = .hidesSectionsWithNoData
        binder.finish()
        for step in 0..<300 {
            // Unique names: duplicates have their own test.
            var seen = Set<String>()
            people = (0..<random.next(below: 8)).map { _ in "p\(random.next(below: 12))" }
                .filter { seen.insert($0).inserted }
                .map { Person(name: $0, age: 30 + random.next(below: 2)) }
            let tagNames = Set((0..<random.next(below: 6)).map { _ in "t\(random.next(below: 8))" })
            tags = tagNames.sorted().shuffled(using: &random).map { Tag(collectionId: $0, text: $0) }
            plain = (0..<random.next(below: 6)).map { _ in Plain(text: "x\(random.next(below: 3))") }
            binder.refresh()
            fixture.flush()
            var expected = people.map(\.label) + tags.map(\.collectionId) + plain.map(\.text)
            if plain.count > 3 { expected.insert("# [many]", at: people.count + tags.count) }
            #expect(fixture.view.screen == expected, "step \(step): the screen shows the data")
            if fixture.view.screen != expected { break }
        }
        #expect(fixture.view.errors.isEmpty, "every batch passed UIKit's rules")
        #expect(fixture.log.entries.isEmpty, "no diagnostics: \(fixture.log.entries)")
    }

    /// 300 random updates where rows move between sections, sections move, headers change and a section's
    /// rows are sometimes reloaded in place: the staged paths (section moves with row changes, moved and
    /// changed rows, header reloads) are all taken, each stage checked by the table.
    @Test(arguments: ViewKind.allCases)
    func randomMovesAcrossSectionsAndHeaderChangesStayValid(kind: ViewKind) { randomMovesAcrossSectionsAndHeaderChangesStayValid(kind.type) }
    private func randomMovesAcrossSectionsAndHeaderChangesStayValid<K: HeadlessKind>(_: K.Type) {
        var random = SeededRandom(seed: 0x5EC7_104E)
        let fixture = KindFixture<K>(rows: 200)
        let binder = fixture.sectioned(Section.self)
        var data: [Section: [Person]] = [:]
        var titles: [Section: TitleHeaderView.ViewModel] = [:]
        let calls = fixture.calls
        binder.onAllSections()
            .bind(cellType: K.Toggle.self, models: { data })
            .onDequeue { _, _, cell, person in cell.text = person.label }
            .onEvent(from: K.Toggle.self) { section, row, _, _, person in calls.record("\(section) \(row) \(person.label)") }
            .bind(headerType: K.Header.self, viewModels: { titles })
        binder.finish()
        for step in 0..<300 {
            let sections = Section.allCases.shuffled(using: &random).prefix(1 + random.next(below: 3))
            data = [:]
            var seen = Set<String>()
            for section in sections {
                data[section] = (0..<random.next(below: 6)).map { _ in "p\(random.next(below: 14))" }
                    .filter { seen.insert($0).inserted }
                    .map { Person(name: $0, age: 30 + random.next(below: 2)) }
            }
            titles = Dictionary(uniqueKeysWithValues: sections.filter { _ in random.next(below: 3) > 0 }
                .map { ($0, TitleHeaderView.ViewModel(title: "\($0)\(random.next(below: 2))")) })
            binder.displayedSections = Array(sections)
            binder.refresh()
            fixture.flush()
            let expected = sections.flatMap { section in
                (titles[section].map { ["# [\($0.title)]"] } ?? []) + (data[section] ?? []).map(\.label)
            }
            #expect(fixture.view.screen == expected, "step \(step): the screen shows the data")
            if fixture.view.screen != expected { break }
            // Every visible cell's events reach the handler with its row and model as they are now.
            if let target = fixture.visiblePaths.randomElement(using: &random) {
                fixture.view.emitEvent(fromCellAt: target, as: K.Toggle.self) { $0.toggle() }
                let person = data[sections[sections.startIndex + target.section]]![target.row]
                #expect(calls.take() == ["\(sections[sections.startIndex + target.section]) \(target.row) \(person.label)"],
                        "step \(step): the event handler gets the row where the cell is now")
            }
        }
        let batches = fixture.batches
        #expect(batches.contains { !$0.sectionMoves.isEmpty } && batches.contains { !$0.sectionReloads.isEmpty }
                    && batches.contains { $0.itemMoves.contains { $0.from.section != $0.to.section } },
                "the run moved sections, reloaded headers and moved rows across sections")
        #expect(batches.count > 300, "some updates took more than one stage (\(batches.count) batches)")
        #expect(fixture.view.errors.isEmpty, "every batch passed UIKit's rules")
        #expect(fixture.log.entries.isEmpty, "no diagnostics: \(fixture.log.entries)")
    }
}

/// A small seeded generator (SplitMix64) so random tests replay the same way everywhere.
struct SeededRandom: RandomNumberGenerator {
    private var state: UInt64
    init(seed: UInt64) { state = seed }
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
    mutating func next(below bound: Int) -> Int { Int(next() % UInt64(bound)) }
}
