/// What a run of a ``RecordingList``'s edits did to a section, in the terms of a batch update: the old rows deleted,
/// the new rows inserted, the rows moved (old row → new row) and the rows updated (old row and new row).
///
/// Made by playing the edits over the list as runs: a run is either old rows that nothing touched yet, in their
/// order, or one row an edit touched — an inserted one, or an old one moved or updated. An edit splits at most two
/// runs, so `k` edits cost O(k²) whatever the list's length. Rows no edit moved keep their order (inserts, deletes
/// and other rows' moves never reorder them), which is what a batch's unmoved rows must do; a deleted row was
/// neither moved nor updated as far as the batch is concerned, and an inserted row that was then moved or replaced
/// is still an insert.
struct _RecordedChanges {
    private(set) var deletes: [Int] = []
    private(set) var inserts: [Int] = []
    private(set) var moves: [Move<Int>] = []
    private(set) var updates: [(old: Int, new: Int)] = []

    private struct Run {
        /// The first old row of the run, or -1 for an inserted row.
        var old: Int
        var count: Int
        var moved = false
        var updated = false
    }

    /// The changes of `edits` applied to `oldCount` rows that leave `newCount`; nil when the edits do not fit (an
    /// index out of range, or another count at the end), so that the update diffs instead.
    /// - Complexity: O(k²) for `k` edits.
    init?(_ edits: [_RecordedEdit], oldCount: Int, newCount: Int) {
        var runs = oldCount > 0 ? [Run(old: 0, count: oldCount)] : []
        var count = oldCount

        /// The index of the run that starts at `position`, splitting one if needed (`runs.count` at the end).
        func split(at position: Int) -> Int {
            var start = 0
            for index in runs.indices {
                if start == position { return index }
                let run = runs[index]
                if position < start + run.count {
                    let head = position - start
                    runs[index].count = head
                    runs.insert(Run(old: run.old + head, count: run.count - head), at: index + 1)
                    return index + 1
                }
                start += run.count
            }
            return runs.count
        }
        /// The index of a run of just the row at `position`.
        func isolate(_ position: Int) -> Int {
            let index = split(at: position)
            _ = split(at: position + 1)
            return index
        }

        for edit in edits {
            switch edit {
            case .insert(let row):
                guard row >= 0 && row <= count else { return nil }
                runs.insert(Run(old: -1, count: 1), at: split(at: row))
                count += 1
            case .remove(let row):
                guard row >= 0 && row < count else { return nil }
                let run = runs.remove(at: isolate(row))
                if run.old >= 0 { deletes.append(run.old) }
                count -= 1
            case .move(let from, let to):
                guard from >= 0 && from < count && to >= 0 && to < count else { return nil }
                var run = runs.remove(at: isolate(from))
                if run.old >= 0 { run.moved = true }
                runs.insert(run, at: split(at: to))
            case .replace(let row):
                guard row >= 0 && row < count else { return nil }
                let index = isolate(row)
                if runs[index].old >= 0 { runs[index].updated = true }
            }
        }
        guard count == newCount else { return nil }
        var row = 0
        for run in runs {
            if run.old < 0 {
                inserts.append(row)
            } else {
                if run.moved { moves.append(Move(from: run.old, to: row)) }
                if run.updated { updates.append((run.old, row)) }
            }
            row += run.count
        }
        deletes.sort()
    }
}
