/// UIKit's batch-update messages (`UIKIT_RULES.md` R3–R19, recent D1/D2 wording), worded for one kind of view.
///
/// Tables say "row/rows/table view", collections "item/items/collection view". Only the count messages carry
/// the ` Table view: %@` suffix, and only when the caller described the view.
struct ViolationMessages {
    let kind: BatchUpdateValidator.ViewKind
    let viewDescription: String?

    private var row: String { kind == .table ? "row" : "item" }
    private var rows: String { kind == .table ? "rows" : "items" }
    private var view: String { kind == .table ? "table view" : "collection view" }
    private var viewSuffix: String {
        guard let viewDescription else { return "" }
        return kind == .table ? " Table view: \(viewDescription)" : " Collection view: \(viewDescription)"
    }

    private func violation(_ rule: BatchUpdateRule, _ message: String) -> BatchUpdateViolation {
        BatchUpdateViolation(rule: rule, message: message)
    }

    // MARK: Bounds (R3–R7)

    func sectionDeleteOutOfRange(_ section: Int, sectionsBefore: Int) -> BatchUpdateViolation {
        violation(.sectionDeleteOutOfRange,
                  "attempt to delete section \(section), but there are only \(sectionsBefore) sections before the update")
    }

    func itemDeleteOutOfRange(_ path: UpdatePath, before: [Int]) -> BatchUpdateViolation {
        if path.section < 0 || path.section >= before.count {
            return violation(.itemDeleteOutOfRange, "attempt to delete \(row) \(path.item) from section \(path.section), "
                             + "but there are only \(before.count) sections before the update")
        }
        return violation(.itemDeleteOutOfRange, "attempt to delete \(row) \(path.item) from section \(path.section) "
                         + "which only contains \(before[path.section]) \(rows) before the update")
    }

    func sectionInsertOutOfRange(_ section: Int, sectionsAfter: Int) -> BatchUpdateViolation {
        violation(.sectionInsertOutOfRange,
                  "attempt to insert section \(section) but there are only \(sectionsAfter) sections after the update")
    }

    func itemInsertOutOfRange(_ path: UpdatePath, after: [Int]) -> BatchUpdateViolation {
        if path.section < 0 || path.section >= after.count {
            return violation(.itemInsertOutOfRange, "attempt to insert \(row) \(path.item) into section \(path.section), "
                             + "but there are only \(after.count) sections after the update")
        }
        return violation(.itemInsertOutOfRange, "attempt to insert \(row) \(path.item) into section \(path.section), "
                         + "but there are only \(after[path.section]) \(rows) in section \(path.section) after the update")
    }

    func sectionMoveSourceOutOfRange(_ from: Int, sectionsBefore: Int) -> BatchUpdateViolation {
        violation(.moveOutOfRange,
                  "attempt to move section \(from), but there are only \(sectionsBefore) sections before the update")
    }

    func sectionMoveDestinationOutOfRange(_ from: Int, to: Int, sectionsAfter: Int) -> BatchUpdateViolation {
        // "to to" is UIKit's own typo.
        violation(.moveOutOfRange, "attempt to to move section \(from) to section \(to), "
                  + "but there are only \(sectionsAfter) sections after the update")
    }

    func itemMoveSourceOutOfRange(_ from: UpdatePath, before: [Int]) -> BatchUpdateViolation {
        if from.section < 0 || from.section >= before.count {
            return violation(.moveOutOfRange, "attempt to move index path (\(from.uikitDescription)) from a section "
                             + "that does not exist - there are only \(before.count) sections before the update")
        }
        return violation(.moveOutOfRange, "attempt to move index path (\(from.uikitDescription)) that does not exist "
                         + "- there are only \(before[from.section]) \(rows) in section \(from.section) before the update")
    }

    func itemMoveDestinationOutOfRange(_ from: UpdatePath, to: UpdatePath, after: [Int]) -> BatchUpdateViolation {
        let prefix = "attempt to move index path (\(from.uikitDescription)) to index path (\(to.uikitDescription))"
        if to.section < 0 || to.section >= after.count {
            return violation(.moveOutOfRange, prefix + " in section that does not exist - there are only "
                             + "\(after.count) sections after the update")
        }
        return violation(.moveOutOfRange, prefix + " that does not exist - there are only \(after[to.section]) "
                         + "\(rows) in section \(to.section) after the update")
    }

    // MARK: Conflicts (R8–R13)

    func deleteAndMove(from path: UpdatePath) -> BatchUpdateViolation {
        path.isSection
            ? violation(.deleteAndMoveFromSamePlace,
                        "attempt to perform a delete and a move from the same section (\(path.section))")
            : violation(.deleteAndMoveFromSamePlace,
                        "attempt to perform a delete and a move from the same index path (\(path.uikitDescription))")
    }

    func insertAndMove(to path: UpdatePath) -> BatchUpdateViolation {
        path.isSection
            ? violation(.insertAndMoveToSamePlace,
                        "attempt to perform an insert and a move to the same section (\(path.section))")
            : violation(.insertAndMoveToSamePlace,
                        "attempt to perform an insert and a move to the same index path (\(path.uikitDescription))")
    }

    func deleteAndReload(_ path: UpdatePath) -> BatchUpdateViolation {
        violation(.deleteAndReloadSamePlace,
                  "attempt to delete and reload the same index path (\(path.uikitDescription))")
    }

    func moveToTwoDestinations(from: UpdatePath, to first: UpdatePath, and second: UpdatePath) -> BatchUpdateViolation {
        from.isSection
            ? violation(.conflictingMoves, "attempt to move section \(from.section) to both section "
                        + "\(first.section) and section \(second.section)")
            : violation(.conflictingMoves, "attempt to move \(row) at index path \(from.uikitDescription) to both "
                        + "\(first.uikitDescription) and \(second.uikitDescription)")
    }

    func moveFromTwoSources(_ first: UpdatePath, and second: UpdatePath, to: UpdatePath) -> BatchUpdateViolation {
        to.isSection
            ? violation(.conflictingMoves, "attempt to move both section \(first.section) and section "
                        + "\(second.section) to section \(to.section)")
            : violation(.conflictingMoves, "attempt to move both \(row) at index path \(first.uikitDescription) "
                        + "and \(second.uikitDescription) to \(to.uikitDescription)")
    }

    func moveOutOfDeletedSection(_ section: Int) -> BatchUpdateViolation {
        kind == .collection
            ? violation(.moveAcrossDeletedOrInsertedSection, "cannot move an item from a deleted section (\(section))")
            : violation(.moveWouldFallBackToReloadDataStrict,
                        "cannot move a row from a deleted section (\(section))" + tableFallbackExplanation)
    }

    func moveIntoInsertedSection(_ section: Int) -> BatchUpdateViolation {
        kind == .collection
            ? violation(.moveAcrossDeletedOrInsertedSection,
                        "cannot move an item into a newly inserted section (\(section))")
            : violation(.moveWouldFallBackToReloadDataStrict,
                        "cannot move a row into a newly inserted section (\(section))" + tableFallbackExplanation)
    }

    private var tableFallbackExplanation: String {
        " - UITableView would not raise here: it would silently replace the whole batch with reloadData() "
            + "(no animation, row counts never checked). Strict mode does not accept that, because the batch's "
            + "animations and its consistency checks would both be lost; delete and insert the row instead, "
            + "or validate with strict: false to accept the fallback."
    }

    // MARK: Undefined behaviour and strict mode (R15, R16, R21)

    func duplicateDelete(_ path: UpdatePath) -> BatchUpdateViolation {
        let what = path.isSection
            ? "section \(path.section)"
            : "\(row) \(path.item) from section \(path.section)"
        return violation(.duplicateDelete, "attempt to delete \(what) more than once - UICollectionView does not "
                         + "de-duplicate deletes and corrupts its state (a later crash) instead of raising")
    }

    /// - Parameters:
    ///   - change: the row change touching the moved section: "delete at", "reload at", "move from", "insert at"
    ///     or "move to".
    ///   - path: its path: the old index path for deletes, reloads and move sources, the new one for the others.
    func sectionMoveWithItemChange(
        _ move: Move<Int>, change: String, at path: ItemPath, afterUpdate: Bool
    ) -> BatchUpdateViolation {
        violation(.sectionMoveWithItemChangesStrict, "unsafe batch update: section \(move.from) is moved to section "
                  + "\(move.to) in the same batch as a \(row) \(change) index path "
                  + "(\(UpdatePath(path).uikitDescription)) in that section (\(afterUpdate ? "after" : "before")"
                  + "-update index path). UIKit accepts this but mishandles it (reloads decomposed at the wrong "
                  + "index, \"Attempt to create two animations for cell\", collection view heap corruption); strict "
                  + "mode rejects it - move the section and change its \(rows) in separate batches.")
    }

    func reconfigureOfMissingItem(_ path: ItemPath, before: [Int]) -> BatchUpdateViolation {
        let reason = path.section < 0 || path.section >= before.count
            ? "but there are only \(before.count) sections before the update"
            : "which only contains \(before[path.section]) \(rows) before the update"
        return violation(.reconfigureOfMissingItemStrict, "attempt to reconfigure \(row) \(path.item) in section "
                         + "\(path.section), \(reason) - UIKit finds no cell there and silently does nothing; "
                         + "strict mode rejects it")
    }

    // MARK: Counts (R17–R19)

    func invalidSectionCount(after: Int, before: Int, inserted: Int, deleted: Int) -> BatchUpdateViolation {
        violation(.invalidSectionCount, "Invalid update: invalid number of sections. The number of sections "
                  + "contained in the \(view) after the update (\(after)) must be equal to the number of sections "
                  + "contained in the \(view) before the update (\(before)), plus or minus the number of sections "
                  + "inserted or deleted (\(inserted) inserted, \(deleted) deleted)." + viewSuffix)
    }

    func negativeItemCount(inSection section: Int) -> BatchUpdateViolation {
        violation(.invalidItemCount, "Invalid update: invalid number of \(rows) in section \(section). "
                  + "Attempt to delete more \(rows) than exist in section." + viewSuffix)
    }

    func invalidItemCount(
        inSection section: Int, after: Int, before: Int, inserted: Int, deleted: Int, movedIn: Int, movedOut: Int
    ) -> BatchUpdateViolation {
        violation(.invalidItemCount, "Invalid update: invalid number of \(rows) in section \(section). The number "
                  + "of \(rows) contained in an existing section after the update (\(after)) must be equal to the "
                  + "number of \(rows) contained in that section before the update (\(before)), plus or minus the "
                  + "number of \(rows) inserted or deleted from that section (\(inserted) inserted, \(deleted) "
                  + "deleted) and plus or minus the number of \(rows) moved into or out of that section "
                  + "(\(movedIn) moved in, \(movedOut) moved out)." + viewSuffix)
    }

    /// - Parameter updates: the batch as UIKit lists it: deletes descending, then moves, then inserts ascending.
    func inconsistentCounts(before: [Int], after: [Int], updates: [String]) -> BatchUpdateViolation {
        func counts(_ counts: [Int]) -> String {
            "{ \(counts.count) \(counts.count == 1 ? "section" : "sections") with \(row) counts: "
                + "[\(counts.map(String.init).joined(separator: ", "))] }"
        }
        var message = "Invalid batch updates detected: the number of sections and/or \(rows) returned by the data "
            + "source before and/or after performing the batch updates are inconsistent with the updates.\n"
            + "Data source before updates = \(counts(before))\n"
            + "Data source after updates = \(counts(after))\n"
            + "Updates = [\n" + updates.map { "\t\($0)" }.joined(separator: ",\n") + (updates.isEmpty ? "" : "\n") + "]"
        if let viewDescription {
            message += kind == .table ? "\nTable view: \(viewDescription)" : "\nCollection view: \(viewDescription)"
        }
        return violation(.inconsistentCounts, message)
    }

    /// One entry of the R19 `Updates = [...]` list, e.g. `Delete row (0 - 1)` or `Insert section 2`.
    func updateEntry(_ action: String, _ path: UpdatePath) -> String {
        path.isSection ? "\(action) section \(path.section)" : "\(action) \(row) (\(path.section) - \(path.item))"
    }

    /// The R19 entry of a move, e.g. `Move row (0 - 1) to (0 - 3)` or `Move section 1 to 2`.
    func moveEntry(_ from: UpdatePath, _ to: UpdatePath) -> String {
        from.isSection
            ? "Move section \(from.section) to \(to.section)"
            : "Move \(row) (\(from.section) - \(from.item)) to (\(to.section) - \(to.item))"
    }
}
