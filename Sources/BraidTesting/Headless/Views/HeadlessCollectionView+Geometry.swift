/// Where the collection view laid out its items and supplementary views, in UIKit's shape —
/// ``layoutAttributesForItem(at:)`` and ``layoutAttributesForSupplementaryElement(ofKind:at:)`` — or as bare
/// frames.
///
/// UICollectionView.h: `- (nullable UICollectionViewLayoutAttributes *)layoutAttributesForItemAtIndexPath:(NSIndexPath *)indexPath;`
/// and `- (nullable UICollectionViewLayoutAttributes *)layoutAttributesForSupplementaryElementOfKind:(NSString *)kind atIndexPath:(NSIndexPath *)indexPath;`
/// (the kind is a ``SupplementaryViewKind`` here, not UIKit's string constant).
extension HeadlessCollectionView {
    /// The layout attributes of the item at `path`, or nil for a path the collection does not have (as UIKit
    /// answers). Items never displayed answer with their estimate.
    public func layoutAttributesForItem(at path: ItemPath) -> HeadlessLayoutAttributes? {
        frameForItem(at: path).map { HeadlessLayoutAttributes(frame: $0, indexPath: path) }
    }

    /// The layout attributes of `path.section`'s header or footer (zero height without one), or nil for a section
    /// the collection does not have. Only the section of `path` counts; the attributes carry item 0.
    public func layoutAttributesForSupplementaryElement(
        ofKind kind: SupplementaryViewKind, at path: ItemPath
    ) -> HeadlessLayoutAttributes? {
        frameForSupplementaryView(ofKind: kind, inSection: path.section).map {
            HeadlessLayoutAttributes(frame: $0, indexPath: ItemPath(item: 0, section: path.section), representedElementKind: kind)
        }
    }

    /// The frame of the item at `path` in content coordinates, or nil for a path the collection does not have.
    /// Items never displayed answer with their estimate.
    public func frameForItem(at path: ItemPath) -> HeadlessRect? {
        engine.frame(ofItemAt: path)
    }

    /// The frame of `section`'s header or footer view (zero height without one), or nil for a section the
    /// collection does not have.
    public func frameForSupplementaryView(ofKind kind: SupplementaryViewKind, inSection section: Int) -> HeadlessRect? {
        engine.frame(of: kind, inSection: section)
    }
}
