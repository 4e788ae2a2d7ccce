/// A section's ``CollectionSectionLayout`` resolved for a view's width: the columns, the items' width and height,
/// the spacing and insets that every host lays the section out with, and what was wrong with the layout for that
/// width. The hosts read this, never the description's cases, so that a list, a grid and a row are worked out once.
///
/// Lines hold `columns` items each, left to right (a list: 1); a horizontal row is one line of every item, which
/// scrolls sideways.
package struct SectionLayoutGeometry: Hashable, Sendable {
    /// Items per line; a horizontal row's one line holds them all (`Int.max`).
    package var columns: Int
    /// How the row scrolls, for a horizontal row; nil for lines.
    package var rowScrolling: CollectionSectionLayout.RowScrolling?
    /// Every item's width.
    package var itemWidth: Double
    /// Every item's height, when the layout decides it (fixed, or by aspect ratio); nil when items size themselves.
    package var fixedItemHeight: Double?
    /// The height to assume for an item that sizes itself until it is measured; nil: the host's estimate.
    package var estimatedItemHeight: Double?
    /// Between two items of a line.
    package var itemSpacing: Double
    /// Between two lines.
    package var lineSpacing: Double
    /// Around the items.
    package var insets: CollectionSectionLayout.Insets
    /// Whether the header, and the footer, stay in view while their section scrolls under them.
    package var pinsHeader: Bool
    package var pinsFooter: Bool
    /// What the layout asked that this width cannot give, each saying what was laid out instead: for the binder's
    /// diagnostics (the host hands them to its data source).
    package var problems: [String]

    /// Whether the items form one horizontally scrolling line.
    package var isRow: Bool { rowScrolling != nil }

    /// The line that holds `item`.
    package func line(of item: Int) -> Int { isRow ? 0 : item / columns }

    /// The number of lines `count` items take.
    package func lineCount(items count: Int) -> Int {
        guard count > 0 else { return 0 }
        return isRow ? 1 : (count - 1) / columns + 1
    }

    /// The items of `line`, of `count` items.
    package func items(ofLine line: Int, count: Int) -> Range<Int> {
        isRow ? 0 ..< count : min(count, line * columns) ..< min(count, (line + 1) * columns)
    }

    /// The leading edge of `item`, from the section's leading edge (a row's: before it scrolls).
    package func x(ofItem item: Int) -> Double {
        insets.leading + Double(isRow ? item : item % columns) * (itemWidth + itemSpacing)
    }

    /// The width of a horizontal row of `count` items, insets included.
    package func rowWidth(items count: Int) -> Double {
        guard count > 0 else { return insets.leading + insets.trailing }
        return insets.leading + Double(count) * itemWidth + Double(count - 1) * itemSpacing + insets.trailing
    }

    /// The items of a horizontal row of `count` items that show, some of them at least, in a view `width` wide
    /// scrolled sideways to `offset`.
    ///
    /// - Complexity: O(1).
    package func rowItems(from offset: Double, width: Double, count: Int) -> Range<Int> {
        guard count > 0, width > 0 else { return 0 ..< 0 }
        let stride = itemWidth + itemSpacing
        guard stride > 0 else { return 0 ..< count }
        // The first item whose trailing edge is past `offset`, the first whose leading edge is at or past the end.
        let first = Int(layoutCount: max(0, ((offset - insets.leading - itemWidth) / stride).rounded(.down) + 1))
        let end = Int(layoutCount: max(0, ((offset + width - insets.leading) / stride).rounded(.up)))
        return min(first, count) ..< min(max(end, first), count)
    }

    /// Where a horizontal row of `count` items in a view `width` wide comes to rest when scrolled toward `offset`:
    /// within its content, on a page (`paging`) or an item's leading edge (`groupPaging`), or anywhere
    /// (`continuous`).
    package func rowOffset(toward offset: Double, width: Double, count: Int) -> Double {
        let maximum = max(0, rowWidth(items: count) - width)
        let snapped: Double = switch rowScrolling {
        case .paging?: width > 0 ? (offset / width).rounded() * width : 0
        case .groupPaging?: itemWidth + itemSpacing > 0
            ? (offset / (itemWidth + itemSpacing)).rounded() * (itemWidth + itemSpacing) : 0
        case .continuous?, nil: offset
        }
        return min(max(0, snapped.isFinite ? snapped : 0), maximum)
    }

    /// Whether a header or footer `height` tall is pinned in a view `viewHeight` tall; and, when the layout pins it
    /// but it is taller than the view, why not (for the binder's diagnostics).
    package func pins(
        _ kind: SupplementaryViewKind, height: Double, viewHeight: Double
    ) -> (pinned: Bool, problem: String?) {
        guard kind == .header ? pinsHeader : pinsFooter else { return (false, nil) }
        guard height <= viewHeight else {
            return (false, """
                the pinned \(kind) is \(height.layoutDescription) tall, taller than the view \
                (\(viewHeight.layoutDescription)): it scrolls with its section instead. Give it a height that fits \
                the view, or do not pin it.
                """)
        }
        return (true, nil)
    }
}

extension Double {
    /// `self` as the layout messages write a size: `3` rather than `3.0`.
    var layoutDescription: String {
        self == rounded() && abs(self) < 1e15 ? String(Int(self)) : String(self)
    }
}

extension Int {
    /// `value`, a count worked out in `Double`, as an `Int`: 0 for NaN, and `Int`'s largest past it.
    init(layoutCount value: Double) {
        self = value.isNaN ? 0 : value >= 0x1p62 ? .max : value <= -0x1p62 ? .min : Int(value)
    }
}
