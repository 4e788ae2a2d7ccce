/// Prefix sums of a list of extents that change one at a time: the row offsets of the headless layout.
///
/// A table scrolled from top to bottom measures every row once; each measurement changes one height and moves
/// every row below it. Keeping the heights in a Fenwick (binary indexed) tree makes both the change and the
/// question "which row is at offset y" O(log n), so scrolling costs what the screen shows, not what the table
/// holds. The tree keeps only the sums: the extents are its owner's (a section's row heights), which tells it what
/// changed, so a million rows are not kept twice.
///
/// ```swift
/// var heights: [Double] = [1, 2, 3]
/// var tree = FenwickTree(heights)
/// tree.prefixSum(2)          // 3 — the offset of element 2
/// heights[0] = 4
/// tree.update(0, from: 1, extents: heights)
/// tree.firstIndex(notEndingBefore: 5) // 1 — element 1 spans [4, 6)
/// ```
struct FenwickTree: Sendable {
    /// `tree[i]` holds the sum of extents `i - lowbit(i) ..< i` (1-based); `tree[0]` is 0.
    private var tree: [Double]

    /// Creates a tree over `extents`.
    ///
    /// - Complexity: O(n), in one pass: `tree[i]` is extent `i - 1` plus the sums of its children
    ///   (`i - lowbit(i)/2`, …, `i - 2`, `i - 1`), built before it — added in that order, the order in which adding
    ///   each node to its parent would add them.
    init(_ extents: some Collection<Double> = [Double]()) {
        let count = extents.count
        // Built in a local buffer: a stored property would be checked for uniqueness at every step.
        tree = [Double](unsafeUninitializedCapacity: count + 1) { tree, initialized in
            tree[0] = 0
            var index = 1
            for extent in extents {
                var sum = extent
                var child = (index & -index) >> 1
                while child > 0 {
                    sum += tree[index - child]
                    child >>= 1
                }
                tree[index] = sum
                index += 1
            }
            initialized = count + 1
        }
    }

    /// Below this, the sum of two numbers is as exact as the numbers (see ``set(_:to:)``).
    private static let exactSums = Double(1 << 52)

    /// The number of extents.
    var count: Int { tree.count - 1 }

    /// The sum of all extents: `.infinity` when they add up to more than a `Double` holds.
    var total: Double { prefixSum(count) }

    /// Takes in that extent `index` changed from `old` to what `extents` — every extent, the changed one included —
    /// now holds there; extents are not negative and not NaN.
    ///
    /// The change is added to the sums that hold the extent, which keeps them as exact as a sum built afresh while
    /// every sum is below 2^52 (a `Double` holds every whole number up to 2^53). Past that, a
    /// sum absorbs the small extents added to it, and subtracting a huge one later leaves them lost; past the largest
    /// `Double`, a sum is `.infinity` and nothing brings it back. So the tree is built again from the extents when
    /// the old or new extent or the total is that large — and its sums are exact again once the extents fit.
    /// - Complexity: O(log n); O(n) while the extents add up to 2^52 or more.
    mutating func update<Extents: RandomAccessCollection<Double>>(_ index: Int, from old: Double, extents: Extents)
    where Extents.Index == Int {
        let value = extents[index]
        guard value != old else { return }
        guard value < Self.exactSums, old < Self.exactSums, total < Self.exactSums else {
            self = FenwickTree(extents)
            return
        }
        let delta = value - old
        var position = index + 1
        while position < tree.count {
            tree[position] += delta
            position += position & -position
        }
    }

    /// The sum of the first `count` extents: the offset where element `count` starts.
    ///
    /// - Complexity: O(log n).
    func prefixSum(_ count: Int) -> Double {
        var sum = 0.0
        var position = count
        while position > 0 {
            sum += tree[position]
            position -= position & -position
        }
        return sum
    }

    /// The first element that does not end before `offset`, or ``count`` when all of them do.
    ///
    /// That is the element covering `offset`, or the one ending exactly there; zero-extent elements starting at
    /// `offset` are not skipped. It is the index after the longest prefix whose sum is below `offset`.
    /// - Complexity: O(log n).
    func firstIndex(notEndingBefore offset: Double) -> Int {
        var position = 0
        var remaining = offset
        var step = 1
        while step * 2 < tree.count { step *= 2 }
        while step > 0 {
            let next = position + step
            if next < tree.count, tree[next] < remaining {
                position = next
                remaining -= tree[next]
            }
            step /= 2
        }
        return position
    }
}
