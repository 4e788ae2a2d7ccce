import Testing
@testable import BraidTesting

/// Data written as letters, one array per section.
typealias Letters = [[String]]

/// A row path, section first, as UIKit prints it ("0 - 3" is `p(0, 3)`).
func p(_ section: Int, _ row: Int) -> ItemPath { ItemPath(row: row, section: section) }

/// A row move.
func mv(_ from: ItemPath, _ to: ItemPath) -> Move<ItemPath> { Move(from: from, to: to) }

/// How UIKit prints a row index path in its messages.
func ip(_ section: Int, _ row: Int) -> String { "<NSIndexPath: 0x0> {length = 2, path = \(section) - \(row)}" }

extension BatchUpdateValidator.ViewKind: CustomTestStringConvertible {
    var name: String { self == .table ? "table view" : "collection view" }
    public var testDescription: String { name }
}

/// Both kinds of view, for tests whose rule is the same for tables and collections.
let bothKinds: [BatchUpdateValidator.ViewKind] = [.table, .collection]

/// Validates `batch` and expects UIKit to accept it; replays the outcome on `before` and expects the view to show
/// `shows` (by default, the data source's `after`).
@discardableResult
func expectAccepted(
    _ kind: BatchUpdateValidator.ViewKind, strict: Bool = true,
    before: Letters, _ batch: BatchUpdate, after: Letters, shows expected: Letters? = nil,
    hasCell: (ItemPath) -> Bool = { _ in true },
    _ why: String, sourceLocation: SourceLocation = #_sourceLocation
) -> BatchOutcome? {
    let validator = BatchUpdateValidator(kind: kind, strict: strict)
    let result = validator.validate(before: before.map(\.count), batch: batch, after: after.map(\.count),
                                    hasCell: hasCell)
    switch result {
    case .failure(let violation):
        Issue.record("\(why) — expected a \(kind.name) (strict: \(strict)) to accept \(batch) on \(before) → \(after), but it was rejected: \(violation)",
                     sourceLocation: sourceLocation)
        return nil
    case .success(let outcome):
        let shown = outcome.apply(to: before, dataSource: after)
        #expect(shown == (expected ?? after),
                "\(why) — replaying \(batch) on \(before) in a \(kind.name) should show the expected data",
                sourceLocation: sourceLocation)
        return outcome
    }
}

/// Validates `batch` on row counts and expects it to be rejected for `rule`, with a message containing every
/// string in `message`.
@discardableResult
func expectRejected(
    _ kind: BatchUpdateValidator.ViewKind, strict: Bool = true, viewDescription: String? = nil,
    counts before: [Int], _ batch: BatchUpdate, after: [Int], hasCell: (ItemPath) -> Bool = { _ in true },
    rule: BatchUpdateRule, message parts: [String],
    _ why: String, sourceLocation: SourceLocation = #_sourceLocation
) -> BatchUpdateViolation? {
    let validator = BatchUpdateValidator(kind: kind, strict: strict, viewDescription: viewDescription)
    switch validator.validate(before: before, batch: batch, after: after, hasCell: hasCell) {
    case .success(let outcome):
        Issue.record("\(why) — expected a \(kind.name) (strict: \(strict)) to reject \(batch) on counts \(before) → \(after) for \(rule.rawValue), but it was accepted: \(outcome)",
                     sourceLocation: sourceLocation)
        return nil
    case .failure(let violation):
        #expect(violation.rule == rule,
                "\(why) — a \(kind.name) should reject \(batch) for \(rule.rawValue) (\(rule.name)), not for: \(violation)",
                sourceLocation: sourceLocation)
        for part in parts {
            #expect(violation.message.contains(part),
                    "\(why) — the \(kind.name)'s message should contain «\(part)» but is «\(violation.message)»",
                    sourceLocation: sourceLocation)
        }
        return violation
    }
}

/// ``expectRejected(_:strict:viewDescription:counts:_:after:hasCell:rule:message:_:sourceLocation:)`` with the
/// counts taken from data written as letters.
@discardableResult
func expectRejected(
    _ kind: BatchUpdateValidator.ViewKind, strict: Bool = true, viewDescription: String? = nil,
    before: Letters, _ batch: BatchUpdate, after: Letters, hasCell: (ItemPath) -> Bool = { _ in true },
    rule: BatchUpdateRule, message parts: [String],
    _ why: String, sourceLocation: SourceLocation = #_sourceLocation
) -> BatchUpdateViolation? {
    expectRejected(kind, strict: strict, viewDescription: viewDescription, counts: before.map(\.count), batch,
                   after: after.map(\.count), hasCell: hasCell, rule: rule, message: parts, why,
                   sourceLocation: sourceLocation)
}
