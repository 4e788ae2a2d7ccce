/// A colour a terminal can show: one of the eight standard colours, or an index into its 256-colour palette.
///
/// Terminals choose the actual shades (users theme them), so the named colours adapt to the user's
/// scheme; indexed colours above 7 need a terminal with more colours and fall back to the default colour
/// where it has fewer.
///
/// ```swift
/// let warning = TextStyle(foreground: .yellow)
/// let grey = TextStyle(foreground: .indexed(244))
/// ```
public enum TerminalColor: Hashable, Sendable {
    /// The standard colours, palette indices 0 to 7.
    case black, red, green, yellow, blue, magenta, cyan, white
    /// A colour of the terminal's 256-colour palette: 0–7 standard, 8–15 bright, 16–231 a colour cube,
    /// 232–255 greys.
    case indexed(UInt8)

    /// The palette index: 0–7 for the named colours.
    public var paletteIndex: Int {
        switch self {
        case .black: 0
        case .red: 1
        case .green: 2
        case .yellow: 3
        case .blue: 4
        case .magenta: 5
        case .cyan: 6
        case .white: 7
        case .indexed(let index): Int(index)
        }
    }
}
