import BraidTerminal

/// Tiles in 10 sections of mixed layouts — a horizontal row, a grid of 12-wide tiles, a list, in turn — made up from
/// their index like ``GeneratedTiles``: what the terminal suite's `mixed-*` rows draw.
@MainActor
final class MixedTiles: CollectionViewHostDataSource {
    static let sections = 10
    private let tiles: GeneratedTiles
    private let perSection: Int

    init(count: Int) {
        perSection = max(1, count / Self.sections)
        tiles = GeneratedTiles(count: perSection)
    }

    func numberOfSections(in host: any CollectionViewHost) -> Int { Self.sections }

    func collectionHost(_ host: any CollectionViewHost, numberOfItemsInSection section: Int) -> Int { perSection }

    func collectionHost(_ host: any CollectionViewHost, layoutForSection section: Int) -> CollectionSectionLayout? {
        switch section % 3 {
        case 0: .horizontalRow(itemWidth: 12, itemHeight: .fixed(2)).spacing(1)
        case 1: .grid(minimumItemWidth: 12, itemHeight: .fixed(2)).spacing(item: 1, line: 0)
        default: .list()
        }
    }

    func collectionHost(_ host: any CollectionViewHost, cellForItemAt path: ItemPath) -> AnyObject {
        tiles.collectionHost(host, cellForItemAt: ItemPath(item: path.item, section: 0))
    }
}

extension ViewBench {
    /// `itemCount` tiles in ``MixedTiles``' 10 sections, scrolled to the middle.
    static func mixed(itemCount: Int, screen: TerminalScreen) -> ViewBench {
        let view = TerminalCollectionView()
        view.register(cellType: BenchTile.self, forReuseIdentifier: BenchTile.reuseIdentifier)
        let tiles = MixedTiles(count: itemCount)
        view.dataSource = tiles
        view.animateChanges = false
        view.frame = TerminalRect(x: 0, y: 0, width: screen.width, height: screen.height)
        view.selectItem(at: ItemPath(item: itemCount / MixedTiles.sections / 2, section: MixedTiles.sections / 2))
        return ViewBench(screen: screen, render: { view.render(into: &$0) }, keeping: tiles, operations: [
            .scroll: { step in view.handle(.mouse(MouseEvent(kind: step.isMultiple(of: 2) ? .wheelUp : .wheelDown, x: 0, y: 0))) },
        ])
    }
}
