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

/// Where each event-emitting cell's events go: the binder that last dequeued it.
///
/// A side table keyed by object identity, because a protocol extension cannot add storage to the user's
/// cell class; entries hold the cell weakly and are dropped when their cell is gone.
@MainActor
enum _EventRouting {
    private struct Entry {
        weak var cell: AnyObject?
        var sink: (AnyObject, Any) -> Void
    }
    private static var entries: [ObjectIdentifier: Entry] = [:]

    /// Routes `cell`'s future events to `sink`.
    static func connect(_ cell: AnyObject, to sink: @escaping (AnyObject, Any) -> Void) {
        if entries.count > 64 && entries.count.isMultiple(of: 64) { entries = entries.filter { $0.value.cell != nil } }
        entries[ObjectIdentifier(cell)] = Entry(cell: cell, sink: sink)
    }

    static func route(_ event: Any, from cell: AnyObject) {
        guard let entry = entries[ObjectIdentifier(cell)], entry.cell === cell else { return }
        entry.sink(cell, event)
    }
}
