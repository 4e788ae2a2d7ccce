import Testing
@testable import BraidTesting

/// `BatchOutcome.ItemOrigins`: a section's row origins held as runs — room for what a batch changed, not for the rows
/// of the section — and read back as the array of origins it stands for.
@Suite struct BatchOutcomeItemOriginsTests {
    typealias Origin = BatchOutcome.ItemOrigin
    typealias Origins = BatchOutcome.ItemOrigins

    @Test func originsThatFollowOneAnotherAreHeldAsOneRunAndReadBackOneByOne() {
        let listed: [Origin] = [.kept(from: p(2, 0)), .kept(from: p(2, 1)), .kept(from: p(2, 2)), .inserted, .inserted,
                                .moved(from: p(0, 7)), .moved(from: p(0, 8)), .kept(from: p(2, 4)), .reloaded(from: p(2, 5))]
        let origins = Origins(listed)
        #expect(origins.runs.count == 5, "rows 0–2 of section 2, two inserts, two moved rows, row 4, a reload: \(origins.runs)")
        #expect(Array(origins) == listed, "iterating reads back every origin in order")
        #expect(origins.indices.map { origins[$0] } == listed, "and so does indexing")
        #expect(origins.count == listed.count && origins.last == .reloaded(from: p(2, 5)))
    }

    @Test func theEdgeCasesHoldWhatTheyList() {
        #expect(Origins([]).isEmpty && Origins([]).runs.isEmpty, "no rows, no runs")
        #expect(Array(Origins([.inserted])) == [.inserted], "one row")
        #expect(Origins([.kept(from: p(0, 1)), .kept(from: p(0, 0))]).runs.count == 2,
                "rows in reverse order do not follow one another")
        #expect(Origins([.kept(from: p(0, 0)), .kept(from: p(1, 1))]).runs.count == 2, "nor do rows of two sections")
        #expect(Origins([.kept(from: p(0, 0)), .moved(from: p(0, 1))]).runs.count == 2, "nor a kept and a moved row")
        #expect(Origins(insertedCount: 1_000_000).runs.count == 1, "a new section of a million rows is one run")
        #expect(Origins(insertedCount: 0) == [], "and an empty one none")
    }

    @Test func equalOriginsAreEqualAndHashAlikeHoweverTheyWereMade() {
        let literal: Origins = [.kept(from: p(0, 0)), .kept(from: p(0, 1)), .inserted, .inserted, .inserted]
        var built = Origins.Builder()
        built.append(.kept(from: p(0, 0)))
        built.append(.kept(from: p(0, 1)))
        built.append(.inserted, count: 2)
        built.append(.inserted)
        #expect(built.build() == literal, "runs joined as they are appended equal the array literal")
        #expect(built.build().hashValue == literal.hashValue, "and hash alike")
        #expect(Origins(insertedCount: 3) == [.inserted, .inserted, .inserted])
        #expect(literal != [.kept(from: p(0, 0)), .kept(from: p(0, 1)), .inserted, .inserted],
                "one row fewer is not equal")
        #expect(literal != [.kept(from: p(0, 0)), .kept(from: p(0, 2)), .inserted, .inserted, .inserted],
                "one row from elsewhere is not equal")
    }

    @Test func aBatchOnAMillionRowsIsHeldInRunsForWhatItChangedAndReadsBackEveryRow() {
        let rows = 1_000_000
        let batch = BatchUpdate(itemDeletes: [p(0, 500_000), p(0, 3)], itemInserts: [p(0, 0), p(0, 999_999)],
                                itemMoves: [mv(p(0, 10), p(0, 900_000))], itemReloads: [p(0, 700_000)])
        let validator = BatchUpdateValidator(kind: .table)
        guard case .success(let outcome) = validator.validate(before: [rows], batch: batch, after: [rows]) else {
            Issue.record("a valid batch on a million rows was rejected: \(validator.validate(before: [rows], batch: batch, after: [rows]))")
            return
        }
        let origins = outcome.items[0]
        // Each of the 6 operations starts at most one run and breaks the kept rows in two at most once.
        #expect(origins.runs.count <= 2 * 6 + 1, "a run per change, not a row per row: \(origins.runs.count) runs")
        // UIKit puts a reload's insert where its row lands after the caller's deletes and inserts (R11): the two
        // deletes below row 700,000 lower it by 2, the insert at 0 raises it by 1.
        let listed = Self.listedOrigins(rows: rows, deleted: [500_000, 3], inserted: [0, 999_999],
                                        moves: [(10, 900_000)], reloads: [(700_000, 699_999)])
        // Compared apart from the expectations, which would print a million origins when they fail.
        let readsBack = origins.elementsEqual(listed), equalsListed = origins == Origins(listed)
        #expect(origins.count == listed.count, "as many rows as the data source reports")
        #expect(readsBack, "every row reads back the origin the slot filling gives it")
        #expect(equalsListed, "and equals the same origins listed row by row")
    }

    @Test(arguments: bothKinds)
    func movesWhoseDestinationsRunBackwardsFillTheirSlotsAndTheRestKeepsItsOrder(kind: BatchUpdateValidator.ViewKind) {
        let moves = [(from: 1, to: 900), (from: 2, to: 800), (from: 3, to: 700), (from: 950, to: 0)]
        let batch = BatchUpdate(itemDeletes: [p(0, 500)], itemInserts: [p(0, 600)],
                                itemMoves: moves.map { mv(p(0, $0.from), p(0, $0.to)) })
        let validator = BatchUpdateValidator(kind: kind)
        guard case .success(let outcome) = validator.validate(before: [1_000], batch: batch, after: [1_000]) else {
            Issue.record("a valid batch was rejected: \(validator.validate(before: [1_000], batch: batch, after: [1_000]))")
            return
        }
        let listed = Self.listedOrigins(rows: 1_000, deleted: [500], inserted: [600], moves: moves, reloads: [])
        let readsBack = outcome.items[0].elementsEqual(listed)
        #expect(readsBack, "each moved row at its destination, the surviving rows in order around them")
        #expect(outcome.items[0].runs.count <= 2 * 6 + 1, "\(outcome.items[0].runs.count) runs for 6 operations")
    }

    @Test func rowsAreInPlaceOnlyWhenEveryOldRowStaysAtItsIndex() {
        let rows: Origins = [.kept(from: p(1, 0)), .reloaded(from: p(1, 1)), .kept(from: p(1, 2))]
        #expect(rows.reloadedInPlace(of: 1, count: 3) == [1], "rows 0 and 2 kept, row 1 reloaded, each at its index")
        #expect(rows.reloadedInPlace(of: 1, count: 4) == nil, "the old section's last row is gone")
        #expect(rows.reloadedInPlace(of: 0, count: 3) == nil, "the rows come from another section")
        #expect(Origins([.kept(from: p(1, 1)), .kept(from: p(1, 2))]).reloadedInPlace(of: 1, count: 2) == nil,
                "rows that shifted up are not in place")
        #expect(Origins([]).reloadedInPlace(of: 1, count: 0) == [], "an empty section stays empty")
    }

    @Test func survivingRowsAreHandedOutAsRunsBetweenTheRemovedOnes() {
        var survivors = SurvivingRows(count: 8, removed: [0, 3, 4, 7])
        #expect(survivors.next(atMost: 5) == 1 ..< 3, "rows 1–2 before removed row 3")
        #expect(survivors.next(atMost: 1) == 5 ..< 6, "at most as many as asked for")
        #expect(survivors.next(atMost: 9) == 6 ..< 7, "row 6 before removed row 7")
        #expect(survivors.next(atMost: 9) == nil, "then none")
        var none = SurvivingRows(count: 0, removed: [])
        #expect(none.next(atMost: 1) == nil, "an empty section has no survivors")
        var all = SurvivingRows(count: 3, removed: [])
        #expect(all.next(atMost: 9) == 0 ..< 3, "with nothing removed, every row in one run")
    }

    /// One section's origins after a batch, row by row, as UIKit's slot filling places them (`UIKIT_RULES.md` §4):
    /// inserted, reloaded and moved-in rows at their positions, the surviving old rows in order in the other slots.
    static func listedOrigins(
        rows: Int, deleted: Set<Int>, inserted: Set<Int>, moves: [(from: Int, to: Int)], reloads: [(from: Int, to: Int)]
    ) -> [Origin] {
        let removed = deleted.union(moves.map(\.from)).union(reloads.map(\.from))
        let count = rows - removed.count + inserted.count + moves.count + reloads.count
        var slots = [Origin?](repeating: nil, count: count)
        for row in inserted { slots[row] = .inserted }
        for reload in reloads { slots[reload.to] = .reloaded(from: p(0, reload.from)) }
        for move in moves { slots[move.to] = .moved(from: p(0, move.from)) }
        var survivors = (0 ..< rows).lazy.filter { !removed.contains($0) }.makeIterator()
        return slots.map { $0 ?? .kept(from: p(0, survivors.next()!)) }
    }
}
