import Braid
import BraidTesting
import Testing

/// The original library's known defects, one named test each, so that they never come back.
@MainActor
@Suite("Known defects of the original")
struct KnownDefectsTests {
    @Test func onEventBoundOnAllSectionsFiresForDynamicSections() {
        let fixture = Fixture()
        let binder = fixture.sectioned(DynamicSection.self)
        let calls = fixture.calls
        let news = DynamicSection(title: "news"), sport = DynamicSection(title: "sport")
        binder.onAllSections()
            .bind(cellType: ToggleCell.self, models: [news: ["n0"], sport: ["s0", "s1"]])
            .onDequeue { _, _, cell, text in cell.text = text }
            .onEvent(from: ToggleCell.self) { section, row, _, event, text in calls.record("\(section) \(row) \(text) \(event)") }
        binder.onAllSections()
            .onEvent(from: ToggleCell.self) { section, row, _, event in calls.record("no model: \(section) \(row) \(event)") }
        binder.displayedSections = [news, sport]
        binder.finish()
        fixture.table.emitEvent(fromCellAt: path(1, 1), as: ToggleCell.self) { $0.toggle() }
        #expect(calls.take() == ["sport 1 s1 toggled(true)", "no model: sport 1 toggled(true)"],
                "both all-sections onEvent handlers hear the event of a dynamic section")
    }

    @Test(arguments: [Scope.multi, .all])
    func prefetchWorksOnMultiSectionChains(scope: Scope) {
        let fixture = Fixture(rows: 3)
        let binder = fixture.sectioned(Section.self)
        let calls = fixture.calls
        let chain = scope == .multi ? binder.onSections(.first, .second) : binder.onAllSections()
        chain.bind(cellType: TextCell.self, models: [.first: ["a", "b", "c"], .second: ["d", "e", "f"]])
            .prefetch(when: .cellsFromEnd(1)) { section, start in calls.record("\(section) from \(start)") }
        binder.displayedSections = [.first, .second]
        binder.finish()
        fixture.table.scroll(toOffset: .infinity)
        #expect(calls.take() == ["first from 3", "second from 3"],
                "each section of a multi-section chain asks for more when its end comes near")
    }

    @Test func eventHandlersGetTheRowWhereTheCellIsNowAfterRowsMoved() {
        let fixture = Fixture()
        let binder = fixture.plain()
        let calls = fixture.calls
        var people = [Person(name: "A"), Person(name: "B")]
        binder.onTable()
            .bind(cellType: ToggleCell.self, models: { people })
            .onDequeue { _, cell, person in cell.text = person.label }
            .onEvent(from: ToggleCell.self) { row, _, event, person in calls.record("\(row) \(person) \(event)") }
        binder.finish()
        let cellOfB = fixture.table.cell(at: path(1, 0), as: ToggleCell.self)
        people = [Person(name: "Z"), Person(name: "B"), Person(name: "A")]
        binder.refresh()
        fixture.flush()
        #expect(fixture.table.cell(at: path(1, 0), as: ToggleCell.self) === cellOfB, "B kept its cell through the move")
        cellOfB?.toggle()
        #expect(calls.take() == ["1 B toggled(true)"], "the handler gets B's row and model now, not from dequeue time")
        fixture.table.emitEvent(fromCellAt: path(2, 0), as: ToggleCell.self) { $0.toggle() }
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
    @Test(arguments: [0, 1, 2])
    func aShrinkingSectionProducesValidBatches(keep: Int) {
        let fixture = Fixture(rows: 30)
        let binder = fixture.sectioned(Section.self)
        var people = (0..<4).map { Person(name: "p\($0)") }
        var plain = (0..<4).map { Plain(text: "x\($0)") }
        var notes = (0..<4).map { Note(text: "n\($0)") }
        binder.onSection(.first).bind(cellType: TextCell.self, models: { people })
            .onDequeue { _, cell, person in cell.text = person.label }
        binder.onSection(.second).bind(cellType: TextCell.self, models: { plain })
            .onDequeue { _, cell, item in cell.text = item.text }
        binder.onSection(.third).bind(cellType: TextCell.self, models: { notes })
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
        #expect(fixture.table.screen == expected, "the table shows the shrunk sections")
        #expect(fixture.table.errors.isEmpty, "every batch passed UIKit's rules")
        #expect(!fixture.batches.isEmpty)
    }

    @Test func aShrinkingUndiffableSectionDeletesItsLastRows() {
        let fixture = Fixture()
        let binder = fixture.plain()
        var items = (0..<5).map { Plain(text: "\($0)") }
        binder.onTable().bind(cellType: TextCell.self, models: { items })
            .onDequeue { _, cell, item in cell.text = item.text }
        binder.finish()
        items = [Plain(text: "a")]
        binder.refresh()
        fixture.flush()
        #expect(fixture.batches == [BatchUpdate(itemDeletes: [path(1, 0), path(2, 0), path(3, 0), path(4, 0)], itemReloads: [path(0, 0)])],
                "rows past the new count are deleted; the one left is reloaded")
        #expect(fixture.table.screen == ["a"])
    }

    @Test func rowsAreNotInsertedTwiceWhenASectionGoesFromEmptyToFilled() {
        let fixture = Fixture()
        let binder = fixture.sectioned(Section.self)
        var first: [Person] = []
        var second: [Person] = []
        binder.onSection(.first).bind(cellType: TextCell.self, models: { first })
            .onDequeue { _, cell, person in cell.text = person.label }
        binder.onSection(.second).bind(cellType: TextCell.self, models: { second })
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
        #expect(fixture.table.screen == ["A", "B", "C"])
    }

    @Test func valueChangesReloadWhenModelsAreMappedToDiffableViewModels() {
        let fixture = Fixture()
        let binder = fixture.plain()
        var items = [Plain(text: "a"), Plain(text: "b")]
        binder.onTable().bind(cellType: CardCell.self, models: { items }, mapToViewModels: { item in
            CardCell.ViewModel(id: String(item.text.prefix(1)), title: item.text)
        })
        binder.finish()
        items = [Plain(text: "b!"), Plain(text: "a")]
        binder.refresh()
        fixture.flush()
        #expect(fixture.batches == [BatchUpdate(itemMoves: [Move(from: path(1, 0), to: path(0, 0))]), BatchUpdate(itemReconfigures: [path(0, 0)])],
                "the view models' identity moves b and their equality reconfigures it, though the models are neither")
        #expect(fixture.table.screen == ["b!", "a"])
    }

    @Test func valueChangesReloadWhenOnlyTheMappedViewModelsHaveEquality() {
        let fixture = Fixture()
        let binder = fixture.plain()
        var tags = [Tag(collectionId: "1", text: "one"), Tag(collectionId: "2", text: "two")]
        binder.onTable().bind(cellType: LabelCell.self, models: { tags }, mapToViewModels: { LabelCell.ViewModel(title: $0.text) })
        binder.finish()
        tags[1].text = "TWO"
        binder.refresh()
        fixture.flush()
        #expect(fixture.batches == [BatchUpdate(itemReconfigures: [path(1, 0)])],
                "identity from the models, equality from the view models: the changed row is reconfigured")
        #expect(fixture.table.screen == ["one", "TWO"])
    }
}
