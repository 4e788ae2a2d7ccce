import Braid

/// The context menu of a song in the Artists sample, on every host: Favourite (on or off), Share ▸ Mail or Messages,
/// and Delete (destructive). The screen gives what each does to its data; the handlers capture the song.
@MainActor
public struct SongMenu {
    /// Whether the song is a favourite now: the Favourite action's state.
    public var isFavourite: (String) -> Bool
    /// Stars or unstars the song.
    public var toggleFavourite: (String) -> Void
    /// Shares the song the way named ("Mail" or "Messages").
    public var share: (String, String) -> Void
    /// Deletes the song.
    public var delete: (String) -> Void

    /// A menu maker from what each action does.
    public init(
        isFavourite: @escaping (String) -> Bool, toggleFavourite: @escaping (String) -> Void,
        share: @escaping (String, String) -> Void, delete: @escaping (String) -> Void
    ) {
        self.isFavourite = isFavourite
        self.toggleFavourite = toggleFavourite
        self.share = share
        self.delete = delete
    }

    /// The menu for `song`.
    public func menu(for song: String) -> ContextMenu {
        let (toggle, share, delete) = (toggleFavourite, self.share, self.delete)
        let way: (String, String) -> ContextMenu.Element = { title, symbol in
            .action(ContextMenuAction(title: title, symbolName: symbol) { share(song, title) })
        }
        return ContextMenu(title: song, children: [
            .action(ContextMenuAction(title: "Favourite", symbolName: "star", state: isFavourite(song) ? .on : .off) { toggle(song) }),
            .menu(ContextMenu(title: "Share", children: [way("Mail", "envelope"), way("Messages", "message")])),
            .action(ContextMenuAction(title: "Delete", symbolName: "trash", isDestructive: true) { delete(song) }),
        ])
    }
}
