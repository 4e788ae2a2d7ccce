/// Where the collection view laid out its items and supplementary views — the frames UIKit's
/// `layoutAttributesForItem(at:)` and `layoutAttributesForSupplementaryElement(ofKind:at:)` carry.
extension HeadlessCollectionView {
    /// The frame of the item at `path` in content coordinates, or nil for a path the collection does not have
    /// (UIKit answers nil layout attributes). Items never displayed answer with their estimate.
    public func frameForItem(at path: ItemPath) -> HeadlessRect? {
        engine.frame(ofItemAt: path)
    }

    /// The frame of `section`'s header or footer view (zero height without one), or nil for a section the
    /// collection does not have.
    public func frameForSupplementaryView(ofKind kind: SupplementaryViewKind, inSection section: Int) -> HeadlessRect? {
        engine.frame(of: kind, inSection: section)
    }
}
