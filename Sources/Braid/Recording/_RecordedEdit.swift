/// One edit of a ``RecordingList``, by position in the list as it was just before the edit.
enum _RecordedEdit: Sendable, Equatable {
    /// An element inserted at this index.
    case insert(Int)
    /// The element at this index removed.
    case remove(Int)
    /// The element at `from` taken out and put back at `to` (its index afterwards).
    case move(from: Int, to: Int)
    /// The element at this index replaced by another: an update of that row.
    case replace(Int)
}
