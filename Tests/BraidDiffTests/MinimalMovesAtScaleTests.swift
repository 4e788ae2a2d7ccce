import BraidDiff
import Testing

/// The minimal moves on long lists of the shapes where the engine's search for the kept run takes its shortcuts
/// (a guess from the value, then galloping): the randomized properties use short lists, where those paths are
/// seldom long. Each case checks the number of moves against a longest increasing run found independently.
@Suite("FlatDiff: minimal moves at scale")
struct MinimalMovesAtScaleTests {
    enum Shape: String, CaseIterable {
        case fewMovedFar, manyMovedFar, shuffled, reversed, blocksSwapped, sawtooth, movedNearby
    }

    /// `0..<count` rearranged into `shape`, with a seeded generator so a failure repeats.
    static func permutation(_ shape: Shape, count: Int, seed: UInt64) -> [Int] {
        var state = seed | 1
        func random(below bound: Int) -> Int {
            state ^= state << 13
            state ^= state >> 7
            state ^= state << 17
            return Int(state % UInt64(bound))
        }
        var values = Array(0..<count)
        switch shape {
        case .fewMovedFar, .manyMovedFar:
            let moved = shape == .fewMovedFar ? count / 50 : count / 4
            for _ in 0..<moved {
                let value = values.remove(at: random(below: values.count))
                values.insert(value, at: random(below: values.count + 1))
            }
        case .shuffled:
            for i in stride(from: count - 1, to: 0, by: -1) { values.swapAt(i, random(below: i + 1)) }
        case .reversed:
            values.reverse()
        case .blocksSwapped:
            let cut = count / 3
            values = Array(values[(2 * cut)...] + values[cut..<(2 * cut)] + values[..<cut])
        case .sawtooth:
            values = (0..<count).map { ($0 % 7) * (count / 7 + 1) + $0 / 7 }.filter { $0 < count }
        case .movedNearby:
            for i in stride(from: 0, to: count - 3, by: 5) { values.swapAt(i, i + 1 + random(below: 3)) }
        }
        return values
    }

    /// A longest strictly increasing run's length, by patience sorting with its own binary search.
    static func longestIncreasingRunLength(_ values: [Int]) -> Int {
        var piles: [Int] = []
        for value in values {
            var low = 0
            var high = piles.count
            while low < high {
                let middle = (low + high) / 2
                if piles[middle] < value { low = middle + 1 } else { high = middle }
            }
            if low == piles.count { piles.append(value) } else { piles[low] = value }
        }
        return piles.count
    }

    @Test(arguments: Shape.allCases, [3, 500, 20_000])
    func movesAreMinimal(shape: Shape, count: Int) {
        for seed: UInt64 in [1, 0xB4A1D, 0xFEED_F00D] {
            let old = Array(0..<count)
            // Every tenth element deleted and replaced by a new one, so runs also skip unmatched elements.
            let new = Self.permutation(shape, count: count, seed: seed).map { $0 % 10 == 9 ? count + $0 : $0 }
            let diff = FlatDiff(from: old, to: new, identifiedBy: { $0 })
            let kept = new.filter { $0 < count }
            #expect(diff.moves.count == kept.count - Self.longestIncreasingRunLength(kept),
                    "\(shape) of \(count), seed \(seed): \(diff.moves.count) moves")
            #expect(diff.deletes.count == count - kept.count && diff.inserts.count == new.count - kept.count)
        }
    }
}
