/// How a view builds its state after an accepted batch: where every section and row after the update comes from.
///
/// This is the slot filling of `UIKIT_RULES.md` §4. Inserted, reload-generated and move-destination positions
/// are placed first; the remaining positions are filled, in ascending order, with the old sections (rows) that
/// were neither deleted, reloaded nor moved away. Rows that survive keep their cell and their old content;
/// inserted and reloaded rows get a new cell from the data source.
///
/// ```swift
/// // before [[A, B, C]]; move (0,0)→(0,2)
/// outcome.items // [[.kept(from: 0-1), .kept(from: 0-2), .moved(from: 0-0)]] — after [[B, C, A]]
/// ```
public struct BatchOutcome: Hashable, Sendable {
    /// Where an after-update section comes from.
    public enum SectionOrigin: Hashable, Sendable {
        /// The old section at this before-index survived (its index may have shifted).
        case kept(from: Int)
        /// The old section at this before-index was moved here.
        case moved(from: Int)
        /// A new section, inserted by the batch.
        case inserted
        /// The old section at this before-index was reloaded: a new section with new rows takes its place.
        case reloaded(from: Int)
    }

    /// Where an after-update row/item comes from.
    public enum ItemOrigin: Hashable, Sendable {
        /// The row at this before-path survived, in its own (possibly shifted or moved) section.
        case kept(from: ItemPath)
        /// The row at this before-path was moved here.
        case moved(from: ItemPath)
        /// A new row, inserted by the batch (every row of an inserted or reloaded section is one).
        case inserted
        /// The row at this before-path was reloaded: a new cell for it stands here.
        case reloaded(from: ItemPath)
    }

    /// Whether a table view answered the batch with `reloadData()` (R13, lenient mode only).
    ///
    /// Then there is no mapping: every section and row is ``ItemOrigin/inserted``, straight from the data source.
    public var fellBackToReloadData: Bool
    /// One origin per after-update section.
    public var sections: [SectionOrigin]
    /// Per after-update section, one origin per row.
    public var items: [ItemOrigins]
    /// The reconfigures that act: before-paths that exist and have a cell, ascending, without duplicates.
    public var reconfigured: [ItemPath]

    /// Creates an outcome from its parts.
    public init(
        fellBackToReloadData: Bool = false, sections: [SectionOrigin], items: [ItemOrigins],
        reconfigured: [ItemPath] = []
    ) {
        self.fellBackToReloadData = fellBackToReloadData
        self.sections = sections
        self.items = items
        self.reconfigured = reconfigured
    }
}

extension BatchOutcome.SectionOrigin {
    /// The old section this one carries on — kept or moved — or nil for a new (inserted or reloaded) section.
    var oldSection: Int? {
        switch self {
        case .kept(let old), .moved(let old): old
        case .inserted, .reloaded: nil
        }
    }
}
