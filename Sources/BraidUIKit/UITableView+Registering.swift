import Foundation

// The original library's registering and dequeuing conveniences (its UITableView+Registering.swift), and the same
// for collection views. A type is registered and dequeued under its reuse identifier: its ``ReuseIdentifiable``
// one, or its type name — the identifier binders use — and registered from its nib when it is ``UINibInitable``.
//
// Inside a binder's cell provider (the forms taking a `UITableView` or `UICollectionView`), `dequeue` goes through
// the binder: it registers the type first when the binder's `automaticallyRegistersCells` is on, and a cell of
// another type is explained as the binder explains it. Elsewhere they are UIKit's dequeue methods, typed.

extension UITableView {
    /// Registers `cellType` under its reuse identifier — from its nib when it is ``UINibInitable``.
    public func register(_ cellType: UITableViewCell.Type) {
        let identifier = reuseIdentifier(of: cellType)
        registerNibOrClass(
            cellType, nib: { register($0, forCellReuseIdentifier: identifier) },
            class: { register($0, forCellReuseIdentifier: identifier) })
    }

    /// Registers `headerFooterType` under its reuse identifier — from its nib when it is ``UINibInitable``.
    public func register(_ headerFooterType: UITableViewHeaderFooterView.Type) {
        let identifier = reuseIdentifier(of: headerFooterType)
        registerNibOrClass(
            headerFooterType, nib: { register($0, forHeaderFooterViewReuseIdentifier: identifier) },
            class: { register($0, forHeaderFooterViewReuseIdentifier: identifier) })
    }

    /// A cell of `cellType`, dequeued under its reuse identifier with UIKit's
    /// `dequeueReusableCell(withIdentifier:)` — the original's `dequeue(_:)`, for cell providers, which are given no
    /// index path.
    ///
    /// - Note: Stops the program with a message if no `cellType` is registered under its identifier (outside a
    ///   binder's cell provider, or with the binder's `automaticallyRegistersCells` off): call ``register(_:)-(UITableViewCell.Type)`` first.
    public func dequeue<Cell: UITableViewCell>(_ cellType: Cell.Type) -> Cell {
        dequeueTyped(cellType, from: self, at: nil) { dequeueReusableCell(withIdentifier: $0) }
    }

    /// A cell of `cellType` for `indexPath`, dequeued under its reuse identifier with UIKit's
    /// `dequeueReusableCell(withIdentifier:for:)`.
    public func dequeue<Cell: UITableViewCell>(_ cellType: Cell.Type, for indexPath: IndexPath) -> Cell {
        dequeueTyped(cellType, from: self, at: indexPath) { dequeueReusableCell(withIdentifier: $0, for: indexPath) }
    }

    /// A header or footer view of `headerFooterType`, dequeued under its reuse identifier.
    ///
    /// - Note: Stops the program with a message if no `headerFooterType` is registered under its identifier:
    ///   call ``register(_:)-(UITableViewHeaderFooterView.Type)`` first. (Binders register and dequeue the
    ///   header and footer types bound with `bind(headerType:…)` themselves.)
    public func dequeue<View: UITableViewHeaderFooterView>(_ headerFooterType: View.Type) -> View {
        dequeueTyped(headerFooterType, from: self, isCell: false) { dequeueReusableHeaderFooterView(withIdentifier: $0) }
    }
}

extension UICollectionView {
    /// Registers `cellType` under its reuse identifier — from its nib when it is ``UINibInitable``.
    public func register(_ cellType: UICollectionViewCell.Type) {
        let identifier = reuseIdentifier(of: cellType)
        registerNibOrClass(
            cellType, nib: { register($0, forCellWithReuseIdentifier: identifier) },
            class: { register($0, forCellWithReuseIdentifier: identifier) })
    }

    /// A cell of `cellType` for `indexPath`, dequeued under its reuse identifier with UIKit's
    /// `dequeueReusableCell(withReuseIdentifier:for:)`.
    ///
    /// - Note: Outside a binder's cell provider, `cellType` must be registered (``register(_:)``); UIKit raises
    ///   an exception for an identifier never registered.
    public func dequeue<Cell: UICollectionViewCell>(_ cellType: Cell.Type, for indexPath: IndexPath) -> Cell {
        dequeueTyped(cellType, from: self, at: indexPath) { dequeueReusableCell(withReuseIdentifier: $0, for: indexPath) }
    }
}

/// A `type` view dequeued from `view` under its reuse identifier — what every `dequeue` convenience does. A cell
/// comes through the binder's dequeuer while one of its cell providers runs for `view` (at `path`, when given), else
/// from `uiKit` (identifier → view); a view of another type, or none, stops the program with a message.
@MainActor
private func dequeueTyped<View: AnyObject>(
    _ type: View.Type, from view: AnyObject, at path: IndexPath? = nil, isCell: Bool = true,
    _ uiKit: (String) -> AnyObject?
) -> View {
    if isCell, let dequeuer = _UIKitCellProvider.dequeuer(for: view), path.map({ dequeuer.path == ItemPath($0) }) ?? true {
        return dequeuer.dequeue(type)
    }
    let identifier = reuseIdentifier(of: type)
    guard let dequeued = uiKit(identifier) as? View else {  // checked cast: UIKit's dequeue; a mismatch stops with a message
        fatalError("""
            Braid: '\(type)' was not registered to the \(Swift.type(of: view)) with the reuse identifier \
            '\(identifier)'; register it first (register(_:)).
            """)
    }
    return dequeued
}

/// The reuse identifier binders use for `type`: its ``ReuseIdentifiable`` one, or its type name.
func reuseIdentifier(of type: AnyObject.Type) -> String {
    (type as? any ReuseIdentifiable.Type)?.reuseIdentifier ?? String(describing: type)
}
