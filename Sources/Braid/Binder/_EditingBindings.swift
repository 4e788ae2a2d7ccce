/// What the chains declared about editing — one value per section, like dimensions (named, else all-sections, else
/// any-section).
@MainActor
struct _EditingBindings<Section: Hashable> {
    typealias RowPredicate = (Section, Int, _ItemRow) -> Bool
    typealias SwipeActions = (Section, Int, _ItemRow) -> [SwipeAction]

    var canEdit = _Scoped<Section, RowPredicate>()
    var canMove = _Scoped<Section, RowPredicate>()
    var leadingSwipeActions = _Scoped<Section, SwipeActions>()
    var trailingSwipeActions = _Scoped<Section, SwipeActions>()
    var deleted = _Scoped<Section, (Section, Int, _ItemRow) -> Void>()
    var moved = _Scoped<Section, (RowPosition<Section>, RowPosition<Section>, _ItemRow) -> Void>()
    /// Redirects (a position) or refuses (nil) a proposed destination of a move from the first position.
    var moveTargets = _Scoped<Section, (RowPosition<Section>, RowPosition<Section>) -> RowPosition<Section>?>()
    var movesLeaveSection = _Scoped<Section, Bool>()
}
