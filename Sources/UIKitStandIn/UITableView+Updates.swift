import Braid
import BraidTesting
import Foundation

/// UITableView.h, "Row insertion/deletion/reloading": each call joins the open `performBatchUpdates`, or is a
/// batch of its own; every batch is validated against UIKit's rules before it is applied.
extension UITableView {
    /// UITableView.h: `- (void)performBatchUpdates:(void (NS_NOESCAPE ^ _Nullable)(void))updates
    /// completion:(void (^ _Nullable)(BOOL finished))completion API_AVAILABLE(ios(11.0));`
    public func performBatchUpdates(_ updates: (() -> Void)?, completion: ((Bool) -> Void)? = nil) {
        self.updates.perform(on: engine, animated: true, updates, completion: completion)
    }

    /// UITableView.h: `- (void)insertSections:(NSIndexSet *)sections withRowAnimation:(UITableViewRowAnimation)animation;`
    public func insertSections(_ sections: IndexSet, with animation: UITableView.RowAnimation) {
        record { $0.sectionInserts += sections; $1.sectionInsert = animation.standInBraid }
    }

    /// UITableView.h: `- (void)deleteSections:(NSIndexSet *)sections withRowAnimation:(UITableViewRowAnimation)animation;`
    public func deleteSections(_ sections: IndexSet, with animation: UITableView.RowAnimation) {
        record { $0.sectionDeletes += sections; $1.sectionDelete = animation.standInBraid }
    }

    /// UITableView.h: `- (void)reloadSections:(NSIndexSet *)sections withRowAnimation:(UITableViewRowAnimation)animation;`
    public func reloadSections(_ sections: IndexSet, with animation: UITableView.RowAnimation) {
        record { $0.sectionReloads += sections; $1.sectionReload = animation.standInBraid }
    }

    /// UITableView.h: `- (void)moveSection:(NSInteger)section toSection:(NSInteger)newSection;`
    public func moveSection(_ section: Int, toSection newSection: Int) {
        record { batch, _ in batch.sectionMoves.append(Move(from: section, to: newSection)) }
    }

    /// UITableView.h: `- (void)insertRowsAtIndexPaths:(NSArray<NSIndexPath *> *)indexPaths
    /// withRowAnimation:(UITableViewRowAnimation)animation;`
    public func insertRows(at indexPaths: [IndexPath], with animation: UITableView.RowAnimation) {
        record { $0.itemInserts += indexPaths.map(ItemPath.init); $1.rowInsert = animation.standInBraid }
    }

    /// UITableView.h: `- (void)deleteRowsAtIndexPaths:(NSArray<NSIndexPath *> *)indexPaths
    /// withRowAnimation:(UITableViewRowAnimation)animation;`
    public func deleteRows(at indexPaths: [IndexPath], with animation: UITableView.RowAnimation) {
        record { $0.itemDeletes += indexPaths.map(ItemPath.init); $1.rowDelete = animation.standInBraid }
    }

    /// UITableView.h: `- (void)reloadRowsAtIndexPaths:(NSArray<NSIndexPath *> *)indexPaths
    /// withRowAnimation:(UITableViewRowAnimation)animation;` — the log keeps the animation per section.
    public func reloadRows(at indexPaths: [IndexPath], with animation: UITableView.RowAnimation) {
        record { batch, animations in
            batch.itemReloads += indexPaths.map(ItemPath.init)
            for path in indexPaths { animations.rowReloadInSection[path.section] = animation.standInBraid }
        }
    }

    /// UITableView.h: `- (void)moveRowAtIndexPath:(NSIndexPath *)indexPath toIndexPath:(NSIndexPath *)newIndexPath;`
    public func moveRow(at indexPath: IndexPath, to newIndexPath: IndexPath) {
        record { batch, _ in batch.itemMoves.append(Move(from: ItemPath(indexPath), to: ItemPath(newIndexPath))) }
    }

    /// UITableView.h: `- (void)reconfigureRowsAtIndexPaths:(NSArray<NSIndexPath *> *)indexPaths
    /// API_AVAILABLE(ios(15.0));`
    @available(iOS 15.0, *)
    public func reconfigureRows(at indexPaths: [IndexPath]) {
        record { batch, _ in batch.itemReconfigures += indexPaths.map(ItemPath.init) }
    }

    private func record(_ change: @escaping (inout BatchUpdate, inout BatchAnimations) -> Void) {
        updates.record(on: engine, animated: true, change)
    }
}

extension UITableView.RowAnimation {
    /// The same animation in the log's vocabulary.
    var standInBraid: Braid.RowAnimation {
        switch self {
        case .fade: .fade
        case .right: .right
        case .left: .left
        case .top: .top
        case .bottom: .bottom
        case .none: .none
        case .middle: .middle
        case .automatic: .automatic
        }
    }
}
