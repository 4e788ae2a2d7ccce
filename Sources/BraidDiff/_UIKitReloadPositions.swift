/// Where UIKit will put the insert half of a row reload (UIKIT_RULES.md, R11).
///
/// UIKit decomposes a reload of before-path (s, r) into a delete of (s, r) and an insert at a path it computes
/// from the batch's deletes and inserts, ignoring moves: s' = s − (section deletes below s), then + 1 for
/// each section insert at or below it, ascending; r' = r − (row deletes below r in s), then + 1 for each row
/// insert at or below it in s', ascending.
enum _UIKitReloadPositions {
    /// Whether every reload (before-path → intended after-path) lands on its intended after-path.
    ///
    /// - Complexity: O(R + D + I + S) for R reloads, D deletes, I inserts and sections up to S, when each list is in
    ///   ascending order within a section (as the diff makes them); O(R log R + D log D + I log I + S) otherwise.
    static func allLand<Reloads: RandomAccessCollection<Move<ItemPath>>>(_ reloads: Reloads, in batch: BatchUpdate) -> Bool
    where Reloads.Index == Int {
        if reloads.isEmpty { return true }
        let sectionDeletes = batch.sectionDeletes.sorted()
        let sectionInserts = batch.sectionInserts.sorted()
        // A batch that moves items mostly misplaces some reload: a pass over the deletes and inserts for each of three
        // (the first, the middle and the last) finds most such batches before anything below is checked or built.
        let probes = [reloads.startIndex, reloads.startIndex + reloads.count / 2, reloads.endIndex - 1]
        for index in probes
        where !lands(reloads[index], in: batch, sectionDeletes: sectionDeletes, sectionInserts: sectionInserts) {
            return false
        }
        if batch.itemDeletes.isAscending && batch.itemInserts.isAscending && reloads.lazy.map(\.from).isAscending,
            let landed = allLandInOrder(reloads, in: batch, sectionDeletes: sectionDeletes, sectionInserts: sectionInserts)
        {
            return landed
        }
        let deletesBySection = _ItemsBySection(batch.itemDeletes)
        let insertsBySection = _ItemsBySection(batch.itemInserts)
        let bySection = _ItemsBySection(reloads.lazy.map(\.from))
        for s in bySection.sections {
            let t = adjustedSection(s, deletes: sectionDeletes, inserts: sectionInserts)
            let deletes = deletesBySection.items(in: s)
            let inserts = insertsBySection.items(in: t)
            var deletesBelow = 0
            var insertsConsumed = 0
            for position in bySection.positions(in: s) {
                let r = bySection.item(at: position)
                while deletesBelow < deletes.count && deletes[deletes.startIndex + deletesBelow] < r { deletesBelow += 1 }
                let afterDeletes = r - deletesBelow
                while insertsConsumed < inserts.count
                    && inserts[inserts.startIndex + insertsConsumed] <= afterDeletes + insertsConsumed
                {
                    insertsConsumed += 1
                }
                if reloads[bySection.original(at: position)].to != ItemPath(item: afterDeletes + insertsConsumed, section: t) {
                    return false
                }
            }
        }
        return true
    }

    /// ``allLand(_:in:)`` for deletes, inserts and reload sources in ascending order — as the diff makes them:
    /// one walk over the three lists, which stops at the first reload that does not land. `nil` when UIKit's
    /// sections of the reloads do not ascend (a reload in a deleted section); the general method decides then.
    private static func allLandInOrder<Reloads: Collection<Move<ItemPath>>>(
        _ reloads: Reloads, in batch: BatchUpdate, sectionDeletes: [Int], sectionInserts: [Int]
    ) -> Bool? {
        let deletes = batch.itemDeletes
        let inserts = batch.itemInserts
        var nextDelete = 0
        var nextInsert = 0
        var section = -1
        var t = -1
        var deletesBelow = 0
        var insertsConsumed = 0
        for reload in reloads {
            let s = reload.from.section
            let r = reload.from.item
            if s != section {
                section = s
                let adjusted = adjustedSection(s, deletes: sectionDeletes, inserts: sectionInserts)
                if adjusted <= t { return nil }
                t = adjusted
                while nextDelete < deletes.count && deletes[nextDelete].section < s { nextDelete += 1 }
                while nextInsert < inserts.count && inserts[nextInsert].section < t { nextInsert += 1 }
                deletesBelow = 0
                insertsConsumed = 0
            }
            while nextDelete + deletesBelow < deletes.count
                && deletes[nextDelete + deletesBelow].section == s && deletes[nextDelete + deletesBelow].item < r
            {
                deletesBelow += 1
            }
            let afterDeletes = r - deletesBelow
            while nextInsert + insertsConsumed < inserts.count
                && inserts[nextInsert + insertsConsumed].section == t
                && inserts[nextInsert + insertsConsumed].item <= afterDeletes + insertsConsumed
            {
                insertsConsumed += 1
            }
            if reload.to != ItemPath(item: afterDeletes + insertsConsumed, section: t) { return false }
        }
        return true
    }

    /// Whether one reload lands on its intended after-path: the method of ``allLand(_:in:)`` for a single reload, by
    /// one pass over the batch's deletes and inserts in any order.
    static func lands(
        _ reload: Move<ItemPath>, in batch: BatchUpdate, sectionDeletes: [Int], sectionInserts: [Int]
    ) -> Bool {
        let s = reload.from.section
        let r = reload.from.item
        let t = adjustedSection(s, deletes: sectionDeletes, inserts: sectionInserts)
        var deletesBelow = 0
        for delete in batch.itemDeletes where delete.section == s && delete.item < r { deletesBelow += 1 }
        // Each insert at or below the position reached so far, in ascending order, moves it down by one (once one is
        // above it, so are all that follow). The diff makes inserts in ascending order; others are sorted first.
        let afterDeletes = r - deletesBelow
        var landing = afterDeletes
        var previous = Int.min
        for insert in batch.itemInserts where insert.section == t {
            if insert.item <= previous {
                landing = afterDeletes
                let sorted = batch.itemInserts.lazy.filter { $0.section == t }.map(\.item).sorted()
                for item in sorted where item <= landing { landing += 1 }
                break
            }
            previous = insert.item
            if insert.item <= landing { landing += 1 }
        }
        return reload.to == ItemPath(item: landing, section: t)
    }

    /// UIKit's after-index for before-section `s`, ignoring moves.
    static func adjustedSection(_ s: Int, deletes: [Int], inserts: [Int]) -> Int {
        var adjusted = s
        for d in deletes where d < s { adjusted -= 1 }
        for i in inserts where i <= adjusted { adjusted += 1 }
        return adjusted
    }
}

/// Item indices grouped by section, ascending within each section: a counting sort by section (sections are small
/// indices), then a check that each section's items ascend — they do when they come from the diff — sorting only
/// those that do not. No hashing.
struct _ItemsBySection {
    /// `starts[s] ..< starts[s + 1]`: where section `s`'s items lie in `items`.
    private var starts: [Int]
    private var items: [Int]
    /// For each position in `items`, the offset in the input of the path it came from.
    private var originals: [Int]
    /// The sections that have items, ascending.
    private(set) var sections: [Int] = []

    init<C: Collection<ItemPath>>(_ paths: C) {
        var sectionCount = 0
        for path in paths where path.section >= sectionCount { sectionCount = path.section + 1 }
        var starts = [Int](repeating: 0, count: sectionCount + 1)
        for path in paths { starts[path.section + 1] += 1 }
        for s in 0..<sectionCount {
            if starts[s + 1] > 0 { sections.append(s) }
            starts[s + 1] += starts[s]
        }
        var next = Array(starts.dropLast())
        var items = [Int](repeating: 0, count: paths.count)
        var originals = [Int](repeating: 0, count: paths.count)
        for (k, path) in paths.enumerated() {
            let position = next[path.section]
            next[path.section] += 1
            items[position] = path.item
            originals[position] = k
        }
        for s in sections where !items[starts[s]..<starts[s + 1]].isAscending {
            let range = starts[s]..<starts[s + 1]
            let pairs = range.map { (item: items[$0], original: originals[$0]) }.sorted { $0.item < $1.item }
            items.replaceSubrange(range, with: pairs.map(\.item))
            originals.replaceSubrange(range, with: pairs.map(\.original))
        }
        self.starts = starts
        self.items = items
        self.originals = originals
    }

    /// The items of section `s`, ascending; empty for a section without any.
    func items(in s: Int) -> ArraySlice<Int> {
        s >= 0 && s + 1 < starts.count ? items[starts[s]..<starts[s + 1]] : []
    }

    /// The positions of section `s`'s items.
    func positions(in s: Int) -> Range<Int> {
        s >= 0 && s + 1 < starts.count ? starts[s]..<starts[s + 1] : 0..<0
    }

    /// The item at `position`.
    func item(at position: Int) -> Int { items[position] }

    /// The offset in the input of the path at `position`.
    func original(at position: Int) -> Int { originals[position] }
}

extension Sequence<ItemPath> {
    /// Whether the paths strictly ascend.
    fileprivate var isAscending: Bool {
        var previous: ItemPath?
        for path in self {
            if let previous, !(previous < path) { return false }
            previous = path
        }
        return true
    }
}

extension ArraySlice<Int> {
    /// Whether the elements strictly ascend.
    fileprivate var isAscending: Bool {
        var previous = Int.min
        for value in self {
            if value <= previous { return false }
            previous = value
        }
        return true
    }
}
