/// The comparisons the diff engine is measured against. Each returns what it found, as ``DiffCounts``.
extension FlatWorkload {
    /// The least an identity diff must do: a `Dictionary` (capacity reserved) from the old ids to their
    /// offsets, and one lookup per new id.
    func hashFloor() -> DiffCounts {
        var oldOffsets = [Int: Int](minimumCapacity: old.count)
        for (offset, item) in old.enumerated() {
            oldOffsets[item.id] = offset
        }
        var matched = 0
        for item in new where oldOffsets[item.id] != nil {
            matched += 1
        }
        return DiffCounts(deletes: old.count - matched, inserts: new.count - matched)
    }

    /// Swift's own diff: `difference(from:by:)` on ids, then `inferringMoves()`.
    ///
    /// - Complexity: O((n + m) · d) for d changes, so the suite skips it above 100k elements.
    func swiftDifference() -> DiffCounts {
        let difference = new.difference(from: old, by: { $0.id == $1.id }).inferringMoves()
        var counts = DiffCounts(deletes: 0, inserts: 0, moves: 0)
        for change in difference {
            switch change {
            case .insert(_, _, let associatedWith):
                if associatedWith == nil { counts.inserts! += 1 } else { counts.moves! += 1 }
            case .remove(_, _, let associatedWith):
                if associatedWith == nil { counts.deletes! += 1 }
            }
        }
        return counts
    }
}

extension SectionedWorkload {
    /// The hash floor over all items: old item ids to their paths, one lookup per new item id. (Matching the
    /// 100 section ids would add nothing measurable.)
    func hashFloor() -> DiffCounts {
        var oldPaths = [Int: (section: Int, item: Int)](minimumCapacity: oldItemCount)
        for (sectionOffset, section) in old.enumerated() {
            for (itemOffset, item) in section.items.enumerated() {
                oldPaths[item.id] = (sectionOffset, itemOffset)
            }
        }
        var matched = 0
        var newCount = 0
        for section in new {
            newCount += section.items.count
            for item in section.items where oldPaths[item.id] != nil {
                matched += 1
            }
        }
        return DiffCounts(deletes: oldPaths.count - matched, inserts: newCount - matched)
    }
}
