/// What a state row shows: a text, a secondary text, and the title of the action that selecting the row runs (such as
/// "Retry").
///
/// Each host shows it with its content cell (``CellViewHost/contentCellType``; see ``SectionState/rowContent``), or a
/// chain names a cell of the app's (``SectionStates/cellType``).
///
/// ```swift
/// let empty: StateContent = "No messages"
/// let failed = StateContent("Couldn't load", secondaryText: "The server did not answer.", actionTitle: "Retry")
/// ```
public struct StateContent: Hashable, Sendable, ExpressibleByStringLiteral {
    /// The main text.
    public var text: String
    /// A second, smaller line; nil for none.
    public var secondaryText: String?
    /// The title of the row's action; nil for a row without one, which cannot be selected.
    public var actionTitle: String?

    /// A state's content: `text`, with a secondary text and the title of its action.
    public init(_ text: String, secondaryText: String? = nil, actionTitle: String? = nil) {
        self.text = text
        self.secondaryText = secondaryText
        self.actionTitle = actionTitle
    }

    /// A state that shows `value` as its text.
    public init(stringLiteral value: String) {
        self.init(value)
    }
}
