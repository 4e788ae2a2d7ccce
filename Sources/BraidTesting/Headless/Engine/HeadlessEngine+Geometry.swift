import Testing

/// Where the layout put rows, items, headers and footers, in content coordinates: what UIKit's geometry readers
/// answer. Rows and items never displayed are where their estimates put them, as in UIKit.
extension HeadlessEngine {
    /// The frame of the row or item at `path`, or nil when there is none.
    ///
    /// A table row spans the width and is as tall as its row; a collection item sits after the items before it in
    /// its line, as wide and tall as its size (its line is as tall as its tallest item).
    package func frame(ofItemAt path: ItemPath) -> HeadlessRect? {
        prepareForReading()
        guard layout.contains(path) else { return nil }
        let (minY, lineHeight) = layout.frame(of: path)
        guard !kind.isTable else { return HeadlessRect(x: 0, y: minY, width: viewportSize.width, height: lineHeight) }
        let section = layout.sections[path.section]
        let width = { (item: Int) in min(section.items[item].width, self.viewportSize.width) }
        let line = section.items(ofLine: section.line(of: path.item))
        let x = line.lowerBound < path.item ? (line.lowerBound..<path.item).reduce(0) { $0 + width($1) } : 0
        return HeadlessRect(x: x, y: minY, width: width(path.item), height: section.items[path.item].height)
    }

    /// The frame of `section`'s header or footer (zero height where it has none), or nil when there is no such
    /// section.
    package func frame(of kind: SupplementaryViewKind, inSection section: Int) -> HeadlessRect? {
        prepareForReading()
        guard layout.sections.indices.contains(section) else { return nil }
        let (minY, height) = layout.frame(of: kind, section: section)
        return HeadlessRect(x: 0, y: minY, width: viewportSize.width, height: height)
    }
}
