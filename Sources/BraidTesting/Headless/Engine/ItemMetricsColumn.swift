/// The sizes of a section's items, stored by property rather than by item: a heights array, one width while every
/// item has the same (every table row is `.infinity` wide; a grid's estimates are one size), and a bit per item
/// for "measured", kept only once an item is.
///
/// A million rows are 8 MB of heights, where a million ``ItemMetrics`` are 24 MB — memory that a view's first load
/// writes and the layout reads again.
package struct ItemMetricsColumn: RandomAccessCollection, MutableCollection, Sendable {
    /// Each item's height.
    package private(set) var heights: [Double]
    /// Each item's width once two differ; until then nil, and every item is ``sharedWidth`` wide.
    private var widths: [Double]?
    private var sharedWidth: Double
    /// Bit `i % 64` of word `i / 64` is set when item `i` is measured; empty until one is.
    private var measured: [UInt64] = []

    package init() {
        self.init(heights: [], width: .infinity)
    }

    /// Items of these heights, all `width` wide and estimated.
    package init(heights: [Double], width: Double) {
        self.heights = heights
        sharedWidth = width
    }

    /// Items of these heights and widths (as many of each), estimated; the widths are kept only if two differ.
    package init(heights: [Double], widths: [Double]) {
        precondition(heights.count == widths.count, "as many widths as heights")
        self.init(heights: heights, width: widths.first ?? .infinity)
        if let first = widths.first, widths.contains(where: { $0.bitPattern != first.bitPattern }) { self.widths = widths }
    }

    /// `count` copies of `metrics`.
    package init(repeating metrics: ItemMetrics, count: Int) {
        self.init(heights: Array(repeating: metrics.height, count: count), width: metrics.width)
        if metrics.isMeasured {
            for index in 0 ..< count { setMeasured(true, of: index) }
        }
    }

    /// `items`, in order.
    package init(_ items: some Sequence<ItemMetrics>) {
        self.init()
        reserveCapacity(items.underestimatedCount)
        for item in items { append(item) }
    }

    package var startIndex: Int { 0 }
    package var endIndex: Int { heights.count }

    package subscript(index: Int) -> ItemMetrics {
        get { ItemMetrics(width: width(of: index), height: heights[index], isMeasured: isMeasured(index)) }
        set {
            heights[index] = newValue.height
            keepWidthsIfOtherThanShared(newValue.width)
            widths?[index] = newValue.width
            setMeasured(newValue.isMeasured, of: index)
        }
    }

    package mutating func reserveCapacity(_ count: Int) {
        heights.reserveCapacity(count)
        widths?.reserveCapacity(count)
    }

    /// Adds `metrics` after the last item.
    package mutating func append(_ metrics: ItemMetrics) {
        if heights.isEmpty, widths == nil { sharedWidth = metrics.width }
        keepWidthsIfOtherThanShared(metrics.width)
        widths?.append(metrics.width)
        heights.append(metrics.height)
        if metrics.isMeasured || !measured.isEmpty { setMeasured(metrics.isMeasured, of: heights.count - 1) }
    }

    /// Starts keeping each item's width when `width` is not the one the items share.
    private mutating func keepWidthsIfOtherThanShared(_ width: Double) {
        guard widths == nil, width.bitPattern != sharedWidth.bitPattern else { return }
        widths = Array(repeating: sharedWidth, count: count)
        widths?.reserveCapacity(heights.capacity)
    }

    /// The width of the item at `index`.
    package func width(of index: Int) -> Double { widths?[index] ?? sharedWidth }

    /// Whether every item is wider than `width` — each then takes a line of its own.
    ///
    /// - Complexity: O(1) while the items share one width, else O(items).
    package func allWider(than width: Double) -> Bool {
        guard let widths else { return heights.isEmpty || sharedWidth > width }
        return widths.allSatisfy { $0 > width }
    }

    /// The items whose metrics are not ``ItemMetrics/isValid``, ascending.
    ///
    /// - Complexity: O(items), reading the heights (and the widths, when they differ).
    package func invalidIndices() -> [Int] {
        if widths != nil { return indices.filter { !self[$0].isValid } }
        guard ItemMetrics.estimated(width: sharedWidth, height: 0).isValid else { return Array(indices) }
        return heights.withUnsafeBufferPointer { heights in
            // First whether any is invalid, in a loop without branches (which the compiler vectorizes); the indices
            // only then. (`x >= 0 && x < .infinity` is false for NaN.)
            var anyInvalid = false
            for height in heights { anyInvalid = anyInvalid || !(height >= 0 && height < .infinity) }
            guard anyInvalid else { return [] }
            return heights.indices.filter { !(heights[$0] >= 0 && heights[$0] < .infinity) }
        }
    }

    private func isMeasured(_ index: Int) -> Bool {
        let word = index >> 6
        return word < measured.count && measured[word] & (1 << UInt64(index & 63)) != 0
    }

    private mutating func setMeasured(_ isMeasured: Bool, of index: Int) {
        let word = index >> 6
        let bit: UInt64 = 1 << UInt64(index & 63)
        if isMeasured {
            if word >= measured.count { measured.append(contentsOf: repeatElement(0, count: word + 1 - measured.count)) }
            measured[word] |= bit
        } else if word < measured.count {
            measured[word] &= ~bit
        }
    }
}
