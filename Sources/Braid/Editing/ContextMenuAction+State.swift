extension ContextMenuAction {
    /// Whether a ``ContextMenuAction`` shows as on (a check mark) or off: UIKit's `UIMenuElement.State`, without
    /// its mixed state.
    public enum State: Hashable, Sendable {
        /// Not checked.
        case off
        /// Checked: the host shows a check mark.
        case on
    }
}
