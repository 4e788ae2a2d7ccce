import Braid
import BraidTesting
import Testing

/// Header and footer titles (static, per-section dictionary, closure) and header/footer view types with view
/// models, on every data scope; a change to any of them reloads its section. Views run on a headless table and a
/// headless collection view (as supplementary views); titles are the table's.
@MainActor
@Suite("Headers and footers")
struct HeaderFooterTests {
    static let people: [Section: [Person]] = [.first: [Person(name: "A")], .second: [Person(name: "C")]]

    // MARK: Titles

    @Test(arguments: Scope.allCases, Source.allCases)
    func headerAndFooterTitlesShowAroundTheirSectionAndAChangeReloadsIt(scope: Scope, source: Source) {
        let fixture = Fixture()
        let binder = fixture.sectioned(Section.self)
        var headers: [Section: String] = [.first: "H1", .second: "H2"]
        var footers: [Section: String] = [.first: "F1", .second: "F2"]
        switch scope {
        case .single:
            for section in [Section.first, .second] {
                let chain = binder.onSection(section)
                    .bind(cellType: TextCell.self, models: Self.people[section] ?? [])
                    .onDequeue { _, cell, person in cell.text = person.label }
                if source == .array {
                    chain.bind(headerTitle: headers[section]).bind(footerTitle: footers[section])
                } else {
                    chain.bind(headerTitle: { headers[section] }).bind(footerTitle: { footers[section] })
                }
            }
        case .multi, .all:
            let start = scope == .multi ? binder.onSections(.first, .second) : binder.onAllSections()
            let chain = start.bind(cellType: TextCell.self, models: Self.people)
                .onDequeue { _, _, cell, person in cell.text = person.label }
            if source == .array {
                chain.bind(headerTitles: headers).bind(footerTitles: footers)
            } else {
                chain.bind(headerTitles: { headers }).bind(footerTitles: { footers })
            }
        }
        binder.displayedSections = [.first, .second]
        binder.finish()
        #expect(fixture.table.screen == ["# H1", "A", "## F1", "# H2", "C", "## F2"])

        headers[.second] = "H2 changed"
        footers[.first] = nil
        binder.refresh()
        fixture.flush()
        if source == .array {
            #expect(fixture.batches.isEmpty, "titles given once never change")
            #expect(fixture.table.screen == ["# H1", "A", "## F1", "# H2", "C", "## F2"])
        } else {
            #expect(fixture.batches == [BatchUpdate(sectionReloads: [0, 1])],
                    "a changed or removed title reloads its section, and only that")
            #expect(fixture.table.screen == ["# H1", "A", "# H2 changed", "C", "## F2"],
                    "the removed footer is gone and the new header shows")
        }
        #expect(fixture.log.entries.isEmpty, "no diagnostics: \(fixture.log.entries)")
    }

    @Test func aTitleOnlySectionIsBoundAndShowsItsTitle() {
        let fixture = Fixture()
        let binder = fixture.sectioned(Section.self)
        binder.onSection(.first).bind(headerTitle: "Only a title")
        binder.displayedSections = [.first]
        binder.finish()
        #expect(fixture.table.screen == ["# Only a title"])
        #expect(fixture.log.entries.isEmpty, "a section bound only with a title is bound: \(fixture.log.entries)")
    }

    // MARK: Views

    @Test(arguments: eachKind(Scope.allCases), Source.allCases)
    func headerAndFooterViewsAreDequeuedWithTheirViewModels(kind: (ViewKind, Scope), source: Source) { headerAndFooterViewsAreDequeuedWithTheirViewModels(kind.0.type, kind.1, source) }
    private func headerAndFooterViewsAreDequeuedWithTheirViewModels<K: HeadlessKind>(_: K.Type, _ scope: Scope, _ source: Source) {
        let fixture = KindFixture<K>()
        let binder = fixture.sectioned(Section.self)
        typealias ViewModel = TitleHeaderView.ViewModel
        var headers: [Section: ViewModel] = [.first: ViewModel(title: "H1"), .second: ViewModel(title: "H2")]
        var footers: [Section: ViewModel] = [.first: ViewModel(title: "F1"), .second: ViewModel(title: "F2")]
        switch scope {
        case .single:
            for section in [Section.first, .second] {
                let chain = binder.onSection(section)
                    .bind(cellType: K.Text.self, models: Self.people[section] ?? [])
                    .onDequeue { _, cell, person in cell.text = person.label }
                if source == .array {
                    chain.bind(headerType: K.Header.self, viewModel: headers[section])
                        .bind(footerType: K.Header.self, viewModel: footers[section])
                } else {
                    chain.bind(headerType: K.Header.self, viewModel: { headers[section] })
                        .bind(footerType: K.Header.self, viewModel: { footers[section] })
                }
            }
        case .multi, .all:
            let start = scope == .multi ? binder.onSections(.first, .second) : binder.onAllSections()
            let chain = start.bind(cellType: K.Text.self, models: Self.people)
                .onDequeue { _, _, cell, person in cell.text = person.label }
            if source == .array {
                chain.bind(headerType: K.Header.self, viewModels: headers)
                    .bind(footerType: K.Header.self, viewModels: footers)
            } else {
                chain.bind(headerType: K.Header.self, viewModels: { headers })
                    .bind(footerType: K.Header.self, viewModels: { footers })
            }
        }
        binder.displayedSections = [.first, .second]
        binder.finish()
        #expect(fixture.view.screen == ["# [H1]", "A", "## [F1]", "# [H2]", "C", "## [F2]"])
        #expect(fixture.header(inSection: 1) is K.Header, "\(fixture.kind): the bound view type is dequeued")

        headers[.first] = ViewModel(title: "H1 changed")
        footers[.second] = nil
        binder.refresh()
        fixture.flush()
        if source == .array {
            #expect(fixture.batches.isEmpty, "Equatable view models given once never change")
        } else {
            #expect(fixture.batches == [BatchUpdate(sectionReloads: [0, 1])],
                    "a changed or removed view model reloads its section")
            #expect(fixture.view.screen == ["# [H1 changed]", "A", "## [F1]", "# [H2]", "C"])
        }
        #expect(fixture.log.entries.isEmpty, "no diagnostics: \(fixture.log.entries)")
    }

    @Test(arguments: ViewKind.allCases)
    func viewModelsWithoutEqualityReloadTheirSectionOnEveryRefresh(kind: ViewKind) { viewModelsWithoutEqualityReloadTheirSectionOnEveryRefresh(kind.type) }
    private func viewModelsWithoutEqualityReloadTheirSectionOnEveryRefresh<K: HeadlessKind>(_: K.Type) {
        let fixture = KindFixture<K>()
        let binder = fixture.sectioned(Section.self)
        var count = 1
        binder.onSection(.first)
            .bind(cellType: K.Text.self, models: [Person(name: "A")])
            .onDequeue { _, cell, person in cell.text = person.label }
            .bind(footerType: K.CountFooter.self, viewModel: { CountFooterView.ViewModel(count: count) })
        binder.displayedSections = [.first]
        binder.finish()
        #expect(fixture.view.screen == ["A", "## 1 items"])
        count = 2
        binder.refresh()
        fixture.flush()
        #expect(fixture.batches == [BatchUpdate(sectionReloads: [0])], "a view model without == counts as changed")
        #expect(fixture.view.screen == ["A", "## 2 items"])
    }

    @Test func headerAndFooterHeightsFollowTheirContent() {
        let fixture = Fixture()
        let binder = fixture.sectioned(Section.self)
        binder.onSection(.first)
            .bind(cellType: TextCell.self, models: [Person(name: "A")])
            .onDequeue { _, cell, person in cell.text = person.label }
            .bind(headerTitle: "Two\nlines")
        binder.displayedSections = [.first]
        binder.finish()
        #expect(fixture.table.contentHeight == 3, "a two-line title and one row: 3 units")
    }
}
