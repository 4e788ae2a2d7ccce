/// The random edits the workloads are made of: shuffles, subsets, scattering elements into a list.
extension SplitMix64 {
    /// Shuffles `elements[range]` in place (Fisher–Yates).
    mutating func shuffle<Element>(_ elements: inout [Element], in range: Range<Int>) {
        guard range.count > 1 else { return }
        for i in range.dropLast() {
            let j = i + next(below: range.upperBound - i)
            elements.swapAt(i, j)
        }
    }

    /// Shuffles all of `elements` in place.
    mutating func shuffle<Element>(_ elements: inout [Element]) {
        shuffle(&elements, in: elements.indices)
    }

    /// A random permutation of `0..<count`.
    mutating func permutation(of count: Int) -> [Int] {
        var offsets = Array(0..<count)
        shuffle(&offsets)
        return offsets
    }

    /// `kept` in its order, with `placed` (in its order) scattered in at uniformly random positions.
    ///
    /// Knuth's selection sampling: each of the result's slots takes the next placed element with probability
    /// (placed elements left) ÷ (slots left), so every set of positions is equally likely. O(result count).
    mutating func scatter<Element>(_ placed: [Element], into kept: [Element]) -> [Element] {
        var result: [Element] = []
        result.reserveCapacity(kept.count + placed.count)
        var nextPlaced = placed.startIndex
        var nextKept = kept.startIndex
        while nextPlaced < placed.endIndex || nextKept < kept.endIndex {
            let placedLeft = placed.endIndex - nextPlaced
            let slotsLeft = placedLeft + (kept.endIndex - nextKept)
            if next(below: slotsLeft) < placedLeft {
                result.append(placed[nextPlaced])
                nextPlaced += 1
            } else {
                result.append(kept[nextKept])
                nextKept += 1
            }
        }
        return result
    }
}
