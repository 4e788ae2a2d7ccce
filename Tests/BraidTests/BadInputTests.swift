import Braid
import BraidTesting
import Testing

/// Mistakes in binding code get a clear message through the binder's `diagnosticHandler` — never a silent
/// wrong table, never a crash with someone else's message — on a headless table and a headless collection view.
@MainActor
@Suite("Bad input")
struct BadInputTests {
    /// A warning, not an error: the section shows empty, which is what the data says (the original showed it so).
    @Test(arguments: ViewKind.allCases)
    func aDisplayedSectionThatNoChainBindsIsReportedByName(kind: ViewKind) { aDisplayedSectionThatNoChainBindsIsReportedByName(kind.type) }
    private func aDisplayedSectionThatNoChainBindsIsReportedByName<K: HeadlessKind>(_: K.Type) {
        let fixture = KindFixture<K>()
        let binder = fixture.sectioned(Section.self)
        binder.onSection(.first).bind(cellType: K.Text.self, models: [Person(name: "A")])
            .onDequeue { _, cell, person in cell.text = person.label }
        binder.onSection(.third).onTapped { _, _ in }
        binder.displayedSections = [.first, .second, .third]
        binder.finish()
        #expect(fixture.log.errors.isEmpty, "an empty section is a harmless outcome, not an error: \(fixture.log.errors)")
        #expect(fixture.log.warnings.count == 2, "one warning per unbound section: \(fixture.log.warnings)")
        #expect(fixture.log.warnings.first?.contains("section second is displayed but no binding chain binds it, so it shows empty") == true,
                "the message names the section and says what happens: \(fixture.log.warnings)")
        #expect(fixture.log.warnings.last?.contains("section third") == true, "a handler alone does not bind a section")
        #expect(fixture.view.screen == ["A"], "the unbound sections show nothing")
        binder.refresh()
        fixture.flush()
        #expect(fixture.log.warnings.count == 2, "reported once, not on every update")
    }

    @Test(arguments: ViewKind.allCases, Scope.allCases)
    func assumingAWrongModelTypeNamesTheSectionAndBothTypes(kind: ViewKind, scope: Scope) { assumingAWrongModelTypeNamesTheSectionAndBothTypes(kind.type, scope) }
    private func assumingAWrongModelTypeNamesTheSectionAndBothTypes<K: HeadlessKind>(_: K.Type, _ scope: Scope) {
        let fixture = KindFixture<K>()
        let binder = fixture.sectioned(Section.self)
        binder.onSection(.first).bind(cellType: K.Text.self, models: [Person(name: "A")])
        binder.onSection(.second).bind(cellType: K.Text.self, models: [Plain(text: "x")])
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
        fixture.tap(0, 1)
        #expect(calls.take().isEmpty, "the handler is not called with a model of the wrong type")
    }

    @Test(arguments: ViewKind.allCases)
    func anUnregisteredCellTypeIsReportedWhenAutomaticRegistrationIsOff(kind: ViewKind) { anUnregisteredCellTypeIsReportedWhenAutomaticRegistrationIsOff(kind.type) }
    private func anUnregisteredCellTypeIsReportedWhenAutomaticRegistrationIsOff<K: HeadlessKind>(_: K.Type) {
        let fixture = KindFixture<K>()
        let binder = fixture.plain()
        binder.automaticallyRegistersCells = false
        K.onOnlySection(binder).bind(cellType: K.Text.self, models: [Person(name: "A")])
            .onDequeue { _, cell, person in cell.text = person.label }
        let hostError = fixture.view.expectError { binder.finish() }
        #expect(hostError?.kind == .unregisteredReuseIdentifier, "the table reports the dequeue, as UIKit would")
        let message = fixture.log.errors.first ?? ""
        #expect(message.contains("\(K.Text.self)") && message.contains("automaticallyRegistersCells"),
                "the binder names the cell type and the setting: \(fixture.log.errors)")
    }

    @Test(arguments: ViewKind.allCases)
    func aCellTypeRegisteredByHandIsDequeuedWhenAutomaticRegistrationIsOff(kind: ViewKind) { aCellTypeRegisteredByHandIsDequeuedWhenAutomaticRegistrationIsOff(kind.type) }
    private func aCellTypeRegisteredByHandIsDequeuedWhenAutomaticRegistrationIsOff<K: HeadlessKind>(_: K.Type) {
        let fixture = KindFixture<K>()
        let binder = fixture.plain()
        binder.automaticallyRegistersCells = false
        K.register(fixture.view, cellType: K.Text.self, forReuseIdentifier: "\(K.Text.self)")
        K.onOnlySection(binder).bind(cellType: K.Text.self, models: [Person(name: "A")])
            .onDequeue { _, cell, person in cell.text = person.label }
        binder.finish()
        #expect(fixture.view.screen == ["A"])
        #expect(fixture.log.entries.isEmpty)
    }

    /// Every kind of binding made after `finish()`.
    enum LateBinding: String, CaseIterable, CustomTestStringConvertible, Sendable {
        case cells, title, headerView, handler, anyHandler, dimension, anyDimension, prefetch, assumption
        var testDescription: String { rawValue }
    }

    /// Every late binding on both kinds, but titles only on tables.
    nonisolated static let lateBindings = ViewKind.allCases.flatMap { kind in
        LateBinding.allCases.filter { kind == .table || $0 != .title }.map { (kind, $0) }
    }

    @Test(arguments: lateBindings)
    func bindingAfterFinishIsReported(kind: ViewKind, late: LateBinding) { bindingAfterFinishIsReported(kind.type, late) }
    private func bindingAfterFinishIsReported<K: HeadlessKind>(_: K.Type, _ late: LateBinding) {
        let fixture = KindFixture<K>()
        let binder = fixture.sectioned(Section.self)
        binder.onSection(.first).bind(cellType: K.Text.self, models: [Person(name: "A")])
            .onDequeue { _, cell, person in cell.text = person.label }
        binder.displayedSections = [.first]
        binder.finish()
        let chain = binder.onSection(.first)
        let table = binder as? SectionedTableViewBinder<Section>
        let collection = binder as? SectionedCollectionViewBinder<Section>
        switch late {
        case .cells: chain.bind(cellType: K.Other.self, models: [1, 2])
        case .title: table?.onSection(.first).bind(headerTitle: "late")
        case .headerView: chain.bind(headerType: K.Header.self, viewModel: .init(title: "late"))
        case .handler: chain.onTapped { _, _ in }
        case .anyHandler: binder.onAnySection().onDequeue { _, _, _ in }
        case .dimension:
            table?.onSection(.first).cellHeight { _ in 9 }
            collection?.onSection(.first).itemSize { _ in Size(width: 9, height: 9) }
        case .anyDimension:
            table?.onAnySection().headerHeight { _ in 9 }
            collection?.onAnySection().headerSize { _ in Size(width: 9, height: 9) }
        case .prefetch: chain.prefetch { _ in }
        case .assumption: _ = chain.assuming(modelType: Person.self)
        }
        #expect(fixture.log.errors.count == 1 && fixture.log.errors[0].contains("after finish()"),
                "\(fixture.kind): binding after finish() is reported: \(fixture.log.errors)")
        binder.refresh()
        fixture.flush()
        #expect(fixture.view.screen == ["A"], "\(fixture.kind): the view is unchanged")
        if let view = fixture.view as? HeadlessTableView {
            let source = view.dataSource
            #expect(source?.tableHost(view, heightForRowAt: path(0, 0)) == nil
                        && source?.tableHost(view, heightForHeaderInSection: 0) == nil,
                    "a late dimension does not apply")
        }
        if let view = fixture.view as? HeadlessCollectionView {
            let source = view.dataSource
            #expect(source?.collectionHost(view, sizeForItemAt: path(0, 0)) == nil
                        && source?.collectionHost(view, sizeForSupplementaryElementOfKind: .header, inSection: 0) == nil,
                    "a late size does not apply")
        }
        #expect(fixture.batches.isEmpty, "\(fixture.kind): nothing the late binding said reaches the view")
    }

    @Test(arguments: ViewKind.allCases)
    func aNegativeNumberOfCellsIsWarnedAboutAndShowsNoCells(kind: ViewKind) { aNegativeNumberOfCellsIsWarnedAboutAndShowsNoCells(kind.type) }
    private func aNegativeNumberOfCellsIsWarnedAboutAndShowsNoCells<K: HeadlessKind>(_: K.Type) {
        let fixture = KindFixture<K>()
        let binder = fixture.plain()
        K.onOnlySection(binder).bind(cellProvider: { dequeuer, _ in dequeuer.dequeue(K.Text.self) }, numberOfCells: -2)
        binder.finish()
        #expect(fixture.log.errors.isEmpty, "no cells is a harmless outcome, not an error: \(fixture.log.errors)")
        #expect(fixture.log.warnings.count == 1 && fixture.log.warnings[0].contains("-2"),
                "the message gives the bad count: \(fixture.log.warnings)")
        #expect(fixture.numberOfItems(inSection: 0) == 0, "the section shows no cells")
    }

    @Test(arguments: ViewKind.allCases)
    func finishingTwiceIsIgnoredWithAWarning(kind: ViewKind) { finishingTwiceIsIgnoredWithAWarning(kind.type) }
    private func finishingTwiceIsIgnoredWithAWarning<K: HeadlessKind>(_: K.Type) {
        let fixture = KindFixture<K>()
        let binder = fixture.plain()
        K.onOnlySection(binder).bind(cellType: K.Text.self, models: [Person(name: "A")])
        binder.finish()
        binder.finish()
        #expect(fixture.log.errors.isEmpty, "a second finish() changes nothing: \(fixture.log.errors)")
        #expect(fixture.log.warnings == ["finish() was called twice on the same binder; the second call is ignored."])
        #expect(fixture.numberOfItems(inSection: 0) == 1, "the table is unchanged")
    }
}
