import Braid
import BraidTesting
import Testing

/// A row that keeps its identity and whose model changed is reconfigured — its existing cell configured again
/// in place, so the cell's own state survives — unless its cell type may change or its chain asks for reloads. On a
/// headless table and a headless collection view.
@MainActor
@Suite("Changed cells: reconfigured or reloaded")
struct ChangedCellUpdateTests {
    /// A cell with state of its own, which a reconfigure must keep and a reload loses.
    final class EditingCell: HeadlessTableViewCell, Drafting {
        var draft = ""
    }

    enum Binding: String, CaseIterable, CustomTestStringConvertible, Sendable {
        case cellType, viewModels, mappedToViewModels, cellProvider, cellProviderKeepingItsType, cellTypeAskingForReloads
        var testDescription: String { rawValue }
        /// Whether a changed row keeps its cell.
        var reconfigures: Bool { ![.cellProvider, .cellTypeAskingForReloads].contains(self) }
    }

    final class CardEditingCell: HeadlessTableViewCell, ViewModelBindable, Drafting {
        var draft = ""
        var viewModel: CardCell.ViewModel? { didSet { text = viewModel?.title ?? "" } }
    }

    @Test(arguments: ViewKind.allCases, Binding.allCases)
    func aChangedRowIsReconfiguredWhereItsCellKeepsItsType(kind: ViewKind, binding: Binding) { aChangedRowIsReconfiguredWhereItsCellKeepsItsType(kind.withStatefulCells, binding) }
    private func aChangedRowIsReconfiguredWhereItsCellKeepsItsType<K: ChangedCellKind>(_: K.Type, _ binding: Binding) {
        let fixture = KindFixture<K>()
        let binder = fixture.plain()
        var people = [Person(name: "A"), Person(name: "B")]
        let chain = K.onOnlySection(binder)
        switch binding {
        case .cellType, .cellTypeAskingForReloads:
            let typed = chain.bind(cellType: K.Editing.self, models: { people })
                .onDequeue { _, cell, person in cell.text = person.label }
            if binding == .cellTypeAskingForReloads { typed.updatingChangedCells(by: .reloading) }
        case .viewModels:
            chain.bind(cellType: K.CardEditing.self, viewModels: { people.map { CardCell.ViewModel(id: $0.name, title: $0.label) } })
        case .mappedToViewModels:
            chain.bind(cellType: K.CardEditing.self, models: { people }, mapToViewModels: { CardCell.ViewModel(id: $0.name, title: $0.label) })
        case .cellProvider, .cellProviderKeepingItsType:
            let provided = chain.bind(cellProvider: { dequeuer, _, person in
                let cell = dequeuer.dequeue(K.Editing.self)
                cell.text = person.label
                return cell
            }, models: { people })
            if binding == .cellProviderKeepingItsType { provided.updatingChangedCells(by: .reconfiguring) }
        }
        binder.finish()
        let before = fixture.cell(1, 0)
        (before as? any Drafting)?.draft = "typing…"

        people[1].age = 7
        binder.refresh()
        fixture.flush()
        let expected = binding.reconfigures
            ? BatchUpdate(itemReconfigures: [path(1, 0)]) : BatchUpdate(itemReloads: [path(1, 0)])
        #expect(fixture.batches == [expected], "\(fixture.kind) \(binding): \(fixture.batches)")
        #expect(fixture.view.screen == ["A", "B7"], "the new content shows either way (\(binding))")
        let after = fixture.cell(1, 0)
        if binding.reconfigures {
            #expect(after === before, "a reconfigure keeps the very cell (\(binding))")
            let draft = (after as? any Drafting)?.draft
            #expect(draft == "typing…", "the cell's own state survives (\(binding))")
        } else {
            #expect(after !== before, "a reload gives the row a new cell (\(binding))")
        }
    }

    @Test(arguments: ViewKind.allCases)
    func rowsOfAnUndiffableSectionAreReloaded(kind: ViewKind) { rowsOfAnUndiffableSectionAreReloaded(kind.withStatefulCells) }
    private func rowsOfAnUndiffableSectionAreReloaded<K: ChangedCellKind>(_: K.Type) {
        let fixture = KindFixture<K>()
        let binder = fixture.plain()
        var notes = [Plain(text: "a"), Plain(text: "b")]
        K.onOnlySection(binder).bind(cellType: K.Editing.self, models: { notes })
            .onDequeue { _, cell, note in cell.text = note.text }
        binder.finish()
        notes[0].text = "A"
        binder.refresh()
        fixture.flush()
        #expect(fixture.batches == [BatchUpdate(itemReloads: [path(0, 0), path(1, 0)])],
                "without identity there is no telling which row changed: every row reloads, with the undiffable animation")
    }

    @Test(arguments: ViewKind.allCases)
    func anyScopeSetsTheFallbackAndANamedChainWins(kind: ViewKind) { anyScopeSetsTheFallbackAndANamedChainWins(kind.withStatefulCells) }
    private func anyScopeSetsTheFallbackAndANamedChainWins<K: ChangedCellKind>(_: K.Type) {
        let fixture = KindFixture<K>()
        let binder = fixture.sectioned(Section.self)
        var people: [Section: [Person]] = [.first: [Person(name: "A")], .second: [Person(name: "B")]]
        binder.onAllSections().bind(cellType: K.Editing.self, models: { people })
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
            #expect(text.contains("updatingChangedCells(by: .reconfiguring)") && text.contains("for the cell at 0 - 0") && text.contains("reconfigured in place"),
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

/// A cell with state of its own (a draft being typed), which a reconfigure keeps and a reload loses.
@MainActor
protocol Drafting: AnyObject {
    var draft: String { get set }
}

extension ViewKind {
    /// The kind, with its cells that have state of their own.
    var withStatefulCells: any ChangedCellKind.Type { self == .table ? TableViewKind.self : CollectionViewKind.self }
}

/// A kind with the cells that have state of their own.
@MainActor
protocol ChangedCellKind: HeadlessKind {
    associatedtype Editing: HeadlessReusableView & Drafting
    associatedtype CardEditing: HeadlessReusableView & Drafting & ViewModelBindable where CardEditing.ViewModel == CardCell.ViewModel
}

extension TableViewKind: ChangedCellKind {
    typealias Editing = ChangedCellUpdateTests.EditingCell
    typealias CardEditing = ChangedCellUpdateTests.CardEditingCell
}

extension CollectionViewKind: ChangedCellKind {
    final class EditingTile: HeadlessCollectionViewCell, Drafting {
        var draft = ""
    }
    final class CardEditingTile: HeadlessCollectionViewCell, ViewModelBindable, Drafting {
        var draft = ""
        var viewModel: CardCell.ViewModel? { didSet { text = viewModel?.title ?? "" } }
    }
    typealias Editing = EditingTile
    typealias CardEditing = CardEditingTile
}
