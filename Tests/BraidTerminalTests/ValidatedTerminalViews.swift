import BraidTesting
import Testing
@testable import BraidTerminal

/// Both terminal views. Each checks only that a batch fits its counts (and reloads, telling ``onInvalidBatch``, when it
/// does not), so every batch a test hands one — a binder's, or one made by hand — goes through UIKit's rules:
/// through the validating host that ``validated(sourceLocation:)`` puts in front of it.
@MainActor protocol CountCheckedView: CellViewHost {
    /// Told when a batch does not fit the counts the view holds, or contradicts itself (the view reloads instead).
    var onInvalidBatch: ((String) -> Void)? { get set }
}

extension TerminalTableView: CountCheckedView {}
extension TerminalCollectionView: CountCheckedView {}

extension CountCheckedView {
    /// This view behind UIKit's rules for its kind: bind a binder to it, or hand it a batch, and a batch UIKit would
    /// refuse fails the test at `sourceLocation` with UIKit's message — as does one the view's own check refuses.
    func validated(sourceLocation: SourceLocation = #_sourceLocation) -> ValidatingHost<Self> {
        onInvalidBatch = { problem in
            Issue.record("the terminal view refused a batch that does not fit its counts or contradicts itself, and reloaded: \(problem)",
                sourceLocation: sourceLocation)
        }
        return ValidatingHost(self, sourceLocation: sourceLocation)
    }
}
