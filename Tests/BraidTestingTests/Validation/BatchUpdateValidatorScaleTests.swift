import Testing
@testable import BraidTesting

/// Big batches and randomly generated valid batches: accepted, and replayed to exactly the new data.
@Suite struct BatchUpdateValidatorScaleTests {
    @Test(arguments: bothKinds)
    func aBatchOf150000RowOperationsInOneSectionReplaysToTheNewData(kind: BatchUpdateValidator.ViewKind) {
        // Before: 200,000 rows. In each block of four, row 4k+1 is deleted, row 4k+3 moves (in reverse order) to
        // position 4k+2, and a new row is inserted at 4k; the survivors 4k and 4k+2 keep their order.
        let blocks = 50_000
        let before = (0..<4 * blocks).map { "r\($0)" }
        var after: [String] = []
        after.reserveCapacity(before.count)
        var batch = BatchUpdate()
        for k in 0..<blocks {
            let movedFrom = 4 * (blocks - 1 - k) + 3
            after += ["new\(k)", before[4 * k], before[movedFrom], before[4 * k + 2]]
            batch.itemDeletes.append(p(0, 4 * k + 1))
            batch.itemInserts.append(p(0, 4 * k))
            batch.itemMoves.append(mv(p(0, movedFrom), p(0, 4 * k + 2)))
        }
        // Reconfigure every tenth survivor, whose content changes.
        for k in stride(from: 0, to: blocks, by: 10) {
            batch.itemReconfigures.append(p(0, 4 * k))
            after[4 * k + 1] += "*"
        }
        var generator = SeededGenerator(seed: 7)
        batch.itemDeletes.shuffle(using: &generator)
        batch.itemInserts.shuffle(using: &generator)
        batch.itemMoves.shuffle(using: &generator)
        let outcome = expectAccepted(kind, before: [before], batch, after: [after],
                                     "50,000 deletes, inserts and moves (in random call order) and 5,000 reconfigures")
        #expect(outcome?.reconfigured.count == blocks / 10, "every reconfigured survivor has a cell and acts")
    }

    @Test(arguments: bothKinds)
    func randomRearrangementsExpressedAsOneBatchAreAcceptedAndReplayed(kind: BatchUpdateValidator.ViewKind) {
        var generator = SeededGenerator(seed: 2026)
        for round in 0..<400 {
            let (before, batch, after) = Self.randomRearrangement(using: &generator)
            let accepted = expectAccepted(kind, strict: false, before: before, batch, after: after,
                                          "random rearrangement #\(round) expressed as one valid batch")
            if accepted == nil { return }
        }
    }

    /// Random data, rearranged at random (sections and rows deleted, inserted, moved within and across sections),
    /// and the one batch that expresses it: elements whose relative order is kept stay put, the others move.
    static func randomRearrangement(
        using generator: inout SeededGenerator
    ) -> (before: Letters, batch: BatchUpdate, after: Letters) {
        var next = 0
        func fresh(_ prefix: String) -> String {
            next += 1
            return "\(prefix)\(next)"
        }
        let before: Letters = (0..<Int.random(in: 0...4, using: &generator)).map { _ in
            (0..<Int.random(in: 0...4, using: &generator)).map { _ in fresh("r") }
        }
        var batch = BatchUpdate()
        // Sections: delete some, shuffle the rest in among new ones; pin an increasing run, move the others.
        var survivors = before.indices.filter { _ in Int.random(in: 0..<4, using: &generator) > 0 }
        batch.sectionDeletes = before.indices.filter { !survivors.contains($0) }
        survivors.shuffle(using: &generator)
        var layout: [Int?] = survivors + Array(repeating: nil, count: Int.random(in: 0...2, using: &generator))
        layout.shuffle(using: &generator)
        var lastPinned = -1
        for (newIndex, old) in layout.enumerated() {
            guard let old else { batch.sectionInserts.append(newIndex); continue }
            if old > lastPinned, Bool.random(using: &generator) { lastPinned = old } else {
                batch.sectionMoves.append(Move(from: old, to: newIndex))
            }
        }
        // Rows of surviving sections: delete some, scatter the rest over the surviving sections with new ones.
        var placements: [[ItemPath?]] = layout.map { $0 == nil ? [] : [] }
        for old in survivors {
            for row in before[old].indices {
                if Int.random(in: 0..<5, using: &generator) == 0 {
                    batch.itemDeletes.append(p(old, row))
                } else {
                    let target = Bool.random(using: &generator) ? layout.firstIndex(of: old)!
                        : layout.indices.filter { layout[$0] != nil }.randomElement(using: &generator)!
                    placements[target].append(p(old, row))
                }
            }
        }
        var after: Letters = []
        for (newIndex, old) in layout.enumerated() {
            guard old != nil else {
                after.append((0..<Int.random(in: 0...3, using: &generator)).map { _ in fresh("n") })
                continue
            }
            var rows = placements[newIndex] + (0..<Int.random(in: 0...2, using: &generator)).map { _ in nil }
            rows.shuffle(using: &generator)
            var lastPinned: ItemPath?
            for (row, from) in rows.enumerated() {
                guard let from else { batch.itemInserts.append(p(newIndex, row)); continue }
                // Only rows staying in their own section can be pinned, in increasing order.
                let ownSection = from.section == old
                if ownSection, lastPinned.map({ from > $0 }) ?? true, Bool.random(using: &generator) {
                    lastPinned = from
                } else {
                    batch.itemMoves.append(mv(from, p(newIndex, row)))
                }
            }
            after.append(rows.map { $0.map { before[$0.section][$0.row] } ?? fresh("n") })
        }
        return (before, batch, after)
    }
}
