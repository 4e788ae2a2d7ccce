/// Whether a terminal view is on the running app's screen: it is when the app's latest frame drew it.
///
/// ``TerminalApp`` numbers its frames; a view notes the number of each frame that draws it. A view that the
/// latest frame did not draw — a screen the app navigated away from, or not shown yet — is not on screen, and a
/// binder shows its updates as reloads (`CellViewHost/isOnScreen`). With no app running (a test that renders
/// frames itself), every view counts as on screen.
@MainActor
struct ScreenPresence {
    /// The number of the frame the running app draws or drew last; nil while no app runs.
    static var latestFrame: Int?

    /// The number of the last app frame that drew the view.
    private var drawnInFrame: Int?

    /// Notes that the frame being drawn now drew the view.
    mutating func noteDrawn() {
        drawnInFrame = Self.latestFrame
    }

    /// Whether the latest frame drew the view, or no app runs.
    var isOnScreen: Bool {
        guard let latest = Self.latestFrame else { return true }
        return drawnInFrame == latest
    }
}
