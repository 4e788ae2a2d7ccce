/// A rectangle of character cells: where on the screen something is drawn.
///
/// Columns grow to the right from `x`, rows downwards from `y`; both start at 0 in the top-left corner.
///
/// ```swift
/// let screen = TerminalRect(x: 0, y: 0, width: 80, height: 24)
/// let table = TerminalRect(x: 0, y: 1, width: 80, height: 22) // a title line above, a status line below
/// ```
public struct TerminalRect: Hashable, Sendable {
    /// The leftmost column.
    public var x: Int
    /// The top row.
    public var y: Int
    /// The number of columns; never negative (a negative one set counts as 0).
    public var width: Int { didSet { width = Swift.max(0, width) } }
    /// The number of rows; never negative (a negative one set counts as 0).
    public var height: Int { didSet { height = Swift.max(0, height) } }

    /// Creates a rectangle; a negative width or height counts as 0.
    public init(x: Int, y: Int, width: Int, height: Int) {
        self.x = x
        self.y = y
        self.width = max(0, width)
        self.height = max(0, height)
    }

    /// The column just right of the rectangle (`Int.max` for one that reaches past it).
    public var maxX: Int { x.adding(saturating: width) }
    /// The row just below the rectangle (`Int.max` for one that reaches past it).
    public var maxY: Int { y.adding(saturating: height) }
    /// Whether it covers no cell.
    public var isEmpty: Bool { width == 0 || height == 0 }

    /// This rectangle, at most `Int.maximumCells` wide and high: a view lays out no more than that, so that
    /// its sums of rows and columns never overflow, whatever frame it is given.
    var limitedToMaximumCells: TerminalRect {
        TerminalRect(x: x, y: y, width: Swift.min(width, .maximumCells), height: Swift.min(height, .maximumCells))
    }

    /// Whether the cell at column `x`, row `y` is inside.
    public func contains(x: Int, y: Int) -> Bool {
        x >= self.x && x < maxX && y >= self.y && y < maxY
    }

    /// The part of this rectangle that is also inside `other` (empty if they do not overlap).
    public func intersection(_ other: TerminalRect) -> TerminalRect {
        let left = max(x, other.x)
        let top = max(y, other.y)
        return TerminalRect(x: left, y: top, width: Swift.min(maxX, other.maxX).subtracting(saturating: left),
                            height: Swift.min(maxY, other.maxY).subtracting(saturating: top))
    }

    /// The rectangle made smaller by `left` and `right` columns on its sides.
    public func inset(left: Int, right: Int) -> TerminalRect {
        TerminalRect(x: x.adding(saturating: left), y: y,
                     width: width.subtracting(saturating: left).subtracting(saturating: right), height: height)
    }
}
