import Braid
import BraidTesting
import Testing

final class TileCell: HeadlessCollectionViewCell {
    required init() {
        super.init()
        preferredWidth = 5
    }
}
final class ShelfHeader: HeadlessSupplementaryView, ViewModelBindable {
    var viewModel: String? { didSet { text = viewModel ?? "" } }
}

@MainActor @Suite("Collection binder")
struct CollectionBinderTests {
    enum Shelf: Int, TableViewSection, Comparable { case fruit, veg }

    @Test func aSectionedCollectionShowsItsItemsAndAnimatesARefresh() {
        let collection = HeadlessCollectionView(viewportSize: Size(width: 16, height: 10))
        let scheduler = ManualUpdateScheduler()
        let binder = SectionedCollectionViewBinder(collectionView: collection, sectionedBy: Shelf.self, scheduler: scheduler)
        var fruit = ["apple", "pear", "fig", "kiwi"]
        var tapped: [String] = []
        binder.onSection(.fruit)
            .bind(cellType: TileCell.self, models: { fruit.map { Person(name: $0) } })
            .onDequeue { _, cell, person in cell.text = person.name }
            .onTapped { row, _, person in tapped.append("\(row) \(person.name)") }
            .bind(headerType: ShelfHeader.self, viewModel: "FRUIT")
        binder.onSection(.veg).bind(cellType: TileCell.self, models: [Person(name: "kale")])
            .onDequeue { _, cell, person in cell.text = person.name }
        binder.displayedSections = [.fruit, .veg]
        binder.finish()
        #expect(collection.screen == ["# FRUIT", "apple | pear | fig", "kiwi", "kale"])
        fruit = ["kiwi", "apple", "plum"]
        binder.refresh()
        scheduler.flush()
        #expect(collection.screen == ["# FRUIT", "kiwi | apple | plum", "kale"])
        #expect(collection.appliedBatches.count == 1)
        collection.tap(item: 2, section: 0)
        #expect(tapped == ["2 plum"])
    }

    /// The sample of the "Collection views" article, with its names: sections hidden without items, a header view
    /// per shelf, a size per item, taps with the model.
    @Test func theCollectionViewsArticlesSampleCompilesAndBehaves() {
        let collectionView = HeadlessCollectionView(viewportSize: Size(width: 30, height: 12))
        var produceByShelf: [Shelf: [Person]] = [.fruit: [Person(name: "apple"), Person(name: "pear")], .veg: []]
        let shelfHeaders: [Shelf: String] = [.fruit: "FRUIT", .veg: "VEG"]
        var opened: [String] = []
        func open(_ product: Person) { opened.append(product.name) }
        let scheduler = ManualUpdateScheduler()

        let binder = SectionedCollectionViewBinder(collectionView: collectionView, sectionedBy: Shelf.self, scheduler: scheduler)
        binder.onAllSections()
            .bind(cellType: TileCell.self, models: { produceByShelf })
            .onDequeue { shelf, item, cell, product in cell.text = product.name }
            .onTapped { shelf, item, cell, product in open(product) }
            .bind(headerType: ShelfHeader.self, viewModels: { shelfHeaders })
            .itemSize { _, _, product in Size(width: 12, height: 1) }
        binder.sectionDisplayBehavior = .hidesSectionsWithNoCellData
        binder.finish()
        #expect(collectionView.screen == ["# FRUIT", "apple | pear"], "12-wide items, two to a 30-wide line; VEG hidden: \(collectionView.screen)")
        collectionView.tap(item: 1, section: 0)
        #expect(opened == ["pear"])

        produceByShelf[.veg] = [Person(name: "kale")]
        binder.refresh()
        scheduler.flush()
        #expect(collectionView.appliedBatches.map(\.batch) == [BatchUpdate(sectionInserts: [1])], "the shelf that got items comes in")
        #expect(collectionView.screen == ["# FRUIT", "apple | pear", "# VEG", "kale"], "\(collectionView.screen)")
    }
}
