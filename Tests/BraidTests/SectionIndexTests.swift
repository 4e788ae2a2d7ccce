import Braid
import BraidTesting
import Testing

/// The section index of a table: titles bound on the chains (`bind(sectionIndexTitle:)`, `bind(sectionIndexTitles:)`)
/// and on the binder (`sectionIndexTitle`), what the table is told, and where a touch on a title takes it; and a
/// collection view's index, from the same chains.
@MainActor
@Suite("Section index")
struct SectionIndexTests {
    /// Three sections of two rows each, with headers, on a table 4 lines tall.
    private func letters(_ fixture: Fixture) -> SectionedTableViewBinder<Section> {
        let binder = fixture.sectioned(Section.self)
        binder.onAllSections()
            .bind(cellType: TextCell.self, models: [.first: ["a1", "a2"], .second: ["b1", "b2"], .third: ["c1", "c2"]])
            .onDequeue { _, _, cell, text in cell.text = text }
            .bind(headerTitles: [.first: "FIRST", .second: "SECOND", .third: "THIRD"])
        binder.displayedSections = [.first, .second, .third]
        return binder
    }

    @Test func aTableWithoutTitlesHasNoIndex() {
        let fixture = Fixture(rows: 4)
        letters(fixture).finish()
        #expect(fixture.table.sectionIndexTitles.isEmpty, "nothing bound: no index")
        #expect(fixture.table.dataSource?.sectionIndexTitles(for: fixture.table) == nil, "the table is told nil")
    }

    @Test func theIndexListsTheShownSectionsTitlesInOrderAndATouchScrollsToTheSection() {
        let fixture = Fixture(rows: 4)
        let binder = letters(fixture)
        binder.onAllSections().bind(sectionIndexTitles: { "\($0)".prefix(1).uppercased() })
        binder.finish()
        #expect(fixture.table.sectionIndexTitles == ["F", "S", "T"])
        fixture.table.touchSectionIndex(title: "S")
        #expect(fixture.table.screen == ["# SECOND", "b1", "b2", "# THIRD"], "S scrolls SECOND's header to the top")
        fixture.table.touchSectionIndex(title: "T")
        #expect(fixture.table.screen == ["b2", "# THIRD", "c1", "c2"], "the last section goes only as far as the content allows")
        fixture.table.touchSectionIndex(at: 0)
        #expect(fixture.table.screen == ["# FIRST", "a1", "a2", "# SECOND"])
        #expect(fixture.log.entries.isEmpty, "\(fixture.log.entries)")
    }

    @Test func aTitleBoundByNameWinsOverAllSectionsWhichWinOverTheBinders() {
        let fixture = Fixture(rows: 4)
        let binder = letters(fixture)
        binder.sectionIndexTitle = { _ in "binder" }
        binder.onSection(.second).bind(sectionIndexTitle: "named")
        binder.finish()
        #expect(fixture.table.sectionIndexTitles == ["binder", "named", "binder"], "the binder's for the rest")
        binder.onAllSections().bind(sectionIndexTitles: { $0 == .first ? "all" : nil })  // after finish(): reported, ignored
        #expect(fixture.table.sectionIndexTitles == ["binder", "named", "binder"])
        #expect(fixture.log.errors.count == 1, "binding after finish() is a mistake: \(fixture.log.entries)")
    }

    @Test func consecutiveSectionsWithOneTitleShareAnEntryThatJumpsToTheFirstAndUntitledSectionsHaveNone() {
        let fixture = Fixture(rows: 4)
        let binder = letters(fixture)
        binder.sectionIndexTitle = { $0 == .third ? nil : "AB" }
        binder.finish()
        #expect(fixture.table.sectionIndexTitles == ["AB"], "one entry for .first and .second, none for .third")
        fixture.table.scroll(toOffset: 6)
        fixture.table.touchSectionIndex(title: "AB")
        #expect(fixture.table.screen == ["# FIRST", "a1", "a2", "# SECOND"], "it jumps to the first of them")
    }

    @Test func theIndexFollowsTheSectionsShownAndAnswersAnIndexPastTheEnd() {
        let fixture = Fixture(rows: 4)
        let binder = letters(fixture)
        binder.onAllSections().bind(sectionIndexTitles: { "\($0)" })
        binder.finish()
        binder.displayedSections = [.third, .first]
        fixture.flush()
        #expect(fixture.table.sectionIndexTitles == ["third", "first"], "the titles of the sections shown now, in order")
        fixture.table.touchSectionIndex(title: "first")
        #expect(fixture.table.screen == ["c2", "# FIRST", "a1", "a2"], "first is the second section shown, and the last: \(fixture.table.screen)")
        #expect(fixture.table.dataSource?.tableHost(fixture.table, sectionForSectionIndexTitle: "first", at: 1) == 1)
        #expect(fixture.table.dataSource?.tableHost(fixture.table, sectionForSectionIndexTitle: "gone", at: 7) == 1,
                "an index past the end (titles read before an update) answers the last section")
    }

    @Test func aTouchOnATitleTheIndexDoesNotHaveIsReported() {
        let fixture = Fixture(rows: 4)
        let binder = letters(fixture)
        binder.sectionIndexTitle = { "\($0)" }
        binder.finish()
        let unknown = fixture.table.expectError { fixture.table.touchSectionIndex(title: "nope") }
        #expect(unknown?.kind == .invalidArgument && unknown?.message.contains("no such title") == true, "\(String(describing: unknown))")
        let past = fixture.table.expectError { fixture.table.touchSectionIndex(at: 3) }
        #expect(past?.kind == .invalidArgument && past?.message.contains("has 3 titles") == true, "\(String(describing: past))")
    }

    @Test func aCollectionViewsIndexComesFromTheSameChainsAndATouchScrollsToTheSection() {
        let fixture = KindFixture<CollectionViewKind>(rows: 4)
        let binder = fixture.sectioned(Section.self)
        binder.onAllSections()
            .bind(cellType: TextTile.self, models: [.first: ["a1", "a2"], .second: ["b1", "b2"], .third: ["c1", "c2"]])
            .onDequeue { _, _, cell, text in cell.text = text }
            .itemSize { _, _, _ in Size(width: 40, height: 1) }
            .bind(sectionIndexTitles: { "\($0)".prefix(1).uppercased() })
        binder.onSection(.third).bind(sectionIndexTitle: "3")
        binder.displayedSections = [.first, .second, .third]
        binder.finish()
        #expect(fixture.view.sectionIndexTitles == ["F", "S", "3"], "the shown sections' titles, the named one winning")
        #expect(fixture.view.dataSource?.collectionHost(fixture.view, sectionForSectionIndexTitle: "3", at: 2) == 2)
        fixture.view.touchSectionIndex(title: "S")
        #expect(fixture.view.screen == ["b1", "b2", "c1", "c2"], "S scrolls the second section's first item to the top: \(fixture.view.screen)")
        fixture.view.touchSectionIndex(at: 0)
        #expect(fixture.view.screen == ["a1", "a2", "b1", "b2"], "\(fixture.view.screen)")
        let unknown = fixture.view.expectError { fixture.view.touchSectionIndex(title: "nope") }
        #expect(unknown?.kind == .invalidArgument, "\(String(describing: unknown))")
        #expect(fixture.log.entries.isEmpty, "\(fixture.log.entries)")
    }

    @Test func aCollectionViewWithoutTitlesHasNoIndex() {
        let fixture = KindFixture<CollectionViewKind>(rows: 4)
        let binder = fixture.sectioned(Section.self)
        binder.onAllSections().bind(cellType: TextTile.self, models: [.first: ["a1"]])
        binder.displayedSections = [.first]
        binder.finish()
        #expect(fixture.view.sectionIndexTitles.isEmpty, "nothing bound: no index")
        #expect(fixture.view.dataSource?.sectionIndexTitles(for: fixture.view) == nil, "the collection view is told nil")
    }
}
