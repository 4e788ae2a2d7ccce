/// An old and a new list of ``Item``s for a flat diff, made from a fixed seed.
///
/// ```swift
/// let workload = FlatWorkload.mix(count: 10_000)
/// workload.old.count // 10_000
/// ```
struct FlatWorkload {
    var old: [Item]
    var new: [Item]

    /// 10% of `count` elements deleted, 10% inserted with fresh ids, 10% moved to random other positions,
    /// 10% updated (value changed).
    static func mix(count: Int) -> FlatWorkload {
        var random = SplitMix64(seed: 0x6D69_7800_0000_0000 ^ UInt64(count))  // "mix"
        let old = Item.random(ids: 0..<count, using: &random)
        var kept: [Item] = []
        var placed: [Item] = []
        kept.reserveCapacity(count)
        for (item, fate) in zip(old, Fate.deal(count: count, using: &random)) {
            switch fate {
            case .kept: kept.append(item)
            case .deleted: break
            case .moved: placed.append(item)
            case .updated: kept.append(Item(id: item.id, value: item.value &+ 1))
            }
        }
        placed += Item.random(ids: count..<(count + count / 10), using: &random)
        random.shuffle(&placed)
        return FlatWorkload(old: old, new: random.scatter(placed, into: kept))
    }

    /// The shape of a typical feed refresh: 10% deleted as one contiguous block, 10% inserted as one block,
    /// the first 2% shuffled. The two blocks lie after the shuffled head.
    static func readme(count: Int) -> FlatWorkload {
        var random = SplitMix64(seed: 0x7265_6164_6D65_0000 ^ UInt64(count))  // "readme"
        let old = Item.random(ids: 0..<count, using: &random)
        let block = count / 10
        let head = count / 50
        let deleteStart = head + random.next(below: count - head - block + 1)
        var new = Array(old[..<deleteStart] + old[(deleteStart + block)...])
        random.shuffle(&new, in: 0..<head)
        let insertStart = head + random.next(below: new.count - head + 1)
        new.insert(contentsOf: Item.random(ids: count..<(count + block), using: &random), at: insertStart)
        return FlatWorkload(old: old, new: new)
    }

    /// Nothing changed: the new list is a copy of the old one (its own storage, so that both are read).
    static func unchanged(count: Int) -> FlatWorkload {
        var random = SplitMix64(seed: 0x756E_6368_0000_0000 ^ UInt64(count))  // "unch"
        let old = Item.random(ids: 0..<count, using: &random)
        return FlatWorkload(old: old, new: Array(old[...]))
    }

    /// Three scattered changes, as a refresh of a long feed brings them: one element inserted at the top (a fresh
    /// id), one in the middle updated, one appended (a fresh id).
    static func threeChanges(count: Int) -> FlatWorkload {
        var workload = unchanged(count: count)
        workload.new[count / 2].value &+= 1
        workload.new.insert(Item(id: count, value: 0), at: 0)
        workload.new.append(Item(id: count + 1, value: 0))
        return workload
    }
}
