import Braid
import BraidTesting
import Testing

/// The Swift blocks of the article "Section layouts" (`SectionLayouts.md`), run: each lives between `// doc: name` and
/// `// doc: end`, and `DocumentationBlocksTests.theDocumentsShowTheseBlocks` checks that the article shows it line for
/// line.
@MainActor
@Suite("The section-layouts article's blocks")
struct SectionLayoutsArticleTests {
    // doc: layouts-sections
    enum ShopSection: TableViewSection, Comparable { case featured, products, categories }
    // doc: end

    struct Product: Identifiable, Equatable { var name: String; var id: String { name } }
    final class ProductTile: HeadlessCollectionViewCell {}
    final class CategoryRow: HeadlessCollectionViewCell {}
    final class TitleHeader: HeadlessSupplementaryView, ViewModelBindable {
        var viewModel: String? { didSet { text = viewModel ?? "" } }
    }

    @Test func theShopScreenLaysEachSectionOutByItsChain() {
        let collectionView = HeadlessCollectionView(viewportSize: Size(width: 40, height: 8))
        let featured = (0..<6).map { Product(name: "f\($0)") }
        let products = (0..<5).map { Product(name: "p\($0)") }
        let categories = ["Fruit", "Bakery", "Dairy", "Pantry", "Frozen", "Drinks", "Snacks", "Tea", "Soup", "Pasta", "Rice", "Jam"]
        // doc: layouts-shop
        let binder = SectionedCollectionViewBinder(collectionView: collectionView, sectionedBy: ShopSection.self)
        binder.onSection(.featured)
            .bind(cellType: ProductTile.self, models: featured)
            .layout(.horizontalRow(itemWidth: 16, itemHeight: .fixed(2), scrolling: .groupPaging).spacing(2))
        binder.onSection(.products)
            .bind(cellType: ProductTile.self, models: products)
            .layout(.grid(minimumItemWidth: 12, itemHeight: .fixed(2)).spacing(item: 2, line: 1))
        binder.onSection(.categories)
            .bind(cellType: CategoryRow.self, models: categories)
            .bind(headerType: TitleHeader.self, viewModel: "CATEGORIES")
            .layout(.list(.plain).pinningHeader())
        binder.sectionDisplayBehavior = .hidesSectionsWithNoCellData
        binder.finish()
        // doc: end
        #expect(collectionView.frameForItem(at: ItemPath(item: 1, section: 0)) == HeadlessRect(x: 18, y: 0, width: 16, height: 2))
        #expect(collectionView.frameForItem(at: ItemPath(item: 2, section: 1)) == HeadlessRect(x: 28, y: 2, width: 12, height: 2),
                "(40 + 2) / (12 + 2) = 3 columns of 12")
        #expect(collectionView.frameForItem(at: ItemPath(item: 0, section: 2)) == HeadlessRect(x: 0, y: 8, width: 40, height: 1),
                "below the grid's two lines and the header")
        // doc: layouts-testing
        collectionView.scrollRow(inSection: 0, toOffset: 25)          // a swipe that ends at 25: group paging rests at 18
        #expect(collectionView.rowOffset(inSection: 0) == 18)
        collectionView.scroll(toOffset: 9)                            // the categories' pinned header stays in view
        #expect(collectionView.frameForSupplementaryView(ofKind: .header, inSection: 2)?.y == 9)
        // doc: end
        #expect(collectionView.indexPathsForVisibleItems.filter { $0.section == 0 }.isEmpty, "the row scrolled away")
    }

    @Test func aChainForSeveralSectionsDecidesPerSection() {
        let collectionView = HeadlessCollectionView(viewportSize: Size(width: 40, height: 8))
        struct Shelf: TableViewSection { var title: String; var isFeatured: Bool }
        let shelves = [Shelf(title: "Deals", isFeatured: true), Shelf(title: "Fruit", isFeatured: false)]
        let productsByShelf = Dictionary(uniqueKeysWithValues: shelves.map { ($0, [Product(name: "\($0.title) 1")]) })
        let binder = SectionedCollectionViewBinder(collectionView: collectionView, sectionedBy: Shelf.self)
        binder.sectionDisplayBehavior = .hidesSectionsWithNoCellData(orderedWith: { $0.sorted { $0.title < $1.title } })
        // doc: layouts-per-section
        binder.onAllSections()
            .bind(cellType: ProductTile.self, models: { productsByShelf })
            .layout { shelf in
                shelf.isFeatured ? .horizontalRow(itemWidth: 20, itemHeight: .fixed(3)) : .grid(columns: 2, itemHeight: .fixed(2))
            }
        // doc: end
        binder.finish()
        #expect(collectionView.rowOffset(inSection: 0) == 0, "Deals: a row")
        #expect(collectionView.frameForItem(at: ItemPath(item: 0, section: 1))?.width == 20, "Fruit: two columns")
    }
}
