/// The element every diff workload is made of: identity is `id`, content is `value`.
///
/// `Hashable` (over both fields) only because Swift's `inferringMoves()` requires it: it pairs a removal with
/// an insertion of an *equal* element, so an element that was moved and updated would stay a removal and an
/// insertion there. The workloads never move and update the same element (see ``Fate``).
struct Item: Hashable, Sendable {
    var id: Int
    var value: Int
}

extension Item {
    /// Items with the given ids, in order, and random values.
    static func random(ids: Range<Int>, using random: inout SplitMix64) -> [Item] {
        var items: [Item] = []
        items.reserveCapacity(ids.count)
        for id in ids {
            items.append(Item(id: id, value: random.nextInt()))
        }
        return items
    }
}
