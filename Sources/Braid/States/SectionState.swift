/// A state a section shows as a row: its data loading, having none, or failing to load.
///
/// A state row follows the section's rows, or is its only row when it has none. It comes and goes in the same
/// validated, animated batches as the rows: a section that was loading and gets its rows deletes the loading row and
/// inserts them. See ``SectionStates`` for the states a source drives, and `setState(_:of:action:)` for setting one by
/// hand.
public enum SectionState: Hashable, Sendable {
    /// The section's data is on its way: a first page, or the next.
    case loading(StateContent)
    /// The section has no rows.
    case empty(StateContent)
    /// Loading the section's data failed.
    case error(StateContent)

    /// How a host's content cell shows the state (``CellViewHost/contentCellType``): its text, its secondary text
    /// beside it, its action's title as a trailing label, and an image for its kind — `…` loading, `∅` empty, `!` error.
    public var rowContent: RowContent {
        let image: ContentImage =
            switch self {
            case .loading: .system("hourglass", glyph: "…")
            case .empty: .system("tray", glyph: "∅")
            case .error: .system("exclamationmark.triangle", glyph: "!")
            }
        return RowContent(
            text: content.text, secondaryText: content.secondaryText ?? "", image: image,
            accessories: content.actionTitle.map { [.label($0)] } ?? [])
    }

    /// What the row shows.
    public var content: StateContent {
        switch self {
        case .loading(let content), .empty(let content), .error(let content): content
        }
    }
}
