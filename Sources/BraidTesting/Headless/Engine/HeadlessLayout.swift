/// One thing the layout places on the vertical axis: a header, a line of items, or a footer.
struct LayoutElement: Hashable, Sendable {
    enum Content: Hashable, Sendable {
        case supplementary(SupplementaryViewKind)
        case line(items: Range<Int>)
    }

    var section: Int
    var content: Content
    /// Top edge, in content coordinates.
    var minY: Double
    var height: Double
}

/// The vertical layout of a headless table or collection: sections stacked from the top, each its header,
/// its lines of items and its footer.
///
/// Section heights live in a ``FenwickTree`` and each section keeps its own for its lines, so finding what
/// lies in a band of the content and changing one measurement both cost O(log n): the host's work per frame
/// grows with the screen, not with the data.
struct HeadlessLayout: Sendable {
    /// The width lines are filled to.
    private(set) var width: Double
    private(set) var sections: [SectionLayout]
    private var sectionHeights: FenwickTree

    /// Lays out `sections` for `width`.
    ///
    /// - Complexity: O(sections).
    init(width: Double, sections: [SectionLayout] = []) {
        self.width = width
        self.sections = sections
        sectionHeights = FenwickTree(sections.lazy.map(\.height))
    }

    /// The height of everything.
    var contentHeight: Double { sectionHeights.total }

    /// The number of items in each section.
    var itemCounts: [Int] { sections.map(\.items.count) }

    /// Where section `section` starts.
    func offset(ofSection section: Int) -> Double { sectionHeights.prefixSum(section) }

    /// The metrics of the item at `path`.
    func metrics(of path: ItemPath) -> ItemMetrics { sections[path.section].items[path.item] }

    /// Whether `path` names an existing item.
    func contains(_ path: ItemPath) -> Bool {
        sections.indices.contains(path.section) && sections[path.section].items.indices.contains(path.item)
    }

    /// The band the item at `path` occupies: the line it is in.
    func frame(of path: ItemPath) -> (minY: Double, height: Double) {
        let section = sections[path.section]
        let line = section.line(of: path.item)
        return (offset(ofSection: path.section) + section.offset(ofLine: line), section.lineHeight(line))
    }

    /// The band a header or footer occupies.
    func frame(of kind: SupplementaryViewKind, section: Int) -> (minY: Double, height: Double) {
        let layout = sections[section]
        switch kind {
        case .header: return (offset(ofSection: section), layout.header.height)
        case .footer: return (offset(ofSection: section) + layout.height - layout.footer.height, layout.footer.height)
        }
    }

    // MARK: Changes

    /// Replaces the metrics of the item at `path`.
    ///
    /// - Complexity: O(log n), or O(items in the section) when its width changed.
    mutating func setItem(_ path: ItemPath, to metrics: ItemMetrics) {
        let old = sections[path.section].height
        sections[path.section].setItem(path.item, to: metrics, width: width)
        sectionHeights.update(path.section, from: old, extents: sections.lazy.map(\.height))
    }

    /// Replaces the metrics of a header or footer.
    mutating func setSupplementary(_ kind: SupplementaryViewKind, section: Int, to metrics: SupplementaryMetrics) {
        let old = sections[section].height
        switch kind {
        case .header: sections[section].header = metrics
        case .footer: sections[section].footer = metrics
        }
        sectionHeights.update(section, from: old, extents: sections.lazy.map(\.height))
    }

    /// The metrics of a header or footer.
    func supplementary(_ kind: SupplementaryViewKind, section: Int) -> SupplementaryMetrics {
        kind == .header ? sections[section].header : sections[section].footer
    }

    /// Re-flows every section for a new width; `geometry` gives a section's layout for it (nil: the items' flow).
    ///
    /// - Complexity: O(items), and nothing when the width is unchanged.
    mutating func setWidth(_ newWidth: Double, geometry: (Int) -> SectionLayoutGeometry? = { _ in nil }) {
        guard newWidth != width else { return }
        width = newWidth
        for index in sections.indices { sections[index].setGeometry(geometry(index), width: newWidth) }
        sectionHeights = FenwickTree(sections.lazy.map(\.height))
    }

    /// Lays every section out again by `geometry` (nil: the items' flow), at the same width.
    ///
    /// - Complexity: O(items).
    mutating func setGeometries(_ geometry: (Int) -> SectionLayoutGeometry?) {
        for index in sections.indices { sections[index].setGeometry(geometry(index), width: width) }
        sectionHeights = FenwickTree(sections.lazy.map(\.height))
    }

    /// Scrolls the horizontal row `section` sideways toward `offset` (where its scrolling lets it rest).
    ///
    /// - Returns: whether it moved; false for a section that is not a row.
    mutating func scrollRow(_ section: Int, toward offset: Double) -> Bool {
        guard let geometry = sections[section].geometry, geometry.isRow else { return false }
        let old = sections[section].rowOffset
        sections[section].rowOffset = geometry.rowOffset(toward: offset, width: width,
                                                         count: sections[section].items.count)
        return sections[section].rowOffset != old
    }

    // MARK: Queries

    /// The elements that show in the band `minY ..< maxY`, top to bottom.
    ///
    /// An element shows if it overlaps the band; an element of no height shows if it starts inside it — or, with
    /// `emptyAtEnd`, at its end: the band to prepare takes those, so that an element estimated at no height just
    /// below the content's end is measured (it may turn out to have one, and the content grows to let a user scroll
    /// to it), where a band that ended before it would never reach it.
    /// - Complexity: O(log n + elements returned + empty sections crossed).
    func elements(from minY: Double, to maxY: Double, emptyAtEnd: Bool = false) -> [LayoutElement] {
        func starts(_ y: Double) -> Bool { y < maxY || (emptyAtEnd && y == maxY) }
        func shows(_ y: Double, _ height: Double) -> Bool {
            height > 0 ? (y < maxY && y + height > minY) : (y >= minY && starts(y))
        }
        var result: [LayoutElement] = []
        var section = sectionHeights.firstIndex(notEndingBefore: minY)
        guard section < sections.count else { return result }
        var sectionY = offset(ofSection: section)
        while section < sections.count, starts(sectionY) {
            let layout = sections[section]
            // A pinned header (or footer) shows, and is measured, as long as any of its section does.
            if shows(sectionY, layout.header.height) || layout.geometry?.pinsHeader == true {
                result.append(LayoutElement(section: section, content: .supplementary(.header),
                                            minY: sectionY, height: layout.header.height))
            }
            let linesY = sectionY + layout.linesOrigin
            var line = layout.lineHeights.firstIndex(notEndingBefore: minY - linesY)
            var lineY = linesY + layout.lineHeights.prefixSum(line)
            while line < layout.lineCount, starts(lineY) {
                let height = layout.lineHeight(line)
                if shows(lineY, height) {
                    result.append(LayoutElement(section: section, content: .line(items: layout.items(ofLine: line, visibleWidth: width)),
                                                minY: lineY, height: height))
                }
                lineY += height
                line += 1
            }
            let footerY = sectionY + layout.height - layout.footer.height
            if shows(footerY, layout.footer.height) || layout.geometry?.pinsFooter == true {
                result.append(LayoutElement(section: section, content: .supplementary(.footer),
                                            minY: footerY, height: layout.footer.height))
            }
            sectionY += layout.height
            section += 1
        }
        return result
    }
}
