/// The size of one row or item as the layout knows it: estimated until the cell was displayed, then measured.
package struct ItemMetrics: Hashable, Sendable {
    /// The width; `.infinity` takes a whole line (every table row does).
    package var width: Double
    package var height: Double
    package var isMeasured: Bool

    package init(width: Double, height: Double, isMeasured: Bool) {
        self.width = width
        self.height = height
        self.isMeasured = isMeasured
    }

    package static func estimated(width: Double = .infinity, height: Double) -> ItemMetrics {
        ItemMetrics(width: width, height: height, isMeasured: false)
    }

    /// Whether a data source could lay an item out with these: a finite height and a width, neither negative (a
    /// width may be `.infinity`, the whole line).
    var isValid: Bool { height >= 0 && height.isFinite && width >= 0 && !width.isNaN }
}

/// The height of a header or footer: estimated until it was displayed, then measured.
struct SupplementaryMetrics: Hashable, Sendable {
    var height: Double
    var isMeasured: Bool

    static func estimated(_ height: Double) -> SupplementaryMetrics {
        SupplementaryMetrics(height: height, isMeasured: false)
    }
}

/// One section laid out top to bottom: header, lines of items, footer.
///
/// Without a layout (a table, or a collection section whose chain declared none), items fill lines left to right
/// while they fit the width (a table row is as wide as the table, so each row is a line); a line is as tall as its
/// tallest item. With one (a ``SectionLayoutGeometry``, the chain's `CollectionSectionLayout` resolved for the
/// width), lines hold the geometry's columns each — a horizontal row is one line of every item, scrolled sideways
/// by ``rowOffset`` — spaced and inset as it says. Line extents (a line's height and the spacing below it) live in a
/// ``FenwickTree`` so that a measurement changes the offsets below it in O(log n).
struct SectionLayout: Sendable {
    var header: SupplementaryMetrics
    var footer: SupplementaryMetrics
    private(set) var items: ItemMetricsColumn
    /// The section's layout for the view's width, or nil for the flow of the items' own sizes.
    private(set) var geometry: SectionLayoutGeometry?
    /// How far a horizontal row is scrolled sideways (0 for any other section).
    var rowOffset = 0.0
    /// Where lines start.
    private enum Lines: Sendable {
        /// Every item takes a line of its own — every table row does — so no list is kept: the lines' heights are
        /// the items'.
        case onePerItem
        /// The first item of each line, ascending, and each line's height.
        case starts([Int], heights: [Double])
        /// The geometry's columns, each line's height (the geometry says which items a line holds).
        case columns(heights: [Double])
    }

    private var lines = Lines.starts([], heights: [])
    /// Each line's extent: its height, and the geometry's line spacing below it.
    private(set) var lineHeights = FenwickTree()

    /// Lays out `items` in lines no wider than `width`, or by `geometry`.
    ///
    /// - Complexity: O(items).
    init(header: SupplementaryMetrics, footer: SupplementaryMetrics, items: ItemMetricsColumn, width: Double,
         geometry: SectionLayoutGeometry? = nil) {
        self.header = header
        self.footer = footer
        self.items = items
        self.geometry = geometry
        rebuildLines(width: width)
    }

    /// The spacing between lines.
    private var lineSpacing: Double { geometry?.lineSpacing ?? 0 }

    /// Where the first line starts, from the section's top: below the header and the top inset.
    var linesOrigin: Double { header.height + (geometry?.insets.top ?? 0) }

    /// The height of the lines, with the spacing between them.
    var linesHeight: Double { lineCount > 0 ? lineHeights.total - lineSpacing : 0 }

    /// Header, insets, lines and footer together.
    var height: Double {
        guard let geometry else { return header.height + lineHeights.total + footer.height }
        return linesOrigin + linesHeight + geometry.insets.bottom + footer.height
    }

    /// The number of lines.
    var lineCount: Int {
        switch lines {
        case .onePerItem: items.count
        case .starts(let starts, _): starts.count
        case .columns(let heights): heights.count
        }
    }

    /// The height of line `line`: its tallest item's.
    func lineHeight(_ line: Int) -> Double {
        switch lines {
        case .onePerItem: items.heights[line]
        case .starts(_, let heights), .columns(let heights): heights[line]
        }
    }

    /// The height of `item`: the geometry's when it decides it, else the item's own.
    func height(of item: Int) -> Double { geometry?.fixedItemHeight ?? items.heights[item] }

    /// The items of line `line` — of a horizontal row, only those within `visibleWidth` of its offset.
    func items(ofLine line: Int, visibleWidth: Double? = nil) -> Range<Int> {
        switch lines {
        case .onePerItem: return line ..< line + 1
        case .starts(let starts, _): return Self.items(ofLine: line, in: starts, count: items.count)
        case .columns:
            guard let geometry else { return 0 ..< 0 }
            if geometry.isRow, let visibleWidth {
                return geometry.rowItems(from: rowOffset, width: visibleWidth, count: items.count)
            }
            return geometry.items(ofLine: line, count: items.count)
        }
    }

    /// The line that holds `item`.
    ///
    /// - Complexity: O(1) when every item is a line of its own (a table) or the geometry places it, otherwise
    ///   O(log lines).
    func line(of item: Int) -> Int {
        switch lines {
        case .onePerItem: item
        case .starts(let starts, _): Self.line(of: item, in: starts)
        case .columns: geometry?.line(of: item) ?? 0
        }
    }

    private static func line(of item: Int, in starts: [Int]) -> Int {
        var low = 0
        var high = starts.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if starts[middle] <= item { low = middle } else { high = middle - 1 }
        }
        return low
    }

    /// Where line `line` starts, measured from the top of the section.
    func offset(ofLine line: Int) -> Double { linesOrigin + lineHeights.prefixSum(line) }

    /// Replaces the metrics of `item`, re-flowing the section only if its width changed.
    ///
    /// - Complexity: O(log lines + items in the line), or O(items) when the width changed.
    mutating func setItem(_ item: Int, to metrics: ItemMetrics, width: Double) {
        let old = items[item]
        items[item] = metrics
        if old.width != metrics.width, geometry == nil {
            rebuildLines(width: width)
        } else if old.height != metrics.height {
            switch lines {
            case .onePerItem:
                lineHeights.update(item, from: old.height, extents: items.heights)
            case .starts(let starts, var heights):
                lines = .onePerItem  // the heights' only owner while they change
                let line = Self.line(of: item, in: starts)
                let was = heights[line]
                heights[line] = Self.items(ofLine: line, in: starts, count: items.count)
                    .reduce(0) { max($0, items.heights[$1]) }
                lines = .starts(starts, heights: heights)
                lineHeights.update(line, from: was, extents: heights)
            case .columns(var heights):
                guard let geometry, geometry.fixedItemHeight == nil else { return }  // the geometry's height stands
                lines = .onePerItem  // the heights' only owner while they change
                let line = geometry.line(of: item)
                let was = heights[line]
                heights[line] = geometry.items(ofLine: line, count: items.count).reduce(0) { max($0, items.heights[$1]) }
                lines = .columns(heights: heights)
                let spacing = lineSpacing
                lineHeights.update(line, from: was + spacing, extents: heights.lazy.map { $0 + spacing })
            }
        }
    }

    /// Lays the section out by `geometry` (nil: by the items' own sizes), for `width`; a horizontal row keeps its
    /// offset, within its new content.
    ///
    /// - Complexity: O(items).
    mutating func setGeometry(_ geometry: SectionLayoutGeometry?, width: Double) {
        self.geometry = geometry
        rebuildLines(width: width)
        rowOffset = geometry.map { $0.rowOffset(toward: rowOffset, width: width, count: items.count) } ?? 0
    }

    /// Breaks the items into lines again, for a new width.
    ///
    /// - Complexity: O(items); O(1) to decide that each item takes a line while they all have one width.
    mutating func rebuildLines(width: Double) {
        if let geometry {
            let count = geometry.lineCount(items: items.count)
            var heights = [Double](repeating: geometry.fixedItemHeight ?? 0, count: count)
            if geometry.fixedItemHeight == nil {
                for (index, height) in items.heights.enumerated() {
                    let line = geometry.line(of: index)
                    heights[line] = max(heights[line], height)
                }
            }
            lines = .columns(heights: heights)
            let spacing = geometry.lineSpacing
            lineHeights = FenwickTree(heights.lazy.map { $0 + spacing })
            return
        }
        // Items wider than the width — every table row — each take a line of their own: the items' heights are the
        // lines', and no other list is made.
        if items.allWider(than: width) {
            lines = .onePerItem
            lineHeights = FenwickTree(items.heights)
            return
        }
        var starts: [Int] = []
        var heights: [Double] = []
        starts.reserveCapacity(items.count)
        heights.reserveCapacity(items.count)
        var used = 0.0
        var lineHeight = 0.0  // the current line's, appended when the next one starts
        for (index, height) in items.heights.enumerated() {
            let itemWidth = items.width(of: index)
            if index == 0 || used + itemWidth > width {
                if index > 0 { heights.append(lineHeight) }
                starts.append(index)
                lineHeight = height
                used = itemWidth
            } else {
                lineHeight = max(lineHeight, height)
                used += itemWidth
            }
        }
        if !items.isEmpty { heights.append(lineHeight) }
        lines = .starts(starts, heights: heights)
        lineHeights = FenwickTree(heights)
    }

    private static func items(ofLine line: Int, in starts: [Int], count: Int) -> Range<Int> {
        starts[line] ..< (line + 1 < starts.count ? starts[line + 1] : count)
    }
}
