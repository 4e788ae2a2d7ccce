/// What a content row's cell reports about the user's changes to it, as its ``ViewEventEmitting/ViewEvent``.
///
/// A host's content cell emits it like any event-emitting cell (``ViewEventEmitting/emit(event:)``), so it reaches
/// the binder that dequeued the cell with the row where the cell is now.
public enum RowContentEvent: Hashable, Sendable {
    /// The user flipped the row's toggle accessory; `isOn` is its new state, which the cell already shows.
    case toggled(isOn: Bool)
    /// The user tapped the row's detail button accessory.
    case detailButtonTapped
}
