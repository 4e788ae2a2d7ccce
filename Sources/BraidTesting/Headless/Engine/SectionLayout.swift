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
/// Items fill lines left to right while they fit the width (a table row is as wide as the table, so each row
/// is a line); a line is as tall as its tallest item. Line heights live in a ``FenwickTree`` so that a
/// measurement changes the offsets below it in O(log n).
struct SectionLayout: Sendable {
    var header: SupplementaryMetrics
    var footer: SupplementaryMetrics
    private(set) var items: ItemMetricsColumn
    /// Where lines start.
    private enum Lines: Sendable {
        /// Every item takes a line of its own — every table row does — so no list is kept: the lines' heights are
        /// the items'.
        case onePerItem
        /// The first item of each line, ascending, and each line's height.
        case starts([Int], heights: [Double])
    }

    private var lines = Lines.starts([], heights: [])
    private(set) var lineHeights = FenwickTree()

    /// Lays out `items` in lines no wider than `width`.
    ///
    /// - Complexity: O(items).
    init(header: SupplementaryMetrics, footer: SupplementaryMetrics, items: ItemMetricsColumn, width: Double) {
        self.header = header
        self.footer = footer
        self.items = items
        rebuildLines(width: width)
    }

    /// Header, lines and footer together.
    var height: Double { header.height + lineHeights.total + footer.height }

    /// The number of lines.
    var lineCount: Int {
        switch lines {
        case .onePerItem: items.count
        case .starts(let starts, _): starts.count
        }
    }

    /// The height of line `line`: its tallest item's.
    func lineHeight(_ line: Int) -> Double {
        switch lines {
        case .onePerItem: items.heights[line]
        case .starts(_, let heights): heights[line]
        }
    }

    /// The items of line `line`.
    func items(ofLine line: Int) -> Range<Int> {
        switch lines {
        case .onePerItem: line ..< line + 1
        case .starts(let starts, _): Self.items(ofLine: line, in: starts, count: items.count)
        }
    }

    /// The line that holds `item`.
    ///
    /// - Complexity: O(1) when every item is a line of its own (a table), otherwise O(log lines).
    func line(of item: Int) -> Int {
        guard case .starts(let starts, _) = lines else { return item }
        return Self.line(of: item, in: starts)
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
    func offset(ofLine line: Int) -> Double { header.height + lineHeights.prefixSum(line) }

    /// Replaces the metrics of `item`, re-flowing the section only if its width changed.
    ///
    /// - Complexity: O(log lines + items in the line), or O(items) when the width changed.
    mutating func setItem(_ item: Int, to metrics: ItemMetrics, width: Double) {
        let old = items[item]
        items[item] = metrics
        if old.width != metrics.width {
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
            }
        }
    }

    /// Breaks the items into lines again, for a new width.
    ///
    /// - Complexity: O(items); O(1) to decide that each item takes a line while they all have one width.
    mutating func rebuildLines(width: Double) {
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
