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
    case new(Int, oldHeader: Int?, oldItems: [Int: ItemPath])
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
