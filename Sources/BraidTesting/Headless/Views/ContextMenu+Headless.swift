import Braid
import Testing

extension Optional where Wrapped == ContextMenu {
    /// Runs the action at `titles` in this menu, as a user picking it does; reports (through `fail`) a missing
    /// menu, a title path that names no action (with the titles the menu has), and a disabled action.
    @MainActor
    func perform(
        _ titles: [String], at place: String,
        failing fail: (HeadlessHostError.Kind, String, SourceLocation) -> Void, sourceLocation: SourceLocation
    ) -> Bool {
        guard let menu = self else {
            fail(.invalidArgument, "performContextMenuAction(\(titles)): \(place) has no context menu.", sourceLocation)
            return false
        }
        guard let action = menu.action(at: titles) else {
            fail(.invalidArgument, "performContextMenuAction(\(titles)): the context menu of \(place) has no action there; it has \(menu.outline).", sourceLocation)
            return false
        }
        guard !action.isDisabled else {
            fail(.invalidArgument, "performContextMenuAction(\(titles)): that action of \(place) is disabled; a user cannot pick it.", sourceLocation)
            return false
        }
        action.handler()
        return true
    }
}

extension ContextMenu {
    /// The menu's titles for a message: `[Favourite, Share ▸ [Mail, Messages], Delete]`.
    var outline: String {
        "[" + children.map { child in
            switch child {
            case .action(let action): action.title
            case .menu(let menu): "\(menu.title) ▸ \(menu.outline)"
            }
        }.joined(separator: ", ") + "]"
    }
}
