/// The states of a binder's sections: what its chains declared (``SectionStates``, by scope) and what the app set by
/// hand (`setState(_:of:action:)`).
@MainActor
final class _StateBook<Section: Hashable> {
    var declared = _Scoped<Section, SectionStates>() {
        didSet { isInUse = true }
    }
    /// Set by hand: shown whatever the source says, until set back to nil.
    var set: [Section: (state: SectionState, action: (@MainActor () -> Void)?)] = [:] {
        didSet { isInUse = true }
    }
    /// Whether a state was ever declared or set, for a section or the whole view: without, an update asks nothing
    /// of the book (its members are generic over the section type: each question costs a metadata lookup).
    private(set) var isInUse = false
    /// Counts the hand-set states' changes: a binding reads its sections again when it changes.
    var version = 0
    /// The whole view's state set by hand (`setViewState(_:action:)`), shown in place of the list.
    var viewState: (state: SectionState, action: (@MainActor () -> Void)?)? {
        didSet { isInUse = true }
    }
    /// Shown in place of the list when no section has a row (`emptyViewState`).
    var emptyViewState: StateContent? {
        didSet { isInUse = true }
    }
    /// The whole view's state the host shows now.
    var shownViewState: SectionState?
}
