/// Marks the elements of a longest strictly increasing subsequence.
///
/// Used to find the matched elements that keep their relative order: they stay, every other matched
/// element is reported as a move, so the number of moves is the minimum possible.
///
/// - Parameter values: distinct integers.
/// - Returns: for each position, whether its value is part of the chosen subsequence.
/// - Complexity: O(n log n) worst case; O(n) when the values are mostly increasing (the common case of a
///   list that kept most of its order), because an element that extends the longest run found so far is
///   appended without a search.
@usableFromInline
func _longestIncreasingSubsequenceMask(_ values: [Int]) -> [Bool] {
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
    values.withUnsafeBufferPointer { values in
        for position in 0..<n {
            let value = values[position]
            if length == 0 || tailValues[length - 1] < value {
                previous[position] = length > 0 ? tailPositions[length - 1] : -1
                tailPositions[length] = position
                tailValues[length] = value
                length += 1
                continue
            }
            // Binary search for the first tail whose value is >= value.
            var low = 0
            var high = length - 1
            while low < high {
                let middle = (low + high) >> 1
                if tailValues[middle] < value { low = middle + 1 } else { high = middle }
            }
            previous[position] = low > 0 ? tailPositions[low - 1] : -1
            tailPositions[low] = position
            tailValues[low] = value
        }
    }
    keep.withUnsafeMutableBufferPointer { keep in
        var position = tailPositions[length - 1]
        while position >= 0 {
            keep[position] = true
            position = previous[position]
        }
    }
    return keep
}
