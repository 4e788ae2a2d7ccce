import Testing
import BraidDiff

@Test func itemPathsSortBySectionThenItem() {
    let paths = [ItemPath(item: 0, section: 1), ItemPath(item: 5, section: 0), ItemPath(item: 1, section: 0)]
    #expect(paths.sorted() == [ItemPath(item: 1, section: 0), ItemPath(item: 5, section: 0), ItemPath(item: 0, section: 1)],
            "paths must order by section first, then by item, as UIKit sorts its batch operations")
}

@Test func itemPathsPrintTheWayUIKitDoes() {
    #expect("\(ItemPath(row: 3, section: 0))" == "0 - 3", "UIKit prints index paths as 'section - row'")
}
