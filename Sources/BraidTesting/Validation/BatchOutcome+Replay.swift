extension BatchOutcome {
    /// Replays the batch on data: what the view shows after the update.
    ///
    /// Kept and moved rows keep the value they had before — their cell is not asked again — unless they were
    /// reconfigured; inserted, reloaded and reconfigured rows take the data source's value at their after-update
    /// position. Replaying a diff's batch on the old data and comparing with the new data proves the diff
    /// (a stale value means an update the diff forgot to reload or reconfigure).
    ///
    /// ```swift
    /// let shown = outcome.apply(to: [["A", "B", "C"]], dataSource: [["C", "X", "A", "B"]])
    /// ```
    /// - Parameters:
    ///   - before: the data the view showed before the update, one array per section.
    ///   - after: the data the data source reports after the update; its shape must match the outcome.
    /// - Returns: the data the view shows after the update, shaped like `after`.
    /// - Complexity: O(rows before + rows after).
    public func apply<Element>(to before: [[Element]], dataSource after: [[Element]]) -> [[Element]] {
        precondition(after.count == sections.count,
                     "the data source has \(after.count) sections but the outcome \(sections.count)")
        let reconfigured = Set(reconfigured)
        return items.indices.map { section in
            let origins = items[section]
            precondition(after[section].count == origins.count,
                         "section \(section) of the data source has \(after[section].count) rows but the outcome \(origins.count)")
            return origins.indices.map { row in
                switch origins[row] {
                case .kept(let from), .moved(let from):
                    reconfigured.contains(from) ? after[section][row] : before[from.section][from.item]
                case .inserted, .reloaded:
                    after[section][row]
                }
            }
        }
    }
}
