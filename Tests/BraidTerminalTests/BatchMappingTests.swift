import Testing
@testable import BraidTerminal

@Suite struct BatchMappingTests {
    func path(_ section: Int, _ row: Int) -> ItemPath { ItemPath(row: row, section: section) }

    func mapping(_ batch: BatchUpdate, _ before: [Int], _ after: [Int]) throws -> BatchMapping {
        try BatchMapping(batch, before: before, after: after)
    }

    func problem(_ batch: BatchUpdate, _ before: [Int], _ after: [Int]) -> String? {
        do {
            _ = try BatchMapping(batch, before: before, after: after)
            return nil
        } catch {
            return error.message
        }
    }

    // MARK: UIKit's cases (UIKIT_RULES.md §6)

    @Test func deletesAreReadBeforeAndInsertsAfterTheBatch() throws {
        // T01: [Arizona, California, Delaware, NewJersey, Washington] → [Alaska, Arizona, California, Georgia, NewJersey, Virginia]
        var batch = BatchUpdate()
        batch.itemDeletes = [path(0, 2), path(0, 4)]
        batch.itemInserts = [path(0, 0), path(0, 3), path(0, 5)]
        let map = try mapping(batch, [5], [6])
        #expect(map.arrivals[0]?.rows == [0, 3, 5])
        #expect(map.arrivedRows.allSatisfy { $0.origin == .inserted })
        #expect((0..<5).map { map.fate(of: path(0, $0)) } == [
            .kept(path(0, 1)), .kept(path(0, 2)), .deleted, .kept(path(0, 4)), .deleted,
        ])
    }

    @Test func aRowInsertUsesTheSectionIndexAfterASectionDelete() throws {
        // T02: delete row (0,1), delete section 1, insert (1,1) — new section 1 is old section 2.
        let batch = BatchUpdate(sectionDeletes: [1], itemDeletes: [path(0, 1)], itemInserts: [path(1, 1)])
        let map = try mapping(batch, [3, 3, 3], [2, 4])
        #expect(map.fate(of: path(2, 0)) == .kept(path(1, 0)))
        #expect(map.fate(of: path(2, 1)) == .kept(path(1, 2)))
        #expect(map.arrivals[1]?.origins == [1: .inserted])
        #expect(map.fate(of: path(1, 2)) == .sectionDeleted)
        #expect(map.fate(of: path(0, 2)) == .kept(path(0, 1)))
    }

    @Test func aRowMovesAcrossSections() throws {
        // T12: [[A,B],[C]] move (0,0) → (1,1) gives [[B],[C,A]].
        let map = try mapping(BatchUpdate(itemMoves: [Move(from: path(0, 0), to: path(1, 1))]), [2, 1], [1, 2])
        #expect(map.fate(of: path(0, 0)) == .moved(path(1, 1)))
        #expect(map.fate(of: path(0, 1)) == .kept(path(0, 0)))
        #expect(map.fate(of: path(1, 0)) == .kept(path(1, 0)))
        #expect(map.arrivals[1]?.origins == [1: .moved(path(0, 0))])
    }

    @Test func duplicatesCountOnceAndRowOperationsInInsertedSectionsAreDropped() throws {
        // T11, T20, T14.
        let move = Move(from: path(0, 0), to: path(0, 2))
        #expect(try mapping(BatchUpdate(itemMoves: [move, move]), [3], [3]).fate(of: path(0, 0)) == .moved(path(0, 2)))
        #expect(try mapping(BatchUpdate(itemDeletes: [path(0, 1), path(0, 1)]), [3], [2]).fate(of: path(0, 2))
            == .kept(path(0, 1)))
        let map = try mapping(BatchUpdate(sectionInserts: [1], itemInserts: [path(1, 0), path(1, 1)]), [1], [1, 2])
        #expect(map.sectionOrigins == [.kept(0), .inserted])
        #expect(map.arrivedRows.isEmpty, "the row inserts inside the inserted section are dropped")
    }

    @Test func batchesUIKitRejectsAreReportedWithTheReason() {
        #expect(problem(BatchUpdate(itemInserts: [path(0, 3)]), [3], [3])?.contains("row 3") == true, "T03")
        #expect(problem(BatchUpdate(itemInserts: [path(0, 0)]), [3], [3])?.contains("invalid number of rows") == true, "T04")
        #expect(problem(BatchUpdate(itemDeletes: [path(0, 1)], itemReloads: [path(0, 1)]), [3], [2])?
            .contains("delete and reload") == true, "T05")
        #expect(problem(BatchUpdate(itemInserts: [path(0, 0)], itemMoves: [Move(from: path(0, 2), to: path(0, 0))]), [3], [4])
            != nil, "T07")
        #expect(problem(BatchUpdate(itemDeletes: [path(0, 1)], itemMoves: [Move(from: path(0, 1), to: path(0, 0))]), [3], [3])
            != nil, "T08")
        #expect(problem(BatchUpdate(itemMoves: [Move(from: path(0, 0), to: path(0, 2)), Move(from: path(0, 1), to: path(0, 2))]),
            [3], [3]) != nil, "T10")
        #expect(problem(BatchUpdate(sectionInserts: [1], itemMoves: [Move(from: path(0, 1), to: path(1, 0))]), [2], [1, 1])?
            .contains("newly inserted") == true, "T13")
        #expect(problem(BatchUpdate(sectionDeletes: [1]), [1, 1], [1, 1])?.contains("number of sections") == true, "T16")
        #expect(problem(BatchUpdate(itemDeletes: [path(0, 3)]), [3], [2]) != nil, "T17")
    }

    // MARK: Reloads

    @Test func aReloadedRowLandsWhereTheDeletesAndInsertsBeforeItPutIt() throws {
        let batch = BatchUpdate(itemDeletes: [path(0, 0)], itemInserts: [path(0, 0), path(0, 1)], itemReloads: [path(0, 2)])
        let map = try mapping(batch, [4], [5])
        #expect(map.fate(of: path(0, 2)) == .reloaded(path(0, 3)), "2 - 1 deleted + 2 inserted")
        #expect(map.arrivals[0]?.origins[3] == .reloaded(path(0, 2)))
        #expect(map.fate(of: path(0, 1)) == .kept(path(0, 2)))
        #expect(map.fate(of: path(0, 3)) == .kept(path(0, 4)))
    }

    @Test func sectionsMoveAndReloadWithTheirRows() throws {
        let moved = try mapping(BatchUpdate(sectionMoves: [Move(from: 0, to: 1)]), [2, 3], [3, 2])
        #expect(moved.sectionFates == [.moved(1), .kept(0)])
        #expect(moved.fate(of: path(0, 1)) == .kept(path(1, 1)), "rows travel with their section")
        let reloaded = try mapping(BatchUpdate(sectionReloads: [1]), [2, 2], [2, 5])
        #expect(reloaded.sectionOrigins == [.kept(0), .reloaded(1)])
        #expect(reloaded.fate(of: path(1, 0)) == .sectionReloaded(1))
    }

    // MARK: Gaps

    @Test func theGapOfADeletedRowIsWhereTheNextSurvivorGoes() throws {
        let map = try mapping(BatchUpdate(itemDeletes: [path(0, 1), path(0, 2), path(0, 4)]), [5], [2])
        #expect(map.gap(leftBy: path(0, 1)) == path(0, 1))
        #expect(map.gap(leftBy: path(0, 2)) == path(0, 1))
        #expect(map.gap(leftBy: path(0, 4)) == path(0, 2), "after the last row")
        let sections = try mapping(BatchUpdate(sectionDeletes: [1]), [1, 1, 1], [1, 1])
        #expect(sections.gap(leftBySection: 1) == 1)
        #expect(try mapping(BatchUpdate(sectionDeletes: [2]), [1, 1, 1], [1, 1]).gap(leftBySection: 2) == 2)
    }

    // MARK: Scale and agreement

    @Test func aOneRowUpdateOfAMillionRowsKeepsOnlyThatRow() throws {
        let map = try mapping(BatchUpdate(itemInserts: [path(0, 500_000)]), [1_000_000], [1_000_001])
        #expect(map.arrivals[0]?.rows == [500_000])
        #expect(map.departures.isEmpty)
        #expect(map.fate(of: path(0, 999_999)) == .kept(path(0, 1_000_000)))
        #expect(map.fate(of: path(0, 499_999)) == .kept(path(0, 499_999)))
    }

    /// Random single-section batches against a replay: deletes and move sources removed, then inserts and
    /// move destinations placed in ascending order (WWDC 2018's description of what UIKit does).
    @Test func randomBatchesAgreeWithAReplayOfTheirOperations() throws {
        var random = SplitMix64(state: 0xB4A1D)
        for _ in 0..<500 {
            let before = Int.random(in: 0...12, using: &random)
            let leaving = (0..<before).filter { _ in Bool.random(using: &random) }
            let moving = leaving.filter { _ in Bool.random(using: &random) }
            let deleted = leaving.filter { !moving.contains($0) }
            let inserted = Int.random(in: 0...4, using: &random)
            let after = before - leaving.count + moving.count + inserted
            let targets = Array((0..<after).shuffled(using: &random).prefix(moving.count + inserted))
            let moveTargets = Array(targets.prefix(moving.count))
            let insertTargets = Array(targets.dropFirst(moving.count))
            let moves = zip(moving, moveTargets).map { Move(from: path(0, $0), to: path(0, $1)) }
            let batch = BatchUpdate(
                itemDeletes: deleted.map { path(0, $0) }, itemInserts: insertTargets.map { path(0, $0) }, itemMoves: moves)

            // The replay: "old n" for survivors and moved rows, "new" for inserts.
            var rows = (0..<before).filter { !leaving.contains($0) }.map { "old \($0)" }
            let arrivals = (moves.map { ($0.to.row, "old \($0.from.row)") } + insertTargets.map { ($0, "new") })
                .sorted { $0.0 < $1.0 }
            for (index, label) in arrivals { rows.insert(label, at: index) }

            let map = try mapping(batch, [before], [after])
            var mapped = Array(repeating: "new", count: after)
            for old in 0..<before {
                switch map.fate(of: path(0, old)) {
                case .kept(let new), .moved(let new): mapped[new.row] = "old \(old)"
                case .deleted: #expect(deleted.contains(old), "\(batch)")
                default: Issue.record("unexpected fate for row \(old) in \(batch)")
                }
            }
            #expect(mapped == rows, "\(batch)")
            #expect(map.arrivedRows.count == moves.count + insertTargets.count, "\(batch)")
        }
    }
}
