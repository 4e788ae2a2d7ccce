/// Any view that emits events, whatever its `ViewEvent` type: the original library's name, kept for ported
/// code that asks whether a cell emits events (`cell is AnyViewEventEmitting`).
///
/// Conform to ``ViewEventEmitting`` itself; this is its existential.
public typealias AnyViewEventEmitting = any ViewEventEmitting
