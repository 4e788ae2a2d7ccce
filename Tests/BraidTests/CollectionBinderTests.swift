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
}
