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
        // Every list is made at its final size and filled in place: no growth, no check per element.
        deletes = Array(unsafeUninitializedCapacity: oldToNew.count - matching.matchedCount) { deletes, count in
            oldToNew.withUnsafeBufferPointer { oldToNew in
                for i in 0..<oldToNew.count where oldToNew[i] < 0 {
                    deletes[count] = i
                    count += 1
                }
            }
        }
        var increasing = true
        inserts = Array(unsafeUninitializedCapacity: newToOld.count - matching.matchedCount) { inserts, count in
            newToOld.withUnsafeBufferPointer { newToOld in
                var previous: Int32 = -1
                for j in 0..<newToOld.count {
                    let i = newToOld[j]
                    if i < 0 {
                        inserts[count] = j
                        count += 1
                    } else {
                        if i <= previous { increasing = false }
                        previous = i
                    }
                }
            }
        }
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
            moves = Array(unsafeUninitializedCapacity: matchedCount - length) { moves, count in
                for j in 0..<n where newToOld[j] >= 0 && !keep[j] {
                    moves[count] = Move(from: Int(newToOld[j]), to: j)
                    count += 1
                }
            }
        }
    }
}

/// Whether `values` is strictly increasing — then nothing moved, and the minimal-move step is skipped.
func _isIncreasing(_ values: [Int]) -> Bool {
    values.withUnsafeBufferPointer { values in
        var previous = Int.min
        for value in values {
            if value <= previous { return false }
            previous = value
        }
        return true
    }
}
