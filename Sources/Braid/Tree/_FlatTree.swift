/// A tree flattened into the rows it shows (``_TreeShape/flatten(_:_:limit:splitAfter:)``), with what the walk found
/// wrong: the rows as runs of siblings (``_TreeRun``), so that a node's row is made only when asked for
/// (``node(at:)``, ``nodes()``).
@usableFromInline
struct _FlatTree<Model> {
    /// The shown rows, in order — each node, then its shown descendants — as runs.
    @usableFromInline var runs: [_TreeRun<Model>] = []
    /// The number of shown rows.
    @usableFromInline var count = 0
    /// What is wrong with the tree (a cycle, a tree too deep, unstable children): reported once per section.
    @usableFromInline var problems: [String] = []
    /// The ids of nodes the app expanded or collapsed that are nowhere in the tree, with their change's number:
    /// their state goes with them (``_TreeControl/forget(_:)``).
    @usableFromInline var gone: [(id: AnyHashable, stamp: Int)] = []

    @usableFromInline init() {}

    /// Adds `problem`, unless it is already there or there are a few already (a cycle can repeat on every row).
    @inlinable
    mutating func report(_ problem: String) {
        if problems.count < 8 && !problems.contains(problem) { problems.append(problem) }
    }

    /// Puts `other`'s rows after these: the rows of a part of the walk another thread walked
    /// (``_TreeShape/walk(_:depth:ancestors:_:limit:splitAfter:)``), with what it found wrong.
    @inlinable
    mutating func append(_ other: _FlatTree<Model>) {
        runs.reserveCapacity(runs.count + other.runs.count)
        for run in other.runs {
            runs.append(_TreeRun(siblings: run.siblings, start: run.start, firstRow: count + run.firstRow, count: run.count,
                                 depth: run.depth, flags: run.flags, parent: run.parent))
        }
        count += other.count
        for problem in other.problems { report(problem) }
    }

    /// Ends `frame`'s pending run at `end` (its index among the frame's children): the rows `frame.runStart..<end`,
    /// at `depth`, become a run (none when empty).
    @inlinable
    mutating func close(_ frame: _TreeFrame<Model>, at end: Int, depth: Int) {
        let rows = end - frame.runStart
        guard rows > 0 else { return }
        runs.append(_TreeRun(siblings: frame.children, start: frame.runStart, firstRow: count, count: rows,
                             depth: depth, flags: frame.runFlags, parent: frame.parent))
        count += rows
    }

    /// Whether `frame`'s row `index` fits under `limit` rows; if not, the rows end before it and the cut is reported.
    @inlinable
    mutating func admits(_ index: Int, of frame: _TreeFrame<Model>, depth: Int, limit: Int) -> Bool {
        if count + (index - frame.runStart) < limit { return true }
        close(frame, at: index, depth: depth)
        report("the tree shows more than \(limit) rows; the rest are cut.")
        return false
    }

    /// Shows `frame`'s row `index`, of kind `flags`, in the frame's pending run — after closing the run when the row
    /// is of another kind (an expanded node's run is closed at once by the walk, so a node that expands always
    /// starts one).
    @inlinable
    mutating func add(_ index: Int, of frame: inout _TreeFrame<Model>, flags: UInt8, depth: Int) {
        frame.next = index + 1
        guard flags != frame.runFlags else { return }
        close(frame, at: index, depth: depth)
        frame.runStart = index
        frame.runFlags = flags
    }

    /// The node shown at `row` (0 ≤ `row` < ``count``). O(log runs).
    func node(at row: Int) -> TreeNode<Model> {
        precondition(row >= 0 && row < count, "row \(row) of a tree showing \(count) rows")
        var low = 0
        var high = runs.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if runs[middle].firstRow <= row { low = middle } else { high = middle - 1 }
        }
        return runs[low].node(at: row)
    }

    /// Every shown node, in order: the rows made (O(rows)).
    @inlinable
    func nodes() -> [TreeNode<Model>] {
        var nodes: [TreeNode<Model>] = []
        nodes.reserveCapacity(count)
        for run in runs {
            for row in run.firstRow..<(run.firstRow + run.count) { nodes.append(run.node(at: row)) }
        }
        return nodes
    }
}
