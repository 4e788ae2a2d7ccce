/// How a collection view lays out one section: a list, a grid or a horizontal row, with its spacing, insets and
/// pinned header or footer. A chain declares it with `layout(_:)`, and every host reads this one description: UIKit
/// builds a compositional layout's section from it, the terminal and the headless collection view lay the section
/// out by it.
///
/// ```swift
/// binder.onSection(.featured).layout(.horizontalRow(itemWidth: 20, itemHeight: .fixed(5), scrolling: .paging))
/// binder.onSection(.products).layout(.grid(columns: 3, itemHeight: .aspectRatio(0.5)).spacing(1))
/// binder.onSection(.categories).layout(.list(.plain).pinningHeader())
/// ```
///
/// Sizes are the host's units: points on UIKit, character cells in the terminal. A section whose chain declares no
/// layout is laid out as the host does without one (a flow layout of the items' own sizes).
///
/// Values a layout cannot use — 0 columns, a negative spacing or inset, an item wider than a row's section, an
/// adaptive minimum wider than the view, a pinned header taller than the view — are reported through the binder's
/// `diagnosticHandler` as warnings, once per section, and laid out as the message says: never a trap.
public struct CollectionSectionLayout: Hashable, Sendable {
    /// What the section's items are arranged as.
    public enum Arrangement: Hashable, Sendable {
        /// One item per line, as wide as the section; the items size their height from their content.
        case list(ListAppearance)
        /// Items in columns, line after line.
        case grid(GridColumns, itemHeight: ItemHeight)
        /// Items side by side in one line that scrolls sideways, each `itemWidth` wide.
        case horizontalRow(itemWidth: Double, itemHeight: ItemHeight, scrolling: RowScrolling)
    }

    /// How a list section looks: UIKit's `UICollectionLayoutListConfiguration.Appearance`.
    public enum ListAppearance: Hashable, Sendable {
        /// Rows edge to edge.
        case plain
        /// Rows in groups, on the grouped background.
        case grouped
        /// Groups inset from the edges, with rounded corners.
        case insetGrouped
        /// A sidebar's rows.
        case sidebar
    }

    /// How many columns a grid has.
    public enum GridColumns: Hashable, Sendable {
        /// Always this many; each as wide as the section's width, less spacing, divided among them.
        case fixed(Int)
        /// As many as fit items at least `minimumItemWidth` wide; the items share the width left over.
        case adaptive(minimumItemWidth: Double)
    }

    /// How tall an item of a grid or a horizontal row is.
    public enum ItemHeight: Hashable, Sendable {
        /// Always this tall.
        case fixed(Double)
        /// This tall until the item is shown, then as tall as its content (self-sizing).
        case estimated(Double)
        /// Its width times this ratio (0.5: half as tall as wide).
        case aspectRatio(Double)
    }

    /// How a horizontal row scrolls: UIKit's `UICollectionLayoutSectionOrthogonalScrollingBehavior`.
    public enum RowScrolling: Hashable, Sendable {
        /// It stops wherever it is left.
        case continuous
        /// It stops a section's width at a time.
        case paging
        /// It stops at an item's leading edge.
        case groupPaging
    }

    /// Space around a section's items, inside its header and footer.
    public struct Insets: Hashable, Sendable {
        /// Above the first line.
        public var top: Double
        /// Before each line's first item.
        public var leading: Double
        /// Below the last line.
        public var bottom: Double
        /// After each line's last item.
        public var trailing: Double

        /// Insets of the given sizes; each is 0 unless given.
        public init(top: Double = 0, leading: Double = 0, bottom: Double = 0, trailing: Double = 0) {
            self.top = top
            self.leading = leading
            self.bottom = bottom
            self.trailing = trailing
        }
    }

    /// What the items are arranged as.
    public var arrangement: Arrangement
    /// Between two items of a line (a grid's columns, a row's items).
    public var itemSpacing: Double = 0
    /// Between two lines (a list's rows, a grid's lines).
    public var lineSpacing: Double = 0
    /// Space around the items, inside the header and footer.
    public var insets = Insets()
    /// Whether the header stays at the top of the view while its section scrolls under it.
    public var pinsHeader = false
    /// Whether the footer stays at the bottom of the view while its section scrolls under it.
    public var pinsFooter = false

    /// A layout that arranges the items as `arrangement`, with no spacing, no insets and nothing pinned.
    public init(_ arrangement: Arrangement) {
        self.arrangement = arrangement
    }
}

extension CollectionSectionLayout {
    /// A list: one full-width item per line, each as tall as its content.
    public static func list(_ appearance: ListAppearance = .plain) -> Self {
        Self(.list(appearance))
    }

    /// A grid of `columns` columns.
    public static func grid(columns: Int, itemHeight: ItemHeight) -> Self {
        Self(.grid(.fixed(columns), itemHeight: itemHeight))
    }

    /// A grid of as many columns as fit items at least `minimumItemWidth` wide.
    public static func grid(minimumItemWidth: Double, itemHeight: ItemHeight) -> Self {
        Self(.grid(.adaptive(minimumItemWidth: minimumItemWidth), itemHeight: itemHeight))
    }

    /// A row of items `itemWidth` wide that scrolls sideways.
    public static func horizontalRow(
        itemWidth: Double, itemHeight: ItemHeight, scrolling: RowScrolling = .continuous
    ) -> Self {
        Self(.horizontalRow(itemWidth: itemWidth, itemHeight: itemHeight, scrolling: scrolling))
    }

    /// This layout with `spacing` between items and between lines.
    public func spacing(_ spacing: Double) -> Self { self.spacing(item: spacing, line: spacing) }

    /// This layout with `item` between the items of a line and `line` between lines.
    public func spacing(item: Double, line: Double) -> Self {
        var copy = self
        copy.itemSpacing = item
        copy.lineSpacing = line
        return copy
    }

    /// This layout with `insets` around its items.
    public func insets(_ insets: Insets) -> Self {
        var copy = self
        copy.insets = insets
        return copy
    }

    /// This layout with its header pinned (`pins`) or not.
    public func pinningHeader(_ pins: Bool = true) -> Self {
        var copy = self
        copy.pinsHeader = pins
        return copy
    }

    /// This layout with its footer pinned (`pins`) or not.
    public func pinningFooter(_ pins: Bool = true) -> Self {
        var copy = self
        copy.pinsFooter = pins
        return copy
    }
}
