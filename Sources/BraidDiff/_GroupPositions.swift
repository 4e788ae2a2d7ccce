/// Turns a position among one group's flattened items into its position among all participating items, flattened
/// section by section (``SectionedDiff/_matchItems(_:_:_:_:_:)``).
///
/// A group's sections come in the same order in both flattenings, so a position moves by its section's shift: the
/// section is found by a search among the group's starts, from the last one found, since positions are mostly
/// asked in order. Not API.
@usableFromInline
struct _GroupPositions {
    /// Where each of the group's sections starts among the group's items, ascending.
    @usableFromInline var starts: [Int] = []
    /// What to add to a position in each section to make it a position among all items.
    @usableFromInline var shifts: [Int] = []
    /// The section found last.
    @usableFromInline var last = 0

    /// - Parameters:
    ///   - sections: the group's sections, ascending.
    ///   - local: where each section's items start among the group's.
    ///   - global: where each section's items start among all.
    @inlinable
    init(_ sections: [Int], local: [Int], global: [Int]) {
        starts.reserveCapacity(sections.count)
        shifts.reserveCapacity(sections.count)
        for s in sections {
            starts.append(local[s])
            shifts.append(global[s] - local[s])
        }
    }

    /// The position among all items of `position` among the group's.
    @inlinable
    mutating func global(_ position: Int) -> Int {
        if !(starts[last] <= position && (last + 1 == starts.count || position < starts[last + 1])) {
            // The last start at or before `position` (a section without items shares its start with the next).
            var low = 0
            var high = starts.count
            while high - low > 1 {
                let middle = (low + high) / 2
                if starts[middle] <= position { low = middle } else { high = middle }
            }
            last = low
        }
        return position + shifts[last]
    }
}
