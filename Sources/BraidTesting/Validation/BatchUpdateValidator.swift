/// An independent implementation of UIKit's batch-update rules for `UITableView` and `UICollectionView`.
///
/// Given the row counts per section before a batch, the batch, and the row counts the data source reports
/// after it, the validator either accepts the batch — and says where every section and row after the update
/// comes from — or rejects it, naming the broken rule with UIKit's own message (`UIKIT_RULES.md`). The checks
/// run in the order UIKit runs them for the chosen kind of view, so the first failing check wins, as in UIKit.
///
/// ```swift
/// let validator = BatchUpdateValidator(kind: .table)
/// var batch = BatchUpdate()
/// batch.itemMoves = [Move(from: ItemPath(row: 0, section: 0), to: ItemPath(row: 2, section: 0))]
/// switch validator.validate(before: [3], batch: batch, after: [3]) {
/// case .success(let outcome):
///     outcome.apply(to: [["A", "B", "C"]], dataSource: [["B", "C", "A"]]) // [["B", "C", "A"]]
/// case .failure(let violation):
///     print(violation.rule, violation.message)
/// }
/// ```
///
/// Strict mode (the default) additionally rejects batches that UIKit accepts but mishandles silently: a move
/// that makes a table view fall back to `reloadData()` (R13), a section move combined with row changes in that
/// section (R16) and a reconfigure of a row that does not exist (R21). Lenient mode applies UIKit's rules only.
///
/// - Note: Where UIKit versions differ, the validator follows recent UIKit (iOS 18 tables, iOS 26 collections):
///   reloads of rows without a cell are dropped (R11.1), and collection views report every count mismatch as
///   "Invalid batch updates detected" (R19) while table views report R17/R18.
public struct BatchUpdateValidator: Sendable {
    /// The kind of view whose rules apply; it decides the wording and the few rules that differ.
    public enum ViewKind: Hashable, Sendable {
        /// `UITableView`: "row/rows/table view"; de-duplicates deletes and inserts; falls back to `reloadData()`
        /// for moves out of deleted or into inserted sections.
        case table
        /// `UICollectionView`: "item/items/collection view"; counts duplicate inserts individually; rejects moves
        /// out of deleted or into inserted sections.
        case collection
    }

    /// The kind of view whose rules apply.
    public var kind: ViewKind
    /// Whether batches that UIKit accepts but mishandles are rejected too.
    public var strict: Bool
    /// The view's description for the ` Table view: %@` suffix of count messages; `nil` omits the suffix.
    public var viewDescription: String?

    /// Creates a validator for one kind of view.
    ///
    /// - Parameters:
    ///   - kind: the view whose rules and wording apply.
    ///   - strict: whether to also reject batches UIKit accepts but mishandles (see the type's documentation).
    ///   - viewDescription: what count messages print after ` Table view: ` / ` Collection view: `; `nil` omits it.
    public init(kind: ViewKind, strict: Bool = true, viewDescription: String? = nil) {
        self.kind = kind
        self.strict = strict
        self.viewDescription = viewDescription
    }

    /// Validates one batch and, if UIKit would accept it, tells how the after-state is built from the before-state.
    ///
    /// - Parameters:
    ///   - before: the number of rows in each section that the view holds before the batch (its cached counts).
    ///   - batch: the batch, exactly as the caller would hand it to UIKit (duplicates and conflicts included).
    ///   - after: the number of rows in each section that the data source reports after the batch.
    ///   - hasCell: whether the row at a before-path has a cell (visible or prefetched). Reloads and reconfigures
    ///     of rows without a cell are dropped, as recent UIKit does (R11.1, R21). It is only asked about paths that
    ///     exist before the update; a reload of a path that does not exist is never dropped, so it is reported.
    /// - Returns: the outcome of an accepted batch, or the first rule it breaks.
    /// - Complexity: O(n log n + r) for n operations and r rows before and after the update.
    public func validate(
        before: [Int], batch: BatchUpdate, after: [Int], hasCell: (ItemPath) -> Bool = { _ in true }
    ) -> Result<BatchOutcome, BatchUpdateViolation> {
        precondition(before.allSatisfy { $0 >= 0 }, "row counts before the update cannot be negative: \(before)")
        var run = ValidationRun(validator: self, before: before, batch: batch, after: after)
        do {
            return .success(try run.perform(hasCell: hasCell))
        } catch {
            return .failure(error)
        }
    }
}
