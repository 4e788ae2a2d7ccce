import Testing
@testable import BraidTesting

/// `ShiftCounter` answers UIKit's descending and ascending index walks in O(log n); it must agree with the walks.
@Suite struct ShiftCounterTests {
    /// The descending walk, one value at a time.
    static func walkDown(_ values: [Int], below bound: Int, from start: Int) -> Int {
        var running = start, consumed = 0
        for value in values.sorted(by: >) where value < bound && value <= running {
            running -= 1
            consumed += 1
        }
        return consumed
    }

    /// The ascending walk, one value at a time.
    static func walkUp(_ values: [Int], from start: Int) -> Int {
        var running = start, consumed = 0
        for value in values.sorted() where value <= running {
            running += 1
            consumed += 1
        }
        return consumed
    }

    @Test func distinctValuesAreSimplyCounted() {
        let counter = ShiftCounter([5, 1, 3])
        #expect(counter.consumedWalkingDown(below: 4, from: 4) == 2, "1 and 3 are below 4, and both shift it")
        #expect(counter.consumedWalkingUp(from: 2) == 2, "1 raises 2 to 3, 3 raises it to 4, 5 is above 4")
    }

    @Test func repeatedValuesCanFallBehindTheRunningIndex() {
        let counter = ShiftCounter([2, 2, 2, 2])
        #expect(counter.consumedWalkingDown(below: 3, from: 3) == 2,
                "walking down from 3: 2 → 2, 2 → 1, then 2 > 1 stops counting")
        #expect(counter.consumedWalkingUp(from: 1) == 0, "walking up from 1 never reaches 2")
        #expect(counter.consumedWalkingUp(from: 2) == 4, "walking up from 2: every 2 is at or below the running index")
    }

    @Test func anEmptyCounterShiftsNothing() {
        let counter = ShiftCounter([])
        #expect(counter.consumedWalkingDown(below: 10, from: 10) == 0 && counter.consumedWalkingUp(from: 0) == 0,
                "no values, no shift")
    }

    @Test func randomValuesAgreeWithTheWalks() {
        var generator = SeededGenerator(seed: 11)
        for _ in 0..<2_000 {
            let values = (0..<Int.random(in: 0...8, using: &generator)).map { _ in Int.random(in: -2...8, using: &generator) }
            let counter = ShiftCounter(values)
            let start = Int.random(in: -3...10, using: &generator)
            let bound = Int.random(in: -3...(start + 1), using: &generator)
            #expect(counter.consumedWalkingDown(below: bound, from: start) == Self.walkDown(values, below: bound, from: start),
                    "walking down from \(start) below \(bound) over \(values)")
            #expect(counter.consumedWalkingUp(from: start) == Self.walkUp(values, from: start),
                    "walking up from \(start) over \(values)")
        }
    }
}
