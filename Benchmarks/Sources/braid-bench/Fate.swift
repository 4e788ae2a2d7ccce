/// What a workload does to one old element. Every element gets exactly one fate.
enum Fate {
    case kept
    case deleted
    /// Taken out and put back at a random other position (for sectioned data, possibly in another section).
    case moved
    /// Kept in place with a changed value.
    case updated

    /// Fates for `count` elements: 10% deleted, 10% moved, 10% updated, the rest kept, at random positions.
    static func deal(count: Int, using random: inout SplitMix64) -> [Fate] {
        let tenth = count / 10
        var fates = [Fate](repeating: .kept, count: count)
        for (rank, offset) in random.permutation(of: count).prefix(3 * tenth).enumerated() {
            fates[offset] = rank < tenth ? .deleted : rank < 2 * tenth ? .moved : .updated
        }
        return fates
    }
}
