import Braid
import BraidTesting
import Testing

/// Mistakes in binding code get a clear message through the binder's `diagnosticHandler` — never a silent
/// wrong table, never a crash with someone else's message.
@MainActor
@Suite("Bad input")
struct BadInputTests {
    /// A warning, not an error: the section shows empty, which is what the data says (the original showed it so).
    @Test func aDisplayedSectionThatNoChainBindsIsReportedByName() {
        let fixture = Fixture()
        let binder = fixture.sectioned(Section.self)
        binder.onSection(.first).bind(cellType: TextCell.self, models: [Person(name: "A")])
            .onDequeue { _, cell, person in cell.text = person.label }
        binder.onSection(.third).onTapped { _, _ in }
        binder.displayedSections = [.first, .second, .third]
        binder.finish()
        #expect(fixture.log.errors.isEmpty, "an empty section is a harmless outcome, not an error: \(fixture.log.errors)")
        #expect(fixture.log.warnings.count == 2, "one warning per unbound section: \(fixture.log.warnings)")
        #expect(fixture.log.warnings.first?.contains("section second is displayed but no binding chain binds it, so it shows empty") == true,
                "the message names the section and says what happens: \(fixture.log.warnings)")
        #expect(fixture.log.warnings.last?.contains("section third") == true, "a handler alone does not bind a section")
        #expect(fixture.table.screen == ["A"], "the unbound sections show nothing")
        binder.refresh()
        fixture.flush()
        #expect(fixture.log.warnings.count == 2, "reported once, not on every update")
    }

    @Test(arguments: Scope.allCases)
    func assumingAWrongModelTypeNamesTheSectionAndBothTypes(scope: Scope) {
        let fixture = Fixture()
        let binder = fixture.sectioned(Section.self)
        binder.onSection(.first).bind(cellType: TextCell.self, models: [Person(name: "A")])
        binder.onSection(.second).bind(cellType: TextCell.self, models: [Plain(text: "x")])
        let calls = fixture.calls
        switch scope {
        case .single:
            binder.onSection(.second).assuming(modelType: Person.self).onTapped { _, _, person in calls.record("\(person)") }
        case .multi:
            binder.onSections(.first, .second).assuming(modelType: Person.self).onTapped { _, _, _, person in calls.record("\(person)") }
        case .all:
            binder.onAllSections().assuming(modelType: Person.self).onTapped { _, _, _, person in calls.record("\(person)") }
        }
        binder.displayedSections = [.first, .second]
        binder.finish()
        if scope == .all {
            #expect(fixture.log.errors.isEmpty, "both sections are bound by name, so the all-sections assumption covers none")
            return
        }
        #expect(fixture.log.errors.count == 1, "one error: \(fixture.log.errors)")
        let message = fixture.log.errors.first ?? ""
        #expect(message.contains("section second") && message.contains("Person") && message.contains("Plain"),
                "the message names the section, the assumed and the actual type: \(message)")
        fixture.table.tap(row: 0, section: 1)
        #expect(calls.take().isEmpty, "the handler is not called with a model of the wrong type")
    }

    @Test func anUnregisteredCellTypeIsReportedWhenAutomaticRegistrationIsOff() {
        let fixture = Fixture()
        let binder = fixture.plain()
        binder.automaticallyRegistersCells = false
        binder.onTable().bind(cellType: TextCell.self, models: [Person(name: "A")])
            .onDequeue { _, cell, person in cell.text = person.label }
        let hostError = fixture.table.expectError { binder.finish() }
        #expect(hostError?.kind == .unregisteredReuseIdentifier, "the table reports the dequeue, as UIKit would")
        let message = fixture.log.errors.first ?? ""
        #expect(message.contains("TextCell") && message.contains("automaticallyRegistersCells"),
                "the binder names the cell type and the setting: \(fixture.log.errors)")
    }

    @Test func aCellTypeRegisteredByHandIsDequeuedWhenAutomaticRegistrationIsOff() {
        let fixture = Fixture()
        let binder = fixture.plain()
        binder.automaticallyRegistersCells = false
        fixture.table.register(cellType: TextCell.self, forReuseIdentifier: "TextCell")
        binder.onTable().bind(cellType: TextCell.self, models: [Person(name: "A")])
            .onDequeue { _, cell, person in cell.text = person.label }
        binder.finish()
        #expect(fixture.table.screen == ["A"])
        #expect(fixture.log.entries.isEmpty)
    }

    /// Every kind of binding made after `finish()`.
    enum LateBinding: String, CaseIterable, CustomTestStringConvertible, Sendable {
        case cells, title, headerView, handler, anyHandler, dimension, anyDimension, prefetch, assumption
        var testDescription: String { rawValue }
    }

    @Test(arguments: LateBinding.allCases)
    func bindingAfterFinishIsReported(late: LateBinding) {
        let fixture = Fixture()
        let binder = fixture.sectioned(Section.self)
        binder.onSection(.first).bind(cellType: TextCell.self, models: [Person(name: "A")])
            .onDequeue { _, cell, person in cell.text = person.label }
        binder.displayedSections = [.first]
        binder.finish()
        let chain = binder.onSection(.first)
        switch late {
        case .cells: chain.bind(cellType: OtherCell.self, models: [1, 2])
        case .title: chain.bind(headerTitle: "late")
        case .headerView: chain.bind(headerType: TitleHeaderView.self, viewModel: .init(title: "late"))
        case .handler: chain.onTapped { _, _ in }
        case .anyHandler: binder.onAnySection().onDequeue { _, _, _ in }
        case .dimension: chain.cellHeight { _ in 9 }
        case .anyDimension: binder.onAnySection().headerHeight { _ in 9 }
        case .prefetch: chain.prefetch { _ in }
        case .assumption: _ = chain.assuming(modelType: Person.self)
        }
        #expect(fixture.log.errors.count == 1 && fixture.log.errors[0].contains("after finish()"),
                "binding after finish() is reported: \(fixture.log.errors)")
        binder.refresh()
        fixture.flush()
        #expect(fixture.table.screen == ["A"], "the table is unchanged")
        let source = fixture.table.dataSource
        #expect(source?.tableHost(fixture.table, heightForRowAt: path(0, 0)) == nil
                    && source?.tableHost(fixture.table, heightForHeaderInSection: 0) == nil,
                "a late dimension does not apply")
        #expect(fixture.batches.isEmpty, "nothing the late binding said reaches the table")
    }

    @Test func aNegativeNumberOfCellsIsWarnedAboutAndShowsNoCells() {
        let fixture = Fixture()
        let binder = fixture.plain()
        binder.onTable().bind(cellProvider: { dequeuer, _ in dequeuer.dequeue(TextCell.self) }, numberOfCells: -2)
        binder.finish()
        #expect(fixture.log.errors.isEmpty, "no cells is a harmless outcome, not an error: \(fixture.log.errors)")
        #expect(fixture.log.warnings.count == 1 && fixture.log.warnings[0].contains("-2"),
                "the message gives the bad count: \(fixture.log.warnings)")
        #expect(fixture.table.numberOfRows(inSection: 0) == 0, "the section shows no cells")
    }

    @Test func finishingTwiceIsIgnoredWithAWarning() {
        let fixture = Fixture()
        let binder = fixture.plain()
        binder.onTable().bind(cellType: TextCell.self, models: [Person(name: "A")])
        binder.finish()
        binder.finish()
        #expect(fixture.log.errors.isEmpty, "a second finish() changes nothing: \(fixture.log.errors)")
        #expect(fixture.log.warnings == ["finish() was called twice on the same binder; the second call is ignored."])
        #expect(fixture.table.numberOfRows(inSection: 0) == 1, "the table is unchanged")
    }
}
