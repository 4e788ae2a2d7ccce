import Braid
import BraidTesting
import Testing

/// A row that keeps its identity and whose model changed is reconfigured — its existing cell configured again
/// in place, so the cell's own state survives — unless its cell type may change or its chain asks for reloads.
@MainActor
@Suite("Changed cells: reconfigured or reloaded")
struct ChangedCellUpdateTests {
    /// A cell with state of its own, which a reconfigure must keep and a reload loses.
    final class EditingCell: HeadlessTableViewCell {
        var draft = ""
    }

    enum Binding: String, CaseIterable, CustomTestStringConvertible, Sendable {
        case cellType, viewModels, mappedToViewModels, cellProvider, cellProviderKeepingItsType, cellTypeAskingForReloads
        var testDescription: String { rawValue }
        /// Whether a changed row keeps its cell.
        var reconfigures: Bool { ![.cellProvider, .cellTypeAskingForReloads].contains(self) }
    }

    final class CardEditingCell: HeadlessTableViewCell, ViewModelBindable {
        var draft = ""
        var viewModel: CardCell.ViewModel? { didSet { text = viewModel?.title ?? "" } }
    }

    @Test(arguments: Binding.allCases)
    func aChangedRowIsReconfiguredWhereItsCellKeepsItsType(binding: Binding) {
        let fixture = Fixture()
        let binder = fixture.plain()
        var people = [Person(name: "A"), Person(name: "B")]
        let chain = binder.onTable()
        switch binding {
        case .cellType, .cellTypeAskingForReloads:
            let typed = chain.bind(cellType: EditingCell.self, models: { people })
                .onDequeue { _, cell, person in cell.text = person.label }
            if binding == .cellTypeAskingForReloads { typed.updatingChangedCells(by: .reloading) }
        case .viewModels:
            chain.bind(cellType: CardEditingCell.self, viewModels: { people.map { CardCell.ViewModel(id: $0.name, title: $0.label) } })
        case .mappedToViewModels:
            chain.bind(cellType: CardEditingCell.self, models: { people }, mapToViewModels: { CardCell.ViewModel(id: $0.name, title: $0.label) })
        case .cellProvider, .cellProviderKeepingItsType:
            let provided = chain.bind(cellProvider: { dequeuer, _, person in
                let cell = dequeuer.dequeue(EditingCell.self)
                cell.text = person.label
                return cell
            }, models: { people })
            if binding == .cellProviderKeepingItsType { provided.updatingChangedCells(by: .reconfiguring) }
        }
        binder.finish()
        let before = fixture.table.visibleCells.first { $0.path == path(1, 0) }?.cell
        (before as? EditingCell)?.draft = "typing…"
        (before as? CardEditingCell)?.draft = "typing…"

        people[1].age = 7
        binder.refresh()
        fixture.flush()
        let expected = binding.reconfigures
            ? BatchUpdate(itemReconfigures: [path(1, 0)]) : BatchUpdate(itemReloads: [path(1, 0)])
        #expect(fixture.batches == [expected], "\(binding): \(fixture.batches)")
        #expect(fixture.table.screen == ["A", "B7"], "the new content shows either way (\(binding))")
        let after = fixture.table.visibleCells.first { $0.path == path(1, 0) }?.cell
        if binding.reconfigures {
            #expect(after === before, "a reconfigure keeps the very cell (\(binding))")
            let draft = (after as? EditingCell)?.draft ?? (after as? CardEditingCell)?.draft
            #expect(draft == "typing…", "the cell's own state survives (\(binding))")
        } else {
            #expect(after !== before, "a reload gives the row a new cell (\(binding))")
        }
    }

    @Test func rowsOfAnUndiffableSectionAreReloaded() {
        let fixture = Fixture()
        let binder = fixture.plain()
        var notes = [Plain(text: "a"), Plain(text: "b")]
        binder.onTable().bind(cellType: EditingCell.self, models: { notes })
            .onDequeue { _, cell, note in cell.text = note.text }
        binder.finish()
        notes[0].text = "A"
        binder.refresh()
        fixture.flush()
        #expect(fixture.batches == [BatchUpdate(itemReloads: [path(0, 0), path(1, 0)])],
                "without identity there is no telling which row changed: every row reloads, with the undiffable animation")
    }

    @Test func anyScopeSetsTheFallbackAndANamedChainWins() {
        let fixture = Fixture()
        let binder = fixture.sectioned(Section.self)
        var people: [Section: [Person]] = [.first: [Person(name: "A")], .second: [Person(name: "B")]]
        binder.onAllSections().bind(cellType: EditingCell.self, models: { people })
            .onDequeue { _, _, cell, person in cell.text = person.label }
        binder.onAnySection().updatingChangedCells(by: .reloading)
        binder.onSection(.second).updatingChangedCells(by: .reconfiguring)
        binder.displayedSections = [.first, .second]
        binder.finish()
        people[.first]![0].age = 1
        people[.second]![0].age = 2
        binder.refresh()
        fixture.flush()
        #expect(fixture.batches == [BatchUpdate(itemReloads: [path(0, 0)], itemReconfigures: [path(0, 1)])],
                "any-section is the fallback; the named chain reconfigures its section: \(fixture.batches)")
    }

    /// A provider said to keep its type but changing it stops the program, as UIKit does, with a message that
    /// names the promise and the fix.
    @Test func aProviderThatBreaksItsPromiseStopsWithAMessageThatSaysSo() async {
        await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            await MainActor.run { ChangedCellUpdateTests.breakAProvidersPromise() }
        }.map { result in
            let text = String(decoding: result.standardErrorContent, as: UTF8.self)
            #expect(text.contains("updatingChangedCells(by: .reconfiguring)") && text.contains("is reconfiguring the cell at 0 - 0"),
                    "the message names the promise and the row: \(text)")
        }
    }

    /// A provider bound with `.reconfiguring` whose row changes cell type on the next refresh.
    static func breakAProvidersPromise() {
        let fixture = Fixture()
        let binder = fixture.plain()
        var people = [Person(name: "A", age: 1)]
        binder.onTable().bind(cellProvider: { dequeuer, _, person in
            let cell: HeadlessTableViewCell = person.age < 10 ? dequeuer.dequeue(EditingCell.self) : dequeuer.dequeue(OtherCell.self)
            cell.text = person.label
            return cell
        }, models: { people }).updatingChangedCells(by: .reconfiguring)
        binder.finish()
        people[0].age = 50
        binder.refresh()
        fixture.table.failureHandler = { _, _ in }   // the host reports its own error; the binder's message is the one asserted
        fixture.flush()
    }
}
