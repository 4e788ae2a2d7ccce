import Braid
import BraidTesting
import Testing

@MainActor
@Suite("TableViewBinder")
struct TableViewBinderTests {
    @Test func aSectionlessTableShowsOneCellPerModel() {
        let fixture = Fixture()
        let binder = fixture.plain()
        binder.onTable()
            .bind(cellType: TextCell.self, models: [Person(name: "John"), Person(name: "Mary")])
            .onDequeue { _, cell, person in cell.text = person.name }
        binder.finish()
        #expect(fixture.table.screen == ["John", "Mary"], "each model gets a cell configured by onDequeue")
        #expect(fixture.log.entries.isEmpty, "no diagnostics: \(fixture.log.entries)")
    }

    @Test func refreshAnimatesTheDifferenceInOneBatch() {
        let fixture = Fixture()
        let binder = fixture.plain()
        var people = [Person(name: "A"), Person(name: "B"), Person(name: "C")]
        binder.onTable()
            .bind(cellType: TextCell.self, models: { people })
            .onDequeue { _, cell, person in cell.text = "\(person.name)\(person.age)" }
        binder.finish()
        people = [Person(name: "C"), Person(name: "A"), Person(name: "D"), Person(name: "B", age: 31)]
        binder.refresh()
        binder.refresh()
        #expect(fixture.table.appliedBatches.isEmpty, "nothing is applied before the scheduler runs")
        fixture.flush()
        #expect(fixture.table.screen == ["C30", "A30", "D30", "B31"], "the table shows the new data: \(fixture.table.screen)")
        let batches = fixture.table.appliedBatches.map(\.batch)
        #expect(batches.count == 2, "a move plus an update of a moved row takes two valid batches: \(batches)")
        #expect(batches.first?.itemInserts == [ItemPath(row: 2, section: 0)], "D is inserted: \(batches)")
    }
}
