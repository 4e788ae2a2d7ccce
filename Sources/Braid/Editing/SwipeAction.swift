/// A button revealed by swiping a row — UIKit's `UIContextualAction`, host-neutral.
///
/// Return them from a chain's `leadingSwipeActions` or `trailingSwipeActions`; the handler captures the row
/// and model it was made for and calls `completion` once the action is done (`true`: it was performed).
/// The data may change while the actions are shown, so a handler should act on the model it captured rather
/// than on the row number.
///
/// ```swift
/// binder.onSection(.artists)
///     .bind(cellType: ArtistCell.self, models: { artists })
///     .trailingSwipeActions { row, artist in
///         [SwipeAction(title: "Favourite", hint: "yellow") { done in favourites.toggle(artist); done(true) }]
///     }
/// ```
@MainActor
public struct SwipeAction {
    /// How the action looks: UIKit's `UIContextualAction.Style`.
    public enum Style: Hashable, Sendable {
        /// A plain action.
        case normal
        /// An action that deletes or destroys (UIKit shows it in red).
        case destructive
    }

    /// The button's title. Required: an action without one (or with only spaces) is not shown, with a warning.
    public var title: String
    /// Its style.
    public var style: Style
    /// A colour or symbol name the host may use for the button (UIKit: the background colour or image a host
    /// adapter maps it to; the terminal: a colour name such as "yellow"); hosts that cannot show it ignore it.
    public var hint: String?
    /// Performs the action and calls `completion` with whether it was performed.
    public var handler: (_ completion: @escaping (Bool) -> Void) -> Void

    /// Creates an action.
    public init(
        title: String, style: Style = .normal, hint: String? = nil,
        handler: @escaping (_ completion: @escaping (Bool) -> Void) -> Void
    ) {
        self.title = title
        self.style = style
        self.hint = hint
        self.handler = handler
    }
}

