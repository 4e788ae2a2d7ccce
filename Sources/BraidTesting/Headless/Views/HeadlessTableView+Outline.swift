import Braid
import Testing

/// Outlines: where a tree's rows sit (depth, children, expansion) and a touch on a row's disclosure.
extension HeadlessTableView {
    /// Where the row sits in its tree — the data source's `tableHost(_:outlineRowAt:)`; nil for a row that is not a
    /// tree's. A row the table does not have is reported.
    public func outlineRow(row: Int, section: Int, sourceLocation: SourceLocation = #_sourceLocation) -> OutlineRow? {
        outlineRow(at: ItemPath(row: row, section: section), "outlineRow(row: \(row), section: \(section))",
                   outline: outline, location: sourceLocation)
    }

    /// Every row's place in its tree in `section`, in order (nil for rows that are not a tree's).
    public func outlineRows(inSection section: Int, sourceLocation: SourceLocation = #_sourceLocation) -> [OutlineRow?] {
        outlineRows(inSection: section, "outlineRows(inSection: \(section))", outline: outline, location: sourceLocation)
    }

    /// Touches the row's disclosure, as a finger on its ▸ or ▾ does: the node shows its children if it hid them,
    /// and hides them if it showed them (the data source's `tableHost(_:setRowAt:expanded:)`). A row without a
    /// disclosure (not a tree's, or a node without children) is reported.
    public func touchDisclosure(row: Int, section: Int, sourceLocation: SourceLocation = #_sourceLocation) {
        touchDisclosure(
            at: ItemPath(row: row, section: section), "touchDisclosure(row: \(row), section: \(section))", outline: outline,
            setExpanded: { [weak self] path, expanded in
                guard let self else { return }
                self.dataSource?.tableHost(self, setRowAt: path, expanded: expanded)
            }, location: sourceLocation)
    }

    private func outline(_ path: ItemPath) -> OutlineRow? { dataSource?.tableHost(self, outlineRowAt: path) }
}
