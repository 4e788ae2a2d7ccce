import Testing
@testable import BraidTesting

/// Where a reload's insert lands (R11): the fast computation must match the spec's literal walk exactly,
/// duplicates and nonsense included.
@Suite struct ReloadDecomposerTests {
    @Test func aReloadedSectionSkipsItsOwnDeleteAndCountsOthersBelowIt() {
        let deletes: [UpdatePath] = [.section(1), .section(3), .section(5)]
        let decomposer = ReloadDecomposer(deletes: deletes, inserts: [.section(0)])
        #expect(decomposer.insertPath(forReloadOf: UpdatePath(section: 3, item: 2)) == UpdatePath(section: 3, item: 2),
                "row (3,2): section 3's own delete is skipped, section 1's lowers it to 2, section 0's insert raises it to 3")
    }

    @Test func theSpecsExampleFromI1() {
        let decomposer = ReloadDecomposer(deletes: [.section(4)], inserts: [.section(2)])
        #expect(decomposer.insertPath(forReloadOf: .section(3)) == .section(4),
                "reload 3 with delete 4 and insert 2 inserts at 4 (UIKIT_RULES.md T18)")
    }

    @Test func repeatedSectionDeletesCanShiftRowsOfAnotherSection() {
        // Deleting section 2 twice walks the running section from 3 down to 1, where the row delete (1,0) then
        // counts — nonsense, but what the walk does, so the fast path hands such batches to it.
        let deletes: [UpdatePath] = [.section(2), .section(2), UpdatePath(section: 1, item: 0)]
        let decomposer = ReloadDecomposer(deletes: deletes, inserts: [])
        #expect(decomposer.insertPath(forReloadOf: UpdatePath(section: 3, item: 5)) == UpdatePath(section: 1, item: 4),
                "the literal walk is followed even for repeated section deletes")
    }

    @Test func repeatedRowDeletesStopShiftingOnceTheRunningRowPassesThem() {
        let deletes = Array(repeating: UpdatePath(section: 0, item: 2), count: 3)
        let decomposer = ReloadDecomposer(deletes: deletes, inserts: [])
        #expect(decomposer.insertPath(forReloadOf: UpdatePath(section: 0, item: 3)) == UpdatePath(section: 0, item: 1),
                "walking down from row 3: the first 2 lowers it to 2, the second to 1, the third is above 1")
    }

    @Test func repeatedRowInsertsKeepShiftingWhileTheRunningRowCatchesUp() {
        let inserts = Array(repeating: UpdatePath(section: 0, item: 1), count: 3)
        let decomposer = ReloadDecomposer(deletes: [], inserts: inserts)
        #expect(decomposer.insertPath(forReloadOf: UpdatePath(section: 0, item: 1)) == UpdatePath(section: 0, item: 4),
                "walking up from row 1: each insert at 1 is at or below the running row")
    }

    @Test func randomBatchesAgreeWithTheLiteralWalk() {
        var generator = SeededGenerator(seed: 42)
        func randomPaths() -> [UpdatePath] {
            // Few sections and rows, many operations: repeats are common.
            (0..<Int.random(in: 0...10, using: &generator)).map { _ in
                Int.random(in: 0..<4, using: &generator) == 0
                    ? .section(Int.random(in: 0...3, using: &generator))
                    : UpdatePath(section: Int.random(in: 0...2, using: &generator), item: Int.random(in: 0...3, using: &generator))
            }
        }
        for _ in 0..<3_000 {
            let deletes = randomPaths(), inserts = randomPaths()
            let decomposer = ReloadDecomposer(deletes: deletes, inserts: inserts)
            let reload = Bool.random(using: &generator)
                ? UpdatePath.section(Int.random(in: 0...3, using: &generator))
                : UpdatePath(section: Int.random(in: 0...3, using: &generator), item: Int.random(in: 0...4, using: &generator))
            guard !deletes.contains(reload) else { continue }  // R10, reported before decomposition
            let literal = ReloadDecomposer.literalWalk(
                reload, deletesDescending: deletes.sorted(by: >), insertsAscending: inserts.sorted(),
                deletedSections: Set(deletes.filter(\.isSection).map(\.section)),
                insertedSections: Set(inserts.filter(\.isSection).map(\.section)))
            #expect(decomposer.insertPath(forReloadOf: reload) == literal,
                    "reload \(reload) with deletes \(deletes) and inserts \(inserts)")
        }
    }
}
