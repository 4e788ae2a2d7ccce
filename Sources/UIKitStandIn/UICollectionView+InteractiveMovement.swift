import Braid
import BraidTesting
import Foundation
import Testing

/// The item being moved interactively, and where the gesture last was (not UIKit API).
@MainActor
final class StandInInteractiveMovement {
    let source: IndexPath
    var target: IndexPath

    init(source: IndexPath) {
        self.source = source
        target = source
    }
}

extension UICollectionView {
    /// UICollectionView.h: `- (nullable NSIndexPath *)indexPathForItemAtPoint:(CGPoint)point;` — in content
    /// coordinates; the stand-in answers for items that have a cell (on screen or in the prefetch margin). `open` in
    /// UIKit; `public` here, as a member of an extension (see UIKitStandIn.swift).
    public func indexPathForItem(at point: CGPoint) -> IndexPath? {
        engine.visiblePaths.first { path in
            guard let frame = engine.frame(ofItemAt: path) else { return false }
            return frame.x <= Double(point.x) && Double(point.x) < frame.x + frame.width
                && frame.y <= Double(point.y) && Double(point.y) < frame.y + frame.height
        }.map(IndexPath.init)
    }

    /// UICollectionView.h: `- (BOOL)beginInteractiveMovementForItemAtIndexPath:(NSIndexPath *)indexPath
    /// API_AVAILABLE(ios(9.0)); // returns NO if reordering was prevented from beginning - otherwise YES` — asks the
    /// data source's `collectionView(_:canMoveItemAt:)`.
    @discardableResult
    public func beginInteractiveMovementForItem(at indexPath: IndexPath) -> Bool {
        guard registrations.movement == nil, engine.visibleCell(at: ItemPath(indexPath)) != nil,
            dataSource?.collectionView(self, canMoveItemAt: indexPath) == true
        else { return false }
        registrations.movement = StandInInteractiveMovement(source: indexPath)
        return true
    }

    /// UICollectionView.h: `- (void)updateInteractiveMovementTargetPosition:(CGPoint)targetPosition
    /// API_AVAILABLE(ios(9.0));` — the item under `targetPosition` becomes the proposed destination.
    public func updateInteractiveMovementTargetPosition(_ targetPosition: CGPoint) {
        guard let movement = registrations.movement, let proposed = indexPathForItem(at: targetPosition) else { return }
        movement.target = proposed
    }

    /// UICollectionView.h: `- (void)endInteractiveMovement API_AVAILABLE(ios(9.0));` — the delegate's move target
    /// decides where the item goes; the data source's `collectionView(_:moveItemAt:to:)` hears the move.
    public func endInteractiveMovement() {
        guard let movement = registrations.movement else { return }
        registrations.movement = nil
        guard movement.target != movement.source else { return }
        engine.move(
            from: ItemPath(movement.source), to: ItemPath(movement.target), standInMoveQuestions,
            location: #_sourceLocation)
    }

    /// UICollectionView.h: `- (void)cancelInteractiveMovement API_AVAILABLE(ios(9.0));` — the item stays.
    public func cancelInteractiveMovement() {
        registrations.movement = nil
    }
}
