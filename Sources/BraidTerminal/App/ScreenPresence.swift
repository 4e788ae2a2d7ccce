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

    /// The time on the view's clock of the last frame that drew it (the earliest time that frame shows), by the
    /// app or by anyone else.
    private var drawnAt: Duration?

    /// Where the last frame drew the view, within its buffer (nothing before the first frame): a part of the view
    /// outside it was never seen, so no picture of it (a deleted row's ghost) need be kept.
    private(set) var drawnArea = TerminalRect(x: 0, y: 0, width: 0, height: 0)

    /// Notes that the frame being drawn now drew the view in `area`, showing it as it is at `time` on the view's
    /// clock.
    mutating func noteDrawn(at time: Duration, in area: TerminalRect) {
        drawnInFrame = Self.latestFrame
        drawnAt = time
        drawnArea = area
    }

    /// Whether an animation ending at `end` (nil: none) still has a frame to show: the last frame drawn came before
    /// its end, or none was drawn and `now` is before it.
    ///
    /// Judged by the frame, not by the time of asking: the app asks right after drawing, and on a busy machine the
    /// clock can pass the end in between. Judged by `now`, the frame that showed the animation's middle would be
    /// the last one — the screen would keep it, and the animation's completions (which let a binder apply its
    /// next stage) would not run until some input brought another frame.
    func hasFramesToShow(until end: Duration?, now: Duration) -> Bool {
        guard let end else { return false }
        return (drawnAt ?? now) < end
    }

    /// Whether the latest frame drew the view, or no app runs.
    var isOnScreen: Bool {
        guard let latest = Self.latestFrame else { return true }
        return drawnInFrame == latest
    }
}
