/// A cell or header/footer view type with a reuse identifier, under which hosts register and dequeue it.
///
/// The default identifier is the type's name, so conforming usually takes no code:
///
/// ```swift
/// final class AccountCell: TerminalTableViewCell, ReuseIdentifiable {}
/// AccountCell.reuseIdentifier // "AccountCell"
/// ```
public protocol ReuseIdentifiable: AnyObject {
    /// The identifier hosts register and dequeue this type under.
    static var reuseIdentifier: String { get }
}

extension ReuseIdentifiable {
    public static var reuseIdentifier: String { String(describing: self) }
}
