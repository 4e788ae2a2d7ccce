/// Where every section and row of a batch update goes: the terminal host's reading of a `BatchUpdate`.
///
/// The host never diffs; it only needs to know, for the rows it shows, which one went where — to keep
/// their cells, move a highlight with a moved row, fade a deleted row in its old place, and keep the
/// user's scroll position. That is UIKit's slot filling (BraidTesting's UIKitBatchUpdateRules article): inserted rows, reloaded rows
/// and move destinations take their after-indices; the remaining rows keep their order and fill the free
/// slots. Index spaces are UIKit's (§2): deletes, reloads and move sources before the batch; inserts and
/// move destinations after it. Reloads become a delete and an insert at the adjusted index (R11);
/// duplicates count once and row operations inside deleted, inserted or reloaded sections are dropped
/// (R14, R15), as a table view does.
///
/// Nothing is computed per row: the mapping keeps only the operations, sorted per section, and answers a
/// question about one row in O(operations in its section). Building it is O(sections + operations), so a
/// one-row update of a million-row table costs what it costs for a thousand.
struct BatchMapping {
    /// Where an old section went.
    enum SectionFate: Hashable {
        case kept(Int), moved(Int), deleted, reloaded(Int)

        /// The new index of a kept or moved section, whose rows carry over; `nil` otherwise.
        var destination: Int? {
            switch self {
            case .kept(let new), .moved(let new): new
            case .deleted, .reloaded: nil
            }
        }

        /// Whether the section stayed and filled a free slot (rather than taking a chosen index).
        var fillsFreeSlot: Bool {
            if case .kept = self { return true }
            return false
        }
    }

    /// Where a new section came from.
    enum SectionOrigin: Hashable {
        case kept(Int), moved(Int), inserted, reloaded(Int)

        /// The old index of a kept or moved section, whose rows carry over; `nil` otherwise.
        var counterpart: Int? {
            switch self {
            case .kept(let old), .moved(let old): old
            case .inserted, .reloaded: nil
            }
        }

        /// Whether the section is an old one that filled a free slot (rather than taking a chosen index).
        var fillsFreeSlot: Bool {
            if case .kept = self { return true }
            return false
        }
    }

    /// Where an old row went.
    enum RowFate: Hashable {
        case kept(ItemPath), moved(ItemPath), reloaded(ItemPath), deleted
        /// Its section was deleted.
        case sectionDeleted
        /// Its section was reloaded and is now the given section.
        case sectionReloaded(Int)
    }

    /// Where a row that arrived in a kept or moved section came from.
    enum RowOrigin: Hashable {
        case moved(ItemPath), reloaded(ItemPath), inserted
    }

    /// The rows that leave one old section (deleted, reloaded, moved away), sorted, with where they went.
    struct Departures {
        var rows: [Int] = []
        var fates: [Int: RowFate] = [:]
    }

    /// The rows that arrive in one new section (inserted, reloaded, moved in), sorted, with their origins.
    struct Arrivals {
        var rows: [Int] = []
        var origins: [Int: RowOrigin] = [:]
    }

    /// Per old section.
    let sectionFates: [SectionFate]
    /// Per new section.
    let sectionOrigins: [SectionOrigin]
    /// Keyed by old section; sections without departures are absent.
    let departures: [Int: Departures]
    /// Keyed by new section; sections without arrivals are absent.
    let arrivals: [Int: Arrivals]
}

/// Why a batch cannot be applied to the counts the host had and the ones its data source reports now.
struct BatchMappingError: Error, Hashable, CustomStringConvertible {
    var message: String
    var description: String { message }
}
