import Braid
import BraidTesting
import Testing

#if canImport(Combine)
import Combine
#else
import OpenCombine
#endif

/// Which of a section's title and custom view a table shows, by the original library's rule: the most specific
/// binding decides — a view bound to the section by name, else a title bound by name, else an all-sections
/// view, else an all-sections title — and a view that decides is the header (or footer) alone.
@MainActor
@Suite("Porting: a title and a custom view")
struct PortTitleAndViewTests {
    enum Kind: String, CaseIterable, CustomTestStringConvertible, Sendable {
        case header, footer
        var testDescription: String { rawValue }
        /// How the headless table writes this kind's line.
        func line(_ text: String) -> String { (self == .header ? "# " : "## ") + text }
    }

    enum Form: String, CaseIterable, CustomTestStringConvertible, Sendable {
        case value, closure, publisher
        var testDescription: String { rawValue }
    }

    /// The data of one screen, changeable between updates.
    @MainActor
    final class Data {
        var firstTitle = "ONE"
        var viewModels: [Section: TitleHeaderView.ViewModel] = [.third: .init(title: "three")]
        let firstTitleSubject = CurrentValueSubject<String?, Never>("ONE")
        let viewModelsSubject = CurrentValueSubject<[Section: TitleHeaderView.ViewModel], Never>([.third: .init(title: "three")])

        func change() {
            firstTitle = "UNO"
            firstTitleSubject.send("UNO")
            // The all-sections view now has a view model for .first too: its named title still wins there.
            viewModels = [.first: .init(title: "one"), .third: .init(title: "tres")]
            viewModelsSubject.send(viewModels)
        }
    }

    /// .first has a title by name, .second a title by name through a multi-section chain, .third only what the
    /// all-sections chains give: a view (with a view model for .third) and a title (hidden by that view).
    private func bind(_ kind: Kind, _ form: Form, _ binder: SectionedTableViewBinder<Section>, _ data: Data) {
        binder.onAllSections()
            .bind(cellType: TextCell.self, models: [Section.first: ["a"], .second: ["b"], .third: ["c"]])
            .onDequeue { _, _, cell, text in cell.text = text }
        let first = binder.onSection(.first)
        let second = binder.onSections(.second)
        let all = binder.onAllSections()
        switch (kind, form) {
        case (.header, .value):
            first.bind(headerTitle: "ONE")
            all.bind(headerType: TitleHeaderView.self, viewModels: data.viewModels)
        case (.header, .closure):
            first.bind(headerTitle: { data.firstTitle })
            all.bind(headerType: TitleHeaderView.self, viewModels: { data.viewModels })
        case (.header, .publisher):
            first.bind(headerTitle: data.firstTitleSubject)
            all.bind(headerType: TitleHeaderView.self, viewModels: data.viewModelsSubject)
        case (.footer, .value):
            first.bind(footerTitle: "ONE")
            all.bind(footerType: TitleHeaderView.self, viewModels: data.viewModels)
        case (.footer, .closure):
            first.bind(footerTitle: { data.firstTitle })
            all.bind(footerType: TitleHeaderView.self, viewModels: { data.viewModels })
        case (.footer, .publisher):
            first.bind(footerTitle: data.firstTitleSubject)
            all.bind(footerType: TitleHeaderView.self, viewModels: data.viewModelsSubject)
        }
        switch kind {
        case .header:
            second.bind(headerTitles: [.second: "TWO"])
            all.bind(headerTitles: [.third: "hidden by the view"])
        case .footer:
            second.bind(footerTitles: [.second: "TWO"])
            all.bind(footerTitles: [.third: "hidden by the view"])
        }
        binder.displayedSections = [.first, .second, .third]
    }

    /// What the screen shows: each section's line (if any) before or after its cell.
    private func expected(_ kind: Kind, first: String, third: String) -> [String] {
        let sections = [("a", first), ("b", "TWO"), ("c", third)]
        return sections.flatMap { cell, text in kind == .header ? [kind.line(text), cell] : [cell, kind.line(text)] }
    }

    @Test(arguments: Kind.allCases, Form.allCases)
    func aSectionsOwnTitleShowsDespiteAnAllSectionsViewThatIsNotItsOwn(kind: Kind, form: Form) {
        let fixture = Fixture()
        let binder = fixture.sectioned(Section.self)
        let data = Data()
        bind(kind, form, binder, data)
        binder.finish()
        #expect(fixture.table.screen == expected(kind, first: "ONE", third: "[three]"),
                "titles bound by name show; the all-sections view is .third's \(kind), its title is not (\(form)): \(fixture.table.screen)")

        guard form != .value else { return }
        data.change()
        binder.refresh()
        fixture.flush()
        #expect(fixture.table.screen == expected(kind, first: "UNO", third: "[tres]"),
                "after a refresh, .first keeps its own title though the all-sections view now has a view model for it (\(form)): \(fixture.table.screen)")
        #expect(fixture.log.entries.isEmpty, "nothing to report: \(fixture.log.entries)")
    }

    /// A multi-section chain's view binds its sections by name: it hides the all-sections titles of all of them,
    /// including one it has no view model for, which then has no header.
    @Test(arguments: Kind.allCases)
    func aViewBoundByNameToSeveralSectionsHidesTheirAllSectionsTitles(kind: Kind) {
        let fixture = Fixture()
        let binder = fixture.sectioned(Section.self)
        binder.onAllSections()
            .bind(cellType: TextCell.self, models: [Section.first: ["a"], .second: ["b"], .third: ["c"]])
            .onDequeue { _, _, cell, text in cell.text = text }
        let named = binder.onSections(.first, .second)
        let all = binder.onAllOtherSections()
        let titles: [Section: String] = [.first: "hidden", .second: "hidden", .third: "THREE"]
        switch kind {
        case .header:
            named.bind(headerType: TitleHeaderView.self, viewModels: [.first: .init(title: "one")])
            all.bind(headerTitles: titles)
        case .footer:
            named.bind(footerType: TitleHeaderView.self, viewModels: [.first: .init(title: "one")])
            all.bind(footerTitles: titles)
        }
        binder.displayedSections = [.first, .second, .third]
        binder.finish()
        let expected = kind == .header
            ? ["# [one]", "a", "b", "# THREE", "c"]
            : ["a", "## [one]", "b", "c", "## THREE"]
        #expect(fixture.table.screen == expected, "\(kind): \(fixture.table.screen)")
    }

    /// Titles bound by name through a multi-section chain decide for every section of the chain, including one
    /// the dictionary leaves out: an all-sections view does not take that section over.
    @Test(arguments: Kind.allCases)
    func titlesBoundByNameToSeveralSectionsKeepAnAllSectionsViewOffThem(kind: Kind) {
        let fixture = Fixture()
        let binder = fixture.sectioned(Section.self)
        binder.onAllSections()
            .bind(cellType: TextCell.self, models: [Section.first: ["a"], .second: ["b"], .third: ["c"]])
            .onDequeue { _, _, cell, text in cell.text = text }
        let named = binder.onSections(.first, .second)
        let all = binder.onAllOtherSections()
        let viewModels: [Section: TitleHeaderView.ViewModel] = [.second: .init(title: "two"), .third: .init(title: "three")]
        switch kind {
        case .header:
            named.bind(headerTitles: [.first: "ONE"])
            all.bind(headerType: TitleHeaderView.self, viewModels: viewModels)
            binder.onAllSections().bind(headerTitles: [.third: "hidden"])
        case .footer:
            named.bind(footerTitles: [.first: "ONE"])
            all.bind(footerType: TitleHeaderView.self, viewModels: viewModels)
            binder.onAllSections().bind(footerTitles: [.third: "hidden"])
        }
        binder.displayedSections = [.first, .second, .third]
        binder.finish()
        let expected = kind == .header
            ? ["# ONE", "a", "b", "# [three]", "c"]
            : ["a", "## ONE", "b", "c", "## [three]"]
        #expect(fixture.table.screen == expected,
                ".second is bound by name (with no title), so the all-sections view is not its \(kind): \(fixture.table.screen)")
    }
}
