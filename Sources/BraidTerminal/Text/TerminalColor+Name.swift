extension TerminalColor {
    /// The colour a name stands for — how the terminal reads a `SwipeAction`'s `hint`.
    ///
    /// Knows the eight standard colours by name (`"red"`, `"yellow"`, …), a few common others (`"orange"`,
    /// `"purple"`, `"pink"`, `"grey"` or `"gray"`) and palette indices written as numbers (`"208"`); case and
    /// spaces do not matter, and UIKit's `system` prefix is ignored (`"systemRed"` is red). Nil for anything else.
    ///
    /// ```swift
    /// TerminalColor(name: "yellow")     // .yellow
    /// TerminalColor(name: "systemBlue") // .blue
    /// TerminalColor(name: "sparkly")    // nil
    /// ```
    public init?(name: String) {
        var name = name.lowercased().filter { !$0.isWhitespace }
        if name.hasPrefix("system") { name.removeFirst("system".count) }
        if let index = UInt8(name) {
            self = .indexed(index)
            return
        }
        switch name {
        case "black": self = .black
        case "red": self = .red
        case "green": self = .green
        case "yellow": self = .yellow
        case "blue": self = .blue
        case "magenta", "purple": self = .magenta
        case "cyan", "teal": self = .cyan
        case "white": self = .white
        case "orange": self = .indexed(208)
        case "pink": self = .indexed(205)
        case "grey", "gray": self = .indexed(244)
        default: return nil
        }
    }
}
