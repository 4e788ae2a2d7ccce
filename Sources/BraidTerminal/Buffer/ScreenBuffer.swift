/// A screen's worth of styled character cells: what the terminal host draws into, and what the terminal
/// writer sends to the terminal.
///
/// Drawing never touches the terminal: views render into a buffer value, and one writer
/// (``TerminalScreen``) compares it with the previous frame and sends only the difference. Tests read the
/// buffer back as a grid of strings (``lines``) and style masks (`mask(_:)`).
///
/// A wide character occupies two cells: the first holds the character with width 2, the second is a
/// continuation cell with width 0. Drawing over either half of a wide character blanks the other half.
///
/// ```swift
/// var buffer = ScreenBuffer(width: 10, height: 1)
/// buffer.draw("日本", x: 0, y: 0)
/// buffer.lines // ["日本      "]
/// ```
public struct ScreenBuffer: Hashable, Sendable {
    /// One character cell.
    public struct Cell: Hashable, Sendable {
        /// The character shown; a space for blank cells and continuation cells.
        public var character: Character
        /// 1 or 2 for a cell that starts a character; 0 for the second cell of a wide character.
        public var width: UInt8
        /// How the character looks.
        public var style: TextStyle

        /// Creates a cell showing `character`.
        public init(_ character: Character, width: UInt8 = 1, style: TextStyle = .plain) {
            self.character = character
            self.width = width
            self.style = style
        }

        /// A space in the plain style.
        public static let blank = Cell(" ")
    }

    /// The number of columns.
    public let width: Int
    /// The number of rows.
    public let height: Int
    /// The cells, row after row.
    var cells: [Cell]

    /// A blank buffer of `width` × `height` cells; negative sizes count as 0.
    ///
    /// - Parameters:
    ///   - width: the number of columns.
    ///   - height: the number of rows.
    /// - Precondition: `width × height` fits in an `Int` — a programming error otherwise (no memory holds such a
    ///   buffer): the message names the size asked for; size a buffer to a screen or a view, not to its content.
    public init(width: Int, height: Int) {
        self.width = max(0, width)
        self.height = max(0, height)
        let (count, overflow) = self.width.multipliedReportingOverflow(by: self.height)
        precondition(!overflow, """
            ScreenBuffer(width: \(width), height: \(height)) has more cells than an Int counts; size a buffer to a \
            screen or a view, not to its content
            """)
        cells = Array(repeating: .blank, count: count)
    }

    /// The whole buffer as a rectangle.
    public var bounds: TerminalRect { TerminalRect(x: 0, y: 0, width: width, height: height) }

    /// The cell at column `x`, row `y`.
    ///
    /// - Precondition: the position is inside the buffer.
    public subscript(x: Int, y: Int) -> Cell {
        get {
            precondition(bounds.contains(x: x, y: y), "cell (\(x), \(y)) is outside a \(width)×\(height) buffer")
            return cells[y * width + x]
        }
        set {
            precondition(bounds.contains(x: x, y: y), "cell (\(x), \(y)) is outside a \(width)×\(height) buffer")
            put(newValue, x: x, y: y)
        }
    }

    /// The cells of row `y`, left to right.
    public func row(_ y: Int) -> ArraySlice<Cell> {
        cells[y * width..<(y + 1) * width]
    }

    /// Sets one cell, blanking the other half of any wide character it cuts in two.
    ///
    /// A continuation cell (width 0) goes right after the wide character it continues, which the caller has just
    /// put at `x - 1`: that one is kept.
    mutating func put(_ cell: Cell, x: Int, y: Int) {
        let index = y * width + x
        let old = cells[index]
        if old.width == 0, x > 0, cell.width != 0 {
            cells[index - 1] = Cell(" ", style: cells[index - 1].style)
        }
        if old.width == 2, x + 1 < width, cell.width != 2 {
            cells[index + 1] = Cell(" ", style: cells[index + 1].style)
        }
        cells[index] = cell
    }
}
