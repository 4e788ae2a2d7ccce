/// An action of a ``ContextMenu`` — UIKit's `UIAction`, host-neutral.
///
/// The handler runs when the user picks the action; it captures the model the menu was opened for (see
/// ``ContextMenu``). A disabled action is shown dimmed and cannot be picked; a destructive one is shown in red;
/// an action whose ``state`` is on shows a check mark.
///
/// ```swift
/// ContextMenuAction(title: "Favourite", symbolName: "star", state: song.isFavourite ? .on : .off) {
///     library.toggleFavourite(song)
/// }
/// ```
@MainActor
public struct ContextMenuAction {
    /// The action's title.
    public var title: String
    /// The name of a symbol the host may show beside the title — on UIKit an SF Symbols name
    /// (`UIImage(systemName:)`); hosts that cannot show symbols ignore it.
    public var symbolName: String?
    /// Whether the action deletes or destroys (UIKit's `.destructive` attribute; red in the terminal).
    public var isDestructive: Bool
    /// Whether the action is shown but cannot be picked (UIKit's `.disabled` attribute; dim in the terminal).
    public var isDisabled: Bool
    /// Whether the action shows as on (a check mark) or off: UIKit's `UIMenuElement.State`.
    public var state: State
    /// Performs the action.
    public var handler: () -> Void

    /// Creates an action.
    public init(
        title: String, symbolName: String? = nil, isDestructive: Bool = false, isDisabled: Bool = false,
        state: State = .off, handler: @escaping () -> Void
    ) {
        self.title = title
        self.symbolName = symbolName
        self.isDestructive = isDestructive
        self.isDisabled = isDisabled
        self.state = state
        self.handler = handler
    }
}
