/// The states of a binder's sections: what its chains declared (``SectionStates``, by scope) and what the app set by
/// hand (`setState(_:of:action:)`).
@MainActor
final class _StateBook<Section: Hashable> {
    var declared = _Scoped<Section, SectionStates>()
    /// Set by hand: shown whatever the source says, until set back to nil.
    var set: [Section: (state: SectionState, action: (@MainActor () -> Void)?)] = [:]
    /// Counts the hand-set states' changes: a binding reads its sections again when it changes.
    var version = 0
    /// The whole view's state set by hand (`setViewState(_:action:)`), shown in place of the list.
    var viewState: (state: SectionState, action: (@MainActor () -> Void)?)?
    /// Shown in place of the list when no section has a row (`emptyViewState`).
    var emptyViewState: StateContent?
    /// The whole view's state the host shows now.
    var shownViewState: SectionState?
}
