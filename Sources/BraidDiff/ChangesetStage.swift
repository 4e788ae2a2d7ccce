/// One step of applying a change to a view: a batch update UIKit accepts, and the data the view must show
/// once that batch is applied.
///
/// Most changes need one stage. Some cannot be expressed validly in one batch — a section that moves while
/// its rows change (UIKit animates the cell twice and asserts), or a row that both moves and changes
/// content (UIKit rejects a reload of a moved row) — and take two or three stages, applied one after the
/// other, each in its own `performBatchUpdates` with the data source showing ``data`` inside the block.
public struct ChangesetStage: Hashable, Sendable {
    /// The batch to apply.
    public var batch: BatchUpdate
    /// What the data source must answer once this batch is applied.
    public var data: StageData

    /// A stage applying `batch`, after which the view shows `data`.
    public init(batch: BatchUpdate, data: StageData) {
        self.batch = batch
        self.data = data
    }
}

/// The data a view shows after a ``ChangesetStage``.
public enum StageData: Hashable, Sendable {
    /// The new data: this is the last stage.
    case final
    /// Data between old and new, section by section.
    case intermediate([StageSection])
}

/// One section of intermediate ``StageData``.
public enum StageSection: Hashable, Sendable {
    /// Old section `index`, exactly as it was: its header, footer and all its items.
    case old(Int)
    /// New section `index` with its new items, except that the items in `oldItems` (new row → old path)
    /// still show their old content, and the header and footer are the old section `oldHeader`'s when set.
    case new(Int, oldHeader: Int?, oldItems: StageOldItems)
}

/// The rows of a new section that still show their old content in intermediate ``StageData``: for each such
/// row, the old path whose item it shows.
///
/// Looked up like a dictionary from new row to old path, and written like one (`[3: ItemPath(item: 2, section: 0)]`),
/// but kept as two arrays in ascending order of row: a diff makes its updates in that order, so building one hashes
/// nothing, and a host asks only about the rows it shows.
///
/// ```swift
/// if let from = oldItems[row] { /* row shows old item from.item of old section from.section */ }
/// for (row, path) in oldItems { … }  // ascending rows
/// ```
public struct StageOldItems: Hashable, Sendable, Sequence, ExpressibleByDictionaryLiteral {
    /// The rows, ascending.
    public private(set) var rows: [Int]
    /// The old path each row of ``rows`` shows.
    public private(set) var paths: [ItemPath]

    /// No rows: the section shows its new items only.
    public init() {
        rows = []
        paths = []
    }

    /// The given rows and old paths, in any order; where a row is given twice, the last path given for it.
    public init<S: Sequence<(row: Int, path: ItemPath)>>(_ pairs: S) {
        var rows: [Int] = []
        var paths: [ItemPath] = []
        for (row, path) in pairs {
            rows.append(row)
            paths.append(path)
        }
        self.init(rows: rows, paths: paths)
    }

    public init(dictionaryLiteral elements: (Int, ItemPath)...) {
        self.init(elements.lazy.map { (row: $0.0, path: $0.1) })
    }

    /// `rows` and `paths` as given when the rows ascend (as a diff makes them), else sorted by row; where a row is
    /// given twice, the last path given for it.
    init(rows: [Int], paths: [ItemPath]) {
        if rows.indices.dropFirst().allSatisfy({ rows[$0 - 1] < rows[$0] }) {
            self.rows = rows
            self.paths = paths
            return
        }
        // Stable, so that the last of equal rows comes last.
        let order = rows.indices.sorted { rows[$0] < rows[$1] || (rows[$0] == rows[$1] && $0 < $1) }
        var sortedRows: [Int] = []
        var sortedPaths: [ItemPath] = []
        for index in order {
            if sortedRows.last == rows[index] {
                sortedPaths[sortedPaths.count - 1] = paths[index]
            } else {
                sortedRows.append(rows[index])
                sortedPaths.append(paths[index])
            }
        }
        self.rows = sortedRows
        self.paths = sortedPaths
    }

    /// How many rows show old content.
    public var count: Int { rows.count }

    /// Whether no row shows old content.
    public var isEmpty: Bool { rows.isEmpty }

    /// The old path that `row` shows, or `nil` when it shows its new item.
    ///
    /// - Complexity: O(log n) in the rows that show old content.
    public subscript(row: Int) -> ItemPath? {
        var low = 0
        var high = rows.count
        while low < high {
            let middle = (low + high) / 2
            if rows[middle] < row { low = middle + 1 } else { high = middle }
        }
        return low < rows.count && rows[low] == row ? paths[low] : nil
    }

    /// The rows and their old paths, in ascending order of row.
    public func makeIterator() -> Iterator {
        Iterator(items: self)
    }

    /// Visits the rows and their old paths in ascending order of row.
    public struct Iterator: IteratorProtocol {
        let items: StageOldItems
        var index = 0

        public mutating func next() -> (row: Int, path: ItemPath)? {
            guard index < items.rows.count else { return nil }
            defer { index += 1 }
            return (items.rows[index], items.paths[index])
        }
    }
}

extension StageData {
    /// The items this data shows, built from the old and new items.
    ///
    /// For tests and for hosts that keep plain arrays: `old[s][r]` is the item at old path (r, s).
    public func items<T>(old: [[T]], new: [[T]]) -> [[T]] {
        switch self {
        case .final:
            return new
        case .intermediate(let sections):
            return sections.map { section in
                switch section {
                case .old(let s):
                    return old[s]
                case .new(let t, _, let oldItems):
                    if oldItems.isEmpty { return new[t] }
                    var items = new[t]
                    for (row, path) in oldItems { items[row] = old[path.section][path.item] }
                    return items
                }
            }
        }
    }
}
