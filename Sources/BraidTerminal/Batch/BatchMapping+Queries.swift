/// Questions about single rows and sections, each answered from the operations alone.
extension BatchMapping {
    /// Where the row at old `path` went.
    ///
    /// - Complexity: O(log *k* + *k*) for *k* operations in its section.
    func fate(of path: ItemPath) -> RowFate {
        switch sectionFates[path.section] {
        case .deleted:
            return .sectionDeleted
        case .reloaded(let new):
            return .sectionReloaded(new)
        case .kept(let new), .moved(let new):
            let leaving = departures[path.section]
            if let fate = leaving?.fates[path.row] { return fate }
            let survivorsBefore = path.row - Self.count(of: leaving?.rows ?? [], below: path.row)
            let row = Self.index(ofFree: survivorsBefore, skipping: arrivals[new]?.rows ?? [])
            return .kept(ItemPath(row: row, section: new))
        }
    }

    /// Where, after the batch, the gap a departed row left is: the new path of the first row that stayed
    /// after it (or the end of its section). `nil` when its whole section went.
    func gap(leftBy path: ItemPath) -> ItemPath? {
        guard let new = sectionFates[path.section].destination else { return nil }
        let survivorsBefore = path.row - Self.count(of: departures[path.section]?.rows ?? [], below: path.row)
        let row = Self.index(ofFree: survivorsBefore, skipping: arrivals[new]?.rows ?? [])
        return ItemPath(row: row, section: new)
    }

    /// Where, after the batch, the gap a departed section left is: the new index of the first section that
    /// stayed in place after it, or the section count.
    ///
    /// - Complexity: O(*s*) for *s* sections.
    func gap(leftBySection old: Int) -> Int {
        let keptBefore = sectionFates[..<old].filter(\.fillsFreeSlot).count
        let taken = sectionOrigins.indices.filter { !sectionOrigins[$0].fillsFreeSlot }
        return Self.index(ofFree: keptBefore, skipping: taken)
    }

    /// Every row that arrived in a kept or moved section, with its origin, in no particular order.
    var arrivedRows: [(path: ItemPath, origin: RowOrigin)] {
        arrivals.flatMap { section, arrival in
            arrival.origins.map { (ItemPath(row: $0.key, section: section), $0.value) }
        }
    }

    // MARK: Sorted offsets

    /// How many of the sorted `values` are less than `value`.
    static func count(of values: [Int], below value: Int) -> Int {
        var low = 0
        var high = values.count
        while low < high {
            let middle = (low + high) / 2
            if values[middle] < value { low = middle + 1 } else { high = middle }
        }
        return low
    }

    /// The `rank`-th (from 0) index that is not one of the sorted `taken` indices.
    static func index(ofFree rank: Int, skipping taken: [Int]) -> Int {
        var index = rank
        for slot in taken {
            if slot <= index { index += 1 } else { break }
        }
        return index
    }
}
