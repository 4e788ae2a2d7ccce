/// One version of a ``RecordingList``, as a binding reads it: its elements (sharing the list's chunks), and the
/// edits that lead to it from the version the list was read at before, when they are all known.
struct _RecordedVersion<Element> {
    /// The edits from version `from` to this one, in order.
    struct Edits {
        let from: Int
        let edits: [_RecordedEdit]
    }

    let elements: _Chunks<Element>
    let list: _RecordingIdentity
    let version: Int
    let edits: Edits?
}
