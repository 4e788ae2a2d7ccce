/// One batch update, in exactly the vocabulary of UIKit's `performBatchUpdates`.
///
/// Index spaces follow UIKit (`UIKIT_RULES.md`, R2): deletes, reloads, reconfigures and move sources refer to
/// the state *before* the batch; inserts and move destinations to the state *after* it. The lists may hold
/// anything a caller could pass to UIKit — including duplicates and conflicts — so that a validator can
/// judge them; batches produced by ``SectionedDiff/batchStages(contentChangesLast:)`` never contain either.
///
/// ```swift
/// var batch = BatchUpdate()
/// batch.itemDeletes = [ItemPath(row: 2, section: 0)]
/// batch.itemInserts = [ItemPath(row: 0, section: 0)]
/// ```
public struct BatchUpdate: Hashable, Sendable {
    /// Sections deleted, in before-indices.
    public var sectionDeletes: [Int]
    /// Sections inserted, in after-indices.
    public var sectionInserts: [Int]
    /// Sections moved, before-index to after-index.
    public var sectionMoves: [Move<Int>]
    /// Sections reloaded, in before-indices.
    public var sectionReloads: [Int]
    /// Rows/items deleted, in before-paths.
    public var itemDeletes: [ItemPath]
    /// Rows/items inserted, in after-paths.
    public var itemInserts: [ItemPath]
    /// Rows/items moved, before-path to after-path.
    public var itemMoves: [Move<ItemPath>]
    /// Rows/items reloaded (the cell is replaced), in before-paths.
    public var itemReloads: [ItemPath]
    /// Rows/items reconfigured in place (the existing cell is handed back), in before-paths.
    public var itemReconfigures: [ItemPath]

    /// A batch of the given operations; every list is empty unless given.
    public init(
        sectionDeletes: [Int] = [], sectionInserts: [Int] = [], sectionMoves: [Move<Int>] = [],
        sectionReloads: [Int] = [],
        itemDeletes: [ItemPath] = [], itemInserts: [ItemPath] = [], itemMoves: [Move<ItemPath>] = [],
        itemReloads: [ItemPath] = [], itemReconfigures: [ItemPath] = []
    ) {
        self.sectionDeletes = sectionDeletes
        self.sectionInserts = sectionInserts
        self.sectionMoves = sectionMoves
        self.sectionReloads = sectionReloads
        self.itemDeletes = itemDeletes
        self.itemInserts = itemInserts
        self.itemMoves = itemMoves
        self.itemReloads = itemReloads
        self.itemReconfigures = itemReconfigures
    }

    /// Whether the batch has no operation at all.
    public var isEmpty: Bool {
        sectionDeletes.isEmpty && sectionInserts.isEmpty && sectionMoves.isEmpty && sectionReloads.isEmpty
            && itemDeletes.isEmpty && itemInserts.isEmpty && itemMoves.isEmpty && itemReloads.isEmpty
            && itemReconfigures.isEmpty
    }

    /// Whether the batch changes structure (anything but reloads and reconfigures).
    public var hasStructuralChanges: Bool {
        !(sectionDeletes.isEmpty && sectionInserts.isEmpty && sectionMoves.isEmpty
            && itemDeletes.isEmpty && itemInserts.isEmpty && itemMoves.isEmpty)
    }

    /// How many operations the batch holds: every section and item delete, insert, move, reload and reconfigure.
    ///
    /// - Complexity: O(1).
    public var changeCount: Int {
        sectionDeletes.count + sectionInserts.count + sectionMoves.count + sectionReloads.count
            + itemDeletes.count + itemInserts.count + itemMoves.count + itemReloads.count + itemReconfigures.count
    }
}

extension BatchUpdate: CustomStringConvertible {
    /// A compact listing of the non-empty operation lists, for failure messages.
    public var description: String {
        var parts: [String] = []
        func add<T>(_ name: String, _ list: [T]) {
            if !list.isEmpty { parts.append("\(name) \(list.map { "\($0)" }.joined(separator: ", "))") }
        }
        add("delete sections", sectionDeletes)
        add("insert sections", sectionInserts)
        add("move sections", sectionMoves)
        add("reload sections", sectionReloads)
        add("delete", itemDeletes.map { "(\($0))" })
        add("insert", itemInserts.map { "(\($0))" })
        add("move", itemMoves.map { "(\($0.from)) → (\($0.to))" })
        add("reload", itemReloads.map { "(\($0))" })
        add("reconfigure", itemReconfigures.map { "(\($0))" })
        return parts.isEmpty ? "[]" : "[" + parts.joined(separator: "; ") + "]"
    }
}
