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
        if let geometry = section.geometry {
            // Laid out by the section's layout: its column's x (a row's before it scrolls), its width and height.
            return HeadlessRect(x: geometry.x(ofItem: path.item), y: minY, width: geometry.itemWidth,
                                height: section.height(of: path.item))
        }
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
        var (minY, height) = layout.frame(of: kind, section: section)
        if let geometry = layout.sections[section].geometry,
           geometry.pins(kind, height: height, viewHeight: viewportSize.height).pinned {
            // Pinned: held at the viewport's edge while its section is under it, and never out of its section.
            let top = layout.offset(ofSection: section)
            let bottom = top + layout.sections[section].height
            minY = switch kind {
            case .header: max(top, min(contentOffset, bottom - height))
            case .footer: min(bottom - height, max(top, contentOffset + viewportSize.height - height))
            }
        }
        return HeadlessRect(x: 0, y: minY, width: viewportSize.width, height: height)
    }
}

/// Horizontal rows: how far each is scrolled sideways, and scrolling one; and laying the sections out again.
extension HeadlessEngine {
    /// Asks the client for every section's layout again and lays the content out by it — what UIKit does when a
    /// collection view's layout is replaced or invalidated.
    package func invalidateSectionLayouts() {
        guard isLoaded else { return }
        layout.setGeometries { geometry(inSection: $0) }
        layoutViewport()
    }

    /// How far the horizontal row `section` is scrolled sideways, or nil when the section is not a horizontal row.
    package func rowOffset(inSection section: Int) -> Double? {
        prepareForReading()
        guard layout.sections.indices.contains(section), layout.sections[section].geometry?.isRow == true else {
            return nil
        }
        return layout.sections[section].rowOffset
    }

    /// Scrolls the horizontal row `section` sideways toward `offset`, coming to rest where its scrolling lets it (a
    /// page, an item's edge, or anywhere within its content), and lays the viewport out: items that came into the
    /// row's view get cells, those that left go back to the pool.
    ///
    /// - Returns: false when the section is not a horizontal row.
    @discardableResult
    package func scrollRow(inSection section: Int, toward offset: Double) -> Bool {
        loadIfNeeded()
        guard layout.sections.indices.contains(section), layout.sections[section].geometry?.isRow == true else {
            return false
        }
        if layout.scrollRow(section, toward: offset) { layoutViewport() }
        return true
    }
}
