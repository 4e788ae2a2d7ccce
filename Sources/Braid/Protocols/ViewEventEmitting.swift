/// A cell that emits its own events — a switch toggled, text entered — to handlers on its binding chain.
///
/// Declare the events as a `ViewEvent` type and call ``emit(event:)``; a chain's `onEvent(from:)` receives
/// them with the row (and model) where the cell is *now*, even if rows moved since it was dequeued.
///
/// ```swift
/// final class ToggleCell: TerminalTableViewCell, ViewEventEmitting {
///     enum ViewEvent { case switchToggled(isOn: Bool) }
///     func toggle() { isOn.toggle(); emit(event: .switchToggled(isOn: isOn)) }
/// }
/// ```
public protocol ViewEventEmitting: AnyObject {
    /// The events this view emits.
    associatedtype ViewEvent
}

extension ViewEventEmitting {
    /// Sends `event` to the `onEvent(from:)` handlers of the binder that dequeued this cell.
    ///
    /// Does nothing when no binder displays the cell (for example after it was recycled and not reused).
    @MainActor
    public func emit(event: ViewEvent) {
        _EventRouting.route(event, from: self)
    }
}
