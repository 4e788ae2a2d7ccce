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
/// view, wrapped, with spacing and insets — for one section; or, for a section whose chain declared a layout, that
/// layout's ``geometry`` — its columns a line (a list's one, a grid's several, a horizontal row's every item in one
/// line scrolled sideways by ``rowOffset``), its item size, spacing and insets.
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
    /// The section's layout, in whole character cells, or nil for the flow of the items' own sizes.
    var geometry: SectionLayoutGeometry?
    /// How far a horizontal row is scrolled sideways, in columns.
    var rowOffset = 0
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

    /// Whether the items form one line that scrolls sideways.
    var isRow: Bool { geometry?.isRow == true }

    /// The view's spacing and insets, or the section's layout's.
    func ownMetrics(_ metrics: GridMetrics) -> GridMetrics {
        guard let geometry else { return metrics }
        return GridMetrics(
            width: metrics.width, itemSpacing: Int(cells: geometry.itemSpacing), lineSpacing: Int(cells: geometry.lineSpacing),
            insets: TerminalEdgeInsets(top: Int(cells: geometry.insets.top), left: Int(cells: geometry.insets.leading),
                                       bottom: Int(cells: geometry.insets.bottom), right: Int(cells: geometry.insets.trailing)))
    }

    /// Items per line when every item has the uniform size.
    private func perLine(_ metrics: GridMetrics) -> Int {
        if let geometry { return geometry.isRow ? max(1, count) : geometry.columns }
        return max(1, (metrics.contentWidth + metrics.itemSpacing) / max(1, uniform.width + metrics.itemSpacing))
    }

    /// Breaks the items into lines for `metrics`, if they are not uniform.
    ///
    /// - Complexity: O(items), once per change; nothing for a uniform section.
    mutating func prepare(_ metrics: GridMetrics) {
        let metrics = ownMetrics(metrics)
        guard !exceptions.isEmpty, lines == nil || linesWidth != metrics.contentWidth else { return }
        var starts: [Int] = [], tops: [Int] = [], heights: [Int] = []
        if geometry != nil {
            // The layout's columns make the lines; only heights vary (items that size themselves).
            let per = perLine(metrics)
            var top = 0
            for start in stride(from: 0, to: count, by: per) {
                let height = (start..<min(count, start + per)).reduce(0) { max($0, size(of: $1).height) }
                starts.append(start)
                tops.append(top)
                heights.append(height)
                top += height + metrics.lineSpacing
            }
            lines = (starts, tops, heights)
            linesWidth = metrics.contentWidth
            return
        }
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
        let metrics = ownMetrics(metrics)
        if let lines { return lines.starts.count }
        return (count + perLine(metrics) - 1) / perLine(metrics)
    }

    /// The items of `line`.
    func items(ofLine line: Int, _ metrics: GridMetrics) -> Range<Int> {
        let metrics = ownMetrics(metrics)
        if let lines {
            return lines.starts[line]..<(line + 1 < lines.starts.count ? lines.starts[line + 1] : count)
        }
        let per = perLine(metrics)
        return (line * per)..<min(count, (line + 1) * per)
    }

    /// The line that holds `item`.
    func line(of item: Int, _ metrics: GridMetrics) -> Int {
        let metrics = ownMetrics(metrics)
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
        let metrics = ownMetrics(metrics)
        if let lines { return (lines.tops[line], lines.heights[line]) }
        return (line * (uniform.height + metrics.lineSpacing), uniform.height)
    }

    /// The line whose band holds `y` (from the first line's top), or the nearest one.
    func line(at y: Int, _ metrics: GridMetrics) -> Int {
        let count = lineCount(metrics)
        let metrics = ownMetrics(metrics)
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
        let own = ownMetrics(metrics)
        return headerHeight + own.insets.top + linesHeight(metrics) + own.insets.bottom + footerHeight
    }

    /// Where the first line starts within the section.
    func linesOrigin(_ metrics: GridMetrics) -> Int { headerHeight + ownMetrics(metrics).insets.top }

    /// The x of `item` within its line, from the content's left edge.
    func x(of item: Int, _ metrics: GridMetrics) -> Int {
        if let geometry { return Int(cells: geometry.x(ofItem: item)) - rowOffset }
        let start = items(ofLine: line(of: item, metrics), metrics).lowerBound
        guard !exceptions.isEmpty else { return metrics.insets.left + (item - start) * (uniform.width + metrics.itemSpacing) }
        return metrics.insets.left + (start..<item).reduce(0) { $0 + size(of: $1).width + metrics.itemSpacing }
    }
}

extension GridSection {
    /// The items of `line` that are in view: a horizontal row's within the view's width of its offset, any other
    /// line's all.
    ///
    /// - Complexity: O(1).
    func visibleItems(ofLine line: Int, _ metrics: GridMetrics) -> Range<Int> {
        guard let geometry, geometry.isRow else { return items(ofLine: line, metrics) }
        return geometry.rowItems(from: Double(rowOffset), width: Double(metrics.width), count: count)
    }

    /// Scrolls a horizontal row toward `offset` columns, where its scrolling lets it rest.
    mutating func scrollRow(toward offset: Int, _ metrics: GridMetrics) {
        guard let geometry, geometry.isRow else { return }
        rowOffset = Int(cells: geometry.rowOffset(toward: Double(offset), width: Double(metrics.width), count: count))
    }

    /// Scrolls a horizontal row just enough to show `item` whole.
    mutating func scrollRow(toShow item: Int, _ metrics: GridMetrics) {
        guard let geometry, geometry.isRow else { return }
        let left = Int(cells: geometry.x(ofItem: item)), right = left + uniform.width
        let own = ownMetrics(metrics)
        var offset = rowOffset
        if left - own.insets.left < offset { offset = left - own.insets.left }
        if right + own.insets.right > offset + metrics.width { offset = right + own.insets.right - metrics.width }
        let maximum = max(0, Int(cells: geometry.rowWidth(items: count)) - metrics.width)
        rowOffset = min(max(0, offset), maximum)
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
