import Braid
import Testing

/// Outlines, for both views: where a tree's rows sit and a touch on a row's disclosure, asked of the view's data
/// source through `outline` and `setExpanded` (its `…outlineRowAt:` and `…setRowAt:expanded:` / `setItemAt:`).
extension HeadlessScrollView {
    /// The place of the row at `path` in its tree, asked with `outline`; a row the view does not have is reported
    /// for `call`.
    func outlineRow(
        at path: ItemPath, _ call: String, outline: (ItemPath) -> OutlineRow?, location: SourceLocation
    ) -> OutlineRow? {
        viewEngine.prepareForReading()
        let counts = viewEngine.itemCounts
        guard counts.indices.contains(path.section), (0..<counts[path.section]).contains(path.item) else {
            viewEngine.fail(.indexPathOutOfRange, "\(call): the view has no such row.", at: location)
            return nil
        }
        return outline(path)
    }

    /// Every row's place in its tree in `section`.
    func outlineRows(inSection section: Int, _ call: String, outline: (ItemPath) -> OutlineRow?, location: SourceLocation) -> [OutlineRow?] {
        viewEngine.prepareForReading()
        let counts = viewEngine.itemCounts
        guard counts.indices.contains(section) else {
            viewEngine.fail(.indexPathOutOfRange, "\(call): the view has \(counts.count) sections.", at: location)
            return []
        }
        return (0..<counts[section]).map { outline(ItemPath(item: $0, section: section)) }
    }

    /// A touch on the disclosure of the row at `path`: `setExpanded` with the opposite of its expansion; a row
    /// without one is reported for `call`.
    func touchDisclosure(
        at path: ItemPath, _ call: String, outline: (ItemPath) -> OutlineRow?, setExpanded: (ItemPath, Bool) -> Void,
        location: SourceLocation
    ) {
        let counts = viewEngine.itemCounts
        guard counts.indices.contains(path.section), (0..<counts[path.section]).contains(path.item) else {
            viewEngine.fail(.indexPathOutOfRange, "\(call): the view has no such row.", at: location)
            return
        }
        guard let row = outline(path) else {
            viewEngine.fail(.invalidArgument, "\(call): that row has no disclosure (it is not a tree's node).", at: location)
            return
        }
        guard row.hasChildren else {
            viewEngine.fail(.invalidArgument, "\(call): that row's node has no children, so it has no disclosure.", at: location)
            return
        }
        setExpanded(path, !row.isExpanded)
    }
}
