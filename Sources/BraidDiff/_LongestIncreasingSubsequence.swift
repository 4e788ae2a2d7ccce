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
    // tails[k]: position of the smallest tail value of an increasing run of length k + 1; tailValues[k]
    // its value, kept beside it so the binary search reads one array, not two.
    var tails: [Int] = []
    var tailValues: [Int] = []
    tails.reserveCapacity(n)
    tailValues.reserveCapacity(n)
    var previous = [Int](repeating: -1, count: n)
    values.withUnsafeBufferPointer { values in
        previous.withUnsafeMutableBufferPointer { previous in
            for position in 0..<n {
                let value = values[position]
                let count = tailValues.count
                if count == 0 || tailValues[count - 1] < value {
                    previous[position] = count > 0 ? tails[count - 1] : -1
                    tails.append(position)
                    tailValues.append(value)
                    continue
                }
                // Binary search for the first tail whose value is >= value.
                var low = 0
                var high = count - 1
                tailValues.withUnsafeBufferPointer { tailValues in
                    while low < high {
                        let middle = (low + high) >> 1
                        if tailValues[middle] < value { low = middle + 1 } else { high = middle }
                    }
                }
                previous[position] = low > 0 ? tails[low - 1] : -1
                tails[low] = position
                tailValues[low] = value
            }
        }
    }
    var position = tails.last ?? -1
    while position >= 0 {
        keep[position] = true
        position = previous[position]
    }
    return keep
}
