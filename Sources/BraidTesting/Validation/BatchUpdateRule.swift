/// A rule of UIKit's batch updates that a batch can break, named after its section in `UIKIT_RULES.md`.
///
/// Every case but the `…Strict` ones is a check UIKit itself makes (or, for ``duplicateDelete``, a state UIKit
/// corrupts itself in); the raw value is the rule's number in the spec, so a failing test can be looked up there.
/// The `…Strict` cases are batches UIKit accepts but mishandles silently; only a strict
/// ``BatchUpdateValidator`` rejects them.
///
/// ```swift
/// BatchUpdateRule.itemDeleteOutOfRange.rawValue // "R4"
/// BatchUpdateRule.itemDeleteOutOfRange.name     // "row/item delete out of range"
/// ```
public enum BatchUpdateRule: String, Hashable, Sendable, CaseIterable {
    /// R3: a deleted section is not below the number of sections before the update.
    case sectionDeleteOutOfRange = "R3"
    /// R4: a deleted row is not inside the sections/rows before the update.
    case itemDeleteOutOfRange = "R4"
    /// R5: an inserted section is not below the number of sections after the update.
    case sectionInsertOutOfRange = "R5"
    /// R6: an inserted row is not inside the sections/rows after the update.
    case itemInsertOutOfRange = "R6"
    /// R7: a move's source is not inside the before state or its destination not inside the after state.
    case moveOutOfRange = "R7"
    /// R8: a delete (or a reload's delete) and a move share a source.
    case deleteAndMoveFromSamePlace = "R8"
    /// R9: an insert (or a reload's insert) and a move share a destination.
    case insertAndMoveToSamePlace = "R9"
    /// R10: the same row or section is both deleted and reloaded.
    case deleteAndReloadSamePlace = "R10"
    /// R12: one source moved to two destinations, or two sources moved to one destination.
    case conflictingMoves = "R12"
    /// R13, collection view: a row moved out of a deleted section or into an inserted one.
    case moveAcrossDeletedOrInsertedSection = "R13"
    /// R13, table view, strict mode only: the same move, which UIKit answers with a silent `reloadData()`.
    case moveWouldFallBackToReloadDataStrict = "R13-strict"
    /// R15, collection view: the same row or section deleted twice, which corrupts UIKit's state.
    case duplicateDelete = "R15"
    /// R16, strict mode only: a section moved in the same batch as row changes touching it.
    case sectionMoveWithItemChangesStrict = "R16-strict"
    /// R17: the number of sections after the update does not follow from the section inserts and deletes.
    case invalidSectionCount = "R17"
    /// R18: a surviving section's row count after the update does not follow from the row operations.
    case invalidItemCount = "R18"
    /// R19: the counts before and after cannot be explained by the updates (collection views report every
    /// count mismatch this way).
    case inconsistentCounts = "R19"
    /// R21, strict mode only: a reconfigure of a row that does not exist before the update, which UIKit ignores.
    case reconfigureOfMissingItemStrict = "R21-strict"

    /// A short human name for the rule.
    ///
    /// Uses "row/item" because the same rule applies to tables and collections.
    public var name: String {
        switch self {
        case .sectionDeleteOutOfRange: "section delete out of range"
        case .itemDeleteOutOfRange: "row/item delete out of range"
        case .sectionInsertOutOfRange: "section insert out of range"
        case .itemInsertOutOfRange: "row/item insert out of range"
        case .moveOutOfRange: "move out of range"
        case .deleteAndMoveFromSamePlace: "delete and move from the same place"
        case .insertAndMoveToSamePlace: "insert and move to the same place"
        case .deleteAndReloadSamePlace: "delete and reload the same place"
        case .conflictingMoves: "conflicting moves"
        case .moveAcrossDeletedOrInsertedSection: "move out of a deleted or into an inserted section"
        case .moveWouldFallBackToReloadDataStrict: "move that makes a table view fall back to reloadData"
        case .duplicateDelete: "duplicate delete"
        case .sectionMoveWithItemChangesStrict: "section move with row/item changes in that section"
        case .invalidSectionCount: "invalid number of sections"
        case .invalidItemCount: "invalid number of rows/items"
        case .inconsistentCounts: "counts inconsistent with the updates"
        case .reconfigureOfMissingItemStrict: "reconfigure of a row/item that does not exist"
        }
    }

    /// Whether only a strict validator checks this rule (UIKit itself accepts such batches).
    public var isStrictOnly: Bool {
        switch self {
        case .moveWouldFallBackToReloadDataStrict, .sectionMoveWithItemChangesStrict, .reconfigureOfMissingItemStrict:
            true
        default:
            false
        }
    }
}
