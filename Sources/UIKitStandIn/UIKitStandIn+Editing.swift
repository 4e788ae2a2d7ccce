import Braid
import BraidTesting
import Foundation
import Testing

/// A user's edits on the stand-in's views, as UIKit lets a user make them — through the data source's and
/// delegate's editing methods, checked by the headless engine's editing verbs (not UIKit API: test support).
extension UITableView {
    /// What the engine asks, answered with this table's data-source and delegate calls.
    package var standInEditingQuestions: HeadlessEngine<UITableView>.EditingQuestions {
        let delegate = { [unowned self] in self.delegate as? any UITableViewDelegate }
        return .init(
            canEdit: { [unowned self] in dataSource?.tableView(self, canEditRowAt: IndexPath($0)) ?? false },
            editingStyle: { [unowned self] in
                switch delegate()?.tableView(self, editingStyleForRowAt: IndexPath($0)) ?? .delete {
                case .delete: .delete
                case .insert: .insert
                case .none: .none
                }
            },
            commitDelete: { [unowned self] in dataSource?.tableView(self, commit: .delete, forRowAt: IndexPath($0)) },
            leadingActions: { [unowned self] in
                delegate()?.tableView(self, leadingSwipeActionsConfigurationForRowAt: IndexPath($0)).map(Self.standInActions)
            },
            trailingActions: { [unowned self] in
                delegate()?.tableView(self, trailingSwipeActionsConfigurationForRowAt: IndexPath($0)).map(Self.standInActions)
            },
            canMove: { [unowned self] in dataSource?.tableView(self, canMoveRowAt: IndexPath($0)) ?? false },
            target: { [unowned self] source, proposed in
                ItemPath(delegate()?.tableView(
                    self, targetIndexPathForMoveFromRowAt: IndexPath(source), toProposedIndexPath: IndexPath(proposed))
                    ?? IndexPath(proposed))
            },
            move: { [unowned self] in dataSource?.tableView(self, moveRowAt: IndexPath($0), to: IndexPath($1)) },
            movingNeedsEditingMode: true)
    }

    /// A configuration's actions as the engine's swipe actions, each calling UIKit's handler.
    static func standInActions(_ configuration: UISwipeActionsConfiguration) -> [SwipeAction] {
        configuration.actions.map { action in
            SwipeAction(title: action.title ?? "", style: action.style == .destructive ? .destructive : .normal) { done in
                action.handler(action, UIView(), done)
            }
        }
    }

    /// The titles a swipe from `edge` reveals on the visible row.
    package func standInSwipe(_ path: IndexPath, edge: HeadlessSwipeEdge = .trailing, location: SourceLocation = #_sourceLocation) -> [String] {
        engine.swipe(ItemPath(path), edge: edge, standInEditingQuestions, location: location).map(\.title)
    }

    /// Swipes the row and taps the action titled `title`.
    @discardableResult
    package func standInPerformSwipeAction(
        titled title: String, at path: IndexPath, edge: HeadlessSwipeEdge = .trailing, location: SourceLocation = #_sourceLocation
    ) -> Bool? {
        engine.performSwipeAction(titled: title, at: ItemPath(path), edge: edge, standInEditingQuestions, location: location)
    }

    /// Deletes the row as a user does (its delete control, or the Delete a swipe reveals).
    package func standInDelete(_ path: IndexPath, location: SourceLocation = #_sourceLocation) {
        engine.delete(ItemPath(path), standInEditingQuestions, location: location)
    }

    /// Drags the row at `source` over `proposed` in editing mode; returns where it landed.
    @discardableResult
    package func standInMove(from source: IndexPath, to proposed: IndexPath, location: SourceLocation = #_sourceLocation) -> IndexPath? {
        engine.move(from: ItemPath(source), to: ItemPath(proposed), standInEditingQuestions, location: location).map(IndexPath.init)
    }
}

extension UICollectionView {
    /// What the engine asks about moving an item, answered with this collection view's data-source and delegate
    /// calls. The target is asked as iOS 15's UIKit asks it, with the replacement method (whose default asks the
    /// deprecated one); the item is still where it started when it is asked.
    var standInMoveQuestions: HeadlessEngine<UICollectionView>.EditingQuestions {
        let delegate = { [unowned self] in self.delegate as? any UICollectionViewDelegate }
        return .init(
            canEdit: { _ in false }, editingStyle: { _ in .none }, commitDelete: { _ in },
            leadingActions: { _ in nil }, trailingActions: { _ in nil },
            canMove: { [unowned self] in dataSource?.collectionView(self, canMoveItemAt: IndexPath($0)) ?? false },
            target: { [unowned self] source, proposed in
                ItemPath(delegate()?.collectionView(
                    self, targetIndexPathForMoveOfItemFromOriginalIndexPath: IndexPath(source),
                    atCurrentIndexPath: IndexPath(source), toProposedIndexPath: IndexPath(proposed))
                    ?? IndexPath(proposed))
            },
            move: { [unowned self] in dataSource?.collectionView(self, moveItemAt: IndexPath($0), to: IndexPath($1)) },
            movingNeedsEditingMode: false)
    }

    /// Drags the item at `source` over `proposed` (interactive movement); returns where it landed.
    @discardableResult
    package func standInMove(from source: IndexPath, to proposed: IndexPath, location: SourceLocation = #_sourceLocation) -> IndexPath? {
        engine.move(from: ItemPath(source), to: ItemPath(proposed), standInMoveQuestions, location: location)
            .map(IndexPath.init)
    }
}
