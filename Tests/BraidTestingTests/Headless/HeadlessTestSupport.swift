import Testing
@testable import BraidTesting

/// A table cell that shows one string.
final class TextCell: HeadlessTableViewCell {
    private(set) var configurations = 0
    private(set) var reuses = 0

    func show(_ value: String) {
        text = value
        configurations += 1
    }

    override func prepareForReuse() {
        reuses += 1
        text = ""
    }
}

/// A second table cell type, for identifier mix-ups.
final class OtherCell: HeadlessTableViewCell {}

/// A table header/footer view that shows one string.
final class TitleView: HeadlessHeaderFooterView {}

/// A collection cell that shows one string.
final class TileCell: HeadlessCollectionViewCell {}

/// A collection header/footer view that shows one string.
final class TileHeader: HeadlessSupplementaryView {}

/// A data source serving sections of strings to both headless views, recording what it is told.
///
/// Every row's cell is dequeued under ``cellIdentifier`` and shows the row's string; sizes, headers and
/// footers come from the optional closures and dictionaries.
@MainActor
class LettersSource: TableViewHostDataSource, CollectionViewHostDataSource {
    var sections: Letters
    var cellIdentifier = "Text"
    var headerTitles: [Int: String] = [:]
    var footerTitles: [Int: String] = [:]
    /// Sections whose header is a view (dequeued under "Title") showing this text.
    var headerViews: [Int: String] = [:]
    var rowHeight: ((ItemPath) -> Double?)?
    var estimatedRowHeight: ((ItemPath) -> Double?)?
    var itemSize: ((ItemPath) -> Size?)?
    /// Replaces the usual answer to "cell for row" (the view and path are passed).
    var cellOverride: ((AnyObject, ItemPath) -> AnyObject)?

    private(set) var tapped: [ItemPath] = []
    private(set) var displayed: [ItemPath] = []
    private(set) var scrolls = 0
    private(set) var cellRequests: [ItemPath] = []

    init(_ sections: Letters) {
        self.sections = sections
    }

    // MARK: Table

    func numberOfSections(in host: any TableViewHost) -> Int { sections.count }
    func tableHost(_ host: any TableViewHost, numberOfRowsInSection section: Int) -> Int { sections[section].count }

    func tableHost(_ host: any TableViewHost, cellForRowAt path: ItemPath) -> AnyObject {
        cellRequests.append(path)
        if let cellOverride { return cellOverride(host, path) }
        let cell = host.dequeueReusableCell(withReuseIdentifier: cellIdentifier, for: path)
        if let cell = cell as? TextCell {
            cell.show(sections[path.section][path.row])
        } else if let cell = cell as? HeadlessReusableView {
            cell.text = sections[path.section][path.row]
        }
        return cell
    }

    func tableHost(_ host: any TableViewHost, titleForHeaderInSection section: Int) -> String? { headerTitles[section] }
    func tableHost(_ host: any TableViewHost, titleForFooterInSection section: Int) -> String? { footerTitles[section] }

    func tableHost(_ host: any TableViewHost, viewForHeaderInSection section: Int) -> AnyObject? {
        guard let text = headerViews[section] else { return nil }
        let view = host.dequeueReusableHeaderFooterView(withReuseIdentifier: "Title")
        (view as? HeadlessReusableView)?.text = text
        return view
    }

    func tableHost(_ host: any TableViewHost, heightForRowAt path: ItemPath) -> Double? { rowHeight?(path) }
    func tableHost(_ host: any TableViewHost, estimatedHeightForRowAt path: ItemPath) -> Double? {
        estimatedRowHeight?(path)
    }

    func tableHost(_ host: any TableViewHost, didSelectRowAt path: ItemPath) { tapped.append(path) }
    func tableHost(_ host: any TableViewHost, willDisplay cell: AnyObject, forRowAt path: ItemPath) {
        displayed.append(path)
    }
    func tableHostDidScroll(_ host: any TableViewHost) { scrolls += 1 }

    // MARK: Collection

    func numberOfSections(in host: any CollectionViewHost) -> Int { sections.count }
    func collectionHost(_ host: any CollectionViewHost, numberOfItemsInSection section: Int) -> Int {
        sections[section].count
    }

    func collectionHost(_ host: any CollectionViewHost, cellForItemAt path: ItemPath) -> AnyObject {
        cellRequests.append(path)
        if let cellOverride { return cellOverride(host, path) }
        let cell = host.dequeueReusableCell(withReuseIdentifier: cellIdentifier, for: path)
        (cell as? HeadlessReusableView)?.text = sections[path.section][path.item]
        return cell
    }

    func collectionHost(
        _ host: any CollectionViewHost, viewForSupplementaryElementOfKind kind: SupplementaryViewKind,
        inSection section: Int
    ) -> AnyObject? {
        let text = kind == .header ? headerViews[section] ?? headerTitles[section] : footerTitles[section]
        guard let text else { return nil }
        let view = host.dequeueReusableSupplementaryView(ofKind: kind, withReuseIdentifier: "Title", section: section)
        (view as? HeadlessReusableView)?.text = text
        return view
    }

    func collectionHost(_ host: any CollectionViewHost, sizeForItemAt path: ItemPath) -> Size? { itemSize?(path) }

    func collectionHost(_ host: any CollectionViewHost, didSelectItemAt path: ItemPath) { tapped.append(path) }
    func collectionHost(_ host: any CollectionViewHost, willDisplay cell: AnyObject, forItemAt path: ItemPath) {
        displayed.append(path)
    }
    func collectionHostDidScroll(_ host: any CollectionViewHost) { scrolls += 1 }
}

/// A table view showing `source`, with the usual types registered.
@MainActor
func makeTable(
    _ source: LettersSource, height: Double = 40, width: Double = 40, margin: Double = 0, strict: Bool = true,
    sourceLocation: SourceLocation = #_sourceLocation
) -> HeadlessTableView {
    let table = HeadlessTableView(viewportSize: Size(width: width, height: height), prefetchMargin: margin,
                                  strict: strict, sourceLocation: sourceLocation)
    table.register(cellType: TextCell.self, forReuseIdentifier: "Text")
    table.register(cellType: OtherCell.self, forReuseIdentifier: "Other")
    table.register(headerFooterViewType: TitleView.self, forReuseIdentifier: "Title")
    table.dataSource = source
    return table
}

/// A collection view showing `source`, with the usual types registered.
@MainActor
func makeCollection(
    _ source: LettersSource, height: Double = 40, width: Double = 40, margin: Double = 0, strict: Bool = true,
    sourceLocation: SourceLocation = #_sourceLocation
) -> HeadlessCollectionView {
    let collection = HeadlessCollectionView(viewportSize: Size(width: width, height: height), prefetchMargin: margin,
                                            strict: strict, sourceLocation: sourceLocation)
    collection.register(cellType: TileCell.self, forReuseIdentifier: "Text")
    collection.register(supplementaryViewType: TileHeader.self, ofKind: .header, forReuseIdentifier: "Title")
    collection.register(supplementaryViewType: TileHeader.self, ofKind: .footer, forReuseIdentifier: "Title")
    collection.dataSource = source
    return collection
}

/// Either headless view behind one interface, so a test can run against both through the host protocols.
@MainActor
struct HeadlessHarness {
    let kind: BatchUpdateValidator.ViewKind
    let source: LettersSource
    let table: HeadlessTableView?
    let collection: HeadlessCollectionView?

    /// A view of `kind` showing `before`, loaded.
    init(
        _ kind: BatchUpdateValidator.ViewKind, showing before: Letters, height: Double = 40, strict: Bool = true,
        sourceLocation: SourceLocation = #_sourceLocation
    ) {
        self.kind = kind
        source = LettersSource(before)
        if kind == .table {
            table = makeTable(source, height: height, strict: strict, sourceLocation: sourceLocation)
            collection = nil
            table?.layoutIfNeeded()
        } else {
            collection = makeCollection(source, height: height, strict: strict, sourceLocation: sourceLocation)
            table = nil
            collection?.layoutIfNeeded()
        }
    }

    /// Performs `batch` through the host protocol, switching the data source to `after` inside it.
    /// - Returns: whether the completion ran.
    @discardableResult
    func perform(_ batch: BatchUpdate, after: Letters, animations: BatchAnimations = .all(.fade)) -> Bool {
        var completed = false
        let source = source
        if let table {
            let host: any TableViewHost = table
            host.performBatchUpdates(batch, animations: animations, updateData: { source.sections = after },
                                     completion: { completed = $0 })
        } else if let collection {
            let host: any CollectionViewHost = collection
            host.performBatchUpdates(batch, updateData: { source.sections = after }, completion: { completed = $0 })
        }
        return completed
    }

    /// Runs `body` expecting the view to report an error.
    func expectError(sourceLocation: SourceLocation = #_sourceLocation, _ body: () -> Void) -> HeadlessHostError? {
        if let table { return table.expectError(sourceLocation: sourceLocation, body) }
        return collection?.expectError(sourceLocation: sourceLocation, body)
    }

    /// What the view shows, section by section: each row's cell text, "<no cell>" for a row without one.
    var shown: Letters {
        if let table {
            return (0 ..< table.numberOfSections).map { section in
                (0 ..< table.numberOfRows(inSection: section)).map { row in
                    table.cell(at: ItemPath(row: row, section: section), as: HeadlessTableViewCell.self)?.text
                        ?? "<no cell>"
                }
            }
        }
        guard let collection else { return [] }
        return (0 ..< collection.numberOfSections).map { section in
            (0 ..< collection.numberOfItems(inSection: section)).map { item in
                collection.cell(at: ItemPath(item: item, section: section), as: HeadlessCollectionViewCell.self)?.text
                    ?? "<no cell>"
            }
        }
    }

    /// The cell object at `path`, if visible.
    func cell(at path: ItemPath) -> AnyObject? { table?.cell(at: path) ?? collection?.cell(at: path) }

    var appliedBatches: [AppliedBatch] { table?.appliedBatches ?? collection?.appliedBatches ?? [] }
    var counters: HeadlessCounters { table?.counters ?? collection?.counters ?? HeadlessCounters() }
    var screen: [String] { table?.screen ?? collection?.screen ?? [] }
    var errors: [HeadlessHostError] { table?.errors ?? collection?.errors ?? [] }
}
