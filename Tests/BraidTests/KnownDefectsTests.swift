import Braid
import BraidTesting
import Testing

/// The original library's known defects, one named test each, so that they never come back — on a headless table
/// and, except for titles, a headless collection view.
@MainActor
@Suite("Known defects of the original")
struct KnownDefectsTests {
    @Test(arguments: ViewKind.allCases)
    func onEventBoundOnAllSectionsFiresForDynamicSections(kind: ViewKind) { onEventBoundOnAllSectionsFiresForDynamicSections(kind.type) }
    private func onEventBoundOnAllSectionsFiresForDynamicSections<K: HeadlessKind>(_: K.Type) {
        let fixture = KindFixture<K>()
        let binder = fixture.sectioned(DynamicSection.self)
        let calls = fixture.calls
        let news = DynamicSection(title: "news"), sport = DynamicSection(title: "sport")
        binder.onAllSections()
            .bind(cellType: K.Toggle.self, models: [news: ["n0"], sport: ["s0", "s1"]])
            .onDequeue { _, _, cell, text in cell.text = text }
            .onEvent(from: K.Toggle.self) { section, row, _, event, text in calls.record("\(section) \(row) \(text) \(event)") }
        binder.onAllSections()
            .onEvent(from: K.Toggle.self) { section, row, _, event in calls.record("no model: \(section) \(row) \(event)") }
        binder.displayedSections = [news, sport]
        binder.finish()
        fixture.view.emitEvent(fromCellAt: path(1, 1), as: K.Toggle.self) { $0.toggle() }
        #expect(calls.take() == ["sport 1 s1 toggled(true)", "no model: sport 1 toggled(true)"],
                "both all-sections onEvent handlers hear the event of a dynamic section")
    }

    @Test(arguments: ViewKind.allCases, [Scope.multi, .all])
    func prefetchWorksOnMultiSectionChains(kind: ViewKind, scope: Scope) { prefetchWorksOnMultiSectionChains(kind.type, scope) }
    private func prefetchWorksOnMultiSectionChains<K: HeadlessKind>(_: K.Type, _ scope: Scope) {
        let fixture = KindFixture<K>(rows: 3)
        let binder = fixture.sectioned(Section.self)
        let calls = fixture.calls
        let chain = scope == .multi ? binder.onSections(.first, .second) : binder.onAllSections()
        chain.bind(cellType: K.Text.self, models: [.first: ["a", "b", "c"], .second: ["d", "e", "f"]])
            .prefetch(when: .cellsFromEnd(1)) { section, start in calls.record("\(section) from \(start)") }
        binder.displayedSections = [.first, .second]
        binder.finish()
        fixture.view.scroll(toOffset: .infinity)
        #expect(calls.take() == ["first from 3", "second from 3"],
                "each section of a multi-section chain asks for more when its end comes near")
    }

    @Test(arguments: ViewKind.allCases)
    func eventHandlersGetTheRowWhereTheCellIsNowAfterRowsMoved(kind: ViewKind) { eventHandlersGetTheRowWhereTheCellIsNowAfterRowsMoved(kind.type) }
    private func eventHandlersGetTheRowWhereTheCellIsNowAfterRowsMoved<K: HeadlessKind>(_: K.Type) {
        let fixture = KindFixture<K>()
        let binder = fixture.plain()
        let calls = fixture.calls
        var people = [Person(name: "A"), Person(name: "B")]
        K.onOnlySection(binder)
            .bind(cellType: K.Toggle.self, models: { people })
            .onDequeue { _, cell, person in cell.text = person.label }
            .onEvent(from: K.Toggle.self) { row, _, event, person in calls.record("\(row) \(person) \(event)") }
        binder.finish()
        let cellOfB = (fixture.cell(1, 0) as? K.Toggle)
        people = [Person(name: "Z"), Person(name: "B"), Person(name: "A")]
        binder.refresh()
        fixture.flush()
        #expect((fixture.cell(1, 0) as? K.Toggle) === cellOfB, "B kept its cell through the move")
        cellOfB?.toggle()
        #expect(calls.take() == ["1 B toggled(true)"], "the handler gets B's row and model now, not from dequeue time")
        fixture.view.emitEvent(fromCellAt: path(2, 0), as: K.Toggle.self) { $0.toggle() }
        #expect(calls.take() == ["2 A toggled(true)"], "A moved from row 0 to row 2")
    }

    @Test func aTitleBoundBeforeACustomHeaderViewKeepsTheView() {
        let fixture = Fixture()
        let binder = fixture.sectioned(Section.self)
        binder.onSection(.first)
            .bind(cellType: TextCell.self, models: ["a"])
            .onDequeue { _, cell, text in cell.text = text }
            .bind(headerTitle: "TITLE")
            .bind(headerType: TitleHeaderView.self, viewModel: .init(title: "view"))
            .bind(footerTitle: "FOOTER")
            .bind(footerType: TitleHeaderView.self, viewModel: .init(title: "footer view"))
        binder.displayedSections = [.first]
        binder.finish()
        #expect(fixture.table.screen == ["# [view]", "a", "## [footer view]"], "the views show; the titles do not drop them")
        #expect(fixture.table.headerView(inSection: 0) is TitleHeaderView)
    }

    /// Sections that shrink in every tier, alone and while other sections change around them.
    @Test(arguments: ViewKind.allCases, [0, 1, 2])
    func aShrinkingSectionProducesValidBatches(kind: ViewKind, keep: Int) { aShrinkingSectionProducesValidBatches(kind.type, keep) }
    private func aShrinkingSectionProducesValidBatches<K: HeadlessKind>(_: K.Type, _ keep: Int) {
        let fixture = KindFixture<K>(rows: 30)
        let binder = fixture.sectioned(Section.self)
        var people = (0..<4).map { Person(name: "p\($0)") }
        var plain = (0..<4).map { Plain(text: "x\($0)") }
        var notes = (0..<4).map { Note(text: "n\($0)") }
        binder.onSection(.first).bind(cellType: K.Text.self, models: { people })
            .onDequeue { _, cell, person in cell.text = person.label }
        binder.onSection(.second).bind(cellType: K.Text.self, models: { plain })
            .onDequeue { _, cell, item in cell.text = item.text }
        binder.onSection(.third).bind(cellType: K.Text.self, models: { notes })
            .onDequeue { _, cell, note in cell.text = note.text }
        binder.displayedSections = [.first, .second, .third]
        binder.finish()
        people = Array(people.suffix(keep))
        plain = (0..<keep).map { Plain(text: "y\($0)") }
        notes = Array(notes.prefix(keep))
        binder.displayedSections = keep == 1 ? [.third, .second, .first] : [.first, .second, .third]
        binder.refresh()
        fixture.flush()
        let rows = [Section.first: people.map(\.label), .second: plain.map(\.text), .third: notes.map(\.text)]
        let expected = binder.displayedSections.flatMap { rows[$0]! }
        #expect(fixture.view.screen == expected, "the table shows the shrunk sections")
        #expect(fixture.view.errors.isEmpty, "every batch passed UIKit's rules")
        #expect(!fixture.batches.isEmpty)
    }

    @Test(arguments: ViewKind.allCases)
    func aShrinkingUndiffableSectionDeletesItsLastRows(kind: ViewKind) { aShrinkingUndiffableSectionDeletesItsLastRows(kind.type) }
    private func aShrinkingUndiffableSectionDeletesItsLastRows<K: HeadlessKind>(_: K.Type) {
        let fixture = KindFixture<K>()
        let binder = fixture.plain()
        var items = (0..<5).map { Plain(text: "\($0)") }
        K.onOnlySection(binder).bind(cellType: K.Text.self, models: { items })
            .onDequeue { _, cell, item in cell.text = item.text }
        binder.finish()
        items = [Plain(text: "a")]
        binder.refresh()
        fixture.flush()
        #expect(fixture.batches == [BatchUpdate(itemDeletes: [path(1, 0), path(2, 0), path(3, 0), path(4, 0)], itemReloads: [path(0, 0)])],
                "rows past the new count are deleted; the one left is reloaded")
        #expect(fixture.view.screen == ["a"])
    }

    @Test(arguments: ViewKind.allCases)
    func rowsAreNotInsertedTwiceWhenASectionGoesFromEmptyToFilled(kind: ViewKind) { rowsAreNotInsertedTwiceWhenASectionGoesFromEmptyToFilled(kind.type) }
    private func rowsAreNotInsertedTwiceWhenASectionGoesFromEmptyToFilled<K: HeadlessKind>(_: K.Type) {
        let fixture = KindFixture<K>()
        let binder = fixture.sectioned(Section.self)
        var first: [Person] = []
        var second: [Person] = []
        binder.onSection(.first).bind(cellType: K.Text.self, models: { first })
            .onDequeue { _, cell, person in cell.text = person.label }
        binder.onSection(.second).bind(cellType: K.Text.self, models: { second })
            .onDequeue { _, cell, person in cell.text = person.label }
        binder.displayedSections = [.first]
        binder.finish()
        first = [Person(name: "A"), Person(name: "B")]
        binder.refresh()
        fixture.flush()
        #expect(fixture.batches == [BatchUpdate(itemInserts: [path(0, 0), path(1, 0)])],
                "a displayed empty section that fills gets its rows inserted, once")

        second = [Person(name: "C")]
        binder.sectionDisplayBehavior = .hidesSectionsWithNoCellData
        fixture.flush()
        #expect(fixture.batches.last == BatchUpdate(sectionInserts: [1]),
                "a section that appears with its rows is inserted as a section, without row inserts")
        #expect(fixture.view.screen == ["A", "B", "C"])
    }

    @Test(arguments: ViewKind.allCases)
    func valueChangesReloadWhenModelsAreMappedToDiffableViewModels(kind: ViewKind) { valueChangesReloadWhenModelsAreMappedToDiffableViewModels(kind.type) }
    private func valueChangesReloadWhenModelsAreMappedToDiffableViewModels<K: HeadlessKind>(_: K.Type) {
        let fixture = KindFixture<K>()
        let binder = fixture.plain()
        var items = [Plain(text: "a"), Plain(text: "b")]
        K.onOnlySection(binder).bind(cellType: K.Card.self, models: { items }, mapToViewModels: { item in
            CardCell.ViewModel(id: String(item.text.prefix(1)), title: item.text)
        })
        binder.finish()
        items = [Plain(text: "b!"), Plain(text: "a")]
        binder.refresh()
        fixture.flush()
        #expect(fixture.batches == [BatchUpdate(itemMoves: [Move(from: path(1, 0), to: path(0, 0))]), BatchUpdate(itemReconfigures: [path(0, 0)])],
                "the view models' identity moves b and their equality reconfigures it, though the models are neither")
        #expect(fixture.view.screen == ["b!", "a"])
    }

    @Test(arguments: ViewKind.allCases)
    func valueChangesReloadWhenOnlyTheMappedViewModelsHaveEquality(kind: ViewKind) { valueChangesReloadWhenOnlyTheMappedViewModelsHaveEquality(kind.type) }
    private func valueChangesReloadWhenOnlyTheMappedViewModelsHaveEquality<K: HeadlessKind>(_: K.Type) {
        let fixture = KindFixture<K>()
        let binder = fixture.plain()
        var tags = [Tag(collectionId: "1", text: "one"), Tag(collectionId: "2", text: "two")]
        K.onOnlySection(binder).bind(cellType: K.Label.self, models: { tags }, mapToViewModels: { LabelCell.ViewModel(title: $0.text) })
        binder.finish()
        tags[1].text = "TWO"
        binder.refresh()
        fixture.flush()
        #expect(fixture.batches == [BatchUpdate(itemReconfigures: [path(1, 0)])],
                "identity from the models, equality from the view models: the changed row is reconfigured")
        #expect(fixture.view.screen == ["one", "TWO"])
    }
}
