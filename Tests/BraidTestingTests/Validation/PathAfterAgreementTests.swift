import BraidDiff
import BraidTesting
import Testing

/// `BatchUpdate.path(after:)`, which scroll anchoring follows on UIKit and the headless views, agrees with the
/// validator's reading of the same batch: for random sectioned changes diffed in one stage, every row before the batch
/// is where the validator's outcome puts it (kept, moved or reloaded), or gone in both.
@Suite struct PathAfterAgreementTests {
    @Test(arguments: 0..<200)
    func pathAfterAgreesWithTheValidatorsOutcome(seed: Int) throws {
        var random = SeededGenerator(seed: UInt64(seed))
        var next = 0
        let old: [DiffSection<Int, Int>] = (0..<Int.random(in: 1...4, using: &random)).map { section in
            let count = Int.random(in: 0...6, using: &random)
            defer { next += count }
            return DiffSection(id: section, itemIDs: Array(next..<next + count))
        }
        // Sections shuffled, some deleted and one inserted; items kept, deleted, inserted and moved across sections.
        var sectionIDs = old.map(\.id).filter { _ in Int.random(in: 0..<5, using: &random) > 0 }.shuffled(using: &random)
        if Bool.random(using: &random) { sectionIDs.insert(9, at: Int.random(in: 0...sectionIDs.count, using: &random)) }
        var pool = old.flatMap { $0.items.identities ?? [] }.filter { _ in Int.random(in: 0..<4, using: &random) > 0 }.shuffled(using: &random)
        pool += (0..<Int.random(in: 0...3, using: &random)).map { 100 + $0 }
        var new = sectionIDs.map { DiffSection<Int, Int>(id: $0, itemIDs: []) }
        if !new.isEmpty {
            var items = Array(repeating: [Int](), count: new.count)
            for id in pool.sorted(by: { _, _ in Bool.random(using: &random) }) {
                items[Int.random(in: 0..<items.count, using: &random)].append(id)
            }
            new = zip(sectionIDs, items).map { DiffSection(id: $0, itemIDs: $1) }
        }
        let changed = Set(old.flatMap { $0.items.identities ?? [] }.filter { _ in Int.random(in: 0..<6, using: &random) == 0 })
        let oldIDs = old.map { $0.items.identities ?? [] }, newIDs = new.map { $0.items.identities ?? [] }
        let diff = SectionedDiff(from: old, to: new, itemContentEquals: { a, b in
            !changed.contains(oldIDs[a.section][a.item]) && oldIDs[a.section][a.item] == newIDs[b.section][b.item]
        })
        let stages = diff.batchStages()
        guard stages.count == 1, let batch = stages.first?.batch else { return }  // one batch between old and new
        let outcome = try BatchUpdateValidator(kind: .table, strict: false)
            .validate(before: old.map(\.items.count), batch: batch, after: new.map(\.items.count)).get()
        var expected: [ItemPath: ItemPath] = [:]
        for (section, origins) in outcome.items.enumerated() {
            for (item, origin) in origins.enumerated() {
                switch origin {
                case .kept(let from), .moved(let from), .reloaded(let from):
                    expected[from] = ItemPath(item: item, section: section)
                case .inserted: break
                }
            }
        }
        for (section, ids) in oldIDs.enumerated() {
            for item in ids.indices {
                let path = ItemPath(item: item, section: section)
                #expect(batch.path(after: path) == expected[path], "seed \(seed), \(path) through \(batch)")
            }
        }
    }
}
