import Braid
import Testing

/// The whole view's state on the headless views: shown in place of the list, as a background view is on UIKit.
extension HeadlessScrollView {
    public func setViewState(_ state: SectionState?, action: (@MainActor () -> Void)?) {
        viewState = state
        viewStateAction = action
    }

    /// Selects the state shown in place of the list, as a user would: runs its action. A view that shows none, or a
    /// state without an action, fails the test.
    public func tapViewState(sourceLocation: SourceLocation = #_sourceLocation) {
        guard let viewState else {
            Issue.record("tapViewState(): the view shows its list, not a state.", sourceLocation: sourceLocation)
            return
        }
        guard let viewStateAction, viewState.content.actionTitle != nil else {
            Issue.record("tapViewState(): the state \(viewState.rowContent.plainText) has no action.", sourceLocation: sourceLocation)
            return
        }
        viewStateAction()
    }
}
