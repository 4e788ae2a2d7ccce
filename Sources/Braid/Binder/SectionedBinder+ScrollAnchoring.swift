/// Scroll anchoring: an update that changes rows above the ones the user reads does not move what they read.
extension SectionedBinder {
    /// Whether an update that inserts, deletes or resizes rows above the first visible row keeps that row where it is
    /// on screen: the view's content offset moves by the height that changed above it (`true`, the default).
    ///
    /// Without it the content offset stays, as UIKit's does, and rows inserted above the viewport push the visible
    /// rows down — a chat's older messages, a feed's new stories. A view scrolled to its very top is not anchored:
    /// it shows the rows an update puts at the top. UIKit views and the headless views follow this setting. On the
    /// terminal's views it has no effect: their viewport is a row (the one at their top), not a content offset, so
    /// there is no offset for rows inserted above to push — they keep that row through every update, as if on.
    ///
    /// ```swift
    /// binder.keepsVisibleRowsInPlace = false   // new rows above push the visible ones down, as in plain UIKit
    /// ```
    public var keepsVisibleRowsInPlace: Bool {
        get { settings.keepsVisibleRowsInPlace }
        set {
            settings.keepsVisibleRowsInPlace = newValue
            cellHost.setKeepsVisibleRowsInPlace(newValue)
        }
    }
}
