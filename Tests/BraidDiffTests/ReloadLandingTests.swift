import Testing
@testable import BraidDiff

/// Where UIKit puts a reloaded row (UIKIT_RULES.md, R11), for one reload: the staging's quick check of the first
/// reload against the rule written out here from its definition.
@Suite("Reload landing")
struct ReloadLandingTests {
    /// A seeded generator, so that a failure repeats.
    private struct Generator: RandomNumberGenerator {
        var state: UInt64
        mutating func next() -> UInt64 {
            state &+= 0x9E37_79B9_7F4A_7C15
            var z = state
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            return z ^ (z >> 31)
        }
    }

    /// R11: s' = s − (section deletes below s), then + 1 for each section insert at or below it, ascending; r' = r −
    /// (row deletes below r in s), then + 1 for each row insert at or below it in s', ascending.
    private func landing(of from: ItemPath, in batch: BatchUpdate) -> ItemPath {
        var section = from.section - batch.sectionDeletes.filter { $0 < from.section }.count
        for insert in batch.sectionInserts.sorted() where insert <= section { section += 1 }
        var item = from.item - batch.itemDeletes.filter { $0.section == from.section && $0.item < from.item }.count
        for insert in batch.itemInserts.filter({ $0.section == section }).map(\.item).sorted() where insert <= item {
            item += 1
        }
        return ItemPath(item: item, section: section)
    }

    @Test func theQuickCheckOfOneReloadFollowsTheRule() {
        var random = Generator(state: 0x1A2D)
        var landed = 0
        for _ in 0..<5_000 {
            let sections = Int.random(in: 1...4, using: &random)
            func paths(_ count: Int) -> [ItemPath] {
                var paths = Set<ItemPath>()
                for _ in 0..<count {
                    paths.insert(ItemPath(item: Int.random(in: 0..<12, using: &random), section: Int.random(in: 0..<sections, using: &random)))
                }
                // Ascending as the diff makes them, or in any order.
                return Bool.random(using: &random) ? paths.sorted() : paths.shuffled(using: &random)
            }
            let batch = BatchUpdate(
                sectionDeletes: (0..<sections).filter { _ in Int.random(in: 0..<6, using: &random) == 0 },
                sectionInserts: (0..<sections).filter { _ in Int.random(in: 0..<6, using: &random) == 0 },
                itemDeletes: paths(Int.random(in: 0...8, using: &random)),
                itemInserts: paths(Int.random(in: 0...8, using: &random)))
            let from = ItemPath(item: Int.random(in: 0..<12, using: &random), section: Int.random(in: 0..<sections, using: &random))
            let expected = landing(of: from, in: batch)
            // Half the time the intended path is where UIKit puts the row, half the time next to it.
            let to = Bool.random(using: &random) ? expected : ItemPath(item: expected.item + 1, section: expected.section)
            let lands = _UIKitReloadPositions.lands(
                Move(from: from, to: to), in: batch,
                sectionDeletes: batch.sectionDeletes.sorted(), sectionInserts: batch.sectionInserts.sorted())
            #expect(lands == (to == expected), "\(from) → \(to) in \(batch): UIKit puts it at \(expected)")
            if lands { landed += 1 }
        }
        #expect(landed > 1_000 && landed < 4_000, "both outcomes were checked: \(landed) of 5,000 landed")
    }
}
