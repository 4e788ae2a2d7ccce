/// What a ``RecordingList`` tells the binders it is bound to.
enum _RecordingEvent {
    /// The list changed: an update is needed.
    case changed
    /// An edit with an index out of range was ignored; the message says which and what range was valid.
    case wrongEdit(String)
}
