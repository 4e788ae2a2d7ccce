/// One section of the input to a ``SectionedDiff``: its identity and its items.
///
/// ```swift
/// let old = [DiffSection(id: "fruit", itemIDs: ["apple", "pear"]), DiffSection(id: "ads", count: 2)]
/// ```
public struct DiffSection<SectionID: Hashable, ItemID: Hashable> {
    /// Which section this is; matched across the change like an item identity.
    public var id: SectionID
    /// The section's items: identities, or only a count when the items have no identity.
    public var items: DiffItems<ItemID>

    /// A section with the given items.
    public init(id: SectionID, items: DiffItems<ItemID>) {
        self.id = id
        self.items = items
    }

    /// A section whose items have identities.
    public init(id: SectionID, itemIDs: [ItemID]) {
        self.init(id: id, items: .identified(itemIDs))
    }

    /// A section whose items have no identity ("undiffable"): only their number is known.
    public init(id: SectionID, count: Int) {
        self.init(id: id, items: .counted(count))
    }
}

/// The items of a ``DiffSection``.
public enum DiffItems<ItemID: Hashable> {
    /// Items with an identity: diffed into inserts, deletes, moves and (with content equality) updates.
    case identified([ItemID])
    /// Items without identity: only the count is diffed. Rows are added or removed at the end, and the rows
    /// that remain are compared by content equality where one is given, and otherwise all reported updated.
    case counted(Int)

    /// The number of items.
    public var count: Int {
        switch self {
        case .identified(let ids): ids.count
        case .counted(let count): count
        }
    }

    /// The identities, when the items have them.
    public var identities: [ItemID]? {
        if case .identified(let ids) = self { ids } else { nil }
    }
}

extension DiffSection: Sendable where SectionID: Sendable, ItemID: Sendable {}
extension DiffItems: Sendable where ItemID: Sendable {}
extension DiffSection: Equatable where SectionID: Equatable {}
extension DiffItems: Equatable {}
