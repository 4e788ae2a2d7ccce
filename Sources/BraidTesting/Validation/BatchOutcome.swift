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

extension BatchOutcome {
    /// The origins of one after-update section's rows, first to last: an array of ``ItemOrigin`` in effect
    /// (and written as one: `[.kept(from: p), .inserted]`).
    ///
    /// A section whose rows all stay where they were — kept, or reloaded in place — is held as its old section
    /// and the reloaded rows rather than one origin per row, so that a batch that reloads a few rows or moves
    /// a section of a big table is judged and applied in time for what it changes, not for what the table
    /// holds. Both forms compare and hash by their elements.
    public struct ItemOrigins: RandomAccessCollection, Hashable, Sendable, ExpressibleByArrayLiteral {
        enum Storage: Hashable, Sendable {
            case list([ItemOrigin])
            /// Row `i` is `.reloaded(from: (i, section))` when `reloaded` (ascending) holds `i`, otherwise
            /// `.kept(from: (i, section))`.
            case inPlace(section: Int, count: Int, reloaded: [Int])
        }

        let storage: Storage

        /// The origins `origins`, in order.
        public init(_ origins: [ItemOrigin]) {
            storage = .list(origins)
        }

        public init(arrayLiteral origins: ItemOrigin...) {
            storage = .list(origins)
        }

        /// The `count` rows of old section `section`, each where it was, those in `reloaded` (ascending,
        /// distinct, each below `count`) reloaded.
        init(inPlaceOf section: Int, count: Int, reloaded: [Int]) {
            storage = .inPlace(section: section, count: count, reloaded: reloaded)
        }

        /// The old section and the rows reloaded in it, when every row stays where it was.
        var inPlace: (section: Int, reloaded: [Int])? {
            if case .inPlace(let section, _, let reloaded) = storage { (section, reloaded) } else { nil }
        }

        public var startIndex: Int { 0 }

        public var endIndex: Int {
            switch storage {
            case .list(let origins): origins.count
            case .inPlace(_, let count, _): count
            }
        }

        public subscript(position: Int) -> ItemOrigin {
            switch storage {
            case .list(let origins):
                return origins[position]
            case .inPlace(let section, let count, let reloaded):
                precondition(position >= 0 && position < count, "row \(position) of a section of \(count) rows")
                let path = ItemPath(item: position, section: section)
                return reloaded.sortedContains(position) ? .reloaded(from: path) : .kept(from: path)
            }
        }

        public static func == (lhs: Self, rhs: Self) -> Bool {
            lhs.storage == rhs.storage || lhs.elementsEqual(rhs)
        }

        public func hash(into hasher: inout Hasher) {
            hasher.combine(count)
            for origin in self { hasher.combine(origin) }
        }
    }
}
