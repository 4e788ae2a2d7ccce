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
        var viewModels: [Section: TitleHeaderView.ViewModel?] = [.third: .init(title: "three")]
        let firstTitleSubject = CurrentValueSubject<String?, Never>("ONE")
        let viewModelsSubject = CurrentValueSubject<[Section: TitleHeaderView.ViewModel?], Never>([.third: .init(title: "three")])

        func change() {
            firstTitle = "UNO"
            firstTitleSubject.send("UNO")
            // The all-sections view now has a view model for .first too: its named title still wins there.
            viewModels = [.first: .init(title: "one"), .third: .init(title: "tres")]
            viewModelsSubject.send(viewModels)
        }
    }

    /// Binds .first a title by name, .second a title by name through a multi-section chain, .third only what the
    /// all-sections chains give: a view (with a view model for .third) and a title (hidden by that view).
    private func bind(_ kind: Kind, _ form: Form, _ binder: SectionedTableViewBinder<Section>, _ data: Data) {
        let first = binder.onSection(.first)
        let second = binder.onSections(.second)
        let all = binder.onAllSections()
        let header = kind == .header
        switch form {
        case .value:
            _ = header ? first.bind(headerTitle: "ONE") : first.bind(footerTitle: "ONE")
            _ = header ? all.bind(headerType: TitleHeaderView.self, viewModels: data.viewModels)
                : all.bind(footerType: TitleHeaderView.self, viewModels: data.viewModels)
        case .closure:
            _ = header ? first.bind(headerTitle: { data.firstTitle }) : first.bind(footerTitle: { data.firstTitle })
            _ = header ? all.bind(headerType: TitleHeaderView.self, viewModels: { data.viewModels })
                : all.bind(footerType: TitleHeaderView.self, viewModels: { data.viewModels })
        case .publisher:
            _ = header ? first.bind(headerTitle: data.firstTitleSubject) : first.bind(footerTitle: data.firstTitleSubject)
            _ = header ? all.bind(headerType: TitleHeaderView.self, viewModels: data.viewModelsSubject)
                : all.bind(footerType: TitleHeaderView.self, viewModels: data.viewModelsSubject)
        }
        _ = header ? second.bind(headerTitles: [.second: "TWO"]) : second.bind(footerTitles: [.second: "TWO"])
        _ = header ? all.bind(headerTitles: [.third: "hidden by the view"]) : all.bind(footerTitles: [.third: "hidden by the view"])
    }

    @Test(arguments: Kind.allCases, Form.allCases)
    func aSectionsOwnTitleShowsDespiteAnAllSectionsViewThatIsNotItsOwn(kind: Kind, form: Form) {
        let data = Data()
        let (fixture, binder) = threeSections { bind(kind, form, $0, data) }
        #expect(fixture.table.screen == lines(kind, [("a", "ONE"), ("b", "TWO"), ("c", "[three]")]),
                "titles bound by name show; the all-sections view is .third's \(kind), its title is not (\(form)): \(fixture.table.screen)")

        guard form != .value else { return }
        data.change()
        binder.refresh()
        fixture.flush()
        #expect(fixture.table.screen == lines(kind, [("a", "UNO"), ("b", "TWO"), ("c", "[tres]")]),
                "after a refresh, .first keeps its own title though the all-sections view now has a view model for it (\(form)): \(fixture.table.screen)")
        #expect(fixture.log.entries.isEmpty, "nothing to report: \(fixture.log.entries)")
    }

    /// A table of three sections of one cell each ("a", "b", "c"), displayed in order, with `bind`'s bindings;
    /// keep the binder while the table is read.
    private func threeSections(
        _ bind: (SectionedTableViewBinder<Section>) -> Void
    ) -> (fixture: Fixture, binder: SectionedTableViewBinder<Section>) {
        let fixture = Fixture()
        let binder = fixture.sectioned(Section.self)
        binder.onAllSections()
            .bind(cellType: TextCell.self, models: [Section.first: ["a"], .second: ["b"], .third: ["c"]])
            .onDequeue { _, _, cell, text in cell.text = text }
        bind(binder)
        binder.displayedSections = [.first, .second, .third]
        binder.finish()
        return (fixture, binder)
    }

    /// What the screen shows: each section's cell, with its header (or footer) line if it has one.
    private func lines(_ kind: Kind, _ sections: [(cell: String, text: String?)]) -> [String] {
        sections.flatMap { cell, text in
            let line = text.map { [kind.line($0)] } ?? []
            return kind == .header ? line + [cell] : [cell] + line
        }
    }

    /// A multi-section chain's view binds its sections by name: it hides the all-sections titles of all of them,
    /// including one it has no view model for, which then has no header.
    @Test(arguments: Kind.allCases)
    func aViewBoundByNameToSeveralSectionsHidesTheirAllSectionsTitles(kind: Kind) {
        let header = kind == .header
        let (fixture, binder) = threeSections { binder in
            let named = binder.onSections(.first, .second)
            let all = binder.onAllOtherSections()
            let titles: [Section: String] = [.first: "hidden", .second: "hidden", .third: "THREE"]
            let viewModels: [Section: TitleHeaderView.ViewModel] = [.first: .init(title: "one")]
            _ = header ? named.bind(headerType: TitleHeaderView.self, viewModels: viewModels)
                : named.bind(footerType: TitleHeaderView.self, viewModels: viewModels)
            _ = header ? all.bind(headerTitles: titles) : all.bind(footerTitles: titles)
        }
        #expect(fixture.table.screen == lines(kind, [("a", "[one]"), ("b", nil), ("c", "THREE")]), "\(kind): \(fixture.table.screen)")
        withExtendedLifetime(binder) {}
    }

    /// Titles bound by name through a multi-section chain decide for every section of the chain, including one
    /// the dictionary leaves out: an all-sections view does not take that section over.
    @Test(arguments: Kind.allCases)
    func titlesBoundByNameToSeveralSectionsKeepAnAllSectionsViewOffThem(kind: Kind) {
        let header = kind == .header
        let (fixture, binder) = threeSections { binder in
            let named = binder.onSections(.first, .second)
            let all = binder.onAllOtherSections()
            let viewModels: [Section: TitleHeaderView.ViewModel] = [.second: .init(title: "two"), .third: .init(title: "three")]
            _ = header ? named.bind(headerTitles: [.first: "ONE"]) : named.bind(footerTitles: [.first: "ONE"])
            _ = header ? all.bind(headerType: TitleHeaderView.self, viewModels: viewModels)
                : all.bind(footerType: TitleHeaderView.self, viewModels: viewModels)
            _ = header ? all.bind(headerTitles: [.third: "hidden"]) : all.bind(footerTitles: [.third: "hidden"])
        }
        #expect(fixture.table.screen == lines(kind, [("a", "ONE"), ("b", nil), ("c", "[three]")]),
                ".second is bound by name (with no title), so the all-sections view is not its \(kind): \(fixture.table.screen)")
        withExtendedLifetime(binder) {}
    }
}
