/// Marks the elements of a longest strictly increasing subsequence of the non-negative values of `values`;
/// negative values take no part and are never marked.
///
/// Used to find the matched elements that keep their relative order: they stay, every other matched
/// element is reported as a move, so the number of moves is the minimum possible.
///
/// - Parameter values: fewer than 2³¹ integers below 2³¹, distinct where non-negative.
/// - Returns: for each position, whether its value is part of the chosen subsequence.
/// - Complexity: O(n log n) worst case; O(n) when the values are mostly increasing (the common case of a
///   list that kept most of its order), because an element that extends the longest run found so far, or
///   replaces its last element, is placed without a search.
@usableFromInline
func _longestIncreasingSubsequenceMask(_ values: UnsafeBufferPointer<Int>) -> [Bool] {
    let n = values.count
    let scratch = UnsafeMutableRawPointer.allocate(
        byteCount: _LongestIncreasingSubsequence.scratchByteCount(count: n), alignment: 4)
    defer { scratch.deallocate() }
    var keep = [Bool](repeating: false, count: n)
    keep.withUnsafeMutableBufferPointer { keep in
        _ = _LongestIncreasingSubsequence.mark(values, in: keep, scratch: scratch)
    }
    return keep
}

/// The longest-increasing-subsequence step itself, in scratch memory the caller provides (the minimal-move step of a
/// flat diff allocates it in one block with its marks).
enum _LongestIncreasingSubsequence {
    /// How many bytes of scratch memory ``mark(_:in:scratch:)`` needs for `count` values.
    static func scratchByteCount(count: Int) -> Int { 3 * MemoryLayout<Int32>.stride * count }

    /// Sets `keep[p]` for the positions `p` of a longest strictly increasing subsequence of the non-negative values
    /// of `values`, and returns its length; other elements of `keep` are left as they are.
    ///
    /// - Parameters:
    ///   - values: fewer than 2³¹ signed integers below 2³¹, distinct where non-negative.
    ///   - keep: at least as long as `values`.
    ///   - scratch: ``scratchByteCount(count:)`` bytes for `values.count`, aligned for `Int32`; its contents are
    ///     overwritten.
    static func mark<Value: FixedWidthInteger>(
        _ values: UnsafeBufferPointer<Value>, in keep: UnsafeMutableBufferPointer<Bool>, scratch: UnsafeMutableRawPointer
    ) -> Int {
        let n = values.count
        if n == 0 { return 0 }
        precondition(n <= Int(Int32.max), "the minimal-move step takes fewer than 2³¹ values; got \(n)")
        // tailPositions[k]: position of the smallest tail value of an increasing run of length k + 1;
        // tailValues[k]: that value, kept beside it so the binary search reads one buffer. previous[p]: the
        // position before p in the run p ends. 32 bits each: half the memory to touch of full integers.
        let tailPositions = scratch.bindMemory(to: Int32.self, capacity: 3 * n)
        let tailValues = tailPositions + n
        let previous = tailValues + n
        var length = 0
        for position in 0..<n {
            let value = Int32(truncatingIfNeeded: values[position])
            if value < 0 { continue }
            var low: Int
            if length == 0 || tailValues[length - 1] < value {
                low = length
                length += 1
            } else if length == 1 || tailValues[length - 2] < value {
                // Common after one element out of place: the run's last element is replaced.
                low = length - 1
            } else {
                low = firstTail(atLeast: value, in: tailValues, upTo: length &- 2)
            }
            previous[position] = low > 0 ? tailPositions[low - 1] : -1
            tailPositions[low] = Int32(truncatingIfNeeded: position)
            tailValues[low] = value
        }
        if length == 0 { return 0 }
        var position = Int(tailPositions[length - 1])
        while position >= 0 {
            keep[position] = true
            position = Int(previous[position])
        }
        return length
    }

    /// The first of `tails[0...last]` (ascending) that is at least `value`, given that `tails[last]` is.
    ///
    /// The tails of a list that kept most of its order grow about evenly with their index, so the search starts at
    /// the index that `value` takes in proportion to `tails[last]`, and gallops from there: a few steps when the
    /// guess is close, twice a binary search's at worst. Each step is a branch on a value that a binary search
    /// would find random (the compiler makes branches of its choices), so fewer steps are fewer mispredictions.
    static func firstTail(atLeast value: Int32, in tails: UnsafeMutablePointer<Int32>, upTo last: Int) -> Int {
        let top = Int64(tails[last])
        let guess = top > 0 ? Int(Int64(value) &* Int64(last) / top) : 0
        // Narrow to [low, high], where tails[high] >= value and low is 0 or tails[low - 1] < value.
        var low: Int
        var high: Int
        var step = 1
        if tails[guess] >= value {
            high = guess
            while true {
                let probe = high &- step
                if probe < 0 {
                    low = 0
                    break
                }
                if tails[probe] < value {
                    low = probe &+ 1
                    break
                }
                high = probe
                step &<<= 1
            }
        } else {
            low = guess &+ 1
            while true {
                let probe = low &- 1 &+ step
                if probe >= last {
                    high = last
                    break
                }
                if tails[probe] >= value {
                    high = probe
                    break
                }
                low = probe &+ 1
                step &<<= 1
            }
        }
        while low < high {
            let middle = low &+ (high &- low) &>> 1
            if tails[middle] < value { low = middle &+ 1 } else { high = middle }
        }
        return low
    }
}
