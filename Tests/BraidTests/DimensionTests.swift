import Braid
import BraidTesting
import Testing

/// The six dimensions — chain methods, model-aware variants, grouped `.dimensions(...)` — on every kind of
/// chain, `.automaticDimension`, and the fallback order: named, then all-sections, then any-section.
///
/// Heights are read the way the table reads them, from its data source; one test checks the layout too.
@MainActor
@Suite("Dimensions")
struct DimensionTests {
    /// The six heights a data source answers for row 0 and the header and footer of `section`.
    struct Heights: Equatable, CustomStringConvertible {
        var cell, estimatedCell, header, estimatedHeader, footer, estimatedFooter: Double?
        var description: String {
            "cell \(d(cell)) est \(d(estimatedCell)) header \(d(header)) est \(d(estimatedHeader)) footer \(d(footer)) est \(d(estimatedFooter))"
        }
        private func d(_ value: Double?) -> String { value.map { "\($0)" } ?? "auto" }
    }

    private func heights(_ fixture: Fixture, section: Int, row: Int = 0) -> Heights {
        let table = fixture.table
        guard let source = table.dataSource else { return Heights() }
        let at = path(row, section)
        return Heights(
            cell: source.tableHost(table, heightForRowAt: at),
            estimatedCell: source.tableHost(table, estimatedHeightForRowAt: at),
            header: source.tableHost(table, heightForHeaderInSection: section),
            estimatedHeader: source.tableHost(table, estimatedHeightForHeaderInSection: section),
            footer: source.tableHost(table, heightForFooterInSection: section),
            estimatedFooter: source.tableHost(table, estimatedHeightForFooterInSection: section))
    }

    /// Section `.first`'s heights: 1…6 in the order of ``Heights``, plus the row (cells) or 0.
    private static let expected = Heights(cell: 1, estimatedCell: 2, header: 3, estimatedHeader: 4, footer: 5, estimatedFooter: 6)

    // MARK: Chain methods

    @Test(arguments: HandlerScope.allCases)
    func eachDimensionMethodAnswersForTheChainsSections(scope: HandlerScope) {
        let fixture = Fixture()
        let binder = Self.bindTwoSections(fixture, cellsOnAllSections: scope == .all)
        switch scope {
        case .single:
            binder.onSection(.first)
                .cellHeight { row in 1 + Double(row) * 10 }.estimatedCellHeight { _ in 2 }
                .headerHeight { 3 }.estimatedHeaderHeight { 4 }.footerHeight { 5 }.estimatedFooterHeight { 6 }
        case .multi: bindSix(binder.onSections(.first))
        case .all: bindSix(binder.onAllSections())
        case .any: bindSix(binder.onAnySection())
        }
        binder.finish()
        #expect(heights(fixture, section: 0) == Self.expected, "section .first answers the bound heights")
        #expect(heights(fixture, section: 0, row: 1).cell == 11, "the cell height closure gets the row")
        let second = heights(fixture, section: 1)
        if scope == .single || scope == .multi {
            #expect(second == Heights(), "section .second is not on the chain: every height is automatic")
        } else {
            #expect(second == Self.expected, "all- and any-section dimensions cover .second too")
        }
    }

    @Test(arguments: Scope.allCases)
    func modelAwareCellHeightsGetTheRowsModel(scope: Scope) {
        let fixture = Fixture()
        let binder = fixture.sectioned(Section.self)
        let people: [Section: [Person]] = [.first: [Person(name: "A", age: 3), Person(name: "B", age: 4)]]
        switch scope {
        case .single:
            binder.onSection(.first)
                .bind(cellType: TextCell.self, models: people[.first]!)
                .cellHeight { row, person in Double(person.age) }
                .estimatedCellHeight { row, person in Double(person.age * 10 + row) }
        case .multi, .all:
            let chain = scope == .multi ? binder.onSections(.first) : binder.onAllSections()
            chain.bind(cellType: TextCell.self, models: people)
                .cellHeight { section, row, person in section == .first ? Double(person.age) : 0 }
                .estimatedCellHeight { _, row, person in Double(person.age * 10 + row) }
        }
        binder.displayedSections = [.first]
        binder.finish()
        #expect(heights(fixture, section: 0, row: 0).cell == 3 && heights(fixture, section: 0, row: 1).cell == 4,
                "the cell height comes from the model of the row")
        #expect(heights(fixture, section: 0, row: 1).estimatedCell == 41, "the estimate gets the row and its model")
        #expect(fixture.table.contentHeight == 7, "the table lays the rows out at 3 + 4")
    }

    @Test func groupedDimensionsOnASingleSectionChainSetEachDimension() {
        let fixture = Fixture()
        let binder = Self.bindTwoSections(fixture)
        binder.onSection(.first).dimensions(
            .cellHeight { _ in 1 }, .estimatedCellHeight { _ in 2 }, .headerHeight { 3 },
            .estimatedHeaderHeight { 4 }, .footerHeight { 5 }, .estimatedFooterHeight { 6 })
        binder.finish()
        #expect(heights(fixture, section: 0) == Self.expected)
    }

    @Test(arguments: [HandlerScope.multi, .all, .any])
    func groupedDimensionsOnAMultiSectionChainSetEachDimension(scope: HandlerScope) {
        let fixture = Fixture()
        let binder = Self.bindTwoSections(fixture, cellsOnAllSections: scope == .all)
        switch scope {
        case .multi:
            binder.onSections(.first).dimensions(
                .cellHeight { _, _ in 1 }, .estimatedCellHeight { _, _ in 2 }, .headerHeight { _ in 3 },
                .estimatedHeaderHeight { _ in 4 }, .footerHeight { _ in 5 }, .estimatedFooterHeight { _ in 6 })
        case .all:
            binder.onAllSections().dimensions(
                .cellHeight { _, _ in 1 }, .estimatedCellHeight { _, _ in 2 }, .headerHeight { _ in 3 },
                .estimatedHeaderHeight { _ in 4 }, .footerHeight { _ in 5 }, .estimatedFooterHeight { _ in 6 })
        default:
            binder.onAnySection().dimensions(
                .cellHeight { _, _ in 1 }, .estimatedCellHeight { _, _ in 2 }, .headerHeight { _ in 3 },
                .estimatedHeaderHeight { _ in 4 }, .footerHeight { _ in 5 }, .estimatedFooterHeight { _ in 6 })
        }
        binder.finish()
        #expect(heights(fixture, section: 0) == Self.expected)
    }

    @Test func automaticDimensionLetsTheTableSizeTheCellFromItsContent() {
        let fixture = Fixture()
        let binder = fixture.plain()
        binder.onTable()
            .bind(cellType: TextCell.self, models: ["one", "two\nlines"])
            .onDequeue { _, cell, text in cell.text = text }
            .cellHeight { row in row == 0 ? 4 : .automaticDimension }
        binder.finish()
        #expect(fixture.table.dataSource?.tableHost(fixture.table, heightForRowAt: path(1, 0)) == nil,
                ".automaticDimension reaches the table as 'automatic'")
        #expect(fixture.table.contentHeight == 6, "4 for the first row, 2 lines of content for the second")
    }

    // MARK: Sizes that are not sizes

    /// A height that is not finite — not a number (a 0/0 in the app's arithmetic) or infinite — is no size UIKit or
    /// any host can lay out: the binder reports it as the binding's error, once per binding and section, and the
    /// view sizes the row, header or footer automatically. Negative heights stay automatic, without a report.
    @Test func aHeightThatIsNotFiniteIsReportedOnceAndSizedAutomatically() {
        let fixture = Fixture()
        let binder = Self.bindTwoSections(fixture)
        var broken = Double.nan
        binder.onSection(.first)
            .cellHeight { row in row == 0 ? broken : .automaticDimension }
            .headerHeight { .infinity }
            .footerHeight { -5 }
        binder.finish()
        let first = heights(fixture, section: 0)
        #expect(first.cell == nil && first.header == nil && first.footer == nil, "\(first)")
        #expect(fixture.table.contentHeight.isFinite, "the table laid out every row: \(fixture.table.contentHeight)")
        #expect(fixture.visiblePaths.contains(path(0, 0)), "the row with the broken height shows, sized by its content")
        #expect(fixture.log.errors == [
            "Section first: cellHeight gave nan for row 0, which is not finite; a size must be a number of points (or "
                + "character cells) that is 0 or more, or automatic (.automaticDimension, Size.automatic). The binder sizes it automatically.",
            "Section first: headerHeight gave inf for the section, which is not finite; a size must be a number of points (or "
                + "character cells) that is 0 or more, or automatic (.automaticDimension, Size.automatic). The binder sizes it automatically.",
        ], "each binding's mistake is named once, with its section, value and row")
        broken = -.infinity
        binder.refresh()
        fixture.flush()
        #expect(heights(fixture, section: 0).cell == nil)
        #expect(fixture.log.errors.count == 2, "reported once per binding and section, not on every answer")
        broken = 7
        binder.refresh()
        fixture.flush()
        #expect(heights(fixture, section: 0).cell == 7, "a finite height again is used as it is")
    }

    // MARK: Resolution

    /// The seeds' example ("Advanced binding chains"), with its expected heights.
    @Test func namedDimensionsWinAndAnySectionDimensionsAreTheLastFallback() {
        let fixture = Fixture()
        let binder = fixture.sectioned(Section.self)
        for section in Section.allCases {
            binder.onSection(section).bind(cellType: TextCell.self, models: [Person(name: "\(section)")])
        }
        binder.onSection(.first)
            .dimensions(.cellHeight { _ in 120 }, .headerHeight { 80 })
        binder.onSections(.second, .third)
            .dimensions(.cellHeight { section, _ in section == .second ? 90 : 70 })
        binder.onAnySection()
            .dimensions(.cellHeight { _, _ in 200 }, .headerHeight { _ in 50 }, .footerHeight { _ in 50 })
        binder.displayedSections = [.first, .second, .third]
        binder.finish()
        let first = heights(fixture, section: 0), second = heights(fixture, section: 1), third = heights(fixture, section: 2)
        #expect([first.cell, first.header, first.footer] == [120, 80, 50], "first: \(first)")
        #expect([second.cell, second.header, second.footer] == [90, 50, 50], "second: \(second)")
        #expect([third.cell, third.header, third.footer] == [70, 50, 50], "third: \(third)")
    }

    @Test func allSectionsDimensionsWinOverAnySectionOnesForDynamicSections() {
        let fixture = Fixture()
        let binder = fixture.sectioned(DynamicSection.self)
        let news = DynamicSection(title: "News"), sport = DynamicSection(title: "Sport")
        binder.onAllSections()
            .bind(cellType: TextCell.self, models: [news: [Person(name: "A")], sport: [Person(name: "B")]])
            .cellHeight { section, _ in section == news ? 2 : 3 }
        binder.onSection(sport).cellHeight { _ in 4 }
        binder.onAnySection().cellHeight { _, _ in 9 }.headerHeight { _ in 1 }
        binder.displayedSections = [news, sport]
        binder.finish()
        #expect(heights(fixture, section: 0).cell == 2, "all-sections height for a dynamic section")
        #expect(heights(fixture, section: 1).cell == 4, "a named height wins over the all-sections one")
        #expect(heights(fixture, section: 1).header == 1, "any-section fills what nothing else gives")
    }

    // MARK: Helpers

    /// Binds heights 1…6 (the cell height 1 + 10 per row) on a multi-section, all- or any-section chain.
    private func bindSix<Cell>(_ chain: MultiSectionHandlers<TableViewKind, Cell, Section>) {
        chain.cellHeight { _, row in 1 + Double(row) * 10 }.estimatedCellHeight { _, _ in 2 }
            .headerHeight { _ in 3 }.estimatedHeaderHeight { _ in 4 }.footerHeight { _ in 5 }.estimatedFooterHeight { _ in 6 }
    }

    /// `.first` (A, B) and `.second` (C), displayed; with `cellsOnAllSections` bound by an all-sections chain.
    static func bindTwoSections<K: HeadlessKind>(_ fixture: KindFixture<K>, cellsOnAllSections: Bool = false) -> SectionedBinder<K, Section> {
        let binder = fixture.sectioned(Section.self)
        let people: [Section: [Person]] = [.first: [Person(name: "A"), Person(name: "B")], .second: [Person(name: "C")]]
        if cellsOnAllSections {
            binder.onAllSections().bind(cellType: K.Text.self, models: people)
        } else {
            binder.onSections(.first, .second).bind(cellType: K.Text.self, models: people)
        }
        binder.displayedSections = [.first, .second]
        return binder
    }
}
