/// Something a headless host was asked to do that UIKit would reject, crash on, or silently get wrong.
///
/// The host never applies such a request halfway: it reports the error through its failure handler (inside a
/// Swift Testing test, an issue that fails the test with ``message``), records it in its `errors`, and leaves
/// its state as it was. A rejected batch update carries the ``violation`` that names UIKit's rule.
///
/// ```swift
/// let error = table.expectError {
///     table.performBatchUpdates(BatchUpdate(itemInserts: [ItemPath(row: 3, section: 0)]),
///                               animations: .all(.automatic), updateData: {}, completion: nil)
/// }
/// #expect(error?.rule == .itemInsertOutOfRange)
/// ```
public struct HeadlessHostError: Error, Hashable, Sendable {
    /// The kinds of mistake a headless host reports.
    public enum Kind: Hashable, Sendable {
        /// A batch update broke one of UIKit's rules; ``HeadlessHostError/violation`` says which.
        case invalidBatchUpdate
        /// A row, item or section that does not exist (a tap, a scroll, a dequeue).
        case indexPathOutOfRange
        /// A dequeue under an identifier that nothing was registered for.
        case unregisteredReuseIdentifier
        /// A registered type, or an object the data source returned, that is not of the host's view class.
        case wrongViewClass
        /// A dequeue outside the data-source call that asks for the cell, for another index path, or twice
        /// in one call.
        case invalidDequeue
        /// The data source returned a cell or view that it did not dequeue for this request — another
        /// identifier's, another row's, or one it made itself.
        case viewNotDequeued
        /// While reconfiguring, the data source returned another cell than the one being reconfigured.
        case reconfiguredCellReplaced
        /// A batch update or reload started while the host was busy: inside another batch's `updateData` or
        /// completion, or inside a data-source call.
        case reentrantUpdate
        /// The data source answered something impossible, such as a negative count.
        case invalidDataSourceAnswer
        /// A tap or a cell event for a row or item that has no visible cell.
        case noVisibleCell
        /// A parameter that makes no sense, such as a negative viewport size.
        case invalidArgument
        /// `expectError(sourceLocation:_:)` (or the collection view's) saw no error.
        case expectedErrorMissing
    }

    /// What kind of mistake it was.
    public var kind: Kind
    /// What was wrong, in words a stranger understands; UIKit's own message where UIKit has one.
    public var message: String
    /// The rule and UIKit's message, when a batch update was rejected.
    public var violation: BatchUpdateViolation?

    /// Creates an error of `kind` with `message`.
    public init(kind: Kind, message: String, violation: BatchUpdateViolation? = nil) {
        self.kind = kind
        self.message = message
        self.violation = violation
    }

    /// The rule a rejected batch update broke, or nil for other kinds of error.
    public var rule: BatchUpdateRule? { violation?.rule }
}

extension HeadlessHostError: CustomStringConvertible {
    /// The ``message``.
    public var description: String { message }
}

extension HeadlessHostError {
    /// The error of a batch update that `viewName` (a table when `isTable`) rejected: the rule it breaks, the batch,
    /// and the counts per section before it and after it, as the data source reports them.
    static func rejectedBatch(
        _ batch: BatchUpdate, violation: BatchUpdateViolation, before: [Int], after: [Int], by viewName: String,
        isTable: Bool, strict: Bool
    ) -> HeadlessHostError {
        let counted = isTable ? "Rows" : "Items"
        return HeadlessHostError(kind: .invalidBatchUpdate, message: """
            \(viewName) rejected a batch update\(strict ? " (strict mode)" : "") — \(violation)
            Batch: \(batch)
            \(counted) per section before: \(before); after, as the data source reports: \(after).
            """, violation: violation)
    }
}
