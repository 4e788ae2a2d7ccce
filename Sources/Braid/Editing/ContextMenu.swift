/// A menu a row opens on a long press (UIKit's `UIContextMenuConfiguration` with a `UIMenu`), a right-click or
/// the menu key (the terminal) — host-neutral.
///
/// Return one from a chain's `contextMenu`; nil: the row has no menu. The actions' handlers capture the model the
/// menu was opened for, so they act on that model even if rows moved while the menu was open.
///
/// ```swift
/// binder.onSection(.songs)
///     .bind(cellType: SongCell.self, models: { library.songs })
///     .contextMenu { row, cell, song in
///         ContextMenu(title: song.title, children: [
///             .action(ContextMenuAction(title: "Favourite", symbolName: "star", state: song.isFavourite ? .on : .off) {
///                 library.toggleFavourite(song)
///             }),
///             .menu(ContextMenu(title: "Share", children: [
///                 .action(ContextMenuAction(title: "Mail") { share(song, by: .mail) }),
///                 .action(ContextMenuAction(title: "Messages") { share(song, by: .messages) }),
///             ])),
///             .action(ContextMenuAction(title: "Delete", symbolName: "trash", isDestructive: true) {
///                 library.delete(song)
///             }),
///         ])
///     }
/// ```
///
/// A nested menu (`.menu`) opens as a submenu: UIKit's child `UIMenu`, a second box in the terminal.
@MainActor
public struct ContextMenu {
    /// The menu's title, shown above its children (empty: none).
    public var title: String
    /// The actions and submenus, in order.
    public var children: [Element]

    /// Creates a menu with a title (empty: none) and its actions and submenus.
    public init(title: String = "", children: [Element]) {
        self.title = title
        self.children = children
    }

    /// The action at `titles`: the titles of the submenus to go through, then the action's; nil when one of them
    /// is not there (or names a submenu where an action is wanted, or the reverse).
    public func action(at titles: [String]) -> ContextMenuAction? {
        guard let first = titles.first, let child = children.first(where: { $0.title == first }) else { return nil }
        switch child {
        case .action(let action): return titles.count == 1 ? action : nil
        case .menu(let menu): return titles.count == 1 ? nil : menu.action(at: Array(titles.dropFirst()))
        }
    }
}
