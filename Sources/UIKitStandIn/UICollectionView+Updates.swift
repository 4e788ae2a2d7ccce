import Braid
import BraidTesting
import Foundation

/// UICollectionView.h, "These methods allow dynamic modification of the current set of items in the collection
/// view": each call joins the open `performBatchUpdates`, or is a batch of its own; every batch is validated
/// against UIKit's rules before it is applied. Collection views take no animation kinds.
extension UICollectionView {
    /// UICollectionView.h: `- (void)performBatchUpdates:(void (NS_NOESCAPE ^ _Nullable)(void))updates
    /// completion:(void (^ _Nullable)(BOOL finished))completion;`
    public func performBatchUpdates(_ updates: (() -> Void)?, completion: ((Bool) -> Void)? = nil) {
        self.updates.perform(on: engine, animated: false, updates, completion: completion)
    }

    /// UICollectionView.h: `- (void)insertSections:(NSIndexSet *)sections;`
    public func insertSections(_ sections: IndexSet) { record { $0.sectionInserts += sections } }

    /// UICollectionView.h: `- (void)deleteSections:(NSIndexSet *)sections;`
    public func deleteSections(_ sections: IndexSet) { record { $0.sectionDeletes += sections } }

    /// UICollectionView.h: `- (void)reloadSections:(NSIndexSet *)sections;`
    public func reloadSections(_ sections: IndexSet) { record { $0.sectionReloads += sections } }

    /// UICollectionView.h: `- (void)moveSection:(NSInteger)section toSection:(NSInteger)newSection;`
    public func moveSection(_ section: Int, toSection newSection: Int) {
        record { $0.sectionMoves.append(Move(from: section, to: newSection)) }
    }

    /// UICollectionView.h: `- (void)insertItemsAtIndexPaths:(NSArray<NSIndexPath *> *)indexPaths;`
    public func insertItems(at indexPaths: [IndexPath]) { record { $0.itemInserts += indexPaths.map(ItemPath.init) } }

    /// UICollectionView.h: `- (void)deleteItemsAtIndexPaths:(NSArray<NSIndexPath *> *)indexPaths;`
    public func deleteItems(at indexPaths: [IndexPath]) { record { $0.itemDeletes += indexPaths.map(ItemPath.init) } }

    /// UICollectionView.h: `- (void)reloadItemsAtIndexPaths:(NSArray<NSIndexPath *> *)indexPaths;`
    public func reloadItems(at indexPaths: [IndexPath]) { record { $0.itemReloads += indexPaths.map(ItemPath.init) } }

    /// UICollectionView.h: `- (void)moveItemAtIndexPath:(NSIndexPath *)indexPath toIndexPath:(NSIndexPath *)newIndexPath;`
    public func moveItem(at indexPath: IndexPath, to newIndexPath: IndexPath) {
        record { $0.itemMoves.append(Move(from: ItemPath(indexPath), to: ItemPath(newIndexPath))) }
    }

    /// UICollectionView.h: `- (void)reconfigureItemsAtIndexPaths:(NSArray<NSIndexPath *> *)indexPaths
    /// API_AVAILABLE(ios(15.0));`
    @available(iOS 15.0, *)
    public func reconfigureItems(at indexPaths: [IndexPath]) {
        record { $0.itemReconfigures += indexPaths.map(ItemPath.init) }
    }

    private func record(_ change: @escaping (inout BatchUpdate) -> Void) {
        updates.record(on: engine, animated: false) { batch, _ in change(&batch) }
    }
}
