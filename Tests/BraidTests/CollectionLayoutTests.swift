import Braid
import BraidTesting
import Testing

/// Sections laid out by their chains' layouts (`layout(_:)`) on the headless collection view: frames for each kind of
/// layout, a horizontal row's sideways scrolling, pinned headers, layouts that follow their sections by identity
/// through hiding and moving, the scope fallback rules, and bad input reported as warnings. Every batch goes through
/// the headless view's validation.
@MainActor
@Suite("Collection layouts")
struct CollectionLayoutTests {
    enum Shelf: Int, TableViewSection, Comparable, CaseIterable { case featured, products, categories }

    /// A collection `width` × `height`, a binder on it with a manual scheduler, and its diagnostics log.
    @MainActor
    struct Screen {
        let view: HeadlessCollectionView
        let binder: SectionedCollectionViewBinder<Shelf>
        let scheduler = ManualUpdateScheduler()
        let log = DiagnosticLog()

        /// Sections show in order when they have items, unless `manual`: then as `displayedSections` says.
        init(width: Double = 30, height: Double = 10, manual: Bool = false) {
            view = HeadlessCollectionView(viewportSize: Size(width: width, height: height))
            binder = SectionedCollectionViewBinder(collectionView: view, sectionedBy: Shelf.self, scheduler: scheduler)
            if !manual { binder.sectionDisplayBehavior = .hidesSectionsWithNoCellData }
            binder.diagnosticHandler = log.record
        }

        /// The frame of item `item` of section `section`.
        func frame(_ item: Int, _ section: Int) -> HeadlessRect? { view.frameForItem(at: path(item, section)) }

        /// The visible items of `section`.
        func visible(inSection section: Int) -> [Int] {
            view.indexPathsForVisibleItems.filter { $0.section == section }.map(\.item)
        }
    }

    static func names(_ count: Int, _ prefix: String = "p") -> [Person] {
        (0 ..< count).map { Person(name: "\(prefix)\($0)") }
    }

    // MARK: Frames, by kind of layout

    @Test func aGridOfFixedColumnsPlacesItemsInColumnsWithSpacingAndInsets() {
        let screen = Screen(width: 32)
        screen.binder.onSection(.products).bind(cellType: TextTile.self, models: Self.names(5))
            .layout(.grid(columns: 3, itemHeight: .fixed(2)).spacing(item: 1, line: 1)
                .insets(.init(top: 1, leading: 1, bottom: 2, trailing: 1)))
        screen.binder.finish()
        // 30 wide inside the insets, less two spacings: three columns of 28 / 3.
        let width = 28.0 / 3
        #expect(screen.frame(0, 0) == HeadlessRect(x: 1, y: 1, width: width, height: 2))
        #expect(screen.frame(2, 0) == HeadlessRect(x: 1 + 2 * (width + 1), y: 1, width: width, height: 2))
        #expect(screen.frame(4, 0) == HeadlessRect(x: 1 + width + 1, y: 4, width: width, height: 2),
                "item 4: line 1, column 1 — below line 0 and its spacing")
        #expect(screen.view.contentHeight == 1 + 2 + 1 + 2 + 2, "the insets, two lines and the spacing between")
        #expect(screen.log.entries.isEmpty)
    }

    @Test func anAdaptiveGridFitsAsManyColumnsAsItsMinimumWidthAllows() {
        let screen = Screen(width: 29)
        screen.binder.onSection(.products).bind(cellType: TextTile.self, models: Self.names(4))
            .layout(.grid(minimumItemWidth: 9, itemHeight: .aspectRatio(0.5)).spacing(1))
        screen.binder.finish()
        // (29 + 1) / (9 + 1) = 3 columns of (29 - 2) / 3 = 9, each half as tall as wide.
        #expect(screen.frame(0, 0) == HeadlessRect(x: 0, y: 0, width: 9, height: 4.5))
        #expect(screen.frame(2, 0) == HeadlessRect(x: 20, y: 0, width: 9, height: 4.5))
        #expect(screen.frame(3, 0) == HeadlessRect(x: 0, y: 5.5, width: 9, height: 4.5))
        screen.view.resize(to: Size(width: 19, height: 10))
        #expect(screen.frame(1, 0) == HeadlessRect(x: 10, y: 0, width: 9, height: 4.5),
                "a narrower view: 2 columns")
        #expect(screen.frame(2, 0)?.y == 5.5)
    }

    @Test func estimatedItemHeightsHoldUntilEachItemIsMeasured() {
        let screen = Screen(width: 20, height: 3)
        let tall = ["a\nb\nc", "d", "e", "f\ng", "h", "i"].map { Person(name: $0) }
        screen.binder.onSection(.products).bind(cellType: TextTile.self, models: tall)
            .onDequeue { _, cell, person in cell.text = person.name }
            .layout(.grid(columns: 2, itemHeight: .estimated(1)))
        screen.binder.finish()
        #expect(screen.frame(0, 0) == HeadlessRect(x: 0, y: 0, width: 10, height: 3), "measured: three lines")
        #expect(screen.frame(2, 0)?.y == 3, "line 0 is as tall as its tallest item")
        #expect(screen.frame(4, 0)?.height == 1, "not shown yet: its estimate")
    }

    @Test func aListTakesTheWholeWidthPerItem() {
        let screen = Screen(width: 24)
        screen.binder.onSection(.categories).bind(cellType: TextTile.self, models: Self.names(3))
            .onDequeue { _, cell, person in cell.text = person.name }
            .layout(.list(.insetGrouped).spacing(item: 0, line: 1).insets(.init(leading: 2, trailing: 2)))
        screen.binder.finish()
        #expect(screen.frame(1, 0) == HeadlessRect(x: 2, y: 2, width: 20, height: 1))
        #expect(screen.view.screen == ["p0", "p1", "p2"])
    }

    // MARK: Horizontal rows

    @Test func aHorizontalRowShowsWhatIsInItsViewAndScrollsSideways() {
        let screen = Screen(width: 30)
        screen.binder.onSection(.featured).bind(cellType: TextTile.self, models: Self.names(10, "f"))
            .onDequeue { _, cell, person in cell.text = person.name }
            .layout(.horizontalRow(itemWidth: 8, itemHeight: .fixed(2)).spacing(2))
        screen.binder.onSection(.products).bind(cellType: TextTile.self, models: Self.names(2))
            .onDequeue { _, cell, person in cell.text = person.name }
            .layout(.grid(columns: 2, itemHeight: .fixed(1)))
        screen.binder.finish()
        #expect(screen.frame(9, 0) == HeadlessRect(x: 90, y: 0, width: 8, height: 2), "one line: item 9 is far right")
        #expect(screen.frame(0, 1)?.y == 2, "the next section starts below the row's one line")
        #expect(screen.visible(inSection: 0) == [0, 1, 2])
        #expect(screen.view.screen == ["f0 | f1 | f2", "p0 | p1"])
        #expect(screen.view.scrollRow(inSection: 0, toOffset: 25))
        #expect(screen.view.rowOffset(inSection: 0) == 25)
        #expect(screen.visible(inSection: 0) == [2, 3, 4, 5], "items 2 to 5 overlap 25 ..< 55")
        #expect(screen.view.screen == ["f2 | f3 | f4 | f5", "p0 | p1"])
        screen.view.scrollRow(inSection: 0, toOffset: 1_000)
        #expect(screen.view.rowOffset(inSection: 0) == 68, "no further than its content: 10 × 8 + 9 × 2 − 30")
        #expect(screen.visible(inSection: 0) == [7, 8, 9])
        #expect(!screen.view.scrollRow(inSection: 1, toOffset: 10), "a grid does not scroll sideways")
        #expect(screen.view.rowOffset(inSection: 1) == nil)
    }

    @Test(arguments: [(CollectionSectionLayout.RowScrolling.paging, 40.0, 30.0),
                      (.groupPaging, 24, 20), (.continuous, 24, 24)])
    func aRowComesToRestWhereItsScrollingLetsIt(scrolling: CollectionSectionLayout.RowScrolling,
                                                toward: Double, rest: Double) {
        let screen = Screen(width: 30)
        screen.binder.onSection(.featured).bind(cellType: TextTile.self, models: Self.names(10, "f"))
            .layout(.horizontalRow(itemWidth: 8, itemHeight: .fixed(2), scrolling: scrolling).spacing(2))
        screen.binder.finish()
        screen.view.scrollRow(inSection: 0, toOffset: toward)
        #expect(screen.view.rowOffset(inSection: 0) == rest)
    }

    @Test func aRowKeepsItsOffsetThroughAnUpdateAndItsItemsFollowTheirModels() {
        let screen = Screen(width: 30)
        var featured = Self.names(10, "f")
        screen.binder.onSection(.featured).bind(cellType: TextTile.self, models: { featured })
            .onDequeue { _, cell, person in cell.text = person.name }
            .layout(.horizontalRow(itemWidth: 8, itemHeight: .fixed(2)).spacing(2))
        screen.binder.finish()
        screen.view.scrollRow(inSection: 0, toOffset: 30)
        featured.insert(Person(name: "new"), at: 0)
        featured.remove(at: 5)  // f4
        screen.binder.refresh()
        screen.scheduler.flush()
        #expect(screen.view.appliedBatches.count == 1)
        #expect(screen.view.rowOffset(inSection: 0) == 30)
        #expect(screen.frame(4, 0)?.x == 40, "f3 moved one place right")
        #expect(screen.view.screen == ["f2 | f3 | f5"])
    }

    // MARK: Pinning

    @Test func aPinnedHeaderStaysAtTheTopWhileItsSectionScrollsUnderIt() {
        let screen = Screen(width: 20, height: 6)
        for shelf in [Shelf.products, .categories] {
            screen.binder.onSection(shelf).bind(cellType: TextTile.self, models: Self.names(8, "\(shelf)".prefix(1) + ""))
                .onDequeue { _, cell, person in cell.text = person.name }
                .bind(headerType: ShelfHeader.self, viewModel: "\(shelf)".uppercased())
                .layout(.list().pinningHeader(shelf == .categories))
        }
        screen.binder.finish()
        // products: header 0, items 1 ..< 9; categories: header 9, items 10 ..< 18.
        screen.view.scroll(toOffset: 3)
        #expect(screen.view.frameForSupplementaryView(ofKind: .header, inSection: 0)?.y == 0, "not pinned: scrolled away")
        #expect(!screen.view.screen.contains("# PRODUCTS"))
        screen.view.scroll(toOffset: 12)
        #expect(screen.view.frameForSupplementaryView(ofKind: .header, inSection: 1)?.y == 12, "pinned at the top")
        #expect(screen.view.screen.first == "# CATEGORIES")
        #expect(screen.view.screen.dropFirst().first == "c2", "the items scroll under it")
    }

    @Test func aPinnedHeaderNeverLeavesItsSection() {
        let screen = Screen(width: 20, height: 6)
        screen.binder.onSection(.products).bind(cellType: TextTile.self, models: Self.names(3))
            .bind(headerType: ShelfHeader.self, viewModel: "P")
            .layout(.list().pinningHeader())
        screen.binder.onSection(.categories).bind(cellType: TextTile.self, models: Self.names(20, "c"))
        screen.binder.finish()
        screen.view.scroll(toOffset: 2)
        #expect(screen.view.frameForSupplementaryView(ofKind: .header, inSection: 0)?.y == 2, "pinned")
        screen.view.scroll(toOffset: 5)
        #expect(screen.view.frameForSupplementaryView(ofKind: .header, inSection: 0)?.y == 3,
                "at its section's end (4: the header and three items), not at the top (5)")
    }

    @Test func aPinnedFooterStaysAtTheBottomWhileItsSectionIsInView() {
        let screen = Screen(width: 20, height: 6)
        screen.binder.onSection(.products).bind(cellType: TextTile.self, models: Self.names(10))
            .bind(footerType: ShelfHeader.self, viewModel: "END")
            .layout(.list().pinningFooter())
        screen.binder.onSection(.categories).bind(cellType: TextTile.self, models: Self.names(10, "c"))
        screen.binder.finish()
        // products: items 0 ..< 10, footer 10; categories from 11.
        #expect(screen.view.frameForSupplementaryView(ofKind: .footer, inSection: 0)?.y == 5, "at the viewport's bottom")
        #expect(screen.view.screen.last == "## END", "\(screen.view.screen)")
        screen.view.scroll(toOffset: 8)
        #expect(screen.view.frameForSupplementaryView(ofKind: .footer, inSection: 0)?.y == 10,
                "back at its place once that is in view")
    }

    // MARK: Following sections by identity

    @Test func layoutsFollowTheirSectionsThroughHidingAndMoving() {
        let screen = Screen(width: 30)
        var featured: [Person] = []
        screen.binder.onSection(.featured).bind(cellType: TextTile.self, models: { featured })
            .layout(.horizontalRow(itemWidth: 10, itemHeight: .fixed(3)))
        screen.binder.onSection(.products).bind(cellType: TextTile.self, models: Self.names(4))
            .layout(.grid(columns: 2, itemHeight: .fixed(1)))
        screen.binder.finish()
        #expect(screen.frame(1, 0) == HeadlessRect(x: 15, y: 0, width: 15, height: 1), "the grid shows first")
        featured = Self.names(5, "f")
        screen.binder.refresh()
        screen.scheduler.flush()
        #expect(screen.frame(1, 0) == HeadlessRect(x: 10, y: 0, width: 10, height: 3), "the row is now section 0")
        #expect(screen.frame(1, 1) == HeadlessRect(x: 15, y: 3, width: 15, height: 1), "the grid moved to section 1")
        #expect(screen.view.rowOffset(inSection: 1) == nil)
        #expect(screen.view.appliedBatches.count == 1)
    }

    @Test func layoutsFollowSectionsTheAppReorders() {
        let screen = Screen(width: 30, manual: true)
        screen.binder.onAllSections().bind(cellType: TextTile.self, models: [
            Shelf.featured: Self.names(3, "f"), .products: Self.names(3), .categories: Self.names(2, "c"),
        ])
        .layout { shelf in shelf == .featured ? .horizontalRow(itemWidth: 10, itemHeight: .fixed(2)) : .list() }
        screen.binder.displayedSections = [.featured, .products]
        screen.binder.finish()
        #expect(screen.view.rowOffset(inSection: 0) != nil)
        screen.binder.displayedSections = [.products, .categories, .featured]
        screen.scheduler.flush()
        #expect(screen.view.rowOffset(inSection: 0) == nil, "products is a list")
        #expect(screen.view.rowOffset(inSection: 2) == 0, "featured kept its row, at section 2")
        #expect(screen.frame(2, 2) == HeadlessRect(x: 20, y: 5, width: 10, height: 2))
    }

    @Test func aLayoutThatChangesWithTheDataLaysTheSectionOutAgain() {
        let screen = Screen(width: 30)
        var columns = 2
        var products = Self.names(4)
        screen.binder.onSection(.products).bind(cellType: TextTile.self, models: { products })
        screen.binder.onAnySection().layout { _ in .grid(columns: columns, itemHeight: .fixed(1)) }
        screen.binder.finish()
        #expect(screen.frame(3, 0) == HeadlessRect(x: 15, y: 1, width: 15, height: 1))
        columns = 3
        products.append(Person(name: "p4"))
        screen.binder.refresh()
        screen.scheduler.flush()
        #expect(screen.frame(3, 0) == HeadlessRect(x: 0, y: 1, width: 10, height: 1))
    }

    @Test func aLayoutThatChangesAloneLaysItsSectionOutAgainAtTheNextRefresh() {
        let screen = Screen(width: 30)
        var columns = 2
        screen.binder.onSection(.featured).bind(cellType: TextTile.self, models: Self.names(2, "f"))
        screen.binder.onSection(.products).bind(cellType: TextTile.self, models: Self.names(4))
        screen.binder.onAnySection().layout { shelf in
            shelf == .products ? .grid(columns: columns, itemHeight: .fixed(1)) : .list()
        }
        screen.binder.finish()
        #expect(screen.frame(3, 1) == HeadlessRect(x: 15, y: 3, width: 15, height: 1))
        columns = 3  // the data stays as it was; before the first update, too
        screen.binder.refresh()
        screen.scheduler.flush()
        #expect(screen.view.appliedBatches.map(\.batch) == [BatchUpdate(sectionReloads: [1])],
                "only the section whose layout changed is reloaded, in a batch of its own: \(screen.view.appliedBatches.map(\.batch))")
        #expect(screen.frame(3, 1) == HeadlessRect(x: 0, y: 3, width: 10, height: 1), "three columns now: item 3 starts the second line")
        screen.binder.refresh()
        screen.scheduler.flush()
        #expect(screen.view.appliedBatches.count == 1, "nothing changed since: no batch")
        #expect(screen.log.entries.isEmpty, "\(screen.log.entries)")
    }

    // MARK: Scopes

    @Test func aSectionsLayoutComesFromItsNameThenAllSectionsThenAnySection() {
        let screen = Screen(width: 30)
        screen.binder.onSection(.featured).bind(cellType: TextTile.self, models: Self.names(2))
            .layout(.grid(columns: 2, itemHeight: .fixed(1)))
        screen.binder.onAllSections().bind(cellType: TextTile.self, models: [.products: Self.names(2)])
            .layout(.grid(columns: 3, itemHeight: .fixed(1)))
        screen.binder.onAnySection().layout(.grid(columns: 5, itemHeight: .fixed(1)))
        screen.binder.finish()
        #expect(screen.frame(1, 0)?.width == 15, "by name")
        #expect(screen.frame(1, 1)?.width == 10, "all sections, for the sections not bound by name")
        let any = Screen(width: 30)
        any.binder.onSection(.featured).bind(cellType: TextTile.self, models: Self.names(2))
        any.binder.onAnySection().layout(.grid(columns: 5, itemHeight: .fixed(1)))
        any.binder.finish()
        #expect(any.frame(1, 0)?.width == 6, "any section: the last fallback")
    }

    @Test func aSectionWithoutALayoutFlowsByItsItemsSizesAsBefore() {
        let screen = Screen(width: 16)
        screen.binder.onSection(.products).bind(cellType: TileCell.self, models: Self.names(4))
        screen.binder.onSection(.featured).bind(cellType: TileCell.self, models: Self.names(1, "f"))
            .layout(.list())
        screen.binder.finish()
        #expect(screen.frame(0, 0) == HeadlessRect(x: 0, y: 0, width: 16, height: 1))
        #expect(screen.frame(2, 1) == HeadlessRect(x: 10, y: 1, width: 5, height: 1), "three 5-wide tiles a line")
    }

    // MARK: Bad input

    @Test(arguments: [
        (CollectionSectionLayout.grid(columns: 0, itemHeight: .fixed(1)), "a grid of 0 columns", 30.0),
        (.grid(columns: 2, itemHeight: .fixed(1)).spacing(item: -2, line: 0), "the item spacing is -2", 15),
        (.grid(minimumItemWidth: 40, itemHeight: .fixed(1)), "the grid's minimum item width (40) is wider than the section", 30),
        (.horizontalRow(itemWidth: 50, itemHeight: .fixed(1)), "the row's items are 50 wide", 30),
        (.grid(minimumItemWidth: 0, itemHeight: .fixed(1)), "the grid's minimum item width is 0", 30),
        (.list().insets(.init(leading: -4)), "the leading inset is -4", 30),
        (.grid(columns: .max, itemHeight: .fixed(1)), "a grid of \(Int.max) columns in a section 30 wide", 1),
        (.grid(columns: 2, itemHeight: .fixed(.nan)), "the item height is nan", 15),
        (.horizontalRow(itemWidth: 10, itemHeight: .fixed(1)).spacing(item: .infinity, line: 0), "the item spacing is inf", 10),
    ])
    func badInputIsAWarningAndIsLaidOutAsItSays(layout: CollectionSectionLayout, message: String, width: Double) {
        let screen = Screen(width: 30)
        screen.binder.onSection(.products).bind(cellType: TextTile.self, models: Self.names(3)).layout(layout)
        screen.binder.finish()
        screen.view.resize(to: Size(width: 30, height: 9))
        #expect(screen.log.errors.isEmpty)
        #expect(screen.log.warnings.count == 1, "once, however often the section is laid out: \(screen.log.warnings)")
        #expect(screen.log.warnings.first?.contains("Section products: \(message)") == true, "\(screen.log.warnings)")
        #expect(screen.frame(0, 0)?.width == width)
    }

    @Test func aPinnedHeaderTallerThanTheViewScrollsWithItsSection() {
        let screen = Screen(width: 20, height: 4)
        screen.binder.onSection(.products).bind(cellType: TextTile.self, models: Self.names(10))
            .bind(headerType: ShelfHeader.self, viewModel: "1\n2\n3\n4\n5")
            .layout(.list().pinningHeader())
        screen.binder.finish()
        screen.view.scroll(toOffset: 8)
        #expect(screen.view.frameForSupplementaryView(ofKind: .header, inSection: 0)?.y == 0)
        #expect(screen.log.warnings.count == 1)
        #expect(screen.log.warnings.first?.contains("the pinned header is 5 tall, taller than the view (4)") == true)
    }
}
