import Braid
import BraidTesting
import Testing

/// The collection's four sizes — chain methods, model-aware variants, grouped `.dimensions(...)` — on every kind of
/// chain, `Size.automatic`, and the fallback order the table's heights have: named, then all-sections, then
/// any-section. Sizes are read the way the collection view reads them, from its data source; the layout is checked
/// where a size shapes it.
@MainActor
@Suite("Dimensions: collection sizes")
struct CollectionSizeDimensionTests {
    /// The four sizes a data source answers for an item and the header and footer of a section.
    struct Sizes: Equatable, CustomStringConvertible {
        var item, estimatedItem, header, footer: Size?
        var description: String { "item \(d(item)) est \(d(estimatedItem)) header \(d(header)) footer \(d(footer))" }
        private func d(_ size: Size?) -> String { size.map { "\($0.width)×\($0.height)" } ?? "auto" }
    }

    private func sizes(_ fixture: KindFixture<CollectionViewKind>, section: Int, row: Int = 0) -> Sizes {
        let collection = fixture.collection
        guard let source = collection.dataSource else { return Sizes() }
        let at = path(row, section)
        return Sizes(
            item: source.collectionHost(collection, sizeForItemAt: at),
            estimatedItem: source.collectionHost(collection, estimatedSizeForItemAt: at),
            header: source.collectionHost(collection, sizeForSupplementaryElementOfKind: .header, inSection: section),
            footer: source.collectionHost(collection, sizeForSupplementaryElementOfKind: .footer, inSection: section))
    }

    /// Section `.first`'s sizes: items 10×1 (and 10×11 for row 1), estimates 20×2, header 0×3, footer 0×4.
    private static let expected = Sizes(
        item: Size(width: 10, height: 1), estimatedItem: Size(width: 20, height: 2),
        header: Size(width: 0, height: 3), footer: Size(width: 0, height: 4))
    private static func item(_ row: Int) -> Size { Size(width: 10, height: 1 + Double(row) * 10) }

    private typealias Collection = KindFixture<CollectionViewKind>

    // MARK: Chain methods

    @Test(arguments: HandlerScope.allCases)
    func eachSizeMethodAnswersForTheChainsSections(scope: HandlerScope) {
        let fixture = Collection()
        let binder = DimensionTests.bindTwoSections(fixture, cellsOnAllSections: scope == .all)
        switch scope {
        case .single:
            binder.onSection(.first)
                .itemSize { row in Self.item(row) }.estimatedItemSize { _ in Size(width: 20, height: 2) }
                .headerSize { Size(width: 0, height: 3) }.footerSize { Size(width: 0, height: 4) }
        case .multi: bindFour(binder.onSections(.first))
        case .all: bindFour(binder.onAllSections())
        case .any: bindFour(binder.onAnySection())
        }
        binder.finish()
        #expect(sizes(fixture, section: 0) == Self.expected, "section .first answers the bound sizes: \(sizes(fixture, section: 0))")
        #expect(sizes(fixture, section: 0, row: 1).item == Self.item(1), "the item size closure gets the row")
        let second = sizes(fixture, section: 1)
        if scope == .single || scope == .multi {
            #expect(second == Sizes(), "section .second is not on the chain: every size is automatic: \(second)")
        } else {
            #expect(second == Self.expected, "all- and any-section sizes cover .second too: \(second)")
        }
    }

    @Test(arguments: Scope.allCases)
    func modelAwareItemSizesGetTheRowsModel(scope: Scope) {
        let fixture = Collection()
        let binder = fixture.sectioned(Section.self)
        let people: [Section: [Person]] = [.first: [Person(name: "A", age: 3), Person(name: "B", age: 4)]]
        switch scope {
        case .single:
            binder.onSection(.first)
                .bind(cellType: TextTile.self, models: people[.first]!)
                .itemSize { _, person in Size(width: 40, height: Double(person.age)) }
                .estimatedItemSize { row, person in Size(width: 40, height: Double(person.age * 10 + row)) }
        case .multi, .all:
            let chain = scope == .multi ? binder.onSections(.first) : binder.onAllSections()
            chain.bind(cellType: TextTile.self, models: people)
                .itemSize { section, _, person in Size(width: 40, height: section == .first ? Double(person.age) : 0) }
                .estimatedItemSize { _, row, person in Size(width: 40, height: Double(person.age * 10 + row)) }
        }
        binder.displayedSections = [.first]
        binder.finish()
        #expect(sizes(fixture, section: 0, row: 0).item?.height == 3 && sizes(fixture, section: 0, row: 1).item?.height == 4,
                "the item size comes from the model of the row")
        #expect(sizes(fixture, section: 0, row: 1).estimatedItem?.height == 41, "the estimate gets the row and its model")
        #expect(fixture.collection.contentHeight == 7, "the collection lays the items out, one per line, at 3 + 4")
    }

    @Test func estimatedSizesHoldUntilAnItemIsDisplayed() {
        let fixture = Collection(rows: 2)
        let binder = fixture.plain()
        binder.onCollection()
            .bind(cellType: TextTile.self, models: (0..<10).map { "item \($0)" })
            .onDequeue { _, cell, text in cell.text = text }
            .estimatedItemSize { _ in Size(width: 40, height: 3) }
        binder.finish()
        #expect(fixture.collection.contentHeight == 2 * 1 + 8 * 3,
                "two displayed items take their content's height, the eight others their estimate")
    }

    @Test func headerAndFooterSizesShapeTheSupplementaryViews() {
        let fixture = Collection()
        let binder = fixture.plain()
        binder.onCollection()
            .bind(cellType: TextTile.self, models: ["A"])
            .onDequeue { _, cell, text in cell.text = text }
            .bind(headerType: TitleSupplementaryView.self, viewModel: .init(title: "H"))
            .bind(footerType: TitleSupplementaryView.self, viewModel: .init(title: "F"))
            .headerSize { Size(width: 0, height: 2) }
            .footerSize { Size(width: 0, height: 3) }
        binder.finish()
        #expect(fixture.collection.frameForSupplementaryView(ofKind: .header, inSection: 0)?.height == 2, "the header's size")
        #expect(fixture.collection.frameForSupplementaryView(ofKind: .footer, inSection: 0)?.height == 3, "the footer's size")
        #expect(fixture.collection.contentHeight == 6, "header 2, one item 1, footer 3")
    }

    @Test func automaticSizeLetsTheCollectionSizeTheItemFromItsContent() {
        let fixture = Collection()
        let binder = fixture.plain()
        binder.onCollection()
            .bind(cellType: TextTile.self, models: ["one", "two\nlines"])
            .onDequeue { _, cell, text in cell.text = text }
            .itemSize { row in row == 0 ? Size(width: 40, height: 4) : .automatic }
        binder.finish()
        #expect(sizes(fixture, section: 0, row: 1).item == nil, "Size.automatic reaches the collection as 'automatic'")
        #expect(fixture.collection.contentHeight == 6, "4 for the first item, 2 lines of content for the second")
    }

    // MARK: Grouped dimensions

    @Test func groupedDimensionsOnASingleSectionChainSetEachSize() {
        let fixture = Collection()
        let binder = DimensionTests.bindTwoSections(fixture)
        binder.onSection(.first).dimensions(
            .itemSize { row in Self.item(row) }, .estimatedItemSize { _ in Size(width: 20, height: 2) },
            .headerSize { Size(width: 0, height: 3) }, .footerSize { Size(width: 0, height: 4) })
        binder.finish()
        #expect(sizes(fixture, section: 0) == Self.expected, "\(sizes(fixture, section: 0))")
        #expect(sizes(fixture, section: 0, row: 1).item == Self.item(1), "the item size closure gets the row")
        #expect(sizes(fixture, section: 1) == Sizes(), "only the chain's section")
    }

    @Test(arguments: [HandlerScope.multi, .all, .any])
    func groupedDimensionsOnAMultiSectionChainSetEachSize(scope: HandlerScope) {
        let fixture = Collection()
        let binder = DimensionTests.bindTwoSections(fixture, cellsOnAllSections: scope == .all)
        let four: [MultiSectionSizeDimension<Section>] = [
            .itemSize { _, row in Self.item(row) }, .estimatedItemSize { _, _ in Size(width: 20, height: 2) },
            .headerSize { _ in Size(width: 0, height: 3) }, .footerSize { _ in Size(width: 0, height: 4) },
        ]
        switch scope {
        case .multi: binder.onSections(.first).dimensions(four[0], four[1], four[2], four[3])
        case .all: binder.onAllSections().dimensions(four[0], four[1], four[2], four[3])
        default: binder.onAnySection().dimensions(four[0], four[1], four[2], four[3])
        }
        binder.finish()
        #expect(sizes(fixture, section: 0) == Self.expected, "\(scope): \(sizes(fixture, section: 0))")
        #expect(sizes(fixture, section: 1) == (scope == .multi ? Sizes() : Self.expected), "\(scope): \(sizes(fixture, section: 1))")
    }

    @Test func aLaterDimensionOfTheSameKindReplacesAnEarlierOne() {
        let fixture = Collection()
        let binder = DimensionTests.bindTwoSections(fixture)
        binder.onSection(.first).dimensions(.headerSize { Size(width: 0, height: 1) }, .headerSize { Size(width: 0, height: 5) })
        binder.finish()
        #expect(sizes(fixture, section: 0).header == Size(width: 0, height: 5), "as two headerSize calls would")
    }

    // MARK: Sizes that are not sizes

    /// The collection counterpart of `DimensionTests.aHeightThatIsNotFiniteIsReportedOnceAndSizedAutomatically`: a
    /// size with a width or height that is not finite is reported once per binding and section, and is automatic.
    @Test func aSizeThatIsNotFiniteIsReportedOnceAndSizedAutomatically() {
        let fixture = Collection()
        let binder = DimensionTests.bindTwoSections(fixture)
        binder.onSection(.first)
            .itemSize { row in row == 0 ? Size(width: .nan, height: 1) : Size(width: 3, height: .infinity) }
            .estimatedItemSize { _ in Size(width: 2, height: 1) }
            .footerSize { Size(width: 0, height: -.infinity) }
        binder.finish()
        #expect(sizes(fixture, section: 0) == Sizes(item: nil, estimatedItem: Size(width: 2, height: 1), header: nil, footer: nil))
        #expect(sizes(fixture, section: 0, row: 1).item == nil)
        #expect(fixture.collection.contentHeight.isFinite, "the collection laid out every item: \(fixture.collection.contentHeight)")
        #expect(fixture.log.errors.count == 2 && fixture.log.errors.allSatisfy { $0.hasPrefix("Section first: ") }, "\(fixture.log.errors)")
        #expect(fixture.log.errors.contains { $0.contains("itemSize gave Size(width: nan, height: 1.0) for row 0, which is not finite") },
                "the first broken item is named; the second, of the same binding, is not reported again: \(fixture.log.errors)")
        #expect(fixture.log.errors.contains { $0.contains("footerSize gave Size(width: 0.0, height: -inf) for the section") })
    }

    // MARK: Resolution

    /// The seeds' dimensions example ("Advanced binding chains"), ported from heights to sizes by changing only the
    /// size methods: the same resolution — named wins, then all-sections, then any-section.
    @Test func namedSizesWinAndAnySectionSizesAreTheLastFallback() {
        let fixture = Collection()
        let binder = fixture.sectioned(Section.self)
        for section in Section.allCases {
            binder.onSection(section).bind(cellType: TextTile.self, models: [Person(name: "\(section)")])
        }
        func tall(_ height: Double) -> Size { Size(width: 40, height: height) }
        binder.onSection(.first)
            .dimensions(.itemSize { _ in tall(120) }, .headerSize { tall(80) })
        binder.onSections(.second, .third)
            .dimensions(.itemSize { section, _ in tall(section == .second ? 90 : 70) })
        binder.onAnySection()
            .dimensions(.itemSize { _, _ in tall(200) }, .headerSize { _ in tall(50) }, .footerSize { _ in tall(50) })
        binder.displayedSections = [.first, .second, .third]
        binder.finish()
        let first = sizes(fixture, section: 0), second = sizes(fixture, section: 1), third = sizes(fixture, section: 2)
        #expect([first.item, first.header, first.footer].map { $0?.height } == [120, 80, 50], "first: \(first)")
        #expect([second.item, second.header, second.footer].map { $0?.height } == [90, 50, 50], "second: \(second)")
        #expect([third.item, third.header, third.footer].map { $0?.height } == [70, 50, 50], "third: \(third)")
    }

    @Test func allSectionsSizesWinOverAnySectionOnesForDynamicSections() {
        let fixture = Collection()
        let binder = fixture.sectioned(DynamicSection.self)
        let news = DynamicSection(title: "News"), sport = DynamicSection(title: "Sport")
        binder.onAllSections()
            .bind(cellType: TextTile.self, models: [news: [Person(name: "A")], sport: [Person(name: "B")]])
            .itemSize { section, _ in Size(width: 9, height: section == news ? 2 : 3) }
        binder.onSection(sport).itemSize { _ in Size(width: 9, height: 4) }
        binder.onAnySection().itemSize { _, _ in Size(width: 9, height: 9) }.footerSize { _ in Size(width: 0, height: 1) }
        binder.displayedSections = [news, sport]
        binder.finish()
        #expect(sizes(fixture, section: 0).item?.height == 2, "all-sections size for a dynamic section")
        #expect(sizes(fixture, section: 1).item?.height == 4, "a named size wins over the all-sections one")
        #expect(sizes(fixture, section: 1).footer?.height == 1, "any-section fills what nothing else gives")
    }

    // MARK: Helpers

    /// Binds the four sizes of ``expected`` on a multi-section, all- or any-section chain, one method each.
    private func bindFour<Cell>(_ chain: MultiSectionHandlers<CollectionViewKind, Cell, Section>) {
        chain.itemSize { _, row in Self.item(row) }.estimatedItemSize { _, _ in Size(width: 20, height: 2) }
            .headerSize { _ in Size(width: 0, height: 3) }.footerSize { _ in Size(width: 0, height: 4) }
    }
}
