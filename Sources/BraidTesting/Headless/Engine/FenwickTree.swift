/// Prefix sums of a list of extents that change one at a time: the row offsets of the headless layout.
///
/// A table scrolled from top to bottom measures every row once; each measurement changes one height and moves
/// every row below it. Keeping the heights in a Fenwick (binary indexed) tree makes both the change and the
/// question "which row is at offset y" O(log n), so scrolling costs what the screen shows, not what the table
/// holds.
///
/// ```swift
/// var tree = FenwickTree([1, 2, 3])
/// tree.prefixSum(2)          // 3 — the offset of element 2
/// tree.set(0, to: 4)
/// tree.firstIndex(notEndingBefore: 5) // 1 — element 1 spans [4, 6)
/// ```
struct FenwickTree: Sendable {
    /// The extents themselves, so that ``set(_:to:)`` knows the difference to add.
    private(set) var values: [Double]
    /// `tree[i]` holds the sum of `values[i - lowbit(i) ..< i]` (1-based).
    private var tree: [Double]

    /// Creates a tree over `values`.
    ///
    /// - Complexity: O(n).
    init(_ values: [Double] = []) {
        self.values = values
        tree = Self.sums(of: values)
    }

    /// The tree's sums over `values`.
    private static func sums(of values: [Double]) -> [Double] {
        // Built in a local buffer: a stored property would be checked for uniqueness at every step.
        [Double](unsafeUninitializedCapacity: values.count + 1) { tree, count in
            tree[0] = 0
            for (index, value) in values.enumerated() { tree[index + 1] = value }
            for index in 1..<tree.count {
                let parent = index + (index & -index)
                if parent < tree.count { tree[parent] += tree[index] }
            }
            count = values.count + 1
        }
    }

    /// Below this, the sum of two numbers is as exact as the numbers (see ``set(_:to:)``).
    private static let exactSums = Double(1 << 52)

    /// The number of extents.
    var count: Int { values.count }

    /// The sum of all extents: `.infinity` when they add up to more than a `Double` holds.
    var total: Double { prefixSum(count) }

    /// Replaces the extent at `index`; extents are not negative and not NaN.
    ///
    /// The change is added to the sums that hold the extent, which keeps them as exact as a sum built afresh while
    /// every sum is below 2^52 (a `Double` holds every whole number up to 2^53). Past that, a
    /// sum absorbs the small extents added to it, and subtracting a huge one later leaves them lost; past the largest
    /// `Double`, a sum is `.infinity` and nothing brings it back. So the tree is built again from the extents when
    /// the old or new extent or the total is that large — and its sums are exact again once the extents fit.
    /// - Complexity: O(log n); O(n) while the extents add up to 2^52 or more.
    mutating func set(_ index: Int, to value: Double) {
        guard value != values[index] else { return }
        guard value < Self.exactSums, values[index] < Self.exactSums, total < Self.exactSums else {
            values[index] = value
            tree = Self.sums(of: values)
            return
        }
        let delta = value - values[index]
        values[index] = value
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
