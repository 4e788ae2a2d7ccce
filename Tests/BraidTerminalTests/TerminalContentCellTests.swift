import Braid
import BraidTesting
import Testing
@testable import BraidTerminal

/// The terminal's content cell and header view: each accessory as the table's marks, the secondary text beside or
/// below, glyphs and wide text, truncation, and the toggle flipped on Space and heard on the chain — through the
/// binders' view-model binding, as content rows are bound.
@MainActor
@Suite struct TerminalContentCellTests {
    /// A table of `width` × `height` bound to `contents` through the host's own content cell, with `header`.
    @MainActor final class Fixture {
        let table = TerminalTableView(clock: ManualTerminalClock())
        let scheduler = ManualUpdateScheduler()
        let binder: TableViewBinder
        var contents: [RowContent]
        var events: [(row: Int, event: RowContentEvent)] = []

        init(_ contents: [RowContent], header: HeaderFooterContent? = nil, width: Int = 24, height: Int = 6) {
            self.contents = contents
            table.frame = TerminalRect(x: 0, y: 0, width: width, height: height)
            binder = TableViewBinder(tableView: table.validated(), scheduler: scheduler)
            binder.onTable()
                .bind(cellType: TerminalContentCell.self, viewModels: { [unowned self] in self.contents })
                .bind(headerType: TerminalContentHeaderFooterView.self, viewModel: header)
                .onEvent(from: TerminalContentCell.self) { [unowned self] row, _, event in events.append((row, event)) }
            binder.finish()
        }

        var screen: ScreenBuffer { BraidTerminalTests.screen(of: table) }

        /// Draws the table, selects `row` and presses `character` on it.
        func press(_ character: Character, onRow row: Int) {
            _ = screen
            table.selectRow(at: ItemPath(row: row, section: 0))
            table.handle(.key(.character(character)))
        }
    }

    @Test func theHostNamesItsContentCellAndHeaderView() {
        let table = TerminalTableView()
        let grid = TerminalCollectionView()
        #expect(table.contentCellType == TerminalContentCell.self, "the table's content cell")
        #expect(grid.contentCellType == TerminalContentCell.self, "the grid shows content in the same cell")
        #expect(table.headerFooterContentViewType == TerminalContentHeaderFooterView.self)
        #expect(grid.supplementaryContentViewType == TerminalContentHeaderFooterView.self)
        #expect(table.validated().contentCellType == TerminalContentCell.self, "a validating host passes it on")
    }

    @Test func eachAccessoryIsDrawnAsTheTablesMarkAtTheRightEdge() {
        let fixture = Fixture([
            RowContent(text: "Disclosure", accessories: [.disclosureIndicator]),
            RowContent(text: "Checkmark", accessories: [.checkmark]),
            RowContent(text: "Detail", accessories: [.detailButton]),
            RowContent(text: "Label", accessories: [.label("12 GB")]),
            RowContent(text: "Badge", accessories: [.badge("3")]),
            RowContent(text: "Toggles", accessories: [.toggle(isOn: true), .toggle(isOn: false)]),
        ])
        let buffer = fixture.screen
        expectScreen(buffer, [
            " Disclosure           › ",
            " Checkmark            ✓ ",
            " Detail               ⓘ ",
            " Label            12 GB ",
            " Badge              (3) ",
            " Toggles        [x] [ ] ",
        ])
        #expect(buffer[22, 0].style == .dim && buffer[22, 1].style == .bold, "the table's own marks keep their style")
        #expect(buffer[18, 3].style == .dim && buffer[20, 4].style == .bold, "a label is dim, a badge bold")
    }

    @Test func theSecondaryTextGoesBesideOrBelowAndTheGlyphLeadsTheText() {
        let fixture = Fixture([
            RowContent(text: "Wi-Fi", secondaryText: "Home", image: .system("wifi", glyph: "≋")),
            RowContent(text: "Ada", secondaryText: "Engineer", secondaryTextPlacement: .below, image: .glyph("☺"),
                       accessories: [.disclosureIndicator]),
        ], height: 3)
        let buffer = fixture.screen
        expectScreen(buffer, [
            " ≋ Wi-Fi           Home ",
            " ☺ Ada                › ",
            "   Engineer             ",
        ])
        #expect(buffer[19, 0].style == .dim && buffer[3, 2].style == .dim, "the secondary text is dim, beside or below")
    }

    @Test func wideTextTakesTwoColumnsAndWhatDoesNotFitIsCutWithAnEllipsis() {
        let fixture = Fixture([
            RowContent(text: "日本語のテキスト", secondaryText: "東京"),
            RowContent(text: "A title far too long for the row", secondaryText: "$2,305.82", accessories: [.checkmark]),
        ], width: 24, height: 2)
        expectScreen(fixture.screen, [
            " 日本語のテキスト  東京 ",
            " A title f… $2,305.82 ✓ ",
        ], "wide characters take two columns; the text is cut first, the secondary text keeps its place")
    }

    @Test func anImageWithoutAGlyphIsNotShownAndTheRowShowsItsText() {
        #expect(!TerminalContentCell.canShow(.system("star.fill")), "no glyph: the terminal cannot show it")
        #expect(TerminalContentCell.canShow(.system("star.fill", glyph: "★")))
        let fixture = Fixture([RowContent(text: "Favourites", image: .system("star.fill"))], height: 1)
        expectScreen(fixture.screen, [" Favourites             "], "the text alone, where the image would lead it")
    }

    @Test func spaceFlipsTheToggleShowsItAndTheChainHearsIt() {
        let fixture = Fixture([
            RowContent(text: "Alarm"),
            RowContent(text: "Wake up", accessories: [.toggle(isOn: false)]),
        ], height: 2)
        fixture.press(" ", onRow: 0)
        #expect(fixture.events.isEmpty, "a row without a toggle does not take Space")
        fixture.press(" ", onRow: 1)
        #expect(fixture.events.map(\.row) == [1] && fixture.events.map(\.event) == [.toggled(isOn: true)],
                "the chain hears the new state from the row where the cell is")
        #expect(fixture.screen.lines[1].hasSuffix("[x] "), "the cell shows the toggle flipped at once")
        fixture.press(" ", onRow: 1)
        #expect(fixture.events.map(\.event) == [.toggled(isOn: true), .toggled(isOn: false)], "and back")
    }

    @Test func iTapsTheDetailButtonOfARowThatHasOne() {
        let fixture = Fixture([RowContent(text: "Alarm"), RowContent(text: "Wi-Fi", accessories: [.detailButton])], height: 2)
        fixture.press("i", onRow: 0)
        #expect(fixture.events.isEmpty, "a row without a detail button does not take i")
        fixture.press("i", onRow: 1)
        #expect(fixture.events.map(\.row) == [1] && fixture.events.map(\.event) == [.detailButtonTapped])
    }

    @Test func aHeaderShowsItsTextBoldAndItsSecondaryTextDimOnTheRight() {
        let fixture = Fixture([RowContent(text: "Checking")], header: HeaderFooterContent(text: "Accounts", secondaryText: "3"),
                              height: 2)
        let buffer = fixture.screen
        expectScreen(buffer, [" Accounts             3 ", " Checking               "])
        #expect(buffer[1, 0].style == .bold && buffer[22, 0].style == .dim)
    }

    @Test func aGridShowsContentItemsInTheSameCellAndSpaceFlipsTheirToggle() {
        let grid = TerminalCollectionView(clock: ManualTerminalClock())
        grid.frame = TerminalRect(x: 0, y: 0, width: 24, height: 3)
        let binder = CollectionViewBinder(collectionView: grid.validated(), scheduler: ManualUpdateScheduler())
        var events: [RowContentEvent] = []
        binder.onCollection()
            .bind(cellType: TerminalContentCell.self, viewModels: [
                RowContent(text: "Wi-Fi", accessories: [.disclosureIndicator]),
                RowContent(text: "Alarm", accessories: [.toggle(isOn: false)]),
            ])
            .itemSize { _ in Size(width: 11, height: 1) }   // one a line: the grid's insets and spacing take the rest
            .onEvent(from: TerminalContentCell.self) { _, _, event in events.append(event) }
        binder.finish()
        var buffer = ScreenBuffer(width: 24, height: 3)
        grid.render(into: &buffer)
        expectScreen(buffer, [
            "  Wi-Fi   ›             ",
            "  Alarm [ ]             ",
            "                        ",
        ], "each tile draws its marks at its right edge, as the table's rows do")
        grid.selectItem(at: ItemPath(item: 1, section: 0))
        grid.handle(.key(.character(" ")))
        #expect(events == [.toggled(isOn: true)])
        grid.render(into: &buffer)
        #expect(buffer.lines[1] == "  Alarm [x]             ", "the tile shows its toggle flipped")
    }
}
