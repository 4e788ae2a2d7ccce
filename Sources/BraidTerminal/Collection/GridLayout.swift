/// The size of an item in character cells.
struct GridSize: Hashable {
    var width: Int
    var height: Int
}

extension GridSize {
    /// `size` in whole character cells, at least one each way.
    init(_ size: Size) {
        self.init(width: Int(cells: size.width, minimum: 1), height: Int(cells: size.height, minimum: 1))
    }
}

/// Where a ``TerminalCollectionView`` puts its items: a flow layout — items left to right in lines as wide as the
/// view, wrapped, with spacing and insets — for one section.
///
/// Most grids give every item the same size; such a section keeps one size and places any item by arithmetic, so
/// its cost does not grow with its items. Items of other sizes (bound per item, or measured from their content)
/// are kept as exceptions, and then the section breaks its lines item by item once, caching them until it changes.
struct GridSection {
    /// The number of items.
    var count: Int
    /// The size of every item that has no exception.
    var uniform: GridSize
    /// Items whose size is not ``uniform``.
    var exceptions: [Int: GridSize] = [:]
    var headerHeight = 0
    var footerHeight = 0
    /// Line starts and tops (from the first line's top), when there are exceptions; nil until needed.
    private var lines: (starts: [Int], tops: [Int], heights: [Int])?
    private var linesWidth = -1

    init(count: Int, uniform: GridSize) {
        self.count = count
        self.uniform = uniform
    }

    func size(of item: Int) -> GridSize { exceptions[item] ?? uniform }

    /// Drops cached lines after a change.
    mutating func invalidate() { lines = nil }

    /// Items per line when every item has the uniform size.
    private func perLine(_ metrics: GridMetrics) -> Int {
        max(1, (metrics.contentWidth + metrics.itemSpacing) / max(1, uniform.width + metrics.itemSpacing))
    }

    /// Breaks the items into lines for `metrics`, if they are not uniform.
    ///
    /// - Complexity: O(items), once per change; nothing for a uniform section.
    mutating func prepare(_ metrics: GridMetrics) {
        guard !exceptions.isEmpty, lines == nil || linesWidth != metrics.contentWidth else { return }
        var starts: [Int] = [], tops: [Int] = [], heights: [Int] = []
        var x = 0, top = 0
        for item in 0..<count {
            let size = size(of: item)
            if starts.isEmpty || x + size.width > metrics.contentWidth {
                if let last = heights.last { top += last + metrics.lineSpacing }
                starts.append(item)
                tops.append(top)
                heights.append(size.height)
                x = size.width + metrics.itemSpacing
            } else {
                heights[heights.count - 1] = max(heights[heights.count - 1], size.height)
                x += size.width + metrics.itemSpacing
            }
        }
        lines = (starts, tops, heights)
        linesWidth = metrics.contentWidth
    }

    /// The number of lines.
    func lineCount(_ metrics: GridMetrics) -> Int {
        if let lines { return lines.starts.count }
        return (count + perLine(metrics) - 1) / perLine(metrics)
    }

    /// The items of `line`.
    func items(ofLine line: Int, _ metrics: GridMetrics) -> Range<Int> {
        if let lines {
            return lines.starts[line]..<(line + 1 < lines.starts.count ? lines.starts[line + 1] : count)
        }
        let per = perLine(metrics)
        return (line * per)..<min(count, (line + 1) * per)
    }

    /// The line that holds `item`.
    func line(of item: Int, _ metrics: GridMetrics) -> Int {
        guard let lines else { return item / perLine(metrics) }
        var low = 0, high = lines.starts.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if lines.starts[middle] <= item { low = middle } else { high = middle - 1 }
        }
        return low
    }

    /// The top of `line` (from the first line's top) and its height.
    func line(_ line: Int, _ metrics: GridMetrics) -> (top: Int, height: Int) {
        if let lines { return (lines.tops[line], lines.heights[line]) }
        return (line * (uniform.height + metrics.lineSpacing), uniform.height)
    }

    /// The line whose band holds `y` (from the first line's top), or the nearest one.
    func line(at y: Int, _ metrics: GridMetrics) -> Int {
        let count = lineCount(metrics)
        guard count > 0 else { return 0 }
        guard let lines else { return min(count - 1, max(0, y / max(1, uniform.height + metrics.lineSpacing))) }
        var low = 0, high = count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if lines.tops[middle] <= y { low = middle } else { high = middle - 1 }
        }
        return low
    }

    /// The height of the lines, spacing included.
    func linesHeight(_ metrics: GridMetrics) -> Int {
        let count = lineCount(metrics)
        guard count > 0 else { return 0 }
        let last = line(count - 1, metrics)
        return last.top + last.height
    }

    /// The height of the whole section: header, insets, lines, footer.
    func height(_ metrics: GridMetrics) -> Int {
        headerHeight + metrics.insets.top + linesHeight(metrics) + metrics.insets.bottom + footerHeight
    }

    /// Where the first line starts within the section.
    func linesOrigin(_ metrics: GridMetrics) -> Int { headerHeight + metrics.insets.top }

    /// The x of `item` within its line, from the content's left edge.
    func x(of item: Int, _ metrics: GridMetrics) -> Int {
        let start = items(ofLine: line(of: item, metrics), metrics).lowerBound
        guard !exceptions.isEmpty else { return metrics.insets.left + (item - start) * (uniform.width + metrics.itemSpacing) }
        return metrics.insets.left + (start..<item).reduce(0) { $0 + size(of: $1).width + metrics.itemSpacing }
    }
}

/// The spacing and insets of a grid, with the width its lines fill.
struct GridMetrics {
    var width: Int
    var itemSpacing: Int
    var lineSpacing: Int
    var insets: TerminalEdgeInsets

    /// The width lines fill: the view's less the side insets.
    var contentWidth: Int { max(1, width - insets.left - insets.right) }
}

/// Blank space around a section's items, in character cells.
public struct TerminalEdgeInsets: Hashable, Sendable {
    /// Lines above.
    public var top: Int
    /// Columns on the left.
    public var left: Int
    /// Lines below.
    public var bottom: Int
    /// Columns on the right.
    public var right: Int

    /// Insets of the given lines and columns; each is 0 unless given.
    public init(top: Int = 0, left: Int = 0, bottom: Int = 0, right: Int = 0) {
        self.top = top
        self.left = left
        self.bottom = bottom
        self.right = right
    }
}
