extension BatchUpdate {
    /// Where the row or item at `path`, a position before the batch, is after it; nil when the batch deletes it, or
    /// deletes or reloads its section.
    ///
    /// UIKit's reading of a batch: deletes, reloads and move sources name positions before it, inserts and move
    /// destinations positions after it. A moved row is at its destination; every other row keeps its order among the
    /// rows that stay, in the slots the inserted and moved-in rows leave free — a reloaded row included, which UIKit
    /// deletes and inserts at its own place. Sections follow the same rule.
    ///
    /// ```swift
    /// BatchUpdate(itemInserts: [ItemPath(item: 0, section: 0)]).path(after: ItemPath(item: 3, section: 0))
    /// // ItemPath(item: 4, section: 0)
    /// ```
    /// - Complexity: O(n log n) in the batch's operations.
    package func path(after path: ItemPath) -> ItemPath? {
        guard let section = section(after: path.section) else { return nil }
        if itemDeletes.contains(path) { return nil }
        if let move = itemMoves.first(where: { $0.from == path }) { return move.to }
        let gone = itemDeletes.lazy.filter { $0.section == path.section && $0.item < path.item }.count
            + itemMoves.lazy.filter { $0.from.section == path.section && $0.from.item < path.item }.count
        let taken = itemInserts.lazy.filter { $0.section == section }.map(\.item)
            + itemMoves.lazy.filter { $0.to.section == section }.map(\.to.item)
        return ItemPath(item: Self.slot(path.item - gone, skipping: taken), section: section)
    }

    /// Where section `section`, an index before the batch, is after it; nil when the batch deletes or reloads it.
    package func section(after section: Int) -> Int? {
        if sectionDeletes.contains(section) || sectionReloads.contains(section) { return nil }
        if let move = sectionMoves.first(where: { $0.from == section }) { return move.to }
        let gone = sectionDeletes.lazy.filter { $0 < section }.count + sectionMoves.lazy.filter { $0.from < section }.count
        return Self.slot(section - gone, skipping: sectionInserts + sectionMoves.map(\.to))
    }

    /// The index of the `rank`-th free slot (from 0) when the indexes in `taken` are taken.
    private static func slot(_ rank: Int, skipping taken: [Int]) -> Int {
        var index = rank
        for occupied in taken.sorted() where occupied <= index { index += 1 }
        return index
    }
}
