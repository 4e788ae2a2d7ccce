/// Why a ``BatchUpdateValidator`` rejected a batch: the rule it breaks and the message UIKit would raise.
///
/// The message is UIKit's own text for the rule (recent wording, index paths printed like `NSIndexPath` with a
/// constant fake address), so it can be searched for in crash reports; strict-mode and undefined-behaviour
/// rules, which UIKit has no message for, explain themselves.
///
/// ```swift
/// if case .failure(let violation) = validator.validate(before: [3], batch: batch, after: [3]) {
///     print(violation) // R18 (invalid number of rows/items): Invalid update: invalid number of rows in section 0. …
/// }
/// ```
public struct BatchUpdateViolation: Error, Hashable, Sendable {
    /// The rule the batch breaks.
    public var rule: BatchUpdateRule
    /// UIKit's message for it (or, for rules UIKit does not raise, an explanation in the same style).
    public var message: String

    /// Creates a violation of `rule` with `message`.
    public init(rule: BatchUpdateRule, message: String) {
        self.rule = rule
        self.message = message
    }
}

extension BatchUpdateViolation: CustomStringConvertible {
    /// `"R4 (row/item delete out of range): attempt to delete row 3 …"`.
    public var description: String { "\(rule.rawValue) (\(rule.name)): \(message)" }
}
