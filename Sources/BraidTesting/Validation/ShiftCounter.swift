/// Counts how far UIKit's reload decomposition shifts an index past a sorted list of deletes or inserts.
///
/// UIKit adjusts a reloaded index (`UIKIT_RULES.md` R11) by walking the batch's deletes in descending order —
/// each delete at or below the running index moves it down by one — and then its inserts in ascending order —
/// each insert at or below the running index moves it up by one. With distinct values that is a plain count,
/// but callers may pass duplicates, and then the running index can outrun them. This type answers both walks
/// in O(log n) from prefix maxima computed once, instead of O(n) per reloaded index.
struct ShiftCounter {
    /// The values, ascending, duplicates kept.
    private let values: [Int]
    /// `downPrefixMax[i]` = max over `j ≤ i` of `values[j] − (number of values < values[j])`.
    private let downPrefixMax: [Int]
    /// `upPrefixMax[i]` = max over `j ≤ i` of `values[j] − j`.
    private let upPrefixMax: [Int]

    init<S: Sequence<Int>>(_ values: S) {
        let sorted = values.sorted()
        var down: [Int] = []
        var up: [Int] = []
        down.reserveCapacity(sorted.count)
        up.reserveCapacity(sorted.count)
        var firstIndexOfRun = 0
        for (i, value) in sorted.enumerated() {
            if i > 0, sorted[i - 1] != value { firstIndexOfRun = i }
            down.append(max(down.last ?? Int.min, value - firstIndexOfRun))
            up.append(max(up.last ?? Int.min, value - i))
        }
        self.values = sorted
        self.downPrefixMax = down
        self.upPrefixMax = up
    }

    var isEmpty: Bool { values.isEmpty }

    /// The number of values strictly less than `bound`.
    func count(lessThan bound: Int) -> Int {
        var low = 0, high = values.count
        while low < high {
            let mid = (low + high) / 2
            if values[mid] < bound { low = mid + 1 } else { high = mid }
        }
        return low
    }

    /// Whether some value occurs more than once.
    var hasDuplicates: Bool {
        zip(values, values.dropFirst()).contains { $0 == $1 }
    }

    /// How many of the values below `bound` a descending walk consumes, starting at `start`.
    ///
    /// The walk visits the values `< bound` from largest to smallest with a running index `t = start`; a value
    /// `≤ t` is consumed and lowers `t` by one. Requires `bound ≤ start + 1`.
    ///
    /// By the matching argument (each consumed value takes a distinct slot in `value...start`), the walk
    /// consumes all `n` values except the largest surplus, over any `x`, of values `≥ x` over slots `x...start`.
    /// - Complexity: O(log n).
    func consumedWalkingDown(below bound: Int, from start: Int) -> Int {
        precondition(bound <= start + 1, "a descending walk only sees values at or below its start")
        let n = count(lessThan: bound)
        guard n > 0 else { return 0 }
        let surplus = n - start - 1 + downPrefixMax[n - 1]
        return n - max(0, surplus)
    }

    /// How many values an ascending walk consumes, starting at `start`.
    ///
    /// The walk visits all values from smallest to largest with a running index `t = start`; a value `≤ t` is
    /// consumed and raises `t` by one. Once a value is above `t`, every later one is too, so the walk consumes
    /// the longest prefix whose `k`-th value (0-based) is `≤ start + k`.
    /// - Complexity: O(log n).
    func consumedWalkingUp(from start: Int) -> Int {
        var low = 0, high = upPrefixMax.count
        while low < high {
            let mid = (low + high) / 2
            if upPrefixMax[mid] <= start { low = mid + 1 } else { high = mid }
        }
        return low
    }
}
