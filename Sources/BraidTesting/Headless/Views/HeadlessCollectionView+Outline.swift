import Braid
import Testing

/// Outlines: where a tree's items sit (depth, children, expansion) and a touch on an item's disclosure.
extension HeadlessCollectionView {
    /// Where the item sits in its tree — the data source's `collectionHost(_:outlineRowAt:)`; nil for an item that
    /// is not a tree's. An item the collection view does not have is reported.
    public func outlineRow(item: Int, section: Int, sourceLocation: SourceLocation = #_sourceLocation) -> OutlineRow? {
        outlineRow(at: ItemPath(item: item, section: section), "outlineRow(item: \(item), section: \(section))",
                   outline: outline, location: sourceLocation)
    }

    /// Every item's place in its tree in `section`, in order (nil for items that are not a tree's).
    public func outlineRows(inSection section: Int, sourceLocation: SourceLocation = #_sourceLocation) -> [OutlineRow?] {
        outlineRows(inSection: section, "outlineRows(inSection: \(section))", outline: outline, location: sourceLocation)
    }

    /// Touches the item's disclosure (a list cell's outline disclosure): the node shows its children if it hid them,
    /// and hides them if it showed them (the data source's `collectionHost(_:setItemAt:expanded:)`). An item without
    /// a disclosure is reported.
    public func touchDisclosure(item: Int, section: Int, sourceLocation: SourceLocation = #_sourceLocation) {
        touchDisclosure(
            at: ItemPath(item: item, section: section), "touchDisclosure(item: \(item), section: \(section))", outline: outline,
            setExpanded: { [weak self] path, expanded in
                guard let self else { return }
                self.dataSource?.collectionHost(self, setItemAt: path, expanded: expanded)
            }, location: sourceLocation)
    }

    private func outline(_ path: ItemPath) -> OutlineRow? { dataSource?.collectionHost(self, outlineRowAt: path) }
}
