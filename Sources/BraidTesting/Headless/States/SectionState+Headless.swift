import Braid

extension SectionState {
    /// How a headless view's screen shows the state: its kind, its text, its secondary text and its action —
    /// `(loading) Loading…`, `(error) Couldn't load — timed out [Retry]`.
    public var headlessText: String {
        let content = content
        var text = "(\(kindName)) \(content.text)"
        if let secondary = content.secondaryText { text += " — \(secondary)" }
        if let action = content.actionTitle { text += " [\(action)]" }
        return text
    }

    private var kindName: String {
        switch self {
        case .loading: "loading"
        case .empty: "empty"
        case .error: "error"
        }
    }
}
