import Braid
import Testing
@testable import BraidTerminal

/// The terminal's collection view laying each section out by its chain's layout (`layout(_:)`): a horizontal row
/// that ← → scroll sideways, a grid, a list under a pinned header; ↑ ↓ between sections; only what is in view asked
/// for; bad input reported, never a trap. Every batch goes through `validated()`.
@MainActor
@Suite struct TerminalCollectionViewLayoutTests {
    enum Shelf: Int, TableViewSection, Comparable { case featured, products, categories }

    typealias Name = TerminalCollectionViewTests.Name
    typealias Tile = TerminalCollectionViewTests.Tile

    final class Header: TerminalHeaderFooterView, ViewModelBindable {
        var viewModel: String? { didSet { lines = [TerminalLine(StyledText(viewModel ?? ""))] } }
    }

    /// A shop screen `width` × `height`: a featured row of 8-wide tiles, a 3-column grid of products, and a list of
    /// categories under a pinned header.
    @MainActor final class Shop {
        let view = TerminalCollectionView(clock: ManualTerminalClock())
        let binder: SectionedCollectionViewBinder<Shelf>
        let scheduler = ManualUpdateScheduler()
        var diagnostics: [BinderDiagnostic] = []
        var featured: [Name]
        var products = (0..<5).map { Name("p\($0)") }
        var categories: [Name]

        init(featured: [Name] = ["A", "B", "C", "D", "E", "F"], categories: Int = 6, width: Int = 24, height: Int = 8,
             categoriesLayout: CollectionSectionLayout = .list().pinningHeader()) {
            self.featured = featured
            self.categories = (0..<categories).map { Name("c\($0)") }
            view.frame = TerminalRect(x: 0, y: 0, width: width, height: height)
            binder = SectionedCollectionViewBinder(
                collectionView: view.validated(), sectionedBy: Shelf.self,
                sectionDisplayBehavior: .hidesSectionsWithNoCellData, scheduler: scheduler)
            binder.diagnosticHandler = { [unowned self] in diagnostics.append($0) }
            binder.onSection(.featured).bind(cellType: Tile.self, models: { [unowned self] in self.featured })
                .onDequeue { _, cell, name in cell.lines = [TerminalLine(StyledText(name.id))] }
                .layout(.horizontalRow(itemWidth: 8, itemHeight: .fixed(1)))
            binder.onSection(.products).bind(cellType: Tile.self, models: { [unowned self] in self.products })
                .onDequeue { _, cell, name in cell.lines = [TerminalLine(StyledText(name.id))] }
                .layout(.grid(columns: 3, itemHeight: .fixed(1)))
            binder.onSection(.categories).bind(cellType: Tile.self, models: { [unowned self] in self.categories })
                .onDequeue { _, cell, name in cell.lines = [TerminalLine(StyledText(name.id))] }
                .bind(headerType: Header.self, viewModel: "CATEGORIES")
                .layout(categoriesLayout)
            binder.finish()
        }

        var screen: [String] {
            var buffer = ScreenBuffer(width: view.frame!.maxX, height: view.frame!.maxY)
            view.render(into: &buffer)
            return buffer.lines.map { String($0.reversed().drop { $0 == " " }.reversed()) }
        }

        func press(_ key: Key, times: Int = 1) {
            for _ in 0..<times { view.handle(.key(key)) }
            _ = screen
        }

        func refresh() {
            binder.refresh()
            scheduler.flush()
        }
    }

    @Test func eachSectionIsLaidOutByItsLayout() {
        let shop = Shop()
        #expect(shop.screen == [
            " A       B       C",     // the row: 8-wide tiles, what fits the view
            " p0      p1      p2",    // the grid: three columns of 24 / 3
            " p3      p4",
            "CATEGORIES",
            " c0",                    // the list: one full-width item a line
            " c1",
            " c2",
            " c3",
        ], "\(shop.screen)")
        #expect(shop.diagnostics.isEmpty)
    }

    @Test func aLayoutThatChangesAloneIsLaidOutAgainAtTheNextRefresh() {
        let view = TerminalCollectionView(clock: ManualTerminalClock())
        view.frame = TerminalRect(x: 0, y: 0, width: 24, height: 4)
        let scheduler = ManualUpdateScheduler()
        let binder = SectionedCollectionViewBinder(
            collectionView: view.validated(), sectionedBy: Shelf.self, sectionDisplayBehavior: .hidesSectionsWithNoCellData,
            scheduler: scheduler)
        var columns = 3
        binder.onSection(.products).bind(cellType: Tile.self, models: (0..<4).map { Name("p\($0)") })
            .onDequeue { _, cell, name in cell.lines = [TerminalLine(StyledText(name.id))] }
        binder.onAnySection().layout { _ in .grid(columns: columns, itemHeight: .fixed(1)) }
        binder.finish()
        func screen() -> [String] {
            var buffer = ScreenBuffer(width: 24, height: 4)
            view.render(into: &buffer)
            return buffer.lines.map { String($0.reversed().drop { $0 == " " }.reversed()) }.filter { !$0.isEmpty }
        }
        #expect(screen() == [" p0      p1      p2", " p3"], "\(screen())")
        columns = 2  // the data stays as it was
        binder.refresh()
        scheduler.flush()
        #expect(screen() == [" p0          p1", " p2          p3"], "two columns now: \(screen())")
    }

    @Test func leftAndRightScrollAHorizontalRowSideways() {
        let shop = Shop()
        shop.view.alwaysSelectsAnItem = true
        _ = shop.screen
        #expect(shop.view.selectedItem == ItemPath(item: 0, section: 0))
        shop.press(.right, times: 3)
        #expect(shop.view.selectedItem == ItemPath(item: 3, section: 0))
        #expect(shop.screen[0] == " B       C       D", "the row scrolled to show D whole: \(shop.screen[0])")
        #expect(shop.screen[1] == " p0      p1      p2", "the other sections did not move")
        shop.press(.right, times: 2)
        #expect(shop.screen[0] == " D       E       F")
        shop.press(.left, times: 5)
        #expect(shop.screen[0] == " A       B       C")
        #expect(shop.view.indexPathsForVisibleItems.filter { $0.section == 0 }.map(\.item) == [0, 1, 2])
    }

    @Test func upAndDownMoveBetweenSectionsToTheNearestItem() {
        let shop = Shop()
        shop.view.alwaysSelectsAnItem = true
        _ = shop.screen
        shop.press(.right, times: 2)  // C, at x 16
        shop.press(.down)
        #expect(shop.view.selectedItem == ItemPath(item: 2, section: 1), "↓ from the row: the product below C")
        shop.press(.down)
        #expect(shop.view.selectedItem == ItemPath(item: 4, section: 1), "the nearest in the grid's last line")
        shop.press(.down)
        #expect(shop.view.selectedItem == ItemPath(item: 0, section: 2), "into the list")
        shop.press(.up, times: 3)
        #expect(shop.view.selectedItem == ItemPath(item: 0, section: 0), "back up through the grid into the row, nearest c0's x")
    }

    @Test func aPinnedHeaderStaysAtTheTopWhileItsSectionScrollsUnderIt() {
        let shop = Shop(categories: 12)
        shop.view.selectItem(at: ItemPath(item: 11, section: 2))
        let screen = shop.screen
        #expect(screen.first == "CATEGORIES", "\(screen)")
        #expect(screen.dropFirst().first == " c5", "its items scroll under it: c4 is under the header")
        #expect(screen.last == " c11")
        let unpinned = Shop(categories: 12, categoriesLayout: .list())
        unpinned.view.selectItem(at: ItemPath(item: 11, section: 2))
        #expect(!unpinned.screen.contains("CATEGORIES"), "unpinned, it scrolled away: \(unpinned.screen)")
    }

    @Test func aRowKeepsItsOffsetThroughAnUpdate() {
        let shop = Shop()
        shop.view.alwaysSelectsAnItem = true
        _ = shop.screen
        shop.press(.right, times: 5)
        #expect(shop.screen[0] == " D       E       F")
        shop.featured.insert("Z", at: 0)
        shop.categories.removeFirst()
        shop.refresh()
        #expect(shop.view.selectedItem == ItemPath(item: 6, section: 0), "F followed its item")
        #expect(shop.screen[0] == " C       D       E",
                "the row kept its offset, as UIKit's orthogonal scrolling does; Z came in before: \(shop.screen[0])")
        shop.press(.left)
        #expect(shop.screen[0] == " C       D       E", "E selected: in view already")
        shop.press(.right, times: 2)
        #expect(shop.screen[0] == " D       E       F", "the row scrolls to the selection again")
    }

    @Test func aLongRowAsksOnlyForWhatIsInView() {
        Tile.made = 0
        let shop = Shop(featured: (0..<200_000).map { Name("f\($0)") })
        _ = shop.screen
        #expect(shop.view.indexPathsForVisibleItems.filter { $0.section == 0 }.count == 3)
        #expect(Tile.made == 3 + 5 + 4, "3 in the row, 5 products, 4 categories in view (\(Tile.made))")
        shop.view.selectItem(at: ItemPath(item: 150_000, section: 0))
        _ = shop.screen
        #expect(shop.view.indexPathsForVisibleItems.filter { $0.section == 0 }.map(\.item) == [149_998, 149_999, 150_000])
    }

    @Test func badInputIsReportedAndLaidOutAsItSays() {
        let shop = Shop(height: 4, categoriesLayout: .grid(columns: 0, itemHeight: .fixed(1)).pinningHeader())
        shop.view.selectItem(at: ItemPath(item: 5, section: 2))
        _ = shop.screen
        let warnings = shop.diagnostics.filter { $0.severity == .warning }.map(\.message)
        #expect(shop.diagnostics.allSatisfy { $0.severity == .warning })
        #expect(warnings.contains { $0.hasPrefix("Section categories: a grid of 0 columns") }, "\(warnings)")
        #expect(shop.screen.last == " c5", "one column")
    }

    @Test(arguments: [CollectionSectionLayout.grid(columns: .max, itemHeight: .fixed(1)),
                      .grid(minimumItemWidth: .leastNonzeroMagnitude, itemHeight: .aspectRatio(.infinity)),
                      .horizontalRow(itemWidth: .infinity, itemHeight: .estimated(.nan), scrolling: .paging)
                          .spacing(-.infinity).insets(.init(top: .nan, leading: 1e300))])
    func extremeLayoutsAreDrawnWithoutATrap(layout: CollectionSectionLayout) {
        let shop = Shop(height: 6, categoriesLayout: layout)
        shop.view.alwaysSelectsAnItem = true
        _ = shop.screen
        shop.press(.end)
        shop.press(.right, times: 2)
        shop.press(.left)
        #expect(shop.view.selectedItem?.section == 2, "\(shop.screen)")
        #expect(shop.diagnostics.allSatisfy { $0.severity == .warning })
        #expect(shop.diagnostics.contains { $0.message.hasPrefix("Section categories: ") })
    }
}
