/// The non-generic part of a flat diff: from a matching to deletes, inserts and minimal moves.
@usableFromInline
struct _FlatDiffCore {
    @usableFromInline var deletes: [Int] = []
    @usableFromInline var inserts: [Int] = []
    @usableFromInline var moves: [Move<Int>] = []
    /// For each new position, the matched old position, or -1 when inserted.
    @usableFromInline var newToOld: [Int32]

    /// Deletes, inserts and minimal moves from a finished matching.
    @usableFromInline
    init(_ matching: _SlotMatching) {
        let oldToNew = matching.oldToNew
        let newToOld = matching.newToOld
        self.newToOld = newToOld
        // Every list is made at its final size and filled in place: no growth, no check per element. The scans
        // do not branch on the values, whose pattern is random where the lists changed (a branch there is
        // mispredicted about once per change): each position is written, and the count moves on only for the ones
        // kept — hence one spare element of capacity for the last write.
        deletes = Array(unsafeUninitializedCapacity: oldToNew.count - matching.matchedCount + 1) { deletes, count in
            oldToNew.withUnsafeBufferPointer { oldToNew in
                for i in 0..<oldToNew.count {
                    deletes[count] = i
                    count &+= Int(truncatingIfNeeded: (oldToNew[i] &>> 31) & 1)
                }
            }
        }
        var decreases: Int32 = 0
        inserts = Array(unsafeUninitializedCapacity: newToOld.count - matching.matchedCount + 1) { inserts, count in
            newToOld.withUnsafeBufferPointer { newToOld in
                var previous: Int32 = -1
                for j in 0..<newToOld.count {
                    let i = newToOld[j]
                    let inserted = (i &>> 31) & 1  // 1 when i < 0
                    inserts[count] = j
                    count &+= Int(truncatingIfNeeded: inserted)
                    // A matched position at or below the previous one: its sign bit of (i - previous - 1).
                    decreases |= ((i &- previous &- 1) &>> 31) & (inserted ^ 1)
                    previous = inserted == 0 ? i : previous
                }
            }
        }
        let increasing = decreases == 0
        // Matched elements in their old order: nothing moved, and the minimal-move step is skipped.
        if increasing { return }
        // The step's scratch and its marks, in one block of 32-bit integers: less memory to fault in than
        // separate buffers of full integers.
        let n = newToOld.count
        let scratchBytes = _LongestIncreasingSubsequence.scratchByteCount(count: n)
        let memory = UnsafeMutableRawPointer.allocate(byteCount: scratchBytes + n, alignment: 4)
        defer { memory.deallocate() }
        let keep = UnsafeMutableBufferPointer(
            start: (memory + scratchBytes).bindMemory(to: Bool.self, capacity: n), count: n)
        keep.initialize(repeating: false)
        let matchedCount = matching.matchedCount
        newToOld.withUnsafeBufferPointer { newToOld in
            let length = _LongestIncreasingSubsequence.mark(newToOld, in: keep, scratch: memory)
            moves = Array(unsafeUninitializedCapacity: matchedCount - length + 1) { moves, count in
                for j in 0..<n {
                    let i = newToOld[j]
                    moves[count] = Move(from: Int(i), to: j)
                    // Moved: matched (sign bit clear) and not kept.
                    count &+= Int(truncatingIfNeeded: ((i &>> 31) & 1) ^ 1) & (keep[j] ? 0 : 1)
                }
            }
        }
    }
}
