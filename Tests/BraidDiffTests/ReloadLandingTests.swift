import PropertyBased
import Testing
@testable import BraidDiff

/// Where UIKit puts a reloaded row (UIKIT_RULES.md, R11), for one reload: the staging's quick check of a reload against
/// the rule written out here from its definition.
@Suite("Reload landing", .shrinking)
struct ReloadLandingTests {
    /// R11: s' = s − (section deletes below s), then + 1 for each section insert at or below it, ascending; r' = r −
    /// (row deletes below r in s), then + 1 for each row insert at or below it in s', ascending.
    private static func landing(of from: ItemPath, in batch: BatchUpdate) -> ItemPath {
        var section = from.section - batch.sectionDeletes.filter { $0 < from.section }.count
        for insert in batch.sectionInserts.sorted() where insert <= section { section += 1 }
        var item = from.item - batch.itemDeletes.filter { $0.section == from.section && $0.item < from.item }.count
        for insert in batch.itemInserts.filter({ $0.section == section }).map(\.item).sorted() where insert <= item {
            item += 1
        }
        return ItemPath(item: item, section: section)
    }

    static let path = zip(Gen.int(in: 0...11), Gen.int(in: 0...3)).map { ItemPath(item: $0, section: $1) }
    /// Distinct paths, ascending as the diff makes them or in the order drawn.
    static let paths = zip(path.array(of: 0...8), Gen.int(in: 0...1)).map { paths, ascending in
        var seen = Set<ItemPath>()
        let distinct = paths.filter { seen.insert($0).inserted }
        return ascending == 1 ? distinct.sorted() : distinct
    }
    static let sections = Gen.int(in: 0...3).array(of: 0...2).map { Array(Set($0)) }
    static let batch = zip(sections, sections, paths, paths).map {
        BatchUpdate(sectionDeletes: $0, sectionInserts: $1, itemDeletes: $2, itemInserts: $3)
    }

    @Test func theQuickCheckOfOneReloadFollowsTheRule() async {
        await propertyCheck(count: 5_000, input: Self.batch, zip(Self.path, Gen.int(in: 0...1))) { batch, reload in
            let (from, offset) = reload
            let expected = Self.landing(of: from, in: batch)
            // Half the time the intended path is where UIKit puts the row, half the time next to it.
            let to = ItemPath(item: expected.item + offset, section: expected.section)
            let lands = _UIKitReloadPositions.lands(
                Move(from: from, to: to), in: batch,
                sectionDeletes: batch.sectionDeletes.sorted(), sectionInserts: batch.sectionInserts.sorted())
            #expect(lands == (offset == 0), "\(from) → \(to) in \(batch): UIKit puts it at \(expected)")
        }
    }
}
