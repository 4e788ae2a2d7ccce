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
        if let dequeuer = _UIKitCellProvider.dequeuer(for: self) { return dequeuer.dequeue(cellType) }
        let identifier = reuseIdentifier(of: cellType)
        guard let cell = dequeueReusableCell(withIdentifier: identifier) as? Cell else {
            fatalError("Braid: '\(cellType)' was not registered to the table view with the reuse identifier '\(identifier)'.")
        }
        return cell
    }

    /// A cell of `cellType` for `indexPath`, dequeued under its reuse identifier with UIKit's
    /// `dequeueReusableCell(withIdentifier:for:)`.
    public func dequeue<Cell: UITableViewCell>(_ cellType: Cell.Type, for indexPath: IndexPath) -> Cell {
        if let dequeuer = _UIKitCellProvider.dequeuer(for: self), dequeuer.path == ItemPath(indexPath) {
            return dequeuer.dequeue(cellType)
        }
        let identifier = reuseIdentifier(of: cellType)
        guard let cell = dequeueReusableCell(withIdentifier: identifier, for: indexPath) as? Cell else {
            fatalError("Braid: the table has no \(Cell.self) registered under \"\(identifier)\".")
        }
        return cell
    }

    /// A header or footer view of `headerFooterType`, dequeued under its reuse identifier.
    ///
    /// - Note: Stops the program with a message if no `headerFooterType` is registered under its identifier:
    ///   call ``register(_:)-(UITableViewHeaderFooterView.Type)`` first. (Binders register and dequeue the
    ///   header and footer types bound with `bind(headerType:…)` themselves.)
    public func dequeue<View: UITableViewHeaderFooterView>(_ headerFooterType: View.Type) -> View {
        let identifier = reuseIdentifier(of: headerFooterType)
        guard let view = dequeueReusableHeaderFooterView(withIdentifier: identifier) as? View else {
            fatalError(
                "Braid: '\(headerFooterType)' was not registered to the table view with the reuse identifier '\(identifier)'.")
        }
        return view
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
        if let dequeuer = _UIKitCellProvider.dequeuer(for: self), dequeuer.path == ItemPath(indexPath) {
            return dequeuer.dequeue(cellType)
        }
        let identifier = reuseIdentifier(of: cellType)
        guard let cell = dequeueReusableCell(withReuseIdentifier: identifier, for: indexPath) as? Cell else {
            fatalError("Braid: the collection view has no \(Cell.self) registered under \"\(identifier)\".")
        }
        return cell
    }
}

/// The reuse identifier binders use for `type`: its ``ReuseIdentifiable`` one, or its type name.
func reuseIdentifier(of type: AnyObject.Type) -> String {
    (type as? any ReuseIdentifiable.Type)?.reuseIdentifier ?? String(describing: type)
}
