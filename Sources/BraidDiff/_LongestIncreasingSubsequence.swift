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
            // Binary search for the first tail whose value is >= value, among the first length - 1 (the one
            // before them is smaller): without branches on the values, which are random here — a branch would be
            // mispredicted half the time. `(tail &- value) >> 63` is all ones when tail < value (both are
            // non-negative), so `half & that` advances `low` only then.
            low = 0
            var remaining = length &- 1
            while remaining > 1 {
                let half = remaining &>> 1
                low &+= half & ((tailValues[low &+ half &- 1] &- value) &>> 63)
                remaining &-= half
            }
            low &+= 1 & ((tailValues[low] &- value) &>> 63)
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
