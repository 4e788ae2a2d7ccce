/// How a row or section appears, disappears or refreshes in a batch update — UIKit's row animations.
///
/// Hosts interpret them in their own medium: the terminal host highlights inserted rows and dims deleted ones;
/// the headless host records them for assertions. `.none` applies the change at once.
public enum RowAnimation: Hashable, Sendable, CaseIterable {
    /// The animation the view chooses.
    case automatic
    /// Fades in or out.
    case fade
    /// Slides in from, or out to, the right.
    case right
    /// Slides in from, or out to, the left.
    case left
    /// Slides in from, or out to, the top.
    case top
    /// Slides in from, or out to, the bottom.
    case bottom
    /// Keeps the row centred in its space while it appears or disappears.
    case middle
    /// No animation: the change shows at once.
    case none
}
