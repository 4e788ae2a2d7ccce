/// The non-generic part of a flat diff: from a matching to deletes, inserts and minimal moves.
@usableFromInline
struct _FlatDiffCore {
    @usableFromInline var deletes: [Int] = []
    @usableFromInline var inserts: [Int] = []
    @usableFromInline var moves: [Move<Int>] = []
    /// For each new position, the matched old position, or -1 when inserted.
    @usableFromInline var newToOld: [Int]

    /// Deletes, inserts and minimal moves from a finished matching.
    @usableFromInline
    init(oldToNew: [Int], newToOld: [Int]) {
        self.newToOld = newToOld
        let oldCount = oldToNew.count
        var deletes: [Int] = []
        var inserts: [Int] = []
        var sequence: [Int] = []
        sequence.reserveCapacity(min(oldCount, newToOld.count))
        oldToNew.withUnsafeBufferPointer { oldToNew in
            for i in 0..<oldToNew.count where oldToNew[i] < 0 { deletes.append(i) }
        }
        newToOld.withUnsafeBufferPointer { newToOld in
            for j in 0..<newToOld.count {
                let i = newToOld[j]
                if i < 0 { inserts.append(j) } else { sequence.append(i) }
            }
        }
        if !_isIncreasing(sequence) {
            let stays = _longestIncreasingSubsequenceMask(sequence)
            var k = 0
            var moves: [Move<Int>] = []
            newToOld.withUnsafeBufferPointer { newToOld in
                for j in 0..<newToOld.count where newToOld[j] >= 0 {
                    if !stays[k] { moves.append(Move(from: newToOld[j], to: j)) }
                    k += 1
                }
            }
            self.moves = moves
        }
        self.deletes = deletes
        self.inserts = inserts
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
