import Foundation

/// Editing, mapped onto UIKit: the table's and collection view's editing questions answered from the host data
/// source, swipe actions as `UIContextualAction`s, editing mode as the views' `isEditing`.
extension SwipeAction {
    /// UIKit's action for it: same title and style; the handler gets UIKit's completion. The ``hint`` is not
    /// mapped: it names no UIKit colour without the app's say.
    var uiKit: UIContextualAction {
        let handler = self.handler
        return UIContextualAction(style: style == .destructive ? .destructive : .normal, title: title) { _, _, done in
            handler(done)
        }
    }
}

extension Array where Element == SwipeAction {
    /// A swipe-actions configuration of these actions.
    @MainActor var uiKit: UISwipeActionsConfiguration { UISwipeActionsConfiguration(actions: map { $0.uiKit }) }
}

extension RowEditingStyle {
    /// UIKit's editing style.
    var uiKit: UITableViewCell.EditingStyle {
        switch self {
        case .none: .none
        case .delete: .delete
        case .insert: .insert
        }
    }

    init(_ style: UITableViewCell.EditingStyle) {
        switch style {
        case .delete: self = .delete
        case .insert: self = .insert
        default: self = .none
        }
    }
}

extension UIKitTableViewProxy {
    // MARK: Editing

    func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool {
        ask { $0.tableHost($1, canEditRowAt: ItemPath(indexPath)) } ?? false
    }

    func tableView(_ tableView: UITableView, editingStyleForRowAt indexPath: IndexPath) -> UITableViewCell.EditingStyle {
        ask { $0.tableHost($1, editingStyleForRowAt: ItemPath(indexPath)) }?.uiKit ?? .none
    }

    func tableView(_ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle, forRowAt indexPath: IndexPath) {
        ask { $0.tableHost($1, commit: RowEditingStyle(editingStyle), forRowAt: ItemPath(indexPath)) }
    }

    func tableView(
        _ tableView: UITableView, leadingSwipeActionsConfigurationForRowAt indexPath: IndexPath
    ) -> UISwipeActionsConfiguration? {
        (ask { $0.tableHost($1, leadingSwipeActionsForRowAt: ItemPath(indexPath)) } ?? nil)?.uiKit
            ?? (tableViewDelegate?.tableView(_:leadingSwipeActionsConfigurationForRowAt:))?(tableView, indexPath) ?? nil
    }

    /// The chain's trailing actions, else the app delegate's; nil (UIKit's Delete for a deletable row) where neither
    /// has any.
    func tableView(
        _ tableView: UITableView, trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath
    ) -> UISwipeActionsConfiguration? {
        (ask { $0.tableHost($1, trailingSwipeActionsForRowAt: ItemPath(indexPath)) } ?? nil)?.uiKit
            ?? (tableViewDelegate?.tableView(_:trailingSwipeActionsConfigurationForRowAt:))?(tableView, indexPath) ?? nil
    }

    func tableView(_ tableView: UITableView, canMoveRowAt indexPath: IndexPath) -> Bool {
        ask { $0.tableHost($1, canMoveRowAt: ItemPath(indexPath)) } ?? false
    }

    func tableView(
        _ tableView: UITableView, targetIndexPathForMoveFromRowAt sourceIndexPath: IndexPath,
        toProposedIndexPath proposedDestinationIndexPath: IndexPath
    ) -> IndexPath {
        ask {
            $0.tableHost($1, targetIndexPathForMoveFromRowAt: ItemPath(sourceIndexPath), toProposedIndexPath: ItemPath(proposedDestinationIndexPath))
        }.map(IndexPath.init) ?? proposedDestinationIndexPath
    }

    func tableView(_ tableView: UITableView, moveRowAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath) {
        ask { $0.tableHost($1, moveRowAt: ItemPath(sourceIndexPath), to: ItemPath(destinationIndexPath)) }
    }
}

extension UIKitCollectionViewProxy {
    // MARK: Editing (moving; swipe actions are a list layout's, see the binder's providers)

    func collectionView(_ collectionView: UICollectionView, canMoveItemAt indexPath: IndexPath) -> Bool {
        ask { $0.collectionHost($1, canMoveItemAt: ItemPath(indexPath)) } ?? false
    }

    /// Where a dragged item may go — asked before iOS 15.
    func collectionView(
        _ collectionView: UICollectionView, targetIndexPathForMoveFromItemAt originalIndexPath: IndexPath,
        toProposedIndexPath proposedIndexPath: IndexPath
    ) -> IndexPath {
        moveTarget(from: originalIndexPath, proposed: proposedIndexPath)
    }

    /// Where a dragged item may go — iOS 15's replacement, which UIKit asks instead of the one above. The binder
    /// answers from where the item started; `currentIndexPath` (where the drag shows it now) does not change that.
    @available(iOS 15.0, *)
    func collectionView(
        _ collectionView: UICollectionView,
        targetIndexPathForMoveOfItemFromOriginalIndexPath originalIndexPath: IndexPath,
        atCurrentIndexPath currentIndexPath: IndexPath, toProposedIndexPath proposedIndexPath: IndexPath
    ) -> IndexPath {
        moveTarget(from: originalIndexPath, proposed: proposedIndexPath)
    }

    private func moveTarget(from originalIndexPath: IndexPath, proposed proposedIndexPath: IndexPath) -> IndexPath {
        ask {
            $0.collectionHost($1, targetIndexPathForMoveFromItemAt: ItemPath(originalIndexPath), toProposedIndexPath: ItemPath(proposedIndexPath))
        }.map(IndexPath.init) ?? proposedIndexPath
    }

    func collectionView(_ collectionView: UICollectionView, moveItemAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath) {
        ask { $0.collectionHost($1, moveItemAt: ItemPath(sourceIndexPath), to: ItemPath(destinationIndexPath)) }
    }

    /// The swipe actions of the item at `indexPath` on one edge, as a configuration.
    func swipeActions(leading: Bool, at indexPath: IndexPath) -> UISwipeActionsConfiguration? {
        let actions = ask {
            leading
                ? $0.collectionHost($1, leadingSwipeActionsForItemAt: ItemPath(indexPath))
                : $0.collectionHost($1, trailingSwipeActionsForItemAt: ItemPath(indexPath))
        } ?? nil
        return actions?.uiKit
    }
}

extension SectionedBinder where Kind == CollectionViewKind {
    /// The chains' leading swipe actions for a list layout: set it as a `UICollectionLayoutListConfiguration`'s
    /// `leadingSwipeActionsConfigurationProvider` (iOS 14) — collection views show swipe actions only in list
    /// layouts, configured there.
    ///
    /// ```swift
    /// var list = UICollectionLayoutListConfiguration(appearance: .plain)
    /// list.trailingSwipeActionsConfigurationProvider = binder.trailingSwipeActionsConfigurationProvider
    /// ```
    public var leadingSwipeActionsConfigurationProvider: (IndexPath) -> UISwipeActionsConfiguration? {
        { [weak proxy = uiKitCollection?.proxy] in proxy?.swipeActions(leading: true, at: $0) }
    }

    /// The chains' trailing swipe actions for a list layout (a destructive Delete where a chain binds `onDelete`
    /// and no trailing actions); see ``leadingSwipeActionsConfigurationProvider``.
    public var trailingSwipeActionsConfigurationProvider: (IndexPath) -> UISwipeActionsConfiguration? {
        { [weak proxy = uiKitCollection?.proxy] in proxy?.swipeActions(leading: false, at: $0) }
    }
}

extension UIKitTableView {
    var isEditing: Bool { tableView.isEditing }

    func setEditing(_ editing: Bool, animated: Bool) { tableView.setEditing(editing, animated: animated) }
}

extension UIKitCollectionView {
    var isEditing: Bool {
        if #available(iOS 14.0, *) { return collectionView.isEditing }
        return false
    }

    /// UICollectionView has no animated form: its `isEditing` (iOS 14).
    func setEditing(_ editing: Bool, animated: Bool) {
        if #available(iOS 14.0, *) { collectionView.isEditing = editing }
    }
}
