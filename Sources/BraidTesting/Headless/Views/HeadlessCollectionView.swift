import Testing

/// A `UICollectionView` without a screen: the same machine as ``HeadlessTableView``, with items, sizes and
/// supplementary views, and UIKit's collection-view rules for batch updates.
///
/// Items are laid out like a vertical flow layout: left to right in lines no wider than the viewport, each
/// line as tall as its tallest item, sections stacked with their header and footer views. Sizes come from the
/// data source — estimated until an item is displayed; nil means automatic: the cell's
/// ``HeadlessCollectionViewCell/preferredWidth`` (nil: the full width) and its height. Everything else — the
/// pull model, the viewport and prefetch margin, reuse pools, validation of every batch, the errors, the verbs
/// and readers — works as described on ``HeadlessTableView``.
///
/// ```swift
/// @MainActor @Test func showsTheShelves() {
///     let collection = HeadlessCollectionView(viewportSize: Size(width: 30, height: 4))
///     collection.register(cellType: TileCell.self, forReuseIdentifier: "Tile") // preferredWidth 10
///     collection.dataSource = shelves // a CollectionViewHostDataSource with tiles A…E
///     #expect(collection.screen == ["A | B | C", "D | E"])
/// }
/// ```
///
/// The screen rendering (``HeadlessScrollView/screen``) has one line per line of the layout: a header as `# text`, the items of a
/// line joined by ` | `, a footer as `## text`. Collection views take no animations; their log entries have
/// none.
@MainActor
public final class HeadlessCollectionView: HeadlessScrollView {
    let engine: HeadlessEngine<HeadlessCollectionView>

    /// The object the collection asks for its content and tells about taps, display and scrolling. Held weakly.
    ///
    /// Setting it forgets everything cached; the collection loads from the new data source when next used.
    public weak var dataSource: (any CollectionViewHostDataSource)? {
        didSet { engine.dataSourceDidChange() }
    }

    /// The item size assumed for items the data source gives no size or estimate for, until they are
    /// displayed; nil means the full width and a height of 1.
    public var estimatedItemSize: Size?

    /// Creates an empty collection view; the parameters are those of
    /// ``HeadlessTableView/init(viewportSize:prefetchMargin:strict:sourceLocation:)``.
    public init(
        viewportSize: Size = Size(width: 80, height: 24), prefetchMargin: Double = 0, strict: Bool = true,
        sourceLocation: SourceLocation = #_sourceLocation
    ) {
        let engine = HeadlessEngine<HeadlessCollectionView>(
            kind: .collection, viewportSize: viewportSize, prefetchMargin: prefetchMargin, strict: strict,
            creationLocation: sourceLocation)
        self.engine = engine
        super.init(engine: engine)
        engine.client = self
    }

    // MARK: Reading

    override package var dataSourceSectionIndexTitles: [String]? { dataSource?.sectionIndexTitles(for: self) }

    /// ``HeadlessContentCollectionViewCell``: what content items are shown with.
    public override var contentCellType: (any RowContentShowing.Type)? { HeadlessContentCollectionViewCell.self }

    override package func dataSourceSection(forSectionIndexTitle title: String, at index: Int) -> Int? {
        dataSource?.collectionHost(self, sectionForSectionIndexTitle: title, at: index)
    }

    /// The number of items the collection holds in `section` (cached), or 0 for a section it does not have.
    public func numberOfItems(inSection section: Int) -> Int { engine.itemCount(inSection: section) }

    /// The visible cells with their index paths, in layout order.
    public var visibleCells: [(path: ItemPath, cell: HeadlessCollectionViewCell)] { engine.visibleCellsAndPaths }

    /// The paths of every item with a cell — visible or prefetched in the margin — ascending.
    public var indexPathsForPreparedItems: [ItemPath] { engine.preparedPaths }

    /// The supplementary view of `kind` for `section`, if it has one and it is on screen or in the margin.
    public func supplementaryView(ofKind kind: SupplementaryViewKind, inSection section: Int)
        -> HeadlessSupplementaryView?
    {
        engine.supplementaryView(kind, section: section)
    }

    // MARK: Acting

    /// Taps the item at (`item`, `section`); see ``HeadlessScrollView/tap(_:sourceLocation:)``.
    public func tap(item: Int, section: Int, sourceLocation: SourceLocation = #_sourceLocation) {
        tap(ItemPath(item: item, section: section), sourceLocation: sourceLocation)
    }
}

extension HeadlessCollectionView {
    /// The selected items (at most one): a tap selects an item the data source lets be selected, and deselects the
    /// one before (UIKit's `indexPathsForSelectedItems`). It follows its item through batch updates; a reload clears
    /// it.
    public var indexPathsForSelectedItems: [ItemPath] { engine.selectedPath.map { [$0] } ?? [] }

    /// Deselects `path` without telling the data source, as UIKit's `deselectItem(at:animated:)` does.
    public func deselectItem(at path: ItemPath) { engine.deselect(path) }
}
