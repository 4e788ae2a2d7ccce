import Foundation

/// A cell or view that is created from a nib file — the original library's protocol.
///
/// Binders register a cell type that conforms with its nib instead of its class, so UIKit creates it from the nib
/// (and sends it `awakeFromNib()`). Conforming usually takes no code: the nib is named after the type and lives in
/// the type's bundle.
///
/// ```swift
/// final class ToggleCell: UITableViewCell, UINibInitable, ViewEventEmitting { … }  // ToggleCell.xib
/// ```
@MainActor
public protocol UINibInitable: AnyObject {
    /// The nib file's name; by default the type's name.
    static var nibName: String { get }
    /// The position of the type's object among the nib's top-level objects; by default 0.
    static var indexInNib: Int { get }
    /// The bundle that holds the nib; by default the type's own bundle.
    static var bundle: Bundle { get }
}

extension UINibInitable where Self: UIView {
    public static var nibName: String { String(describing: self) }
    public static var indexInNib: Int { 0 }
    public static var bundle: Bundle { Bundle(for: self) }

    /// The type's nib.
    public static var nib: UINib { UINib(nibName: nibName, bundle: bundle) }

    /// A new instance made from the type's nib, with `owner` as the nib's owner.
    public static func createFromNib(owner: Any? = nil) -> Self {
        guard let view = nib.instantiate(withOwner: owner).dropFirst(indexInNib).first as? Self else {  // checked cast: UINib's [Any]
            fatalError("Braid: the nib \"\(nibName)\" has no \(Self.self) at index \(indexInNib).")
        }
        return view
    }
}

/// Registers `type` with `register` — through its nib when it is ``UINibInitable``, else by its class: what every
/// UIKit registration the adapters make does.
@MainActor
func registerNibOrClass(
    _ type: AnyObject.Type, nib register: (UINib) -> Void, class registerClass: (AnyClass) -> Void
) {
    if let nibType = type as? any (UIView & UINibInitable).Type {
        register(UINib(nibName: nibType.nibName, bundle: nibType.bundle))
    } else {
        registerClass(type)
    }
}
