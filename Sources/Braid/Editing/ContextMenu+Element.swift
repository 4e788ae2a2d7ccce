extension ContextMenu {
    /// One entry of a ``ContextMenu``: an action, or a nested menu that opens as a submenu.
    @MainActor
    public enum Element {
        /// An action: UIKit's `UIAction`.
        case action(ContextMenuAction)
        /// A submenu: UIKit's child `UIMenu`.
        case menu(ContextMenu)

        /// The action's or submenu's title.
        public var title: String {
            switch self {
            case .action(let action): action.title
            case .menu(let menu): menu.title
            }
        }
    }
}
