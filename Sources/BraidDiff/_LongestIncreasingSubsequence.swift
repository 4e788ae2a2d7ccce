/// Marks the elements of a longest strictly increasing subsequence.
///
/// Used to find the matched elements that keep their relative order: they stay, every other matched
/// element is reported as a move, so the number of moves is the minimum possible.
///
/// - Parameter values: distinct integers.
/// - Returns: for each position, whether its value is part of the chosen subsequence.
/// - Complexity: O(n log n) worst case; O(n) when the values are mostly increasing (the common case of a
///   list that kept most of its order), because an element that extends the longest run found so far, or
///   replaces its last element, is placed without a search.
@usableFromInline
func _longestIncreasingSubsequenceMask(_ values: [Int]) -> [Bool] {
    values.withUnsafeBufferPointer { _longestIncreasingSubsequenceMask($0) }
}

/// Marks the elements of a longest strictly increasing subsequence of the non-negative values of `values`;
/// negative values take no part and are never marked.
///
/// - Parameter values: integers, distinct where non-negative.
/// - Returns: for each position, whether its value is part of the chosen subsequence.
/// - Complexity: as ``_longestIncreasingSubsequenceMask(_:)-([Int])``.
@usableFromInline
func _longestIncreasingSubsequenceMask(_ values: UnsafeBufferPointer<Int>) -> [Bool] {
    let n = values.count
    var keep = [Bool](repeating: false, count: n)
    if n == 0 { return keep }
    // tailPositions[k]: position of the smallest tail value of an increasing run of length k + 1;
    // tailValues[k]: that value, kept beside it so the binary search reads one buffer. previous[p]: the
    // position before p in the run p ends. All preallocated: the loop does no bookkeeping of its own.
    let tailPositions = UnsafeMutablePointer<Int>.allocate(capacity: n)
    let tailValues = UnsafeMutablePointer<Int>.allocate(capacity: n)
    let previous = UnsafeMutablePointer<Int>.allocate(capacity: n)
    defer {
        tailPositions.deallocate()
        tailValues.deallocate()
        previous.deallocate()
    }
    var length = 0
    for position in 0..<n {
        let value = values[position]
        if value < 0 { continue }
        var low: Int
        if length == 0 || tailValues[length - 1] < value {
            low = length
            length += 1
        } else if length == 1 || tailValues[length - 2] < value {
            // Common after one element out of place: the run's last element is replaced.
            low = length - 1
        } else {
            low = _firstTail(atLeast: value, in: tailValues, last: length &- 2)
        }
        previous[position] = low > 0 ? tailPositions[low - 1] : -1
        tailPositions[low] = position
        tailValues[low] = value
    }
    if length == 0 { return keep }
    keep.withUnsafeMutableBufferPointer { keep in
        var position = tailPositions[length - 1]
        while position >= 0 {
            keep[position] = true
            position = previous[position]
        }
    }
    return keep
}

/// The first position of `tails[0...last]` (strictly increasing) whose value is at least `value`, which
/// `tails[last]` is.
///
/// The tails of a list that kept most of its order grow about as evenly as its positions, so the search starts
/// where `value` would lie if they grew exactly evenly, gallops from there to a bracket — a few steps, where
/// a binary search over the whole run would take about log₂ of its length, each a load that waits on the one
/// before and misses the cache at large sizes — and finishes with a binary search of the bracket. Without
/// branches on the values there: `(tail &- value) &>> 63` is all ones when tail < value (both non-negative).
@inline(__always)
func _firstTail(atLeast value: Int, in tails: UnsafeMutablePointer<Int>, last: Int) -> Int {
    let first = tails[0]
    if first >= value || last == 0 { return 0 }
    // tails[below] < value <= tails[above]: the answer is in below + 1 ... above.
    var below = 0
    var above = last
    if last >= 2 {
        let guess = Int(Double(value &- first) / Double(tails[last] &- first) * Double(last))
        let start = Swift.min(Swift.max(guess, 1), last &- 1)
        var step = 1
        if tails[start] < value {
            below = start
            while below &+ step < above {
                if tails[below &+ step] < value {
                    below &+= step
                    step &<<= 1
                } else {
                    above = below &+ step
                    break
                }
            }
        } else {
            above = start
            while above &- step > below {
                if tails[above &- step] >= value {
                    above &-= step
                    step &<<= 1
                } else {
                    below = above &- step
                    break
                }
            }
        }
    }
    var low = below &+ 1
    var remaining = above &- below
    while remaining > 1 {
        let half = remaining &>> 1
        low &+= half & ((tails[low &+ half &- 1] &- value) &>> 63)
        remaining &-= half
    }
    return low
}
